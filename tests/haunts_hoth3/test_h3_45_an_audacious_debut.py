"""3rd-edition haunt 45, An Audacious Debut: the traitor's deaths are only scenes while
the Number Track lasts, prop weapons cannot kill, and the heroes rewrite the script."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.testing import Scenario

HAUNT = 45


def _set_up() -> GameState:
    """The reveal, the traitor (seat 1) drawing the Map, then the Crossbow and Dynamite."""
    s = revealed(HAUNT)
    for card in ("map", "crossbow", "dynamite"):
        s = s.apply(f"card {card}")
    return s


def _take_damage(s: GameState) -> GameState:
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    return s


def _blow_at_the_traitor(track: int, weapon: str | None = None) -> GameState:
    """Seat 0 attacks the traitor, whose Might and Speed are at their lowest, in the
    Ballroom; every die a 1, so the traitor loses by 3 or more."""
    sc = meet(with_vars(_set_up(), HAUNT, track=track), "ballroom")
    if weapon:
        sc.give(0, weapon)
    sc.trait(1, Trait.MIGHT, 0).trait(1, Trait.SPEED, 0)
    s = sc.turn(0).build()
    s = s.apply(f"attack 1 {weapon}" if weapon else "attack 1")
    return _take_damage(roll_all(s, 1))


def test_the_traitor_arms_with_two_weapons_and_the_track_is_set() -> None:
    s = _set_up()
    assert s.explorers[1].cards == ("book", "crossbow", "dynamite")
    assert "map" not in [c for e in s.explorers for c in e.cards]
    assert haunt_vars(s, HAUNT)["track"] == 3  # four players
    assert s.current_player() == 2


def test_a_killed_traitor_gets_up_in_the_armory_and_plays_next() -> None:
    s = _blow_at_the_traitor(track=2)
    traitor = s.explorers[1]
    assert traitor.alive and traitor.room == "armory"
    assert traitor.traits[0] > 0 and traitor.traits[1] > 0  # healed
    assert haunt_vars(s, HAUNT)["track"] == 1
    assert not s.is_terminal()
    s = s.apply("end")
    assert s.current_player() == 1


def test_killing_the_traitor_with_the_track_at_zero_wins() -> None:
    s = _blow_at_the_traitor(track=0)
    assert not s.explorers[1].alive
    assert s.is_terminal() and s.winner == "heroes"


def test_a_prop_weapon_stops_at_the_lowest_value() -> None:
    s = _blow_at_the_traitor(track=0, weapon="machete")
    traitor = s.explorers[1]
    assert traitor.alive and traitor.traits[:2] == (0, 0)
    assert not s.is_terminal()


def test_steal_the_script_takes_the_book_on_four_or_more() -> None:
    sc = meet(_set_up(), "ballroom")
    sc.give(1, "book")
    s = sc.turn(0).build()
    assert "use haunt:45 rewrite" not in names(s)
    failed = roll_all(s.apply("use haunt:45 steal"), 0)
    assert failed.explorers[1].cards == ("book",)
    s = roll_all(s.apply("use haunt:45 steal"), 2)
    assert s.explorers[0].cards == ("book",)
    assert s.explorers[1].cards == ()


def test_rewriting_the_script_in_the_library_takes_one_off_the_track() -> None:
    sc = meet(_set_up(), "library")
    sc.give(0, "book")
    s = sc.turn(0).build()
    low = roll_all(s.apply("use haunt:45 rewrite"), 1)
    assert haunt_vars(low, HAUNT)["track"] == 3
    s = roll_all(s.apply("use haunt:45 rewrite"), 2)
    assert haunt_vars(s, HAUNT)["track"] == 2


def test_the_traitor_rolls_one_more_die_with_a_hero_on_an_event_tile() -> None:
    def fight_dice(room: str) -> int:
        sc = meet(_set_up(), room)
        s = sc.turn(1).build().apply("attack 0")
        n = 0
        while s.is_chance_node():
            s = s.apply("die 0")
            n += 1
        return n

    # Might 4 against Might 3 (Persephone and Jaden Jones at the start).
    assert fight_dice("gallery") == fight_dice("ballroom") + 1


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    sc = meet(_set_up(), "ballroom")
    for seat in (0, 2):
        sc.trait(seat, Trait.MIGHT, 0).trait(seat, Trait.SPEED, 0)
    s = sc.turn(1).build()
    s = s.evolve(
        explorers=tuple(
            attrs.evolve(e, alive=False) if i == 3 else e for i, e in enumerate(s.explorers)
        )
    )
    s = _take_damage(throw(s.apply("attack 0"), 4, 2, 0))
    assert not s.explorers[0].alive
    assert not s.is_terminal()
    s = Scenario(s).turn(1).build()
    s = _take_damage(throw(s.apply("attack 2"), 4, 2, 0))
    assert not s.explorers[2].alive
    assert s.is_terminal() and s.winner == "traitor"
