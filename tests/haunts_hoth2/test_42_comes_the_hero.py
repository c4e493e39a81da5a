"""Haunt 42, Comes the Hero: an unchanging traitor, the statue that wears them down, and
the body carried to the gate."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.rules.damage import kill, shift_trait, take_damage
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind
from betrayal.testing import Scenario, haunt_var, names, run_script, with_haunt_vars

KEY = "haunt:42"
EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")


@pytest.fixture(scope="module")
def armed() -> GameState:
    """The traitor (seat 2) holds no weapon and is dealt one; the statue stands in the
    Foyer, where the haunt was revealed. Everyone then meets in the Entrance Hall area."""
    # The highest Might is the traitor's: Brandon Jaspers at Might 6 beats Ox Bellows' 5.
    # His Knowledge is at its lowest, for the set-up to restore.
    sc = Scenario.new(explorers=EXPLORERS)
    sc.room("pentagram_chamber", Floor.BASEMENT, 0, -1, 3)
    sc.trait(2, Trait.MIGHT, 5).trait(2, Trait.KNOWLEDGE, 0).at(1, "foyer")
    s = sc.reveal(42, revealer=1).build()
    assert s.traitor == 2 and s.tokens == ((f"{KEY}:statue", "foyer"),)
    assert haunt_var(s, 42, "immortal") is not True  # the set-up waits on the weapon
    assert "pick axe" in names(s)
    s = s.apply("pick axe")
    assert "axe" in s.explorers[2].cards and haunt_var(s, 42, "immortal") is True
    sc = Scenario(s)
    for seat in (0, 1, 3):
        sc.fresh(seat)
    return sc.at(0, "foyer").at(1, "entrance_hall").at(2, "foyer").at(3, "grand_staircase").build()


def test_the_traitor_is_restored_armed_and_beyond_harm(armed: GameState) -> None:
    s = armed
    traitor = s.explorers[2]
    for trait in Trait:
        assert traitor.position(trait) >= s.explorer_def(2).track(trait).start
    assert traitor.position(Trait.KNOWLEDGE) == s.explorer_def(2).track(Trait.KNOWLEDGE).start
    assert take_damage(s, 2, DamageKind.PHYSICAL, 3) == s
    assert shift_trait(s, 2, Trait.SANITY, -2) == s
    s = Scenario(s).turn(0).build()
    assert not any(n.startswith("attack") for n in names(s))


def test_the_holy_symbol_wakes_a_judge_that_wears_the_traitors_speed_down(armed: GameState) -> None:
    s = Scenario(armed).give(0, "holy_symbol").turn(0).build()
    assert f"use {KEY} wake holy_symbol" in names(s)
    s = s.apply(f"use {KEY} wake holy_symbol")
    assert haunt_var(s, 42, "form") == (Trait.SPEED,) and "holy_symbol" in s.removed
    before = s.explorers[2].position(Trait.SPEED)
    s = Scenario(s).turn(2).build()  # the traitor starts a turn beside the statue
    assert s.explorers[2].position(Trait.SPEED) == before - 1
    # Beaten by the traitor, the statue skips its next turn of wearing down.
    s = Scenario(with_haunt_vars(s, 42, dazed=True)).turn(2).build()
    assert s.explorers[2].position(Trait.SPEED) == before - 1 and haunt_var(s, 42, "dazed") is False


def test_the_traitor_may_fight_the_statue_at_no_cost(armed: GameState) -> None:
    s = Scenario(with_haunt_vars(armed, 42, form=(Trait.MIGHT,))).turn(2).build()
    might = s.trait(2, Trait.MIGHT)
    won = run_script(s, [f"use {KEY} smash"] + ["die 2"] * might + ["die 0"] * 8)
    assert haunt_var(won, 42, "dazed") is True and won.turn.attacked
    lost = run_script(s, [f"use {KEY} smash"] + ["die 0"] * might + ["die 2"] * 8)
    assert haunt_var(lost, 42, "dazed") is None and lost.explorers[2] == s.explorers[2]


def test_heroes_haul_the_woken_statue(armed: GameState) -> None:
    s = Scenario(with_haunt_vars(armed, 42, form=(Trait.MIGHT,))).turn(0).build()
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, [f"use {KEY} haul knowledge"] + ["die 0"] * (knowledge - 1) + ["die 1"])
    # One space: the Foyer itself or a room next to it.
    assert names(s)[0].startswith("choose")
    s = s.apply("choose entrance_hall")
    assert (f"{KEY}:statue", "entrance_hall") in s.tokens


def test_a_hero_slain_by_the_traitor_becomes_the_key_to_the_gate(armed: GameState) -> None:
    s = Scenario(armed).turn(2).build()
    s = kill(s, 0)  # seat 0 falls in the Foyer, on the traitor's turn
    s = Scenario(s).build()
    assert (f"{KEY}:body", "foyer") in s.tokens
    s = s.apply(f"use {KEY} shoulder")
    assert s.carried == ((f"{KEY}:body", 2),)
    # Hauling it costs two spaces a room (nobody else slows the traitor down).
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, moves_left=4))
    s = s.apply("move S")
    assert s.turn.moves_left == 2
    # At a gate room, Sanity or Knowledge 4+ opens Hell.
    assert f"use {KEY} gate sanity" not in names(s)
    s = Scenario(s).at(2, "pentagram_chamber").build()
    assert f"use {KEY} gate sanity" in names(s)
    sanity = s.trait(2, Trait.SANITY)
    s = run_script(s, [f"use {KEY} gate sanity"] + ["die 2"] * sanity)
    assert s.phase is Phase.OVER and s.winner == "traitor"
