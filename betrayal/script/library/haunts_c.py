"""Primitives for haunts' monsters in a fight and on the board: sparing or slaying a beaten
monster, a fight a rule forces, where a kind stands."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import set_pile, take_card
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import CARD, ROOM, list_of

# ----- cards a haunt sets aside (a monster's hoard) and brings back ---------------------------


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


@effect(
    "set_aside_card",
    Param("card", CARD),
    example="set_aside_card(axe)",
    english="{card} is set aside, out of play",
)
def set_aside_card(state: GameState, ctx: Ctx, card: str) -> GameState:
    """Take a card out of play, from a hand (its holder loses it), an item pile or its
    deck; a haunt keeps it aside (a monster's hoard, say) until bring_back_card()."""
    seat = next((i for i, e in enumerate(state.explorers) if card in e.cards), None)
    if seat is not None:
        state = take_card(state, seat, card).evolve(removed=(*state.removed, card))
        return script_set(state).fire(state, "lost", (seat,), card=card)
    for room, cards in state.piles:
        if card in cards:
            state = set_pile(state, room, tuple(c for c in cards if c != card))
            return state.evolve(removed=(*state.removed, card))
    decks = tuple(tuple(c for c in deck if c != card) for deck in state.decks)
    if decks != state.decks:
        o, i, e = decks
        return state.evolve(decks=(o, i, e), removed=(*state.removed, card))
    return state


@effect(
    "bring_back_card",
    Param("card", CARD),
    Param("room", ROOM),
    example="bring_back_card(axe, room_of(actor))",
    english="{card} comes back into play, lying in {room}",
)
def bring_back_card(state: GameState, ctx: Ctx, card: str, room: str) -> GameState:
    """A card set aside comes back into play, put down in a placed room's item pile
    (nothing happens unless it is out of play)."""
    if card not in state.removed or room not in state.house:
        return state
    removed = tuple(c for c in state.removed if c != card)
    return set_pile(state.evolve(removed=removed), room, (*state.pile(room), card))
