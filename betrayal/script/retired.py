"""Names the language has retired, and what a script says instead.

When a general form replaces a name (a filter instead of `heroes_in`, one mover with a mode
instead of eight), the old name leaves the registry and comes here, with the parameters it
had and a template of the text that replaces it. The template is the one truth behind
three things: a file that declares an older language still compiles (each retired use is
read as its replacement), a file in the current language that uses a retired name gets a
diagnostic naming the replacement, and `betrayal upgrade` rewrites the file.

A template is source text in the current language where `{param}` stands for the source
text of that argument (an optional argument left out stands as its entry in `defaults`).
What a template replaces depends on the kind: a whole call (`CALL`), or the part of a
`static ...` (`STATIC`, `ABILITY`) or `on ...` (`EVENT`) line from the name to the closing
parenthesis.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

import attrs

from betrayal.script.registry import Param

# The language a file may declare, newest last. A file in an older one still compiles.
CURRENT_LANGUAGE = 3


class RetiredKind(enum.Enum):
    CALL = "call"  # an effect or a query: `name(args)`
    STATIC = "static"  # `static name(args)` in a haunt, card or room
    ABILITY = "ability"  # `static name(args)` in a monster
    EVENT = "event"  # `on name(args)`


@attrs.frozen
class Retired:
    name: str
    kind: RetiredKind
    since: int  # the first language version without the name
    params: tuple[Param, ...]  # its parameters in the last language that had it, in order
    template: str
    why: str  # one sentence for the diagnostic, in our own words
    defaults: Mapping[str, str] = attrs.field(factory=dict)


RETIRED: dict[str, Retired] = {}


def retire(entry: Retired) -> Retired:
    """Record a retired name (each name once)."""
    if entry.name in RETIRED:
        raise ValueError(f"{entry.name!r} is retired twice")
    RETIRED[entry.name] = entry
    return entry


# The entries themselves, grouped by what replaced them; imported last, as they use
# `retire` above.
from betrayal.script import retired_by_selection  # noqa: E402, F401
