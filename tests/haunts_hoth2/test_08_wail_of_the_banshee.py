"""Haunt 8, Wail of the Banshee: the cry of a monster nobody can attack, and the heroes'
exorcism, one roll per turn and one success per room or card."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

HAUNT = 8
KEY = "haunt:8"


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = west_house().reveal(HAUNT, revealer=2, omen=WEST_OMEN).build()
    assert s.phase is Phase.HAUNT and s.traitor is not None
    return s


def _setup(state: GameState, hero_room: str, banshee_room: str) -> Scenario:
    """Everyone fresh; the heroes in one room, the traitor in the Grand Staircase."""
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(state.players):
        sc.at(seat, hero_room if seat != state.traitor else "grand_staircase").fresh(seat)
    banshee = MonsterState("banshee#1", "banshee", banshee_room)
    sc.state = attrs.evolve(sc.state, monsters=(banshee,))
    return sc


def _with_var(state: GameState, name: str, value: object) -> GameState:
    store = {**dict(state.script_vars), f"{KEY}:{name}": value}
    return attrs.evolve(state, script_vars=tuple(sorted(store.items())))


def _to_monster_turn(state: GameState) -> GameState:
    while not state.turn.monsters:
        state = state.apply("end")
        while state.frames and not state.turn.monsters:
            state = state.apply(state.legal_actions()[0])
    return state


def test_the_banshee_is_never_a_target(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _setup(revealed, "foyer", "foyer").give(hero, "revolver", "ring").build()
    assert s.turn.player == hero
    attacks = [n for n in names(s) if n.startswith("attack")]
    assert attacks and not any("banshee" in n for n in attacks)  # the traitor is in sight


def test_the_banshee_cries_in_each_room_it_enters(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None
    s = _to_monster_turn(_setup(revealed, "foyer", "entrance_hall").build())
    heroes = [seat for seat in range(s.players) if seat != traitor]
    s = run_script(s, ["die 1"] * 8)  # the Banshee's Speed roll: 8 dice
    step = next(n for n in names(s) if n.startswith("monster banshee#1 move"))
    s = s.apply(step)
    assert s.monsters[0].room == "foyer"
    before = {seat: s.explorers[seat].traits for seat in heroes}
    # Each hero in the Foyer rolls Sanity: the first rolls 0 (4 dice of mental damage),
    # the others roll high enough for just 1 die.
    first = heroes[0]
    s = run_script(s, ["die 0"] * s.trait(first, Trait.SANITY))
    s = run_script(s, ["die 1"] * 4)  # 4 points of mental damage for the first hero
    assert s.current_player() == first
    assert set(names(s)) <= {"damage knowledge", "damage sanity"}
    s = run_script(s, ["damage knowledge"] * 4)
    for other in heroes[1:]:
        s = run_script(s, ["die 2"] * s.trait(other, Trait.SANITY))  # 6 or more
        s = run_script(s, ["die 1"])
        s = s.apply(names(s)[0])
    hurt = [seat for seat in heroes if s.explorers[seat].traits != before[seat]]
    assert hurt == heroes
    assert s.turn.monsters and s.monsters[0].room == "foyer"


def test_the_traitor_with_the_spirit_board_is_spared(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None
    sc = _setup(revealed, "entrance_hall", "grand_staircase").give(traitor, "spirit_board")
    sc.at(traitor, "foyer")
    s = _to_monster_turn(sc.build())
    s = run_script(s, ["die 1"] * 8)
    step = next(n for n in names(s) if n.startswith("monster banshee#1 move"))
    before = s.explorers[traitor]
    s = s.apply(step)
    assert s.monsters[0].room == "foyer"
    # Nobody else is in the Foyer and the traitor is spared: no roll, no harm.
    assert not s.frames or s.current_player() == traitor
    assert s.explorers[traitor] == before


def test_an_exorcism_success_marks_the_room_and_the_last_one_wins(revealed: GameState) -> None:
    hero = revealed.turn.player
    sc = _setup(revealed, "foyer", "grand_staircase").at(hero, "chapel")
    s = sc.build()
    assert "use haunt:8 sanity_room" in names(s)
    # A failed roll uses up the hero's try for the turn, and leaves the Chapel free.
    failed = run_script(s, ["use haunt:8 sanity_room"] + ["die 0"] * s.trait(hero, Trait.SANITY))
    assert not any(n.startswith("use haunt:8") for n in names(failed))
    # With three rolls already made in a 4-player game, a fourth success banishes it.
    s = _with_var(s, "rites", 3)
    s = run_script(s, ["use haunt:8 sanity_room"] + ["die 2"] * s.trait(hero, Trait.SANITY))
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_card_counts_once_for_the_exorcism(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _setup(revealed, "foyer", "grand_staircase").give(hero, "book").build()
    assert "use haunt:8 knowledge_card book" in names(s)
    s = run_script(
        s, ["use haunt:8 knowledge_card book"] + ["die 2"] * s.trait(hero, Trait.KNOWLEDGE)
    )
    assert dict(s.script_vars)[f"{KEY}:spent"] == ("book",)
    assert dict(s.script_vars)[f"{KEY}:rites"] == 1
    s = s.apply("end")
    assert "use haunt:8 knowledge_card book" not in names(s)
