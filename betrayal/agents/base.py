"""What the driver expects of an agent."""

from __future__ import annotations

from typing import Protocol

from betrayal.core.actions import Action
from betrayal.core.state import GameState


class Agent(Protocol):
    def act(self, state: GameState, player: int) -> Action:
        """Pick one of ``state.legal_actions()`` for ``player``.

        The state is the full one, secrets and all, so that the agent can list its legal
        actions; what it plans on must be what ``player`` may know:
        ``state.observation(player)`` or ``betrayal.script.secrets.seen_by(state, player)``.
        """
        ...
