"""Script text cut into its words, punctuation, strings and comments, never failing.

The grammar's lexer drops comments and stops at the first character it cannot read;
editors need both kept and everything after a mistake still seen. This scanner reads
the same words as the grammar (names, integers, strings closed on their line, `#`
comments and the operators, longest first), keeps every token with its offsets, and
turns what the grammar would refuse into ``BAD`` tokens instead of stopping.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator, Sequence

import attrs


class Kind(enum.Enum):
    NAME = "name"
    INT = "int"
    STRING = "string"
    COMMENT = "comment"
    PUNCT = "punct"  # operators and brackets
    BAD = "bad"  # a character the grammar cannot read, or a string left open


@attrs.frozen
class Token:
    kind: Kind
    text: str
    start: int  # character offset into the text
    end: int

    def is_punct(self, *texts: str) -> bool:
        return self.kind is Kind.PUNCT and self.text in texts


# Longest first, so that `..` is not read as two dots nor `==` as two `=`.
OPERATORS: tuple[str, ...] = (
    "..", "=>", "+=", "-=", "==", "!=", "<=", ">=",
    "{", "}", "(", ")", "[", "]", ",", ";", ":", ".", "=", "<", ">", "+", "-", "*", "/",
)  # fmt: skip

_TOKEN = re.compile(
    r"(?P<ws>[ \t\r\n]+)"
    r"|(?P<comment>#[^\n]*)"
    r'|(?P<string>"(?:[^"\\\n]|\\[^\n])*")'
    r'|(?P<open_string>"(?:[^"\\\n]|\\[^\n])*\\?)'
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<int>[0-9]+)"
    r"|(?P<punct>" + "|".join(re.escape(op) for op in OPERATORS) + ")"
    r"|(?P<bad>.)",
    re.DOTALL,
)

_KINDS = {
    "comment": Kind.COMMENT,
    "string": Kind.STRING,
    "open_string": Kind.BAD,
    "name": Kind.NAME,
    "int": Kind.INT,
    "punct": Kind.PUNCT,
    "bad": Kind.BAD,
}


def scan(text: str) -> Iterator[Token]:
    """Every token of ``text`` in order, whitespace left out."""
    for match in _TOKEN.finditer(text):
        group = match.lastgroup
        if group is None or group == "ws":
            continue
        yield Token(_KINDS[group], match.group(), match.start(), match.end())


def tokens(text: str) -> list[Token]:
    return list(scan(text))


def code_tokens(found: Sequence[Token]) -> list[Token]:
    """The tokens that carry meaning: comments left out."""
    return [t for t in found if t.kind is not Kind.COMMENT]


def token_at(found: Sequence[Token], offset: int) -> Token | None:
    """The token under ``offset``, or the one just before it (a cursor sits after a word)."""
    before: Token | None = None
    for token in found:
        if token.start <= offset < token.end:
            return token
        if token.end == offset:
            before = token
        if token.start > offset:
            break
    return before
