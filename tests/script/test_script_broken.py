"""Deliberately broken scripts get the diagnostic their first line announces.

Each file in broken/ starts with `# expect: CODE` and optionally `line N`.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from script_helpers import BROKEN_DIR, RAW_TOKEN_NAME, span_problems

from betrayal.diagnostics import DIAGNOSTIC_CODES
from betrayal.script import parse

EXPECT = re.compile(r"#\s*expect:\s*(?P<code>[EW]\d{3})(?:\s+line\s+(?P<line>\d+))?")
BROKEN = sorted(BROKEN_DIR.glob("*.haunt"))


def test_there_are_broken_examples_for_every_syntax_code() -> None:
    expected = {EXPECT.match(p.read_text(encoding="utf-8")).group("code") for p in BROKEN}  # type: ignore[union-attr]
    # E108 needs a file over the size limit; it is tested in test_script_limits.
    assert expected == {c for c in DIAGNOSTIC_CODES if c.startswith("E1")} - {"E108"}


@pytest.mark.parametrize("path", BROKEN, ids=[p.stem for p in BROKEN])
def test_broken_file(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    header = EXPECT.match(text)
    assert header, f"{path.name} must start with '# expect: CODE'"
    result = parse(text, path.name)
    assert result.module is None
    codes = [d.code for d in result.diagnostics]
    assert header["code"] in codes, [d.format() for d in result.diagnostics]
    first = next(d for d in result.diagnostics if d.code == header["code"])
    if header["line"]:
        assert first.span.line == int(header["line"]), first.format()
    assert not span_problems(text, [d.span for d in result.diagnostics])
    for diagnostic in result.diagnostics:
        assert diagnostic.code in DIAGNOSTIC_CODES
        assert diagnostic.span.file == path.name
        assert not RAW_TOKEN_NAME.search(diagnostic.format()), diagnostic.format()


def test_errors_in_separate_declarations_are_all_reported() -> None:
    text = """language 1
event a "A" {
  on drawn { x = }
}
evnt b "B" { }
item c C { }
room d "D" {
  on entered(who) where who = traitor { lose(who, might, 1) }
}
omen e "E" { companion }
"""
    result = parse(text, "many.haunt")
    assert [(d.code, d.span.line) for d in result.diagnostics] == [
        ("E101", 3),
        ("E105", 5),
        ("E104", 6),
        ("E103", 8),
    ]


def test_messages_name_tokens_in_english() -> None:
    result = parse('language 1\nevent a "A" { on drawn { gain(actor, } }\n')
    (d,) = result.diagnostics
    assert d.message == "expected an expression or ')', found '}'"


def test_misspelling_gets_a_suggestion() -> None:
    result = parse('language 1\nhaunt 1 "H" { monstr m "M" { } }\n')
    (d,) = result.diagnostics
    assert (d.code, d.hint) == ("E105", "did you mean 'monster'?")


def test_keyword_prefix_is_not_a_keyword() -> None:
    # `vars` must not read as `var` followed by `s`.
    result = parse('language 1\nhaunt 1 "H" { vars: int = 1 }\n')
    (d,) = result.diagnostics
    assert d.code == "E105" and d.hint == "did you mean 'var'?"


@pytest.mark.parametrize(
    ("snippet", "hint_part"),
    [
        ("if x && y { }", "'and'"),
        ("if x { } elif y { }", "'else if'"),
        ("match x { 1 => if y { } }", "wrap other statements in braces"),
        ("x == 1", "cannot stand alone"),
        ("gain('x')", "double quotes"),
    ],
)
def test_habits_from_other_languages_get_hints(snippet: str, hint_part: str) -> None:
    result = parse(f'language 1\nevent e "E" {{ on drawn {{ {snippet} }} }}\n')
    (d,) = result.diagnostics
    assert d.code == "E101" and hint_part in (d.hint or ""), d.format()


SEVERAL_DIR = BROKEN_DIR.parent / "several"


def test_every_syntax_error_of_one_declaration_is_reported() -> None:
    path = SEVERAL_DIR / "three_syntax_errors.haunt"
    result = parse(path.read_text(encoding="utf-8"), path.name)
    # Line 6 leaves `var fires: int =` unfinished, so the error shows at the next word.
    assert [(d.code, d.span.line, d.span.column) for d in result.diagnostics] == [
        ("E105", 7, 11),
        ("E101", 12, 21),
        ("E101", 17, 22),
    ]


def test_check_shows_each_error_with_its_line_and_a_caret(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from betrayal.cli import main

    path = SEVERAL_DIR / "three_syntax_errors.haunt"
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    located = [i for i, line in enumerate(out) if line.startswith(str(path))]
    assert len(located) == 3
    assert out[located[1]].startswith(f"{path}:12:21: E101 ")
    assert out[located[1] + 1].strip() == "fires = fires + * 2"
    caret = out[located[1] + 2]
    assert caret.strip() == "^" and caret.index("^") == out[located[1] + 1].index("*")


def test_an_error_in_the_last_statement_of_a_block_does_not_hide_the_next_member() -> None:
    text = """language 1
haunt 91 "H" {
  setup {
    gain(traitor, might 1)
  }
  on turn_end(who) {
    lose(who, , 1)
  }
  win when 1 +
}
"""
    result = parse(text, "h.haunt")
    assert [d.span.line for d in result.diagnostics] == [4, 7, 10]


def test_an_error_in_a_nested_block_resumes_inside_it() -> None:
    text = """language 1
haunt 92 "H" {
  heroes {
    on turn_end(who) {
      gain(who, might,, 1)
      lose(who, sanity, 1)
      if x = 2 { lose(who, speed, 1) }
    }
  }
  traitor {
    win when = 3
  }
}
"""
    result = parse(text, "h.haunt")
    assert [(d.code, d.span.line) for d in result.diagnostics] == [
        ("E101", 5),
        ("E103", 7),
        ("E101", 11),
    ]
