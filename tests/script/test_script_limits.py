"""Oversized and over-nested input is refused with a diagnostic, quickly."""

from __future__ import annotations

import time

from script_helpers import span_problems

from betrayal.script import limits, parse

HEADER = 'language 1\nevent deep "Deep" {\n  on drawn {\n'
FOOTER = "  }\n}\n"


def _codes(text: str) -> list[str]:
    started = time.monotonic()
    result = parse(text, "limits.haunt")
    assert time.monotonic() - started < 20
    assert result.module is None
    assert not span_problems(text, [d.span for d in result.diagnostics])
    return [d.code for d in result.diagnostics]


def test_file_over_the_size_limit() -> None:
    filler = "# padding\n" * (limits.MAX_SOURCE_BYTES // 10 + 1)
    assert _codes("language 1\n" + filler) == ["E108"]


def test_size_limit_counts_bytes_not_characters() -> None:
    # Each 'é' is two bytes in UTF-8.
    comment = "# " + "é" * (limits.MAX_SOURCE_BYTES // 2) + "\n"
    assert len(comment) < limits.MAX_SOURCE_BYTES
    assert _codes("language 1\n" + comment) == ["E108"]


def test_file_at_the_size_limit_is_parsed() -> None:
    body = "language 1\n"
    text = body + "#" * (limits.MAX_SOURCE_BYTES - len(body))
    assert parse(text).ok


def test_five_hundred_nested_ifs() -> None:
    nested = "if x { " * 500 + "heal(actor)" + " }" * 500
    assert _codes(HEADER + nested + "\n" + FOOTER) == ["E109"]


def test_nesting_just_inside_the_bracket_limit_parses() -> None:
    # Two brackets are open already (the event and the trigger).
    depth = limits.MAX_BRACKET_DEPTH - 2
    nested = "if x { " * (depth - 1) + "heal(actor)" + " }" * (depth - 1)
    assert parse(HEADER + nested + "\n" + FOOTER).ok


def test_deep_nesting_without_brackets() -> None:
    chain = "x = " + "not " * 5000 + "y"
    assert _codes(HEADER + chain + "\n" + FOOTER) == ["E109"]


def test_long_operator_chain() -> None:
    chain = "x = " + " + ".join(["1"] * 20000)
    assert _codes(HEADER + chain + "\n" + FOOTER) == ["E109"]


def test_unclosed_brackets_beyond_the_limit() -> None:
    assert _codes(HEADER + "(" * 10000) == ["E109"]


def test_every_limit_in_the_reference_names_a_test_that_exists() -> None:
    # The table of limits (docs/language/reference.md) says which test goes past each.
    import re
    from pathlib import Path

    from betrayal.script.reference import LIMITS

    root = Path(__file__).resolve().parents[2]
    named = [test for *_, test in LIMITS if test.startswith("tests/")]
    assert len(named) >= len(LIMITS) - 1
    for test in named:
        file, _, function = test.partition("::")
        path = root / file
        assert path.is_file(), test
        if function:
            source = path.read_text(encoding="utf-8")
            assert re.search(rf"^def {function}\(", source, re.MULTILINE), test
