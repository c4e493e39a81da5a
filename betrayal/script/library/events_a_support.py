"""Queries some event cards need: who, going round the table, holds an item card, and
how much of some damage an explorer would really take."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind
from betrayal.script.registry import Param, query
from betrayal.script.scripts import script_set
from betrayal.script.types import DAMAGE, EXPLORER, INT


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
