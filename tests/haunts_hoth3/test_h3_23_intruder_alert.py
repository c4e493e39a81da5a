"""3rd-edition haunt 23, Intruder Alert: Machines to switch OFF, omen tiles to Wreck,
Robot Assistants that shrug off blows and fire lasers, and the heroes' shut-down."""

from __future__ import annotations

from h3_helpers import haunt_vars, hero_of, meet, names, revealed, throw, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage
from betrayal.testing.haunts import monster_turn

HAUNT = 23


def _on(s: GameState) -> list[str]:
    return [r for t, r in s.tokens if t == "haunt:23:machine_on"]


def test_setup_spreads_machines_over_the_floors_with_a_robot_on_each() -> None:
    s = revealed(HAUNT)
    on = _on(s)
    assert len(on) == 3  # four players
    floors = {s.house.floor_of(r).value for r in on}
    assert floors == {"basement", "ground", "upper"}
    assert sorted(m.room for m in s.monsters if m.kind == "robot") == sorted(on)


def _switch_off(total_dice: int) -> GameState:
    s = revealed(HAUNT)
    hero = hero_of(s)
    sc = meet(s, "entrance_hall", MonsterState("robot#1", "robot", "ballroom"))
    s = sc.turn(hero).build()
    assert "use haunt:23 switch_off" in names(s)
    s = throw(s.apply("use haunt:23 switch_off"), total_dice, 2)
    while s.frames and not s.is_chance_node() and s.current_player() == hero:
        offered = names(s)
        picks = [n for n in offered if n.startswith("choose")]
        if not picks:
            break
        s = s.apply(picks[0])
    return s


def test_a_knowledge_roll_of_five_turns_a_machine_off_and_stuns_a_robot() -> None:
    s = _switch_off(3)  # 6
    assert "entrance_hall" not in _on(s)
    assert ("haunt:23:machine_off", "entrance_hall") in s.tokens
    assert [m.stunned for m in s.monsters if m.kind == "robot"] == [True]
    failed = _switch_off(2)  # 4
    assert "entrance_hall" in _on(failed)
    assert [m.stunned for m in failed.monsters if m.kind == "robot"] == [False]


def _wreck(pairs: int) -> GameState:
    s = revealed(HAUNT)
    hero = hero_of(s)
    s = meet(s, "ballroom").turn(hero).build()
    return throw(s.apply("use haunt:23 wreck"), pairs, 2)


def test_a_might_roll_of_four_wrecks_an_omen_tile() -> None:
    s = _wreck(2)
    v = haunt_vars(s, HAUNT)
    assert v["wrecked"] == ("ballroom",) or list(v["wrecked"]) == ["ballroom"]
    assert v["track"] == 2
    assert "use haunt:23 wreck" not in names(s)
    missed = haunt_vars(_wreck(1), HAUNT)
    assert "ballroom" not in list(missed.get("wrecked", ()))


def test_no_wrecking_a_tile_without_an_omen_symbol() -> None:
    s = revealed(HAUNT)
    s = meet(s, "kitchen").turn(hero_of(s)).build()
    assert "use haunt:23 wreck" not in names(s)


def _end_turn(track: int, machines_left: bool) -> GameState:
    s = revealed(HAUNT)
    s = with_vars(s, HAUNT, track=track)
    if not machines_left:
        s = s.evolve(tokens=tuple(t for t in s.tokens if t[0] != "haunt:23:machine_on"))
    s = meet(s, "kitchen").turn(hero_of(s)).build()
    return s.apply("end")


def test_heroes_win_at_the_end_of_a_turn_with_every_machine_off_and_the_track_at_zero() -> None:
    assert _end_turn(0, machines_left=False).winner == "heroes"
    assert _end_turn(1, machines_left=False).winner is None
    assert _end_turn(0, machines_left=True).winner is None


def test_a_beaten_robot_is_not_stunned() -> None:
    s = revealed(HAUNT)
    hero = hero_of(s)
    s = meet(s, "kitchen", MonsterState("robot#1", "robot", "kitchen")).turn(hero).build()
    s = throw(s.apply("attack robot#1"), 3, 2)
    assert [m.stunned for m in s.monsters] == [False]


def _speed(s: GameState, seat: int) -> int:
    return (
        s.explorer_def(seat).track(Trait.SPEED).values[s.explorers[seat].traits[Trait.SPEED.index]]
    )


def test_robot_lasers_hurt_a_hero_in_sight_who_rolls_low() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "kitchen", MonsterState("robot#1", "robot", "kitchen"))
    s = monster_turn(sc.build(), s.traitor)
    s = throw(s, 0, 0)  # the Robots' speed
    assert "use haunt:23 lasers" in names(s)
    s = s.apply("use haunt:23 lasers").apply("choose 0")
    for _ in range(_speed(s, 0)):  # the hero's Speed: every die a blank
        s = s.apply("die 0")
    s = s.apply("die 1").apply("die 1")  # two dice of damage: 2 points
    before = s.explorers[0].traits
    s = place_damage(s)
    lost = sum(before) - sum(s.explorers[0].traits)
    assert lost == 2
    assert "monster robot#1 attack 0" not in names(s)  # the shot was its attack


def test_robot_lasers_miss_a_hero_who_rolls_five_and_jumps_aside() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "kitchen", MonsterState("robot#1", "robot", "kitchen"))
    s = monster_turn(sc.build(), s.traitor)
    s = throw(s, 0, 0)
    s = s.apply("use haunt:23 lasers").apply("choose 0")
    s = throw(s, 3, 2)  # 6: the hero dodges
    assert "choose" in names(s)[0]
    s = s.apply(s.legal_actions()[0])
    assert s.explorers[0].room != "kitchen"
