"""Whether a haunt action's roll can do any better than a blank throw.

A player does not roll three dice for a result that needs nine: the best those dice can
show lands in the same band as a throw of nothing, so the roll can only bring what a
failure brings (often damage, or the end of the turn). The goal agent reads this off the
action's program: each roll the action makes, the `match` over its total, the most dots
its dice can show, and the band of a blank throw. It judges only what it can read for
sure: a roll whose dice depend on something decided later in the action, or a player
holding a card that changes rolls (the Angel Feather names its own total), is never
called hopeless.
"""

from __future__ import annotations

from betrayal.core.actions import Action
from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.frames import Ctx, Env
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.interpreter import evaluate, label_of
from betrayal.script.library.rolls import dice_for_roll
from betrayal.script.program import Program

# Events by which a card or the haunt changes a roll's dice or its total once thrown.
_ROLL_CHANGERS = frozenset({"rolling", "rolled", "rolling_any", "rolled_any"})
_CARD_KINDS = ("item", "omen", "event")


def hopeless(state: GameState, player: int, action: Action) -> bool:
    """Whether every roll ``action`` (one of the haunt's, as offered to ``player``) makes
    and then reads band by band can show at best what a blank throw shows, with a better
    band out of its reach."""
    scripts = script_set(state)
    key, name, *labels = action.args
    if not scripts.has(key):
        return False
    program = scripts.program(key)
    chosen = program.action(name)
    if chosen is None or _rolls_can_change(state, player, program):
        return False
    ctx = Ctx(program.key, player, None, program.ident)
    env: Env = (("actor", player),)
    try:
        for choice, label in zip(chosen.choices, labels, strict=False):
            options = evaluate(state, ctx, env, choice.source)
            if not isinstance(options, tuple):
                return False
            value = next((o for o in options if label_of(o) == label), None)
            if value is None:
                return False
            env = (*env, (choice.name, value))
        verdicts = _roll_verdicts(state, ctx, env, program.block(chosen.block))
    except (BetrayalError, KeyError, AssertionError, TypeError):
        return False  # something the action only knows once it runs: no judgement
    return bool(verdicts) and not any(verdicts)


def _roll_verdicts(state: GameState, ctx: Ctx, env: Env, block: tuple[ir.Stmt, ...]) -> list[bool]:
    """For each roll at the top of ``block`` that a later `match` reads: whether it can
    reach a band other than a blank throw's. A roll after a statement that may change
    the game (and so its dice) raises: no judgement."""
    verdicts: list[bool] = []
    rolls: dict[str, int] = {}
    settled = True  # nothing before this point can have changed the game
    for stmt in block:
        if isinstance(stmt, ir.Let) and settled:
            env = (*env, (stmt.name, evaluate(state, ctx, env, stmt.value)))
        elif isinstance(stmt, ir.Roll):
            if not settled:
                raise KeyError(stmt.name)
            rolls[stmt.name] = _most_dots(state, ctx, env, stmt)
        elif isinstance(stmt, ir.Match) and _rolled_name(stmt.subject) in rolls:
            verdicts.append(_reaches_better(stmt.arms, rolls[str(_rolled_name(stmt.subject))]))
            settled = False
        else:
            settled = False
    return verdicts


def _most_dots(state: GameState, ctx: Ctx, env: Env, roll: ir.Roll) -> int:
    who = evaluate(state, ctx, env, roll.who)
    assert isinstance(who, int)
    if roll.kind is ir.RollKind.TRAIT:
        trait = evaluate(state, ctx, env, roll.trait) if roll.trait else None
        extra = evaluate(state, ctx, env, roll.extra) if roll.extra else 0
        assert isinstance(extra, int)
        dice = dice_for_roll(state, ctx, who, trait, extra)
    else:
        amount = evaluate(state, ctx, env, roll.amount) if roll.amount else 0
        assert isinstance(amount, int)
        dice = max(0, min(MAX_TRAIT_DICE, amount))
    return 2 * dice


def _rolled_name(subject: ir.Expr) -> str | None:
    if isinstance(subject, ir.Total):
        subject = subject.roll
    return subject.name if isinstance(subject, ir.Local) else None


def _band(arms: tuple[ir.Arm, ...], total: int) -> int | None:
    return next((i for i, arm in enumerate(arms) if arm.matches(total)), None)


def _reaches_better(arms: tuple[ir.Arm, ...], most: int) -> bool:
    """Whether some total up to ``most`` lands in another band than a blank throw, or no
    band lies above ``most`` to be missed (then the roll is not the point)."""
    blank = _band(arms, 0)
    if any(_band(arms, total) != blank for total in range(most + 1)):
        return True
    return not any(arm.low is not None and arm.low > most for arm in arms)


def _rolls_can_change(state: GameState, player: int, program: Program) -> bool:
    """Whether the haunt or a card ``player`` holds has rules that change a roll."""
    if program.trigger_events() & _ROLL_CHANGERS:
        return True
    scripts = script_set(state)
    for card in state.explorers[player].cards:
        for kind in _CARD_KINDS:
            key = f"{kind}:{card}"
            if scripts.has(key) and scripts.program(key).trigger_events() & _ROLL_CHANGERS:
                return True
    return False
