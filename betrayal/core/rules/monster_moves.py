"""Where a monster can step, and what happens when it does.

A monster leaves its room through a door, up or down stairs and other fixed links (both
ways along a one-way link: up the Coal Chute, up to the Gallery), through passages a rule
opened and through ways the rules in play open to monsters (`monster_moves(mode: way)`:
the Collapsed Room's hole, the Revolving Wall); stepping out costs one
space, and one more for each hero in the room unless its kind is never slowed. Some
kinds also go through walls, keep to doors, avoid rooms, or explore (open new rooms).
Entering a room carries along whoever the monster holds and lets the rules hear of it.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import Side
from betrayal.core.actions import Action, Kind, act
from betrayal.core.house import SIDES
from betrayal.core.rules.exploration import can_discover
from betrayal.core.rules.monster_kinds import ability, cannot
from betrayal.core.rules.monsters import heroes_in, monster, replace
from betrayal.core.rules.movement import passages_from
from betrayal.core.rules.positions import chute_end, enter_room, entered
from betrayal.core.state import GameState, MonsterState


def leave_cost(state: GameState, m: MonsterState) -> int:
    """Spaces a monster spends to step out of its room: one, and one more for each hero
    there, unless its kind is never slowed, plus what its kind's `moves(mode: cost)`
    adds (a doorway counted as a space of its own)."""
    costs = ability(state, m.kind, "moves", mode="cost")
    extra = sum(a for args in costs for a in args[:1] if isinstance(a, int))
    if cannot(state, m.kind, "be_slowed"):
        return max(1, 1 + extra)
    return max(1, 1 + len(heroes_in(state, m.room)) + extra)


def ways_out(state: GameState, m: MonsterState) -> list[Action]:
    """The steps the monster may take now, before any rule steers it: none once its
    movement is spent (a first step is always allowed while it has any)."""
    moves: list[Action] = []
    cost = leave_cost(state, m)
    if not (m.moves_left >= cost or (not m.moved and m.moves_left >= 1)):
        return moves
    walls = ability(state, m.kind, "moves", mode="through_walls")
    # A kind that goes over the pit: rooms that fell away stay open to it.
    fallen: frozenset[str] = frozenset() if (True,) in walls else state.collapsed
    for side in SIDES:
        other = state.house.connected(m.room, side)
        if other is not None and other.room not in fallen:
            moves.append(act(Kind.MONSTER, m.ident, "move", side.value))
    targets = [t for t, _ in state.game.links_from(m.room) if t in state.house]
    # Monsters go both ways along one-way links: up the Coal Chute from where it drops,
    # up to the Gallery from the Ballroom.
    targets += [t for t in up_one_way(state, m.room) if t not in targets]
    targets += [t for t in passages_from(state, m.room) if t not in targets]
    targets += [t for t in monster_ways(state, m) if t not in targets]
    if walls:
        # Walls do not stop it: any room next to its own on the grid, door or not.
        for side in SIDES:
            beside = state.house.neighbour(m.room, side)
            walled = state.house.connected(m.room, side) is None
            if beside is not None and walled and beside.room not in targets:
                targets.append(beside.room)
    if ability(state, m.kind, "moves", mode="doors_only"):
        targets = [t for t in targets if t not in passages_from(state, m.room)]
    for target in (t for t in targets if t not in fallen):
        moves.append(act(Kind.MONSTER, m.ident, "take", target))
    moves = _without_avoided(state, m, moves)
    return moves + _explorations(state, m)


def up_one_way(state: GameState, room: str) -> list[str]:
    """The rooms a one-way link leads from into ``room`` (a monster may go back up)."""
    return [
        link.source
        for link in state.game.content.links
        if not link.two_way and link.target == room and link.source in state.house
    ]


def monster_ways(state: GameState, m: MonsterState) -> list[str]:
    """Rooms the rules in play let a monster step into from its room (`monster_moves(mode: way)`):
    the hole of the Collapsed Room, the two sides of the Revolving Wall."""
    found = []
    for tile in state.house.tiles:
        there = tile.room
        if there == m.room or there in state.collapsed:
            continue
        binds = (("kind", m.kind), ("origin", m.room), ("target", there))
        if state.game.scripts.static_amounts(state, "monster_moves", binds, mode="way"):
            found.append(there)
    return found


def _without_avoided(state: GameState, m: MonsterState, moves: list[Action]) -> list[Action]:
    """The moves that do not take the monster into a room its kind avoids."""
    avoided = {str(args[0]) for args in ability(state, m.kind, "avoids")}
    if not avoided:
        return moves
    kept = []
    for move in moves:
        if len(move.args) < 3:
            kept.append(move)
            continue
        verb, where = move.args[1], move.args[2]
        if verb == "move":
            other = state.house.connected(m.room, Side(where))
            target = other.room if other is not None else ""
        else:
            target = where
        if target not in avoided:
            kept.append(move)
    return kept


def _explorations(state: GameState, m: MonsterState) -> list[Action]:
    """A monster kind that explores may head through a doorway into unexplored space,
    while a tile is left for its floor."""
    if not ability(state, m.kind, "moves", mode="explores"):
        return []
    tile = state.house.tile(m.room)
    if not can_discover(state, tile.floor):
        return []
    return [
        act(Kind.MONSTER, m.ident, "explore", side.value)
        for side in SIDES
        if side in tile.doors and state.house.at(tile.next_cell(side)) is None
    ]


def step_into(state: GameState, ident: str, target: str, facing: str = "") -> GameState:
    """A monster spends the step out of its room and goes into ``target`` (on down a
    chute, if that is one), facing ``facing`` (the side it went out by, if a door)."""
    m = monster(state, ident)
    cost = leave_cost(state, m)
    chute = chute_end(state, target)
    if chute is not None and chute != m.room:
        # Into a chute from its own floor it slides down; climbing up it, it stays.
        target = chute
    left = max(0, m.moves_left - cost)
    moved = attrs.evolve(m, room=target, moves_left=left, moved=True, facing=facing)
    state = replace(state, attrs.evolve(moved, came_from=m.room))
    return arrive(state, m.ident, target, m.room)


def arrive(state: GameState, ident: str, room: str, origin: str) -> GameState:
    """A monster has moved into a room from ``origin``: whoever it holds comes along, then
    the rules hear (where it came from too: a hole it went down, say)."""
    m = monster(state, ident)
    held = m.holding
    if held is not None and state.explorers[held].alive:
        was = state.explorers[held].room
        state = enter_room(state, held, room, cost=0)
        state = state.game.scripts.fire(state, "entered", entered(state, held, was))
    return state.game.scripts.fire(state, "monster_entered", (m.kind, room, origin))
