"""`betrayal fmt`: one canonical layout, reached in one run, that keeps every token and
comment and so what the script means."""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from pathlib import Path

import pytest
from editor_helpers import shipped_scripts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from betrayal.cli import main
from betrayal.content.loader import load
from betrayal.editor.format import format_text
from betrayal.editor.scanner import Kind, scan
from betrayal.script.english import render_program
from betrayal.script.load import check_text

SCRIPTS = shipped_scripts()

MESSY = """

language   1
# header comment
haunt 7 "Messy"{
traitor revealer
    var  loot : list< card >=[ ]
  var n:int=-1
      token  t "T"   secret to traitor



  monster m "M" {traits might 4  speed 3;cannot move,slow}
  setup{
spawn( m ,reveal_room( ) )
    if n== -1{n+=1}
       else { n -= 2 }
    let s = {1, 2}
    match n{ ..2=>{n=1}
      3..5 => { n = 2 }
    6.. => lose(traitor, might, 1)
      else=>{ }
    }
      # a comment before the end

  }
  heroes {
  action a "A" {
  who heroes
  limit once_per_turn
  where n > 0
  and count(heroes)>1  # trailing
  do {
  roll trait(actor,knowledge ,extra: 1) as r
  n = r.total*2 - -1
  }
  }
  win when n in [1,
  2,
    3]
  }
  traitor { win when count(heroes) == 0 }
}

# end


"""

TIDY = """language 1
# header comment
haunt 7 "Messy" {
  traitor revealer
  var loot: list<card> = []
  var n: int = -1
  token t "T" secret to traitor

  monster m "M" { traits might 4 speed 3; cannot move, slow }
  setup {
    spawn(m, reveal_room())
    if n == -1 { n += 1 }
    else { n -= 2 }
    let s = {1, 2}
    match n { ..2 => { n = 1 }
      3..5 => { n = 2 }
      6.. => lose(traitor, might, 1)
      else => {}
    }
    # a comment before the end
  }
  heroes {
    action a "A" {
      who heroes
      limit once_per_turn
      where n > 0
        and count(heroes) > 1  # trailing
      do {
        roll trait(actor, knowledge, extra: 1) as r
        n = r.total * 2 - -1
      }
    }
    win when n in [1,
      2,
      3]
  }
  traitor { win when count(heroes) == 0 }
}

# end
"""


def _format(text: str) -> str:
    result = format_text(text, "test.haunt")
    assert result.text is not None, [d.format() for d in result.diagnostics]
    return result.text


def test_a_messy_script_gets_the_canonical_layout() -> None:
    assert _format(MESSY) == TIDY


def test_the_canonical_layout_is_left_alone() -> None:
    assert _format(TIDY) == TIDY


def test_continuation_lines_go_one_level_in_and_the_block_stays_with_its_member() -> None:
    text = (
        'language 1\nevent e "E" {\non drawn(who) where holds(who, ring)\n'
        "and alive(who) {\ngain(who, might, 1)\n}\n}\n"
    )
    assert _format(text) == (
        'language 1\nevent e "E" {\n  on drawn(who) where holds(who, ring)\n'
        "    and alive(who) {\n    gain(who, might, 1)\n  }\n}\n"
    )


def test_a_script_with_syntax_errors_is_not_formatted() -> None:
    result = format_text('language 1\nhaunt 1 "X" {\n  setup { spawn( }\n}\n', "bad.haunt")
    assert result.text is None
    assert result.diagnostics and all(d.code.startswith("E1") for d in result.diagnostics)
    assert result.diagnostics[0].span.line == 3


def test_bad_input_gives_diagnostics_not_exceptions() -> None:
    for text in ("", "\x00", "language 1\n" + "{" * 5000, '"open', "language 1\nhaunt"):
        result = format_text(text, "bad.haunt")
        assert result.text is None and result.diagnostics


def _english(text: str, name: str) -> list[list[str]]:
    result = check_text(text, load("hoth2"), name)
    assert not result.errors, [d.format() for d in result.errors]
    return [render_program(program) for program in result.programs]


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.name for p in SCRIPTS])
def test_formatting_a_shipped_script_is_idempotent_and_keeps_its_meaning(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    once = _format(text)
    assert _format(once) == once
    comments = [t.text for t in scan(text) if t.kind is Kind.COMMENT]
    assert [t.text for t in scan(once) if t.kind is Kind.COMMENT] == comments
    assert _english(once, path.name) == _english(text, path.name)


# Scripts drawn as token lists (statements and expressions of every form, comments)
# glued with any whitespace: each formats, reaches its fixed point in one run, and the
# same tokens with the same line breaks but other spacing give the same layout.
def _flat(parts: Iterable[list[str]]) -> list[str]:
    return list(itertools.chain.from_iterable(parts))


_LEAVES = st.sampled_from([["x"], ["1"], ["-", "7"], ["true"], ["actor"], ["r", ".", "total"]])


def _expressions(inner: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[str]]:
    pair = st.tuples(inner, inner)
    return st.one_of(
        st.tuples(inner, st.sampled_from(["+", "*", "==", "<=", "and", "in"]), inner).map(
            lambda t: ["(", *t[0], t[1], *t[2], ")"]
        ),
        st.tuples(st.sampled_from(["[", "{"]), st.lists(inner, max_size=3)).map(
            lambda t: [
                t[0],
                *_flat([","] * bool(i) + e for i, e in enumerate(t[1])),
                "]" if t[0] == "[" else "}",
            ]
        ),
        pair.map(lambda t: ["f", "(", *t[0], ",", "amount", ":", *t[1], ")"]),
        st.tuples(inner, inner, inner).map(
            lambda t: ["(", "if", *t[0], "then", *t[1], "else", *t[2], ")"]
        ),
        # A range's bounds are sums: leaves keep them so.
        st.tuples(_LEAVES, _LEAVES).map(lambda t: ["(", *t[0], "..", *t[1], ")"]),
        _LEAVES.map(lambda e: ["(", *e, "..", ")"]),
        inner.map(lambda e: ["(", "not", *e, ")"]),
    )


_EXPR = st.recursive(_LEAVES, _expressions, max_leaves=6)


def _statements(inner: st.SearchStrategy[list[str]]) -> st.SearchStrategy[list[str]]:
    block = st.lists(inner, max_size=3).map(lambda b: ["{", *_flat(b), "}"])
    return st.one_of(
        st.tuples(_EXPR, block, block).map(lambda t: ["if", *t[0], *t[1], "else", *t[2]]),
        st.tuples(_EXPR, block).map(lambda t: ["for", "each", "v", "in", *t[0], *t[1]]),
        st.tuples(_EXPR, block).map(
            lambda t: [
                "match",
                *t[0],
                "{",
                "1",
                "=>",
                "g",
                "(",
                ")",
                "2",
                "..",
                "=>",
                *t[1],
                "..",
                "0",
                "=>",
                "g",
                "(",
                ")",
                "else",
                "=>",
                *t[1],
                "}",
            ]
        ),
    )


_SIMPLE = st.one_of(
    _EXPR.map(lambda e: ["let", "v", "=", *e]),
    _EXPR.map(lambda e: ["x", "+=", *e]),
    _EXPR.map(lambda e: ["g", "(", *e, ")"]),
    st.just(["# a note"]),
)
_STMTS = st.lists(st.recursive(_SIMPLE, _statements, max_leaves=5), min_size=1, max_size=4)
_SPACE = st.sampled_from([" ", "  ", "\t", "\n", "\n\n\n", " \n    "])


def _glue(tokens: list[str], data: st.DataObject) -> str:
    out = ['language 1\nhaunt 1 "H" {\n setup {']
    for token in tokens:
        out.append(data.draw(_SPACE) + token + ("\n" if token.startswith("#") else ""))
    out.append("\n }\n}\n")
    return "".join(out)


def _respaced(text: str, data: st.DataObject) -> str:
    out, at = [], 0
    for token in scan(text):
        gap = text[at : token.start]
        if "\n" in gap:
            indent = data.draw(st.sampled_from(["", "  ", "\t", "       "]))
            gap = "\n" * gap.count("\n") + indent
        elif gap:
            gap = data.draw(st.sampled_from([" ", "  ", "\t"]))
        out.append(gap + token.text)
        at = token.end
    return "".join(out) + "\n"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_STMTS, st.data())
def test_any_spacing_of_a_script_formats_to_one_fixed_point(
    statements: list[list[str]], data: st.DataObject
) -> None:
    text = _glue(_flat(statements), data)
    once = _format(text)
    assert _format(once) == once
    assert _format(_respaced(text, data)) == once
    assert [t.text for t in scan(once)] == [t.text for t in scan(text)]


# ----------------------------------------------------------------------- the command


def test_fmt_prints_the_layout_and_check_and_write_agree(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "messy.haunt"
    path.write_text(MESSY, encoding="utf-8")
    assert main(["fmt", str(path)]) == 0
    assert capsys.readouterr().out == TIDY
    assert path.read_text(encoding="utf-8") == MESSY  # printing leaves the file alone
    assert main(["fmt", "--check", str(path)]) == 1
    assert f"would reformat {path}" in capsys.readouterr().err
    assert main(["fmt", "--write", str(path)]) == 0
    assert path.read_text(encoding="utf-8") == TIDY
    assert main(["fmt", "--check", str(tmp_path)]) == 0
    assert capsys.readouterr().out == ""


def test_fmt_refuses_a_broken_script_with_its_diagnostics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.haunt"
    broken = 'language 1\nhaunt 1 "X" {\n  setup { spawn( }\n}\n'
    path.write_text(broken, encoding="utf-8")
    assert main(["fmt", "--write", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:3:" in err and "not formatted" in err
    assert path.read_text(encoding="utf-8") == broken


def test_fmt_with_no_scripts_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fmt", str(tmp_path)]) == 2
    assert "no script files" in capsys.readouterr().err
