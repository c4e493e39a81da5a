"""3rd-edition haunt 2, Friends Forever: the hidden traitor and the Number Track, the
walk back to the Landings, destroying the Ring (and the traitor's last-moment reveal), and
each side's win."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all

from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage

HAUNT = 2


def _dealt() -> GameState:
    """Seat 3 is dealt the 1: the hidden traitor."""
    return revealed(HAUNT).apply("deal 3")


def test_a_hidden_traitor_and_the_track_at_five_with_four_players() -> None:
    s = _dealt()
    assert s.traitor == 3 and s.traitor_hidden
    assert haunt_vars(s, HAUNT)["track"] == 5
    s = meet(s, "ballroom").turn(3).build()
    assert "unmask" not in names(s)  # no revealing at will
    assert "attack 0" in names(s)  # anyone may attack anyone


def test_the_revealers_turn_moves_the_track_and_calls_everyone_home() -> None:
    s = meet(_dealt(), "ballroom").turn(1).build().apply("end")
    assert haunt_vars(s, HAUNT)["track"] == 4
    s = s.apply("choose upper_landing")  # seat 0 goes back
    assert s.explorers[0].room == "upper_landing"
    s = s.apply("choose ballroom")  # seat 1 stays away: 2 mental damage
    assert s.explorers[1].room == "ballroom"
    assert any(n.startswith("damage") for n in names(s)), names(s)


def _destroy(face: int, reveal: bool = False) -> GameState:
    """Seat 0, with the Ring in the Ballroom (a time-disturbance tile) with everyone,
    rolls Speed with every die at ``face``."""
    sc = meet(_dealt(), "ballroom")
    sc.give(0, "ring")
    s = sc.turn(0).build()
    s = roll_all(s.apply("use haunt:2 destroy").apply("choose speed"), face)
    while s.frames and "choose True" in names(s):
        traitor_asked = s.frames[-1].player == 3
        s = s.apply("choose True" if reveal and traitor_asked else "choose False")
    return s


def test_a_failed_attempt_costs_six_damage_and_a_walk_to_a_landing() -> None:
    s = _destroy(0)  # 0 + 4 on the Ballroom: 4
    assert any(n.startswith("damage") for n in names(s))
    for n in ["might", "speed", "knowledge", "sanity", "might", "speed"]:
        s = s.apply(f"damage {n}")  # six points, spread over the traits
    s = s.apply("choose hallway")
    assert s.explorers[0].room == "hallway"
    assert "ring" in s.explorers[0].cards


def test_destroying_the_ring_forces_the_traitor_out_healed_and_stronger() -> None:
    before = _dealt().explorers[3].position(Trait.MIGHT)
    s = _destroy(1)  # Speed dice of 1, +4: 7 or more
    assert "ring" not in s.explorers[0].cards
    assert not s.traitor_hidden
    assert (
        s.explorers[3].position(Trait.MIGHT)
        == max(before, s.explorer_def(3).track(Trait.MIGHT).start) + 1
    )
    assert not s.is_terminal()


def test_the_traitor_can_spoil_the_attempt_by_sending_the_heroes_home() -> None:
    s = _destroy(1, reveal=True)
    assert not s.traitor_hidden
    for _ in range(3):  # the traitor sends each hero to the Upper Landing
        s = s.apply("choose upper_landing")
    assert {s.explorers[i].room for i in range(3)} == {"upper_landing"}
    # Without the Ballroom's bonus the roll falls short: 6 damage for seat 0.
    assert any(n.startswith("damage") for n in names(s))
    assert "ring" in s.explorers[0].cards


def test_the_heroes_win_when_the_traitor_dies() -> None:
    sc = meet(_dealt(), "ballroom")
    sc.trait(3, Trait.MIGHT, 0).trait(3, Trait.SPEED, 0)
    s = roll_all(sc.turn(0).build().apply("attack 3"), 2)
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[3].alive
    assert s.is_terminal() and s.winner == "heroes"


def test_the_traitor_wins_when_the_track_runs_out() -> None:
    s = meet(_dealt(), "upper_landing").turn(1).build()
    s = attrs.evolve(
        s, script_vars=tuple((k, 1 if k == "haunt:2:track" else v) for k, v in s.script_vars)
    )
    s = s.apply("end")
    assert haunt_vars(s, HAUNT)["track"] == 0
    while s.frames and "choose upper_landing" in names(s):
        s = s.apply("choose upper_landing")  # everyone is on the Landing already
    assert s.is_terminal() and s.winner == "traitor"
