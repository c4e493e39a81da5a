"""Engine steps a rule may call off.

The engine puts some of its steps off until the rules that hear of them have run: an
explorer's step out of a room, an attack, the stun of a beaten monster, a fight's damage.
Each waits as a ``Continue`` frame; a rule that calls the step off marks that frame
cancelled, and the engine then skips it. The primitives that do so live with what they
call off (``cancel_move`` with movement, ``cancel_attack`` with combat, and so on).
"""

from __future__ import annotations

import attrs

from betrayal.core.frames import Continue, Then
from betrayal.core.state import GameState


def cancel_step(state: GameState, *what: Then) -> GameState:
    """Mark the nearest pending engine step of these kinds as cancelled. When none is
    pending any more (its explorer died while the rule ran, say), nothing is left to do."""
    frames = list(state.frames)
    for i in range(len(frames) - 1, -1, -1):
        frame = frames[i]
        if isinstance(frame, Continue) and frame.what in what:
            frames[i] = attrs.evolve(frame, cancelled=True)
            return state.evolve(frames=tuple(frames))
    return state
