"""Shared helpers for the scenario tests of the 3rd edition's haunts: a revealed game in
the 3rd-edition late house with its setup questions answered, haunt variables set by
hand, and rolls fed die by die."""

from __future__ import annotations

import attrs

from betrayal.core.frames import ScriptChoice
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, clip_for, dice, names, with_haunt_vars
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
    s = late_house3().reveal(number, revealer=revealer, omen=LATE_OMEN3).build()
    while s.frames and isinstance(s.frames[-1], ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    return s


with_vars = with_haunt_vars
position = clip_for


def haunt_vars(state: GameState, number: int) -> dict[str, object]:
    """The haunt's variables by name."""
    prefix = f"haunt:{number}:"
    return {k[len(prefix) :]: v for k, v in state.script_vars if k.startswith(prefix)}


def meet(state: GameState, room: str, *monsters: MonsterState) -> Scenario:
    """Every explorer fresh, empty-handed and in ``room``, nothing pending, only the given
    monsters on the board and no event's tokens left lying about."""
    tokens = tuple(t for t in state.tokens if t[0].startswith("haunt:"))
    sc = Scenario(attrs.evolve(state, frames=(), monsters=tuple(monsters), tokens=tokens))
    if room not in state.house:
        # The house does not hold this room: set it down apart from the rest of its
        # floor, so the test needs no door to reach it.
        floor = min(state.game.content.room(room).floors, key=lambda f: f.value)
        x = 2 + max(t.x for t in state.house.tiles if t.floor is floor)
        sc.room(room, floor, x, 0)
    for seat in range(state.players):
        sc.at(seat, room).fresh(seat)
    return sc


def hero_of(state: GameState) -> int:
    """A hero: the first seat that is not the traitor."""
    return next(i for i in range(state.players) if i != state.traitor)


def roll_all(state: GameState, face: int) -> GameState:
    """Throw every die pending now with the same face (stopping at a card draw)."""
    while state.is_chance_node() and str(state.legal_actions()[0]).startswith("die"):
        state = state.apply(f"die {face}")
    return state


def throw(state: GameState, first: int, face: int, rest: int = 0) -> GameState:
    """Throw the dice pending now: the first ``first`` show ``face``, the others ``rest``
    (stopping at a card draw)."""
    n = 0
    while state.is_chance_node() and str(state.legal_actions()[0]).startswith("die"):
        state = state.apply(f"die {face if n < first else rest}")
        n += 1
    return state
