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

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import BOOL, CARD, INT, MONSTER, ROOM, list_of


@effect(
    "monsters_step",
    Param("kind", MONSTER),
    Param("source", ROOM),
    Param("target", ROOM),
    Param("count", INT),
    example="monsters_step(hound, entrance_hall, foyer, 1)",
    english="{kind} in {source} step into {target}, {count} of them",
)
def monsters_step(
    state: GameState, ctx: Ctx, kind: str, source: str, target: str, count: int
) -> GameState:
    """Up to ``count`` monsters of a kind in one room (the first placed first) step into
    another standing room, spending none of their own movement; a chute carries them on
    as it carries walkers. Unlike move_monsters(), it is a step: the rules hear each of
    them enter. Nothing happens for a room not in play."""
    if target not in state.house or target in state.collapsed or count <= 0:
        return state
    chute = state.game.chute_from(target)
    there = chute if chute is not None else target
    moving = [m.ident for m in state.monsters if m.kind == kind and m.room == source][:count]
    if not moving:
        return state
    monsters = tuple(
        attrs.evolve(m, room=there) if m.ident in moving else m for m in state.monsters
    )
    state = state.evolve(monsters=monsters)
    for _ in moving:
        state = script_set(state).fire(state, "monster_entered", (kind, there))
    return state


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


@effect(
    "halt_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("count", INT),
    example="halt_monsters(hound, room_of(actor), 1)",
    english="{count} of {kind} in {room} can move no further this monster turn",
)
def halt_monsters(state: GameState, ctx: Ctx, kind: str, room: str, count: int) -> GameState:
    """Up to ``count`` monsters of a kind in a room move no further this monster turn:
    those that have moved this turn first (one just come in, in a `monster_entered`
    rule), then the others, first placed first; each is halted only once. Halted at the start
    of the monster turn, they take no part in their kind's Speed roll; they may still
    attack."""
    here = [m for m in state.monsters if m.kind == kind and m.room == room and not m.halted]
    here.sort(key=lambda m: not m.moved)  # stable: board order within each group
    chosen = {m.ident for m in here[: max(0, count)]}
    if not chosen:
        return state
    monsters = tuple(
        attrs.evolve(m, halted=True, moves_left=0) if m.ident in chosen else m
        for m in state.monsters
    )
    return state.evolve(monsters=monsters)


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
