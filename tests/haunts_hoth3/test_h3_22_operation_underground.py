"""3rd-edition haunt 22, Operation: Underground: heroes waking in the Basement, the way
out by the Entrance Hall or the Graveyard, the traitor held to the Laboratory, and the
Zombies rising at the end of the traitor's turn."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, hero_of, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage

HAUNT = 22


def test_setup_heroes_wake_in_a_bare_basement_and_the_traitor_in_the_laboratory() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 2  # left of the revealer, seat 1
    for i, e in enumerate(s.explorers):
        assert e.room == ("laboratory" if i == s.traitor else "basement_landing")
    basement = [t.room for t in s.house.tiles if t.floor.value == "basement"]
    assert basement == ["basement_landing"]
    assert "catacombs" in s.room_stack  # lifted back into the stack
    assert s.current_player() == 3  # the player left of the traitor starts


def _escape_try(faces: tuple[int, ...], key: bool) -> GameState:
    s = revealed(HAUNT)
    hero = hero_of(s)
    sc = meet(s, "entrance_hall")
    if key:
        sc.give(hero, "skeleton_key")
    s = sc.turn(hero).build()
    assert "use haunt:22 escape" in names(s)
    s = s.apply("use haunt:22 escape")
    for face in faces:
        s = s.apply(f"die {face}")
    return roll_all(s, 0)


def test_a_speed_roll_of_six_from_the_entrance_hall_gets_out() -> None:
    assert _escape_try((2, 2, 2), key=False).winner == "heroes"
    assert _escape_try((2, 2, 1), key=False).winner is None


def test_the_skeleton_key_adds_two_to_the_escape_roll() -> None:
    assert _escape_try((2, 2), key=True).winner == "heroes"
    assert _escape_try((2, 1), key=True).winner is None


def test_no_way_out_from_an_ordinary_room() -> None:
    s = revealed(HAUNT)
    s = meet(s, "ballroom").turn(hero_of(s)).build()
    assert "use haunt:22 escape" not in names(s)


def test_the_traitor_stays_in_the_laboratory_until_a_hero_is_upstairs() -> None:
    s = revealed(HAUNT)
    held = meet(s, "laboratory").turn(s.traitor).build()
    assert not [n for n in names(held) if n.startswith("move ")]
    freed = meet(with_vars(s, HAUNT, hero_up=True), "laboratory").turn(s.traitor).build()
    assert [n for n in names(freed) if n.startswith("move ")]


def test_a_hero_reaching_the_ground_floor_frees_the_traitor() -> None:
    s = revealed(HAUNT)
    hero = hero_of(s)
    assert not haunt_vars(s, HAUNT).get("hero_up", False)
    s = meet(s, "basement_landing").at(hero, "hallway").turn(hero).build()
    s = s.apply(next(n for n in names(s) if n.startswith("move ")))
    assert s.explorers[hero].room != "hallway"
    assert haunt_vars(s, HAUNT)["hero_up"] is True


def _zombies(s: GameState, room: str) -> int:
    return sum(1 for m in s.monsters if m.kind == "zombie" and m.room == room)


def test_the_dead_rise_at_the_end_of_the_traitors_turn_in_the_laboratory() -> None:
    s = revealed(HAUNT)
    s = meet(s, "laboratory").turn(s.traitor).build()
    s = s.apply("end")
    # Four players: none for the Landing itself, but its doors all open onto nothing.
    assert _zombies(s, "basement_landing") == 1
    away = meet(revealed(HAUNT), "ballroom").turn(2).build()
    away = away.apply("end")
    assert _zombies(away, "basement_landing") == 0


def test_a_beaten_zombie_is_killed_not_stunned() -> None:
    s = revealed(HAUNT)
    hero = hero_of(s)
    sc = meet(s, "basement_landing", MonsterState("zombie#1", "zombie", "basement_landing"))
    s = sc.turn(hero).build()
    s = throw(s.apply("attack zombie#1"), 3, 2, 0)  # the hero's dice first
    assert not [m for m in s.monsters if m.kind == "zombie"]


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "laboratory").trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(s.traitor).build()
    dead = [attrs.evolve(e, alive=False) if i in (1, 3) else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead))
    t = s.traitor
    might = s.explorer_def(t).track(Trait.MIGHT).values[s.explorers[t].traits[Trait.MIGHT.index]]
    s = throw(s.apply("attack 0"), might, 2, 0)  # the traitor's dice all 2s, the hero's 0s
    assert s.winner is None
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[0].alive
    assert s.winner == "traitor"


def test_a_diversion_lays_a_new_basement_room() -> None:
    s = revealed(HAUNT)
    s = meet(s, "laboratory").turn(s.traitor).build()
    before = sum(1 for t in s.house.tiles if t.floor.value == "basement")
    s = s.apply("use haunt:22 diversion").apply("pick catacombs")
    while s.frames:  # where and how the tile is laid: the first place offered
        s = s.apply(s.legal_actions()[0])
    assert "catacombs" in s.house and "catacombs" not in s.room_stack
    after = sum(1 for t in s.house.tiles if t.floor.value == "basement")
    assert after == before + 1
    assert s.explorers[s.traitor].room == "laboratory"
