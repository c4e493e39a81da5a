"""Queries: read the game, change nothing."""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, query
from betrayal.script.types import (
    BOOL,
    CARD,
    EXPLORER,
    ROOM,
    TOKEN,
    list_of,
)

WHO = Param("who", EXPLORER, doc="an explorer")


@query(
    "holds",
    WHO,
    Param("card", CARD),
    returns=BOOL,
    example="holds(actor, candle)",
    english="{who} hold {card}",
)
def holds(state: GameState, ctx: Ctx, who: int, card: str) -> bool:
    """Whether an explorer holds a card."""
    return card in state.explorers[who].cards


@query(
    "holder_of",
    Param("card", CARD),
    returns=list_of(EXPLORER),
    example="holder_of(puzzle_box)",
    english="whoever holds {card}",
)
def holder_of(state: GameState, ctx: Ctx, card: str) -> tuple[int, ...]:
    """The explorers holding a card: a list of one, or an empty list."""
    return tuple(i for i, e in enumerate(state.explorers) if card in e.cards)


@query(
    "has_token",
    Param("room", ROOM),
    Param("token", TOKEN),
    returns=BOOL,
    example="has_token(room_of(actor), safe)",
    english="{room} holds {token}",
)
def has_token(state: GameState, ctx: Ctx, room: str, token: str) -> bool:
    """Whether a token of this script lies in a room."""
    return (_token_key(ctx, token), room) in state.tokens


def _token_key(ctx: Ctx, token: str) -> str:
    # Tokens are named per script, so two cards may both call theirs `token` safely.
    return f"{ctx.script}:{token}"


@query(
    "token_rooms",
    Param("token", TOKEN),
    returns=list_of(ROOM),
    example="token_rooms(safe)",
    english="the rooms holding {token}",
)
def token_rooms(state: GameState, ctx: Ctx, token: str) -> tuple[str, ...]:
    """The rooms where a token of this script lies."""
    key = _token_key(ctx, token)
    return tuple(room for t, room in state.tokens if t == key)


@query(
    "items_of", WHO, returns=list_of(CARD), example="items_of(actor)", english="{who}'s item cards"
)
def items_of(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The item cards (not omens or events) an explorer holds."""
    content = state.game.content
    return tuple(c for c in state.explorers[who].cards if content.card(c).kind is CardKind.ITEM)
