"""Primitives grown for haunts 8 to 14: heroes who turn traitor, explorers dragged
toward a room, seats and the traits explorers had when the haunt began."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, query
from betrayal.script.types import BOOL, CARD


@query(
    "can_be_traded",
    Param("card", CARD),
    returns=BOOL,
    example="can_be_traded(dog)",
    english="{card} can be traded",
)
def can_be_traded(state: GameState, ctx: Ctx, card: str) -> bool:
    """Whether the content data lets a card change hands in a trade."""
    return state.game.content.card(card).can_trade
