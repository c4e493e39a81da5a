"""Effects on cards and tokens."""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import give_card, holder_of, take_card
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import CARD, EXPLORER, ROOM, list_of

WHO = Param("who", EXPLORER)


@effect(
    "keep_card", WHO, example="keep_card(actor)", english="{who} keep this card in front of them"
)
def keep_card(state: GameState, ctx: Ctx, who: int) -> GameState:
    """For an event with a lasting effect: the explorer keeps the card instead of
    discarding it; its triggers and actions stay live while it is kept."""
    card = ctx.this
    if card not in state.event_discards:
        raise BetrayalError(f"{card} is not an event being resolved")
    discards = tuple(c for c in state.event_discards if c != card)
    return give_card(state, who, card).evolve(event_discards=discards)


@effect("discard", Param("card", CARD), example="discard(this)", english="discard {card}")
def discard(state: GameState, ctx: Ctx, card: str) -> GameState:
    """Whoever holds the card discards it: events go to their discard pile, items and
    omens leave the game."""
    seat = holder_of(state, card)
    if seat is None:
        return state
    state = take_card(state, seat, card)
    if state.game.content.card(card).kind is CardKind.EVENT:
        state = state.evolve(event_discards=(*state.event_discards, card))
    else:
        state = state.evolve(removed=(*state.removed, card))
    return script_set(state).fire(state, "lost", (seat,), card=card)


@query(
    "card_room",
    Param("card", CARD),
    returns=list_of(ROOM),
    example="card_room(candle)",
    english="the room where {card} is",
)
def card_room(state: GameState, ctx: Ctx, card: str) -> tuple[str, ...]:
    """The room a card is in, held or lying in an item pile: a list of one, or empty
    while it is in a deck, discarded or out of the game."""
    for e in state.explorers:
        if card in e.cards:
            return (e.room,)
    for room, pile in state.piles:
        if card in pile:
            return (room,)
    return ()
