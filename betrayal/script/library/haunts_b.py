"""Primitives grown for haunts 8 to 14: heroes who turn traitor, explorers dragged
toward a room, seats and the traits explorers had when the haunt began."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, CARD, EXPLORER, ROOM


@effect(
    "lure",
    Param("who", EXPLORER),
    Param("room", ROOM),
    example="lure(actor, ballroom)",
    english="{who} must move toward {room} this turn",
)
def lure(state: GameState, ctx: Ctx, who: int, room: str) -> GameState:
    """For the rest of their turn, the explorer may move only one space nearer to the room
    at each step, by a shortest route through rooms already found, and cannot end the turn
    while such a step is open to them; other acts stay open. Only on their own turn."""
    if state.turn.player != who or state.turn.monsters or room not in state.house:
        return state
    return state.evolve(turn=attrs.evolve(state.turn, lured_to=room))


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
