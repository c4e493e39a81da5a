"""How many dice a roll uses.

A trait roll uses as many dice as the trait's current value, a plain roll a fixed number,
and a damage roll adds up the dots. The box holds eight dice, so no roll uses more.
What a roll leads to is written in the rule text of the card, tile or haunt that asks
for it.
"""

from __future__ import annotations

from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.state import GameState
from betrayal.core.traits import Trait


def trait_dice(state: GameState, player: int, trait: Trait, bonus: int = 0) -> int:
    """Dice for a trait roll: the current value plus any bonus dice, at most eight."""
    return max(0, min(MAX_TRAIT_DICE, state.trait(player, trait) + bonus))


def plain_dice(count: int) -> int:
    return max(0, min(MAX_TRAIT_DICE, count))
