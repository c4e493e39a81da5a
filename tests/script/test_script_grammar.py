"""The grammar file itself: LALR, conflict-free, every terminal named and described."""

from __future__ import annotations

import pytest
from lark import Lark

from betrayal.script.parser import _token_names, grammar_text, lark_parser


def test_grammar_builds_in_strict_lalr_mode() -> None:
    # strict=True turns every shift/reduce conflict and every terminal
    # collision into an error; it needs interegular to check collisions.
    pytest.importorskip("interegular", reason="lark's strict mode needs interegular")
    Lark(grammar_text(), parser="lalr", strict=True, start=["start", "decls"])


def test_every_terminal_is_named() -> None:
    names = {t.name for t in lark_parser().terminals}
    assert not [n for n in names if n.startswith("__")], "anonymous terminals in the grammar"


def test_every_terminal_has_a_human_name() -> None:
    names = _token_names()
    for terminal in lark_parser().terminals:
        if terminal.name in {"WS", "COMMENT"}:
            continue
        described = names.describe(terminal.name)
        assert described.startswith(("'", "a ")), (terminal.name, described)


def test_grammar_has_no_postlexer() -> None:
    assert lark_parser().options.postlex is None
