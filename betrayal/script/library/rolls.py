"""How many dice a script's trait roll uses."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.access import script_set


def dice_for_roll(state: GameState, ctx: Ctx, who: int, trait: object, extra: int = 0) -> int:
    """A trait roll uses the trait's current value in dice, changed by the script's own
    ``extra`` and by every live ``extra_dice`` static (at most eight dice; a roll that
    loses dice to a static still rolls at least one)."""
    assert isinstance(trait, Trait)
    event_roll = ctx.script.startswith("event:")
    binds = (("roller", who), ("rolled", trait), ("event_roll", event_roll))
    changes = script_set(state).static_amounts(state, "extra_dice", binds)
    dice = trait_dice(state, who, trait, extra + sum(changes))
    if any(c < 0 for c in changes) and state.trait(who, trait) > 0:
        dice = max(1, dice)
    return dice
