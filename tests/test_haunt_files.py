"""Naming haunts by number, range, `all` or file in every command, and a fan's copy of a
shipped haunt replacing the original for the run it is given to."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from betrayal import Game
from betrayal.cli import main
from betrayal.errors import BetrayalError
from betrayal.simulate import play_haunt

HAUNTS = Path(__file__).parent.parent / "haunts" / "hoth2"
EYE = HAUNTS / "06_the_floating_eye.haunt"
HEROES_GOAL = "win when hull_hits >= players"


@pytest.fixture
def quick_eye(tmp_path: Path) -> Path:
    """A house rule for haunt 6: the heroes have won as soon as the haunt begins."""
    text = EYE.read_text(encoding="utf-8")
    assert HEROES_GOAL in text
    copy = tmp_path / "my6.haunt"
    copy.write_text(text.replace(HEROES_GOAL, "win when true"), encoding="utf-8")
    return copy


def test_a_game_given_the_copy_plays_the_copy(quick_eye: Path) -> None:
    game = Game(players=4, scripts=[quick_eye])
    assert game.replaced == {6: str(quick_eye)}
    summary, final = play_haunt(game, 6, 3)
    assert summary.winner == "heroes" and summary.turns == 0
    assert final.winner == "heroes"
    # The copy is this game's only: a fresh game plays the shipped haunt.
    plain = Game(players=4)
    assert plain.replaced == {}
    assert play_haunt(plain, 6, 3)[0].turns > 0


def test_the_copy_given_as_the_haunt_replaces_the_shipped_one(quick_eye: Path) -> None:
    game = Game(players=4)
    state = game.new_state(seed=3, haunt=quick_eye)
    assert state.winner == "heroes" and game.replaced == {6: str(quick_eye)}
    # Naming the same file again (scripts and haunt both) is not a second declaration.
    again = Game(players=4, scripts=[quick_eye])
    assert again.new_state(seed=3, haunt=quick_eye).winner == "heroes"


def test_two_of_the_callers_files_with_one_number_are_refused(
    quick_eye: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other6.haunt"
    other.write_text(EYE.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(BetrayalError, match="also declared in"):
        Game(players=4, scripts=[quick_eye, other])


def test_play_of_the_copy_ends_with_the_copys_winner(
    quick_eye: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--haunt", str(quick_eye), "--seed", "2", "--agents", "goal"]) == 0
    captured = capsys.readouterr()
    assert "The heroes win the haunt!" in captured.out
    assert "The traitor wins" not in captured.out
    assert captured.err.count("replaces the edition's haunt 6") == 1


def test_simulate_of_the_copy_differs_from_the_original_where_the_rule_changed(
    quick_eye: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--games", "3", "--workers", "1", "--json"]
    assert main(["simulate", str(quick_eye), *args]) == 0
    captured = capsys.readouterr()
    assert captured.err.count("replaces the edition's haunt 6") == 1
    [copy] = json.loads(captured.out)
    assert main(["simulate", "6", *args]) == 0
    [original] = json.loads(capsys.readouterr().out)
    assert copy["haunt"] == original["haunt"] == 6
    assert copy["heroes_wins"] == 3 and copy["median_turns"] == 0
    assert original["median_turns"] > 0
    # Nobody had time to wreck the Spaceship in the copy; in the original someone did.
    assert "action wreck" in copy["never_fired"]
    assert "action wreck" not in original["never_fired"]


def test_check_and_explain_take_numbers_and_ranges(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "6", "3-4"]) == 0
    assert "3 file(s) checked: 0 error(s)" in capsys.readouterr().err
    assert main(["explain", "6"]) == 0
    assert capsys.readouterr().out.startswith("The Floating Eye (haunt 6)")
    assert main(["check", "99"]) == 2
    assert "haunt 99 has no script" in capsys.readouterr().err


def test_play_takes_one_haunt_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--haunt", "3-5"]) == 2
    assert "play takes one haunt" in capsys.readouterr().err


def test_list_shows_each_haunt_with_its_traitor_rule_and_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["list", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["haunt"] for r in rows] == list(range(1, 51))
    eye = rows[5]
    assert eye["title"] == "The Floating Eye"
    assert eye["traitor"] == "lowest Sanity"
    assert Path(eye["file"]).name == EYE.name
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "06_the_floating_eye.haunt" in out and "lowest Sanity" in out
