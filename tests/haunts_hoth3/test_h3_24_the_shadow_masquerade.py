"""3rd-edition haunt 24, The Shadow Masquerade: Seelie Flames to carry to the Chapel, the
traitor's dance, Fae Dancers keeping to the Ballroom and the Dark Queen's coming."""

from __future__ import annotations

from h3_helpers import haunt_vars, hero_of, meet, names, revealed, throw, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import only_alive, place_damage
from betrayal.testing.haunts import monster_turn

HAUNT = 24
FLAME = "haunt:24:flame"


def test_setup_flames_on_the_listed_rooms_dancers_and_traitor_in_the_ballroom() -> None:
    s = revealed(HAUNT)
    flames = sorted(r for t, r in s.tokens if t == FLAME)
    # Four players: three Flames, on the first three listed rooms in the house.
    assert flames == ["conservatory", "statuary_corridor", "tower"]
    assert haunt_vars(s, HAUNT)["aside"] == 0
    assert s.explorers[s.traitor].room == "ballroom"
    assert [m.room for m in s.monsters if m.kind == "dancer"] == ["ballroom", "ballroom"]
    assert not [m for m in s.monsters if m.kind == "queen"]


def _pick_up(faces: int) -> GameState:
    s = revealed(HAUNT)
    hero = hero_of(s)
    s = meet(s, "tower").turn(hero).build()
    s = s.apply("use haunt:24 pick_up").apply("choose speed")
    s = throw(s, faces, 2)
    return s


def test_a_flame_is_taken_either_way_but_burns_below_five() -> None:
    good = _pick_up(3)  # 6
    assert (FLAME, 0) in good.carried
    assert not any(n.startswith("damage ") for n in names(good))
    bad = _pick_up(2)  # 4
    assert (FLAME, 0) in bad.carried
    assert any(n.startswith("damage ") for n in names(bad))  # 2 general damage to place
    assert "use haunt:24 pick_up" not in names(good)  # one Flame to a hero


def _carrying_all_into_chapel(held: int) -> GameState:
    s = revealed(HAUNT)
    s = s.evolve(tokens=tuple(t for t in s.tokens if t[0] != FLAME))
    carried = tuple((FLAME, seat) for seat in (0, 2, 3)[:held])
    s = s.evolve(carried=carried)
    if held < 3:
        s = s.evolve(tokens=((FLAME, "kitchen"),))
    s = meet(s, "chapel").turn(0).build()
    return s.apply("end")


def test_heroes_win_ending_a_turn_with_every_flame_in_the_chapel() -> None:
    assert _carrying_all_into_chapel(3).winner == "heroes"
    assert _carrying_all_into_chapel(2).winner is None


def test_discovering_a_listed_room_brings_out_a_set_aside_flame() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, aside=1)
    assert "underground_cavern" not in s.house
    hero = hero_of(s)
    s = meet(s, "catacombs").turn(hero).build()  # a door of the Catacombs opens onto nothing
    s = s.evolve(room_stack=("underground_cavern",))
    for door in [n for n in names(s) if n.startswith("move ")]:
        t = s.apply(door)
        while t.frames and not t.is_terminal() and "underground_cavern" not in t.house:
            t = t.apply(t.legal_actions()[0])
        if "underground_cavern" in t.house:
            while t.frames and not t.is_terminal() and "end" not in names(t):
                t = t.apply(t.legal_actions()[0])  # the rules the find sets off
            s = t
            break
    assert "underground_cavern" in s.house
    assert (FLAME, "underground_cavern") in s.tokens
    assert haunt_vars(s, HAUNT)["aside"] == 0


def test_the_dance_moves_instead_of_hurting() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    s = meet(s, "ballroom").turn(t).build()
    assert "use haunt:24 dance 0" in names(s) or any("dance" in n for n in names(s))
    before = s.explorers[0].traits
    s = s.apply(next(n for n in names(s) if "dance" in n and n.endswith(" 0")))
    s = throw(s, s.trait(t, Trait.SPEED), 2)  # the traitor's Speed dice all 2s
    assert not any(n.startswith("damage ") for n in names(s))
    assert s.explorers[0].traits == before
    assert names(s)[0].startswith("choose")  # where the traitor steps


def test_dancers_only_attack_heroes_in_the_ballroom() -> None:
    s = revealed(HAUNT)
    away = meet(s, "kitchen", MonsterState("dancer#1", "dancer", "kitchen"))
    m = throw(monster_turn(away.build(), s.traitor), 0, 0)
    assert not [n for n in names(m) if " attack " in n]
    home = meet(s, "ballroom", MonsterState("dancer#1", "dancer", "ballroom"))
    m = throw(monster_turn(home.build(), s.traitor), 0, 0)
    assert [n for n in names(m) if " attack " in n]


def test_the_first_death_in_the_ballroom_brings_the_dark_queen() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    sc = meet(s, "ballroom").trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(t).build()
    s = throw(s.apply("attack 0"), s.trait(t, Trait.MIGHT), 2)
    s = place_damage(s)
    assert not s.explorers[0].alive
    assert [m.room for m in s.monsters if m.kind == "queen"] == ["ballroom"]


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
