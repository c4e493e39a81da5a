"""Cheap views of raw script text used before and around the real parse.

These helpers never build a parse tree: they find line positions, follow
brackets (skipping strings and comments the way the grammar's lexer does) and
cut a file into top-level declarations. They make the depth limit cheap to
enforce and let the parser report errors in several declarations at once.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterator

import attrs

# Strings and comments are matched only to be skipped; the optional closing
# quote lets an unterminated string run to the end of its line, as the lexer
# would refuse it there anyway.
_BRACKETS = re.compile(r'#[^\n]*|"(?:[^"\\\n]|\\[^\n])*"?|[{}()\[\]]')
OPENERS = {"{": "}", "(": ")", "[": "]"}
CLOSERS = {"}": "{", ")": "(", "]": "["}

# Where a top-level declaration seems to start: an unindented line opening
# with a declaration keyword, or with two words and a quote (`evnt x "X"`),
# which is a declaration head with a misspelt keyword.
_DECL_START = re.compile(
    r'^(?:(?:haunt|event|item|omen|room)\b|[A-Za-z_]\w*[ \t]+\w+[ \t]+")', re.MULTILINE
)


class LineIndex:
    """Converts between character offsets and 1-based (line, column) pairs."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._starts = [0] + [m.end() for m in re.finditer("\n", text)]

    @property
    def line_count(self) -> int:
        return len(self._starts)

    def line_start(self, line: int) -> int:
        return self._starts[line - 1]

    def line_text(self, line: int) -> str:
        start = self._starts[line - 1]
        end = self._starts[line] - 1 if line < len(self._starts) else len(self.text)
        return self.text[start:end]

    def position(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self._starts, offset)
        return line, offset - self._starts[line - 1] + 1

    def offset(self, line: int, column: int) -> int:
        line = min(max(line, 1), len(self._starts))
        return min(self._starts[line - 1] + column - 1, len(self.text))

    def end_position(self) -> tuple[int, int]:
        return self.position(len(self.text))

    def indentation(self, line: int) -> int:
        text = self.line_text(line)
        return len(text) - len(text.lstrip(" \t"))


def brackets(text: str, start: int = 0, end: int | None = None) -> Iterator[tuple[str, int]]:
    """Each bracket character outside strings and comments, with its offset."""
    for match in _BRACKETS.finditer(text, start, len(text) if end is None else end):
        char = match.group()
        if char in OPENERS or char in CLOSERS:
            yield char, match.start()


def first_too_deep(text: str, limit: int) -> int | None:
    """The offset of the first bracket that opens more than `limit` levels, if any."""
    depth = 0
    for char, offset in brackets(text):
        if char in OPENERS:
            depth += 1
            if depth > limit:
                return offset
        elif depth:
            depth -= 1
    return None


@attrs.frozen
class OpenBracket:
    char: str
    offset: int


def unclosed_bracket(index: LineIndex, start: int, end: int) -> OpenBracket | None:
    """Guess which bracket between `start` and `end` was left open.

    The innermost open bracket is the obvious answer, but when a `}` that
    starts its line is less indented than the `{` it closes, that `}` most
    likely belongs to an outer block and the inner one is the culprit.
    """
    stack: list[OpenBracket] = []
    suspect: OpenBracket | None = None
    for char, offset in brackets(index.text, start, end):
        if char in OPENERS:
            stack.append(OpenBracket(char, offset))
            continue
        if not stack:
            continue
        opener = stack.pop()
        if suspect is None and char == "}" and opener.char == "{":
            line, column = index.position(offset)
            opener_line, _ = index.position(opener.offset)
            starts_line = column == index.indentation(line) + 1
            if starts_line and index.indentation(line) < index.indentation(opener_line):
                suspect = opener
    if suspect is not None:
        return suspect
    return stack[-1] if stack else None


@attrs.frozen
class Chunk:
    """A slice of the file: [start, end) offsets and the first line number."""

    start: int
    end: int
    line: int


def split_declarations(index: LineIndex) -> list[Chunk]:
    """Cut the file before every line that looks like the head of a declaration.

    Only used on a file that failed to parse whole, to find the errors of
    several declarations. The first chunk holds the header (and anything
    before the first declaration); it may be empty. A cut in the wrong place
    can only add errors to a file that already has one.
    """
    cuts = [m.start() for m in _DECL_START.finditer(index.text)]
    bounds = [0, *cuts, len(index.text)]
    return [
        Chunk(start, end, index.position(start)[0]) for start, end in itertools.pairwise(bounds)
    ]
