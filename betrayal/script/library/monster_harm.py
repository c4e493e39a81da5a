"""Primitives for cards and rooms that reach monsters without knowing the haunt's kinds:
which kinds stand in a room, and a monster beaten by something other than a fight."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, query
from betrayal.script.types import MONSTER, ROOM, list_of


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
