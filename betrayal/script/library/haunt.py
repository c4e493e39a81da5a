"""Primitives for haunts: monsters on the board, who is alive."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules import monsters
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import INT, MONSTER, ROOM


@effect(
    "spawn",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("count", INT, 1),
    example="spawn(hound, room_of(actor))",
    english=lambda a: f"put {a['count']} of {a['kind']} in {a['room']}",
)
def spawn(state: GameState, ctx: Ctx, kind: str, room: str, count: int) -> GameState:
    """Put monsters of one of the haunt's kinds on the board, in a placed room."""
    return monsters.spawn(state, kind, room, count)


@query(
    "monster_count",
    Param("kind", MONSTER),
    returns=INT,
    example="monster_count(hound)",
    english="the number of {kind} on the board",
)
def monster_count(state: GameState, ctx: Ctx, kind: str) -> int:
    """How many monsters of a kind are on the board."""
    return sum(1 for m in state.monsters if m.kind == kind)
