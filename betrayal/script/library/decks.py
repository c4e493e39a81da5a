"""The three card decks: drawing from them, the cards left in each, and the known order
of the next cards once someone has looked (a card put on top is a known order of one).

Decks are chance: nobody knows what comes next until someone looks. A look leaves a known
order behind (GameState.deck_tops): the engine then draws those cards first, in that
order. To look at the top few, a script picks them one by one at random among the
candidates next_cards_after() gives (the known ones come first, as they really are on
top), then says in which order they go back."""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx, DrawCard
from betrayal.core.state import UNDER, GameState
from betrayal.script.registry import Param, by_mode, effect, query
from betrayal.script.types import CARD, EXPLORER, list_of, mode_of

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


@effect(
    "draw",
    WHO,
    Param("kind", mode_of(CardKind), doc="which deck: item, event or omen"),
    example="draw(actor, event)",
    english=by_mode(
        "kind",
        {
            "item": "{who} draw an item card",
            "event": "{who} draw an event card and resolve it",
            "omen": "{who} draw an omen card",
        },
    ),
)
def draw(state: GameState, ctx: Ctx, who: int, kind: CardKind) -> GameState:
    """The explorer draws the top card of the item, event or omen deck, as when a room's
    symbol makes them draw: an event is resolved at once, an item or omen goes to their
    hand, and an omen drawn on their own turn calls for a haunt roll as any omen does.
    It ends their movement if it is their turn. Nothing happens when the deck is empty
    (an event deck whose discards remain is shuffled again) or the explorer is dead."""
    return _draw(state, who, kind)


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
    to come, if there is one, else every card of the deck but those (leaving out those
    put at its bottom while any other is left)."""
    known = [c for c, seat in state.deck_tops if c in deck and c not in skip and seat != UNDER]
    if known:
        return (known[0],)
    left = [c for c in deck if c not in skip]
    under = [c for c, seat in state.deck_tops if c in left and seat == UNDER]
    rest = tuple(c for c in left if c not in under)
    return rest or tuple(under[:1])


@effect(
    "order_next_cards",
    Param("cards", list_of(CARD)),
    example="order_next_cards([axe, bottle])",
    english="put {cards} on top of the deck each comes from, to be drawn next, first to "
    "last (only the acting explorer knows it)",
)
def order_next_cards(state: GameState, ctx: Ctx, cards: tuple[str, ...]) -> GameState:
    """The cards of the list still in their decks go back on top in the list's order:
    each deck's next draws are its cards of the list, first to last, and only the acting
    explorer knows it. Cards known to come after them still do. A list of one puts a
    card on top of its deck, to be drawn next."""
    mine = [
        (c, ctx.actor)
        for c in dict.fromkeys(cards)
        if c in state.deck(state.game.content.card(c).kind)
    ]
    if not mine:
        return state
    rest = [t for t in state.deck_tops if t[0] not in cards]
    return state.evolve(deck_tops=(*mine, *rest))
