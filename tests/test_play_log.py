"""The play log tells the story of a game: goals, rolls, choices, monsters, tokens and
the end, read from real seeded games of `betrayal play`."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from betrayal.cli import main

TUTORIAL = Path(__file__).parent.parent / "examples" / "haunts" / "tutorial.haunt"


def _log(*args: str) -> list[str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["play", *args]) == 0
    return out.getvalue().splitlines()


@pytest.fixture(scope="module")
def checkmate() -> list[str]:
    # Seed 1 reveals haunt 37, Checkmate: tokens, a monster, a choice at set-up.
    return _log("--seed", "1")


@pytest.fixture(scope="module")
def logs(checkmate: list[str]) -> list[list[str]]:
    return [checkmate, _log("--seed", "2"), _log("--seed", "3")]


def _after(log: list[str], line: str) -> str:
    return log[log.index(line) + 1]


def test_the_reveal_gives_each_sides_goal_in_a_sentence() -> None:
    log = _log("--haunt", str(TUTORIAL), "--seed", "1")
    at = log.index("  traitor: Madame Zostra (seat 1)")
    assert log[at + 1 : at + 3] == [
        "  the heroes' goal: they win when rites is at least 3",
        "  the traitor's goal: they win when the number of the heroes is 0",
    ]


def test_a_monster_is_seen_appearing_where_it_appears(checkmate: list[str]) -> None:
    reveal = next(i for i, line in enumerate(checkmate) if line.startswith("The haunt is"))
    first_turn = next(i for i, line in enumerate(checkmate) if i > reveal and "Turn" in line)
    assert "  the Death appears in the Vault" in checkmate[reveal:first_turn]


def test_a_roll_says_whose_it_is_and_what_it_is_for(logs: list[list[str]]) -> None:
    lines = [line for log in logs for line in log]
    # A haunt action's trait roll, a rule of the haunt, an event's damage, a fight, the
    # haunt roll: each names the roller and the reason.
    wanted = [
        r'^  Professor Longfellow makes a Sanity roll \(4 dice\) for "Break a Holy Seal": '
        r"\[0 2 0 1\] = 3$",
        r"^  Peter Akimoto rolls 8 dice for the haunt's rule \"At the start of the monsters' "
        r"turn \(played by an explorer\)\": ",
        r"^  \w[\w .]+ rolls 1 die of (physical|mental) damage for the event \w",
        r"^  the [A-Z][\w ]*? attacks [A-Z][\w .]+ with \d dice? of Might: \[",
        r"^  [A-Z][\w .]+ defends with \d dice? of Might: \[",
        r"^  haunt roll by [A-Z][\w .]+: 6 dice show \[[0-2 ]+\] = \d+ with 1 omen drawn: ",
    ]
    for pattern in wanted:
        assert any(re.search(pattern, line) for line in lines), pattern
    assert not any(re.match(r"^  (rolls \d|attack roll|defence roll)", line) for line in lines)


def test_a_choice_shows_its_question_and_an_explorer_by_name(checkmate: list[str]) -> None:
    question = "  a choice for the haunt's set-up: the traitor chooses one of the heroes"
    assert _after(checkmate, question) == "  Peter Akimoto chooses Professor Longfellow"


def test_no_change_is_printed_that_changes_nothing(logs: list[list[str]]) -> None:
    lines = [line for log in logs for line in log]
    assert not [line for line in lines if re.search(r"\b(\d+) -> \1\b", line)]
    # A clip that moves onto the same number is told as such, once.
    same = (
        "  Jenny LeClerc takes 1 physical damage on might (still 4: the clip moves, the value not)"
    )
    assert same in logs[0]


def test_counts_read_as_real_plurals(logs: list[list[str]]) -> None:
    lines = [line for log in logs for line in log]
    assert "  (1 omen drawn so far)" in lines and "  (2 omens drawn so far)" in lines
    assert not [line for line in lines if re.search(r"\(s\)|die/dice|\b1 dice\b|\b1 omens\b", line)]
    assert any(re.search(r"\b1 die\b", line) for line in lines)


def test_a_monsters_steps_in_a_turn_read_as_one_line(logs: list[list[str]]) -> None:
    lines = [line for log in logs for line in log]
    paths = [line for line in lines if re.match(r"^  the [A-Z][\w ]*? moves \w.+ -> .+", line)]
    assert any(line.count(" -> ") >= 3 for line in paths)
    # One step alone reads "moves A -> B" too; "moves to the" is left to rooms that move.
    step = re.compile(r"^  the [A-Z][\w ]*? moves to the (?!(basement|ground|upper) floor)")
    assert not any(step.match(line) for line in lines)


def test_tokens_placed_and_taken_are_told(checkmate: list[str]) -> None:
    assert "  a Holy Seal token is placed in the Vault" in checkmate
    used = "  uses: Pick up the Holy Seal (Checkmate)"
    assert _after(checkmate, used) == "  Professor Longfellow takes a Holy Seal token"


def test_the_end_names_the_winner_and_the_goal_that_held(logs: list[list[str]]) -> None:
    assert _after(logs[0], "The heroes win the haunt!") == "  why: their goal is met, death beaten"
    assert _after(logs[2], "The traitor wins the haunt!") == (
        "  why: their goal is met, hurt is at least 12"
    )


def test_an_end_with_no_winner_is_told_and_every_dropped_token_counted() -> None:
    # Haunt 50 with seed 23: the last explorer dies carrying two leads, and both are told.
    log = _log("--haunt", "50", "--seed", "23")
    dies = log.index("  Heather Granville dies")
    dropped = "  Heather Granville puts down a Clue (a lead) token in the Ballroom"
    assert log[dies + 1 : dies + 3] == [dropped] * 2
    assert log[dies + 3] == log[-2] == "The haunt ends with no winner: nobody is left to play."


def test_a_log_that_begins_at_the_reveal_says_where_the_set_ups_monsters_stand() -> None:
    # `play --haunt` starts at the reveal: the Duel's set-up has already put the Hound
    # with the traitor, so the log says where it stands before the first turn.
    duel = Path(__file__).parent / "haunts" / "duel.haunt"
    log = _log("--haunt", str(duel), "--seed", "3")
    first_turn = next(i for i, line in enumerate(log) if line.startswith("Turn "))
    assert "  the Hound is in the Balcony" in log[:first_turn]


def test_a_third_edition_haunt_roll_of_one_die_shows_in_the_singular() -> None:
    # The 3rd edition rolls a die per omen: the first omen's haunt roll is one die.
    log = _log("--edition", "hoth3", "--seed", "4")
    rolls = [line for line in log if line.startswith("  haunt roll by ")]
    assert any(re.search(r": 1 die shows \[[0-2]\] = \d with 1 omen drawn", r) for r in rolls)
    assert not any(" 1 die show " in r for r in rolls)


def test_the_reveal_is_told_before_what_its_set_up_changed() -> None:
    # 3rd-edition haunt 48's set-up heals the traitor and gives them a point of Might in
    # the step that reveals it: the reveal's lines come first.
    log = _log("--edition", "hoth3", "--seed", "4")
    reveal = next(i for i, line in enumerate(log) if line.startswith("The haunt is revealed"))
    assert log[reveal - 1].startswith("  haunt roll by ") and "THE HAUNT BEGINS" in log[reveal - 1]
    after = log[reveal : reveal + 8]
    assert any(re.match(r"  [A-Z][\w ]+: might \d -> \d", line) for line in after)
