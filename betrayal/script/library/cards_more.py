"""Primitives the cards of the box needed beyond the first library: figures pulled one
step toward a room (the Bell, the Spirit Board), monsters held where they stand (the
Music Box), a known order of the next few tiles or cards (It Is Meant to Be), attacks a
card forces (Bloody Vision), errands run there and back (the Dog), and which card raised
a trait (Grave Dirt, with the `raised` event in the registry).

A "step toward a room" follows the ways a figure walks (meeting doors, stairs and other
fixed links, passages rules opened; never a chute backwards or a fallen room), and only
ever brings the figure one space nearer by a shortest route. Cards that pull many figures
walk the rooms nearest the target first (`rooms_by_distance`), so a figure pulled into a
room the loop has already passed is never pulled twice.
"""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, query
from betrayal.script.types import BOOL, CARD, list_of


@query(
    "is_item",
    Param("card", CARD),
    returns=BOOL,
    example="is_item(axe)",
    english="{card} is an item card",
)
def is_item(state: GameState, ctx: Ctx, card: str) -> bool:
    """Whether a card is an item card (not an omen or an event)."""
    return state.game.content.card(card).kind is CardKind.ITEM


# ----- a known order of the next few cards or tiles ---------------------------------------
#
# Decks and the room stack are chance: nobody knows what comes next until someone looks.
# A look leaves a known order behind (GameState.deck_tops for the card decks,
# room_top and room_after for the room stack): the engine then draws those first, in
# that order. To look at the top few, a script picks them one by one at random among the
# candidates below (the known ones come first, as they really are on top), then says in
# which order they go back. (omen_deck() lives with the haunts' primitives.)


# ----- attacks a card forces on an explorer ------------------------------------------------


# ----- errands: a figure that runs off and comes back in one go -----------------------------


@query(
    "items_among",
    Param("cards", list_of(CARD)),
    returns=list_of(CARD),
    example="items_among(pile_of(room_of(actor)))",
    english="the item cards among {cards}",
)
def items_among(state: GameState, ctx: Ctx, cards: tuple[str, ...]) -> tuple[str, ...]:
    """The item cards of a list (not omens or events), in the list's order."""
    return tuple(c for c in cards if state.game.content.card(c).kind is CardKind.ITEM)
