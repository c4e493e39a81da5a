"""A monster's one attack of the monster turn, spent on something a haunt gives it to do
instead (a gaze that bends minds, say): how many could still attack, and spending it."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.rules.monsters import may_still_attack
from betrayal.core.state import GameState, MonsterState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import INT, MONSTER, ROOM


def _ready(m: MonsterState, kind: str, room: str) -> bool:
    return m.kind == kind and m.room == room and may_still_attack(m)


@query(
    "monsters_ready_to_attack",
    Param("kind", MONSTER),
    Param("room", ROOM),
    returns=INT,
    example="monsters_ready_to_attack(hound, room_of(actor))",
    english="the number of {kind} in {room} that could still attack",
)
def monsters_ready_to_attack(state: GameState, ctx: Ctx, kind: str, room: str) -> int:
    """How many monsters of a kind in a room could still make an attack: not stunned, not
    sitting the turn out, and (on the monster turn) not having attacked yet."""
    return sum(1 for m in state.monsters if _ready(m, kind, room))


@effect(
    "spend_monster_attacks",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("count", INT),
    example="spend_monster_attacks(hound, room_of(actor), 1)",
    english="{count} of the {kind} in {room} give up their attack this monster turn",
)
def spend_monster_attacks(
    state: GameState, ctx: Ctx, kind: str, room: str, count: int
) -> GameState:
    """Up to ``count`` monsters of a kind in a room that could still attack have used
    their attack of this monster turn on something else (first placed first); they may
    still move. Nothing happens outside a monster turn."""
    if not state.turn.monsters or count <= 0:
        return state
    left = count
    spent: list[MonsterState] = []
    for m in state.monsters:
        if left > 0 and _ready(m, kind, room):
            m = attrs.evolve(m, attacked=True)
            left -= 1
        spent.append(m)
    return state.evolve(monsters=tuple(spent))
