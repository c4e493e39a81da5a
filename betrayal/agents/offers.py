"""The haunt's own actions open to a player, without the cards' and rooms' actions.

The agents ask this of hundreds of imagined states a turn (the player standing in each
room, holding each card of a deck); only the haunt's actions matter there, and working
out every card's and room's offers too was most of a goal-directed game's time. The
answer is the haunt's part of ``ScriptSet.actions``, in the same order.
"""

from __future__ import annotations

from betrayal.core.actions import Action
from betrayal.core.state import GameState
from betrayal.script.access import script_set
from betrayal.script.haunt_probe import ANYTHING, HauntProbe


def haunt_offers(state: GameState, player: int) -> list[Action]:
    """``[a for a in scripts.actions(state, player) if a is the haunt's]``, only cheaper."""
    return script_set(state).haunt_actions(state, player)


def haunt_probe(state: GameState, player: int, varies: frozenset[str] = ANYTHING) -> HauntProbe:
    """:func:`haunt_offers` for many positions imagined from ``state`` that differ from it
    in ``varies`` (``player`` or a monster elsewhere, other cards held or lying about):
    what every one of them would answer alike is asked once."""
    return HauntProbe(script_set(state), state, player, varies)
