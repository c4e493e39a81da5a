"""Play a seeded 2nd edition game with random agents and report the reveal.

Run: python examples/play_seeded_game.py [seed]
"""

from __future__ import annotations

import sys

import betrayal
from betrayal.agents import RandomAgent
from betrayal.driver import play


def main(seed: int = 1) -> betrayal.GameState:
    game = betrayal.Game(edition="hoth2", players=4)
    state = game.new_state(seed=seed)
    agents = [RandomAgent(seed * 100 + seat) for seat in range(state.players)]
    final = play(state, agents)
    reveal = final.reveal
    assert reveal is not None
    haunt = game.content.haunt(reveal.haunt)
    print(f"After {final.turn.number} turns and {len(final.history)} steps:")
    print(f"haunt {haunt.number}, {haunt.name!r}, revealed by seat {reveal.revealer}")
    print(f"traitor: {final.traitor if final.traitor is not None else reveal.traitor_kind.value}")
    return final


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
