"""Primitives about how far the house can still grow, for haunts whose rules change once a
floor has been explored to its end (a Phantom the traitor hides once no basement room is
left to find, say)."""

from __future__ import annotations

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.rules.exploration import can_discover
from betrayal.core.state import GameState
from betrayal.script.registry import Param, query
from betrayal.script.types import BOOL, FLOOR


@query(
    "floor_can_grow",
    Param("floor", FLOOR),
    returns=BOOL,
    example="floor_can_grow(basement)",
    english="a new room can still be found on {floor}",
)
def floor_can_grow(state: GameState, ctx: Ctx, floor: Floor) -> bool:
    """Whether exploring can still turn up a room on a floor: a room tile that may go there
    is left (in the stack or set aside) and a door on that floor still opens onto an empty
    space. Once either runs out, the floor has been explored to its end, even with tiles
    for it still in the stack."""
    return can_discover(state, floor) and state.house.open_doorways(floor) > 0
