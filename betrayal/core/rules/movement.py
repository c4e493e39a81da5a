"""Moving: one space through a pair of meeting doors, or along a fixed link.

Each step costs one of the movement points the explorer got from Speed at the start of the
turn, and drawing a card ends movement for the turn. A chute moves whoever enters it on
to its far end at once, inside the same step, so nobody ever stands in it.
"""

from __future__ import annotations

from betrayal.content.model import LinkDef, LinkKind, Side
from betrayal.core.actions import Action, Kind, act
from betrayal.core.frames import Continue, Then
from betrayal.core.house import SIDES
from betrayal.core.rules.damage import roll_damage
from betrayal.core.rules.exploration import can_discover, start_discovery
from betrayal.core.rules.haunt import obstacles
from betrayal.core.rules.positions import enter_room
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind


def step_cost(state: GameState) -> int:
    """One space, plus one for each opponent in the room being left (after the reveal),
    plus what standing rules add (a heavy load to carry, say)."""
    player = state.turn.player
    extra = sum(state.game.scripts.static_amounts(state, "move_cost", (("mover", player),)))
    return max(1, 1 + obstacles(state, player) + extra)


def can_move(state: GameState) -> bool:
    turn = state.turn
    if turn.movement_over or turn.moves_left < 1:
        return False
    # However many opponents are in the way, an explorer can always move one space.
    return not turn.moved or turn.moves_left >= step_cost(state)


def door_moves(state: GameState) -> list[Action]:
    player = state.turn.player
    tile = state.house.tile(state.explorers[player].room)
    moves = []
    for side in SIDES:
        if side not in tile.doors:
            continue
        other = state.house.at(tile.next_cell(side))
        if other is None:
            if can_discover(state, tile.floor):
                moves.append(act(Kind.MOVE, side.value))
        elif (
            side.opposite in other.doors
            and other.room not in state.collapsed
            and not barred(state, player, other.room)
        ):
            moves.append(act(Kind.MOVE, side.value))
    return moves


def barred(state: GameState, player: int, room: str) -> bool:
    """Whether a standing rule keeps the explorer from moving into the room."""
    binds = (("mover", player), ("room", room))
    return bool(state.game.scripts.static_amounts(state, "barred_room", binds))


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


def move_through_door(state: GameState, side: Side) -> GameState:
    """Step through a door; rules about leaving the room run before the step."""
    player = state.turn.player
    room = state.explorers[player].room
    waiting = state.evolve(frames=(*state.frames, Continue(Then.MOVE, player, (side.value,))))
    fired = state.game.scripts.fire(waiting, "leaving", (player, room))
    if fired is waiting:
        return step_through_door(state, player, side)
    return fired


def step_through_door(state: GameState, player: int, side: Side) -> GameState:
    other = state.house.connected(state.explorers[player].room, side)
    if other is None:
        return start_discovery(state, side)
    state = enter_room(state, player, other.room, cost=step_cost(state), through=side.opposite)
    return state.game.scripts.fire(state, "entered", (player, state.explorers[player].room))


def take_link(state: GameState, target: str) -> GameState:
    player = state.turn.player
    here = state.explorers[player].room
    fixed = [link for other, link in state.game.links_from(here) if other == target]
    state = enter_room(state, player, target, cost=step_cost(state))
    if fixed and fixed[0].damage_dice:
        link = fixed[0]
        state = roll_damage(state, player, DamageKind.PHYSICAL, link.damage_dice)
    return state.game.scripts.fire(state, "entered", (player, state.explorers[player].room))


def describe_link(link: LinkDef) -> str:
    return {
        LinkKind.STAIRS: "take the stairs",
        LinkKind.CHUTE: "slide down the chute",
        LinkKind.DROP: "drop down",
    }[link.kind]
