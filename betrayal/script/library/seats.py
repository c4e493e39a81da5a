"""Seats round the table: who sits in a seat, who sits to the left or right, and going
round the table from an explorer (a filter and first() then find the next one who is off a
floor or holds an item card). An explorer's own seat is the field `e.seat`."""

from __future__ import annotations

import enum

from betrayal.core.frames import Ctx
from betrayal.core.rules.turns import next_seat
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, by_mode, query
from betrayal.script.types import EXPLORER, INT, list_of, mode_of

WHO = Param("who", EXPLORER, doc="an explorer")


@query(
    "at_seat",
    Param("number", INT),
    returns=EXPLORER,
    example="at_seat(0)",
    english="the explorer in seat {number}",
)
def at_seat(state: GameState, ctx: Ctx, number: int) -> int:
    """The explorer sitting in a seat, counted from 0 (living or not): the other way round
    from the field `e.seat`. It is an error to name a seat nobody sits in."""
    if not 0 <= number < state.players:
        raise BetrayalError(f"no seat {number} at a table of {state.players}")
    return number


@query(
    "left_of",
    WHO,
    returns=EXPLORER,
    example="left_of(actor)",
    english="the explorer seated to the left of {who}",
)
def left_of(state: GameState, ctx: Ctx, who: int) -> int:
    """The living explorer seated to the left (the one who plays next)."""
    return next_seat(state, who)


@query(
    "right_of",
    WHO,
    returns=EXPLORER,
    example="right_of(actor)",
    english="the explorer seated to the right of {who}",
)
def right_of(state: GameState, ctx: Ctx, who: int) -> int:
    """The living explorer seated to the right (the one who played just before)."""
    n = state.players
    for step in range(1, n + 1):
        seat = (who - step) % n
        if state.explorers[seat].alive:
            return seat
    return who


class Itself(enum.Enum):
    """Where the explorer counted from comes in a trip round the table."""

    NONE = "none"  # left out
    FIRST = "first"  # before the one to their left
    LAST = "last"  # after the one to their right


@query(
    "seats_left_of",
    Param("who", EXPLORER),
    Param(
        "itself",
        mode_of(Itself),
        Itself.NONE,
        doc="none: the explorer left out; first: the explorer heads the list; last: the "
        "explorer ends it (only while alive)",
    ),
    returns=list_of(EXPLORER),
    example="seats_left_of(actor, last)",
    english=by_mode(
        "itself",
        {
            "none": "the other living explorers going round the table to the left of {who}",
            "first": "{who} and then the other living explorers going round the table to "
            "their left",
            "last": "the living explorers going round the table to the left of {who}, {who} last",
        },
    ),
)
def seats_left_of(state: GameState, ctx: Ctx, who: int, itself: Itself) -> tuple[int, ...]:
    """The other living explorers in turn order, starting with the one seated to the left
    of an explorer (the nearest first); with ``itself`` ``first`` or ``last``, the explorer
    too (if alive), at the head or at the end. A filter over it, then first(), finds the
    next explorer round the table who meets a condition."""
    n = state.players
    steps = {Itself.NONE: range(1, n), Itself.FIRST: range(n), Itself.LAST: range(1, n + 1)}
    seats = ((who + step) % n for step in steps[itself])
    return tuple(s for s in seats if state.explorers[s].alive)
