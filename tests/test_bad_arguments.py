"""Bad arguments to the API and the command line end in the documented typed error, or in
one line and a non-zero exit: never in an AttributeError, an IndexError or a traceback."""

from __future__ import annotations

import pytest

from betrayal import BadArgument, Game, IllegalAction, Trait, play
from betrayal.agents import RandomAgent
from betrayal.cli import main

GAME = Game(players=4)
STATE = GAME.new_state(seed=1)


@pytest.mark.parametrize("bad", [None, 3, b"move N", 4.5, ["end"], object()])
def test_apply_and_explain_refuse_what_is_not_an_action(bad: object) -> None:
    with pytest.raises(IllegalAction) as caught:
        STATE.apply(bad)  # type: ignore[arg-type]
    assert caught.value.code == "unknown-action"
    assert STATE.explain(bad).startswith("Not an action")  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [99, 4, -1, -4, True, 1.0, "0", None])
def test_a_seat_that_is_not_at_the_table_is_refused(seat: object) -> None:
    with pytest.raises(BadArgument):
        STATE.observation(seat)  # type: ignore[arg-type]
    with pytest.raises(BadArgument):
        STATE.trait(seat, Trait.MIGHT)  # type: ignore[arg-type]
    with pytest.raises(BadArgument):
        STATE.explorer_def(seat)  # type: ignore[arg-type]


def test_a_trait_must_be_a_trait() -> None:
    with pytest.raises(BadArgument):
        STATE.trait(0, "might")  # type: ignore[arg-type]
    assert STATE.trait(0, Trait.MIGHT) == STATE.trait_values(0)[Trait.MIGHT]


@pytest.mark.parametrize("players", [4.5, "4", True, None, 2, 7])
def test_the_number_of_players_is_a_whole_number_in_range(players: object) -> None:
    with pytest.raises(BadArgument):
        Game(players=players)  # type: ignore[arg-type]


def test_play_needs_an_agent_for_every_seat() -> None:
    with pytest.raises(BadArgument, match="seat 0"):
        play(STATE, [])
    with pytest.raises(BadArgument, match="seat 3"):
        play(STATE, {0: RandomAgent(0), 1: RandomAgent(1), 2: RandomAgent(2)})


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "5-"],
        ["simulate", "1-2-3"],
        ["simulate", "9-3"],
        ["simulate", "-"],
        ["simulate", "0"],
        ["simulate", "60-70"],
        ["simulate", "60-70", "--edition", "hoth3"],
        ["simulate", "/nonexistent/x.haunt"],
        ["replay", "/nonexistent"],
        ["play", "--players", "9"],
        ["play", "--haunt", "99"],
        ["play", "--haunt", "/etc/hostname"],
        ["play", "--explorers", "nobody"],
        ["play", "--first", "7"],
        ["play", "--ruleset", "chess"],
        ["explain", "/nonexistent.haunt"],
        ["check", "/nonexistent"],
    ],
)
def test_each_command_on_bad_arguments_says_one_line_and_fails(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(argv)
    captured = capsys.readouterr()
    said = captured.out + captured.err  # `check` prints its diagnostics on stdout
    assert status != 0
    assert "Traceback" not in said
    lines = [line for line in said.splitlines() if "file(s) checked" not in line]
    assert len(lines) == 1 and lines[0].startswith(("betrayal: ", "/nonexistent")), said


def test_an_unexpected_failure_is_one_line_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import betrayal.cli as cli

    def broken(args: object) -> int:
        raise KeyError("a bug")

    monkeypatch.setattr(cli, "_replay", broken)
    assert main(["replay", "x"]) == 3
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("betrayal: internal error (KeyError")
