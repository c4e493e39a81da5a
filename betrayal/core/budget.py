"""How much one applied action may cause: the bound that keeps scripts from hanging the
engine.

Applying an action settles every automatic frame it leaves (scripts' statements and
loops, the engine's own continuations) before the next player acts. Scripts come from
strangers, so one settling is bounded twice over: in steps (frames run) and in work (what
the scripts' steps cost: a statement charges for every part of the expressions it
works out, a loop for every item it looks at). Going past either is a
:class:`~betrayal.errors.ScriptError` naming the script and the place, and the action
is refused, leaving the game as it was.
"""

from __future__ import annotations

from typing import NoReturn

from betrayal.errors import ScriptError

# Frames one settling may run.
MAX_STEPS_PER_RESOLUTION = 5_000
# Units of work one settling may do: a unit is one part of an expression worked out (a
# name, a number, a query, an operator) or one item of a list a loop looks at.
MAX_WORK_PER_RESOLUTION = 200_000


class Budget:
    """What one settling may still spend; the engine makes one for each."""

    __slots__ = ("steps", "work")

    def __init__(self) -> None:
        self.steps = MAX_STEPS_PER_RESOLUTION
        self.work = MAX_WORK_PER_RESOLUTION

    def step(self, where: str) -> None:
        """Spend one step (one frame run)."""
        self.steps -= 1
        if self.steps < 0:
            raise ScriptError(
                where,
                f"more than {MAX_STEPS_PER_RESOLUTION} steps in one resolution: "
                "the script does not end",
            )

    def overspent(self, where: str) -> NoReturn:
        """Raise the error for work spent past the bound at ``where``. Spending is
        ``budget.work -= units`` then, if ``budget.work < 0``, this: the place is put
        in words only when it is needed."""
        raise ScriptError(
            where,
            f"more than {MAX_WORK_PER_RESOLUTION} units of work in one resolution: "
            "the script does too much at once",
        )
