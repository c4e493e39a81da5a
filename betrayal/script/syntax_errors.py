"""Turning lark's parse errors into diagnostics a script author can act on.

Lark reports what it expected as a set of terminal names. Here those names
become words ("'}'", "a name", "an expression"), and the common mistakes get
their own codes and messages: a missing `}`, `=` for `==`, an unquoted title,
a misspelt keyword, a missing header, an unterminated string.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from betrayal.diagnostics import Diagnostic, Span
from betrayal.script.source import OPENERS, LineIndex, unclosed_bracket
from betrayal.script.traitor_choice import SCRIPT_TRAITOR_RULES

END = "$END"

# Terminals whose spelling is not their text.
_VALUE_TERMINALS = {
    "NAME": "a name",
    "INT": "a number",
    "STRING": "a quoted string",
    END: "the end of the file",
}

DECL_KEYWORDS = frozenset({"_HAUNT", "_EVENT", "_ITEM", "_OMEN", "_ROOM"})
MEMBER_KEYWORDS = frozenset(
    {
        "_VAR", "_MONSTER", "_TOKEN", "_SETUP", "_RULE", "_HEROES", "_TRAITOR", "_ON",
        "_STATIC", "_CANNOT", "_COMPANION", "_WEAPON", "_TRAITS", "_WHILE", "_REPLACE",
        "_ACTION", "_WIN",
    }
)  # fmt: skip
ACTION_KEYWORDS = frozenset({"_WHO", "_LIMIT", "_WHERE", "_CHOOSE", "_DO"})
CLOSERS = {"_RBRACE": "}", "_RPAR": ")", "_RSQB": "]"}

# When most of a group is acceptable, one phrase says it better than a list.
_GROUPS: tuple[tuple[str, frozenset[str], int], ...] = (
    (
        "an expression",
        frozenset(
            {"NAME", "INT", "STRING", "_TRUE", "_FALSE", "_LPAR", "_LSQB", "_LBRACE",
             "_MINUS", "_NOT", "_IF", "_DOTDOT"}
        ),
        5,
    ),
    (
        "an operator",
        frozenset(
            {"_PLUS", "_MINUS", "_STAR", "_SLASH", "_EQ", "_NE", "_LT", "_LE", "_GT",
             "_GE", "_IN", "_NOT", "_AND", "_OR", "_DOT", "_DOTDOT"}
        ),
        5,
    ),
    ("a statement", frozenset({"NAME", "_LET", "_IF", "_ROLL", "_MATCH", "_FOR", "_WIN"}), 5),
    ("a declaration ('haunt', 'event', 'item', 'omen' or 'room')", DECL_KEYWORDS, 5),
    ("a member such as 'var', 'on', 'action' or 'win when'", MEMBER_KEYWORDS, 8),
)  # fmt: skip


class TokenNames:
    """Human names for the grammar's terminals, built from the grammar itself."""

    def __init__(self, literals: dict[str, str]) -> None:
        # literals: terminal name -> the exact text it matches
        self.literals = literals

    def describe(self, terminal: str) -> str:
        if terminal in _VALUE_TERMINALS:
            return _VALUE_TERMINALS[terminal]
        if terminal in self.literals:
            return f"'{self.literals[terminal]}'"
        return terminal.strip("_").lower()

    def keyword(self, terminal: str) -> str | None:
        text = self.literals.get(terminal)
        return text if text is not None and text.isidentifier() else None

    def expected(self, terminals: Collection[str]) -> str:
        remaining = set(terminals)
        phrases: list[str] = []
        for phrase, members, threshold in _GROUPS:
            if len(remaining & members) >= threshold:
                phrases.append(phrase)
                remaining -= members
        # Closing brackets first: they are the likeliest fix.
        ordered = sorted(remaining, key=lambda t: (t not in CLOSERS, t == END, t))
        phrases.extend(self.describe(t) for t in ordered)
        if not phrases:
            return "nothing more"
        if len(phrases) > 6:
            phrases = [*phrases[:6], "..."]
        if len(phrases) == 1:
            return phrases[0]
        return ", ".join(phrases[:-1]) + " or " + phrases[-1]

    def found(self, token: Token) -> str:
        value = str(token)
        if token.type == END:
            return "the end of the file"
        if token.type == "NAME":
            return f"the name '{value}'"
        if token.type == "INT":
            return f"the number {_clip(value)}"
        if token.type == "STRING":
            return f"the string {_clip(value)}"
        if self.keyword(token.type):
            return f"the keyword '{value}'"
        return f"'{value}'"


# Spellings from other languages, and what this one says instead.
_FOREIGN_CHARACTERS = {
    "&": "write 'and' instead of '&&'",
    "|": "write 'or' instead of '||'",
    "!": "write 'not' instead of '!' ('!=' is fine)",
    "'": 'strings use double quotes: "like this"',
    "%": "there is no '%' operator",
}
# Keywords followed by one word from a fixed set, and how to say which.
_VALUES_AFTER = {
    "traitor": "the `traitor` line takes one of: " + ", ".join(SCRIPT_TRAITOR_RULES),
}
_FOREIGN_WORDS = {
    "elif": "write 'else if'",
    "elsif": "write 'else if'",
    "elseif": "write 'else if'",
    "foreach": "write 'for each x in ...'",
}


def _clip(text: str, width: int = 24) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


class ErrorReporter:
    """Classifies one lark error inside one chunk of a file."""

    def __init__(self, names: TokenNames, index: LineIndex, file: str) -> None:
        self.names = names
        self.index = index
        self.file = file

    # --------------------------------------------------------------- spans

    def _clamp(self, line: int, column: int) -> tuple[int, int]:
        line = min(max(line, 1), self.index.line_count)
        column = min(max(column, 1), len(self.index.line_text(line)) + 1)
        return line, column

    def _span(self, line: int, column: int, end_line: int, end_column: int) -> Span:
        # Lark's positions are trusted, but clamping guarantees the promise
        # that a diagnostic never points outside the file.
        line, column = self._clamp(line, column)
        end_line, end_column = self._clamp(end_line, end_column)
        if (end_line, end_column) < (line, column):
            end_line, end_column = line, column
        return Span(self.file, line, column, end_line, end_column)

    def token_span(self, token: Token) -> Span:
        if token.line is None or token.column is None:
            return self._span(1, 1, 1, 1)
        if token.type == END:
            # `$END` borrows the last real token's position; point just past it.
            line = token.end_line or token.line
            column = token.end_column or token.column
            return self._span(line, column, line, column)
        return self._span(
            token.line,
            token.column,
            token.end_line or token.line,
            token.end_column or token.column,
        )

    # ------------------------------------------------------- classification

    def report(self, error: UnexpectedInput, chunk_start: int) -> Diagnostic:
        expected = _accepted(error)
        if isinstance(error, UnexpectedCharacters):
            return self._bad_character(error, expected)
        assert isinstance(error, UnexpectedToken)
        return self._bad_token(error.token, expected, chunk_start)

    def _bad_character(self, error: UnexpectedCharacters, expected: set[str]) -> Diagnostic:
        line, column = error.line, error.column
        if error.char == '"':
            end = len(self.index.line_text(self._clamp(line, column)[0])) + 1
            return Diagnostic.error(
                "E107",
                self._span(line, column, line, end),
                "this string is never closed",
                hint='a string must end with " on the line where it starts',
            )
        if "_LANGUAGE" in expected:
            return self._missing_header(self._span(line, column, line, column + 1))
        hint = _FOREIGN_CHARACTERS.get(error.char)
        if hint is None and expected:
            hint = f"expected {self.names.expected(expected)}"
        return Diagnostic.error(
            "E101",
            self._span(line, column, line, column + 1),
            f"unexpected character {error.char!r}",
            hint=hint,
        )

    def _missing_header(self, span: Span) -> Diagnostic:
        return Diagnostic.error(
            "E106",
            span,
            "a script must start with the header 'language 1'",
            hint="add the line 'language 1' at the top of the file",
        )

    def _bad_token(self, token: Token, expected: set[str], chunk_start: int) -> Diagnostic:
        span = self.token_span(token)
        found = self.names.found(token)
        if "_LANGUAGE" in expected:
            return self._missing_header(span)
        if token.type == "_EQUAL" and "_EQ" in expected:
            return Diagnostic.error(
                "E103",
                span,
                "'=' assigns a value; to compare two values, use '=='",
            )
        if expected == {"STRING"}:
            return Diagnostic.error(
                "E104",
                span,
                f"expected a title in double quotes, found {found}",
                hint='write the title in quotes, as in "Wail of the Banshee"',
            )
        if (token.type == END or token.type in DECL_KEYWORDS) and expected & set(CLOSERS):
            unclosed = self._unclosed(expected, chunk_start, token)
            if unclosed is not None:
                return unclosed
        words = self._words_before(token)
        if words[-1:] and words[-1] in _VALUES_AFTER and "NAME" in expected:
            return Diagnostic.error(
                "E101",
                span,
                f"expected a name after '{words[-1]}', found {found}",
                hint=_VALUES_AFTER[words[-1]],
            )
        word = self.names.keyword(token.type) or (str(token) if token.type == "NAME" else None)
        keywords = {t for t in expected if self.names.keyword(t)}
        starters = keywords & (DECL_KEYWORDS | MEMBER_KEYWORDS | ACTION_KEYWORDS)
        if len(words) == 2 and words[0] in _VALUES_AFTER and words[1].isidentifier():
            return Diagnostic.error(
                "E105",
                span,
                f"'{words[0]}' takes one word; {found} cannot follow '{words[1]}'",
                hint=_VALUES_AFTER[words[0]],
            )
        if word is not None and "NAME" not in expected and starters:
            return self._unknown_keyword(span, word, starters)
        wanted = self.names.expected(expected)
        hint = self._hint_from_context(token)
        return Diagnostic.error("E101", span, f"expected {wanted}, found {found}", hint=hint)

    def _words_before(self, token: Token) -> list[str]:
        """The last two words on the token's line before it (fewer if there are not)."""
        if token.line is None or token.column is None or token.type == END:
            return []
        start = self.index.line_start(token.line)
        return self.index.text[start : self.index.offset(token.line, token.column)].split()[-2:]

    def _hint_from_context(self, token: Token) -> str | None:
        """A hint for mistakes that only show in the text just before the error."""
        if token.line is None or token.column is None:
            return None
        before = self.index.text[: self.index.offset(token.line, token.column)].rstrip()
        words = before.rsplit(None, 2)
        previous = words[-1] if words else ""
        if token.type == "_EQUAL" and before.endswith("="):
            return "a comparison with '==' cannot stand alone as a statement; '=' assigns"
        if previous in _FOREIGN_WORDS:
            return _FOREIGN_WORDS[previous]
        if len(words) >= 2 and words[-2].endswith("=>"):
            return (
                "a match arm holds a block, a call, roll, match, for each or win; "
                "wrap other statements in braces: 1 => { ... }"
            )
        return None

    def _unclosed(self, expected: set[str], chunk_start: int, token: Token) -> Diagnostic | None:
        if token.type == END:
            end = len(self.index.text)
        else:
            end = self.index.offset(token.line or 1, token.column or 1)
        bracket = unclosed_bracket(self.index, chunk_start, end)
        if bracket is None:
            return None
        closer = OPENERS[bracket.char]
        if closer not in {CLOSERS[t] for t in expected if t in CLOSERS}:
            return None
        line, _ = self.index.position(bracket.offset)
        span = self.token_span(token)
        if bracket.char == "{":
            return Diagnostic.error(
                "E102",
                span,
                f"expected '}}' to close the block opened at line {line}",
            )
        return Diagnostic.error(
            "E101",
            span,
            f"expected '{closer}' to close the '{bracket.char}' opened at line {line}",
        )

    def _unknown_keyword(self, span: Span, word: str, starters: set[str]) -> Diagnostic:
        spelled = sorted(kw for t in starters if (kw := self.names.keyword(t)))
        if starters & DECL_KEYWORDS and not starters & MEMBER_KEYWORDS:
            what = "a declaration"
        elif starters <= ACTION_KEYWORDS:
            what = "a clause of an action"
        else:
            what = "a member or section"
        if self._statement_follows(span):
            return Diagnostic.error(
                "E105",
                span,
                f"a statement cannot stand here: '{word}' must be inside a block",
                hint="put effects in a block such as 'setup { }' or 'on EVENT { }'",
            )
        close = difflib.get_close_matches(word, spelled, n=1, cutoff=0.75)
        if close:
            return Diagnostic.error(
                "E105",
                span,
                f"unknown keyword '{word}' where {what} should start",
                hint=f"did you mean '{close[0]}'?",
            )
        return Diagnostic.error(
            "E105",
            span,
            f"'{word}' cannot start {what} here",
            hint="expected one of: " + ", ".join(spelled),
        )

    def _statement_follows(self, span: Span) -> bool:
        # `name(` or `name =` where a member should start is a statement
        # written outside any block, a different mistake from a misspelling.
        after = self.index.offset(span.end_line, span.end_column)
        rest = self.index.text[after : after + 80].lstrip(" \t")
        return rest.startswith(("(", "+=", "-=")) or (rest.startswith("=") and rest[1:2] != "=")


def _accepted(error: UnexpectedInput) -> set[str]:
    """The terminals the parser could really have taken at the error.

    The interactive parser answers exactly; the sets carried by the exception
    can include terminals that LALR's merged states would reject a step later.
    """
    parser = getattr(error, "interactive_parser", None)
    if parser is not None:
        try:
            return set(parser.accepts())
        except UnexpectedInput:  # pragma: no cover - defensive, accepts() should not raise
            pass
    fallback: Iterable[str] = (
        getattr(error, "expected", None) or getattr(error, "allowed", None) or ()
    )
    return {t for t in fallback if t not in {"WS", "COMMENT"}}
