"""The movement primitives (library/movement.py) on a small test haunt: a load that makes
each step dearer (the `move_cost` static) and moves lost at the start of a turn."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Game, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario

PORTERS = Path(__file__).parent.parent / "haunts" / "porters.haunt"


def _start(game: Game) -> GameState:
    s = game.new_state(seed=2, haunt=950)
    traitor = s.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(3):
        sc.fresh(seat).at(seat, s.explorers[traitor].room)
    return sc.build()


def test_a_load_makes_each_step_dearer_and_moves_can_be_lost() -> None:
    s = _start(Game(players=3, scripts=[PORTERS]))
    traitor = s.traitor
    assert traitor is not None
    hero = (traitor + 1) % 3
    s = Scenario(s).turn(traitor).build()
    assert s.turn.moves_left == max(1, s.trait(traitor, Trait.SPEED) - 1)
    s = Scenario(s).turn(hero).build().apply("use haunt:950 lift")
    # No opponent in the way here: the traitor is moved off first.
    s = Scenario(s).at(traitor, "entrance_hall").at(hero, "foyer").build()
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, moves_left=6))
    s = s.apply("move N")
    assert s.explorers[hero].room != "foyer" and s.turn.moves_left == 3


def test_a_passage_a_rule_opened_counts_as_a_way_for_distances() -> None:
    from betrayal.testing import late_house, value_of

    s = late_house().build()
    rooms = [r for r in value_of(s, "rooms_in_house()") if r != "entrance_hall"]
    far = max(rooms, key=lambda r: value_of(s, f"distance(entrance_hall, {r})"))
    assert value_of(s, f"distance(entrance_hall, {far})") > 1
    assert far not in value_of(s, "rooms_near(entrance_hall, way)")
    # Secret stairs from the Entrance Hall to that room: one space, and a way out of it.
    opened = attrs.evolve(s, passages=(("entrance_hall", far),))
    assert value_of(opened, f"distance(entrance_hall, {far})") == 1
    assert value_of(opened, f"distance({far}, entrance_hall)") == 1
    assert far in value_of(opened, "rooms_near(entrance_hall, way)")
    # Through doors only, the passage is no door.
    assert far not in value_of(opened, "rooms_near(entrance_hall, door)")
