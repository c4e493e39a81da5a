"""The examples run, and the command line prints a readable game."""

from __future__ import annotations

import re
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

from betrayal.cli import main

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.py"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_runs(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = runpy.run_path(str(path))
    result = module["main"]()
    assert result is not None
    assert capsys.readouterr().out.strip()


def test_examples_exist() -> None:
    assert {p.stem for p in EXAMPLES} >= {"play_seeded_game", "step_through", "save_and_replay"}


def test_play_prints_a_log_up_to_the_reveal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Turn 1:" in out
    assert "discovers the" in out and "floor" in out
    assert "draws the omen" in out
    assert re.search(r"haunt roll by [A-Z][\w .]+: 6 dice show \[", out)
    assert "The haunt is revealed: #" in out
    assert "haunt revealer:" in out and "traitor:" in out


def test_play_by_default_plays_the_haunt_out_with_goal_agents(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The main job: no --haunt, no --agents. The exploration reaches a reveal, and the
    # haunt is then played to a winner by agents that go for their side's goal.
    assert main(["play", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    reveal = out.index("The haunt is revealed: #37 Checkmate")
    assert "uses: Break a Holy Seal (Checkmate)" in out[reveal:]
    assert re.search(r"^The (heroes win|traitor wins) the haunt!", out, re.MULTILINE)
    assert out.rstrip().endswith("phase over.")


def test_play_with_random_agents_is_still_offered(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--seed", "1"])
    goal = capsys.readouterr().out
    assert main(["play", "--seed", "1", "--agents", "random"]) == 0
    random = capsys.readouterr().out
    assert random != goal
    assert "The haunt is revealed: #" in random


def test_play_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--seed", "5"])
    first = capsys.readouterr().out
    main(["play", "--seed", "5"])
    assert capsys.readouterr().out == first


def test_play_save_and_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "g.txt"
    assert main(["play", "--seed", "2", "--players", "3", "--save", str(save)]) == 0
    capsys.readouterr()
    assert main(["replay", str(save)]) == 0
    assert "Replayed" in capsys.readouterr().out
    save.write_text(save.read_text() + "fly\n")
    assert main(["replay", str(save)]) == 2
    assert "not an action" in capsys.readouterr().err


def test_bad_arguments_are_reported(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "9"]) == 2
    assert "3 to 6 players" in capsys.readouterr().err


def test_console_script_entry_point() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "betrayal.cli", "play", "--seed", "1", "--players", "3"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "The haunt is revealed" in done.stdout


def test_play_with_goal_directed_agents(capsys: pytest.CaptureFixture[str]) -> None:
    tutorial = Path(__file__).parent.parent / "examples" / "haunts" / "tutorial.haunt"
    assert main(["play", "--haunt", str(tutorial), "--seed", "1", "--agents", "goal"]) == 0
    out = capsys.readouterr().out
    assert "Perform the sealing rite" in out  # the heroes go for the haunt's own action
    assert re.search(r"^The (heroes win|traitor wins) the haunt!$", out, re.MULTILINE)
