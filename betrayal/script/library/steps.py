"""Engine steps a rule may call off.

The engine puts some of its steps off until the rules that hear of them have run: an
explorer's step out of a room, an attack, the stun of a beaten monster, a fight's damage.
Each waits as a ``Continue`` frame; a rule that calls the step off marks that frame
cancelled, and the engine then skips it. ``prevent(what)`` calls off any of them; a
primitive that does more than call a step off (``slay_monster``) lives with its noun.
"""

from __future__ import annotations

import enum

import attrs

from betrayal.core.frames import Continue, Ctx, Then
from betrayal.core.state import GameState
from betrayal.script.registry import Param, by_mode, effect
from betrayal.script.types import mode_of


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


class Step(enum.Enum):
    """An engine step a rule may call off while the rules that hear of it run."""

    ATTACK = "attack"  # an attack announced (`attacking`, `attacked`)
    MOVE = "move"  # a step out of a room (`leaving`), or a tile found (`discovering`)
    DAMAGE = "damage"  # a lost fight's damage, or theft (`monster_won`, `fight_won`)
    STUN = "stun"  # the stun of a beaten monster (`monster_beaten`)


# The steps each word calls off: the nearest pending one of them.
_STEPS = {
    Step.ATTACK: (Then.ATTACK, Then.DECLARED),
    Step.MOVE: (Then.MOVE, Then.TAKE, Then.DISCOVER),
    Step.DAMAGE: (Then.FIGHT_DAMAGE,),
    Step.STUN: (Then.MONSTER_BEATEN,),
}


@effect(
    "prevent",
    Param(
        "what",
        mode_of(Step),
        doc="attack: the attack announced; move: the step out of a room, or the tile about "
        "to be placed; damage: the lost fight's damage (or theft); stun: the beaten "
        "monster's stun",
    ),
    example="prevent(damage)",
    english=by_mode(
        "what",
        {
            "attack": "the attack does not happen",
            "move": "the step does not happen",
            "damage": "the fight deals no damage",
            "stun": "the beaten monster is not stunned",
        },
    ),
)
def prevent(state: GameState, ctx: Ctx, what: Step) -> GameState:
    """In the trigger that hears of it, call off the engine step about to follow: an
    ``attack`` (in `attacking` or `attacked`; the attacker's attack of the turn is still
    spent); a ``move`` (in `leaving` the explorer stays in the room; in `discovering` the
    tile is set aside unplaced and the explorer stays, their movement unspent); a fight's
    ``damage`` (in `monster_won` or `fight_won`: the beaten explorer takes none and loses
    no card to a theft); a beaten monster's ``stun`` (in `monster_beaten`: it shrugs the
    defeat off). Nothing happens when no such step is pending."""
    return cancel_step(state, *_STEPS[what])
