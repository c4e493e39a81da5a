"""Validate a fan haunt the way a fan site might before publishing it.

Three steps: check the script (diagnostics as ``file:line:col: CODE message``, exit
status 1 on errors), print its rules in plain English, then play it once from a seed
with random agents and report the winner.

Run: python examples/check_fan_haunt.py [path/to/your.haunt] [seed]
"""

from __future__ import annotations

import sys
from pathlib import Path

from betrayal import Game, GameState
from betrayal.agents import RandomAgent
from betrayal.driver import StepLimitReached, play
from betrayal.script.english import render_program
from betrayal.script.load import check_file

DEFAULT_HAUNT = Path(__file__).resolve().parent / "haunts" / "tutorial.haunt"
PLAYERS = 4
MAX_STEPS = 100_000


def main(path: str | None = None, seed: int = 1) -> GameState:
    haunt = Path(path) if path is not None else DEFAULT_HAUNT
    game = Game(players=PLAYERS)  # the edition's content, to check names against

    # 1. Check: every diagnostic, errors and warnings, then stop if there are errors.
    result = check_file(haunt, game.content)
    for diagnostic in result.diagnostics:
        print(diagnostic.format())
    if result.errors:
        print(f"{haunt}: {len(result.errors)} error(s); not played", file=sys.stderr)
        raise SystemExit(1)
    haunts = [p for p in result.programs if p.kind.value == "haunt"]
    if len(haunts) != 1:
        print(f"{haunt}: expected exactly one haunt, found {len(haunts)}", file=sys.stderr)
        raise SystemExit(1)
    warnings = len(result.diagnostics)
    print(f"{haunt.name}: no errors, {warnings} warning(s)")

    # 2. Explain: the rules as the engine understood them.
    print()
    for program in result.programs:
        print("\n".join(render_program(program)))
    print()

    # 3. Play: the haunt starts at its reveal; random agents play it to the end.
    game = Game(players=PLAYERS, scripts=[haunt])
    start = game.new_state(seed=seed, haunt=haunt)
    agents = [RandomAgent(seed * PLAYERS + seat) for seat in range(PLAYERS)]
    try:
        final = play(start, agents, max_steps=MAX_STEPS)
    except StepLimitReached as stuck:
        print(f"seed {seed}: no winner within {MAX_STEPS} steps", file=sys.stderr)
        raise SystemExit(1) from stuck
    print(
        f"seed {seed}: haunt {haunts[0].ident} {haunts[0].title!r} played out in "
        f"{len(final.history)} steps; winner: {final.winner}"
    )
    return final


if __name__ == "__main__":
    main(
        sys.argv[1] if len(sys.argv) > 1 else None,
        int(sys.argv[2]) if len(sys.argv) > 2 else 1,
    )
