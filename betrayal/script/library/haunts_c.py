"""Primitives for haunts' monsters in a fight and on the board: sparing or slaying a beaten
monster, a fight a rule forces, where a kind stands."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import set_pile, take_card
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import CARD, MONSTER, ROOM, list_of


@query(
    "monster_rooms",
    Param("kind", MONSTER),
    returns=list_of(ROOM),
    example="monster_rooms(hound)",
    english="the rooms where {kind} stand",
)
def monster_rooms(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The rooms where monsters of a kind stand, each once, in the order they came on the
    board; empty when none is on the board."""
    return tuple(dict.fromkeys(m.room for m in state.monsters if m.kind == kind))


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


@effect(
    "move_monsters",
    Param("kind", MONSTER),
    Param("source", ROOM),
    Param("target", ROOM),
    example="move_monsters(hound, entrance_hall, room_of(actor))",
    english="every {kind} in {source} is put in {target}",
)
def move_monsters(state: GameState, ctx: Ctx, kind: str, source: str, target: str) -> GameState:
    """Put every monster of a kind standing in one room into another placed room at once
    (it costs them no movement and is not a step: nothing hears them enter). They keep
    their turn: one moved at the start of the monster turn still acts in it."""
    if target not in state.house:
        return state
    monsters = tuple(
        attrs.evolve(m, room=target) if m.kind == kind and m.room == source else m
        for m in state.monsters
    )
    return state.evolve(monsters=monsters)
