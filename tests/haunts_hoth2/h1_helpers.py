"""Shared helpers for the scenario tests of haunts 1 to 7: a revealed game with its setup
questions answered, haunt variables set by hand, and rolls fed die by die."""

from __future__ import annotations

from betrayal.core.state import GameState
from betrayal.testing import (
    clip_for,
    dice,
    hero_of,
    late_house,
    meet,
    names,
    revealed_in,
    roll_all,
    with_haunt_vars,
)
from betrayal.testing.houses import LATE_OMEN

__all__ = [
    "dice",
    "hero_of",
    "meet",
    "names",
    "position",
    "revealed",
    "roll_all",
    "with_vars",
]


def revealed(number: int) -> GameState:
    """The game at the reveal of haunt ``number`` by seat 1 in the late house, setup
    choices answered with the first option."""
    return revealed_in(late_house(), number, 1, LATE_OMEN)


# The shared helpers, under the names these tests already use.
with_vars = with_haunt_vars
position = clip_for
