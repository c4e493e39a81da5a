"""Rooms a haunt shields from somebody's cards (a room the traitor's tricks cannot reach
into, say): the ``shielded_room`` static, asked by the cards' own rules."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.access import script_set
from betrayal.script.registry import Param, query
from betrayal.script.types import BOOL, EXPLORER, ROOM


@query(
    "shielded",
    Param("room", ROOM),
    Param("user", EXPLORER),
    returns=BOOL,
    example="shielded(chapel, actor)",
    english="{room} is out of reach of {user}'s cards",
)
def shielded(state: GameState, ctx: Ctx, room: str, user: int) -> bool:
    """Whether a haunt's `shielded_room` rule keeps the explorer's cards out of the room:
    a card aimed at it, or pulling someone out of it, leaves it alone. Always false
    outside a haunt with such a rule."""
    binds = (("room", room), ("user", user))
    return bool(script_set(state).static_amounts(state, "shielded_room", binds))
