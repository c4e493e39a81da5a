"""The checker: scripts that parse but do not make sense get the code they announce."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from betrayal.content.loader import load
from betrayal.diagnostics import DIAGNOSTIC_CODES
from betrayal.script.load import check_file, check_text

UNSOUND = sorted((Path(__file__).parent / "unsound").iterdir())
EXPECT = re.compile(rb"#\s*expect:\s*(?P<code>[EW]\d{3})(?:\s+line\s+(?P<line>\d+))?")
CONTENT = load("hoth2")


def test_every_checker_code_has_an_example() -> None:
    found = {EXPECT.match(p.read_bytes()).group("code").decode() for p in UNSOUND}  # type: ignore[union-attr]
    assert found == {c for c in DIAGNOSTIC_CODES if not c.startswith("E1")}


@pytest.mark.parametrize("path", UNSOUND, ids=[p.stem for p in UNSOUND])
def test_unsound_script(path: Path) -> None:
    header = EXPECT.match(path.read_bytes())
    assert header is not None
    result = check_file(path, CONTENT)
    codes = [d.code for d in result.diagnostics]
    code = header["code"].decode()
    assert code in codes, [d.format() for d in result.diagnostics]
    first = next(d for d in result.diagnostics if d.code == code)
    if header["line"]:
        assert first.span.line == int(header["line"]), first.format()
    lines = path.read_bytes().count(b"\n") + 1
    for d in result.diagnostics:
        assert d.code in DIAGNOSTIC_CODES
        assert 1 <= d.span.line <= lines
    if code.startswith("W"):
        assert not result.errors, [d.format() for d in result.errors]


def test_suggestions_for_near_misses() -> None:
    text = 'language 1\nevent night_view "Night View" { on drawn(who) { gain(who, sanitty, 1) } }\n'
    (d,) = check_text(text, CONTENT).diagnostics
    assert d.code == "E201" and d.hint == "did you mean 'sanity'?"
    assert d.format().startswith("<string>:2:")


def test_all_problems_of_a_file_are_reported_in_one_run() -> None:
    text = """language 1
event night_view "Night View" {
  on drawn(who) {
    gain(who, sanitty, 1)
    gian(who, sanity, 1)
    damage(who, physical, die: 1)
  }
}
"""
    codes = [d.code for d in check_text(text, CONTENT).diagnostics]
    assert codes == ["E201", "E202", "E204"]


def test_a_haunt_that_names_two_actions_alike_is_refused_before_play() -> None:
    # Played, the two would give the same action string twice in one list of choices.
    from betrayal import BetrayalError, Game

    path = Path(__file__).parent / "unsound" / "e205_action_declared_twice.haunt"
    with pytest.raises(BetrayalError, match="E205"):
        Game(scripts=[path])
