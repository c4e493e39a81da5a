"""Driving a game: agents choose, the state's own seeded generator resolves chance."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from betrayal.agents.base import Agent
from betrayal.core.actions import Action
from betrayal.core.state import CHANCE, TERMINAL, GameState
from betrayal.errors import BadArgument, BetrayalError

Observer = Callable[[GameState, Action, GameState], None]


class StepLimitReached(BetrayalError):
    """The game did not end within the number of steps the caller allowed."""

    def __init__(self, state: GameState, steps: int) -> None:
        self.state = state
        super().__init__(f"the game did not end within {steps} steps")


def play(
    state: GameState,
    agents: Sequence[Agent] | Mapping[int, Agent],
    *,
    max_steps: int = 100_000,
    on_step: Observer | None = None,
) -> GameState:
    """Play from ``state`` until it is terminal and return the final state.

    ``agents`` gives one agent per seat (a sequence in seat order, or a mapping from seat).
    Chance nodes are resolved by the state's seeded generator, so the same state, the
    same agents and the same agent seeds always give the same game. ``on_step`` sees each
    state, the action applied and the state after it, for logs and checks.
    """
    for seat in range(state.players):
        try:
            agents[seat]
        except (IndexError, KeyError):
            raise BadArgument(
                f"play needs an agent for every seat, 0 to {state.players - 1}: "
                f"none for seat {seat}"
            ) from None
    for step in range(max_steps):
        player = state.current_player()
        if player == TERMINAL:
            return state
        action = state.sample_chance() if player == CHANCE else agents[player].act(state, player)
        after = state.apply(action)
        if on_step is not None:
            on_step(state, action, after)
        state = after
        del step
    if state.current_player() == TERMINAL:
        return state
    raise StepLimitReached(state, max_steps)
