"""Room tiles on their way into the house or moved about in it: the room stack and the
floors its tiles may still go on, the known order of the next tiles once someone has
looked, and tiles turned over for an explorer, placed by name or far from a room, moved
with everyone in them, (lifted out of the house again: remove_room() in house.py).

Like the decks, the room stack is chance until someone looks: a look leaves a known order
behind (GameState.room_top and room_after), and the engine turns those tiles over first,
in that order."""

from __future__ import annotations

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx, MoveRoom, PlaceRoomAnywhere
from betrayal.core.rules.exploration import (
    anywhere,
    anywhere_options,
    can_discover,
    joining,
    known_without,
    leaves_doorway,
    move_options,
    place_named_room,
    start_discovery_on,
    start_move_room,
)
from betrayal.core.state import GameState
from betrayal.script.library.distances import UNREACHABLE, distances
from betrayal.script.library.house import FLOORS_UP
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, FLOOR, INT, ROOM, list_of
from betrayal.script.verbs import fill


@query(
    "room_stack",
    returns=list_of(ROOM),
    example="room_stack()",
    english="the room tiles still in the stack",
)
def room_stack(state: GameState, ctx: Ctx) -> tuple[str, ...]:
    """The room tiles still in the stack (not the ones set aside)."""
    return state.room_stack


@query(
    "tiles_left_for",
    Param("floor", FLOOR),
    Param(
        "open",
        BOOL,
        False,
        doc="true asks as well for a door on the floor that still opens onto an empty space",
    ),
    returns=BOOL,
    example="tiles_left_for(basement, open: true)",
    english=lambda v: fill(
        "room tiles for {floor} are still to come"
        if v["open"] == "false"
        else "a new room can still be found on {floor}"
        if v["open"] == "true"
        else "room tiles for {floor} are still to come (and, when {open}, a door there "
        "still opens onto an empty space)",
        v,
    ),
)
def tiles_left_for(state: GameState, ctx: Ctx, floor: Floor, open: bool) -> bool:
    """Whether any unplaced room tile (in the stack or set aside) may go on a floor; with
    ``open``, whether exploring can still turn up a room there: such a tile is left and a
    door on that floor still opens onto an empty space (once either runs out, the floor
    has been explored to its end, even with tiles for it still in the stack)."""
    return can_discover(state, floor) and (not open or state.house.open_doorways(floor) > 0)


@query(
    "open_doors",
    Param("room", ROOM),
    returns=INT,
    example="open_doors(basement_landing)",
    english="the number of {room}'s doors that open onto a space with no room yet",
)
def open_doors(state: GameState, ctx: Ctx, room: str) -> int:
    """How many of a placed room's doors lead to a cell with no tile yet (the doorways a
    new room could still be found through); 0 for a room not in the house."""
    if room not in state.house:
        return 0
    tile = state.house.tile(room)
    return sum(1 for side in tile.doors if state.house.at(tile.next_cell(side)) is None)


@query(
    "room_floors",
    Param("room", ROOM),
    returns=list_of(FLOOR),
    example="room_floors(chapel)",
    english="the floors where {room} could be laid",
)
def room_floors(state: GameState, ctx: Ctx, room: str) -> tuple[Floor, ...]:
    """The floors a room tile not yet placed may go on that have an open doorway for it,
    basement first; empty once the tile is placed."""
    if room in state.house:
        return ()

    floors = state.game.content.room(room).floors
    return tuple(
        f for f in FLOORS_UP if f in floors and anywhere(state, PlaceRoomAnywhere(0, room, f))
    )


# ----- a known order of the next tiles -------------------------------------------------------


def _known_rooms(state: GameState) -> list[str]:
    return [t[0] for t in (state.room_top, *state.room_after) if t is not None]


@query(
    "next_tiles_after",
    Param("skip", list_of(ROOM)),
    returns=list_of(ROOM),
    example="next_tiles_after([])",
    english="the tiles that may come next in the stack after {skip}",
)
def next_tiles_after(state: GameState, ctx: Ctx, skip: tuple[str, ...]) -> tuple[str, ...]:
    """The room tiles that may be the next one turned over once the tiles in ``skip``
    are off the top of the stack: the next one known to come, if there is one, else every
    tile left in the stack but those. To look at the top few tiles, pick at random among
    these, one at a time."""
    known = [r for r in _known_rooms(state) if r in state.room_stack and r not in skip]
    if known:
        return (known[0],)
    return tuple(r for r in state.room_stack if r not in skip)


@effect(
    "order_next_tiles",
    Param("rooms", list_of(ROOM)),
    example="order_next_tiles([attic, chapel])",
    english="put {rooms} on top of the room stack, to be turned over next, first to last "
    "(only the acting explorer knows it)",
)
def order_next_tiles(state: GameState, ctx: Ctx, rooms: tuple[str, ...]) -> GameState:
    """The tiles of the list still in the stack go back on top of it in the list's order:
    they are the next ones turned over, first to last, and only the acting explorer knows
    it. Tiles known to come after them still do. A list of one makes that tile the next
    one turned over (after a look at the top of the stack, say)."""
    mine = [(r, ctx.actor) for r in dict.fromkeys(rooms) if r in state.room_stack]
    if not mine:
        return state
    rest = [t for t in (state.room_top, *state.room_after) if t is not None and t[0] not in rooms]
    known = [*mine, *rest]
    return state.evolve(room_top=known[0], room_after=tuple(known[1:]))


# ----- tiles placed, moved and lifted --------------------------------------------------------


def _draws(draw_card: str) -> str:
    # The English of `draw_card`: a plain yes or no, or the condition it depends on.
    if draw_card == "true":
        return "go into it, drawing its card if it shows a symbol"
    if draw_card == "false":
        return "go into it, drawing no card for it"
    return f"go into it, drawing its card if it shows a symbol and {draw_card}"


@effect(
    "discover_on",
    Param("who", EXPLORER),
    Param("floor", FLOOR),
    Param("draw_card", BOOL, True),
    example="discover_on(actor, basement)",
    english=lambda v: fill("{who} find a new room on {floor} and " + _draws(v["draw_card"]), v),
)
def discover_on(state: GameState, ctx: Ctx, who: int, floor: Floor, draw_card: bool) -> GameState:
    """Turn over room tiles until one fits the floor; the explorer places it next to any
    open doorway of that floor and is moved into it (no movement spent), drawing its
    card if it shows a symbol and ``draw_card`` holds. Nothing happens when no tile left
    fits the floor or the floor has no open doorway."""
    if not state.explorers[who].alive:
        return state
    return start_discovery_on(state, who, floor, draw_card)


@effect(
    "place_room",
    Param("who", EXPLORER),
    Param("room", ROOM),
    Param("floor", FLOOR),
    example="place_room(actor, attic, upper)",
    english="{who} put {room} in the house on {floor}",
)
def place_room(state: GameState, ctx: Ctx, who: int, room: str, floor: Floor) -> GameState:
    """Take a named room tile that is not in the house yet (from the stack or the tiles
    set aside) and have the explorer place it at an open doorway of the floor, turned as
    they like; nobody steps into it and no card is drawn. Nothing happens when the room
    is already placed, cannot go on that floor, or the floor has no room for it."""
    if room in state.house or floor not in state.game.content.room(room).floors:
        return state
    if room not in state.room_stack and room not in state.room_discards:
        return state
    frame = PlaceRoomAnywhere(who, room, floor, draw_card=False, enter=False)
    if not anywhere_options(state, frame):
        return state
    return place_named_room(state, frame)


@effect(
    "place_room_far",
    Param("room", ROOM),
    Param("floor", FLOOR),
    Param("origin", ROOM),
    Param("spaces", INT),
    example="place_room_far(pentagram_chamber, basement, basement_landing, 5)",
    english=(
        "{room} is found and placed on {floor} at least {spaces} spaces from {origin}"
        " (else as far from it as it can go)"
    ),
)
def place_room_far(
    state: GameState, ctx: Ctx, room: str, floor: Floor, origin: str, spaces: int
) -> GameState:
    """Take a room tile that is not yet placed out of the stack and join it to an open
    doorway of a floor, at least ``spaces`` spaces from ``origin`` if it can be, else as
    far from it as it can go (the first such place, in a fixed order). Nothing happens if
    the tile is placed already, cannot go on that floor or finds no doorway."""
    content = state.game.content
    if room in state.house or floor not in content.room(room).floors:
        return state
    if room not in state.room_stack and room not in state.room_discards:
        return state
    options = joining(state.house, content.room(room), floor)
    options = [c for c in options if leaves_doorway(state.house, c)] or options
    if not options:
        return state
    best = None
    best_far = -1
    for tile in options:
        placed = state.evolve(house=state.house.with_tile(tile))
        far = distances(placed, origin).get(room, UNREACHABLE) if origin in placed.house else 0
        if far >= spaces:
            best = tile
            break
        if far > best_far:
            best, best_far = tile, far
    assert best is not None
    stack = tuple(r for r in state.room_stack if r != room)
    discards = tuple(r for r in state.room_discards if r != room)
    if not stack and discards:
        # The stack never runs dry while tiles are set aside: they go back into it.
        stack, discards = tuple(sorted(discards)), ()

    return state.evolve(
        house=state.house.with_tile(best),
        room_stack=stack,
        room_discards=discards,
        **known_without(state, room),
    )


@effect(
    "move_room",
    Param("room", ROOM),
    Param("floor", FLOOR),
    example="move_room(room_of(actor), upper)",
    english="{room} moves to an open doorway on {floor}, with everyone in it",
)
def move_room(state: GameState, ctx: Ctx, room: str, floor: Floor) -> GameState:
    """Lift a placed room tile and place it again at an open doorway of ``floor`` (not
    where it was), the acting explorer choosing where; whoever and whatever is in it goes
    with it. Starting tiles never move, and nothing happens when there is nowhere to go."""
    return start_move_room(state, ctx.actor, room, floor)


@query(
    "room_can_move",
    Param("room", ROOM),
    Param("floor", FLOOR),
    returns=BOOL,
    example="room_can_move(room_of(actor), ground)",
    english="{room} could be moved to {floor}",
)
def room_can_move(state: GameState, ctx: Ctx, room: str, floor: Floor) -> bool:
    """Whether move_room() would find a place for the room on that floor."""
    if room not in state.house:
        return False
    return bool(move_options(state, MoveRoom(ctx.actor, room, floor)))
