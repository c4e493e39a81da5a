"""3rd-edition haunt 9, Let Bygones be Bygones: everyone for themselves, the Idol's
growing strength, buried items and the last explorer alive."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage, run_script

HAUNT = 9


def _might_attack(idol: bool, track: int = 1, weapon: str | None = None) -> GameState:
    """Seat 0 attacks seat 1 with Might in the Ballroom, every die a 1: seat 0 rolls 5
    dice, seat 1 rolls 4."""
    s = with_vars(revealed(HAUNT), HAUNT, track=track)
    sc = meet(s, "ballroom")
    if idol:
        sc.give(0, "idol")
    s = sc.turn(0).build()
    s = s.apply("attack 1")
    return roll_all(s, 1)


def _points(s: GameState) -> int:
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 1
    return frame.points


def test_nobody_is_the_traitor_and_the_player_left_of_the_revealer_starts() -> None:
    s = revealed(HAUNT)
    assert s.traitor is None
    assert s.current_player() == 2  # the revealer is seat 1


def test_the_idol_adds_the_number_track_to_might_attacks() -> None:
    assert _points(_might_attack(idol=False)) == 1
    assert _points(_might_attack(idol=True)) == 2
    assert _points(_might_attack(idol=True, track=3)) == 4


def _deadly_blow(others_dead: bool = False) -> GameState:
    """Seat 0 holds the Idol and beats seat 1, whose Might and Speed are at their lowest,
    by 3 (every die a 1: 5 + 1 against 3); seat 1 takes the blow on Might and dies."""
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(0, "idol")
    sc.trait(1, Trait.MIGHT, 0).trait(1, Trait.SPEED, 0)
    s = sc.turn(0).build()
    if others_dead:
        dead = [
            attrs.evolve(e, alive=False) if i in (2, 3) else e for i, e in enumerate(s.explorers)
        ]
        s = s.evolve(explorers=tuple(dead))
    s = roll_all(s.apply("attack 1"), 1)
    s = place_damage(s, Trait.MIGHT)
    return s


def test_a_kill_by_the_idols_holder_moves_the_track_up() -> None:
    s = _deadly_blow()
    assert not s.explorers[1].alive
    assert haunt_vars(s, HAUNT)["track"] == 2


def test_buried_items_strengthen_a_bare_handed_might_attack() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "ballroom")
    sc.give(0, "flashlight", "lucky_coin")
    s = sc.turn(0).build()
    for _ in range(2):
        bury = [n for n in names(s) if n.startswith("use haunt:9 bury")]
        assert bury, names(s)
        s = s.apply(bury[0])
    assert s.explorers[0].cards == ()
    s = roll_all(s.apply("attack 1"), 1)
    assert _points(s) == 3  # 5 + 2 buried against 4


def test_the_last_explorer_alive_wins_alone() -> None:
    s = _deadly_blow(others_dead=True)
    assert s.is_terminal()
    assert s.winner == "0"


def test_beating_the_idols_holder_may_take_the_idol_and_nothing_else() -> None:
    # Seat 1 holds the Idol and the Book; seat 0 beats them with Might (5 dice of 2
    # against 4 blanks plus the Idol's 1).
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(1, "idol", "book")
    s = sc.turn(0).build()
    assert set(s.explorers[1].cards) == {"idol", "book"}
    s = s.apply("attack 1")
    s = run_script(s, ["die 2"] * 5 + ["die 0"] * 4)
    assert "steal idol" in names(s) and "steal book" not in names(s)
    s = s.apply("steal idol")
    assert "idol" in s.explorers[0].cards and "idol" not in s.explorers[1].cards
