"""Warnings about a haunt that checks but would waste a simulation.

The checker's errors say what cannot run. These say what runs but cannot matter: a goal
that reads a variable no rule ever changes, a trigger on a monster event in a haunt with
no monsters, two rules that can steer one monster two ways at once, an action nobody can
ever take. Each comes with a code, the place it is about and a hint.
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
# (The modes of `monster_moves`.)
STEERING = ("path", "chases", "hunts", "seeks")


def haunt_warnings(program: Program) -> list[Diagnostic]:
    """The warnings for one compiled haunt (nothing for cards and rooms)."""
    if program.kind.value != "haunt":
        return []
    return [
        *_goals_on_fixed_variables(program),
        *_unheard_events(program),
        *_steering(program),
        *_actions_never_open(program),
        *_rolls_without_limit(program),
    ]


def _rolls_without_limit(program: Program) -> Iterator[Diagnostic]:
    """W309: an action that rolls, with no `limit` line. The default lets a player take it
    again and again in one turn, but the rules allow the same roll once a turn, so the
    author most likely meant `once_per_turn`."""
    for action in program.actions:
        if not action.limit_written and _rolls(program, action.block):
            yield Diagnostic.warning(
                "W309",
                action.span,
                f'action "{action.label}" makes a roll and may be taken any number of times a turn',
                "the rules let a player try the same roll once a turn: write `limit "
                "once_per_turn`, or `limit any_number` if the haunt allows more",
            )


def _rolls(program: Program, block: int, depth: int = 0) -> bool:
    """Whether a block, or a block inside it, makes a roll."""
    if depth > 64:  # blocks nest as deep as the source does; that is never this deep
        return False
    return any(
        isinstance(stmt, ir.Roll)
        or any(_rolls(program, b, depth + 1) for b in ir.child_blocks(stmt))
        for stmt in program.blocks[block]
    )


def _changed_variables(program: Program) -> set[str]:
    """The haunt's variables that some statement of it assigns."""
    return {
        stmt.name
        for block in program.blocks
        for stmt in block
        if isinstance(stmt, ir.Assign) and stmt.is_global
    }


def _goals_on_fixed_variables(program: Program) -> Iterator[Diagnostic]:
    changed = _changed_variables(program)
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
    steering = [s for s in program.statics if s.name == "monster_moves" and s.mode in STEERING]
    for first, second in itertools.combinations(steering, 2):
        if first.mode == second.mode:
            continue
        one, other = _kinds(first.when), _kinds(second.when)
        # A condition that names no kind may hold for any, so it meets every other.
        kinds = one | other if None in one or None in other else one & other
        if not kinds:
            continue
        earlier, later = sorted((first, second), key=lambda s: STEERING.index(s.mode or ""))
        named = sorted(k for k in kinds if k is not None)
        which = " and ".join(named) if named else "the same monster"
        yield Diagnostic.warning(
            "W307",
            max(first.span, second.span, key=lambda span: (span.line, span.column)),
            f"monster_moves {earlier.mode} and {later.mode} can both steer {which} at once",
            f"where they pull apart, {earlier.mode} wins (a set path, then a chase, a hunt, "
            "rooms sought); make their `when:` exclude each other if that is not meant",
        )


# Queries that hold only where one of the haunt's tokens has been put on the board, by
# the token's parameter position.
TOKEN_NEEDED = {"has_token": 1, "carries": 1}
# Queries listing where a token lies or who carries it: empty until one is put down.
TOKEN_LISTS = {"token_rooms": 0, "carriers_of": 0, "token_whereabouts": 0}
# Effects that put a token on the board, by the token's parameter position. Every other
# way a token moves (picked up, handed over, dropped) starts from one already there.
TOKEN_PLACED = {"place_token": 0}


def _actions_never_open(program: Program) -> Iterator[Diagnostic]:
    """W308: an action whose `where` cannot hold in any game of the haunt, because it asks
    for a token no rule puts down, or for a value of a variable no rule changes."""
    statements = [stmt for block in program.blocks for stmt in block]
    changed = _changed_variables(program)
    placed = _placed_tokens(statements)
    initial = {
        var.name: _initial_value(var) for var in program.variables if var.name not in changed
    }
    titles = dict(program.tokens)
    for action in program.actions:
        if action.where is None:
            continue
        for part in _conjuncts(action.where):
            why = _never_holds(part, placed, initial, titles)
            if why is not None:
                message, hint = why
                yield Diagnostic.warning(
                    "W308",
                    part.span,
                    f'action "{action.label}" can never be taken: {message}',
                    hint,
                )
                break


def _never_holds(
    part: ir.Expr,
    placed: frozenset[str] | None,
    initial: dict[str, object],
    titles: dict[str, str],
) -> tuple[str, str] | None:
    """Why a part of a `where` never holds, and the hint that goes with it."""
    token = _token_needed(part)
    if token is not None and placed is not None and token not in placed:
        title = titles.get(token, token)
        return (
            f"its `where` needs the {title} token ({token!r}) on the board, and no rule "
            "of the haunt puts one down",
            f"place it with place_token({token}, ...) in the set-up or a rule",
        )
    names = sorted({e.name for e in _walk(part) if isinstance(e, ir.Global)})
    if names and _fixed_value(part, initial) is False:
        listed = ", ".join(repr(n) for n in names)
        return (
            f"its `where` needs {part.english()}, and no rule of the haunt changes {listed}",
            "set the variable in a trigger or another action, or drop this part of `where`",
        )
    return None


def _conjuncts(condition: ir.Expr) -> Iterator[ir.Expr]:
    """The parts of a condition joined by `and`: each must hold for the whole to."""
    if isinstance(condition, ir.Binary) and condition.op is ir.Op.AND:
        yield from _conjuncts(condition.left)
        yield from _conjuncts(condition.right)
    else:
        yield condition


def _placed_tokens(statements: list[ir.Stmt]) -> frozenset[str] | None:
    """The tokens some statement puts down; None when one puts down a token it works out
    (then any token may be on the board)."""
    found: set[str] = set()
    for stmt in statements:
        if isinstance(stmt, ir.Effect) and stmt.name in TOKEN_PLACED:
            arg = stmt.args[TOKEN_PLACED[stmt.name]]
            if not isinstance(arg, ir.Const):
                return None
            found.add(str(arg.value))
    return frozenset(found)


def _token_needed(part: ir.Expr) -> str | None:
    """The token a condition cannot hold without, if it is one that asks for a token."""
    query: ir.Expr | None = part
    if isinstance(part, ir.Binary) and part.op is ir.Op.IN:
        query = part.right
        if not (isinstance(query, ir.Query) and query.name in TOKEN_LISTS):
            return None
        arg = query.args[TOKEN_LISTS[query.name]]
    elif isinstance(query, ir.Query) and query.name in TOKEN_NEEDED:
        arg = query.args[TOKEN_NEEDED[query.name]]
        rest = query.args[TOKEN_NEEDED[query.name] + 1 :]
        if query.name == "has_token" and any(
            isinstance(a, ir.Const) and a.value is True for a in rest
        ):
            return None  # read from the room's own script, which puts it down itself
    else:
        return None
    return str(arg.value) if isinstance(arg, ir.Const) else None


def _initial_value(var: ir.VarIR) -> object:
    """A variable's starting value when it is written as a constant; else a marker."""
    if var.initial is None:
        return {Base.INT: 0, Base.BOOL: False}.get(var.type.base, _UNKNOWN)
    return var.initial.value if isinstance(var.initial, ir.Const) else _UNKNOWN


_UNKNOWN = object()
_COMPARE = {
    ir.Op.EQ: lambda a, b: a == b,
    ir.Op.NE: lambda a, b: a != b,
    ir.Op.LT: lambda a, b: a < b,
    ir.Op.LE: lambda a, b: a <= b,
    ir.Op.GT: lambda a, b: a > b,
    ir.Op.GE: lambda a, b: a >= b,
}


def _fixed_value(part: ir.Expr, initial: dict[str, object]) -> object:
    """What a condition on variables no rule changes always comes to (a bool), or
    _UNKNOWN when it reads anything else."""
    if isinstance(part, ir.Global):
        return initial.get(part.name, _UNKNOWN)
    if isinstance(part, ir.Const):
        return part.value
    if isinstance(part, ir.Not):
        inner = _fixed_value(part.operand, initial)
        return not inner if isinstance(inner, bool) else _UNKNOWN
    if isinstance(part, ir.Binary) and part.op in _COMPARE:
        left, right = _fixed_value(part.left, initial), _fixed_value(part.right, initial)
        if left is _UNKNOWN or right is _UNKNOWN:
            return _UNKNOWN
        if not (type(left) is type(right) and isinstance(left, int | bool | str)):
            return _UNKNOWN
        try:
            return bool(_COMPARE[part.op](left, right))
        except TypeError:
            return _UNKNOWN
    return _UNKNOWN


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
    elif isinstance(expr, ir.FieldOf):
        yield from _walk(expr.target)
    elif isinstance(expr, ir.Select):
        yield from _walk(expr.items)
        yield from _walk(expr.test)
