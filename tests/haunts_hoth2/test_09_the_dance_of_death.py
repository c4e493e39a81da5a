"""Haunt 9, The Dance of Death: no traitor at the reveal; heroes who fail against the
music turn traitor, the rest are dragged toward the Ballroom, and the turned fight with
Speed."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.frames import Attack
from betrayal.core.rules import haunt
from betrayal.core.state import GameState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

HAUNT = 9
KEY = "haunt:9"


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The west house, revealed by seat 2: all three rooms are added at the reveal; the
    revealer picks the first spots."""
    s = west_house().reveal(HAUNT, revealer=2, omen=WEST_OMEN).build()
    assert s.reveal is not None and s.traitor is None
    # The Pentagram Chamber goes straight to the farthest spot; the revealer places the
    # other two.
    for room in ("stairs_from_basement", "ballroom"):
        assert room not in s.house
    while s.frames and s.current_player() == s.reveal.revealer and names(s)[0].startswith("place"):
        s = s.apply(names(s)[0])
    return s


def test_the_rooms_of_the_dance_are_added_at_the_reveal(revealed: GameState) -> None:
    for room in ("pentagram_chamber", "stairs_from_basement", "ballroom"):
        assert room in revealed.house
    assert revealed.house.floor_of("pentagram_chamber").value == "basement"
    assert revealed.house.floor_of("ballroom").value == "ground"
    # Nobody was moved into them.
    assert all(e.room not in ("pentagram_chamber", "ballroom") for e in revealed.explorers)


def _turn_of(state: GameState, seat: int, room: str) -> Scenario:
    sc = Scenario(attrs.evolve(state, frames=()))
    for other in range(state.players):
        sc.at(other, "foyer").fresh(other)
    return sc.at(seat, room)


def _sanity_faces(state: GameState, seat: int, face: int) -> list[str]:
    return [f"die {face}"] * state.trait(seat, Trait.SANITY)


def test_failing_in_the_ballroom_turns_the_hero(revealed: GameState) -> None:
    seat = 1
    s = _turn_of(revealed, seat, "ballroom").turn(seat).build()
    s = run_script(s, _sanity_faces(s, seat, 0))
    assert seat in s.turned and haunt.side_of(s, seat) == "traitor"
    assert s.phase is Phase.HAUNT


def test_failing_elsewhere_costs_sanity_and_drags_toward_the_ballroom(
    revealed: GameState,
) -> None:
    seat = 1
    s = _turn_of(revealed, seat, "foyer").turn(seat).build()
    before = s.trait(seat, Trait.SANITY)
    s = run_script(s, _sanity_faces(s, seat, 0))
    assert s.trait(seat, Trait.SANITY) < before and seat not in s.turned
    assert s.turn.lured_to == "ballroom"
    moves = [n for n in names(s) if n.startswith(("move", "take"))]
    assert moves and "end" not in names(s)
    from betrayal.core.rules.movement import spaces_to

    distance = spaces_to(s, "ballroom")
    for move in moves:
        after = s.apply(move)
        assert distance[after.explorers[seat].room] == distance["foyer"] - 1


def test_a_held_holy_symbol_keeps_the_music_out(revealed: GameState) -> None:
    seat = 1
    s = _turn_of(revealed, seat, "ballroom").give(seat, "holy_symbol").turn(seat).build()
    assert not s.frames and "end" in names(s)


def test_sanity_at_the_skull_turns_instead_of_killing(revealed: GameState) -> None:
    seat = 1
    sc = _turn_of(revealed, seat, "foyer").trait(seat, Trait.SANITY, 0)
    s = sc.turn(seat).build()
    s = run_script(s, _sanity_faces(s, seat, 0))  # lose 1 Sanity: to the skull
    assert s.explorers[seat].alive and seat in s.turned
    # Going over restores every trait below its start.
    start = s.explorer_def(seat).track(Trait.SANITY).start
    assert s.explorers[seat].position(Trait.SANITY) == start
    assert s.turn.lured_to is None


def test_the_turned_attack_with_speed(revealed: GameState) -> None:
    seat = 1
    s = _turn_of(revealed, seat, "foyer").build()
    s = attrs.evolve(s, turned=frozenset({seat}))
    s = Scenario(s).turn(seat).build()
    s = run_script(s, ["die 2"] * s.trait(seat, Trait.MIGHT))  # the legs hold
    assert "attack 2" in names(s)
    s = s.apply("attack 2")
    attack = next(f for f in s.frames if isinstance(f, Attack))
    assert attack.trait is Trait.SPEED


def test_a_weak_might_roll_pins_a_turned_dancer(revealed: GameState) -> None:
    seat = 1
    s = attrs.evolve(_turn_of(revealed, seat, "foyer").build(), turned=frozenset({seat}))
    s = Scenario(s).turn(seat).build()
    might = s.explorers[seat].position(Trait.MIGHT)
    s = run_script(s, ["die 0"] * s.trait(seat, Trait.MIGHT))
    assert s.explorers[seat].position(Trait.MIGHT) == might - 1
    assert not any(n.startswith("move") for n in names(s))


def test_the_heroes_win_by_defying_the_fiddler(revealed: GameState) -> None:
    seat = 1
    sc = _turn_of(revealed, seat, "pentagram_chamber").give(seat, "holy_symbol")
    s = sc.turn(seat).build()
    store = {**dict(s.script_vars), f"{KEY}:defied": 3}
    s = attrs.evolve(s, script_vars=tuple(sorted(store.items())))
    s = run_script(s, ["use haunt:9 defy", *_sanity_faces(s, seat, 2)])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_traitor_destroys_the_symbol_in_the_furnace(revealed: GameState) -> None:
    seat = 1
    sc = _turn_of(revealed, seat, "foyer").give(seat, "holy_symbol")
    if "furnace_room" not in revealed.house:
        sc.room("furnace_room", Floor.BASEMENT, 20, 20)  # out of the way: nobody walks there
    s = attrs.evolve(sc.at(seat, "furnace_room").build(), turned=frozenset({seat}))
    s = Scenario(s).turn(seat).build()
    s = run_script(s, ["die 2"] * s.trait(seat, Trait.MIGHT))
    s = s.apply("end")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_holy_symbol_cannot_be_given_away(revealed: GameState) -> None:
    seat = 1
    s = _turn_of(revealed, seat, "foyer").give(seat, "holy_symbol", "axe").turn(seat).build()
    s = run_script(s, _sanity_faces(s, seat, 2)) if s.frames else s
    assert "drop axe" in names(s)
    assert not any("holy_symbol" in n for n in names(s) if n.startswith(("drop", "trade")))
