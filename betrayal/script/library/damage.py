"""Damage to explorers, and death: damage dealt in points or dice, how much the standing
rules that reduce damage would leave, damage nothing reduces, a fight's damage prevented,
and sudden death."""

from __future__ import annotations

from betrayal.core.frames import Ctx, PlaceDamage, Then
from betrayal.core.rules.damage import kill as kill_explorer
from betrayal.core.rules.damage import roll_damage, take_damage
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.library.steps import cancel_step
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import DAMAGE, EXPLORER, INT
from betrayal.script.verbs import agree

WHO = Param("who", EXPLORER, doc="the explorer affected")


def _damage_words(v: dict[str, str]) -> str:
    parts = []
    if v["points"] != "0":
        parts.append(f"{v['points']} {'point' if v['points'] == '1' else 'points'}")
    if v["dice"] != "0":
        parts.append(f"{v['dice']} {'die' if v['dice'] == '1' else 'dice'}")
    amount = " and ".join(parts) or "no"
    return f"{v['who']} {agree(v['who'], 'take')} {amount} of {v['kind']} damage"


@effect(
    "damage",
    WHO,
    Param("kind", DAMAGE),
    Param("points", INT, 0),
    Param("dice", INT, 0),
    example="damage(actor, mental, dice: 1)",
    english=_damage_words,
)
def damage(
    state: GameState, ctx: Ctx, who: int, kind: DamageKind, points: int, dice: int
) -> GameState:
    """Deal damage the explorer places point by point on the traits of its kind: a fixed
    number of points, or the total of rolled dice (or both: the points come first)."""
    if dice > 0:
        state = roll_damage(state, who, kind, dice)
    return take_damage(state, who, kind, points)


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


@effect(
    "unpreventable_damage",
    Param("who", EXPLORER),
    Param("kind", DAMAGE),
    Param("points", INT),
    example="unpreventable_damage(actor, physical, 2)",
    english="{who} take {points} {kind} damage that nothing can reduce",
)
def unpreventable_damage(
    state: GameState, ctx: Ctx, who: int, kind: DamageKind, points: int
) -> GameState:
    """Damage that no standing rule reduces or turns into the other kind (armour does
    not help); the explorer still places it point by point."""
    if points < 0:
        raise BetrayalError("damage cannot be negative")
    if points == 0 or not state.explorers[who].alive:
        return state
    return state.evolve(frames=(*state.frames, PlaceDamage(who, kind, points)))


@effect("prevent_damage", example="prevent_damage()", english="the fight deals no damage")
def prevent_damage(state: GameState, ctx: Ctx) -> GameState:
    """In a `monster_won` or `fight_won` trigger: the beaten explorer takes no damage from
    the fight (and loses no card to a theft)."""
    return cancel_step(state, Then.FIGHT_DAMAGE)


@effect("kill", Param("who", EXPLORER), example="kill(actor)", english="{who} die at once")
def kill(state: GameState, ctx: Ctx, who: int) -> GameState:
    """An explorer dies at once, whatever their traits: their cards fall where they stood
    and the `died` rules run. Nothing happens to someone already dead."""
    if not state.explorers[who].alive:
        return state
    return kill_explorer(state, who)
