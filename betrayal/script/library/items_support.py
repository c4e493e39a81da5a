"""Effects and queries some item and omen cards need: taking a card from another explorer,
which traits still need healing, the rooms next door and in the house, and whether an
event card is being resolved for an explorer."""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx, Loop, RunScript
from betrayal.core.rules.cards import give_card, take_card
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import BOOL, CARD, EXPLORER


@effect(
    "take_card_from",
    Param("who", EXPLORER, doc="the explorer who ends up with the card"),
    Param("victim", EXPLORER, doc="the explorer who holds it now"),
    Param("card", CARD),
    example="take_card_from(actor, left_of(actor), axe)",
    english="{who} take {card} from {victim}",
)
def take_card_from(state: GameState, ctx: Ctx, who: int, victim: int, card: str) -> GameState:
    """Move an item or omen from one explorer's hands to another's; the first hears that
    they lost it, then the second that they gained it. Nothing happens if the victim does
    not hold the card."""
    if state.game.content.card(card).kind is CardKind.EVENT:
        raise BetrayalError(f"{card} is an event card; only items and omens change hands")
    if who == victim or card not in state.explorers[victim].cards:
        return state
    scripts = script_set(state)
    # The card is in nobody's hands while the loss is heard, so the card's own rules see
    # the victim as the one who held it.
    state = scripts.fire(take_card(state, victim, card), "lost", (victim,), card=card)
    return scripts.fire(give_card(state, who, card), "gained", (who,), card=card)


@query(
    "can_be_stolen",
    Param("card", CARD),
    returns=BOOL,
    example="can_be_stolen(armor)",
    english="{card} can be stolen",
)
def can_be_stolen(state: GameState, ctx: Ctx, card: str) -> bool:
    """Whether the content data lets a card be stolen from whoever holds it."""
    return state.game.content.card(card).can_steal


@query(
    "event_resolving_for",
    Param("who", EXPLORER),
    returns=BOOL,
    example="event_resolving_for(actor)",
    english="{who} is resolving an event card",
)
def event_resolving_for(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether the script running now is an event card's rules run for the explorer: the
    one who drew it (or who uses what it left behind). Useful in a static's condition."""
    for frame in reversed(state.frames):
        if isinstance(frame, RunScript | Loop):
            return frame.ctx.script.startswith("event:") and frame.ctx.actor == who
    return False
