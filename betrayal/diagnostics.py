"""Diagnostics: the one report type shared by the parser, checker, loader and runtime.

Every problem found in a script, a content file or at run time becomes a
`Diagnostic` with a stable code. Codes are grouped by the stage that finds them:
E1xx syntax, E2xx names, E3xx types and arity, E4xx structure, W3xx unused or
unreachable. `DIAGNOSTIC_CODES` lists each code with a one-line meaning, so the
documentation can be generated from it and tests can check that nothing emits
an undocumented code.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType

import attrs

__all__ = [
    "DIAGNOSTIC_CODES",
    "Diagnostic",
    "Severity",
    "Span",
]


class Severity(enum.Enum):
    """How bad a diagnostic is: errors stop a script from being used, warnings do not."""

    ERROR = "error"
    WARNING = "warning"


@attrs.frozen
class Span:
    """A stretch of a source file, 1-based; the end column points just past the last character."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    @classmethod
    def point(cls, file: str, line: int, column: int) -> Span:
        """An empty span at one position, for things like "the end of the file"."""
        return cls(file, line, column, line, column)

    def to_json(self) -> dict[str, str | int]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
        }


@attrs.frozen
class Diagnostic:
    """One problem, located in a file and phrased for the person who wrote the script."""

    code: str
    severity: Severity
    span: Span
    message: str
    hint: str | None = None

    @classmethod
    def error(cls, code: str, span: Span, message: str, hint: str | None = None) -> Diagnostic:
        return cls(code, Severity.ERROR, span, message, hint)

    @classmethod
    def warning(cls, code: str, span: Span, message: str, hint: str | None = None) -> Diagnostic:
        return cls(code, Severity.WARNING, span, message, hint)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def format(self) -> str:
        """The one-line form printed by `betrayal check`: `file:line:col: CODE message`."""
        text = f"{self.span.file}:{self.span.line}:{self.span.column}: {self.code} {self.message}"
        if self.hint:
            text += f" (hint: {self.hint})"
        return text

    def format_with_source(self, text: str) -> str:
        """`format()`, then the offending line of `text` and a caret under the column, as
        compilers print them; just `format()` when there is no text (a file that could not
        be read) or the span lies outside it."""
        lines = text.split("\n")
        if not text or not 1 <= self.span.line <= len(lines):
            return self.format()
        line = lines[self.span.line - 1].rstrip("\r")
        if not line.strip():
            return self.format()  # nothing to point at (a file that could not be read, say)
        start = min(max(self.span.column, 1), len(line) + 1) - 1
        end = self.span.end_column - 1 if self.span.end_line == self.span.line else len(line)
        width = max(1, min(end, len(line)) - start)
        # Tabs are kept in front of the caret so that it lines up however they are shown.
        lead = "".join(c if c == "\t" else " " for c in line[:start])
        return f"{self.format()}\n    {line}\n    {lead}{'^' * width}"

    def to_json(self) -> dict[str, object]:
        """A plain dict for `--json` output; keys are stable."""
        return {
            "code": self.code,
            "severity": self.severity.value,
            "span": self.span.to_json(),
            "message": self.message,
            "hint": self.hint,
        }


# Code -> one-line meaning. Add a line here before emitting a new code.
DIAGNOSTIC_CODES: Mapping[str, str] = MappingProxyType(
    {
        "E101": "Syntax error: a token or character that cannot appear at this point.",
        "E102": "A block opened with '{' is never closed with '}'.",
        "E103": "'=' (assignment) used where '==' (comparison) was meant.",
        "E104": "A declaration's title is missing its double quotes.",
        "E105": "Unknown section or keyword where a declaration or member should start.",
        "E106": "The 'language N' header is missing, or names an unsupported version.",
        "E107": "A string is not closed with '\"' on the line where it starts.",
        "E108": "The file is larger than the size limit for scripts.",
        "E109": "The script nests deeper than the nesting limit.",
        "E110": "A number is larger than the largest number scripts may use.",
        "E000": "The file cannot be read (missing, not a file, or not UTF-8 text).",
        "E201": "Unknown name: not a local, variable, built-in, trait, room, card or token.",
        "E202": "Unknown primitive: no effect or query of that name.",
        "E203": "Unknown event in `on EVENT(...)`.",
        "E204": "Unknown parameter, limit or keyword given to a primitive or declaration.",
        "E205": "A name, variable or declaration is declared twice.",
        "E206": "The declared card or room does not exist in this edition.",
        "E210": "A name the language has retired, used in a file that declares a language "
        "without it; the message writes out the replacement.",
        "E301": "Type mismatch: a value of the wrong type for where it is used.",
        "E302": "A required argument is missing.",
        "E303": "Too many arguments.",
        "E304": "An effect used as a value, or a query used as a statement.",
        "E305": "The same argument is given twice.",
        "E401": "A haunt has no win condition for one of its sides.",
        "E402": "An action is missing a required clause (who may take it).",
        "E403": "A member that is not allowed in this kind of declaration or section.",
        "E404": "`roll` needs dice(N) or trait(who, trait).",
        "E406": "`win` names an unknown side (heroes or traitor).",
        "E407": "A trigger binds more values than its event gives, or card flags contradict "
        "the content data.",
        "E408": "An event this kind of declaration cannot react to.",
        "E409": "`replace` names an event whose step cannot be replaced (leaving, attacking "
        "and monster_won can).",
        "W301": "A variable or name that is declared but never used.",
        "W302": "A match arm that can never be reached.",
        "W303": "A declaration's title differs from the card's or room's name.",
        "W304": "A haunt's `traitor` line that the edition's haunt chart overrides.",
        "W305": "A haunt's goal reads a variable that no rule of the haunt ever changes.",
        "W306": "A trigger on an event only monsters raise, in a haunt that declares none.",
        "W307": "Two statics that steer a monster (a set path, a chase, a hunt, rooms "
        "sought) can apply to one monster at once; the message says which wins.",
        "W308": "A haunt's action that no player can ever take: its `where` needs a token "
        "no rule puts down, or a value of a variable no rule changes.",
        "W309": "A haunt's action that makes a roll and says no `limit`: it may be taken "
        "any number of times a turn, where the rules let a player try the same roll once.",
    }
)
