"""Helpers shared by the rule-language tests (imported by name from this folder)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from hypothesis import settings

from betrayal.diagnostics import Span
from betrayal.script import parse
from betrayal.script.ast import Module

HERE = Path(__file__).parent
VALID_DIR = HERE / "valid"
BROKEN_DIR = HERE / "broken"

# Lark's own names must never reach a user: anonymous terminals, the
# underscore-prefixed names of our grammar, or the end marker.
RAW_TOKEN_NAME = re.compile(r"__ANON|\$END|\b_[A-Z]{2,}|\b(?:NAME|INT|STRING|LBRACE|RBRACE)\b")


def script_settings() -> settings:
    """The hypothesis profile for this folder: HYPOTHESIS_PROFILE=long picks the long one."""
    wanted = os.environ.get("HYPOTHESIS_PROFILE", "")
    long = wanted in {"long", "script-long"}
    return settings.get_profile("script-long" if long else "script-ci")


def valid_texts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(VALID_DIR.glob("*.haunt"))}


def span_problems(text: str, spans: Iterable[Span]) -> list[str]:
    """Why each span does not lie inside `text` (empty when all do)."""
    lines = text.split("\n")
    problems = []
    for span in spans:
        for line, column in ((span.line, span.column), (span.end_line, span.end_column)):
            if not 1 <= line <= len(lines) or not 1 <= column <= len(lines[line - 1]) + 1:
                problems.append(f"{span} is outside the text ({len(lines)} lines)")
                break
        else:
            if (span.end_line, span.end_column) < (span.line, span.column):
                problems.append(f"{span} ends before it starts")
    return problems


def module_spans(module: Module) -> list[Span]:
    from betrayal.script.ast import walk

    return [node.span for node in walk(module)]


def check_parse_is_sound(text: str) -> None:
    """parse() must not raise, and everything it reports must point inside the text."""
    result = parse(text, "mutant.haunt")
    assert (result.module is None) == any(d.is_error for d in result.diagnostics)
    spans = [d.span for d in result.diagnostics]
    if result.module is not None:
        spans.extend(module_spans(result.module))
    problems = span_problems(text, spans)
    assert not problems, problems[:5]
    for diagnostic in result.diagnostics:
        assert not RAW_TOKEN_NAME.search(diagnostic.message), diagnostic.message
        assert not RAW_TOKEN_NAME.search(diagnostic.hint or ""), diagnostic.hint
