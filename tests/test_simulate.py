"""`betrayal simulate` and the goal-directed agent, on the haunts the tests ship."""

from __future__ import annotations

import json
import pickle
import statistics
from pathlib import Path
from typing import Any

import pytest

from betrayal import Game, simulate
from betrayal.agents import GoalAgent
from betrayal.cli import main
from betrayal.errors import ScriptError
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


def test_a_broken_game_is_reported_with_its_seed_and_the_run_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A script failing mid-game in a worker process comes back as a broken game that
    # says which seed to replay; the other games of the run still count.
    error = ScriptError("haunt:7 line 3", "no such room")
    assert str(pickle.loads(pickle.dumps(error))) == str(error)
    real = simulate.play_haunt

    def fails_on_42(game: Game, haunt: int, seed: int, **kwargs: Any) -> Any:
        if seed == 42:
            raise error
        return real(game, haunt, seed, **kwargs)

    monkeypatch.setattr(simulate, "play_haunt", fails_on_42)
    jobs = jobs_for([7], 2, 41, turn_cap=4)
    played = [simulate.run_job(job) for job in jobs]
    broken = pickle.loads(pickle.dumps(played[1]))
    assert broken.seed == 42 and broken.error is not None and "no such room" in broken.error
    assert played[0].error is None and played[0].turns > 0
    report = summarise(Game(players=4).scripts.program("haunt:7"), played)
    assert report.games == 2 and report.errors == ("seed 42: ScriptError: " + str(error),)
    assert report.turn_cap + report.undecided + report.heroes_wins + report.traitor_wins == 1
    assert report.to_json()["errors"] == list(report.errors)


def test_the_command_names_a_broken_game_and_exits_with_failure(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fails(*args: object, **kwargs: object) -> object:
        raise ScriptError("haunt:7 line 3", "no such room")

    monkeypatch.setattr(simulate, "play_haunt", fails)
    status = main(["simulate", "7", "--games", "1", "--seed", "42", "--workers", "1", "--json"])
    out, err = capsys.readouterr()
    assert status == 1
    (row,) = json.loads(out)
    assert row["games"] == 1 and row["errors"] == [
        "seed 42: ScriptError: haunt:7 line 3: no such room"
    ]
    assert "a game broke: haunt 7, seed 42: ScriptError" in err


def test_jobs_play_the_edition_they_name() -> None:
    """A 3rd-edition job plays the 3rd edition's haunt 9 (everyone for themselves), with
    3rd-edition explorers; the 2nd edition's haunt 9 is another haunt altogether."""
    jobs = jobs_for([9], 2, 0, edition="hoth3")
    results = list(run_jobs(jobs, workers=1))
    assert [r.error for r in results] == [None, None]
    hoth3 = Game(edition="hoth3", players=4)
    report = summarise(hoth3.scripts.program("haunt:9"), results)
    assert report.title == "Let Bygones be Bygones"
    # In a free-for-all nobody wins as a side: each game goes to one explorer, or none.
    assert report.heroes_wins == report.traitor_wins == 0
