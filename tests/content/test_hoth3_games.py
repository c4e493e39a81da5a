"""The 3rd edition with its card and room scripts: random games play to the reveal with
every invariant intact, whole games play from set-up to a winner, and the scripts check
clean."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from betrayal import CHANCE, Game, Phase
from betrayal.agents import Agent, GoalAgent, RandomAgent
from betrayal.cli import main
from betrayal.content.loader import load
from betrayal.content.model import CardKind
from betrayal.core.state import GameState
from betrayal.script.load import check_files
from betrayal.testing import check_invariants

SCRIPTS = Path(__file__).parent.parent.parent / "betrayal" / "content" / "hoth3" / "scripts"
STEP_LIMIT = 20_000


def _to_the_reveal(seed: int) -> tuple[GameState, int]:
    players = 3 + seed % 4
    game = Game(edition="hoth3", players=players)
    state = game.new_state(seed=seed)
    agents = [RandomAgent(seed * 10 + i) for i in range(players)]
    steps = 0
    while state.phase is Phase.EXPLORATION:
        check_invariants(state)
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else agents[player].act(state, player)
        state = state.apply(action)
        steps += 1
        assert steps < STEP_LIMIT, f"seed {seed}: no reveal after {steps} steps"
    check_invariants(state)
    return state, steps


def test_thirty_random_games_reach_the_reveal_keeping_every_invariant() -> None:
    started_by: Counter[str] = Counter()
    drawn: set[str] = set()
    for seed in range(30):
        state, _ = _to_the_reveal(seed)
        assert state.reveal is not None
        kind = state.game.content.card(state.reveal.omen).kind
        started_by[kind.value] += 1
        if kind is CardKind.OMEN:
            scenario = state.game.content.scenario(state.setup.scenario or "")
            assert state.haunt == scenario.lookup(state.reveal.omen)
        drawn.update(state.event_discards)
        drawn.update(c for e in state.explorers for c in e.cards)
        assert state.game.deserialize(state.game.serialize(state)) == state
    assert started_by["omen"] > 0
    # The games drew a good share of the cards, so their scripts ran.
    assert len(drawn) >= 30


def test_every_card_and_room_script_checks_clean() -> None:
    results = check_files([SCRIPTS], load("hoth3"))
    assert len(results) == 4
    assert [d.format() for r in results for d in r.diagnostics] == []


def test_the_command_line_checks_the_scripts_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--edition", "hoth3", str(SCRIPTS)]) == 0
    assert "4 file(s) checked: 0 error(s), 0 warning(s)" in capsys.readouterr().err


def test_every_card_of_the_box_has_a_script() -> None:
    content = load("hoth3")
    scripts = Game(edition="hoth3").scripts
    for card in content.cards:
        assert scripts.has(f"{card.kind.value}:{card.id}"), card.id


def _whole_game(seed: int, goal: bool) -> GameState:
    """A game of the 3rd edition from set-up to its end, every step checked."""
    players = 3 + seed % 4
    state = Game(edition="hoth3", players=players).new_state(seed=seed)
    agents: list[Agent] = [
        GoalAgent(seed * 10 + i) if goal else RandomAgent(seed * 10 + i) for i in range(players)
    ]
    steps = 0
    while not state.is_terminal():
        check_invariants(state)
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else agents[player].act(state, player)
        state = state.apply(action)
        steps += 1
        assert steps < 5 * STEP_LIMIT, f"seed {seed}: still playing after {steps} steps"
    check_invariants(state)
    return state


@pytest.mark.parametrize("goal", [False, True], ids=["random", "goal"])
def test_whole_games_play_from_set_up_to_a_winner(goal: bool) -> None:
    haunts: set[int] = set()
    for seed in range(8):
        state = _whole_game(seed, goal)
        assert state.phase is Phase.OVER and state.haunt is not None
        assert state.winner is not None or not state.monsters, seed
        haunts.add(state.haunt)
    assert len(haunts) >= 4  # the scenario cards and omens sent the games to many haunts


def test_checking_a_3rd_edition_haunt_as_a_2nd_edition_one_names_its_edition(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Its rooms and cards are unknown to the 2nd edition; the checker says which edition
    # it does check clean against, and how to ask for it.
    haunt = Path(__file__).parents[2] / "haunts" / "hoth3" / "31_a_ghost_of_a_chance.haunt"
    assert main(["check", str(haunt)]) == 1
    err = capsys.readouterr().err
    assert "checks clean as a script of the hoth3 edition: run with --edition hoth3" in err
    assert main(["check", "--edition", "hoth3", str(haunt)]) == 0
    assert "run with --edition" not in capsys.readouterr().err
