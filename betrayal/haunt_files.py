"""Naming haunts on the command line and in a Game: by number, range, ``all`` or file.

A fan's copy of a shipped haunt keeps the shipped haunt's number, so a file whose haunt
number is already an edition's haunt *replaces* that haunt for the game it is added to,
rather than being refused as a second declaration. Two files brought by the caller that
declare the same haunt are still refused: which one would be played is not clear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from betrayal.errors import BetrayalError
from betrayal.script.ast import DeclKind
from betrayal.script.load import CheckResult
from betrayal.script.program import Program
from betrayal.script.scripts import ScriptSet

_RANGE = re.compile(r"(\d+)(?:-(\d+))?")


def is_number_spec(spec: str) -> bool:
    """Whether ``spec`` names haunts by number (``all``, ``7``, ``1-10``, or something
    that tries to and is refused) rather than a script file."""
    return spec == "all" or (bool(spec) and set(spec) <= set("0123456789-"))


def scripted_numbers(scripts: ScriptSet) -> list[int]:
    return sorted(int(p.ident) for p in scripts.programs() if p.kind is DeclKind.HAUNT)


def numbers_in(spec: str, scripted: Sequence[int]) -> list[int]:
    """``all``, ``7`` or ``1-10``: the scripted haunts named (a range skips the unscripted)."""
    if spec == "all":
        return list(scripted)
    found = _RANGE.fullmatch(spec)
    if found is None:
        raise BetrayalError(f"{spec!r} is not a haunt number, a range such as 1-10, or all")
    if found.group(2) is not None:
        low, high = int(found.group(1)), int(found.group(2))
        if low > high:
            raise BetrayalError(f"the range {spec} is empty: write the lower number first")
        return [n for n in scripted if low <= n <= high]
    number = int(spec)
    if number not in scripted:
        listed = ", ".join(str(n) for n in scripted) or "none"
        raise BetrayalError(f"haunt {number} has no script (scripted: {listed})")
    return [number]


def shipped_file(scripts: ScriptSet, number: int) -> Path:
    """The script file a haunt of the game's scripts was read from."""
    program = scripts.program(f"haunt:{number}")
    if program.span is None:  # pragma: no cover - every compiled program has its span
        raise BetrayalError(f"haunt {number} has no file")
    return Path(program.span.file)


def same_file(program: Program, path: Path) -> bool:
    return program.span is not None and Path(program.span.file).resolve() == path.resolve()


def replacing(
    base: ScriptSet, shipped: ScriptSet, results: Sequence[CheckResult]
) -> tuple[ScriptSet, dict[int, str]]:
    """``base`` without the shipped haunts that the checked files declare again.

    Returns the reduced set and the replaced haunts (number -> the file that replaces it);
    only a haunt that is still the edition's own is replaced, so a clash between two of
    the caller's files is left for the caller's build to refuse.
    """
    replaced: dict[int, str] = {}
    for result in results:
        for program in result.programs:
            if program.kind is not DeclKind.HAUNT or not base.has(program.key):
                continue
            current = base.program(program.key)
            if shipped.has(program.key) and shipped.program(program.key) is current:
                replaced[int(program.ident)] = result.file
    if not replaced:
        return base, replaced
    keys = {f"haunt:{n}" for n in replaced}
    return ScriptSet([p for p in base.programs() if p.key not in keys]), replaced
