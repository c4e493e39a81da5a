"""Moving: one space through a pair of meeting doors, or along a fixed link.

Each step costs one of the movement points the explorer got from Speed at the start of the
turn, and drawing a card ends movement for the turn. A chute moves whoever enters it on
to its far end at once, inside the same step, so nobody ever stands in it.
"""

from __future__ import annotations

from collections.abc import Callable

from betrayal.content.model import LinkDef, LinkKind, Side
from betrayal.core.actions import Action, Kind, act
from betrayal.core.frames import Continue, Then
from betrayal.core.house import SIDES
from betrayal.core.rules.damage import roll_damage
from betrayal.core.rules.exploration import can_discover, start_discovery
from betrayal.core.rules.haunt import obstacles
from betrayal.core.rules.positions import enter_room, entered
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind


def step_cost(state: GameState) -> int:
    """One space, plus one for each opponent in the room being left (after the reveal) and
    for an obstacle there (a `movement(mode: obstacle)` rule), plus what standing rules
    add (a heavy load to carry, say).

    Under the 3rd edition's obstacle rule a room with opponents or an obstacle in it costs
    two spaces to leave, however many there are."""
    player = state.turn.player
    scripts = state.game.scripts
    extra = sum(scripts.static_amounts(state, "movement", (("mover", player),), mode="cost"))
    room = state.explorers[player].room
    blocking = obstacles(state, player)
    if scripts.static_amounts(state, "movement", (("room", room),), mode="obstacle"):
        blocking += 1
    if state.game.ruleset.flat_obstacles:
        blocking = min(blocking, 1)
    return max(1, 1 + blocking + extra)


def can_move(state: GameState) -> bool:
    turn = state.turn
    if turn.movement_over or turn.moves_left < 1:
        return False
    # However many opponents are in the way, an explorer can always move one space.
    return not turn.moved or turn.moves_left >= step_cost(state)


def door_moves(state: GameState) -> list[Action]:
    player = state.turn.player
    house = state.house
    tile = house.tile(state.explorers[player].room)
    moves = []
    ghost = through_walls(state, player)
    for side in SIDES:
        if side not in tile.doors:
            # A rule may let the explorer through a wall, into a room beside theirs.
            beside = house.at(tile.next_cell(side)) if ghost else None
            if beside is not None and _open_to(state, player, beside.room):
                moves.append(_MOVES[side])
            continue
        other = house.at(tile.next_cell(side))
        if other is None:
            if can_discover(state, tile.floor) and not cannot_explore(state, player):
                moves.append(_MOVES[side])
        elif (side.opposite in other.doors or ghost) and _open_to(state, player, other.room):
            moves.append(_MOVES[side])
    return moves


_MOVES = {side: act(Kind.MOVE, side.value) for side in SIDES}


def _open_to(state: GameState, player: int, room: str) -> bool:
    return room not in state.collapsed and not barred(state, player, room)


def through_walls(state: GameState, player: int) -> bool:
    """Whether a standing rule lets the explorer walk through walls on their floor."""
    binds = (("mover", player),)
    return bool(state.game.scripts.static_amounts(state, "movement", binds, mode="through_walls"))


def cannot_explore(state: GameState, player: int) -> bool:
    """Whether a standing rule keeps the explorer from discovering new rooms."""
    binds = (("mover", player),)
    return bool(state.game.scripts.static_amounts(state, "movement", binds, mode="no_discovery"))


def barred(state: GameState, player: int, room: str) -> bool:
    """Whether a standing rule keeps the explorer from moving into the room."""
    binds = (("mover", player), ("room", room))
    return bool(state.game.scripts.static_amounts(state, "movement", binds, mode="barred"))


def passages_from(state: GameState, room: str) -> list[str]:
    """Rooms joined to ``room`` by passages a rule opened (secret stairs, say)."""
    return [b if a == room else a for a, b in state.passages if room in (a, b)]


def link_moves(state: GameState) -> list[Action]:
    room = state.explorers[state.turn.player].room
    targets = [
        target
        for target, link in state.game.links_from(room)
        if target in state.house and link.kind is not LinkKind.CHUTE
    ]
    targets += [t for t in passages_from(state, room) if t not in targets]
    player = state.turn.player
    targets = [t for t in targets if t not in state.collapsed and not barred(state, player, t)]
    return [act(Kind.TAKE, target) for target in targets]


def spaces_to(state: GameState, target: str) -> dict[str, int]:
    """Spaces from every placed room that can reach ``target`` through doors, stairs and
    other links, and passages (walked back from the target). Stepping into a chute is
    as good as arriving at its far end, where it drops whoever enters."""
    from collections import deque

    into: dict[str, list[str]] = {}
    chutes_into: dict[str, list[str]] = {}
    for tile in state.house.tiles:
        for other, link in state.game.links_from(tile.room):
            if other in state.house:
                sliding = link.kind is LinkKind.CHUTE
                if sliding and other in state.collapsed:
                    continue  # its far end has fallen: the chute is a room like any other
                ways = chutes_into if sliding else into
                ways.setdefault(other, []).append(tile.room)
    found = {target: 0}
    queue = deque([target])
    while queue:
        room = queue.popleft()
        for chute in chutes_into.get(room, []):
            if chute not in found:
                found[chute] = found[room]
                queue.appendleft(chute)
        nexts = [o.room for s in SIDES if (o := state.house.connected(room, s)) is not None]
        nexts += into.get(room, [])
        nexts += passages_from(state, room)
        for other in nexts:
            if other not in found:
                found[other] = found[room] + 1
                queue.append(other)
    return found


def lured_moves(state: GameState, moves: list[Action]) -> list[Action]:
    """Of the moves open to an explorer a rule drags toward a room, those that bring them
    one space nearer along a shortest route through the rooms already found."""
    target = state.turn.lured_to
    assert target is not None
    if target not in state.house:
        return moves
    distance = spaces_to(state, target)
    here = state.explorers[state.turn.player].room
    if here not in distance:
        return moves  # no way there: the lure has nothing to pull along
    kept = []
    for move in moves:
        if move.kind is Kind.TAKE:
            there: str | None = move.args[0]
        else:
            other = state.house.connected(here, Side(move.args[0]))
            there = other.room if other is not None else None
        if there is not None and distance.get(there, distance[here]) < distance[here]:
            kept.append(move)
    return kept


def move_through_door(state: GameState, side: Side) -> GameState:
    """Step through a door; rules about leaving the room run before the step (told the
    room beyond, or no room for a doorway into unexplored space)."""
    player = state.turn.player
    room = state.explorers[player].room
    if not state.game.scripts.hears(state, "leaving"):
        return step_through_door(state, player, side)
    other = state.house.connected(room, side)
    if other is None and through_walls(state, player):
        other = state.house.neighbour(room, side)
    beyond = other.room if other is not None else ""
    step = Continue(Then.MOVE, player, (side.value,))
    return _after_leaving(state, beyond, step, lambda: step_through_door(state, player, side))


def step_through_door(state: GameState, player: int, side: Side) -> GameState:
    room = state.explorers[player].room
    other = state.house.connected(room, side)
    if other is None and through_walls(state, player):
        other = state.house.neighbour(room, side)  # through the wall
    if other is None:
        return start_discovery(state, side)
    state = enter_room(state, player, other.room, cost=step_cost(state), through=side.opposite)
    return state.game.scripts.fire(state, "entered", entered(state, player, room))


def take_link(state: GameState, target: str) -> GameState:
    """Go up or down stairs, or along another link or passage; rules about leaving the
    room run before the step, told where it leads."""
    player = state.turn.player
    if not state.game.scripts.hears(state, "leaving"):
        return step_along_link(state, player, target)
    step = Continue(Then.TAKE, player, (target,))
    return _after_leaving(state, target, step, lambda: step_along_link(state, player, target))


def _after_leaving(
    state: GameState, beyond: str, step: Continue, take: Callable[[], GameState]
) -> GameState:
    """The `leaving` rules hear of the step before it is taken (`beyond`: where it leads);
    the step waits on the stack as ``step``, which a rule may call off. With no rule
    running, the step is taken at once (``take``)."""
    player = step.player
    waiting = state.evolve(frames=(*state.frames, step))
    here = state.explorers[player].room
    fired = state.game.scripts.fire(waiting, "leaving", (player, here, beyond))
    return take() if fired is waiting else fired


def step_along_link(state: GameState, player: int, target: str) -> GameState:
    here = state.explorers[player].room
    fixed = [link for other, link in state.game.links_from(here) if other == target]
    state = enter_room(state, player, target, cost=step_cost(state))
    if fixed and fixed[0].damage_dice:
        link = fixed[0]
        state = roll_damage(state, player, DamageKind.PHYSICAL, link.damage_dice)
    return state.game.scripts.fire(state, "entered", entered(state, player, here))


def describe_link(link: LinkDef) -> str:
    return {
        LinkKind.STAIRS: "take the stairs",
        LinkKind.CHUTE: "slide down the chute",
        LinkKind.DROP: "drop down",
    }[link.kind]
