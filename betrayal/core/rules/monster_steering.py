"""Rules that steer a monster: a set path, a chase, a hunt, rooms to seek.

Left alone, the traitor moves a monster where they like. A haunt's standing rules may
take that choice away: a monster walking a set path goes through the first door its path
allows and may not stop while one is open; one that chases goes one space nearer to the
nearest hero it can see; one that hunts an explorer heads for them; one that seeks rooms
heads for the nearest of them. :func:`steer` applies them in that order.

Under several of them at once, each later rule narrows the steps the earlier ones left,
but never to nothing: where a hunt or a room sought would leave no step of those an
earlier rule insists on (a chase toward a hero seen the other way, say), the earlier rule
wins. A monster is only ever bound to go on while it has a step to take.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import Side
from betrayal.core.actions import Action
from betrayal.core.house import SIDES
from betrayal.core.rules.combat import line_of_sight
from betrayal.core.rules.monster_kinds import owned
from betrayal.core.rules.monsters import heroes_in
from betrayal.core.rules.movement import spaces_to
from betrayal.core.state import GameState, MonsterState


@attrs.frozen
class Steered:
    """A monster's steps once the rules have had their say."""

    moves: list[Action]
    must_go: bool  # it may not stop while it has one of these steps
    chasing: bool  # a chase or a hunt drives it: it attacks as soon as it can


def steer(state: GameState, m: MonsterState, moves: list[Action]) -> Steered:
    """The steps left to the monster, and whether it must take one, once a set path, a
    chase, a hunt and rooms to seek have narrowed ``moves``."""
    chasing = _chases(state, m)
    must_go = False
    turns = path_turns(state, m.kind) if m.facing else None
    if turns is not None:
        # A walker on a set path: no choice of door, and no stopping while one is open.
        moves, must_go = _on_path(state, m, moves, turns)
    if chasing:
        if heroes_in(state, m.room):
            # With a hero in its room, a chaser takes no step: it attacks.
            moves, must_go = [], False
        elif seen := _heroes_seen(state, m):
            moves, must_go = _narrowed(moves, must_go, _toward(state, m, moves, seen))
    hunted = _hunted(state, m)
    if hunted is not None:
        # Hunting one explorer: every step goes nearer to them, and it stops with them.
        chasing = True
        if hunted == m.room:
            moves, must_go = [], False
        else:
            moves, must_go = _narrowed(moves, must_go, _toward(state, m, moves, [hunted]))
    sought = _sought(state, m)
    if sought and m.room not in sought:
        # Bound for the nearest of some rooms: only steps nearer, and no stopping.
        moves, must_go = _narrowed(moves, must_go, _toward(state, m, moves, sought))
    return Steered(moves, must_go and bool(moves), chasing)


def _narrowed(moves: list[Action], must_go: bool, kept: list[Action]) -> tuple[list[Action], bool]:
    """The steps left once a rule that sends the monster somewhere has kept ``kept`` of
    ``moves``: those, and it must take one; but when an earlier rule already binds it to
    go on and none of its steps suits this one, the earlier rule wins."""
    if must_go and not kept:
        return moves, True
    return kept, bool(kept)


def _chases(state: GameState, m: MonsterState) -> bool:
    """Whether a haunt's `monster_moves(mode: chases)` rule drives this monster's moves."""
    binds = (("kind", m.kind),)
    return bool(state.game.scripts.static_amounts(state, "monster_moves", binds, mode="chases"))


def _hunted(state: GameState, m: MonsterState) -> str | None:
    """The room of the explorer a haunt's `monster_moves(mode: hunts)` rule sends this
    monster after, if any (a living one)."""
    binds = owned((("kind", m.kind),), m.owner)
    for who in state.game.scripts.static_values(state, "monster_moves", binds, mode="hunts"):
        if isinstance(who, int) and state.explorers[who].alive:
            return state.explorers[who].room
    return None


def _sought(state: GameState, m: MonsterState) -> list[str]:
    """The placed rooms a haunt's `monster_moves(mode: seeks)` rule sends this monster toward."""
    binds = (("kind", m.kind),)
    rooms: list[str] = []
    for value in state.game.scripts.static_values(state, "monster_moves", binds, mode="seeks"):
        if isinstance(value, tuple):
            rooms += [r for r in value if isinstance(r, str) and r in state.house]
    return list(dict.fromkeys(rooms))


def _toward(
    state: GameState, m: MonsterState, moves: list[Action], targets: list[str]
) -> list[Action]:
    """The moves that bring the monster one space nearer to one of the rooms."""
    maps = {r: spaces_to(state, r) for r in targets}
    nearest = min(maps[r].get(m.room, 99) for r in targets)
    kept = []
    for move in moves:
        _, verb, arg = move.args
        if verb == "take":
            there = arg
        else:
            other = state.house.connected(m.room, Side(arg))
            there = other.room if other is not None else ""
        closest = [t for t in targets if maps[t].get(m.room, 99) == nearest]
        if any(maps[t].get(there, 99) < nearest for t in closest):
            kept.append(move)
    return kept


def path_turns(state: GameState, kind: str) -> tuple[int, ...] | None:
    """The turns of a haunt's live `monster_moves(mode: path)` rule for a kind (the last
    that holds), or None when it walks freely."""
    found = state.game.scripts.static_values(state, "monster_moves", (("kind", kind),), mode="path")
    for value in reversed(found):
        if isinstance(value, tuple):
            return tuple(int(t) for t in value)
    return None


def path_sides(facing: str, turns: tuple[int, ...]) -> list[str]:
    """The sides to try, in order, for a walker facing ``facing``: each turn is a number
    of quarter turns to its left (0 straight on, 1 left, 2 back, 3 right)."""
    order = [side.value for side in SIDES]  # clockwise: a step back in it is a left turn
    here = order.index(facing)
    return [order[(here - t) % 4] for t in turns]


def _on_path(
    state: GameState, m: MonsterState, moves: list[Action], turns: tuple[int, ...]
) -> tuple[list[Action], bool]:
    """A walker facing some way goes through the first door its path allows, and must go
    on while it can; with none of them open, it may take another way (stairs), or stop."""
    doors = {str(a.args[2]): a for a in moves if a.args[1] == "move"}
    for side in path_sides(m.facing, turns):
        if side in doors:
            return [doors[side]], True
    return [a for a in moves if a.args[1] != "move"], False


def _heroes_seen(state: GameState, m: MonsterState) -> list[str]:
    """The rooms in the monster's line of sight through doors where heroes stand: a
    chaser heads one space nearer the nearest of them, and moves freely seeing none."""
    return [r for r in dict.fromkeys(line_of_sight(state, m.room)) if heroes_in(state, r)]
