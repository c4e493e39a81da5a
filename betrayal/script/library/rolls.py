"""Dice rolls: how many dice a script's trait roll uses, a trait roll under way changed
before or after its dice fall, and what a roll's dice show.

The changes act on the nearest script roll on the stack, from a `rolling` trigger (before
the dice are thrown) or a `rolled` trigger (after they land)."""

from __future__ import annotations

import attrs

from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.frames import Ctx, RollDice
from betrayal.core.rules.card_rolls import CARD_ROLLS
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import INT, ROLL


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


@effect(
    "add_to_roll",
    Param("amount", INT),
    example="add_to_roll(4)",
    english="add {amount} to the roll's result",
)
def add_to_roll(state: GameState, ctx: Ctx, amount: int) -> GameState:
    """Add a number to the result of the roll under way (the dice stay as they fell)."""
    index, frame = _pending(state)
    return _update(state, index, attrs.evolve(frame, bonus=frame.bonus + amount))


@effect(
    "more_dice", Param("amount", INT), example="more_dice(2)", english="roll {amount} more dice"
)
def more_dice(state: GameState, ctx: Ctx, amount: int) -> GameState:
    """Before the dice are thrown: the roll under way uses more dice (at most eight)."""
    index, frame = _pending(state)
    dice = max(len(frame.faces), min(MAX_TRAIT_DICE, frame.dice + amount))
    return _update(state, index, attrs.evolve(frame, dice=dice))


@effect(
    "name_roll",
    Param("value", INT),
    example="name_roll(8)",
    english="the roll's result is {value} instead",
)
def name_roll(state: GameState, ctx: Ctx, value: int) -> GameState:
    """The roll under way gives this result instead of its dice (no dice are thrown)."""
    index, frame = _pending(state)
    return _update(state, index, attrs.evolve(frame, fixed=value, dice=len(frame.faces)))


@effect(
    "reroll_lowest",
    Param("count", INT, 1),
    example="reroll_lowest(1)",
    english="reroll the {count} lowest dice",
)
def reroll_lowest(state: GameState, ctx: Ctx, count: int) -> GameState:
    """After the dice land: pick up the lowest ``count`` dice and throw them again."""
    index, frame = _pending(state)
    keep = sorted(frame.faces, reverse=True)[: max(0, len(frame.faces) - count)]
    return _update(state, index, attrs.evolve(frame, faces=tuple(keep)))


@effect(
    "reroll_dice",
    Param("face", INT),
    Param("count", INT, 1),
    example="reroll_dice(0, 2)",
    english="reroll {count} of the dice showing {face}",
)
def reroll_dice(state: GameState, ctx: Ctx, face: int, count: int) -> GameState:
    """After the dice land: pick up ``count`` of the dice showing ``face`` (as many as
    show it, at most) and throw them again. Dice showing the same face are alike, so
    choosing how many of each face to throw again is choosing which dice."""
    index, frame = _pending(state)
    faces = list(frame.faces)
    for _ in range(max(0, count)):
        if face not in faces:
            break
        faces.remove(face)
    return _update(state, index, attrs.evolve(frame, faces=tuple(faces)))


@query(
    "dice_showing",
    Param("face", INT),
    returns=INT,
    example="dice_showing(0)",
    english="the number of dice of the roll under way showing {face}",
)
def dice_showing(state: GameState, ctx: Ctx, face: int) -> int:
    """How many dice of the roll under way show a given face (after they have landed)."""
    return sum(1 for f in _pending(state)[1].faces if f == face)


@query("dice_thrown", returns=INT, example="dice_thrown()", english="the number of dice thrown")
def dice_thrown(state: GameState, ctx: Ctx) -> int:
    """How many dice the roll under way has thrown so far."""
    return len(_pending(state)[1].faces)


# ----- what the dice show --------------------------------------------------------------------


@query(
    "faces_showing",
    Param("roll", ROLL),
    Param("face", INT),
    returns=INT,
    example="faces_showing(r, 0)",
    english="the number of dice of {roll} showing {face}",
)
def faces_showing(state: GameState, ctx: Ctx, roll: tuple[object, ...], face: int) -> int:
    """How many dice of a roll show a given number (the blanks of a roll: face 0)."""
    return sum(1 for f in roll if f == face)
