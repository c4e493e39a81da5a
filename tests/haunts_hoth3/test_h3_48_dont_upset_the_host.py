"""3rd-edition haunt 48, Don't Upset the Host!: the Head of the House carrying the Skull,
the Skull's bite, the traitor who comes back and the Panic Room that wins."""

from __future__ import annotations

from h3_helpers import names, revealed, roll_all, throw

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import place_damage
from betrayal.testing.haunts import meet

HAUNT = 48


def _head(room: str = "ballroom") -> MonsterState:
    return MonsterState("head#1", "head", room, cards=("skull",))


def test_the_head_waits_in_the_bloody_room_with_the_skull() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 0  # the highest Might
    assert s.explorers[0].traits[0] == 4  # healed, then one more Might (from 3)
    assert [(m.kind, m.room, m.cards) for m in s.monsters] == [("head", "bloody_room", ("skull",))]
    assert all("skull" not in e.cards for e in s.explorers)


def _hero_strikes_head(hero_face: int) -> GameState:
    s = meet(revealed(HAUNT), "ballroom", _head()).turn(1).build()
    s = s.apply("attack head#1")
    return throw(s, s.frames[-1].dice, hero_face, 0)  # type: ignore[union-attr]


def test_a_hero_who_beats_the_head_kills_it_and_takes_the_skull() -> None:
    s = _hero_strikes_head(2)
    assert s.monsters == ()
    assert "skull" in s.explorers[1].cards
    # A lost attack leaves it on the board with its Skull.
    lost = _hero_strikes_head(0)
    assert [m.cards for m in lost.monsters] == [("skull",)]
    assert "skull" not in lost.explorers[1].cards


def _end_turn_with_skull(face: int) -> GameState:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(1, "skull")
    s = sc.turn(1).build()
    return roll_all(s.apply("end"), face)


def test_the_skull_bites_a_hero_who_ends_a_turn_with_it_on_a_poor_speed_roll() -> None:
    bitten = _end_turn_with_skull(0)
    frame = bitten.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 1 and frame.points == 2
    assert frame.kind is DamageKind.PHYSICAL
    safe = _end_turn_with_skull(2)
    assert not any(isinstance(f, PlaceDamage) for f in safe.frames)


def test_carrying_the_skull_into_the_panic_room_wins_for_the_heroes() -> None:
    sc = meet(revealed(HAUNT), "crawlspace")
    sc.give(1, "skull")
    s = sc.turn(1).build().apply("move S")
    assert s.explorers[1].room == "panic_room"
    assert s.is_terminal() and s.winner == "heroes"
    # Without the Skull the room is only a room.
    s = meet(revealed(HAUNT), "crawlspace").turn(1).build().apply("move S")
    assert not s.is_terminal()


def test_the_traitor_holding_the_skull_revives_the_host_on_their_tile() -> None:
    sc = meet(revealed(HAUNT), "larder")
    sc.give(0, "skull")
    s = sc.turn(0).build()
    assert "use haunt:48 revive_host" in names(s)
    s = s.apply("use haunt:48 revive_host")
    assert [(m.kind, m.room, m.cards) for m in s.monsters] == [("head", "larder", ("skull",))]
    assert "skull" not in s.explorers[0].cards
    assert "use haunt:48 revive_host" not in names(s)


def test_the_traitor_killed_comes_back_healed_in_the_bloody_room() -> None:
    sc = meet(revealed(HAUNT), "larder")
    sc.trait(0, Trait.MIGHT, 1)
    s = sc.turn(1).build().apply("attack 0")
    s = throw(s, s.frames[-1].dice, 2, 0)  # type: ignore[union-attr]
    s = place_damage(s, Trait.MIGHT)
    traitor = s.explorers[0]
    assert traitor.alive and traitor.room == "bloody_room"
    assert traitor.traits[0] >= 3
    assert not s.is_terminal()
