"""Effects on a trait roll under way: for cards used before or after the dice fall.

They act on the nearest script roll on the stack, from a `rolling` trigger (before the
dice are thrown) or a `rolled` trigger (after they land).
"""

from __future__ import annotations

import attrs

from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.frames import Ctx, RollDice, RollPurpose
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import INT


def _pending(state: GameState) -> tuple[int, RollDice]:
    for index in range(len(state.frames) - 1, -1, -1):
        frame = state.frames[index]
        if isinstance(frame, RollDice) and frame.purpose is RollPurpose.SCRIPT:
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


@query("dice_thrown", returns=INT, example="dice_thrown()", english="the number of dice thrown")
def dice_thrown(state: GameState, ctx: Ctx) -> int:
    """How many dice the roll under way has thrown so far."""
    return len(_pending(state)[1].faces)
