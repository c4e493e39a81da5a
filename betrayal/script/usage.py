"""How much of the vocabulary the shipped scripts use: the measure of a general language.

A name that only one declaration uses is a sign that a haunt grew its own word instead of
the language growing a general one. This module counts, for every registered name (effects,
queries, events, statics, monster abilities and monster rules), how many of the shipped
declarations (every card, room and haunt of every edition) use it. Run it as
``python -m betrayal.script.usage`` to print the figures and the names behind them.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import attrs

from betrayal.script import ast
from betrayal.script.load import haunts_folder
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.parser import parse
from betrayal.script.registry import all_primitives
from betrayal.script.retired import RETIRED
from betrayal.script.statics import STATICS
from betrayal.script.triggers import TRIGGERS

_PACKAGE = Path(__file__).resolve().parents[1]
EDITIONS = ("hoth2", "hoth3")


@attrs.frozen
class Usage:
    """Which declarations use each registered name."""

    declarations: int
    users: Mapping[str, frozenset[str]]  # name -> the declarations that use it

    @property
    def registered(self) -> int:
        return len(self.users)

    def serving(self, count: int) -> list[str]:
        """The names used by exactly `count` declarations, sorted."""
        return sorted(n for n, users in self.users.items() if len(users) == count)

    @property
    def single_share(self) -> float:
        """The share of registered names that serve one declaration only."""
        return len(self.serving(1)) / self.registered if self.registered else 0.0


def registered_names() -> dict[str, str]:
    """Every name a script can use from the closed vocabulary, with what it is."""
    names: dict[str, str] = {}
    for name, prim in all_primitives().items():
        names[name] = prim.kind.value
    for name in STATICS:
        names.setdefault(name, "static")
    for name in TRIGGERS:
        names.setdefault(name, "event")
    for name in MONSTER_ABILITIES:
        names.setdefault(name, "ability")
    for name in MONSTER_CANNOT:
        names.setdefault(name, "monster rule")
    return names


def shipped_files() -> list[Path]:
    """The scripts the package ships: each edition's cards and rooms, and its haunts."""
    files = sorted(_PACKAGE.glob("content/*/scripts/*.bet"))
    for edition in EDITIONS:
        folder = haunts_folder(edition)
        if folder is not None:
            files += sorted(folder.glob("*.haunt"))
    return files


def names_used(decl: ast.Decl) -> set[str]:
    """The vocabulary names one declaration uses."""
    used: set[str] = set()
    for node, in_monster in _walk(decl, False):
        if isinstance(node, ast.Call):
            used.add(node.func.text)
        elif isinstance(node, ast.Trigger):
            used.add(node.event.text)
        elif isinstance(node, ast.StaticDecl):
            used.add(node.name.text)
        elif isinstance(node, ast.CannotDecl) and in_monster:
            used.update(v.text for v in node.verbs)
    return _through_retired(used)


_CALLED = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(")


def _through_retired(used: set[str]) -> set[str]:
    """The names used, with each retired one (in a file of an older language) standing
    for the names its template uses: that is what the declaration runs."""
    todo = [n for n in used if n in RETIRED]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for called in _CALLED.findall(RETIRED[name].template):
            used.add(called)
            if called in RETIRED:
                todo.append(called)
    return used - seen


def _walk(node: ast.Node, in_monster: bool) -> Iterator[tuple[ast.Node, bool]]:
    yield node, in_monster
    inside = in_monster or isinstance(node, ast.MonsterDecl)
    for child in ast.children(node):
        yield from _walk(child, inside)


def measure(files: Iterable[Path] | None = None) -> Usage:
    """Count the users of every registered name over `files` (the shipped scripts)."""
    names = registered_names()
    users: dict[str, set[str]] = collections.defaultdict(set)
    count = 0
    for path in shipped_files() if files is None else files:
        result = parse(path.read_text(encoding="utf-8"), str(path))
        if result.module is None:
            raise ValueError(f"{path}: does not parse")
        for decl in result.module.declarations:
            count += 1
            label = f"{path.name}:{_label(decl)}"
            for name in names_used(decl) & names.keys():
                users[name].add(label)
    return Usage(count, {n: frozenset(users.get(n, ())) for n in names})


def _label(decl: ast.Decl) -> str:
    if isinstance(decl, ast.HauntDecl):
        return f"haunt {decl.number.value}"
    return f"{decl.kind.value} {decl.name.text}"


def report(usage: Usage) -> str:
    names = registered_names()
    lines = [
        f"shipped declarations: {usage.declarations}",
        f"registered names: {usage.registered}",
        f"names serving one declaration: {len(usage.serving(1))} "
        f"({usage.single_share:.0%} of the registry)",
        f"names serving none: {len(usage.serving(0))}",
        "",
        "serving one declaration:",
    ]
    for name in usage.serving(1):
        (user,) = usage.users[name]
        lines.append(f"  {name} ({names[name]}): {user}")
    lines += ["", "serving none:"]
    lines += [f"  {name} ({names[name]})" for name in usage.serving(0)]
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(measure()))
