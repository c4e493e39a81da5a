"""Primitives haunts need: where the haunt began, distances, cards fetched from anywhere,
monsters taken off the board, and fights a rule starts.

The standing rules about who may attack whom (``cannot_attack``,
``cannot_attack_explorer``) are statics in the registry; the engine consults them in
core/rules/combat.py and core/rules/monsters.py. A fight a rule starts against a monster
is ``fight_monster`` (haunts_c.py).
"""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import give_card, holder_of, set_pile
from betrayal.core.state import DECK_KINDS, GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import CARD, EXPLORER, list_of


@effect(
    "gain_card",
    Param("who", EXPLORER),
    Param("card", CARD),
    example="gain_card(actor, revolver)",
    english="{who} take {card} from wherever it is",
)
def gain_card(state: GameState, ctx: Ctx, who: int, card: str) -> GameState:
    """The explorer takes an item or omen from wherever it lies: its deck (which is
    shuffled after), an item pile, or set aside out of the game. Nothing happens if
    someone holds it (see take_card_from) or the explorer is dead."""
    content = state.game.content
    if content.card(card).kind is CardKind.EVENT:
        return state
    if not state.explorers[who].alive or holder_of(state, card) is not None:
        return state
    decks = list(state.decks)
    for i in range(len(DECK_KINDS)):
        decks[i] = tuple(c for c in decks[i] if c != card)
    state = state.evolve(
        decks=(decks[0], decks[1], decks[2]),
        deck_tops=tuple(t for t in state.deck_tops if t[0] != card),
        removed=tuple(c for c in state.removed if c != card),
    )
    for room, pile in state.piles:
        if card in pile:
            state = set_pile(state, room, tuple(c for c in pile if c != card))
            break
    state = give_card(state, who, card)
    return script_set(state).fire(state, "gained", (who,), card=card)


@query(
    "cards_of",
    Param("who", EXPLORER),
    returns=list_of(CARD),
    example="cards_of(actor)",
    english="the items and omens {who} hold",
)
def cards_of(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The item and omen cards an explorer holds (not kept events), in the order they
    came."""
    content = state.game.content
    return tuple(
        c for c in state.explorers[who].cards if content.card(c).kind is not CardKind.EVENT
    )
