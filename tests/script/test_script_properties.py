"""Property tests: generated and mutated scripts come back as trees or diagnostics, never as
exceptions, and whatever comes back points inside the text."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from script_helpers import check_parse_is_sound, module_spans, script_settings, valid_texts

from betrayal.script import parse
from betrayal.script.parser import _token_names, lark_parser

KEYWORDS = frozenset(word for name, word in _token_names().literals.items() if word.isidentifier())


def _terminal_strategies() -> dict[str, st.SearchStrategy[str]]:
    """A strategy for each terminal, each token followed by whitespace.

    from_lark puts tokens side by side; without a separator `haunt` and `5`
    would lex as the single name `haunt5`. Names avoid keywords, which are
    reserved wherever a keyword could also appear.
    """
    strategies: dict[str, st.SearchStrategy[str]] = {}
    for terminal in lark_parser().terminals:
        name = terminal.name
        if name in _token_names().literals:
            strategies[name] = st.just(_token_names().literals[name])
        elif name == "NAME":
            strategies[name] = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}", fullmatch=True).filter(
                lambda word: word not in KEYWORDS
            )
        elif name == "INT":
            strategies[name] = st.integers(0, 999).map(str)
        elif name == "COMMENT":
            strategies[name] = st.from_regex(r"#[^\n]*", fullmatch=True).map(lambda c: c + "\n")
            continue
        else:
            strategies[name] = st.from_regex(terminal.pattern.to_regexp(), fullmatch=True)
        strategies[name] = strategies[name].map(lambda token: token + " ")
    return strategies


# The header's number is drawn like any other; this library reads only version 1.
_HEADER_NUMBER = re.compile(r"\Alanguage (?:\s|#[^\n]*\n)*(\d+)")


def _with_version_one(text: str) -> str:
    match = _HEADER_NUMBER.match(text)
    assert match, text[:80]
    return text[: match.start(1)] + "1" + text[match.end(1) :]


SCRIPTS = from_lark(lark_parser(), start="start", explicit=_terminal_strategies()).map(
    _with_version_one
)


@script_settings()
@given(SCRIPTS)
def test_generated_scripts_parse(text: str) -> None:
    result = parse(text, "generated.haunt")
    if any(d.code == "E109" for d in result.diagnostics):
        return  # deep nesting is refused by design, whatever the grammar allows
    assert result.ok, [d.format() for d in result.diagnostics]
    assert result.module is not None
    check_parse_is_sound(text)
    assert len(module_spans(result.module)) >= 1


# Whole files drawn by from_lark stay shallow (most draws stop at the first
# declaration), so members and statements are also drawn on their own and set
# into a fixed frame. Expressions are not drawn alone: with eight levels of
# binary operators most draws from `expr` overflow hypothesis's buffer, and
# the blocks already carry expressions of every level.
FRAMES = {
    "body": 'language 1\nhaunt 1 "H" {}\n',
    "block": 'language 1\nevent e "E" {{ on drawn {} }}\n',
}


@pytest.mark.parametrize("rule", sorted(FRAMES))
def test_generated_fragments_parse(rule: str) -> None:
    # from_lark refuses explicit strategies for terminals the rule cannot reach.
    terminals, _, ignored = lark_parser().grammar.compile([rule], ())
    reachable = {t.name for t in terminals} | set(ignored)
    explicit = {k: v for k, v in _terminal_strategies().items() if k in reachable}
    fragments = from_lark(lark_parser(), start=rule, explicit=explicit)

    @script_settings()
    @given(fragments)
    def check(fragment: str) -> None:
        text = FRAMES[rule].format(fragment)
        result = parse(text, "fragment.haunt")
        if any(d.code == "E109" for d in result.diagnostics):
            return
        assert result.ok, [d.format() for d in result.diagnostics]
        check_parse_is_sound(text)

    check()


# Tokens of a script as a person would see them; mutations act on these.
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|#[^\n]*|[A-Za-z_]\w*|\d+|\.\.|=>|[=!<>+\-]=|\S')
_EXTRA_TOKENS = [
    "{", "}", "(", ")", "[", "]", "=", "==", "..", ",", ";", ":", '"', "#", "@", "\\",
    "if", "else", "match", "language", "haunt", "event", "on", "win", "not", "in", "7",
    '"x"', "\n", "\t", "é", "\x00", "\u2028",
]  # fmt: skip


def _tokens(text: str) -> list[str]:
    # Keep the whitespace in front of each token so mutants stay readable.
    pieces: list[str] = []
    last = 0
    for match in _TOKEN.finditer(text):
        pieces.append(text[last : match.end()])
        last = match.end()
    pieces.append(text[last:])
    return pieces


@st.composite
def mutants(draw: st.DrawFn) -> str:
    texts = valid_texts()
    pieces = _tokens(texts[draw(st.sampled_from(sorted(texts)))])
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(pieces) - 1))
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "insert", "replace"]))
        if kind == "delete" and len(pieces) > 1:
            del pieces[i]
        elif kind == "duplicate":
            pieces.insert(i, pieces[i])
        elif kind == "swap":
            j = draw(st.integers(0, len(pieces) - 1))
            pieces[i], pieces[j] = pieces[j], pieces[i]
        elif kind == "insert":
            pieces.insert(i, " " + draw(st.sampled_from(_EXTRA_TOKENS)))
        else:
            pieces[i] = " " + draw(st.sampled_from(_EXTRA_TOKENS))
    return "".join(pieces)


@script_settings()
@given(mutants())
def test_mutated_scripts_never_raise(text: str) -> None:
    check_parse_is_sound(text)


@script_settings()
@given(st.text(max_size=300))
def test_arbitrary_text_never_raises(text: str) -> None:
    check_parse_is_sound(text)


@script_settings()
@given(st.text(alphabet=st.sampled_from(list('{}()[]"#\n ;=.x1')), max_size=200))
def test_bracket_soup_never_raises(text: str) -> None:
    check_parse_is_sound('language 1\nevent e "E" {\n' + text)


def test_valid_examples_survive_token_round_trip() -> None:
    for text in valid_texts().values():
        assert "".join(_tokens(text)) == text
