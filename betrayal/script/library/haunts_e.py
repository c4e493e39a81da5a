"""Primitives first needed by haunts 29-35: a monster kind's traits for rolls a rule
makes for it, who is a woman or a man, special attacks that use up the turn's attack."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.rules import monsters
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import EXPLORER, INT, MONSTER, ROOM, TRAIT


@query(
    "monster_trait",
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    returns=INT,
    example="monster_trait(hound, speed)",
    english="the {trait} of {kind}",
)
def monster_trait(state: GameState, ctx: Ctx, kind: str, trait: Trait) -> int:
    """A monster kind's printed value in a trait (0 when it has none), for rolls a rule
    makes for it."""
    return monsters.trait_of(state, kind, trait) or 0


@effect(
    "spend_attack",
    Param("who", EXPLORER),
    example="spend_attack(actor)",
    english="{who} have made the attack of the turn",
)
def spend_attack(state: GameState, ctx: Ctx, who: int) -> GameState:
    """A rule's special attack counts as the explorer's one attack of the turn: no other
    attack is offered to them this turn. Nothing happens outside their own turn."""
    if state.turn.player != who or state.turn.monsters:
        return state
    return state.evolve(turn=attrs.evolve(state.turn, attacked=True))


@effect(
    "stun_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    example="stun_monsters(hound, room_of(actor))",
    english="{kind} in {room} are stunned",
)
def stun_monsters(state: GameState, ctx: Ctx, kind: str, room: str) -> GameState:
    """Stun every monster of a kind in a room, as if beaten in a fight: it sits out its
    next monster turn and slows nobody meanwhile (for a rule's own contest that a hero
    wins against a monster)."""
    for m in state.monsters:
        if m.kind == kind and m.room == room:
            state = monsters.stun(state, m.ident)
    return state


@effect(
    "unplace_room",
    Param("room", ROOM),
    example="unplace_room(attic)",
    english="{room} is lifted out of the house and shuffled back into the room stack",
)
def unplace_room(state: GameState, ctx: Ctx, room: str) -> GameState:
    """Lift a placed room tile out of the house and shuffle it back into the room stack,
    as if never found: cards lying there go back into their decks, and this script's
    tokens there and any way a rule opened to it are gone. Nothing happens to a starting
    tile or a room where an explorer or a monster stands."""
    from betrayal.core.house import STARTING_ROOMS
    from betrayal.core.state import DECK_KINDS

    if room not in state.house or room in STARTING_ROOMS:
        return state
    if state.players_in(room) or any(m.room == room for m in state.monsters):
        return state
    lying = state.pile(room)
    decks = list(state.decks)
    content = state.game.content
    for card in lying:
        index = DECK_KINDS.index(content.card(card).kind)
        decks[index] = (*decks[index], card)
    return state.evolve(
        house=state.house.without(room),
        room_stack=tuple(sorted((*state.room_stack, room))),
        piles=tuple((r, cards) for r, cards in state.piles if r != room),
        decks=(decks[0], decks[1], decks[2]),
        tokens=tuple(t for t in state.tokens if t[1] != room),
        passages=tuple(p for p in state.passages if room not in p),
        collapsed=state.collapsed - {room},
    )
