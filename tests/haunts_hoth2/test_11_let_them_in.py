"""Haunt 11, Let Them In: Specters wait outside the front door and the windows until the
traitor or the Madman lets them in; they fight only with Sanity, and the Madman holds
back until all are inside."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.frames import RollDice, RollPurpose
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

HAUNT = 11


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = west_house().reveal(HAUNT, revealer=2, omen=WEST_OMEN).build()
    assert s.traitor is not None
    return s


def test_specters_wait_at_the_front_door_and_the_windows(revealed: GameState) -> None:
    s = revealed
    assert s.traitor is not None
    by_kind = sorted((m.kind, m.room) for m in s.monsters)
    assert ("lunatic", s.explorers[s.traitor].room) in by_kind
    assert ("outside", "entrance_hall") in by_kind and ("outside", "chapel") in by_kind
    # Nobody may attack a Specter still outside.
    hero = s.turn.player
    s = Scenario(attrs.evolve(s, frames=())).at(hero, "entrance_hall").build()
    assert not any("outside" in n for n in names(s))


def _traitor_turn(state: GameState, room: str, *monsters: MonsterState) -> GameState:
    traitor = state.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(state, frames=(), monsters=monsters))
    for seat in range(state.players):
        sc.at(seat, "foyer").fresh(seat)
    return sc.at(traitor, room).turn(traitor).build()


def test_the_traitor_opens_a_window_for_a_space_of_movement(revealed: GameState) -> None:
    s = _traitor_turn(
        revealed, "entrance_hall", MonsterState("outside#1", "outside", "entrance_hall")
    )
    before = s.turn.moves_left
    s = s.apply("use haunt:11 open_window")
    assert [(m.kind, m.room) for m in s.monsters] == [("specter", "entrance_hall")]
    assert s.turn.moves_left == before - 1


def test_the_madman_holds_back_until_every_specter_is_in(revealed: GameState) -> None:
    waiting = (
        MonsterState("lunatic#1", "lunatic", "foyer"),
        MonsterState("outside#1", "outside", "chapel"),
    )
    s = _traitor_turn(revealed, "foyer", *waiting).apply("end")
    s = run_script(s, ["die 1"] * 7)  # the Madman's Speed roll
    assert s.turn.monsters and not any("attack" in n for n in names(s))
    inside = MonsterState("specter#1", "specter", "chapel")
    s = _traitor_turn(revealed, "foyer", waiting[0], inside).apply("end")
    s = run_script(s, ["die 1"] * 7)
    assert any(n.startswith("monster lunatic#1 attack") for n in names(s))


def test_the_madman_makes_for_the_nearest_window_and_opens_it(revealed: GameState) -> None:
    monsters = (
        MonsterState("lunatic#1", "lunatic", "foyer"),
        MonsterState("outside#1", "outside", "entrance_hall"),
        MonsterState("outside#2", "outside", "chapel"),
    )
    s = _traitor_turn(revealed, "grand_staircase", *monsters).apply("end")
    s = run_script(s, ["die 1"] * 7)  # 7 spaces
    # The front door is nearest: the only step open is toward it, and he may not stop.
    assert names(s) == ["monster lunatic#1 move S"]
    s = s.apply("monster lunatic#1 move S")
    kinds = sorted((m.kind, m.room) for m in s.monsters)
    assert ("specter", "entrance_hall") in kinds and ("outside", "entrance_hall") not in kinds
    # Then on toward the Chapel's window.
    assert "monster lunatic#1 done" not in names(s)


def test_only_the_ring_banishes_a_specter(revealed: GameState) -> None:
    hero = revealed.turn.player
    specter = MonsterState("specter#1", "specter", "foyer")
    sc = Scenario(attrs.evolve(revealed, frames=(), monsters=(specter,)))
    for seat in range(revealed.players):
        sc.at(seat, "grand_staircase").fresh(seat)
    s = sc.at(hero, "foyer").give(hero, "revolver").build()
    assert not any("specter" in n for n in names(s))  # neither Might nor Speed
    s = Scenario(s).give(hero, "ring").build()
    assert "attack specter#1 ring" in names(s)
    faces = ["die 2"] * s.trait(hero, Trait.SANITY) + ["die 0"] * 6
    s = run_script(s, ["attack specter#1 ring", *faces])
    assert s.monsters == ()
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_specter_the_madman_lets_in_acts_in_the_same_monster_turn(
    revealed: GameState,
) -> None:
    monsters = (
        MonsterState("lunatic#1", "lunatic", "foyer"),
        MonsterState("outside#1", "outside", "entrance_hall"),
    )
    s = _traitor_turn(revealed, "grand_staircase", *monsters).apply("end")
    s = run_script(s, ["die 1"] * 7)
    s = run_script(s, ["monster lunatic#1 move S", "monster lunatic#1 done"])
    # The Specter he let in rolls its Speed in this monster turn.
    top = s.frames[-1]
    assert isinstance(top, RollDice) and top.purpose is RollPurpose.MONSTER_SPEED
    assert top.subject == "specter"


def test_with_every_specter_in_the_madman_opens_new_rooms_and_their_windows(
    revealed: GameState,
) -> None:
    monsters = (
        MonsterState("lunatic#1", "lunatic", "organ_room"),
        MonsterState("specter#1", "specter", "vault"),
    )
    sc = Scenario(attrs.evolve(revealed, frames=(), monsters=monsters))
    sc.stack(["dining_room"])
    s = _traitor_turn(sc.build(), "grand_staircase", *monsters).apply("end")
    s = run_script(s, ["die 1"] * 7)
    assert "monster lunatic#1 explore E" in names(s)
    s = s.apply("monster lunatic#1 explore E")
    s = run_script(s, ["room dining_room", "rotate 2"])  # the tile turned over, and laid
    assert "dining_room" in s.house
    # The window he found is open: its Specter is in, and acts in this monster turn.
    kinds = [(m.kind, m.room, m.done) for m in s.monsters if m.room == "dining_room"]
    assert ("lunatic", "dining_room", False) in kinds and ("specter", "dining_room", False) in kinds
    assert not any(m.kind == "outside" for m in s.monsters)
