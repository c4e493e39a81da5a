"""Primitives for cards and rooms that reach monsters without knowing the haunt's kinds:
which kinds stand in a room, and a monster beaten by something other than a fight."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules import combat
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import EXPLORER, INT, MONSTER, ROOM, TRAIT, list_of


@query(
    "monster_kinds_in",
    Param("room", ROOM),
    returns=list_of(MONSTER),
    example="monster_kinds_in(room_of(actor))",
    english="the kinds of monster in {room}",
)
def monster_kinds_in(state: GameState, ctx: Ctx, room: str) -> tuple[str, ...]:
    """The kinds of monster standing in a room, each once, in the order they came on the
    board; empty when there are none (and always before the haunt)."""
    kinds: list[str] = []
    for m in state.monsters:
        if m.room == room and m.kind not in kinds:
            kinds.append(m.kind)
    return tuple(kinds)


@effect(
    "beat_monster",
    Param("who", EXPLORER),
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("nth", INT),
    Param("points", INT),
    Param("trait", TRAIT),
    example="beat_monster(actor, hound, room_of(actor), 1, 4, speed)",
    english="the {nth}th {kind} in {room} is beaten by {who} by {points} ({trait})",
)
def beat_monster(
    state: GameState, ctx: Ctx, who: int, kind: str, room: str, nth: int, points: int, trait: Trait
) -> GameState:
    """The ``nth`` monster of a kind in a room (counting from 1, in the order they came on
    the board) counts as beaten by the explorer by ``points`` with ``trait``, as by a blast:
    the haunt's `monster_beaten` rules hear of it (and may wound, slay or spare it), and
    it is stunned unless they say otherwise. Their `weapon` holds the item or omen whose
    own rules call this (the Dynamite), so a haunt can tell what hit its monster; it is
    empty when a room, an event or the haunt calls it. Nothing happens when there is no
    such monster."""
    found = [m for m in state.monsters if m.kind == kind and m.room == room]
    if not 1 <= nth <= len(found):
        return state
    # A haunt may single out what hit its monster (a blast that scatters a hoard).
    weapon = (ctx.this,) if ctx.script.split(":", 1)[0] in ("item", "omen") else ()
    return combat.monster_beaten(state, who, found[nth - 1].ident, points, trait, weapon)
