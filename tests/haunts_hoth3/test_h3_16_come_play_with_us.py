"""3rd-edition haunt 16, Come Play With Us: the heroes dig up the house's dead to find the
Caretaker's Remains and lay them to rest in the Graveyard; Angry Ghosts rise from every
death."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import attacker_throws, monster_turn, place_damage, with_dead

HAUNT = 16
TRAITOR = 1  # the revealer
SANITY, KNOWLEDGE = 3, 2  # indexes in an explorer's traits


def _remains_rooms(s: GameState) -> list[str]:
    return sorted(room for token, room in s.tokens if token == "haunt:16:remains")


def _carried(s: GameState, seat: int) -> list[str]:
    return sorted(token.split(":")[-1] for token, who in s.carried if who == seat)


def test_setup_hides_the_remains_across_the_floors_and_raises_two_ghosts() -> None:
    s = revealed(HAUNT)
    rooms = _remains_rooms(s)
    assert len(rooms) == 5  # four players: {4/5/6/7}
    assert {s.house.floor_of(r).value for r in rooms} == {"basement", "ground", "upper"}
    bones = haunt_vars(s, HAUNT)["bones"]
    assert len(bones) == 1 and bones[0] in rooms
    assert haunt_vars(s, HAUNT)["spare_ghosts"] == 3
    ghosts = [m.room for m in s.monsters]
    assert len(ghosts) == 2
    heroes_rooms = {e.room for i, e in enumerate(s.explorers) if i != TRAITOR}
    assert not heroes_rooms & set(ghosts)


def _at_remains(caretaker: bool) -> GameState:
    """Seat 0's turn on a tile with face-down Remains: the Caretaker's or plain ones."""
    s = revealed(HAUNT)
    bones = haunt_vars(s, HAUNT)["bones"][0]
    room = bones if caretaker else next(r for r in _remains_rooms(s) if r != bones)
    return meet(s, room).turn(0).build()


def test_unearthing_takes_up_the_remains_face_up() -> None:
    s = _at_remains(caretaker=True).apply("use haunt:16 unearth")
    assert _carried(s, 0) == ["caretaker"]
    assert haunt_vars(s, HAUNT)["bones"] == ()
    s = _at_remains(caretaker=False).apply("use haunt:16 unearth")
    assert _carried(s, 0) == ["relic"]
    assert len(_remains_rooms(s)) == 4


def test_identifying_takes_only_the_caretakers_remains() -> None:
    s = roll_all(_at_remains(caretaker=True).apply("use haunt:16 identify"), 2)
    assert _carried(s, 0) == ["caretaker"]
    plain = roll_all(_at_remains(caretaker=False).apply("use haunt:16 identify"), 2)
    assert _carried(plain, 0) == []
    assert len(_remains_rooms(plain)) == 4  # turned up and cleared away
    failed = roll_all(_at_remains(caretaker=True).apply("use haunt:16 identify"), 0)
    assert _carried(failed, 0) == []
    assert len(_remains_rooms(failed)) == 5


def _consecrate(face: int) -> GameState:
    s = _at_remains(caretaker=True).apply("use haunt:16 unearth")
    sc = meet(s, "graveyard")
    s = sc.turn(0).build()
    assert "use haunt:16 consecrate" in names(s)
    return roll_all(s.apply("use haunt:16 consecrate"), face)


def test_consecrating_the_caretakers_remains_wins_for_the_heroes() -> None:
    s = _consecrate(2)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_a_failed_consecration_costs_two_mental_damage() -> None:
    s = _consecrate(0)
    assert not s.is_terminal()
    assert s.frames[-1].points == 2
    assert s.frames[-1].kind.value == "mental"


def test_the_remains_weigh_on_their_carrier_at_the_start_of_the_traitors_turn() -> None:
    s = _at_remains(caretaker=False).apply("use haunt:16 unearth")
    s = meet(s, "ballroom").turn(TRAITOR).build()
    frames = [f for f in s.frames if hasattr(f, "points")]
    s2 = meet(_at_remains(caretaker=False), "ballroom").turn(TRAITOR).build()
    assert not [f for f in s2.frames if hasattr(f, "points")]
    assert frames and frames[-1].explorer == 0 and frames[-1].points == 1


def test_a_ghost_rises_where_a_hero_dies() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(TRAITOR).build()
    s = s.apply("attack 0")
    s = attacker_throws(s, 2, 0)
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[0].alive
    assert [m.room for m in s.monsters] == ["ballroom"]
    assert haunt_vars(s, HAUNT)["spare_ghosts"] == 2


def test_the_traitor_breaks_through_a_wall_to_a_hero() -> None:
    # The Chapel and the Graveyard touch, with no door between them.
    sc = meet(revealed(HAUNT), "chapel")
    sc.at(0, "graveyard")
    s = sc.turn(TRAITOR).build()
    assert "use haunt:16 break_through graveyard" in names(s)
    s = s.apply("use haunt:16 break_through graveyard")
    assert s.explorers[TRAITOR].room == "graveyard"
    sc = meet(revealed(HAUNT), "chapel")
    sc.at(0, "ballroom").at(2, "ballroom").at(3, "ballroom")
    assert not [n for n in names(sc.turn(TRAITOR).build()) if "break_through" in n]


def test_the_traitor_wins_when_the_last_hero_dies() -> None:
    ghost = MonsterState(ident="ghost#1", kind="ghost", room="ballroom")
    sc = meet(revealed(HAUNT), "ballroom", ghost)
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.build()
    s = with_vars(with_dead(s, 2, 3), HAUNT, spare_ghosts=0)
    s = monster_turn(s, TRAITOR)
    s = roll_all(s, 0)
    s = s.apply(next(n for n in names(s) if n.startswith("monster ghost#1 attack 0")))
    s = attacker_throws(s, 2, 0)
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[0].alive
    assert s.is_terminal()
    assert s.winner == "traitor"
