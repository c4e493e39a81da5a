"""Engine steps a rule may call off.

The engine puts some of its steps off until the rules that hear of them have run: an
explorer's step out of a room, an attack, the stun of a beaten monster, a fight's damage,
the placing of a tile just turned over. Each waits as a ``Continue`` frame; a rule that
calls the step off marks that frame cancelled, and the engine then skips it (a tile
buried instead of placed is also marked, for the engine to turn over the next one).
``prevent(what)`` calls off any of them; a primitive that does more than call a step off
(``slay_monster``) lives with its noun.
"""

from __future__ import annotations

import enum

import attrs

from betrayal.core.frames import BURY, Continue, Ctx, Then
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
    TILE = "tile"  # a tile found is buried and the next one found instead (`discovering`)


# The steps each word calls off: the nearest pending one of them.
_STEPS = {
    Step.ATTACK: (Then.ATTACK, Then.DECLARED),
    Step.MOVE: (Then.MOVE, Then.TAKE, Then.DISCOVER),
    Step.DAMAGE: (Then.FIGHT_DAMAGE,),
    Step.STUN: (Then.MONSTER_BEATEN,),
}
# (`tile` is no plain call-off: the step is marked for burying too, below.)


def _bury_tile(state: GameState) -> GameState:
    """Call off the placing of the tile about to be discovered, marked to be buried."""
    frames = list(state.frames)
    for i in range(len(frames) - 1, -1, -1):
        frame = frames[i]
        if isinstance(frame, Continue) and frame.what is Then.DISCOVER:
            frames[i] = attrs.evolve(frame, cancelled=True, args=(frame.args[0], BURY))
            return state.evolve(frames=tuple(frames))
    return state


@effect(
    "prevent",
    Param(
        "what",
        mode_of(Step),
        doc="attack: the attack announced; move: the step out of a room, or the tile about "
        "to be placed; damage: the lost fight's damage (or theft); stun: the beaten "
        "monster's stun; tile: the tile about to be placed, buried for the next one",
    ),
    example="prevent(damage)",
    english=by_mode(
        "what",
        {
            "attack": "the attack does not happen",
            "move": "the step does not happen",
            "damage": "the fight deals no damage",
            "stun": "the beaten monster is not stunned",
            "tile": "the tile goes unplaced under the room stack, its rules never run, and "
            "the next one is turned over for the same doorway",
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
    defeat off); a ``tile`` (in `discovering`: the tile is buried, under the stack in the
    3rd edition and set aside in the 2nd, never placed nor its rules run, and the next
    tile is turned over for the same doorway). Nothing happens when no such step is
    pending."""
    if what is Step.TILE:
        return _bury_tile(state)
    return cancel_step(state, *_STEPS[what])
