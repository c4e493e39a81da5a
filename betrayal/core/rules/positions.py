"""Putting a figure in a room: the one place where movement is paid and chutes are followed."""

from __future__ import annotations

import attrs

from betrayal.content.model import Side
from betrayal.core.state import GameState


def enter_room(
    state: GameState, player: int, room: str, *, cost: int, through: Side | None = None
) -> GameState:
    """Put an explorer in a room, paying ``cost`` movement, and follow any chute.

    ``through`` is the side of the new room walked in by; it decides later whether
    leaving the room crosses it (Catacombs, Chasm, Tower).
    """
    chute = state.game.chute_from(room)
    if chute is not None and chute in state.house:
        room, through = chute, None
    explorers = list(state.explorers)
    side = through.value if through is not None else None
    explorers[player] = attrs.evolve(explorers[player], room=room, came_through=side)
    turn = state.turn
    if turn.player == player and cost:
        turn = attrs.evolve(turn, moves_left=max(0, turn.moves_left - cost), moved=True)
    return state.evolve(explorers=tuple(explorers), turn=turn)
