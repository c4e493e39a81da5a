"""3rd-edition haunt 39, Hive Mind: the Giant Wasp in the traitor's place, its Eggs about
the house, the hatching at the end of each monster turn and the hunt for the queen."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import finish_monster_turn, monster_turn

HAUNT = 39
TRAITOR = 2  # highest Knowledge but the revealer (seat 1)
EGG = "haunt:39:egg"


def _queen(room: str = "ballroom") -> MonsterState:
    return MonsterState("giant_wasp#1", "giant_wasp", room)


def _worker(n: int, room: str = "ballroom") -> MonsterState:
    return MonsterState(f"worker#{n}", "worker", room)


def _kinds(s: GameState) -> list[tuple[str, str]]:
    return sorted((m.kind, m.room) for m in s.monsters)


def test_the_traitor_gives_way_to_the_giant_wasp_and_five_eggs_are_laid() -> None:
    s = revealed(HAUNT)
    assert s.traitor == TRAITOR and not s.explorers[TRAITOR].alive
    assert s.explorers[TRAITOR].cards == ()
    assert _kinds(s) == [("giant_wasp", "kitchen"), ("worker", "kitchen"), ("worker", "kitchen")]
    eggs = [r for t, r in s.tokens if t == EGG]
    assert len(eggs) == 5 == len(set(eggs))
    assert all(s.house.floor_of(r).value in ("ground", "upper") for r in eggs)
    assert haunt_vars(s, HAUNT)["track"] == 4  # four players
    assert s.current_player() == 3  # left of the traitor


def _destroy(face: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, eggs=5)
    s = meet(s, "ballroom").turn(0).build()
    s = s.evolve(carried=((EGG, 0), (EGG, 0)))
    s = s.apply("use haunt:39 destroy_egg")
    return roll_all(s, face)


def test_a_good_knowledge_roll_destroys_every_egg_the_hero_carries() -> None:
    s = _destroy(2)  # four dice of Knowledge, 8
    assert s.carried == ()
    v = haunt_vars(s, HAUNT)
    assert v["eggs"] == 3 and v["spare"] == 2
    assert s.monsters == ()


def test_a_poor_roll_hatches_a_worker_wasp_on_the_heros_tile() -> None:
    s = _destroy(1)  # 4
    assert len(s.carried) == 2
    assert haunt_vars(s, HAUNT)["eggs"] == 5
    assert _kinds(s) == [("worker", "ballroom")]


def _strike_queen(eggs: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, eggs=eggs)
    sc = meet(s, "ballroom", _queen())
    sc.trait(0, Trait.MIGHT, 7)
    s = sc.turn(0).build()
    return roll_all(s.apply("attack giant_wasp#1"), 1)


def test_beating_the_giant_wasp_wins_unless_the_eggs_weigh_the_attack_down() -> None:
    free = _strike_queen(0)
    assert free.is_terminal() and free.winner == "heroes"
    # The same dice with three Eggs in the house: the hero's total falls below the Wasp's.
    weighed = _strike_queen(3)
    assert not weighed.is_terminal()
    frame = weighed.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0


def test_eggs_hatch_and_the_track_runs_down_to_the_traitors_win() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, eggs=2, track=2)
    s = meet(s, "ballroom").build()
    s = s.evolve(tokens=((EGG, "larder"),), carried=((EGG, 0),))
    s = finish_monster_turn(monster_turn(s, TRAITOR))
    assert _kinds(s) == [("worker", "ballroom"), ("worker", "larder")]
    assert haunt_vars(s, HAUNT)["track"] == 1 and not s.is_terminal()
    s = finish_monster_turn(monster_turn(s, TRAITOR))
    assert s.is_terminal() and s.winner == "traitor"


def test_no_egg_in_the_house_stops_the_track() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, eggs=0, track=2)
    s = meet(s, "ballroom").build()
    s = s.evolve(tokens=())
    s = finish_monster_turn(monster_turn(s, TRAITOR))
    assert haunt_vars(s, HAUNT)["track"] == 2
    assert s.monsters == ()


def test_worker_wasps_sting_and_die() -> None:
    s = meet(revealed(HAUNT), "ballroom", _worker(1), _worker(2), _worker(3)).build()
    s = roll_all(monster_turn(s, TRAITOR), 0)  # the Workers' Speed
    s = s.apply("use haunt:39 defend_swarm").apply("choose 2")  # two of three sting
    s = s.apply("choose 0")
    s = roll_all(s, 2)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0 and frame.points == 2
    while "damage might" in names(s):
        s = s.apply("damage might")
    s = roll_all(s.apply("choose 3"), 1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 3 and frame.points == 1
    assert [m.kind for m in s.monsters] == ["worker"]


def test_the_giant_wasp_lays_an_egg_on_a_body_while_an_egg_is_spare() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, eggs=4, spare=1)
    s = meet(s, "ballroom", _queen()).build()
    dead = [attrs.evolve(e, alive=False) if i == 0 else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead), tokens=())
    s = with_vars(s, HAUNT, corpses=(0,))
    s = s.evolve(piles=(("ballroom", ("flashlight",)),))
    s = roll_all(monster_turn(s, TRAITOR), 0)
    s = s.apply("use haunt:39 lay_eggs 0")
    assert [r for t, r in s.tokens if t == EGG] == ["ballroom"]
    v = haunt_vars(s, HAUNT)
    assert v["eggs"] == 5 and v["spare"] == 0 and v["corpses"] == ()
    assert s.piles == () and "flashlight" in s.removed
    # With no Egg left aside, the Wasp cannot lay.
    again = with_vars(s, HAUNT, corpses=(0,))
    assert not [n for n in names(again) if "lay_eggs" in n]
