"""Damage to explorers, and death: damage dealt in points or dice, how much the standing
rules that reduce damage would leave, damage nothing reduces, a fight's damage prevented,
and sudden death."""

from __future__ import annotations

from attrs import evolve

from betrayal.core.frames import Ctx
from betrayal.core.rules.damage import deal, roll_damage, take_damage
from betrayal.core.rules.damage import kill as kill_explorer
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind, Trait
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, DAMAGE, EXPLORER, INT
from betrayal.script.verbs import agree

WHO = Param("who", EXPLORER, doc="the explorer affected")


def _damage_words(v: dict[str, str]) -> str:
    parts = []
    if v["points"] != "0":
        parts.append(f"{v['points']} {'point' if v['points'] == '1' else 'points'}")
    if v["dice"] != "0":
        parts.append(f"{v['dice']} {'die' if v['dice'] == '1' else 'dice'}")
    amount = " and ".join(parts) or "no"
    said = f"{v['who']} {agree(v['who'], 'take')} {amount} of {v['kind']} damage"
    flag = v["unpreventable"]
    if flag == "true":
        return said + " that nothing can reduce"
    if flag != "false":
        return said + f" (that nothing can reduce if {flag})"
    return said


@effect(
    "damage",
    WHO,
    Param("kind", DAMAGE),
    Param("points", INT, 0),
    Param("dice", INT, 0),
    Param(
        "unpreventable",
        BOOL,
        False,
        doc="whether no standing rule may reduce the damage or turn it into the other kind "
        "(points only: such damage is not rolled)",
    ),
    example="damage(actor, mental, dice: 1)",
    english=_damage_words,
)
def damage(
    state: GameState,
    ctx: Ctx,
    who: int,
    kind: DamageKind,
    points: int,
    dice: int,
    unpreventable: bool,
) -> GameState:
    """Deal damage the explorer places point by point on the traits of its kind: a fixed
    number of points, or the total of rolled dice (or both: the points come first). With
    ``unpreventable``, no standing rule reduces the points or turns them into the other
    kind (armour does not help); such damage is a number of points, never dice."""
    if unpreventable:
        if points < 0:
            raise BetrayalError("damage cannot be negative")
        if dice > 0:
            raise BetrayalError("damage that nothing can reduce is dealt in points, not dice")
        if points == 0 or not state.explorers[who].alive:
            return state
        return deal(state, who, kind, points)
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


@effect("kill", Param("who", EXPLORER), example="kill(actor)", english="{who} die at once")
def kill(state: GameState, ctx: Ctx, who: int) -> GameState:
    """An explorer dies at once, whatever their traits: their cards fall where they stood
    and the `died` rules run. Nothing happens to someone already dead."""
    if not state.explorers[who].alive:
        return state
    return kill_explorer(state, who)


@effect(
    "revive",
    Param("who", EXPLORER),
    example="revive(actor)",
    english="{who} come back to life where the body lies, every trait healed to its starting value",
)
def revive(state: GameState, ctx: Ctx, who: int) -> GameState:
    """A dead explorer comes back to life on the tile where they died (a haunt whose
    traitor returns from the dead): every trait below its starting value, the skull
    included, goes back up to it. Their cards stay where they fell. Nothing happens to
    someone alive, or to someone who got out of the house."""
    ex = state.explorers[who]
    if ex.alive or who in state.escaped:
        return state
    definition = state.explorer_def(who)
    raised = {t.index: max(ex.position(t), definition.track(t).start) for t in Trait}
    traits = (raised[0], raised[1], raised[2], raised[3])
    explorers = list(state.explorers)
    explorers[who] = evolve(ex, alive=True, traits=traits)
    return state.evolve(explorers=tuple(explorers))
