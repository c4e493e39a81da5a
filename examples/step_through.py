"""Step through the start of a game by hand, printing what each player may do.

Every choice is an action from ``state.legal_actions()``; dice and draws are chance
nodes, resolved here by the state's own seeded generator.

Run: python examples/step_through.py
"""

from __future__ import annotations

import betrayal


def main(steps: int = 16) -> betrayal.GameState:
    game = betrayal.Game(players=3)
    state = game.new_state(seed=42)
    for _ in range(steps):
        player = state.current_player()
        if player == betrayal.CHANCE:
            action = state.sample_chance()
            print(f"chance: {state.explain(action)}")
        else:
            options = state.legal_actions()
            print(f"seat {player} may: {', '.join(str(a) for a in options)}")
            # Prefer going somewhere new; otherwise take the first option offered.
            discover = [a for a in options if "discover" in state.explain(a)]
            action = (discover or list(options))[0]
            print(f"  chooses {action}: {state.explain(action)}")
        state = state.apply(action)
    return state


if __name__ == "__main__":
    main()
