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
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import CARD, EXPLORER, MONSTER, ROOM, list_of


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


@effect(
    "remove_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    example="remove_monsters(hound, room_of(actor))",
    english="take every {kind} in {room} off the board",
)
def remove_monsters(state: GameState, ctx: Ctx, kind: str, room: str) -> GameState:
    """Take every monster of a kind that stands in a room off the board for good."""
    return state.evolve(
        monsters=tuple(m for m in state.monsters if not (m.kind == kind and m.room == room))
    )


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


@query(
    "monster_room",
    Param("kind", MONSTER),
    returns=ROOM,
    example="monster_room(hound)",
    english="the room where {kind} stands",
)
def monster_room(state: GameState, ctx: Ctx, kind: str) -> str:
    """The room of the first monster of a kind on the board (for a kind there is one of).
    It is an error to ask when none is on the board: check monster_count() first."""
    for m in state.monsters:
        if m.kind == kind:
            return m.room
    raise BetrayalError(f"no {kind} is on the board")
