"""Warnings about a haunt that checks but would waste a simulation.

The checker's errors say what cannot run. These say what runs but cannot matter: a goal
that reads a variable no rule ever changes, a trigger on a monster event in a haunt with
no monsters, two rules that can steer one monster two ways at once. Each comes with a
code, the place it is about and a hint.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from betrayal.diagnostics import Diagnostic
from betrayal.script import ir
from betrayal.script.program import Program
from betrayal.script.types import Base

# The events only a haunt's own monsters raise.
MONSTER_EVENTS = frozenset(
    {"monster_entered", "monster_beaten", "monster_won", "monster_tied", "monster_speed"}
)
# The statics that steer a monster's steps, in the order the engine applies them: where
# two pull apart, the earlier keeps the steps it binds the monster to.
STEERING = ("walk_path", "chase_in_sight", "hunt", "seek_rooms")


def haunt_warnings(program: Program) -> list[Diagnostic]:
    """The warnings for one compiled haunt (nothing for cards and rooms)."""
    if program.kind.value != "haunt":
        return []
    return [*_goals_on_fixed_variables(program), *_unheard_events(program), *_steering(program)]


def _goals_on_fixed_variables(program: Program) -> Iterator[Diagnostic]:
    changed = {
        stmt.name
        for block in program.blocks
        for stmt in block
        if isinstance(stmt, ir.Assign) and stmt.is_global
    }
    for side, condition in program.wins:
        fixed = sorted({e.name for e in _walk(condition) if isinstance(e, ir.Global)} - changed)
        if fixed:
            names = ", ".join(repr(n) for n in fixed)
            yield Diagnostic.warning(
                "W305",
                condition.span,
                f"the {_owner(side)} goal reads {names}, which no rule of the haunt changes",
                "set it in a trigger or an action, or compare with a value that moves",
            )


def _owner(side: str) -> str:
    return "heroes'" if side == "heroes" else f"{side}'s"


def _unheard_events(program: Program) -> Iterator[Diagnostic]:
    if program.monsters:
        return
    for trigger in program.triggers:
        if trigger.event in MONSTER_EVENTS:
            yield Diagnostic.warning(
                "W306",
                trigger.span,
                f"'{trigger.event}' is raised by the haunt's monsters, and it declares none",
                "declare a `monster`, or trigger on another event",
            )


def _steering(program: Program) -> Iterator[Diagnostic]:
    steering = [s for s in program.statics if s.name in STEERING]
    for first, second in itertools.combinations(steering, 2):
        if first.name == second.name:
            continue
        one, other = _kinds(first.when), _kinds(second.when)
        # A condition that names no kind may hold for any, so it meets every other.
        kinds = one | other if None in one or None in other else one & other
        if not kinds:
            continue
        earlier, later = sorted((first, second), key=lambda s: STEERING.index(s.name))
        named = sorted(k for k in kinds if k is not None)
        which = " and ".join(named) if named else "the same monster"
        yield Diagnostic.warning(
            "W307",
            max(first.span, second.span, key=lambda span: (span.line, span.column)),
            f"{earlier.name} and {later.name} can both steer {which} at once",
            f"where they pull apart, {earlier.name} wins (a set path, then a chase, a hunt, "
            "rooms sought); make their `when:` exclude each other if that is not meant",
        )


def _kinds(condition: ir.Expr) -> set[str | None]:
    """The monster kinds a `when:` names; {None, ...} when it may hold for any kind."""
    named: set[str | None] = {
        e.text for e in _walk(condition) if isinstance(e, ir.Const) and e.type.base is Base.MONSTER
    }
    return named or {None}


def _walk(expr: ir.Expr) -> Iterator[ir.Expr]:
    yield expr
    if isinstance(expr, ir.Query):
        for arg in expr.args:
            yield from _walk(arg)
    elif isinstance(expr, ir.Binary):
        yield from _walk(expr.left)
        yield from _walk(expr.right)
    elif isinstance(expr, ir.Not | ir.Negate):
        yield from _walk(expr.operand)
    elif isinstance(expr, ir.Cond):
        yield from _walk(expr.condition)
        yield from _walk(expr.then)
        yield from _walk(expr.otherwise)
    elif isinstance(expr, ir.ListOf):
        for item in expr.items:
            yield from _walk(item)
    elif isinstance(expr, ir.Total):
        yield from _walk(expr.roll)
