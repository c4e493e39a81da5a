"""Discovering rooms: turning over tiles from the one room stack and placing them.

The 2nd edition keeps every room tile in one stack and prints on each tile the floors it
may go on. Exploring through an open doorway turns over tiles until one fits the floor;
tiles that do not fit are set aside face down. When the stack runs out, the set-aside
tiles are shuffled into a new stack, so a room passed over early can still turn up later.
The 3rd edition buries them at the bottom of the stack instead: they come back, once
every other tile is out, in the order they were buried.
A floor on which no remaining tile fits cannot be explored further: its open doorways
stay open but lead nowhere.

A floor is never sealed off (left with no open doorway) while another placement would
keep it open: a rotation that seals is refused when another rotation does not, and a tile
that would seal the floor whichever way it is turned is set aside like a tile of the
wrong floor, as long as another tile still to come could be placed there without sealing.
"""

from __future__ import annotations

from betrayal.content.model import CardKind, Floor, RoomDef, Side
from betrayal.core.actions import Action, Kind, act
from betrayal.core.frames import (
    BURY,
    Continue,
    DrawCard,
    DrawRoom,
    DrawRoomFor,
    EventSymbolChoice,
    MoveRoom,
    PlaceRoom,
    PlaceRoomAnywhere,
    Then,
    WallChoice,
)
from betrayal.core.house import SIDES, Cell, House, PlacedTile, place
from betrayal.core.records import evolve
from betrayal.core.rules.haunt import event_opt_out
from betrayal.core.rules.positions import enter_room, entered
from betrayal.core.state import EVERYONE, GameState


def can_discover(state: GameState, floor: Floor) -> bool:
    fits = state.game.rooms_for(floor)
    return not fits.isdisjoint(state.room_stack) or not fits.isdisjoint(state.room_discards)


def start_discovery(state: GameState, side: Side) -> GameState:
    player = state.turn.player
    frame = DrawRoom(player, state.explorers[player].room, side)
    return state.evolve(frames=(*state.frames, frame))


def draw_room(state: GameState, room_id: str) -> GameState:
    """A tile is turned over: it is placed if it fits the floor, else set aside."""
    frame = state.frames[-1]
    assert isinstance(frame, DrawRoom)
    floor = state.house.floor_of(frame.from_room)
    place_it = PlaceRoom(frame.explorer, room_id, frame.from_room, frame.side, frame.monster)
    fits = floor in state.game.content.room(room_id).floors
    if fits and not _keeps_floor_open(state, place_it) and _another_would(state, place_it):
        # This tile would seal the floor while another tile left would not: set it aside
        # and draw again, as for a tile of the wrong floor.
        fits = False
    state = _turned_over(state, room_id, place_it if fits else None)
    scripts = state.game.scripts
    if not fits or frame.monster or not scripts.hears(state, "discovering"):
        return state
    # The rules hear of the tile before it is placed, and may call the discovery off.
    waiting = Continue(Then.DISCOVER, frame.explorer, (room_id,))
    return scripts.fire(
        state.evolve(frames=(*state.frames, waiting)), "discovering", (frame.explorer, room_id)
    )


def discover_after_rules(state: GameState, frame: Continue) -> GameState:
    """The rules that heard of a tile about to be discovered have run: the explorer places
    it, unless they called the discovery off; then the tile is set aside and the explorer
    stays where they were, their movement unspent. A rule that buried the tile instead
    has the next one turned over for the same doorway, the first never placed."""
    if not frame.cancelled:
        return state
    placing = state.frames[-1]
    if not isinstance(placing, PlaceRoom) or placing.room != frame.args[0]:
        return state
    discards = (*state.room_discards, placing.room)
    if BURY not in frame.args[1:]:
        return state.evolve(frames=state.frames[:-1], room_discards=discards)
    # The buried tile joins the set-aside ones, which the 3rd edition keeps under the
    # stack in the order they went there; with no other tile left it comes straight back.
    again = DrawRoom(placing.explorer, placing.from_room, placing.side)
    refilled = _refilled(state, state.room_stack, discards, placing.room)
    return state.evolve(frames=(*state.frames[:-1], again), **refilled)


def _turned_over(
    state: GameState, room_id: str, place_it: PlaceRoom | PlaceRoomAnywhere | None
) -> GameState:
    """A tile leaves the stack: to be placed (the draw frame gives way to ``place_it``), or
    set aside (the draw frame stays, to draw again)."""
    stack = tuple(r for r in state.room_stack if r != room_id)
    discards = state.room_discards
    frames = state.frames
    if place_it is not None:
        frames = (*frames[:-1], place_it)
    else:
        discards = (*discards, room_id)
    return state.evolve(frames=frames, **_refilled(state, stack, discards, room_id))


def _refilled(
    state: GameState, stack: tuple[str, ...], discards: tuple[str, ...], gone: str
) -> dict[str, object]:
    """The stack, the set-aside tiles and the known order of the next tiles once ``gone``
    has left the stack, for ``state.evolve``. An empty stack takes the set-aside tiles
    back: shuffled (2nd edition), or in the order they were buried (3rd edition)."""
    known = known_without(state, gone)
    if not stack and discards and state.game.ruleset.bury_tiles:
        # Buried tiles went under the stack one after another, in sight of everyone.
        known = {
            "room_top": (discards[0], EVERYONE),
            "room_after": tuple((r, EVERYONE) for r in discards[1:]),
        }
        stack, discards = discards, ()
    elif not stack:
        stack, discards = tuple(sorted(discards)), ()
    return {"room_stack": stack, "room_discards": discards, **known}


def known_without(state: GameState, room: str) -> dict[str, object]:
    """The known order of the next tiles once ``room`` has left the stack: the tile known
    to come after it moves up to be the next one. For ``state.evolve``."""
    known = [t for t in (state.room_top, *state.room_after) if t is not None and t[0] != room]
    return {"room_top": known[0] if known else None, "room_after": tuple(known[1:])}


def place_named_room(state: GameState, frame: PlaceRoomAnywhere) -> GameState:
    """Take the named tile of ``frame`` out of the stack (or the tiles set aside) and ask
    where it goes: a rule, not a draw, brings it into play. An empty stack is refilled
    as when a tile is turned over."""
    room = frame.room
    stack = tuple(r for r in state.room_stack if r != room)
    discards = tuple(r for r in state.room_discards if r != room)
    return state.evolve(frames=(*state.frames, frame), **_refilled(state, stack, discards, room))


def _candidate(state: GameState, frame: PlaceRoom, rotation: int) -> PlacedTile:
    origin = state.house.tile(frame.from_room)
    floor, x, y = origin.next_cell(frame.side)
    return place(state.game.content.room(frame.room), floor, x, y, rotation)


def placement_options(state: GameState, frame: PlaceRoom) -> tuple[Action, ...]:
    """Rotations that join the new tile to the door just used, never sealing the floor.

    A rotation that would leave its floor with no open doorway is allowed only when every
    rotation would.
    """
    back = frame.side.opposite
    candidates = [_candidate(state, frame, r) for r in range(4)]
    joining = [r for r in range(4) if back in candidates[r].doors]
    keeping = [r for r in joining if leaves_doorway(state.house, candidates[r])]
    return tuple(_ROTATIONS[r] for r in (keeping or joining))


_ROTATIONS = tuple(act(Kind.ROTATE, r) for r in range(4))


def _keeps_floor_open(state: GameState, frame: PlaceRoom) -> bool:
    back = frame.side.opposite
    for rotation in range(4):
        tile = _candidate(state, frame, rotation)
        if back in tile.doors and leaves_doorway(state.house, tile):
            return True
    return False


def _another_would(state: GameState, frame: PlaceRoom) -> bool:
    """Whether some other tile still to come fits this floor and keeps it open here."""
    floor = state.house.floor_of(frame.from_room)
    fits = state.game.rooms_for(floor)
    for other in (*state.room_stack, *state.room_discards):
        if (
            other != frame.room
            and other in fits
            and _keeps_floor_open(state, evolve(frame, room=other))
        ):
            return True
    return False


def leaves_doorway(house: House, tile: PlacedTile) -> bool:
    """Whether the floor still has an open doorway once ``tile`` is placed."""
    # Doors that led into the new tile's cell stop being open; its own doors that face
    # an empty cell become open.
    into_cell = sum(
        1
        for side in SIDES
        if (n := house.at(tile.next_cell(side))) is not None and side.opposite in n.doors
    )
    own = sum(1 for side in tile.doors if house.at(tile.next_cell(side)) is None)
    return house.open_doorways(tile.floor) - into_cell + own > 0


def place_room(state: GameState, rotation: int) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, PlaceRoom)
    tile = _candidate(state, frame, rotation)
    state = state.evolve(house=state.house.with_tile(tile), frames=state.frames[:-1])
    if frame.monster is not None:
        # A monster that explores steps in and goes on: it draws no card for the symbol.
        from betrayal.core.rules.monster_moves import step_into

        return step_into(state, frame.monster, tile.room)
    from betrayal.core.rules.movement import step_cost

    cost = step_cost(state)
    origin = state.explorers[frame.explorer].room
    state = enter_room(state, frame.explorer, tile.room, cost=cost, through=frame.side.opposite)
    # Rules run in this order: the card drawn for the symbol, then the room's own rules.
    scripts = state.game.scripts
    state = scripts.fire(state, "entered", entered(state, frame.explorer, origin))
    state = scripts.fire(state, "discovered", (frame.explorer, tile.room))
    symbols = _card_symbols(state, frame.explorer, tile.room)
    if symbols:
        # Only the discoverer draws, and drawing ends the mover's movement.
        live = _symbol_draws(state, frame.explorer, symbols)
        state = evolve(
            state,
            frames=(*state.frames, *live),
            turn=evolve(state.turn, movement_over=True),
        )
    if (
        state.game.ruleset.discovery_ends_turn
        and state.turn.player == frame.explorer
        and not _explores_on(state, frame.explorer, tile.room)
    ):
        # The frames just pushed (the card, the room's own choices) still resolve first:
        # only ending the turn is offered once they are done.
        state = evolve(state, turn=evolve(state.turn, over=True, movement_over=True))
    return state


def _explores_on(state: GameState, explorer: int, room: str) -> bool:
    """Whether a haunt's standing rule lets the discoverer go on with the turn."""
    binds = (("mover", explorer), ("room", room))
    return bool(state.game.scripts.static_amounts(state, "movement", binds, mode="explores_on"))


def _symbol_draws(
    state: GameState, explorer: int, symbols: tuple[CardKind, ...]
) -> tuple[DrawCard | EventSymbolChoice, ...]:
    """The draws a discovery's card symbols call for, last to run first, leaving out a
    deck that is spent for good. Under the 3rd edition the traitor is first asked whether
    to draw for an event symbol at all."""
    draws = tuple(DrawCard(explorer, kind) for kind in reversed(symbols))
    live = tuple(d for d in draws if state.deck(d.kind) or _recyclable(state, d))
    if not state.game.ruleset.traitor_skips_event_symbols or not event_opt_out(state, explorer):
        return live
    return tuple(EventSymbolChoice(explorer) if d.kind is CardKind.EVENT else d for d in live)


def _card_symbols(state: GameState, explorer: int, room: str) -> tuple[CardKind, ...]:
    """The symbols a discoverer draws cards for: the room's, unless a rule says none."""
    symbols = state.game.content.room(room).symbols
    binds = (("discoverer", explorer), ("room", room))
    if symbols and state.game.scripts.static_amounts(state, "no_room_card", binds):
        return ()
    return tuple(symbols)


def _recyclable(state: GameState, draw: DrawCard) -> bool:
    return draw.kind is CardKind.EVENT and bool(state.event_discards)


def describe_rotation(state: GameState, frame: PlaceRoom, rotation: int) -> str:
    tile = _candidate(state, frame, rotation)
    doors = ", ".join(s.value for s in SIDES if s in tile.doors)
    name = state.game.content.room(frame.room).name
    return f"place the {name} turned {rotation * 90} degrees, with doors facing {doors}"


# ----- tiles a rule places anywhere on a floor --------------------------------------------


def start_discovery_on(state: GameState, player: int, floor: Floor, draw_card: bool) -> GameState:
    """A rule sends an explorer to a new room on ``floor``: nothing happens when no tile
    left fits that floor."""
    if not can_discover(state, floor) or state.house.open_doorways(floor) == 0:
        return state
    return state.evolve(frames=(*state.frames, DrawRoomFor(player, floor, draw_card)))


def draw_room_for(state: GameState, room_id: str) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, DrawRoomFor)
    fits = frame.floor in state.game.content.room(room_id).floors
    place_it = PlaceRoomAnywhere(frame.explorer, room_id, frame.floor, frame.draw_card, at=frame.at)
    return _turned_over(state, room_id, place_it if fits else None)


def joining(
    house: House, room: RoomDef, floor: Floor, away_from: Cell | None = None
) -> list[PlacedTile]:
    """Placements of ``room`` at open doorways of ``floor`` (but ``away_from``), in fixed order."""
    found: dict[tuple[int, int, int], PlacedTile] = {}
    for tile in house.tiles:
        if tile.floor is not floor:
            continue
        for side in tile.doors:
            cell = tile.next_cell(side)
            if house.at(cell) is not None or cell == away_from:
                continue
            _, x, y = cell
            for rotation in range(4):
                candidate = place(room, floor, x, y, rotation)
                if side.opposite in candidate.doors:
                    found[(x, y, rotation)] = candidate
    return [found[k] for k in sorted(found)]


def anywhere(state: GameState, frame: PlaceRoomAnywhere) -> list[PlacedTile]:
    """Every placement of the frame's tile: at an open doorway, or turned on its one spot."""
    room = state.game.content.room(frame.room)
    if frame.at is not None:
        x, y = frame.at
        return [place(room, frame.floor, x, y, rotation) for rotation in range(4)]
    return joining(state.house, room, frame.floor)


def anywhere_options(state: GameState, frame: PlaceRoomAnywhere) -> tuple[Action, ...]:
    candidates = anywhere(state, frame)
    keeping = [c for c in candidates if leaves_doorway(state.house, c)]
    return tuple(act(Kind.PLACE, c.x, c.y, c.rotation) for c in (keeping or candidates))


def place_room_anywhere(state: GameState, x: int, y: int, rotation: int) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, PlaceRoomAnywhere)
    tile = place(state.game.content.room(frame.room), frame.floor, x, y, rotation)
    state = state.evolve(house=state.house.with_tile(tile), frames=state.frames[:-1])
    if not frame.enter:
        return state
    origin = state.explorers[frame.explorer].room
    state = enter_room(state, frame.explorer, tile.room, cost=0)
    scripts = state.game.scripts
    state = scripts.fire(state, "entered", entered(state, frame.explorer, origin))
    state = scripts.fire(state, "discovered", (frame.explorer, tile.room))
    symbols = _card_symbols(state, frame.explorer, tile.room)
    if frame.draw_card and symbols:
        live = _symbol_draws(state, frame.explorer, symbols)
        turn = state.turn
        if turn.player == frame.explorer:
            turn = evolve(turn, movement_over=True)
        state = state.evolve(frames=(*state.frames, *live), turn=turn)
    return state


# ----- going through a wall ---------------------------------------------------------------


def walls_through(state: GameState, room: str) -> tuple[str, ...]:
    """The doorless walls of a room that lead somewhere: to a room already behind them, or
    to an empty spot while tiles for that floor are left. Side letters, in a fixed order."""
    tile = state.house.tile(room)
    open_floor = can_discover(state, tile.floor)
    found = []
    for side in SIDES:
        if side in tile.doors:
            continue
        if state.house.at(tile.next_cell(side)) is not None or open_floor:
            found.append(side.value)
    return tuple(found)


def start_wall_choice(state: GameState, player: int) -> GameState:
    """A rule lets an explorer through a doorless wall of their room; nothing happens when
    no wall leads anywhere."""
    room = state.explorers[player].room
    sides = walls_through(state, room)
    if not sides:
        return state
    return state.evolve(frames=(*state.frames, WallChoice(player, room, sides)))


def wall_options(frame: WallChoice) -> tuple[Action, ...]:
    return tuple(act(Kind.CHOOSE, side) for side in frame.sides)


def through_wall(state: GameState, side: str) -> GameState:
    """The explorer goes through the chosen wall: into the room behind it (no movement
    spent), or, with no room there, into a new one turned over for that spot."""
    frame = state.frames[-1]
    assert isinstance(frame, WallChoice)
    state = state.evolve(frames=state.frames[:-1])
    tile = state.house.tile(frame.room)
    floor, x, y = tile.next_cell(Side(side))
    behind = state.house.at((floor, x, y))
    if behind is None:
        draw = DrawRoomFor(frame.explorer, floor, draw_card=False, at=(x, y))
        return state.evolve(frames=(*state.frames, draw))
    state = enter_room(state, frame.explorer, behind.room, cost=0)
    return state.game.scripts.fire(state, "entered", entered(state, frame.explorer, frame.room))


# ----- tiles a rule moves -----------------------------------------------------------------


def _moves(state: GameState, frame: MoveRoom) -> list[PlacedTile]:
    """Where a lifted tile may go: joined to an open doorway of the floor, anywhere but
    the spot it was lifted from."""
    old = state.house.tile(frame.room)
    house = state.house.without(frame.room)
    room = state.game.content.room(frame.room)
    options = joining(house, room, frame.floor, away_from=old.cell)
    keeping = [c for c in options if leaves_doorway(house, c)]
    return keeping or options


def start_move_room(state: GameState, player: int, room: str, floor: Floor) -> GameState:
    """Ask ``player`` where the tile goes; nothing happens where it cannot go anywhere."""
    frame = MoveRoom(player, room, floor)
    starting = state.game.content.starting_rooms
    if room not in state.house or room in starting or not _moves(state, frame):
        return state
    return state.evolve(frames=(*state.frames, frame))


def move_options(state: GameState, frame: MoveRoom) -> tuple[Action, ...]:
    return tuple(act(Kind.PLACE, c.x, c.y, c.rotation) for c in _moves(state, frame))


def move_room(state: GameState, x: int, y: int, rotation: int) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, MoveRoom)
    tile = place(state.game.content.room(frame.room), frame.floor, x, y, rotation)
    house = state.house.without(frame.room).with_tile(tile)
    return state.evolve(house=house, frames=state.frames[:-1])
