"""Time the replay of ever longer saved games, to show that it costs a fixed time per step.

A saved game is its header and one action per line; loading it replays every action. The
games here are as long as asked and all legal: after the first turn every explorer ends
their turn at once, so the game goes round and round (rolls and choices that a turn
raises are answered as they come, by the state's own generator and the first option).
Replay time should grow in proportion to the number of steps: the per-step figure stays
flat from a thousand steps to a million. A history copied at every step (as it once was)
made it grow with the square of the length instead.

Usage: ``.venv/bin/python benchmarks/bench_replay.py [--steps 1000 10000 100000 1000000]``
(``--quick`` replays a thousand and ten thousand steps, for the smoke test).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

import betrayal
from betrayal.core.actions import END_TURN

DEFAULT_STEPS = (1_000, 10_000, 100_000, 1_000_000)
QUICK_STEPS = (1_000, 10_000)


def long_save(game: betrayal.Game, steps: int) -> str:
    """A legal game of exactly ``steps`` steps in which nobody does anything for long."""
    state = game.new_state(seed=11)
    while len(state.history) < steps:
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            continue
        actions = state.legal_actions()
        state = state.apply(END_TURN if END_TURN in actions else actions[0])
        if state.is_terminal():
            raise RuntimeError(f"the game ended after {len(state.history)} steps")
    return game.serialize(state)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, nargs="+", default=list(DEFAULT_STEPS))
    parser.add_argument("--quick", action="store_true", help="short games only (smoke test)")
    args = parser.parse_args(argv)
    lengths = QUICK_STEPS if args.quick else tuple(args.steps)
    game = betrayal.Game(players=4)
    print(f"{'steps':>10} {'replay s (CPU)':>15} {'µs/step':>9}")
    for steps in lengths:
        text = long_save(game, steps)
        # CPU time: on a shared machine the wall clock measures the neighbours too.
        start = time.process_time()
        state = game.deserialize(text)
        elapsed = time.process_time() - start
        assert len(state.history) == steps
        print(f"{steps:>10} {elapsed:>15.2f} {elapsed / steps * 1e6:>9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
