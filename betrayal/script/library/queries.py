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
    "items_of", WHO, returns=list_of(CARD), example="items_of(actor)", english="{who}'s item cards"
)
def items_of(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The item cards (not omens or events) an explorer holds."""
    content = state.game.content
    return tuple(c for c in state.explorers[who].cards if content.card(c).kind is CardKind.ITEM)
