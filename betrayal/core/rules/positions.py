"""Putting a figure in a room: the one place where movement is paid and chutes are followed."""

from __future__ import annotations

import attrs

from betrayal.core.state import GameState


def enter_room(state: GameState, player: int, room: str, *, cost: int) -> GameState:
    """Put an explorer in a room, paying ``cost`` movement, and follow any chute."""
    chute = state.game.chute_from(room)
    if chute is not None and chute in state.house:
        room = chute
    explorers = list(state.explorers)
    explorers[player] = attrs.evolve(explorers[player], room=room)
    turn = state.turn
    if turn.player == player and cost:
        turn = attrs.evolve(turn, moves_left=max(0, turn.moves_left - cost))
    return attrs.evolve(state, explorers=tuple(explorers), turn=turn)
