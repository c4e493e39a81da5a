"""3rd-edition haunt 38, The Sinister Soiree: Neighbors on the event-symbol tiles, more of
them every monster turn, calling the party off, the Ring's chain of strikes, the traitor
who comes back in the Kitchen, and each side's win."""

from __future__ import annotations

from h3_helpers import haunt_vars, hero_of, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import only_alive, place_damage
from betrayal.testing.haunts import monster_turn

HAUNT = 38
# The event-symbol tiles of the test house.
EVENT_TILES = {
    "laboratory",
    "kitchen",
    "guest_quarters",
    "cramped_passageway",
    "organ_room",
    "crawlspace",
    "furnace_room",
    "underground_lake",
    "chasm",
    "tower",
    "gallery",
    "statuary_corridor",
}


def _neighbors(s: GameState) -> list[str]:
    return [m.room for m in s.monsters if m.kind == "neighbor"]


def _neighbor(n: int, room: str) -> MonsterState:
    return MonsterState(f"neighbor#{n}", "neighbor", room)


def test_setup_one_neighbor_to_each_of_four_event_tiles_and_the_track_at_three() -> None:
    s = revealed(HAUNT)
    rooms = _neighbors(s)
    assert len(rooms) == 4  # four players
    assert len(set(rooms)) == 4
    assert set(rooms) <= EVENT_TILES, rooms
    assert haunt_vars(s, HAUNT)["track"] == 3


def _call_off(faces: int) -> GameState:
    s = revealed(HAUNT)
    hero = hero_of(s)
    s = meet(s, "kitchen").turn(hero).build()  # the Kitchen shows an event symbol
    s = s.apply("use haunt:38 call_off").apply("choose knowledge")
    return throw(s, 3, faces)  # three dice show the face, the rest blank


def test_calling_off_the_party_takes_six_or_more() -> None:
    assert haunt_vars(_call_off(2), HAUNT)["track"] == 2  # 6
    assert haunt_vars(_call_off(1), HAUNT)["track"] == 3  # 3


def test_the_end_of_the_monster_turn_brings_as_many_neighbors_as_the_track() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, track=2)
    s = monster_turn(meet(s, "kitchen").build(), s.traitor)
    while s.frames and names(s)[0].startswith("choose "):
        s = s.apply(names(s)[0])
    assert _neighbors(s) == ["laboratory", "kitchen"]


def test_a_beaten_neighbor_is_killed_not_stunned() -> None:
    s = revealed(HAUNT)
    s = meet(s, "kitchen", _neighbor(1, "kitchen")).turn(0).build()
    s = throw(s.apply("attack neighbor#1"), 5, 2)  # Might 5: five 2s, the Neighbor blanks
    assert _neighbors(s) == []


def _ring_attack(win_first: bool) -> GameState:
    """Seat 0 holds the Ring in the Kitchen with two Neighbors and strikes one with it."""
    s = revealed(HAUNT)
    sc = meet(s, "kitchen", _neighbor(1, "kitchen"), _neighbor(2, "kitchen"))
    sc.give(0, "ring")
    s = sc.turn(0).build()
    s = s.apply("attack neighbor#1 ring")
    return roll_all(s, 2 if win_first else 0)


def test_the_ring_strikes_again_after_a_won_attack_but_not_after_a_lost_one() -> None:
    won = _ring_attack(win_first=True)
    assert _neighbors(won) == ["kitchen"]
    assert "use haunt:38 ring_again" in names(won)
    assert "trade ring 1" not in names(won)  # it struck this turn
    again = roll_all(won.apply("use haunt:38 ring_again"), 2)
    assert _neighbors(again) == []
    lost = _ring_attack(win_first=False)
    while lost.frames and any(n.startswith("damage ") for n in names(lost)):
        lost = lost.apply(next(n for n in names(lost) if n.startswith("damage ")))
    assert "use haunt:38 ring_again" not in names(lost)


def test_the_traitor_struck_down_comes_back_in_the_kitchen_and_gives_up_the_ring() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    sc = meet(s, "ballroom").give(t, "ring").trait(t, Trait.MIGHT, 0).trait(t, Trait.SPEED, 0)
    s = sc.turn(0).build()
    s = throw(s.apply(f"attack {t}"), 5, 2)  # five 2s against blanks
    assert "steal ring" not in names(s)  # no theft in a fight in this edition
    s = place_damage(s)
    traitor = s.explorers[t]
    assert traitor.alive
    assert traitor.room == "kitchen"
    assert traitor.traits[Trait.MIGHT.index] > 0
    assert "ring" in s.explorers[0].cards
    assert "ring" not in traitor.cards


def test_heroes_win_ending_a_turn_with_no_neighbor_left() -> None:
    s = revealed(HAUNT)
    s = meet(s, "kitchen", _neighbor(1, "kitchen")).turn(0).build()
    s = throw(s.apply("attack neighbor#1"), 5, 2)
    assert s.winner is None
    s = s.apply("end")
    assert s.winner == "heroes"


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    sc = meet(s, "ballroom").trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(t).build()
    s = only_alive(s, 0, t)
    s = throw(s.apply("attack 0"), 4, 2)
    s = place_damage(s)
    assert s.winner == "traitor"
