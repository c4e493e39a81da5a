"""Effects and queries some event cards need: lowest trait values, leaving an item in a
room, the room tiles still to come, the rooms and explorers of a floor, and the rooms with
a window to the outside."""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import holder_of, set_pile, take_card
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect
from betrayal.script.scripts import script_set
from betrayal.script.types import CARD, ROOM


@effect(
    "leave_item_in",
    Param("card", CARD),
    Param("room", ROOM),
    example="leave_item_in(axe, entrance_hall)",
    english="put {card} down in {room}",
)
def leave_item_in(state: GameState, ctx: Ctx, card: str, room: str) -> GameState:
    """Whoever holds an item or omen puts it down in a placed room, where anyone there may
    pick it up; nothing happens if nobody holds it."""
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house yet")
    if state.game.content.card(card).kind is CardKind.EVENT:
        raise BetrayalError(f"{card} is an event card; only items and omens lie in rooms")
    seat = holder_of(state, card)
    if seat is None:
        return state
    state = set_pile(take_card(state, seat, card), room, (*state.pile(room), card))
    return script_set(state).fire(state, "lost", (seat,), card=card)
