"""The near-twins that one general primitive with a mode replaced (issue 14, "families
instead of twins"): each old name, the parameters it had, and the text that says the same
in the new form. The table itself is :mod:`betrayal.script.retired`."""

from __future__ import annotations

from betrayal.script.registry import Param
from betrayal.script.retired import Retired, RetiredKind, retire
from betrayal.script.types import EXPLORER, TRAIT

# ----- trait values: `trait_of(who, trait, at)` ------------------------------------------

retire(
    Retired(
        "start_value",
        RetiredKind.CALL,
        since=2,
        params=(Param("who", EXPLORER, doc="an explorer"), Param("trait", TRAIT)),
        template="trait_of({who}, {trait}, start)",
        why="trait_of reads every value of a trait; `start` is the printed starting one.",
    )
)
retire(
    Retired(
        "trait_at_reveal",
        RetiredKind.CALL,
        since=2,
        params=(Param("who", EXPLORER), Param("trait", TRAIT)),
        template="trait_of({who}, {trait}, reveal)",
        why="trait_of reads every value of a trait; `reveal` is the one at the haunt's start.",
    )
)
