"""The typed errors the library raises for bad input."""

from __future__ import annotations


class BetrayalError(Exception):
    """Base class of every error this library raises on purpose."""


class ContentError(BetrayalError):
    """A content data file is malformed: names the file, the entry and the field."""

    def __init__(self, file: str, entry: str, field: str, problem: str) -> None:
        self.file = file
        self.entry = entry
        self.field = field
        self.problem = problem
        where = f"{file}: entry {entry!r}" if entry else file
        if field:
            where += f", field {field!r}"
        super().__init__(f"{where}: {problem}")


class IllegalAction(BetrayalError):
    """An action that the rules do not allow in this state. The state is left untouched."""

    def __init__(self, code: str, reason: str, action: object = None) -> None:
        self.code = code
        self.reason = reason
        self.action = action
        super().__init__(f"{code}: {reason}")


class BadArgument(BetrayalError, ValueError):
    """A public call got a value it cannot take: a seat that is not at the table, a
    number of players that is not a whole number, no agent for a seat. Says which."""


class SaveError(BetrayalError):
    """A saved game cannot be read or replayed: says which line and why."""

    def __init__(self, line: int, problem: str) -> None:
        self.line = line
        self.problem = problem
        super().__init__(f"line {line}: {problem}")


class ScriptError(BetrayalError):
    """A script failed while running: names the script, the place and the problem."""

    def __init__(self, where: str, problem: str) -> None:
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}")

    def __reduce__(self) -> tuple[type[ScriptError], tuple[str, str]]:
        # Worker processes of a simulation send errors back pickled.
        return (ScriptError, (self.where, self.problem))
