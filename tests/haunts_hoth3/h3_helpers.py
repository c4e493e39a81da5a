"""Shared helpers for the scenario tests of the 3rd edition's haunts: a revealed game in
the 3rd-edition late house with its setup questions answered, haunt variables set by
hand, and rolls fed die by die."""

from __future__ import annotations

from betrayal.core.state import GameState
from betrayal.testing import (
    clip_for,
    dice,
    haunt_vars,
    hero_of,
    meet,
    names,
    revealed_in,
    roll_all,
    throw,
    with_haunt_vars,
)
from betrayal.testing.houses3 import LATE_OMEN3, late_house3

__all__ = [
    "dice",
    "haunt_vars",
    "hero_of",
    "meet",
    "names",
    "position",
    "revealed",
    "roll_all",
    "throw",
    "with_vars",
]


def revealed(number: int, revealer: int = 1) -> GameState:
    """The game at the reveal of the 3rd edition's haunt ``number`` by ``revealer`` (seat 1,
    in the Library, by default) in the late house, setup choices answered with the first
    option."""
    return revealed_in(late_house3(), number, revealer, LATE_OMEN3)


with_vars = with_haunt_vars
position = clip_for
