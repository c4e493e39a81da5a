"""The traitor's powers over the house's tiles and cards (2nd edition): the Mystic
Elevator goes where the traitor says, the Revolving Wall lets the traitor through without
a roll, and the Bite may be shrugged off like an event. Played on the test haunt
tests/haunts/duel.haunt, with its hound put away."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game
from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import DrawCard
from betrayal.core.state import CHANCE, GameState
from betrayal.testing import Scenario, run_script

DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"
SWITCH = "event:revolving_wall:switch"


@pytest.fixture(scope="module")
def duel() -> GameState:
    s = Game(players=4, scripts=[DUEL]).new_state(seed=3, haunt=900)
    assert s.traitor is not None
    return s


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def _calm(state: GameState) -> Scenario:
    sc = Scenario(attrs.evolve(state, monsters=(), frames=()))
    for seat in range(state.players):
        sc.at(seat, "foyer").fresh(seat)
    return sc


def _elevator(sc: Scenario) -> None:
    if "mystic_elevator" not in sc.state.house:
        sc.room("mystic_elevator", Floor.GROUND, 9, 9, 0)  # out of the way


def test_the_traitor_sends_the_mystic_elevator_where_they_like(duel: GameState) -> None:
    traitor = duel.traitor
    assert traitor is not None
    sc = _calm(duel)
    _elevator(sc)
    s = sc.at(traitor, "mystic_elevator").turn(traitor).build()
    s = s.apply("use room:mystic_elevator ride")
    # No dice: the traitor names the floor.
    assert s.current_player() == traitor
    assert names(s) == ["choose basement", "choose ground", "choose upper"]
    floor = next(f for f in Floor if f is not s.house.floor_of("mystic_elevator"))
    s = s.apply(f"choose {floor.value}")
    s = s.apply(s.legal_actions()[0])  # at an open doorway of that floor
    assert s.house.floor_of("mystic_elevator") is floor
    assert s.explorers[traitor].room == "mystic_elevator"


def test_a_hero_still_rolls_for_the_mystic_elevator(duel: GameState) -> None:
    traitor = duel.traitor
    assert traitor is not None
    hero = (traitor + 1) % 4
    sc = _calm(duel)
    _elevator(sc)
    s = sc.at(hero, "mystic_elevator").turn(hero).build()
    s = s.apply("use room:mystic_elevator ride")
    assert s.current_player() == CHANCE


def test_the_traitor_turns_the_revolving_wall_without_a_roll(duel: GameState) -> None:
    traitor = duel.traitor
    assert traitor is not None
    sc = _calm(duel)
    sc.state = attrs.evolve(sc.state, tokens=((SWITCH, "entrance_hall"), (SWITCH, "foyer")))
    s = sc.turn(traitor).build()
    s = s.apply("use event:revolving_wall try_wall")
    assert not s.frames and s.explorers[traitor].room == "entrance_hall"
    # A hero in the same spot has to find the switch: a Knowledge roll.
    hero = (traitor + 1) % 4
    s = Scenario(s).turn(hero).build().apply("use event:revolving_wall try_wall")
    assert s.current_player() == CHANCE


def test_the_traitor_may_shrug_off_the_bite(duel: GameState) -> None:
    traitor = duel.traitor
    assert traitor is not None
    sc = _calm(duel).turn(traitor)  # fresh hands: the Bite is nobody's
    omens, items, events = sc.state.decks
    if "bite" not in omens:
        omens = (*omens, "bite")
    removed = tuple(c for c in sc.state.removed if c != "bite")
    sc.state = attrs.evolve(
        sc.state,
        decks=(omens, items, events),
        removed=removed,
        frames=(DrawCard(traitor, CardKind.OMEN),),
    )
    s = sc.build().apply("card bite")
    assert s.current_player() == traitor and names(s) == ["choose True", "choose False"]
    spared = s.apply("choose False")
    assert not spared.frames and spared.explorers == s.explorers
    bitten = s.apply("choose True")
    assert bitten.current_player() == CHANCE  # the four dice of the Bite's attack
    assert run_script(bitten, ["die 0"] * 4).current_player() == CHANCE  # then Might
