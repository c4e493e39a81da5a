"""Betrayal dice: six faces showing 0, 0, 1, 1, 2 and 2 dots."""

from __future__ import annotations

FACES = (0, 0, 1, 1, 2, 2)
# Each distinct face comes up one time in three.
OUTCOMES = (0, 1, 2)
PROBABILITY = 1 / 3
MAX_TRAIT_DICE = 8


def total_range(dice: int) -> range:
    """Every total that many dice can show."""
    return range(0, 2 * dice + 1)
