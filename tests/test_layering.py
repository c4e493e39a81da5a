"""The package's layers point one way, and its modules are filed by what they hold.

Layers, lowest first: the errors and diagnostics every part raises; the core (the engine,
its rules and the content model they read); the rule language; the agents; the tools on
top (the Game, simulation, narration, the command line, the testing helpers). A module
imports from its own layer or the ones below, never from above: not at module level, not
inside a function, not for type checkers only. The checks run on the source, so they
catch an import that a test run might never execute.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "betrayal"

# (layer, the module prefixes in it), lowest first; a module belongs to the layer of its
# longest matching prefix.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("base", ("betrayal.errors", "betrayal.diagnostics")),
    ("core", ("betrayal.core", "betrayal.content")),
    ("language", ("betrayal.script",)),
    ("agents", ("betrayal.agents",)),
    ("tools", ("betrayal",)),
)
RANK = {name: i for i, (name, _) in enumerate(LAYERS)}

# How a module named after a haunt or a batch of work looks: `haunts_f`, `haunts_h1`,
# `cards_more`, `events_a_support`, `items_support`, `events_b`.
BATCH_NAME = re.compile(r"^(haunts_.*|.*_more|.*_support|(events|items|omens|cards)_[a-z]\d?)$")


@attrs.frozen
class Import:
    importer: str
    target: str  # the module imported from
    name: str | None  # the name imported from it (None for `import x`)
    line: int


def layer_of(module: str) -> str:
    best = ("tools", 0)
    for layer, prefixes in LAYERS:
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best[1]:
                best = (layer, len(prefix))
    return best[0]


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(module: str, source: str, is_package: bool = False) -> Iterator[Import]:
    """Every import in a module's source, wherever it sits (a function body, an
    ``if TYPE_CHECKING:`` block), with relative imports made absolute."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield Import(module, alias.name, None, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            target = node.module or ""
            if node.level:
                package = module.split(".") if is_package else module.split(".")[:-1]
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            for alias in node.names:
                yield Import(module, target, alias.name, node.lineno)


def package_of(module: str) -> str:
    return module.rsplit(".", 1)[0]


def upward(found: Import) -> bool:
    """Whether an import reaches into a layer above the importer's."""
    if not found.target.startswith("betrayal"):
        return False
    return RANK[layer_of(found.target)] > RANK[layer_of(found.importer)]


def private_across_packages(found: Import) -> bool:
    """Whether an import takes a ``_private`` name from a module of another package."""
    if found.name is None or not found.target.startswith("betrayal"):
        return False
    private = found.name.startswith("_") and not found.name.startswith("__")
    return private and package_of(found.target) != package_of(found.importer)


def all_imports() -> list[Import]:
    found: list[Import] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = module_name(path)
        found += imports_of(name, path.read_text(encoding="utf-8"), path.name == "__init__.py")
    return found


def where(found: Import) -> str:
    what = f"{found.target}.{found.name}" if found.name else found.target
    return f"{found.importer} (line {found.line}) imports {what}"


# ----- the package as it is ------------------------------------------------------------------


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    bad = [where(i) for i in all_imports() if upward(i)]
    assert not bad, "imports against the layers:\n" + "\n".join(bad)


def test_the_core_never_imports_the_rule_language() -> None:
    bad = [
        where(i)
        for i in all_imports()
        if layer_of(i.importer) == "core" and i.target.startswith("betrayal.script")
    ]
    assert not bad, "\n".join(bad)


def test_no_private_name_is_imported_from_another_package() -> None:
    bad = [where(i) for i in all_imports() if private_across_packages(i)]
    assert not bad, "private names used across packages:\n" + "\n".join(bad)


def test_the_primitive_library_is_filed_by_what_it_does() -> None:
    library = PACKAGE / "script" / "library"
    names = sorted(p.stem for p in library.glob("*.py") if p.stem != "__init__")
    assert names, "the library has no modules"
    bad = [n for n in names if BATCH_NAME.match(n)]
    assert not bad, f"library modules named after haunts or batches: {bad}"


def test_no_module_anywhere_is_named_after_a_batch() -> None:
    bad = [
        module_name(p)
        for p in PACKAGE.rglob("*.py")
        if BATCH_NAME.match(p.stem) and p.stem != "__init__"
    ]
    assert not bad, bad


def test_every_library_module_says_what_it_covers() -> None:
    library = PACKAGE / "script" / "library"
    for path in sorted(library.glob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        assert doc, f"{path.name} has no docstring"
        assert not re.search(r"\bhaunt \d+|\bhaunts? [\d,]+ ", doc), (
            f"{path.name}'s docstring names the haunt that needed it, not what it covers"
        )


# ----- the checks themselves catch what they are for ----------------------------------------


def test_an_import_of_the_language_inside_a_core_function_is_caught() -> None:
    source = "def f():\n    from betrayal.script.interpreter import evaluate\n"
    found = list(imports_of("betrayal.core.rules.haunt", source))
    assert [upward(i) for i in found] == [True]


def test_an_import_for_type_checkers_only_is_caught_too() -> None:
    source = (
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from betrayal.game import Game\n"
    )
    found = [i for i in imports_of("betrayal.core.state", source) if upward(i)]
    assert [(i.target, i.name, i.line) for i in found] == [("betrayal.game", "Game", 3)]


def test_a_relative_import_is_resolved_before_it_is_judged() -> None:
    source = "from ...script import ir\n"
    (found,) = imports_of("betrayal.core.rules.combat", source)
    assert found.target == "betrayal.script"
    assert upward(found)


def test_imports_down_the_layers_and_within_one_are_allowed() -> None:
    source = (
        "from betrayal.core.state import GameState\n"
        "from betrayal.script.ir import Limit\n"
        "import attrs\n"
    )
    assert not any(upward(i) for i in imports_of("betrayal.script.library.tokens", source))


def test_a_private_helper_borrowed_from_another_package_is_caught() -> None:
    source = "from betrayal.core.rules.exploration import _anywhere, can_discover\n"
    found = list(imports_of("betrayal.script.library.house", source))
    assert [private_across_packages(i) for i in found] == [True, False]
    # The same name from a module of the importer's own package is its own business.
    mine = imports_of("betrayal.core.rules.trapped", source)
    assert not any(private_across_packages(i) for i in mine)


@pytest.mark.parametrize(
    ("name", "batch"),
    [
        ("haunts_f", True),
        ("haunts_h1", True),
        ("cards_more", True),
        ("events_a_support", True),
        ("items_support", True),
        ("events_b", True),
        ("monster_paths", False),
        ("tokens", False),
        ("cards", False),
        ("haunt_roll", False),
    ],
)
def test_batch_names_are_told_from_nouns(name: str, batch: bool) -> None:
    assert bool(BATCH_NAME.match(name)) is batch


def test_layers_are_found_by_the_longest_prefix() -> None:
    assert layer_of("betrayal.core.rules.monsters") == "core"
    assert layer_of("betrayal.content.model") == "core"
    assert layer_of("betrayal.script.library.tokens") == "language"
    assert layer_of("betrayal.errors") == "base"
    assert layer_of("betrayal.simulate") == "tools"
    assert layer_of("betrayal") == "tools"
