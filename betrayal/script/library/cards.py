"""Cards in explorers' hands and in rooms: who holds what and where a card is, what kind
a card is and whether it may change hands, cards taken, fetched, destroyed, discarded or
kept, cards a rule moves (shuffled back into a deck, set aside, put down, brought back),
whether an event card is being resolved, and rooms a haunt shields from somebody's
cards."""

from __future__ import annotations

import enum

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx, Loop, RunScript
from betrayal.core.rules import monster_cards
from betrayal.core.rules.cards import give_card, set_pile, take_card
from betrayal.core.rules.cards import holder_of as holding_seat  # holder_of: the query below
from betrayal.core.state import DECK_KINDS, UNDER, GameState
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.registry import Param, by_mode, effect, query, unused_in
from betrayal.script.types import BOOL, CARD, EXPLORER, ROOM, list_of, mode_of

WHO = Param("who", EXPLORER, doc="an explorer")


@query(
    "holds",
    WHO,
    Param("card", CARD),
    returns=BOOL,
    example="holds(actor, candle)",
    english="{who} hold {card}",
)
def holds(state: GameState, ctx: Ctx, who: int, card: str) -> bool:
    """Whether an explorer holds a card."""
    return card in state.explorers[who].cards


@query(
    "holder_of",
    Param("card", CARD),
    returns=list_of(EXPLORER),
    example="holder_of(puzzle_box)",
    english="whoever holds {card}",
)
def holder_of(state: GameState, ctx: Ctx, card: str) -> tuple[int, ...]:
    """The explorers holding a card: a list of one, or an empty list."""
    return tuple(i for i, e in enumerate(state.explorers) if card in e.cards)


@query(
    "cards_of",
    Param("who", EXPLORER),
    returns=list_of(CARD),
    example="cards_of(actor)",
    english="the items and omens {who} hold",
)
def cards_of(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The item and omen cards an explorer holds (not kept events), in the order they
    came."""
    content = state.game.content
    return tuple(
        c for c in state.explorers[who].cards if content.card(c).kind is not CardKind.EVENT
    )


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


@query(
    "pile_of",
    Param("room", ROOM),
    returns=list_of(CARD),
    example="pile_of(room_of(actor))",
    english="the cards lying in {room}",
)
def pile_of(state: GameState, ctx: Ctx, room: str) -> tuple[str, ...]:
    """The cards lying in a room's item pile, in the order they were put there."""
    return state.pile(room)


# ----- what a card is ------------------------------------------------------------------------


# ----- cards that change hands or leave them -------------------------------------------------


@effect(
    "take_card_from",
    Param("who", EXPLORER, doc="the explorer who ends up with the card"),
    Param("victim", EXPLORER, doc="the explorer who holds it now"),
    Param("card", CARD),
    example="take_card_from(actor, left_of(actor), axe)",
    english="{who} take {card} from {victim}",
)
def take_card_from(state: GameState, ctx: Ctx, who: int, victim: int, card: str) -> GameState:
    """Move an item or omen from one explorer's hands to another's; the first hears that
    they lost it, then the second that they gained it. Nothing happens if the victim does
    not hold the card."""
    if state.game.content.card(card).kind is CardKind.EVENT:
        raise BetrayalError(f"{card} is an event card; only items and omens change hands")
    if who == victim or card not in state.explorers[victim].cards:
        return state
    if not state.explorers[who].alive:
        return state  # out of play: they take nothing
    scripts = script_set(state)
    # The card is in nobody's hands while the loss is heard, so the card's own rules see
    # the victim as the one who held it.
    state = scripts.fire(take_card(state, victim, card), "lost", (victim,), card=card)
    return scripts.fire(give_card(state, who, card), "gained", (who, False), card=card)


@effect(
    "gain_card",
    Param("who", EXPLORER),
    Param("card", CARD),
    example="gain_card(actor, revolver)",
    english="{who} take {card} from wherever it is",
)
def gain_card(state: GameState, ctx: Ctx, who: int, card: str) -> GameState:
    """The explorer takes an item or omen from wherever it lies: its deck (which is
    shuffled after), an item pile, set aside out of the game, or carried by a monster.
    Nothing happens if someone holds it (see take_card_from) or the explorer is dead."""
    content = state.game.content
    if content.card(card).kind is CardKind.EVENT:
        return state
    if not state.explorers[who].alive or holding_seat(state, card) is not None:
        return state
    # From a deck, a pile, out of the game or a monster's keeping.
    state = monster_cards.release(state, card)
    state = give_card(state, who, card)
    return script_set(state).fire(state, "gained", (who, False), card=card)


@effect(
    "destroy_cards",
    Param("who", EXPLORER),
    example="destroy_cards(actor)",
    english="every item and omen {who} hold is destroyed",
)
def destroy_cards(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Every item and omen the explorer holds leaves the game (kept events stay)."""
    content = state.game.content
    gone = [c for c in state.explorers[who].cards if content.card(c).kind is not CardKind.EVENT]
    for card in gone:
        state = take_card(state, who, card).evolve(removed=(*state.removed, card))
    scripts = script_set(state)
    for card in gone:
        state = scripts.fire(state, "lost", (who,), card=card)
    return state


@effect("discard", Param("card", CARD), example="discard(this)", english="discard {card}")
def discard(state: GameState, ctx: Ctx, card: str) -> GameState:
    """Whoever holds the card discards it: events go to their discard pile, items and
    omens leave the game."""
    seat = holding_seat(state, card)
    if seat is None:
        return state
    state = take_card(state, seat, card)
    if state.game.content.card(card).kind is CardKind.EVENT:
        state = state.evolve(event_discards=(*state.event_discards, card))
    else:
        state = state.evolve(removed=(*state.removed, card))
    return script_set(state).fire(state, "lost", (seat,), card=card)


@effect(
    "keep_card",
    Param("who", EXPLORER),
    example="keep_card(actor)",
    english="{who} keep this card in front of them",
)
def keep_card(state: GameState, ctx: Ctx, who: int) -> GameState:
    """For an event with a lasting effect: the explorer keeps the card instead of
    discarding it; its triggers and actions stay live while it is kept. An explorer who
    died (or left the house) while the event resolved keeps nothing: it stays discarded."""
    card = ctx.this
    if card not in state.event_discards:
        raise BetrayalError(f"{card} is not an event being resolved")
    if not state.explorers[who].alive:
        return state
    discards = tuple(c for c in state.event_discards if c != card)
    return give_card(state, who, card).evolve(event_discards=discards)


@query(
    "event_resolving_for",
    Param("who", EXPLORER),
    returns=BOOL,
    example="event_resolving_for(actor)",
    english="{who} is resolving an event card",
)
def event_resolving_for(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether the script running now is an event card's rules run for the explorer: the
    one who drew it (or who uses what it left behind). Useful in a static's condition."""
    for frame in reversed(state.frames):
        if isinstance(frame, RunScript | Loop):
            return frame.ctx.script.startswith("event:") and frame.ctx.actor == who
    return False


# ----- cards moved by a rule: back into a deck, set aside, put down, brought back ---------


class CardMove(enum.Enum):
    """Where a rule moves a card (that is not going to someone's hands)."""

    DECK = "deck"  # from whoever holds it, shuffled back into its deck
    BOTTOM = "bottom"  # from a hand or from within its deck, to the bottom of the deck
    ASIDE = "aside"  # out of play, from wherever it is, until brought back
    ROOM = "room"  # from whoever holds it, put down in a room's pile
    BACK = "back"  # from out of play, back into a room's pile


# Where move_card() names no room (the moves to `deck` and `aside` need none).
NOWHERE = "nowhere"


@effect(
    "move_card",
    Param("card", CARD),
    Param(
        "to",
        mode_of(CardMove),
        doc="deck: its holder shuffles it back into its deck; bottom: to the bottom of its "
        "deck (from a hand, a room's pile or within the deck), drawn only once the rest are "
        "gone; "
        "aside: out of play (from a "
        "hand, a pile, a monster or its deck) until brought back; room: its holder puts it "
        "down in the room; back: from out of play into the room",
    ),
    Param("room", ROOM, NOWHERE, doc="the placed room it goes to (for room and back)"),
    example="move_card(axe, room, entrance_hall)",
    english=unused_in(
        by_mode(
            "to",
            {
                "deck": "shuffle {card} back into its deck",
                "bottom": "put {card} at the bottom of its deck",
                "aside": "{card} is set aside, out of play",
                "room": "put {card} down in {room}",
                "back": "{card} comes back into play, lying in {room}",
            },
        ),
        "to",
        {"room": (NOWHERE, frozenset({"room", "back"}))},
    ),
)
def move_card(state: GameState, ctx: Ctx, card: str, to: CardMove, room: str) -> GameState:
    """Move a card by a rule: to its ``deck``, shuffled back in by whoever holds it; to
    ``aside``, out of play from a hand (its holder loses it), an item pile, a monster's
    keeping or its deck, kept aside by the haunt (a monster's hoard, say) until brought
    ``back``; to a ``room``, put down there by whoever holds it (an item or omen), where
    anyone there may pick it up; ``back`` from out of play, lying in a placed room's
    pile; to the ``bottom`` of its deck (an item or omen), from a hand, a room's pile or
    from within the deck (a card looked at and put under), to be drawn only once every other card of
    that deck has been. Nothing happens when nobody holds a card sent to its deck or a
    room (or, for the bottom, it is in no deck either), or when a card brought back is
    not out of play."""
    if to in (CardMove.ROOM, CardMove.BACK) and room == NOWHERE:
        raise BetrayalError(f"move_card({card}, {to.value}) needs the room it goes to")
    if to is CardMove.DECK:
        return _to_deck(state, card)
    if to is CardMove.BOTTOM:
        return _to_bottom(state, card)
    if to is CardMove.ASIDE:
        return _set_aside(state, card)
    if to is CardMove.ROOM:
        return _put_down(state, card, room)
    return _bring_back(state, card, room)


def _to_deck(state: GameState, card: str) -> GameState:
    seat = holding_seat(state, card)
    if seat is None:
        return state
    state = take_card(state, seat, card)
    index = DECK_KINDS.index(state.game.content.card(card).kind)
    decks = list(state.decks)
    decks[index] = tuple(sorted((*decks[index], card)))
    state = state.evolve(decks=(decks[0], decks[1], decks[2]))
    return script_set(state).fire(state, "lost", (seat,), card=card)


def _to_bottom(state: GameState, card: str) -> GameState:
    kind = state.game.content.card(card).kind
    if kind is CardKind.EVENT:
        raise BetrayalError(f"{card} is an event card; only items and omens go under")
    if holding_seat(state, card) is not None:
        state = _to_deck(state, card)
    for place, cards in state.piles:
        if card in cards:  # lying in a room: picked up from there and put under
            state = set_pile(state, place, tuple(c for c in cards if c != card))
            index = DECK_KINDS.index(kind)
            decks = list(state.decks)
            decks[index] = tuple(sorted((*decks[index], card)))
            state = state.evolve(decks=(decks[0], decks[1], decks[2]))
    if card not in state.deck(kind):
        return state
    under = tuple(t for t in state.deck_tops if t[0] != card)
    return state.evolve(deck_tops=(*under, (card, UNDER)))


def _put_down(state: GameState, card: str, room: str) -> GameState:
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house yet")
    if state.game.content.card(card).kind is CardKind.EVENT:
        raise BetrayalError(f"{card} is an event card; only items and omens lie in rooms")
    seat = holding_seat(state, card)
    if seat is None:
        return state
    state = set_pile(take_card(state, seat, card), room, (*state.pile(room), card))
    return script_set(state).fire(state, "lost", (seat,), card=card)


def _set_aside(state: GameState, card: str) -> GameState:
    if monster_cards.carrier(state, card) is not None:
        state = monster_cards.release(state, card)
        return state.evolve(removed=(*state.removed, card))
    seat = next((i for i, e in enumerate(state.explorers) if card in e.cards), None)
    if seat is not None:
        state = take_card(state, seat, card).evolve(removed=(*state.removed, card))
        return script_set(state).fire(state, "lost", (seat,), card=card)
    for place, cards in state.piles:
        if card in cards:
            state = set_pile(state, place, tuple(c for c in cards if c != card))
            return state.evolve(removed=(*state.removed, card))
    decks = tuple(tuple(c for c in deck if c != card) for deck in state.decks)
    if decks != state.decks:
        o, i, e = decks
        return state.evolve(decks=(o, i, e), removed=(*state.removed, card))
    return state


def _bring_back(state: GameState, card: str, room: str) -> GameState:
    if card not in state.removed or room not in state.house:
        return state
    removed = tuple(c for c in state.removed if c != card)
    return set_pile(state.evolve(removed=removed), room, (*state.pile(room), card))


# ----- rooms a haunt shields from somebody's cards -------------------------------------------


@query(
    "shielded",
    Param("room", ROOM),
    Param("user", EXPLORER),
    returns=BOOL,
    example="shielded(chapel, actor)",
    english="{room} is out of reach of {user}'s cards",
)
def shielded(state: GameState, ctx: Ctx, room: str, user: int) -> bool:
    """Whether a haunt's `shielded_room` rule keeps the explorer's cards out of the room:
    a card aimed at it, or pulling someone out of it, leaves it alone. Always false
    outside a haunt with such a rule."""
    binds = (("room", room), ("user", user))
    return bool(script_set(state).static_amounts(state, "shielded_room", binds))
