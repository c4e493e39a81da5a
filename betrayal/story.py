"""The play log as a story: the lines of each step, with every monster's steps in one
monster turn joined into one line ("the Hound moves Foyer -> Ballroom -> Chapel")."""

from __future__ import annotations

from collections.abc import Callable

from betrayal.core.actions import Action
from betrayal.core.state import GameState
from betrayal.narrate import monster_step, narrate
from betrayal.narrate_names import after_monster_room, monster_name, room_name


class Story:
    """Tells a game step by step to ``write``; call :meth:`close` after the last step."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self._write = write
        # Each monster's name and rooms so far, in the order the monsters first moved.
        self._paths: dict[str, list[str]] = {}

    def step(self, before: GameState, action: Action, after: GameState) -> None:
        stepped = monster_step(before, action, after)
        lines = list(narrate(before, action, after, monster_steps=stepped is None))
        if stepped is not None:
            ident, came_from = stepped
            first = [monster_name(before, ident), room_name(before, came_from)]
            path = self._paths.setdefault(ident, first)
            where = after_monster_room(after, ident)
            assert where is not None
            path.append(room_name(after, where))
        if lines:
            # Anything else that happens ends the run of steps: tell them first, in order.
            self.close()
        for line in lines:
            self._write(line)

    def close(self) -> None:
        """Tell the monster steps still held back."""
        for who, *rooms in self._paths.values():
            self._write(f"  {who} moves {' -> '.join(rooms)}")
        self._paths = {}
