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
