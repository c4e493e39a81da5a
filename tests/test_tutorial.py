"""The language tutorial's haunt: the docs and the example file agree, it checks cleanly,
and it plays to a winner for both sides."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

import pytest

from betrayal import Game, Phase
from betrayal.agents import RandomAgent
from betrayal.cli import main as cli
from betrayal.content.loader import load
from betrayal.diagnostics import Diagnostic
from betrayal.driver import StepLimitReached, play
from betrayal.script.english import render_program
from betrayal.script.load import check_file, check_text

ROOT = Path(__file__).parent.parent
TUTORIAL = ROOT / "docs" / "language" / "tutorial.md"
HAUNT = ROOT / "examples" / "haunts" / "tutorial.haunt"
PART_TWO = ROOT / "examples" / "haunts" / "nightfall.haunt"
PART_TWO_HEADING = "## Part two:"
FILE_NAME = "sealing.haunt"  # what the tutorial calls the file in its commands
TYPO = ("trait(actor, knowledge)", "trait(actor, knowlege)")
SEEDS = 60
MAX_STEPS = 100_000

_FENCE = re.compile(r"^```[a-z]*\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def _blocks() -> list[str]:
    return _FENCE.findall(TUTORIAL.read_text(encoding="utf-8"))


def _outputs(command: str) -> list[list[str]]:
    """The output lines of each code block in the tutorial that starts with ``$ command``."""
    return [b.splitlines()[1:] for b in _blocks() if b.startswith(f"$ {command}\n")]


def _output(command: str, containing: str = "") -> list[str]:
    found = [lines for lines in _outputs(command) if containing in "\n".join(lines)]
    assert len(found) == 1, f"expected one block for {command!r} ({containing!r})"
    return found[0]


def _printed(diagnostics: Iterable[Diagnostic], text: str) -> list[str]:
    """The lines `betrayal check` prints for these diagnostics: each, its line, carets."""
    return [line for d in diagnostics for line in d.format_with_source(text).splitlines()]


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4, scripts=[HAUNT])


def test_the_final_listing_is_the_example_file() -> None:
    part_one = TUTORIAL.read_text(encoding="utf-8").split(PART_TWO_HEADING)[0]
    listings = [b for b in _FENCE.findall(part_one) if b.startswith("language 3")]
    assert listings, "the tutorial has no listing that starts with `language 3`"
    assert listings[-1].encode("utf-8") == HAUNT.read_bytes()


def test_part_two_ends_with_its_example_file_which_checks_clean() -> None:
    part_two = TUTORIAL.read_text(encoding="utf-8").split(PART_TWO_HEADING)[1]
    listings = [b for b in _FENCE.findall(part_two) if b.startswith("language 3")]
    assert listings[-1].encode("utf-8") == PART_TWO.read_bytes()
    result = check_file(PART_TWO, load("hoth2"))
    assert result.diagnostics == (), [d.format() for d in result.diagnostics]
    # Each snippet the text walks through is a line of the file as it stands.
    snippets = [b for b in _FENCE.findall(part_two) if not b.startswith("language 3")]
    text = PART_TWO.read_text(encoding="utf-8")
    for snippet in snippets:
        if not snippet.startswith("$ "):
            assert snippet.strip() in text, snippet


def test_part_two_explain_output_shown_is_real() -> None:
    (program,) = check_file(PART_TWO, load("hoth2")).programs
    assert _output("betrayal explain nightfall.haunt") == render_program(program)


def test_part_two_plays_to_an_end() -> None:
    game = Game(players=4, scripts=[PART_TWO])
    for seed in range(4):
        start = game.new_state(seed=seed, haunt=PART_TWO)
        final = play(start, [RandomAgent(seed * 4 + s) for s in range(4)], max_steps=MAX_STEPS)
        assert final.phase is Phase.OVER and final.winner in {"heroes", "traitor"}


def test_the_haunt_checks_without_errors_or_warnings() -> None:
    result = check_file(HAUNT, load("hoth2"))
    assert result.diagnostics == (), [d.format() for d in result.diagnostics]
    (program,) = result.programs
    assert program.kind.value == "haunt" and int(program.ident) > 100


def test_the_typo_gives_the_diagnostic_shown() -> None:
    text = HAUNT.read_text(encoding="utf-8")
    assert text.count(TYPO[0]) == 1
    broken = text.replace(*TYPO)
    typo_line = next(line for line in broken.splitlines() if TYPO[1] in line)
    assert f"```haunt\n{typo_line}\n```" in TUTORIAL.read_text(encoding="utf-8")
    result = check_text(broken, load("hoth2"), file=FILE_NAME)
    shown = _output(f"betrayal check {FILE_NAME}", "knowlege")
    assert _printed(result.diagnostics, broken) == shown[:-1]
    assert shown[-1] == "1 file(s) checked: 1 error(s), 0 warning(s)"


def test_the_other_check_outputs_shown_are_real(capsys: pytest.CaptureFixture[str]) -> None:
    # The first listing, a bare haunt, lacks win conditions.
    skeleton = next(b for b in _blocks() if b.startswith("language 3"))
    result = check_text(skeleton, load("hoth2"), file=FILE_NAME)
    shown = _output(f"betrayal check {FILE_NAME}", "E401")
    assert _printed(result.diagnostics, skeleton) == shown[:-1]
    assert shown[-1] == f"1 file(s) checked: {len(result.errors)} error(s), 0 warning(s)"
    # The finished haunt: only the summary, which goes to standard error.
    clean = _output(f"betrayal check {FILE_NAME}", "0 error(s)")
    assert cli(["check", str(HAUNT)]) == 0
    out, err = capsys.readouterr()
    assert out == "" and err.splitlines() == clean


def test_the_explain_output_shown_is_real() -> None:
    (program,) = check_file(HAUNT, load("hoth2")).programs
    assert _output(f"betrayal explain {FILE_NAME}") == render_program(program)


# The play log the tutorial quotes is checked with every other quoted log, in
# tests/test_docs_play_logs.py.


def test_it_plays_to_a_winner_and_both_sides_can_win(game: Game) -> None:
    winners: Counter[str] = Counter()
    for seed in range(SEEDS):
        start = game.new_state(seed=seed, haunt=HAUNT)
        assert start.phase is Phase.HAUNT
        agents = [RandomAgent(seed * 4 + seat) for seat in range(4)]
        try:
            final = play(start, agents, max_steps=MAX_STEPS)
        except StepLimitReached:  # pragma: no cover - reported by the assertion below
            winners["step limit"] += 1
            continue
        assert final.phase is Phase.OVER
        winners[final.winner or "nobody"] += 1
    assert winners["heroes"] + winners["traitor"] == SEEDS, winners
    assert winners["heroes"] > 0 and winners["traitor"] > 0, winners
