"""The shared Diagnostic type."""

from __future__ import annotations

import json
import re

import attrs
import pytest

from betrayal.diagnostics import DIAGNOSTIC_CODES, Diagnostic, Severity, Span


def test_format_without_hint() -> None:
    d = Diagnostic.error("E101", Span("a.haunt", 3, 7, 3, 8), "unexpected character '@'")
    assert d.format() == "a.haunt:3:7: E101 unexpected character '@'"
    assert d.severity is Severity.ERROR and d.is_error


def test_format_with_hint() -> None:
    d = Diagnostic.warning("W301", Span.point("b.haunt", 1, 1), "unused", hint="remove it")
    assert d.format() == "b.haunt:1:1: W301 unused (hint: remove it)"
    assert not d.is_error


def test_to_json_is_plain_and_serialisable() -> None:
    d = Diagnostic.error("E105", Span("c.haunt", 2, 1, 2, 5), "unknown keyword", hint="x")
    data = d.to_json()
    assert data == {
        "code": "E105",
        "severity": "error",
        "span": {"file": "c.haunt", "line": 2, "column": 1, "end_line": 2, "end_column": 5},
        "message": "unknown keyword",
        "hint": "x",
    }
    json.dumps(data)


def test_diagnostics_are_frozen() -> None:
    d = Diagnostic.error("E101", Span.point("a", 1, 1), "m")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        d.code = "E102"  # type: ignore[misc]


def test_code_table_is_well_formed() -> None:
    for code, meaning in DIAGNOSTIC_CODES.items():
        assert re.fullmatch(r"[EW]\d{3}", code)
        assert meaning and "\n" not in meaning
