"""Effects on traits: gaining, losing, healing, and damage."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules.damage import shift_trait
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.ast import DeclKind
from betrayal.script.registry import Param, effect
from betrayal.script.scripts import script_set
from betrayal.script.types import EXPLORER, INT, TRAIT

WHO = Param("who", EXPLORER, doc="the explorer affected")
TRAIT_P = Param("trait", TRAIT)
AMOUNT = Param("amount", INT, 1, doc="how many spaces the clip moves")


@effect(
    "gain",
    WHO,
    TRAIT_P,
    AMOUNT,
    example="gain(actor, sanity, 1)",
    english="{who} gain {amount} {trait}",
)
def gain(state: GameState, ctx: Ctx, who: int, trait: Trait, amount: int) -> GameState:
    """Slide a trait's clip up by ``amount`` spaces (down if negative); it stops at the top."""
    return _raised(state, ctx, who, trait, shift_trait(state, who, trait, amount))


def _raised(state: GameState, ctx: Ctx, who: int, trait: Trait, after: GameState) -> GameState:
    """Tell the rules that a clip went up, and which card's rules moved it (a card that
    ends when an item raises a trait needs to know)."""
    if after.explorers[who].position(trait) <= state.explorers[who].position(trait):
        return after
    program = script_set(after).program(ctx.script)
    card = program.kind in (DeclKind.ITEM, DeclKind.OMEN, DeclKind.EVENT)
    source = (ctx.this,) if card else ()
    return script_set(after).fire(after, "raised", (who, trait, source))


@effect(
    "lose",
    WHO,
    TRAIT_P,
    AMOUNT,
    example="lose(actor, might, 1)",
    english="{who} lose {amount} {trait}",
)
def lose(state: GameState, ctx: Ctx, who: int, trait: Trait, amount: int) -> GameState:
    """Slide a trait's clip down by ``amount`` spaces. Losing is not damage: the trait is
    named, and no choice is made."""
    return shift_trait(state, who, trait, -amount)


@effect(
    "heal",
    WHO,
    TRAIT_P,
    example="heal(actor, knowledge)",
    english="{who} bring {trait} back up to its starting value",
)
def heal(state: GameState, ctx: Ctx, who: int, trait: Trait) -> GameState:
    """Raise a trait that is below its starting value back to it; otherwise nothing."""
    track = state.explorer_def(who).track(trait)
    position = state.explorers[who].position(trait)
    if position < track.start:
        raised = shift_trait(state, who, trait, track.start - position)
        return _raised(state, ctx, who, trait, raised)
    return state


@effect(
    "to_lowest",
    WHO,
    TRAIT_P,
    example="to_lowest(actor, speed)",
    english="{who}'s {trait} drops to its lowest value",
)
def to_lowest(state: GameState, ctx: Ctx, who: int, trait: Trait) -> GameState:
    """Drop a trait to its lowest printed value (never to the skull)."""
    position = state.explorers[who].position(trait)
    return shift_trait(state, who, trait, -max(0, position)) if position > 0 else state
