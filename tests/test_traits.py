"""Trait tracks, the skull, and damage placed point by point."""

from __future__ import annotations

from betrayal import IllegalAction, Trait
from betrayal.content.model import Floor
from betrayal.core.rules.damage import roll_damage, shift_trait, take_damage
from betrayal.core.traits import SKULL, DamageKind, TraitTrack
from betrayal.testing import Scenario, run_script

ZOE = 0  # Zoe Ingstrom's Might track: 2 2 3 3 4 4 6 7, starting on the second 3
OX = 1


def test_rulebook_example_raise_by_two_on_repeated_values(scenario: Scenario) -> None:
    # The rulebook's example: Zoe's Might starts at 3; raised by 2 it shows 4, not 5.
    s = scenario.build()
    assert s.trait(ZOE, Trait.MIGHT) == 3
    s = shift_trait(s, ZOE, Trait.MIGHT, 2)
    assert s.trait(ZOE, Trait.MIGHT) == 4


def test_one_step_may_not_change_the_value(scenario: Scenario) -> None:
    s = scenario.build()
    s = shift_trait(s, ZOE, Trait.MIGHT, -1)  # 3 -> 3 (the first 3)
    assert s.trait(ZOE, Trait.MIGHT) == 3
    s = shift_trait(s, ZOE, Trait.MIGHT, -1)  # -> 2
    assert s.trait(ZOE, Trait.MIGHT) == 2


def test_trait_stops_at_its_maximum(scenario: Scenario) -> None:
    s = shift_trait(scenario.build(), ZOE, Trait.MIGHT, 20)
    assert s.trait(ZOE, Trait.MIGHT) == 7
    assert s.explorers[ZOE].position(Trait.MIGHT) == 7


def test_nobody_dies_before_the_haunt(scenario: Scenario) -> None:
    s = shift_trait(scenario.build(), ZOE, Trait.SANITY, -20)
    assert s.explorers[ZOE].position(Trait.SANITY) == 0
    assert s.trait(ZOE, Trait.SANITY) == 3  # Zoe's lowest Sanity
    assert s.explorers[ZOE].alive


def test_after_the_haunt_a_trait_can_reach_the_skull(scenario: Scenario) -> None:
    s = shift_trait(scenario.haunt_started().build(), ZOE, Trait.SANITY, -20)
    assert s.explorers[ZOE].position(Trait.SANITY) == SKULL
    assert s.trait(ZOE, Trait.SANITY) == 0


def test_track_helpers() -> None:
    track = TraitTrack((2, 2, 3, 3, 4, 4, 6, 7), 3)
    assert track.start_value == 3 and track.maximum == 7 and track.top == 7
    assert track.lower_by(1, 5, can_die=False) == 0
    assert track.lower_by(1, 5, can_die=True) == SKULL


def test_physical_damage_is_split_by_the_damaged_player(scenario: Scenario) -> None:
    s = take_damage(scenario.build(), OX, DamageKind.PHYSICAL, 3)
    assert s.current_player() == OX
    assert [str(a) for a in s.legal_actions()] == ["damage might", "damage speed"]
    might, speed = s.trait(OX, Trait.MIGHT), s.trait(OX, Trait.SPEED)
    s = run_script(s, ["damage might", "damage might", "damage speed"])
    # Ox's Might 5 is the third box of 4 5 5 6...: two steps down show 4.
    assert s.trait(OX, Trait.MIGHT) == 4 and might == 5
    assert s.trait(OX, Trait.SPEED) == 3 and speed == 4  # 2 2 2 3 4 5 5 6, from the 4
    assert not s.frames and s.current_player() == ZOE


def test_mental_damage_goes_on_knowledge_or_sanity(scenario: Scenario) -> None:
    s = take_damage(scenario.build(), ZOE, DamageKind.MENTAL, 1)
    assert [str(a) for a in s.legal_actions()] == ["damage knowledge", "damage sanity"]
    try:
        s.apply("damage might")
    except IllegalAction as e:
        assert "damage" in e.reason
    else:  # pragma: no cover - the rule is broken if we get here
        raise AssertionError("mental damage was put on Might")


def test_damage_dice_are_rolled_then_placed(scenario: Scenario) -> None:
    s = roll_damage(scenario.build(), ZOE, DamageKind.PHYSICAL, 2)
    s = run_script(s, ["die 2", "die 1"])
    frame = s.frames[-1]
    assert getattr(frame, "points", None) == 3
    s = run_script(s, ["damage speed"] * 3)
    assert s.explorers[ZOE].position(Trait.SPEED) == 0


def test_gallery_drop_deals_a_die_of_physical_damage() -> None:
    sc = Scenario.new()
    sc.room("gallery", Floor.UPPER, 0, 1, 0).room("ballroom", Floor.GROUND, 1, 1, 0)
    s = sc.at(ZOE, "gallery").turn(ZOE).build()
    assert "take ballroom" in [str(a) for a in s.legal_actions()]
    s = run_script(s, ["take ballroom", "die 2", "damage might", "damage speed"])
    assert s.explorers[ZOE].room == "ballroom"
    assert s.explorers[ZOE].position(Trait.MIGHT) == 2
    assert s.explorers[ZOE].position(Trait.SPEED) == 2
    # The drop is one way: no link back up from the Ballroom.
    assert not any(a.args == ("gallery",) for a in s.legal_actions())
