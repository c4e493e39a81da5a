"""The three card decks: drawing from them, the cards left in each, a card shuffled back
or put on top, and the known order of the next cards once someone has looked.

Decks are chance: nobody knows what comes next until someone looks. A look leaves a known
order behind (GameState.deck_tops): the engine then draws those cards first, in that
order. To look at the top few, a script picks them one by one at random among the
candidates next_cards_after() gives (the known ones come first, as they really are on
top), then says in which order they go back."""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx, DrawCard
from betrayal.core.rules.cards import holder_of, take_card
from betrayal.core.state import DECK_KINDS, GameState
from betrayal.script.access import script_set
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, CARD, EXPLORER, list_of, mode_of

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


# ----- what is left in the decks -------------------------------------------------------------


@query(
    "deck_cards",
    Param("kind", mode_of(CardKind), doc="which deck: item, event or omen"),
    returns=list_of(CARD),
    example="deck_cards(item)",
    english="the cards left in the {kind} deck",
)
def deck_cards(state: GameState, ctx: Ctx, kind: CardKind) -> tuple[str, ...]:
    """The cards still in the item, event or omen deck: not drawn, held, lying in the
    house or discarded (to pick one at random: a draw)."""
    return state.deck(kind)


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
    "in_deck",
    Param("card", CARD),
    returns=BOOL,
    example="in_deck(axe)",
    english="{card} is still in its deck",
)
def in_deck(state: GameState, ctx: Ctx, card: str) -> bool:
    """Whether a card is still in its deck (not drawn, held, lying in the house,
    discarded or out of the game)."""
    return any(card in deck for deck in state.decks)


# ----- a known order of the next cards -------------------------------------------------------


@query(
    "next_cards_after",
    Param("deck", list_of(CARD)),
    Param("skip", list_of(CARD)),
    returns=list_of(CARD),
    example="next_cards_after(deck_cards(item), [])",
    english="the cards that may come next in {deck} after {skip}",
)
def next_cards_after(
    state: GameState, ctx: Ctx, deck: tuple[str, ...], skip: tuple[str, ...]
) -> tuple[str, ...]:
    """The cards of a deck (as deck_cards() gives it) that may
    be the next one drawn once the cards in ``skip`` are off its top: the next one known
    to come, if there is one, else every card of the deck but those."""
    known = [c for c, _ in state.deck_tops if c in deck and c not in skip]
    if known:
        return (known[0],)
    return tuple(c for c in deck if c not in skip)


@effect(
    "order_next_cards",
    Param("cards", list_of(CARD)),
    example="order_next_cards([axe, bottle])",
    english="{cards} are the next cards drawn, in that order, and the acting explorer knows it",
)
def order_next_cards(state: GameState, ctx: Ctx, cards: tuple[str, ...]) -> GameState:
    """The cards of the list still in their decks go back on top in the list's order:
    each deck's next draws are its cards of the list, first to last, and only the acting
    explorer knows it. Cards known to come after them still do."""
    mine = [
        (c, ctx.actor)
        for c in dict.fromkeys(cards)
        if c in state.deck(state.game.content.card(c).kind)
    ]
    if not mine:
        return state
    rest = [t for t in state.deck_tops if t[0] not in cards]
    return state.evolve(deck_tops=(*mine, *rest))
