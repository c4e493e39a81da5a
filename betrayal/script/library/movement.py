"""Effects on where explorers are and whether they may move on."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx, Then
from betrayal.core.rules.positions import enter_room
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.library.steps import cancel_step
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import BOOL, EXPLORER, ROOM


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


@query(
    "moved_this_turn",
    returns=BOOL,
    example="moved_this_turn()",
    english="the player whose turn it is has moved",
)
def moved_this_turn(state: GameState, ctx: Ctx) -> bool:
    """Whether the explorer whose turn it is has taken a step this turn."""
    return state.turn.moved
