"""Explorers moving through the house: put in a room at once, the movement left in a
turn and the end of it, a step out of a room called off or crossing to the far side,
explorers pinned down, lured toward a room or held back by no one, the door they came in
by, doorless walls gone through, and the secret ways a rule opens between rooms."""

from __future__ import annotations

import attrs

from betrayal.content.model import Side
from betrayal.core.frames import Continue, Ctx, Then
from betrayal.core.rules import haunt
from betrayal.core.rules.positions import enter_room, entered
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, INT, ROOM, list_of
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER)


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
    origin = state.explorers[who].room
    state = enter_room(state, who, room, cost=0)
    return script_set(state).fire(state, "entered", entered(state, who, origin))


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


# ----- movement left in a turn ---------------------------------------------------------------


@query(
    "movement_left",
    returns=INT,
    example="movement_left()",
    english="the movement left this turn",
)
def movement_left(state: GameState, ctx: Ctx) -> int:
    """How many spaces the explorer whose turn it is may still move (none once their
    movement is over for the turn). With lose_moves() a rule can cost movement: put
    `movement_left() >= N` in the action's `where`."""
    turn = state.turn
    if turn.monsters or turn.movement_over:
        return 0
    return max(0, turn.moves_left)


def _lost_moves(values: dict[str, str]) -> str:
    amount = values["amount"]
    # A negative amount gives spaces back (its words read "minus N").
    for sign in ("-", "minus "):
        back = amount.removeprefix(sign)
        if back != amount and back.isdigit():
            spaces = "space" if back == "1" else "spaces"
            said = fill(f"{{who}} get {back} more {spaces} to move this turn", values)
            # Spaces given back never fall below the floor, so the floor plays no part.
            keep = values.get("keep", "0")
            return said if keep == "0" else f"{said} ({keep} playing no part)"
    return fill(
        "{who} have {amount} fewer spaces to move this turn (keeping at least {keep})", values
    )


@effect(
    "lose_moves",
    WHO,
    Param("amount", INT),
    Param("keep", INT, 0),
    example="lose_moves(actor, 2, keep: 1)",
    english=_lost_moves,
)
def lose_moves(state: GameState, ctx: Ctx, who: int, amount: int, keep: int) -> GameState:
    """During the explorer's own turn: the spaces left to move drop by ``amount``, but not
    below ``keep`` (nor below zero); a negative amount gives that many spaces back (a
    step that cost nothing after all). Nothing happens on someone else's turn."""
    turn = state.turn
    if turn.player != who or turn.monsters:
        return state
    left = turn.moves_left
    new = max(min(left, max(0, keep)), left - amount)
    return state.evolve(turn=attrs.evolve(turn, moves_left=new))


def _ended(values: dict[str, str]) -> str:
    whole = values["whole_turn"]
    if whole == "true":
        return fill("{who}'s turn is over", values)
    if whole == "false":
        return fill("{who} can move no further this turn", values)
    return fill(
        "{who} can move no further this turn (and the turn is over if {whole_turn})", values
    )


@effect(
    "end_movement",
    Param("who", EXPLORER),
    Param(
        "whole_turn",
        BOOL,
        False,
        doc="whether the whole turn is over too (nothing left but to end it), not only its "
        "movement",
    ),
    example="end_movement(actor)",
    english=_ended,
)
def end_movement(state: GameState, ctx: Ctx, who: int, whole_turn: bool) -> GameState:
    """End an explorer's movement for the rest of their turn (other acts remain); with
    ``whole_turn``, the turn itself is over: nothing is left but to end it (not on the
    monsters' turn). Nothing happens on someone else's turn."""
    if whole_turn:
        if state.turn.player != who or state.turn.monsters:
            return state
        return state.evolve(turn=attrs.evolve(state.turn, over=True, movement_over=True))
    if state.turn.player != who:
        return state
    return state.evolve(turn=attrs.evolve(state.turn, movement_over=True))


@query(
    "moved_this_turn",
    returns=BOOL,
    example="moved_this_turn()",
    english="the player whose turn it is has moved",
)
def moved_this_turn(state: GameState, ctx: Ctx) -> bool:
    """Whether the explorer whose turn it is has taken a step this turn."""
    return state.turn.moved


# ----- stepping out of a room ----------------------------------------------------------------


@query(
    "crossing",
    Param("who", EXPLORER, doc="an explorer"),
    returns=BOOL,
    example="crossing(actor)",
    english="{who} is crossing to the far side",
)
def crossing(state: GameState, ctx: Ctx, who: int) -> bool:
    """While an explorer is stepping out of a room: whether the door used is not the one
    they came in by (an explorer who did not walk in through a door always crosses)."""
    came = state.explorers[who].came_through
    for frame in reversed(state.frames):
        if isinstance(frame, Continue) and frame.what is Then.MOVE and frame.player == who:
            return came is None or frame.args[0] != came
    return False


@query(
    "came_from",
    Param("who", EXPLORER),
    returns=list_of(ROOM),
    example="came_from(actor)",
    english="the room {who} walked in from",
)
def came_from(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The room behind the door an explorer walked into their room by: a list of one, or
    empty when they did not come in through a door (stairs, a chute, put there by a
    rule)."""
    e = state.explorers[who]
    if e.came_through is None:
        return ()
    other = state.house.connected(e.room, Side(e.came_through))
    return (other.room,) if other is not None else ()


@query(
    "unimpeded",
    Param("who", EXPLORER),
    returns=BOOL,
    example="unimpeded(actor)",
    english="no opponent holds {who} back",
)
def unimpeded(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether no opponent in an explorer's room would make leaving it cost them more
    (always true before the haunt; stunned monsters hold nobody back)."""
    return haunt.obstacles(state, who) == 0


# ----- explorers held to a room or drawn to one ----------------------------------------------


@effect(
    "lure",
    Param("who", EXPLORER),
    Param("room", ROOM),
    example="lure(actor, ballroom)",
    english="{who} must move toward {room} this turn",
)
def lure(state: GameState, ctx: Ctx, who: int, room: str) -> GameState:
    """For the rest of their turn, the explorer may move only one space nearer to the room
    at each step, by a shortest route through rooms already found, and cannot end the turn
    while such a step is open to them; other acts stay open. Only on their own turn."""
    if state.turn.player != who or state.turn.monsters or room not in state.house:
        return state
    return state.evolve(turn=attrs.evolve(state.turn, lured_to=room))
