"""Monsters a side must bring somewhere: read from the haunt's rules, measured on the board.

Some haunts are won by shepherding monsters of a kind to a named room: Victims led to the
front door, say, where an action of the heroes' asks for "more than 0 Victims in the
Entrance Hall". This module reads those asks off the side's actions and win conditions
(a count of a named kind in a named room that must be more than, or at least, a number),
sums how far the monsters of each kind stand from their rooms (and how many stand among
monsters that could fight them), and names the rooms of the monsters still to be brought
when the side has an action that moves that kind: a player who stands with such a
monster can lead it on at their next turn.
"""

from __future__ import annotations

from collections.abc import Iterator

from betrayal.agents.plans import effect_calls
from betrayal.agents.walks import distance_to
from betrayal.core.rules import haunt, monster_kinds
from betrayal.core.state import GameState
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.program import Program
from betrayal.script.types import MONSTER, ROOM

# Effects that move monsters of a kind named as their first argument.
_MOVERS = frozenset({"move_monsters"})
# Comparisons that ask for at least some monsters: "more than n", "at least n".
_ASKS_FOR_SOME = frozenset({ir.Op.GT, ir.Op.GE})

# What each program's sides ask for, read once per program: by side, the rooms wanted
# for each kind, and the kinds the side's actions move.
_READ: dict[int, tuple[Program, dict[str, tuple[dict[str, frozenset[str]], frozenset[str]]]]] = {}


def _reading(program: Program, side: str) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    kept = _READ.get(id(program))
    if kept is None or kept[0] is not program:
        kept = (program, {})
        _READ[id(program)] = kept
    by_side = kept[1]
    if side not in by_side:
        wanted: dict[str, set[str]] = {}
        moved: set[str] = set()
        conditions = [c for s, c in program.wins if s == side]
        for action in program.actions:
            if action.side != side:
                continue
            if action.where is not None:
                conditions.append(action.where)
            moved |= _moved_kinds(program, action.block)
        for condition in conditions:
            for kind, room in _asks(condition):
                wanted.setdefault(kind, set()).add(room)
        by_side[side] = ({k: frozenset(r) for k, r in wanted.items()}, frozenset(moved))
    return by_side[side]


def _asks(expr: object) -> Iterator[tuple[str, str]]:
    """Each (kind, room) a condition asks to hold some monsters: a comparison "more than"
    or "at least" whose left side counts a named kind in a named room."""
    if isinstance(expr, ir.Binary):
        if expr.op in _ASKS_FOR_SOME and isinstance(expr.left, ir.Query):
            named = _named(expr.left)
            if named is not None:
                yield named
        yield from _asks(expr.left)
        yield from _asks(expr.right)
    elif isinstance(expr, ir.Not):
        return  # "not (... > 0)" asks for none there: no place to bring them
    elif isinstance(expr, ir.Query):
        for arg in expr.args:
            yield from _asks(arg)


def _named(query: ir.Query) -> tuple[str, str] | None:
    kinds = [a.value for a in query.args if isinstance(a, ir.Const) and a.type.base is MONSTER.base]
    rooms = [a.value for a in query.args if isinstance(a, ir.Const) and a.type.base is ROOM.base]
    if len(kinds) == 1 and len(rooms) == 1:
        kind, room = kinds[0], rooms[0]
        if isinstance(kind, str) and isinstance(room, str):
            return kind, room
    return None


def _moved_kinds(program: Program, block: int) -> set[str]:
    found: set[str] = set()
    for call in effect_calls(program, program.block(block), set()):
        if call.name in _MOVERS and call.args:
            first = call.args[0]
            if isinstance(first, ir.Const) and isinstance(first.value, str):
                found.add(first.value)
    return found


def herd_rooms(state: GameState, player: int) -> dict[str, frozenset[str]]:
    """For each monster kind ``player``'s side must bring somewhere, the placed rooms it
    is wanted in (empty when the haunt asks for no such thing)."""
    if state.haunt_script is None or state.reveal is None:
        return {}
    program = script_set(state).program(state.haunt_script)
    wanted, _ = _reading(program, haunt.side_of(state, player))
    placed = {
        kind: frozenset(r for r in rooms if r in state.house) for kind, rooms in wanted.items()
    }
    return {kind: rooms for kind, rooms in placed.items() if rooms}


def herd_distance(state: GameState, player: int) -> int:
    """How many spaces in all the monsters ``player``'s side must bring somewhere stand
    from the nearest room they are wanted in (one that cannot get there counts as far as
    the house is big)."""
    wanted = herd_rooms(state, player)
    if not wanted:
        return 0
    far = len(state.house.tiles)
    total = 0
    for m in state.monsters:
        rooms = wanted.get(m.kind)
        if rooms is not None:
            d = distance_to(state, m.room, rooms)
            total += far if d is None else d
    return total


def herd_exposed(state: GameState, player: int) -> int:
    """How many of the monsters ``player``'s side must bring somewhere share a room with a
    monster of another kind that can fight (a Victim among the Freaks)."""
    wanted = herd_rooms(state, player)
    if not wanted:
        return 0
    fighters = {
        m.room
        for m in state.monsters
        if m.kind not in wanted and not monster_kinds.cannot(state, m.kind, "attack")
    }
    return sum(1 for m in state.monsters if m.kind in wanted and m.room in fighters)


def tend_rooms(state: GameState, player: int) -> frozenset[str]:
    """Rooms of the monsters ``player``'s side must still bring somewhere and has an
    action to move: where a player waits to lead one on."""
    wanted = herd_rooms(state, player)
    if not wanted:
        return frozenset()
    assert state.haunt_script is not None
    program = script_set(state).program(state.haunt_script)
    _, moved = _reading(program, haunt.side_of(state, player))
    return frozenset(
        m.room
        for m in state.monsters
        if m.kind in moved and m.kind in wanted and m.room not in wanted[m.kind]
    )
