"""The queries that a filter, a field or a family now says (issue 14, language 3): each old
name, the parameters it had, and the text that says the same in the current language.
The table itself is :mod:`betrayal.script.retired`."""

from __future__ import annotations

from betrayal.script.retired import Retired, retire

# The names retired here, in order (the table holds other modules' entries too).
NAMES: list[str] = []


def _retire(entry: Retired) -> None:
    retire(entry)
    NAMES.append(entry.name)
