"""An agent that picks uniformly among the legal actions, from its own seeded stream."""

from __future__ import annotations

from betrayal.core.actions import Action
from betrayal.core.rng import Stream
from betrayal.core.state import GameState


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self._stream = Stream(seed)

    def act(self, state: GameState, player: int) -> Action:
        actions = state.legal_actions()
        return actions[self._stream.below(len(actions))]
