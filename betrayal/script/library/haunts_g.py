"""Primitives first needed by haunts 43-50: tokens kept on an explorer's card,
movement left, rooms placed by name, and taking monsters off the board.

Tokens on a card are counted per explorer and per token kind of the script, and are kept
with the script's variables (under a key no variable can have), so a game holding them
still saves, compares and replays like any other.
"""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import take_card
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect
from betrayal.script.scripts import script_set
from betrayal.script.types import EXPLORER


@effect(
    "destroy_cards",
    Param("who", EXPLORER),
    example="destroy_cards(actor)",
    english="every item and omen {who} hold is destroyed",
)
def destroy_cards(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Every item and omen the explorer holds leaves the game (kept events stay)."""
    content = state.game.content
    gone = [c for c in state.explorers[who].cards if content.card(c).kind is not CardKind.EVENT]
    for card in gone:
        state = take_card(state, who, card).evolve(removed=(*state.removed, card))
    scripts = script_set(state)
    for card in gone:
        state = scripts.fire(state, "lost", (who,), card=card)
    return state
