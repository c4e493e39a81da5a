"""Seats round the table: an explorer's seat and who sits in one, who sits to the left
or right, and going round the table from an explorer to the next one who is off a floor or
holds an item card."""

from __future__ import annotations

from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import Ctx
from betrayal.core.rules.turns import next_seat
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, query
from betrayal.script.types import EXPLORER, FLOOR, INT, list_of

WHO = Param("who", EXPLORER, doc="an explorer")


@query(
    "seat",
    Param("who", EXPLORER),
    returns=INT,
    example="seat(actor)",
    english="{who}'s seat number",
)
def seat(state: GameState, ctx: Ctx, who: int) -> int:
    """An explorer's seat at the table, counted from 0: a number to pair explorers up in
    a list (who carries whom, say)."""
    return who


@query(
    "at_seat",
    Param("number", INT),
    returns=EXPLORER,
    example="at_seat(0)",
    english="the explorer in seat {number}",
)
def at_seat(state: GameState, ctx: Ctx, number: int) -> int:
    """The explorer sitting in a seat, counted from 0 (living or not): the other way round
    from seat(). It is an error to name a seat nobody sits in."""
    if not 0 <= number < state.players:
        raise BetrayalError(f"no seat {number} at a table of {state.players}")
    return number


@query(
    "left_of",
    WHO,
    returns=EXPLORER,
    example="left_of(actor)",
    english="the explorer to {who}'s left",
)
def left_of(state: GameState, ctx: Ctx, who: int) -> int:
    """The living explorer seated to the left (the one who plays next)."""
    return next_seat(state, who)


@query(
    "right_of",
    WHO,
    returns=EXPLORER,
    example="right_of(actor)",
    english="the explorer to {who}'s right",
)
def right_of(state: GameState, ctx: Ctx, who: int) -> int:
    """The living explorer seated to the right (the one who played just before)."""
    n = state.players
    for step in range(1, n + 1):
        seat = (who - step) % n
        if state.explorers[seat].alive:
            return seat
    return who


@query(
    "seats_left_of",
    Param("who", EXPLORER),
    returns=list_of(EXPLORER),
    example="seats_left_of(actor)",
    english="the other living explorers going round the table to the left of {who}",
)
def seats_left_of(state: GameState, ctx: Ctx, who: int) -> tuple[int, ...]:
    """The other living explorers in turn order, starting with the one seated to the left
    of an explorer (the nearest first)."""
    n = state.players
    seats = ((who + step) % n for step in range(1, n))
    return tuple(s for s in seats if state.explorers[s].alive)


@query(
    "next_left_off",
    Param("who", EXPLORER),
    Param("floor", FLOOR),
    returns=list_of(EXPLORER),
    example="next_left_off(actor, basement)",
    english="the next explorer to the left of {who} not on {floor}",
)
def next_left_off(state: GameState, ctx: Ctx, who: int, floor: Floor) -> tuple[int, ...]:
    """Going round the table to the left of an explorer (the explorer last), the first
    living explorer who is not on a floor: a list of one, or empty if everyone is there."""
    n = state.players
    for step in range(1, n + 1):
        seat = (who + step) % n
        e = state.explorers[seat]
        if e.alive and state.house.floor_of(e.room) is not floor:
            return (seat,)
    return ()


@query(
    "next_item_holder",
    Param("who", EXPLORER),
    returns=list_of(EXPLORER),
    example="next_item_holder(actor)",
    english="the first explorer, from {who} round to the left, holding an item card",
)
def next_item_holder(state: GameState, ctx: Ctx, who: int) -> tuple[int, ...]:
    """The explorer if they hold an item card (omens and events do not count); otherwise
    the first living explorer round the table to their left who does: a list of one, or
    an empty list when no living explorer holds an item card."""
    content = state.game.content
    n = state.players
    for step in range(n):
        seat = (who + step) % n
        e = state.explorers[seat]
        if e.alive and any(content.card(c).kind is CardKind.ITEM for c in e.cards):
            return (seat,)
    return ()
