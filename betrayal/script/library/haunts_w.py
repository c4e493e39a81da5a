"""Primitives for monsters that walk a set path rather than being steered: which way they
face, and walking them along their path outside the monster turn (the `walk_path` rule
gives the path; the monster turn follows it on its own)."""

from __future__ import annotations

import attrs

from betrayal.content.model import Side
from betrayal.core.frames import Ctx
from betrayal.core.house import SIDES
from betrayal.core.rules import monsters
from betrayal.core.state import GameState, MonsterState
from betrayal.script.registry import Param, effect
from betrayal.script.types import BOOL, INT, MONSTER, ROOM


@effect(
    "face_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("toward", ROOM),
    example="face_monsters(hound, entrance_hall, foyer)",
    english="{kind} in {room} turn to face {toward}",
)
def face_monsters(state: GameState, ctx: Ctx, kind: str, room: str, toward: str) -> GameState:
    """Every monster of a kind in a room turns to face the door that joins it to the room
    ``toward`` (nothing happens when no door joins them)."""
    for side in SIDES:
        other = state.house.connected(room, side)
        if other is not None and other.room == toward:
            for m in [m for m in state.monsters if m.kind == kind and m.room == room]:
                state = monsters.replace(state, attrs.evolve(m, facing=side.value))
            break
    return state


@effect(
    "forget_facing",
    Param("kind", MONSTER),
    example="forget_facing(hound)",
    english="{kind} face no way in particular",
)
def forget_facing(state: GameState, ctx: Ctx, kind: str) -> GameState:
    """Every monster of a kind faces no way in particular: under a `walk_path` rule its
    next step is its mover's choice, and its path goes on from there."""
    return state.evolve(
        monsters=tuple(attrs.evolve(m, facing="") if m.kind == kind else m for m in state.monsters)
    )


def _next_door(state: GameState, m: MonsterState, turns: tuple[int, ...]) -> str | None:
    """The room a walker's path leads into from where it stands, or None when no door of
    its path is open (a door to unexplored space, or to a fallen room, is shut to it)."""
    avoided = {str(args[0]) for args in monsters.ability(state, m.kind, "avoids")}
    for side in monsters.path_sides(m.facing, turns):
        other = state.house.connected(m.room, Side(side))
        if other is not None and other.room not in state.collapsed | avoided:
            return side
    return None


@effect(
    "wander",
    Param("kind", MONSTER),
    Param("steps", INT),
    Param("heroes_stop", BOOL),
    example="wander(hound, 2, true)",
    english="{kind} walk up to {steps} rooms on their path, stopping by a hero if {heroes_stop}",
)
def wander(state: GameState, ctx: Ctx, kind: str, steps: int, heroes_stop: bool) -> GameState:
    """Every monster of a kind that faces some way walks up to ``steps`` rooms along the
    path its `walk_path` rule gives (none: it stays), spending none of its own movement,
    through doors only; it stops early where no door of its path is open. With
    ``heroes_stop``, one in a room with a hero stays put (it stops on meeting one). The
    monster-entered rules hear of each room it enters."""
    turns = monsters.path_turns(state, kind)
    if turns is None:
        return state
    walkers = [m.ident for m in state.monsters if m.kind == kind and m.facing]
    for ident in walkers:
        for _ in range(max(0, steps)):
            if not any(x.ident == ident for x in state.monsters):
                break  # a rule took it off the board on the way
            m = monsters.monster(state, ident)
            if heroes_stop and monsters.heroes_in(state, m.room):
                break
            side = _next_door(state, m, turns)
            if side is None:
                break
            other = state.house.connected(m.room, Side(side))
            assert other is not None
            chute = state.game.chute_from(other.room)
            there = chute if chute is not None else other.room
            walked = attrs.evolve(m, room=there, facing=side, came_from=m.room)
            state = monsters.replace(state, walked)
            state = monsters.arrive(state, ident, there)
    return state


# ----- turning back at a threshold ---------------------------------------------------------


@effect(
    "turn_back_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    example="turn_back_monsters(hound, chapel)",
    english="{kind} that just stepped into {room} go back, and no further this turn",
)
def turn_back_monsters(state: GameState, ctx: Ctx, kind: str, room: str) -> GameState:
    """Monsters of a kind that have just stepped into a room on their own move (in a
    `monster_entered` rule, say) go back to the room they came from, spending nothing,
    and move no further this monster turn. One put there by a rule, or that came by no
    room, stays."""
    for m in [m for m in state.monsters if m.kind == kind and m.room == room]:
        if m.came_from and m.came_from in state.house and m.came_from not in state.collapsed:
            back = attrs.evolve(m, room=m.came_from, came_from="", moves_left=0, halted=True)
            state = monsters.replace(state, back)
    return state
