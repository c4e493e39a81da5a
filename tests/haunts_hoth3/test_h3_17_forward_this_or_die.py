"""3rd-edition haunt 17, Forward This or Die: Gremlins only a Rune lets anyone hurt, and a
chain message drawn at the end of every hero's turn that may say DIE."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import attacker_throws, place_damage, with_dead

HAUNT = 17
TRAITOR = 1  # the revealer, in the Library


def _gremlin(n: int, room: str, kind: str = "gremlin") -> MonsterState:
    return MonsterState(ident=f"{kind}#{n}", kind=kind, room=room)


def test_setup_three_gremlins_with_the_traitor_and_the_messages_in_the_box() -> None:
    s = revealed(HAUNT)
    assert s.traitor == TRAITOR
    assert [(m.kind, m.room) for m in s.monsters] == [("gremlin", "library")] * 3
    assert haunt_vars(s, HAUNT)["box"] == 5  # four players: {6/5/4/3}
    assert s.current_player() == 2


def _research(face: int) -> GameState:
    sc = meet(revealed(HAUNT), "tower", _gremlin(1, "chapel"), _gremlin(2, "chapel"))
    s = sc.turn(0).build()
    assert "use haunt:17 research" in names(s)
    return roll_all(s.apply("use haunt:17 research"), face)


def test_research_on_the_phone_puts_a_rune_on_a_gremlin() -> None:
    s = _research(2)
    assert sorted(m.kind for m in s.monsters) == ["gremlin", "marked"]
    failed = _research(0)
    assert sorted(m.kind for m in failed.monsters) == ["gremlin", "gremlin"]
    assert failed.frames[-1].points == 1
    assert failed.frames[-1].kind.value == "mental"
    no_signal = meet(revealed(HAUNT), "ballroom", _gremlin(1, "chapel")).turn(0).build()
    assert "use haunt:17 research" not in names(no_signal)


def test_only_a_gremlin_with_a_rune_can_be_attacked_and_it_dies_when_beaten() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _gremlin(1, "ballroom"))
    assert "attack gremlin#1" not in names(sc.turn(0).build())
    sc = meet(revealed(HAUNT), "ballroom", _gremlin(1, "ballroom", "marked"))
    s = sc.turn(0).build()
    assert "attack marked#1" in names(s)
    s = s.apply("attack marked#1")
    s = attacker_throws(s, 2, 0)
    assert s.monsters == ()


def _end_turn(slip: int) -> GameState:
    """Seat 0 ends a turn in the Ballroom and draws message ``slip`` (0 is DIE); the
    traitor sends every Gremlin it may, each beating seat 0 by one (1 against blanks)."""
    sc = meet(revealed(HAUNT), "ballroom", _gremlin(1, "chapel"), _gremlin(2, "chapel"))
    s = sc.turn(0).build().apply("end")
    s = s.apply(f"pick {slip}")
    while s.frames:
        if s.is_chance_node():
            # The Gremlin's dice name no trait: its first die a 1, the rest blanks.
            frame = s.frames[-1]
            s = s.apply("die 1" if frame.trait is None and not frame.faces else "die 0")
            continue
        options = names(s)
        if "choose True" in options:
            s = s.apply("choose True")
        elif "choose chapel" in options:
            s = s.apply("choose chapel")
        elif any(o.startswith("damage") for o in options):
            s = s.apply(next(o for o in options if o.startswith("damage")))
        else:
            s = s.apply(options[0])
    return s


def test_an_x_is_set_aside_and_nothing_happens() -> None:
    s = _end_turn(3)
    assert haunt_vars(s, HAUNT)["box"] == 4
    assert sorted(m.room for m in s.monsters) == ["chapel", "chapel"]


def test_die_brings_two_gremlins_down_on_the_hero() -> None:
    s = _end_turn(0)
    assert haunt_vars(s, HAUNT)["box"] == 5  # every message back in the box
    assert sorted(m.room for m in s.monsters) == ["ballroom", "ballroom"]
    fresh = meet(revealed(HAUNT), "ballroom").build().explorers[0]
    hurt = s.explorers[0]
    assert sum(hurt.traits[:2]) < sum(fresh.traits[:2])  # Might and Speed


def test_heroes_win_once_the_traitor_and_every_gremlin_are_dead() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _gremlin(1, "ballroom", "marked"))
    s = sc.turn(0).build()
    dead = [attrs.evolve(e, alive=False) if i == TRAITOR else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead)).apply("attack marked#1")
    assert not s.is_terminal()
    s = attacker_throws(s, 2, 0)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_the_traitor_wins_when_the_last_hero_dies() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(TRAITOR).build()
    s = with_vars(with_dead(s, 2, 3), HAUNT, box=5)
    s = s.apply("attack 0")
    s = attacker_throws(s, 2, 0)
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[0].alive
    assert s.is_terminal()
    assert s.winner == "traitor"
