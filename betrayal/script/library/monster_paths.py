"""Monsters a rule moves or steers: put in another room at once, stepped into the next
room, walked along a shortest way, sent somewhere together, walking a set path (which way
they face, and wandering along it outside the monster turn), and turned back at a
threshold."""

from __future__ import annotations

import enum

import attrs

from betrayal.content.model import Side
from betrayal.core.frames import Ctx
from betrayal.core.house import SIDES
from betrayal.core.paths import spaces_from
from betrayal.core.rules import monster_kinds, monster_moves, monster_steering, monsters
from betrayal.core.rules.monsters import is_of, kind_named
from betrayal.core.rules.positions import chute_end
from betrayal.core.state import GameState, MonsterState
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.library.monsters import ANYWHERE, EVERY, every_of, monsters_of_kind
from betrayal.script.limits import MAX_WALK
from betrayal.script.registry import Param, by_mode, effect, unused_in
from betrayal.script.types import BOOL, INT, MONSTER, ROOM, mode_of
from betrayal.script.verbs import fill


class Move(enum.Enum):
    """How a rule moves monsters from one room into another at once."""

    PUT = "put"  # set down there: nothing hears them come
    LEAD = "lead"  # led or dragged there: the rules hear each enter
    STEP = "step"  # a step: into a standing room only, a chute carries on, rules hear it


def _move_words(values: dict[str, str]) -> str:
    kind, source, target = values["kind"], values["source"], values["target"]
    every = values["count"] == str(EVERY)
    which = every_of(kind) if every else f"up to {values['count']} of {kind}"
    # Each move for one monster (after "every"), then for several.
    does = {
        "put": (
            "is put in {target} (no rule hears it come)",
            "are put in {target} (no rule hears them come)",
        ),
        "lead": ("is led into {target}", "are led into {target}"),
        "step": ("steps into {target}", "step into {target}"),
    }.get(values["how"])
    if does is None:  # a mode the checker already reported as wrong
        return "?"
    return f"{which} in {source} " + (does[0] if every else does[1]).format(target=target)


_CARD_SCRIPTS = ("item:", "omen:", "event:")


def _unmoved(state: GameState, ctx: Ctx, kind: str) -> bool:
    """Whether the card whose own rules are running may not move monsters of this kind
    (its `unmoved_by` ability names the card)."""
    if not ctx.script.startswith(_CARD_SCRIPTS):
        return False
    return (ctx.this,) in monster_kinds.ability(state, kind_named(kind), "unmoved_by")


@effect(
    "move_monsters",
    Param("kind", MONSTER),
    Param("source", ROOM),
    Param("target", ROOM),
    Param(
        "how",
        mode_of(Move),
        Move.PUT,
        doc="put: set down, unheard; lead: heard entering; step: as a walker steps in (a "
        "fallen room takes none, a chute carries on), heard",
    ),
    Param("count", INT, EVERY, doc="at most this many (every one if left out)"),
    example="move_monsters(hound, entrance_hall, room_of(actor), step, 1)",
    english=_move_words,
)
def move_monsters(
    state: GameState, ctx: Ctx, kind: str, source: str, target: str, how: Move, count: int
) -> GameState:
    """Up to ``count`` monsters of a kind standing in one room (first placed first) go at
    once into another placed room, spending none of their own movement and keeping their
    turn (one moved at the start of the monster turn still acts in it). ``put``: they are
    set down there and no rule hears them come. ``lead``: a rule leads or drags them
    there, and the haunt hears each enter. ``step``: each steps in as a walker would, so
    a room that fell away takes none and a chute carries them on, and the rules hear
    each enter. Nothing happens for a room not in the house."""
    if target not in state.house or count <= 0 or _unmoved(state, ctx, kind):
        return state
    there = target
    if how is Move.STEP:
        if target in state.collapsed:
            return state
        chute = chute_end(state, target)
        there = chute if chute is not None else target
    moving = [m.ident for m in state.monsters if is_of(m, kind) and m.room == source][:count]
    heard = (kind_named(kind), there, source)
    if not moving:
        return state
    if how is Move.LEAD:
        for ident in moving:
            state = monsters.replace(
                state, attrs.evolve(monsters.monster(state, ident), room=there)
            )
            state = script_set(state).fire(state, "monster_entered", heard)
        return state
    moved = tuple(attrs.evolve(m, room=there) if m.ident in moving else m for m in state.monsters)
    state = state.evolve(monsters=moved)
    if how is Move.STEP:
        for _ in moving:
            state = script_set(state).fire(state, "monster_entered", heard)
    return state


def _steps(state: GameState, start: str) -> list[str]:
    """Rooms a monster could step to from ``start``: meeting doors, stairs and other fixed
    ways, and passages rules opened; never into a fallen room."""
    from betrayal.core.rules.movement import passages_from

    found = list(state.house.through_doors(start))
    found += [t for t, _ in state.game.links_from(start) if t in state.house and t not in found]
    found += [t for t in passages_from(state, start) if t not in found]
    return [r for r in found if r not in state.collapsed]


def _path(state: GameState, start: str, goal: str) -> list[str]:
    """The rooms of a shortest way from ``start`` to ``goal`` (first step first), ties going
    to the way found first; empty when there is none or ``start`` is the goal."""
    far = spaces_from(start, lambda room: _steps(state, room))
    if goal not in far or goal == start:
        return []
    # The walk first reaches a room from the earliest room, in the walk's order, that
    # steps into it: that room is the one before it on the way found first.
    walked = list(far)
    way = [goal]
    while far[way[-1]] > 1:
        here = way[-1]
        way.append(next(r for r in walked if far[r] == far[here] - 1 and here in _steps(state, r)))
    return list(reversed(way))


class Sending(enum.Enum):
    """How a rule sends every monster of a kind somewhere."""

    THERE = "there"  # put in the room at once, from wherever they stand
    TOWARD = "toward"  # up to some spaces along a shortest way to the room
    BACK = "back"  # those that just stepped into the room go back where they came from


@effect(
    "send_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param(
        "how",
        mode_of(Sending),
        Sending.THERE,
        doc="there: put in the room at once; toward: up to `spaces` spaces along a shortest "
        "way to it; back: those that just stepped into it go back, and no further this turn",
    ),
    Param("spaces", INT, 1, doc="how far they move toward the room (for toward)"),
    example="send_monsters(hound, entrance_hall, toward, 2)",
    english=unused_in(
        by_mode(
            "how",
            {
                "there": "put every {kind} in {room}",
                "toward": "{kind} move up to {spaces} spaces toward {room}",
                "back": "{kind} that just stepped into {room} go back, and no further this turn",
            },
        ),
        "how",
        {"spaces": ("1", frozenset({"toward"}))},
    ),
)
def send_monsters(
    state: GameState, ctx: Ctx, kind: str, room: str, how: Sending, spaces: int
) -> GameState:
    """Every monster of a kind goes somewhere at once: ``there``, put in a placed room
    from wherever it stands; ``toward``, up to ``spaces`` spaces along a shortest way to
    the room (through doors, stairs and opened passages, never into a fallen room),
    explorers in the way not slowing it. Either way it carries whoever it holds, and the
    monster-entered rules hear of each room it enters. ``back``: those of the kind that
    have just stepped into the room on their own move (in a `monster_entered` rule, say)
    go back to the room they came from, spending nothing and moving no further this
    monster turn; one put there by a rule, or that came by no room, stays. A card whose
    rules a kind is `unmoved_by` moves none of them."""
    if _unmoved(state, ctx, kind):
        return state
    if how is Sending.TOWARD:
        return _toward(state, kind, room, spaces)
    if how is Sending.BACK:
        return _back(state, kind, room)
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house")
    for m in monsters_of_kind(state, kind):
        state = monsters.replace(state, attrs.evolve(m, room=room))
        state = monster_moves.arrive(state, m.ident, room, m.room)
    return state


def _toward(state: GameState, kind: str, room: str, spaces: int) -> GameState:
    for m in monsters_of_kind(state, kind):
        way = _path(state, m.room, room)[: max(0, spaces)]
        for step in way:
            current = monsters.monster(state, m.ident)
            state = monsters.replace(state, attrs.evolve(current, room=step, moved=True))
            state = monster_moves.arrive(state, m.ident, step, current.room)
    return state


def _back(state: GameState, kind: str, room: str) -> GameState:
    for m in [m for m in state.monsters if is_of(m, kind) and m.room == room]:
        if m.came_from and m.came_from in state.house and m.came_from not in state.collapsed:
            back = attrs.evolve(m, room=m.came_from, came_from="", moves_left=0, halted=True)
            state = monsters.replace(state, back)
    return state


# ----- monsters that walk a set path ---------------------------------------------------------


# Where face_monsters() names no room to face: the monsters forget which way they face.
NOWHERE = "nowhere"


def _facing_words(values: dict[str, str]) -> str:
    where = "" if values["room"] == ANYWHERE else " (those in {room})"
    if values["toward"] == NOWHERE:
        return fill("{kind} have no particular way to face" + where, values)
    return fill("{kind} turn to face {toward}" + where, values)


@effect(
    "face_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM, ANYWHERE, doc="only the monsters in this room (anywhere if left out)"),
    Param("toward", ROOM, NOWHERE, doc="the room they turn to (none: they face no way)"),
    example="face_monsters(hound, entrance_hall, foyer)",
    english=_facing_words,
)
def face_monsters(state: GameState, ctx: Ctx, kind: str, room: str, toward: str) -> GameState:
    """Every monster of a kind (in ``room``, if named) turns to face the door that joins
    its room to the room ``toward`` (one whose room no door joins to it stays as it was).
    With no ``toward``, they face no way in particular: under a `walk_path` rule the next
    step is their mover's choice, and the path goes on from there."""
    if toward == NOWHERE:
        return state.evolve(
            monsters=tuple(
                attrs.evolve(m, facing="")
                if is_of(m, kind) and (room == ANYWHERE or m.room == room)
                else m
                for m in state.monsters
            )
        )
    rooms = [room] if room != ANYWHERE else list(dict.fromkeys(m.room for m in state.monsters))
    for here in rooms:
        for side in SIDES:
            other = state.house.connected(here, side)
            if other is not None and other.room == toward:
                for m in [m for m in state.monsters if is_of(m, kind) and m.room == here]:
                    state = monsters.replace(state, attrs.evolve(m, facing=side.value))
                break
    return state


def _next_door(state: GameState, m: MonsterState, turns: tuple[int, ...]) -> str | None:
    """The room a walker's path leads into from where it stands, or None when no door of
    its path is open (a door to unexplored space, or to a fallen room, is shut to it)."""
    avoided = {str(args[0]) for args in monster_kinds.ability(state, m.kind, "avoids")}
    for side in monster_steering.path_sides(m.facing, turns):
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
    if steps > MAX_WALK:
        raise BetrayalError(f"a monster wanders at most {MAX_WALK} rooms at a time, not {steps}")
    turns = monster_steering.path_turns(state, kind_named(kind))
    if turns is None:
        return state
    walkers = [m.ident for m in state.monsters if is_of(m, kind) and m.facing]
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
            chute = chute_end(state, other.room)
            there = chute if chute is not None else other.room
            walked = attrs.evolve(m, room=there, facing=side, came_from=m.room)
            state = monsters.replace(state, walked)
            state = monster_moves.arrive(state, ident, there, m.room)
    return state
