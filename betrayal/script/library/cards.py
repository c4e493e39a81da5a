"""Effects on cards and tokens."""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx, DrawCard
from betrayal.core.rules.cards import give_card, holder_of, take_card
from betrayal.core.state import DECK_KINDS, GameState
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import CARD, EXPLORER, ROOM, TOKEN, list_of

WHO = Param("who", EXPLORER)


def _draw(state: GameState, who: int, kind: CardKind) -> GameState:
    # Drawing a card for any reason ends the drawer's movement; the dead draw nothing.
    if not state.explorers[who].alive:
        return state
    if not state.deck(kind) and not (kind is CardKind.EVENT and state.event_discards):
        return state
    turn = state.turn
    if turn.player == who:
        turn = attrs.evolve(turn, movement_over=True)
    return state.evolve(turn=turn, frames=(*state.frames, DrawCard(who, kind)))


@effect("draw_item", WHO, example="draw_item(actor)", english="{who} draw an item card")
def draw_item(state: GameState, ctx: Ctx, who: int) -> GameState:
    """The explorer draws the top item card (nothing if the deck is empty)."""
    return _draw(state, who, CardKind.ITEM)


@effect("draw_event", WHO, example="draw_event(actor)", english="{who} draw an event card")
def draw_event(state: GameState, ctx: Ctx, who: int) -> GameState:
    """The explorer draws an event card and resolves it."""
    return _draw(state, who, CardKind.EVENT)


@effect("draw_omen", WHO, example="draw_omen(actor)", english="{who} draw an omen card")
def draw_omen(state: GameState, ctx: Ctx, who: int) -> GameState:
    """The explorer draws an omen card (nothing if the deck is empty)."""
    return _draw(state, who, CardKind.OMEN)


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


@effect(
    "return_to_deck",
    Param("card", CARD),
    example="return_to_deck(this)",
    english="shuffle {card} back into its deck",
)
def return_to_deck(state: GameState, ctx: Ctx, card: str) -> GameState:
    """Whoever holds the card shuffles it back into its deck."""
    seat = holder_of(state, card)
    if seat is None:
        return state
    state = take_card(state, seat, card)
    index = DECK_KINDS.index(state.game.content.card(card).kind)
    decks = list(state.decks)
    decks[index] = tuple(sorted((*decks[index], card)))
    state = state.evolve(decks=(decks[0], decks[1], decks[2]))
    return script_set(state).fire(state, "lost", (seat,), card=card)


def _token_key(ctx: Ctx, token: str) -> str:
    return f"{ctx.script}:{token}"


@effect(
    "place_token",
    Param("token", TOKEN),
    Param("room", ROOM),
    example="place_token(safe, room_of(actor))",
    english="put {token} in {room}",
)
def place_token(state: GameState, ctx: Ctx, token: str, room: str) -> GameState:
    """Put one of this script's tokens in a room; the script's rules about it apply there."""
    entry = (_token_key(ctx, token), room)
    if entry in state.tokens:
        return state
    return state.evolve(tokens=tuple(sorted((*state.tokens, entry))))


@effect(
    "remove_token",
    Param("token", TOKEN),
    Param("room", ROOM),
    example="remove_token(safe, room_of(actor))",
    english="remove {token} from {room}",
)
def remove_token(state: GameState, ctx: Ctx, token: str, room: str) -> GameState:
    """Take one of this script's tokens out of a room."""
    entry = (_token_key(ctx, token), room)
    return state.evolve(tokens=tuple(t for t in state.tokens if t != entry))


@effect(
    "put_on_top",
    Param("card", CARD),
    example="put_on_top(axe)",
    english="{card} goes on top of its deck, to be drawn next",
)
def put_on_top(state: GameState, ctx: Ctx, card: str) -> GameState:
    """Put a card still in its deck on top of it: the next draw from that deck is this
    card. Only the acting explorer knows which card it is; cards known to be next before
    now come after it."""
    kind = state.game.content.card(card).kind
    if card not in state.deck(kind):
        return state
    kept = tuple(t for t in state.deck_tops if t[0] != card)
    return state.evolve(deck_tops=((card, ctx.actor), *kept))


@query(
    "searchable_cards",
    returns=list_of(CARD),
    example="searchable_cards()",
    english="the cards left in the item and event decks",
)
def searchable_cards(state: GameState, ctx: Ctx) -> tuple[str, ...]:
    """Every card still in the item deck or the event deck, to search through."""
    return (*state.deck(CardKind.ITEM), *state.deck(CardKind.EVENT))


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
