"""Print a digest of fixed seeded games, to show that a speed-up changed no game.

Plays ``--random`` complete games with :class:`RandomAgent` at every seat (seeds 0, 1, ...)
and a few haunts from their reveal with the goal-directed agents
(:func:`betrayal.simulate.play_haunt`), and prints one line per game: its length, how it
ended and a digest of every action taken and of the final state. Run it on two versions
of the engine and compare the outputs: an optimisation must leave every line as it was.
(A change of content or rules changes the lines, as it should.)

Usage: ``.venv/bin/python benchmarks/replay_digest.py [--random N] [--no-goal]``; run it
with ``PYTHONPATH=.`` from a checkout to digest that checkout's engine.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence

import attrs

import betrayal
from betrayal.agents import RandomAgent
from betrayal.simulate import play_haunt

# A cap keeps a random game that wanders through its haunt from running for ever.
MAX_STEPS = 2500
# (haunt, seed) pairs played by the goal-directed agents, up to GOAL_TURN_CAP turns.
GOAL_GAMES = ((1, 3), (7, 1), (13, 2), (22, 5), (30, 1), (38, 4), (45, 2), (50, 3))
GOAL_TURN_CAP = 60


# Fields added to the state after digests were first taken: left out of the text while
# they hold their default, so that a game they play no part in digests as it did before.
LATER_FIELDS = frozenset({"turned_secretly"})


def canonical(value: object) -> str:
    """A text of ``value`` that is the same in every process: sets are written sorted
    (the order a set of enums iterates in follows object addresses)."""
    if attrs.has(type(value)):
        parts = (
            f"{f.name}={canonical(getattr(value, f.name))}"
            for f in attrs.fields(type(value))
            if f.repr
            and f.eq
            and not (f.name in LATER_FIELDS and getattr(value, f.name) == f.default)
        )
        return f"{type(value).__name__}({','.join(parts)})"
    if isinstance(value, frozenset | set):
        return "{" + ",".join(sorted(canonical(v) for v in value)) + "}"
    if isinstance(value, tuple | list):
        return "(" + ",".join(canonical(v) for v in value) + ")"
    if isinstance(value, dict):
        pairs = sorted(f"{canonical(k)}:{canonical(v)}" for k, v in value.items())
        return "{" + ",".join(pairs) + "}"
    return repr(value)


def digest(state: betrayal.GameState) -> str:
    h = hashlib.sha256()
    for action in state.history:
        h.update(str(action).encode() + b"\n")
    h.update(canonical(state).encode())
    return h.hexdigest()[:16]


def random_game(game: betrayal.Game, seed: int) -> betrayal.GameState:
    state = game.new_state(seed=seed)
    agents = [RandomAgent(seed * 7 + seat) for seat in range(game.players)]
    for _ in range(MAX_STEPS):
        player = state.current_player()
        if player == betrayal.TERMINAL:
            break
        if player == betrayal.CHANCE:
            action = state.sample_chance()
        else:
            action = agents[player].act(state, player)
        state = state.apply(action)
    return state


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--random", type=int, default=30, help="random games (default 30)")
    parser.add_argument("--no-goal", action="store_true", help="skip the goal-agent haunts")
    args = parser.parse_args(argv)
    game = betrayal.Game(edition="hoth2", players=4)
    for seed in range(args.random):
        state = random_game(game, seed)
        print(f"random {seed} {len(state.history)} {state.phase.value} {digest(state)}")
    if not args.no_goal:
        for haunt, seed in GOAL_GAMES:
            summary, state = play_haunt(game, haunt, seed, turn_cap=GOAL_TURN_CAP)
            print(f"goal {haunt} {seed} {summary.winner} {summary.turns} {digest(state)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
