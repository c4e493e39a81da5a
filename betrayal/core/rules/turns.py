"""Whose turn it is, what a turn starts with, and how it ends."""

from __future__ import annotations

import attrs

from betrayal.core.frames import RollDice, RollPurpose
from betrayal.core.state import GameState, Phase, TurnState
from betrayal.core.traits import Trait


def next_seat(state: GameState, seat: int) -> int:
    """The next living explorer to the left (turns go to the left, in seat order)."""
    n = state.players
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if state.explorers[candidate].alive:
            return candidate
    return seat


def start_turn(state: GameState, player: int, number: int) -> GameState:
    # Movement is fixed by Speed at the start of the turn; losing Speed mid-turn does not
    # take away moves already granted.
    speed = state.trait(player, Trait.SPEED)
    return attrs.evolve(state, turn=TurnState(player=player, number=number, moves_left=speed))


def end_turn(state: GameState) -> GameState:
    """End the turn: after an omen and before the haunt, the haunt roll comes first."""
    if state.turn.drew_omen and state.phase is Phase.EXPLORATION:
        rule = state.game.ruleset.haunt_roll
        dice = rule.dice_for(state.omens_drawn)
        # Every rule rolls at least one die here: an omen was just drawn.
        roll = RollDice(RollPurpose.HAUNT, state.turn.player, max(1, dice))
        return attrs.evolve(state, frames=(*state.frames, roll))
    return pass_turn(state)


def pass_turn(state: GameState) -> GameState:
    return start_turn(state, next_seat(state, state.turn.player), state.turn.number + 1)
