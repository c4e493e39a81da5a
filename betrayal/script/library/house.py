"""The rooms of the house as they lie: which are placed and on which floor, the symbols
and windows their tiles show, which rooms touch (through a door or not), and rooms that
fall away for good or are lifted out of the house."""

from __future__ import annotations

import enum

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.house import SIDES
from betrayal.core.rules import monster_cards
from betrayal.core.state import DECK_KINDS, GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, by_mode, effect, query
from betrayal.script.types import BOOL, ROOM, list_of, mode_of

# Bottom to top: a collapse eats the house from the basement up, and room_floors lists
# the floors a tile may go on basement first.
FLOORS_UP = (Floor.BASEMENT, Floor.GROUND, Floor.UPPER)


@query(
    "placed",
    Param("room", ROOM),
    returns=BOOL,
    example="placed(graveyard)",
    english="{room} is in the house",
)
def placed(state: GameState, ctx: Ctx, room: str) -> bool:
    """Whether a room tile has been placed in the house."""
    return room in state.house


@query(
    "rooms_in_house",
    returns=list_of(ROOM),
    example="rooms_in_house()",
    english="every room in the house",
)
def rooms_in_house(state: GameState, ctx: Ctx) -> tuple[str, ...]:
    """Every room tile placed so far, in the order they were placed."""
    return tuple(t.room for t in state.house.tiles)


# ----- what a room's tile shows --------------------------------------------------------------


# ----- rooms that fall away ------------------------------------------------------------------


class Removal(enum.Enum):
    """How a rule takes a placed room out of the house."""

    FALL = "fall"  # it falls away for good, its tile left on the grid
    LIFT = "lift"  # its tile is lifted out and shuffled back into the room stack


@effect(
    "remove_room",
    Param("room", ROOM),
    Param(
        "how",
        mode_of(Removal),
        doc="fall: it falls away for good, nobody may enter it; lift: its tile goes back "
        "into the room stack, as if never found",
    ),
    example="remove_room(room_of(actor), fall)",
    english=by_mode(
        "how",
        {
            "fall": "{room} falls away for good",
            "lift": "{room} is lifted out of the house and shuffled back into the room stack",
        },
    ),
)
def remove_room(state: GameState, ctx: Ctx, room: str, how: Removal) -> GameState:
    """Take a placed room out of the house. ``fall``: it falls out of play, its tile
    keeping its place on the grid, but no explorer or monster may move into it any more,
    the items lying there are lost, and monsters in it are gone; explorers standing in it
    are left to the script (move them out or kill them first); starting tiles may fall
    too. ``lift``: the tile is lifted out of the house and shuffled back into the room
    stack, as if never found: cards lying there go back into their decks, and this
    script's tokens there and any way a rule opened to it are gone; nothing happens to a
    starting tile or a room where an explorer or a monster stands."""
    if how is Removal.LIFT:
        return _lift(state, room)
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house")
    if room in state.collapsed:
        return state
    # What the monsters there carried falls with the room's own pile.
    state = monster_cards.take_off(state, {m.ident for m in state.monsters if m.room == room})
    lost = state.pile(room)
    return state.evolve(
        collapsed=state.collapsed | {room},
        piles=tuple((r, p) for r, p in state.piles if r != room),
        removed=(*state.removed, *lost),
    )


def _lift(state: GameState, room: str) -> GameState:
    if room not in state.house or room in state.game.content.starting_rooms:
        return state
    if state.players_in(room) or any(m.room == room for m in state.monsters):
        return state
    lying = state.pile(room)
    decks = list(state.decks)
    content = state.game.content
    for card in lying:
        index = DECK_KINDS.index(content.card(card).kind)
        decks[index] = (*decks[index], card)
    return state.evolve(
        house=state.house.without(room),
        room_stack=tuple(sorted((*state.room_stack, room))),
        piles=tuple((r, cards) for r, cards in state.piles if r != room),
        decks=(decks[0], decks[1], decks[2]),
        tokens=tuple(t for t in state.tokens if t[1] != room),
        passages=tuple(p for p in state.passages if room not in p),
        collapsed=state.collapsed - {room},
    )


@query(
    "collapsed",
    Param("room", ROOM),
    returns=BOOL,
    example="collapsed(room_of(actor))",
    english="{room} has fallen away",
)
def collapsed(state: GameState, ctx: Ctx, room: str) -> bool:
    """Whether a room has fallen out of play (see remove_room())."""
    return room in state.collapsed


@query(
    "brink",
    Param("going", list_of(ROOM)),
    returns=list_of(ROOM),
    example="brink(token_rooms(safe))",
    english="the rooms on the brink of the fall (counting {going} as fallen)",
)
def brink(state: GameState, ctx: Ctx, going: tuple[str, ...]) -> tuple[str, ...]:
    """Where a collapse that eats the house from the bottom up goes next: on the lowest
    floor that still has standing rooms, those sharing an edge (door or no door) with a
    fallen room; if none does, every standing room of that floor. Rooms in ``going``
    already count as fallen. Empty once every room has fallen."""
    gone = state.collapsed | set(going)
    for floor in FLOORS_UP:
        left = [t for t in state.house.tiles if t.floor is floor and t.room not in gone]
        if not left:
            continue
        edge = [
            t.room
            for t in left
            if any(
                (n := state.house.neighbour(t.room, side)) is not None and n.room in gone
                for side in SIDES
            )
        ]
        return tuple(edge or (t.room for t in left))
    return ()
