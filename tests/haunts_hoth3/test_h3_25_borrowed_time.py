"""3rd-edition haunt 25, Borrowed Time: Spell Ingredients found trait by trait, the spell
broken in the Armory, the Armor passed on by the traitor's blows and draining its wearer,
and a traitor who will not stay dead."""

from __future__ import annotations

from h3_helpers import haunt_vars, hero_of, meet, names, revealed, throw, with_vars

from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.testing import Scenario, only_alive, place_damage
from betrayal.testing.houses3 import LATE_OMEN3, late_house3

HAUNT = 25
TRAITS = (Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY)


def _find(room: str, twos: int, found: tuple[Trait, ...] = ()) -> GameState:
    s = revealed(HAUNT)
    if found:
        s = with_vars(s, HAUNT, found=found)
    s = meet(s, room).turn(hero_of(s)).build()
    assert "use haunt:25 find" in names(s)
    return throw(s.apply("use haunt:25 find"), twos, 2)


def test_the_traitor_is_left_of_the_revealer_and_the_next_seat_starts() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 2  # the revealer is seat 1
    assert s.current_player() == 3
    assert not s.monsters  # no monsters in this haunt


def test_a_speed_roll_of_four_in_the_kitchen_finds_the_speed_ingredient() -> None:
    s = _find("kitchen", 2)  # 4
    assert list(haunt_vars(s, HAUNT)["found"]) == [Trait.SPEED]
    assert ("haunt:25:speed_ingredient", "kitchen") in s.tokens
    missed = _find("kitchen", 1)  # 2
    assert list(haunt_vars(missed, HAUNT).get("found", ())) == []


def test_an_ingredient_once_found_is_not_looked_for_again() -> None:
    s = revealed(HAUNT)
    s = with_vars(s, HAUNT, found=(Trait.SPEED,))
    kitchen = meet(s, "kitchen").turn(hero_of(s)).build()
    assert "use haunt:25 find" not in names(kitchen)
    larder = meet(s, "larder").turn(hero_of(s)).build()
    assert "use haunt:25 find" in names(larder)


def _break(found: tuple[Trait, ...], twos: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, found=found)
    return throw(
        meet(s, "armory").turn(hero_of(s)).build().apply("use haunt:25 break_spell"), twos, 2
    )


def test_the_spell_breaks_on_sanity_five_once_enough_ingredients_are_found() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, found=(Trait.SPEED,))
    early = meet(s, "armory").turn(hero_of(s)).build()
    assert "use haunt:25 break_spell" not in names(early)  # four players need two
    assert _break((Trait.SPEED, Trait.MIGHT), 3).winner == "heroes"  # 6
    failed = _break((Trait.SPEED, Trait.MIGHT), 2)  # 4
    assert failed.winner is None
    fresh = meet(revealed(HAUNT), "armory").build()
    assert failed.trait(0, Trait.SANITY) == fresh.trait(0, Trait.SANITY) - 1


def test_the_traitors_might_blow_passes_the_armor_instead_of_hurting() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    s = meet(s, "kitchen").give(t, "armor").turn(t).build()
    before = s.explorers[0].traits
    s = throw(s.apply("attack 0"), s.trait(t, Trait.MIGHT), 2)
    assert not any(n.startswith("damage ") for n in names(s))
    assert "armor" in s.explorers[0].cards and "armor" not in s.explorers[t].cards
    assert s.explorers[0].traits == before


def test_the_armor_drains_its_hero_into_the_traitor_at_the_end_of_the_traitors_turn() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    s = meet(s, "kitchen").give(0, "armor").turn(t).build()
    hero_before = [s.explorers[0].traits[tr.index] for tr in TRAITS]
    traitor_before = [s.explorers[t].traits[tr.index] for tr in TRAITS]
    s = s.apply("end")
    assert [s.explorers[0].traits[tr.index] for tr in TRAITS] == [v - 1 for v in hero_before]
    assert [s.explorers[t].traits[tr.index] for tr in TRAITS] == [v + 1 for v in traitor_before]


def test_a_fallen_traitor_rises_on_the_armors_tile_healed() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    hero = hero_of(s)
    sc = meet(s, "kitchen").give(hero, "armor", "gun").trait(t, Trait.MIGHT, 0)
    sc.trait(t, Trait.SPEED, 0)
    s = sc.turn(hero).build()
    s = throw(s.apply("attack 2"), s.trait(hero, Trait.MIGHT), 2)
    s = place_damage(s)
    assert s.explorers[t].alive
    assert haunt_vars(s, HAUNT)["fallen"] is True
    assert "attack 2" not in names(s)  # a fallen traitor is out of reach
    low = s.explorers[t].traits[Trait.MIGHT.index]
    start = s.explorer_def(t).track(Trait.MIGHT).start
    assert low < start
    # The hero walks off with the Armor to the Larder; the traitor's turn comes.
    assert "armor" in s.explorers[hero].cards
    s = Scenario(s.evolve(frames=())).at(hero, "larder").turn(t).build()
    assert s.explorers[t].room == "larder"
    assert s.explorers[t].traits[Trait.MIGHT.index] == start
    assert haunt_vars(s, HAUNT)["fallen"] is False


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    sc = meet(s, "kitchen").trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(t).build()
    s = only_alive(s, 0, t)
    s = throw(s.apply("attack 0"), s.trait(t, Trait.MIGHT), 2)
    assert s.winner is None
    s = place_damage(s)
    assert s.winner == "traitor"


def test_the_traitors_traits_are_healed_at_the_reveal() -> None:
    sc = late_house3().trait(2, Trait.MIGHT, 0).trait(2, Trait.SANITY, 0)
    s = sc.reveal(HAUNT, revealer=1, omen=LATE_OMEN3).build()
    assert s.traitor == 2
    for trait in (Trait.MIGHT, Trait.SANITY):
        assert s.explorers[2].traits[trait.index] == s.explorer_def(2).track(trait).start
