"""Dice rolls: how many dice a script's trait roll uses, a trait roll under way changed
before or after its dice fall, and what a roll's dice show.

The changes act on the nearest script roll on the stack, from a `rolling` trigger (before
the dice are thrown) or a `rolled` trigger (after they land)."""

from __future__ import annotations

import enum

import attrs

from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.frames import Ctx, RollDice
from betrayal.core.rules.card_rolls import CARD_ROLLS
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.registry import Param, by_mode, effect, query
from betrayal.script.types import INT, list_of, mode_of
from betrayal.script.verbs import fill


def dice_for_roll(state: GameState, ctx: Ctx, who: int, trait: object, extra: int = 0) -> int:
    """A trait roll uses the trait's current value in dice, changed by the script's own
    ``extra`` and by every live ``extra_dice`` static (at most eight dice; a roll that
    loses dice to a static still rolls at least one)."""
    assert isinstance(trait, Trait)
    event_roll = ctx.script.startswith("event:")
    binds = (("roller", who), ("rolled", trait), ("event_roll", event_roll))
    changes = script_set(state).static_amounts(state, "extra_dice", binds)
    dice = trait_dice(state, who, trait, extra + sum(changes))
    if any(c < 0 for c in changes) and state.trait(who, trait) > 0:
        dice = max(1, dice)
    return dice


# ----- a trait roll under way ----------------------------------------------------------------


def _pending(state: GameState) -> tuple[int, RollDice]:
    for index in range(len(state.frames) - 1, -1, -1):
        frame = state.frames[index]
        if isinstance(frame, RollDice) and frame.purpose in CARD_ROLLS:
            return index, frame
    raise BetrayalError("no roll is under way")


def _update(state: GameState, index: int, frame: RollDice) -> GameState:
    frames = list(state.frames)
    frames[index] = frame
    return state.evolve(frames=tuple(frames))


class Change(enum.Enum):
    """How a rule changes the trait roll under way."""

    ADD = "add"  # a number added to the result, the dice as they fell
    DICE = "dice"  # more dice thrown (before they are thrown)
    SET = "set"  # the result named, no dice thrown


@effect(
    "change_roll",
    Param(
        "how",
        mode_of(Change),
        doc="add: the amount is added to the result; dice: that many more dice are thrown "
        "(at most eight in all); set: the result is the amount, and no dice are thrown",
    ),
    Param("amount", INT),
    example="change_roll(add, 4)",
    english=by_mode(
        "how",
        {
            "add": "add {amount} to the roll's result",
            "dice": "roll {amount} more dice",
            "set": "the roll's result is {amount} instead",
        },
    ),
)
def change_roll(state: GameState, ctx: Ctx, how: Change, amount: int) -> GameState:
    """Change the trait roll under way (in a `rolling` or `rolled` trigger): ``add`` a
    number to its result, the dice staying as they fell; throw ``dice`` more dice, before
    they are thrown (at most eight in all); or ``set`` its result to the amount, no dice
    being thrown."""
    index, frame = _pending(state)
    if how is Change.ADD:
        return _update(state, index, attrs.evolve(frame, bonus=frame.bonus + amount))
    if how is Change.DICE:
        dice = max(len(frame.faces), min(MAX_TRAIT_DICE, frame.dice + amount))
        return _update(state, index, attrs.evolve(frame, dice=dice))
    return _update(state, index, attrs.evolve(frame, fixed=amount, dice=len(frame.faces)))


class _Lowest(int):
    """The default face of reroll_dice(): whichever dice show least (no die shows -1), written
    `lowest` in the reference; a -1 a script writes stays a face no die shows."""

    value = "lowest"

    def __str__(self) -> str:  # how a call that leaves it out reads: never a number
        return self.value


LOWEST = _Lowest(-1)


def _reroll_words(values: dict[str, str]) -> str:
    if values["face"] == str(LOWEST):
        return fill("reroll the {count} lowest dice", values)
    return fill("reroll {count} of the dice showing {face}", values)


@effect(
    "reroll_dice",
    Param("face", INT, LOWEST, doc="the face the dice rolled again show (the lowest if left out)"),
    Param("count", INT, 1, doc="how many dice are rolled again"),
    example="reroll_dice(0, 2)",
    english=_reroll_words,
)
def reroll_dice(state: GameState, ctx: Ctx, face: int, count: int) -> GameState:
    """After the dice land: pick up ``count`` of the dice showing ``face`` (as many as
    show it, at most) and throw them again; with no face, the ``count`` lowest dice. Dice
    showing the same face are alike, so choosing how many of each face to throw again is
    choosing which dice."""
    index, frame = _pending(state)
    if isinstance(face, _Lowest):
        keep = sorted(frame.faces, reverse=True)[: max(0, len(frame.faces) - count)]
        return _update(state, index, attrs.evolve(frame, faces=tuple(keep)))
    faces = list(frame.faces)
    for _ in range(max(0, count)):
        if face not in faces:
            break
        faces.remove(face)
    return _update(state, index, attrs.evolve(frame, faces=tuple(faces)))


@query(
    "rolled_dice",
    returns=list_of(INT),
    example="count([d in rolled_dice() where d == 0])",
    english="the faces the dice of the roll under way show",
)
def rolled_dice(state: GameState, ctx: Ctx) -> tuple[int, ...]:
    """The faces the dice of the roll under way show, one number a die in the order they
    were thrown (after they have landed): how many were thrown is its count, and how many
    show a face is a filter's. A finished roll's dice are its `.dice`."""
    return tuple(_pending(state)[1].faces)
