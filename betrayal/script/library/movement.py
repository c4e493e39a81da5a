"""Effects on where explorers are and whether they may move on."""

from __future__ import annotations

import attrs

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx, Then
from betrayal.core.rules.positions import enter_room
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.library.steps import cancel_step
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import BOOL, EXPLORER, FLOOR, ROOM, list_of


@effect(
    "move_to",
    Param("who", EXPLORER),
    Param("room", ROOM),
    example="move_to(actor, entrance_hall)",
    english="{who} move to {room}",
)
def move_to(state: GameState, ctx: Ctx, who: int, room: str) -> GameState:
    """Put an explorer in a placed room at once; it costs no movement."""
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house yet")
    state = enter_room(state, who, room, cost=0)
    return script_set(state).fire(state, "entered", (who, state.explorers[who].room))


@effect(
    "end_movement",
    Param("who", EXPLORER),
    example="end_movement(actor)",
    english="{who} can move no further this turn",
)
def end_movement(state: GameState, ctx: Ctx, who: int) -> GameState:
    """End an explorer's movement for the rest of the turn (other acts remain)."""
    if state.turn.player != who:
        return state
    return state.evolve(turn=attrs.evolve(state.turn, movement_over=True))


@effect("cancel_move", example="cancel_move()", english="the step does not happen")
def cancel_move(state: GameState, ctx: Ctx) -> GameState:
    """In a `leaving` trigger: the explorer stays in the room instead of stepping out
    (nothing happens when no step is pending)."""
    return cancel_step(state, Then.MOVE)


@effect(
    "bind",
    Param("who", EXPLORER),
    example="bind(actor)",
    english="{who} can do nothing until freed",
)
def bind(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Pin an explorer down: on their turns they can only end the turn or take what a
    script offers them (a try to get free, say), until unbind()."""
    return state.evolve(bound=state.bound | {who})


@effect("unbind", Param("who", EXPLORER), example="unbind(actor)", english="{who} is free")
def unbind(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Free a pinned explorer."""
    return state.evolve(bound=state.bound - {who})


@query(
    "bound",
    Param("who", EXPLORER),
    returns=BOOL,
    example="bound(actor)",
    english="{who} is pinned down",
)
def bound(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether an explorer is pinned down (see bind())."""
    return who in state.bound


@effect(
    "discover_on",
    Param("who", EXPLORER),
    Param("floor", FLOOR),
    Param("draw_card", BOOL, True),
    example="discover_on(actor, basement)",
    english="{who} find a new room on {floor} and go into it",
)
def discover_on(state: GameState, ctx: Ctx, who: int, floor: Floor, draw_card: bool) -> GameState:
    """Turn over room tiles until one fits the floor; the explorer places it next to any
    open doorway of that floor and is moved into it (no movement spent), drawing its
    card if it shows a symbol and ``draw_card`` holds. Nothing happens when no tile left
    fits the floor or the floor has no open doorway."""
    from betrayal.core.rules.exploration import start_discovery_on

    if not state.explorers[who].alive:
        return state
    return start_discovery_on(state, who, floor, draw_card)


@effect(
    "go_through_wall",
    Param("who", EXPLORER),
    example="go_through_wall(actor)",
    english="{who} go through a doorless wall into the room behind it (or a new one)",
)
def go_through_wall(state: GameState, ctx: Ctx, who: int) -> GameState:
    """The explorer picks a doorless wall of their room and goes through it, spending no
    movement: into the room behind it, or, when there is none, into a new room turned
    over for that spot (tiles for other floors set aside as when exploring; the explorer
    chooses how to turn it; no card is drawn for it). Nothing happens when no wall leads
    anywhere (doors on every side, or nothing behind the walls and no tile left for the
    floor)."""
    from betrayal.core.rules.exploration import start_wall_choice

    if not state.explorers[who].alive:
        return state
    return start_wall_choice(state, who)


@effect(
    "connect",
    Param("a", ROOM),
    Param("b", ROOM),
    example="connect(room_of(actor), foyer)",
    english="a secret way now joins {a} and {b}",
)
def connect(state: GameState, ctx: Ctx, a: str, b: str) -> GameState:
    """Open a two-way way between two placed rooms: moving along it costs one space, and
    monsters may use it too."""
    if a == b or a not in state.house or b not in state.house:
        return state
    pair = (min(a, b), max(a, b))
    if pair in state.passages:
        return state
    return state.evolve(passages=tuple(sorted((*state.passages, pair))))


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
    from betrayal.core.rules.exploration import start_move_room

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
    from betrayal.core.frames import MoveRoom
    from betrayal.core.rules.exploration import move_options

    if room not in state.house:
        return False
    return bool(move_options(state, MoveRoom(ctx.actor, room, floor)))


@effect("cancel_attack", example="cancel_attack()", english="the attack does not happen")
def cancel_attack(state: GameState, ctx: Ctx) -> GameState:
    """In an `attacking` trigger: the attack does not take place (the turn's attack is
    still spent)."""
    return cancel_step(state, Then.ATTACK)


@query(
    "room_stack",
    returns=list_of(ROOM),
    example="room_stack()",
    english="the room tiles still in the stack",
)
def room_stack(state: GameState, ctx: Ctx) -> tuple[str, ...]:
    """The room tiles still in the stack (not the ones set aside)."""
    return state.room_stack


@effect(
    "fix_next_room",
    Param("room", ROOM),
    example="fix_next_room(attic)",
    english="{room} is the next room tile, and the acting explorer knows it",
)
def fix_next_room(state: GameState, ctx: Ctx, room: str) -> GameState:
    """Make a tile still in the stack the next one turned over (after a look at the top
    of the stack, where the top tile was picked at random); only the acting explorer
    knows which it is."""
    if room not in state.room_stack:
        return state
    # Tiles known to come next before the look stay known, after this one.
    rest = [t for t in (state.room_top, *state.room_after) if t is not None and t[0] != room]
    return state.evolve(room_top=(room, ctx.actor), room_after=tuple(rest))


@query(
    "moved_this_turn",
    returns=BOOL,
    example="moved_this_turn()",
    english="the player whose turn it is has moved",
)
def moved_this_turn(state: GameState, ctx: Ctx) -> bool:
    """Whether the explorer whose turn it is has taken a step this turn."""
    return state.turn.moved
