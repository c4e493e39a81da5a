"""Primitives first needed by haunts 22-28: rooms that fall out of play, sudden death,
and reading a room's omen symbol and its neighbours on the grid."""

from __future__ import annotations

from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import Ctx
from betrayal.core.house import SIDES
from betrayal.core.rules.damage import kill as kill_explorer
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, ROOM, list_of


@query(
    "omen_room",
    Param("room", ROOM),
    returns=BOOL,
    example="omen_room(room_of(actor))",
    english="{room} shows an omen symbol",
)
def omen_room(state: GameState, ctx: Ctx, room: str) -> bool:
    """Whether a room shows an omen symbol."""
    return CardKind.OMEN in state.game.content.room(room).symbols


@effect("kill", Param("who", EXPLORER), example="kill(actor)", english="{who} die at once")
def kill(state: GameState, ctx: Ctx, who: int) -> GameState:
    """An explorer dies at once, whatever their traits: their cards fall where they stood
    and the `died` rules run. Nothing happens to someone already dead."""
    if not state.explorers[who].alive:
        return state
    return kill_explorer(state, who)


@effect(
    "collapse_room",
    Param("room", ROOM),
    example="collapse_room(room_of(actor))",
    english="{room} falls away for good",
)
def collapse_room(state: GameState, ctx: Ctx, room: str) -> GameState:
    """A placed room falls out of play: its tile keeps its place on the grid, but no
    explorer or monster may move into it any more, the items lying there are lost, and
    monsters in it are gone. Explorers standing in it are left to the script (move them
    out or kill them first). Starting tiles may fall too."""
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house")
    if room in state.collapsed:
        return state
    lost = state.pile(room)
    return state.evolve(
        collapsed=state.collapsed | {room},
        piles=tuple((r, p) for r, p in state.piles if r != room),
        removed=(*state.removed, *lost),
        monsters=tuple(m for m in state.monsters if m.room != room),
    )


@query(
    "collapsed",
    Param("room", ROOM),
    returns=BOOL,
    example="collapsed(room_of(actor))",
    english="{room} has fallen away",
)
def collapsed(state: GameState, ctx: Ctx, room: str) -> bool:
    """Whether a room has fallen out of play (see collapse_room())."""
    return room in state.collapsed


@query(
    "standing",
    Param("rooms", list_of(ROOM)),
    returns=list_of(ROOM),
    example="standing(rooms_through_doors(room_of(actor)))",
    english="those of {rooms} still standing",
)
def standing(state: GameState, ctx: Ctx, rooms: tuple[str, ...]) -> tuple[str, ...]:
    """The rooms of a list that are placed and have not fallen away, in the list's order."""
    return tuple(r for r in rooms if r in state.house and r not in state.collapsed)


@query(
    "rooms_except",
    Param("rooms", list_of(ROOM)),
    Param("drop", list_of(ROOM)),
    returns=list_of(ROOM),
    example="rooms_except(rooms_on(basement), [basement_landing])",
    english="{rooms} other than {drop}",
)
def rooms_except(
    state: GameState, ctx: Ctx, rooms: tuple[str, ...], drop: tuple[str, ...]
) -> tuple[str, ...]:
    """The rooms of a list that are not in a second list, in the first list's order."""
    return tuple(r for r in rooms if r not in drop)


_FLOORS_UP = (Floor.BASEMENT, Floor.GROUND, Floor.UPPER)


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
    for floor in _FLOORS_UP:
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
