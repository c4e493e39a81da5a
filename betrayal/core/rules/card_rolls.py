"""Rolls that cards may change: which rolls, and the moment before their dice are thrown.

Cards that act on "any roll" (the Angel Feather, the Idol, the Lucky Stone, the Rabbit's
Foot) reach every roll an explorer makes: a script's roll (a trait roll, an event's dice,
the Bottle's, the Dark Dice's), dice of damage, the haunt roll, and an explorer's attack
and defence dice in a fight. The rules hear ``rolling_any`` before the dice are thrown
and ``rolled_any`` once they have landed (engine.py); a script's trait roll is also heard
as ``rolling`` and ``rolled``, for cards that act on trait rolls only. A monster's dice
are nobody's card's business.
"""

from __future__ import annotations

from betrayal.core.frames import RollDice, RollPurpose
from betrayal.core.state import GameState

CARD_ROLLS = frozenset(
    {
        RollPurpose.SCRIPT,
        RollPurpose.DAMAGE,
        RollPurpose.HAUNT,
        RollPurpose.ATTACK,
        RollPurpose.DEFEND,
    }
)


def open_roll(state: GameState, roll: RollDice) -> GameState:
    """Put a roll on the stack; the cards in play hear of it before any die is thrown."""
    state = state.evolve(frames=(*state.frames, roll))
    if roll.purpose not in CARD_ROLLS or roll.explorer < 0:
        return state
    return state.game.scripts.fire(state, "rolling_any", (roll.explorer,))
