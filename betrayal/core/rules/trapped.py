"""A monster shut in the basement: the 2nd edition's way out for it.

When a monster stands in the basement with no way at all to any hero (the stairs up not
found yet, say, and the heroes upstairs), then as the traitor's monster turn begins, the
traitor takes the basement's stairs tile from the room stack and lays it at an open
doorway of the basement, turned as they like. The stairs lead up to the ground floor, so
the hunt goes on. A monster that can break into unexplored rooms itself is never shut in,
and the rule does nothing when the tile is already in the house, when no basement
doorway is open, or when no hero is left to reach.

Which tile this is comes from the ruleset (only the 2nd edition has the rule). Draws from
the room stack are chance events, so taking a tile out of it needs no reshuffle.
"""

from __future__ import annotations

from betrayal.content.model import Floor
from betrayal.core.frames import PlaceRoomAnywhere
from betrayal.core.paths import spaces_from
from betrayal.core.rules import haunt
from betrayal.core.rules.exploration import anywhere_options, place_named_room
from betrayal.core.rules.monster_moves import up_one_way
from betrayal.core.rules.movement import passages_from
from betrayal.core.state import GameState


def offer_stairs(state: GameState) -> GameState:
    """``state`` with the traitor asked where to lay the basement stairs, when a monster
    is shut in the basement; otherwise ``state`` itself."""
    stairs = state.game.ruleset.basement_stairs
    if stairs is None or stairs in state.house or state.traitor is None:
        return state
    if stairs not in state.room_stack and stairs not in state.room_discards:
        return state
    if not shut_in(state):
        return state
    frame = PlaceRoomAnywhere(state.traitor, stairs, Floor.BASEMENT, draw_card=False, enter=False)
    if not anywhere_options(state, frame):
        return state
    return place_named_room(state, frame)


def shut_in(state: GameState) -> bool:
    """Whether a monster that moves on its own feet stands in the basement with no way
    to any living hero."""
    from betrayal.core.rules.monster_kinds import ability, cannot

    heroes = {
        e.room
        for seat, e in enumerate(state.explorers)
        if e.alive and seat not in state.escaped and haunt.side_of(state, seat) == "heroes"
    }
    if not heroes:
        return False
    for m in state.monsters:
        if m.room not in state.house or state.house.floor_of(m.room) is not Floor.BASEMENT:
            continue
        if cannot(state, m.kind, "move") or ability(state, m.kind, "moves", mode="explores"):
            continue
        if heroes.isdisjoint(spaces_from(m.room, lambda room: _ways(state, room))):
            return True
    return False


def _ways(state: GameState, room: str) -> list[str]:
    """Rooms a monster can step to from ``room``: meeting doors, stairs and chutes (both
    ways), and passages a rule opened; never a fallen room."""
    found = list(state.house.through_doors(room))
    found += [t for t, _ in state.game.links_from(room) if t in state.house]
    found += up_one_way(state, room)  # a monster climbs the Coal Chute, say
    found += passages_from(state, room)
    return [r for r in found if r not in state.collapsed]
