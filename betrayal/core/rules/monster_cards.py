"""Monsters that carry cards: items and omens a haunt lets its monsters take, keep and
drop.

A monster carries nothing unless a haunt's rule gives it something (the traitor handing a
relic to the Mummy, a Cultist taking an item in a fight). A carried card is in no deck,
hand or pile: it goes with the monster, gives it nothing, and is dropped in its room when
a rule says so or when the monster leaves the board.
"""

from __future__ import annotations

import attrs

from betrayal.core.rules.cards import holder_of, set_pile, take_card
from betrayal.core.rules.monsters import monster, replace
from betrayal.core.state import GameState, MonsterState
from betrayal.errors import BetrayalError

# No haunt has a monster carry more than a handful of cards; the bound keeps a script
# that hands one card after another to a monster from growing the state without end.
MAX_CARRIED = 30


def carrier(state: GameState, card: str) -> MonsterState | None:
    """The monster carrying a card, if one is."""
    for m in state.monsters:
        if card in m.cards:
            return m
    return None


def give(state: GameState, ident: str, card: str) -> GameState:
    """The monster takes an item or omen from wherever it lies: an explorer's hands (the
    card's rules hear that the explorer lost it), a room's pile, its deck, out of the game
    or another monster."""
    m = monster(state, ident)
    if card in m.cards:
        return state
    if len(m.cards) >= MAX_CARRIED:
        raise BetrayalError(f"{ident} cannot carry more than {MAX_CARRIED} cards")
    state = release(state, card)
    seat = holder_of(state, card)
    if seat is not None:
        state = take_card(state, seat, card)
    state = replace(state, attrs.evolve(monster(state, ident), cards=(*m.cards, card)))
    if seat is not None:
        state = state.game.scripts.fire(state, "lost", (seat,), card=card)
    return state


def release(state: GameState, card: str) -> GameState:
    """The card leaves wherever it lies except an explorer's hands (a deck, a pile, out of
    the game, a monster's keeping), to be put somewhere else by the caller."""
    decks = tuple(tuple(c for c in deck if c != card) for deck in state.decks)
    state = state.evolve(
        decks=(decks[0], decks[1], decks[2]),
        deck_tops=tuple(t for t in state.deck_tops if t[0] != card),
        removed=tuple(c for c in state.removed if c != card),
    )
    for room, pile in state.piles:
        if card in pile:
            state = set_pile(state, room, tuple(c for c in pile if c != card))
            break
    held = carrier(state, card)
    if held is not None:
        kept = tuple(c for c in held.cards if c != card)
        state = replace(state, attrs.evolve(held, cards=kept))
    return state


def drop_all(state: GameState, ident: str) -> GameState:
    """The monster puts down everything it carries in its room."""
    m = monster(state, ident)
    if not m.cards:
        return state
    state = set_pile(state, m.room, (*state.pile(m.room), *m.cards))
    return replace(state, attrs.evolve(m, cards=()))


def take_off(state: GameState, idents: set[str]) -> GameState:
    """Monsters leave the board for good, dropping what they carried where they stood."""
    for ident in idents:
        state = drop_all(state, ident)
    return state.evolve(monsters=tuple(m for m in state.monsters if m.ident not in idents))
