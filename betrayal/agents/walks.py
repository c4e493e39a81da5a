"""The house as the goal agent walks it: what one step is for an explorer or a monster,
which rooms a walk reaches and how far, and where the house can still grow.

Every walk is :func:`betrayal.core.paths.spaces_from` with a neighbour function from
here. Neighbours are listed doors first (in ``SIDES`` order), then stairs and the other
fixed links, then passages a rule opened; ``spaces_from`` keeps that order among rooms
equally far, so ties fall the same way in every walk.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from betrayal.content.model import Side
from betrayal.core.actions import Action, Kind
from betrayal.core.paths import spaces_from
from betrayal.core.rules.exploration import can_discover
from betrayal.core.rules.movement import passages_from
from betrayal.core.rules.positions import chute_end
from betrayal.core.state import GameState


def next_rooms(state: GameState, room: str) -> list[str]:
    """Rooms one step away through doors, stairs and passages."""
    nexts = list(state.house.through_doors(room))
    nexts += [t for t, _ in state.game.links_from(room) if t in state.house]
    nexts += passages_from(state, room)
    return nexts


def _standing_rooms_next(state: GameState, room: str) -> list[str]:
    """Rooms one step away that have not fallen: a room that has fallen away is no way
    through."""
    return [other for other in next_rooms(state, room) if other not in state.collapsed]


def distance_to(state: GameState, start: str, targets: frozenset[str]) -> int | None:
    """Spaces from ``start`` to the nearest of ``targets`` through doors, stairs and
    passages, never through (nor into) a fallen room; None when none can be reached."""
    if start in targets:
        return 0
    spaces = spaces_from(start, partial(_standing_rooms_next, state))
    # The walk lists rooms nearest first: the first target it reached is the nearest.
    return next((d for room, d in spaces.items() if room in targets), None)


def reachable(state: GameState, starts: Sequence[str]) -> frozenset[str]:
    """Rooms that can be walked to from any of ``starts``."""
    found: set[str] = set()
    for start in starts:
        # From a room already reached, the walk would only find rooms found already.
        if start not in found:
            found.update(spaces_from(start, partial(next_rooms, state)))
    return frozenset(found)


def destination(state: GameState, here: str, move: Action) -> str | None:
    """The room a move leads to, or None for a doorway into the unexplored."""
    if move.kind is Kind.TAKE:
        return move.args[0]
    other = state.house.connected(here, Side(move.args[0]))
    return None if other is None else other.room


def monster_destination(state: GameState, here: str, action: Action) -> str:
    """The room a monster's step leads to, down the chute if it walks into one."""
    if action.args[1] == "take":
        target = action.args[2]
    else:
        other = state.house.connected(here, Side(action.args[2]))
        assert other is not None
        target = other.room
    chute = chute_end(state, target)
    return chute if chute is not None else target


def frontier_rooms(state: GameState) -> frozenset[str]:
    """Rooms with a doorway onto a cell where a new room could still be laid."""
    found = set()
    for tile in state.house.tiles:
        if tile.room in state.collapsed or not can_discover(state, tile.floor):
            continue
        if any(state.house.at(tile.next_cell(side)) is None for side in tile.doors):
            found.add(tile.room)
    return frozenset(found)
