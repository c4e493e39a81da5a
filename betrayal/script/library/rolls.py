"""How many dice a script's trait roll uses."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait


def dice_for_roll(state: GameState, ctx: Ctx, who: int, trait: object, extra: int = 0) -> int:
    """A trait roll uses the trait's current value in dice (at most eight)."""
    assert isinstance(trait, Trait)
    return trait_dice(state, who, trait, extra)
