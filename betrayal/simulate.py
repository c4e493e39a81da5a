"""Playing haunts out from their reveal, many times, and summing up what happened.

This is what ``betrayal simulate`` runs and what the haunt tests use: one game is a
seeded exploration that reaches the haunt's reveal, then agents play the haunt until a
side wins or the turn cap is reached.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import attrs

from betrayal.agents.base import Agent
from betrayal.agents.random_agent import RandomAgent
from betrayal.core.actions import Action, Kind
from betrayal.core.state import CHANCE, TERMINAL, GameState
from betrayal.game import Game

#: Haunt turns (one per explorer or monster turn) before a game is called unfinished.
DEFAULT_TURN_CAP = 200

AgentFactory = Callable[[GameState, int, int], Agent]
"""Builds the agent for ``(state at the reveal, seat, seed)``."""

StepCheck = Callable[[GameState], None]


def random_agents(state: GameState, seat: int, seed: int) -> Agent:
    return RandomAgent(seed * 31 + seat)


@attrs.frozen
class HauntGame:
    """How one game of a haunt went."""

    haunt: int
    seed: int
    winner: str | None
    """``"heroes"``, ``"traitor"``, another side's name, or None when the cap was hit."""
    turns: int
    """Turns played from the reveal to the end (or to the cap)."""
    steps: int
    hit_cap: bool
    used: frozenset[str]
    """The haunt's actions that were taken (by name)."""


def play_haunt(
    game: Game,
    haunt: int | str | Path,
    seed: int,
    *,
    agents: AgentFactory = random_agents,
    turn_cap: int = DEFAULT_TURN_CAP,
    check: StepCheck | None = None,
    on_reveal: Callable[[GameState], None] | None = None,
) -> tuple[HauntGame, GameState]:
    """Play one game of ``haunt`` from its reveal; return the summary and the last state.

    ``check`` is called on every state (the tests pass the engine invariants);
    ``on_reveal`` sees the state at the reveal.
    """
    state = game.new_state(seed=seed, haunt=haunt)
    number = state.haunt
    assert number is not None
    if on_reveal is not None:
        on_reveal(state)
    seats = [agents(state, seat, seed) for seat in range(state.players)]
    first_turn = state.turn.number
    used: set[str] = set()
    steps = 0
    while True:
        if check is not None:
            check(state)
        player = state.current_player()
        if player == TERMINAL:
            break
        if state.turn.number - first_turn >= turn_cap:
            break
        action: Action
        if player == CHANCE:
            action = state.sample_chance()
        else:
            action = seats[player].act(state, player)
            name = action_name(action)
            if name is not None:
                used.add(name)
        state = state.apply(action)
        steps += 1
    over = state.current_player() == TERMINAL
    summary = HauntGame(
        haunt=number,
        seed=seed,
        winner=state.winner if over else None,
        turns=state.turn.number - first_turn,
        steps=steps,
        hit_cap=not over,
        used=frozenset(used),
    )
    return summary, state


def action_name(action: Action) -> str | None:
    """The name of the haunt action a player's action takes, if it takes one."""
    if action.kind is Kind.USE and action.args[0].startswith("haunt:"):
        return action.args[1]
    return None


def haunt_files(paths: Sequence[Path]) -> list[Path]:
    from betrayal.script.load import script_files

    return [p for p in script_files(paths) if p.suffix == ".haunt"]
