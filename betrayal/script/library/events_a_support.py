"""Queries some event cards need: who, going round the table, holds an item card, and
how much of some damage an explorer would really take."""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind
from betrayal.script.access import script_set
from betrayal.script.registry import Param, query
from betrayal.script.types import DAMAGE, EXPLORER, INT, list_of


@query(
    "next_item_holder",
    Param("who", EXPLORER),
    returns=list_of(EXPLORER),
    example="next_item_holder(actor)",
    english="the first explorer, from {who} round to the left, holding an item card",
)
def next_item_holder(state: GameState, ctx: Ctx, who: int) -> tuple[int, ...]:
    """The explorer if they hold an item card (omens and events do not count); otherwise
    the first living explorer round the table to their left who does: a list of one, or
    an empty list when no living explorer holds an item card."""
    content = state.game.content
    n = state.players
    for step in range(n):
        seat = (who + step) % n
        e = state.explorers[seat]
        if e.alive and any(content.card(c).kind is CardKind.ITEM for c in e.cards):
            return (seat,)
    return ()


@query(
    "damage_after_reductions",
    Param("who", EXPLORER),
    Param("kind", DAMAGE),
    Param("points", INT),
    returns=INT,
    example="damage_after_reductions(actor, physical, 2)",
    english="the damage {who} would take from {points} point(s) of {kind} damage",
)
def damage_after_reductions(
    state: GameState, ctx: Ctx, who: int, kind: DamageKind, points: int
) -> int:
    """How many points of damage an explorer would really take from a given amount, after
    the standing rules that reduce damage (armour, say); never below zero. Lets a card ask
    whether its victim is hurt at all."""
    if points <= 0:
        return 0
    binds = (("target", who), ("kind", kind), ("attack", False), ("winner", ()))
    return max(0, points - sum(script_set(state).static_amounts(state, "reduce_damage", binds)))
