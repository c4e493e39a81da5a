"""Primitives first needed by haunts 22-28: rooms that fall out of play, sudden death,
a room's omen symbol; monsters whose traits change, that seize explorers and carry them
off, that go home or move on their own; the cards an explorer holds, and where a tile
could still be laid."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.house import SIDES
from betrayal.core.paths import spaces_from
from betrayal.core.rules import monsters
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import (
    EXPLORER,
    INT,
    MONSTER,
    ROOM,
    TRAIT,
    list_of,
)

WHO = Param("who", EXPLORER, doc="an explorer")


# ----- monsters that change, seize explorers and go home ---------------------------------------


def _of_kind(state: GameState, kind: str) -> list[MonsterState]:
    if kind not in monsters.definitions(state):
        raise BetrayalError(f"no monster kind {kind!r} in this haunt")
    return [m for m in state.monsters if m.kind == kind]


@effect(
    "set_monster_trait",
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    Param("value", INT),
    example="set_monster_trait(hound, might, 6)",
    english="{kind} now have {value} {trait}",
)
def set_monster_trait(state: GameState, ctx: Ctx, kind: str, trait: Trait, value: int) -> GameState:
    """From now on every monster of a kind has this value in a trait (monsters that grow
    stronger as the haunt goes on, say); a value below zero counts as zero."""
    return monsters.set_trait(state, kind, trait, value)


@query(
    "home_of",
    Param("kind", MONSTER),
    returns=list_of(ROOM),
    example="home_of(hound)",
    english="the room where {kind} came on the board",
)
def home_of(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The room where the first monster of a kind on the board was put on it: a list of
    one, or empty when none of that kind is on the board."""
    found = _of_kind(state, kind)
    return (found[0].home,) if found else ()


@effect(
    "seize",
    Param("kind", MONSTER),
    WHO,
    example="seize(hound, actor)",
    english="{kind} seizes {who}",
)
def seize(state: GameState, ctx: Ctx, kind: str, who: int) -> GameState:
    """The first monster of a kind in the explorer's room takes hold of them: on their
    turns they can only end the turn or take what a script offers them, and they are
    carried along wherever that monster moves, until it lets go: release(), or the monster
    is stunned or leaves the board. Nothing happens when no such monster is there or the
    explorer is dead."""
    if not state.explorers[who].alive:
        return state
    here = state.explorers[who].room
    for m in _of_kind(state, kind):
        if m.room == here:
            return monsters.seize(state, m.ident, who)
    return state


@effect("release", WHO, example="release(actor)", english="whatever holds {who} lets go")
def release(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Any monster holding the explorer lets go of them."""
    for m in state.monsters:
        if m.holding == who:
            state = monsters.release(state, m.ident)
    return state


@query(
    "held_by",
    WHO,
    returns=list_of(MONSTER),
    example="held_by(actor)",
    english="the kind of monster holding {who}",
)
def held_by(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The kind of the monster holding an explorer: a list of one, or empty."""
    return tuple(m.kind for m in state.monsters if m.holding == who)[:1]


@query(
    "held",
    Param("kind", MONSTER),
    returns=list_of(EXPLORER),
    example="held(hound)",
    english="the explorers {kind} hold",
)
def held(state: GameState, ctx: Ctx, kind: str) -> tuple[int, ...]:
    """The explorers that monsters of a kind are holding, in seat order."""
    return tuple(sorted(m.holding for m in _of_kind(state, kind) if m.holding is not None))


def _steps(state: GameState, start: str) -> list[str]:
    """Rooms a monster could step to from ``start``: meeting doors, stairs and other fixed
    ways, and passages rules opened; never into a fallen room."""
    from betrayal.core.rules.movement import passages_from

    found = []
    for side in SIDES:
        other = state.house.connected(start, side)
        if other is not None:
            found.append(other.room)
    found += [t for t, _ in state.game.links_from(start) if t in state.house and t not in found]
    found += [t for t in passages_from(state, start) if t not in found]
    return [r for r in found if r not in state.collapsed]


def _path(state: GameState, start: str, goal: str) -> list[str]:
    """The rooms of a shortest way from ``start`` to ``goal`` (first step first), ties going
    to the way found first; empty when there is none or ``start`` is the goal."""
    far = spaces_from(start, lambda room: _steps(state, room))
    if goal not in far or goal == start:
        return []
    # The walk first reaches a room from the earliest room, in the walk's order, that
    # steps into it: that room is the one before it on the way found first.
    walked = list(far)
    way = [goal]
    while far[way[-1]] > 1:
        here = way[-1]
        way.append(next(r for r in walked if far[r] == far[here] - 1 and here in _steps(state, r)))
    return list(reversed(way))


@effect(
    "move_monsters_toward",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("spaces", INT),
    example="move_monsters_toward(hound, entrance_hall, 2)",
    english="{kind} move up to {spaces} spaces toward {room}",
)
def move_monsters_toward(
    state: GameState, ctx: Ctx, kind: str, room: str, spaces: int
) -> GameState:
    """Every monster of a kind moves on its own, up to a number of spaces along a shortest
    way to a room (through doors, stairs and opened passages, never into a fallen room),
    carrying whoever it holds; explorers in the way do not slow it. The monster-entered
    rules hear of every room it passes."""
    for m in _of_kind(state, kind):
        way = _path(state, m.room, room)[: max(0, spaces)]
        for step in way:
            current = monsters.monster(state, m.ident)
            state = monsters.replace(state, attrs.evolve(current, room=step, moved=True))
            state = monsters.arrive(state, m.ident, step)
    return state


@effect(
    "send_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    example="send_monsters(hound, entrance_hall)",
    english="put every {kind} in {room}",
)
def send_monsters(state: GameState, ctx: Ctx, kind: str, room: str) -> GameState:
    """Every monster of a kind is put in a placed room at once (whoever it holds comes
    along)."""
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house")
    for m in _of_kind(state, kind):
        state = monsters.replace(state, attrs.evolve(m, room=room))
        state = monsters.arrive(state, m.ident, room)
    return state


@effect(
    "rest_monsters",
    Param("kind", MONSTER),
    example="rest_monsters(hound)",
    english="{kind} do nothing more this monster turn",
)
def rest_monsters(state: GameState, ctx: Ctx, kind: str) -> GameState:
    """During a monster turn, monsters of a kind are finished for this turn: no more moving
    or attacking (nothing happens at other times)."""
    if not state.turn.monsters:
        return state
    # Each still ends its part of the turn itself (its one act left is to be done), so
    # the monster turn goes on from there as usual.
    spent = tuple(
        attrs.evolve(m, moves_left=0, moved=True, attacked=True)
        if m.kind == kind and not m.done
        else m
        for m in state.monsters
    )
    return state.evolve(monsters=spent)


@effect(
    "ready_monsters",
    Param("kind", MONSTER),
    example="ready_monsters(hound)",
    english="{kind} that just came on the board act this monster turn",
)
def ready_monsters(state: GameState, ctx: Ctx, kind: str) -> GameState:
    """For monsters that swarm in and move at once: in a `monster_turn_start` rule, before
    any monster acts, monsters of a kind put on the board since the turn began (which
    would wait for the next one) take part in this one after all. Stunned monsters still
    sit the turn out."""
    if not state.turn.monsters:
        return state
    ready = tuple(
        attrs.evolve(m, done=False)
        if m.kind == kind and m.done and not m.resting and not m.moved and not m.attacked
        else m
        for m in state.monsters
    )
    return state.evolve(monsters=ready)
