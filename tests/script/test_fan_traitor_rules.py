"""A fan haunt (numbered past the edition's) names its traitor with the chart's rules:
by a trait, an age, the omens or a card held, with the rulebook's tie rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from betrayal import Trait
from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.testing import Scenario

ZOE, OX, VIVIAN = 0, 1, 2  # Knowledge 3, 3, 5; Sanity 5, 3, 4; ages 8, 23, 42


def _haunt(line: str, number: int = 120) -> str:
    return (
        f'language 1\nhaunt {number} "Fan" {{\n  traitor {line}\n'
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


def _traitor(tmp_path: Path, line: str, revealer: int, sc: Scenario | None = None) -> int | None:
    path = tmp_path / "fan.haunt"
    path.write_text(_haunt(line), encoding="utf-8")
    fresh = Scenario.new(scripts=[path])
    if sc is not None:
        fresh.state = fresh.state.evolve(explorers=sc.state.explorers)
    return fresh.reveal(120, revealer).build().traitor


def test_the_highest_knowledge_turns_traitor(tmp_path: Path) -> None:
    assert _traitor(tmp_path, "highest(knowledge)", ZOE) == VIVIAN


def test_a_tie_goes_to_the_revealer_else_to_the_revealers_left(tmp_path: Path) -> None:
    # Zoe and Ox tie for the lowest Knowledge (3).
    assert _traitor(tmp_path, "lowest(knowledge)", OX) == OX
    assert _traitor(tmp_path, "lowest(knowledge)", VIVIAN) == ZOE


def test_the_revealer_can_be_left_out(tmp_path: Path) -> None:
    # Vivian has the most Knowledge but revealed; Zoe and Ox tie, and Zoe sits on her left.
    assert _traitor(tmp_path, "highest(knowledge, except_revealer: true)", VIVIAN) == ZOE


def test_a_trait_as_it_stands_at_the_reveal_decides(tmp_path: Path) -> None:
    sc = Scenario.new().trait(OX, Trait.KNOWLEDGE, 7)
    assert _traitor(tmp_path, "highest(knowledge)", ZOE, sc) == OX


def test_oldest_and_youngest(tmp_path: Path) -> None:
    assert _traitor(tmp_path, "oldest", ZOE) == VIVIAN
    assert _traitor(tmp_path, "youngest(except_revealer: true)", ZOE) == OX


def test_the_holder_of_a_card_else_the_fallback(tmp_path: Path) -> None:
    line = "holder(book, else: highest(sanity))"
    assert _traitor(tmp_path, line, OX) == ZOE  # nobody holds the Book: Zoe's Sanity 5
    assert _traitor(tmp_path, line, OX, Scenario.new().give(VIVIAN, "book")) == VIVIAN


def test_most_omens(tmp_path: Path) -> None:
    sc = Scenario.new().give(OX, "skull", "ring").give(VIVIAN, "book")
    assert _traitor(tmp_path, "most_omens", VIVIAN, sc) == OX


def test_explain_says_the_rule_and_its_tie_rule() -> None:
    result = check_text(_haunt("lowest(sanity, except_revealer: true)"), load("hoth2"))
    assert not result.errors, result.diagnostics
    (program,) = result.programs
    line = render_program(program)[1]
    assert line.startswith("  The traitor: the explorer with the lowest Sanity other than")
    assert "nearest the haunt revealer" in line


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("highest(knowlege)", "did you mean 'knowledge'?"),
        ("highest", "write it as `traitor highest(knowledge)`"),
        ("holder(book)", "needs `else: RULE`"),
        ("revealer(knowledge)", "takes no values"),
        ("oldest(others: true)", "takes no parameter 'others'"),
        ("holder(book, else: frist)", "unknown traitor rule 'frist'"),
    ],
)
def test_a_wrong_traitor_line_says_what_is_wrong(line: str, says: str) -> None:
    result = check_text(_haunt(line), load("hoth2"))
    (d,) = result.errors
    assert says in d.message + " " + (d.hint or ""), d.format()
