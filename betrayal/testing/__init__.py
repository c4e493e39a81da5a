"""Helpers shipped for tests, ours and yours: scenarios, scripted chance, invariants."""

from betrayal.testing.expressions import value_of
from betrayal.testing.haunts import (
    attacker_throws,
    clip_for,
    dice,
    finish_monster_turn,
    haunt_var,
    haunt_vars,
    hero_of,
    lay_basement_stairs,
    meet,
    monster_turn,
    names,
    next_turn,
    only_alive,
    place_damage,
    revealed_in,
    roll_all,
    throw,
    with_dead,
    with_haunt_vars,
)
from betrayal.testing.houses import build_house, late_house
from betrayal.testing.invariants import check_invariants
from betrayal.testing.scenario import Scenario, run_script

__all__ = [
    "Scenario",
    "attacker_throws",
    "build_house",
    "check_invariants",
    "clip_for",
    "dice",
    "finish_monster_turn",
    "haunt_var",
    "haunt_vars",
    "hero_of",
    "late_house",
    "lay_basement_stairs",
    "meet",
    "monster_turn",
    "names",
    "next_turn",
    "only_alive",
    "place_damage",
    "revealed_in",
    "roll_all",
    "run_script",
    "throw",
    "value_of",
    "with_dead",
    "with_haunt_vars",
]
