"""Save a game in the middle, load it back, and check it is the same game.

Run: python examples/save_and_replay.py
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import betrayal
from betrayal.agents import RandomAgent
from betrayal.driver import play


def main() -> betrayal.GameState:
    game = betrayal.Game(players=5)
    final = play(game.new_state(seed=7), [RandomAgent(seat) for seat in range(5)])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.txt"
        path.write_text(game.serialize(final), encoding="utf-8")
        text = path.read_text(encoding="utf-8")
    loaded = game.deserialize(text)
    assert loaded == final, "a replayed game must equal the saved one"
    print(f"saved and replayed {len(final.history)} steps; first lines of the save:")
    print("\n".join(text.splitlines()[:5]))
    return loaded


if __name__ == "__main__":
    main()
