"""Primitives haunts need: where the haunt began, distances, cards fetched from anywhere,
monsters taken off the board, and fights a rule starts.

The standing rules about who may attack whom (``cannot_attack_monster``,
``cannot_attack_explorer``) and about monsters a fight leaves unhurt (``monster_unhurt``)
are statics in the registry; the engine consults them in core/rules/combat.py and
core/rules/monsters.py.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx, Then
from betrayal.core.rules.cards import give_card, holder_of, set_pile
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.state import DECK_KINDS, GameState
from betrayal.core.traits import Trait
from betrayal.script.library.queries import distances
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, CARD, EXPLORER, INT, MONSTER, ROOM, TRAIT, list_of

# Rooms no way joins are this far apart: farther than any house can make two rooms.
UNREACHABLE = 99


@query(
    "reveal_room",
    returns=ROOM,
    example="reveal_room()",
    english="the room where the haunt was revealed",
)
def reveal_room(state: GameState, ctx: Ctx) -> str:
    """The room where the haunt was revealed (where its omen was drawn)."""
    if state.reveal is None:
        return state.explorers[ctx.actor].room
    return state.reveal.room


@query(
    "revealer",
    returns=EXPLORER,
    example="revealer()",
    english="the explorer who revealed the haunt",
)
def revealer(state: GameState, ctx: Ctx) -> int:
    """The explorer who revealed the haunt (before the haunt: the acting explorer)."""
    if state.reveal is None:
        return ctx.actor
    return state.reveal.revealer


@query(
    "distance",
    Param("a", ROOM),
    Param("b", ROOM),
    returns=INT,
    example="distance(room_of(actor), entrance_hall)",
    english="the number of spaces from {a} to {b}",
)
def distance(state: GameState, ctx: Ctx, a: str, b: str) -> int:
    """How many spaces apart two placed rooms are, moving through doors, stairs and ways
    opened by rules; 99 when no way joins them."""
    if a not in state.house or b not in state.house:
        return UNREACHABLE
    return distances(state, a).get(b, UNREACHABLE)


@query(
    "far_rooms",
    Param("origin", ROOM),
    Param("rooms", list_of(ROOM)),
    Param("spaces", INT),
    returns=list_of(ROOM),
    example="far_rooms(room_of(actor), rooms_on(ground), 5)",
    english="the rooms among {rooms} at least {spaces} spaces from {origin} "
    "(else the farthest of them)",
)
def far_rooms(
    state: GameState, ctx: Ctx, origin: str, rooms: tuple[str, ...], spaces: int
) -> tuple[str, ...]:
    """The rooms of a list at least ``spaces`` spaces from a room; if none is that far, the
    ones farthest from it (rooms no way reaches count as farthest)."""
    if not rooms:
        return ()
    far = {r: distance(state, ctx, origin, r) for r in rooms}
    enough = tuple(r for r in rooms if far[r] >= spaces)
    if enough:
        return enough
    most = max(far.values())
    return tuple(r for r in rooms if far[r] == most)


@query(
    "attack_spent",
    returns=BOOL,
    example="attack_spent()",
    english="the attack of this turn has been made",
)
def attack_spent(state: GameState, ctx: Ctx) -> bool:
    """Whether the explorer whose turn it is has already made their attack this turn."""
    return state.turn.attacked


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
    return state.game.scripts.fire(state, "gained", (who,), card=card)


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


@effect(
    "attack_monster",
    Param("who", EXPLORER),
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    example="attack_monster(actor, hound, sanity)",
    english="{who} attack {kind} in their room with {trait}",
)
def attack_monster(state: GameState, ctx: Ctx, who: int, kind: str, trait: Trait) -> GameState:
    """The explorer attacks a monster of a kind in their room, rolling a trait the usual
    attack does not use; the monster defends with the same trait. It is the explorer's
    attack of the turn. Nothing happens if no such monster is there."""
    room = state.explorers[who].room
    target = next((m for m in state.monsters if m.kind == kind and m.room == room), None)
    if target is None or not state.explorers[who].alive:
        return state
    from betrayal.core.rules.combat import start_attack

    if state.turn.player == who:
        state = state.evolve(turn=attrs.evolve(state.turn, attacked=True))
    return start_attack(state, str(who), target.ident, trait, trait_dice(state, who, trait))


@effect("prevent_damage", example="prevent_damage()", english="the fight deals no damage")
def prevent_damage(state: GameState, ctx: Ctx) -> GameState:
    """In a `monster_won` trigger: the beaten explorer takes no damage from the fight."""
    from betrayal.script.library.movement import _cancel

    return _cancel(state, Then.FIGHT_DAMAGE)
