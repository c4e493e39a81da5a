"""`betrayal simulate` and the goal-directed agent, on the haunts the tests ship."""

from __future__ import annotations

import json
import pickle
import statistics
from pathlib import Path

import pytest

from betrayal import Game, simulate
from betrayal.agents import GoalAgent
from betrayal.cli import main
from betrayal.script.interpreter import ScriptError
from betrayal.simulate import jobs_for, play_haunt, random_agents, run_jobs, summarise

HERE = Path(__file__).parent
TUTORIAL = HERE.parent / "examples" / "haunts" / "tutorial.haunt"
DUEL = HERE / "haunts" / "duel.haunt"


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4, scripts=[TUTORIAL, DUEL])


def test_goal_agents_finish_the_rite_much_sooner_than_random_ones(game: Game) -> None:
    goal = [play_haunt(game, 101, seed)[0] for seed in range(12)]
    rand = [play_haunt(game, 101, seed, agents=random_agents)[0] for seed in range(12)]
    assert all(not g.hit_cap for g in goal)
    assert statistics.median(g.turns for g in goal) * 2 < statistics.median(g.turns for g in rand)
    # Heroes who head for event rooms perform rites; the rite is used in every game.
    assert all("rite" in g.used for g in goal)


def test_the_same_seed_plays_the_same_game(game: Game) -> None:
    a, end_a = play_haunt(game, 900, 7)
    b, end_b = play_haunt(game, 900, 7)
    assert a == b and end_a == end_b


def test_goal_agent_only_picks_legal_actions(game: Game) -> None:
    state = game.new_state(seed=4, haunt=900)
    agents = [GoalAgent(seat) for seat in range(4)]
    for _ in range(300):
        player = state.current_player()
        if player < 0:
            if state.is_terminal():
                break
            state = state.apply(state.sample_chance())
            continue
        action = agents[player].act(state, player)
        assert action in state.legal_actions()
        state = state.apply(action)


def test_reports_count_wins_caps_and_what_never_fired(game: Game) -> None:
    results = list(run_jobs(jobs_for([900], 6, 0, scripts=[str(DUEL)]), workers=1))
    report = summarise(game.scripts.program("haunt:900"), results)
    assert report.games == 6
    assert report.heroes_wins + report.traitor_wins + report.turn_cap + report.undecided == 6
    assert report.never_fired == ()  # the duel has no actions or triggers to miss
    capped = play_haunt(game, 101, 0, turn_cap=1)[0]
    assert capped.hit_cap and capped.winner is None and capped.turns == 1
    assert summarise(game.scripts.program("haunt:101"), [capped]).turn_cap == 1
    # With no game played, the rite is reported as never used.
    assert summarise(game.scripts.program("haunt:101"), []).never_fired == ("action rite",)


def test_simulate_prints_json_with_one_object_per_haunt(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", str(TUTORIAL), str(DUEL), "--games", "3", "--workers", "1", "--json"])
    assert code == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["haunt"] for r in rows] == [101, 900]
    for row in rows:
        assert row["games"] == 3
        assert {"heroes_wins", "traitor_wins", "turn_cap", "median_turns", "never_fired"} <= set(
            row
        )
        ended = row["heroes_wins"] + row["traitor_wins"] + row["other_wins"] + row["undecided"]
        assert ended + row["turn_cap"] == 3


def test_simulate_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", str(DUEL), "--games", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "The Duel" in out and "median turns" in out


def test_simulate_names_an_unscripted_haunt(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "999", "--games", "1"]) == 2
    assert "no script" in capsys.readouterr().err


def test_a_broken_game_names_its_haunt_and_seed_across_processes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A script failing mid-game in a worker process must come back as an error that says
    # which game to replay, not as a broken process pool.
    error = ScriptError("haunt:7 line 3", "no such room")
    assert str(pickle.loads(pickle.dumps(error))) == str(error)

    def fails(*args: object, **kwargs: object) -> object:
        raise error

    monkeypatch.setattr(simulate, "play_haunt", fails)
    job = jobs_for([7], 1, 42)[0]
    with pytest.raises(
        simulate.SimulationError, match=r"haunt 7, seed 42, 4 players.*no such room"
    ):
        simulate.run_job(job)
    back = pickle.loads(pickle.dumps(simulate.SimulationError("haunt 7, seed 42: boom")))
    assert str(back) == "haunt 7, seed 42: boom"
