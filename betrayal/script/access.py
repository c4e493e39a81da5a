"""How code above the core reaches a game's compiled scripts.

The core types a game's scripts only by the calls it makes of them
(:class:`betrayal.core.scripted.ScriptedRules`); the language itself, the agents and the
tools read the programs too, through :func:`script_set`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from betrayal.core.state import GameState

if TYPE_CHECKING:
    from betrayal.script.scripts import ScriptSet


def script_set(state: GameState) -> ScriptSet:
    """The game's compiled scripts, as the rule language's own object."""
    # Asked for every expression evaluated, so no call to ``typing.cast`` here.
    return state.game.scripts  # type: ignore[return-value]
