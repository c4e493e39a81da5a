"""Whether a haunt action's roll can do any better than a blank throw.

A player does not roll three dice for a result that needs nine: the best those dice can
show lands in the same band as a throw of nothing, so the roll can only bring what a
failure brings (often damage, or the end of the turn). The goal agent reads this off the
action's program: each roll the action makes, the `match` over its total, the most dots
its dice can show, and the band of a blank throw. It judges only what it can read for
sure: a roll whose dice depend on something decided later in the action, or a player
holding a card that may change a roll in a way it cannot bound (the Angel Feather names
its own total), is never called hopeless. A card that only throws dice again (the Creepy
Doll) cannot raise the best a roll shows; one that adds a fixed number or fixed dice (the
Mask's +1) raises it by that much, whether or not its condition holds.
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
from betrayal.script.library.rolls import Change, dice_for_roll
from betrayal.script.program import Program

# Events by which a card or the haunt changes a roll's dice or its total once thrown.
_ROLL_CHANGERS = frozenset({"rolling", "rolled", "rolling_any", "rolled_any"})
# Those of them that also act on a plain roll of dice (not of a trait).
_ANY_ROLL_CHANGERS = frozenset({"rolling_any", "rolled_any"})
_CARD_KINDS = ("item", "omen", "event")
# Blocks nest as deep as a script's source does; a rule is never read deeper than this.
_MAX_DEPTH = 32


def hopeless(state: GameState, player: int, action: Action) -> bool:
    """Whether every roll ``action`` (one of the haunt's, as offered to ``player``) makes
    and then reads band by band can show at best what a blank throw shows, with a better
    band out of its reach; False where the program cannot be read so (the roll comes
    after statements that change the game, or an `if` reads it)."""
    scripts = script_set(state)
    key, name, *labels = action.args
    if not scripts.has(key):
        return False
    program = scripts.program(key)
    chosen = program.action(name)
    if chosen is None:
        return False
    # Cards act on a trait roll (`rolling`, `rolled`) and on any roll (`rolling_any`...).
    lifts = {
        ir.RollKind.TRAIT: _roll_lift(state, player, program, _ROLL_CHANGERS),
        ir.RollKind.DICE: _roll_lift(state, player, program, _ANY_ROLL_CHANGERS),
    }
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
        verdicts = _roll_verdicts(state, ctx, env, program.block(chosen.block), lifts)
    except (BetrayalError, KeyError, AssertionError, TypeError):
        return False  # something the action only knows once it runs: no judgement
    return bool(verdicts) and not any(verdicts)


def _roll_verdicts(
    state: GameState,
    ctx: Ctx,
    env: Env,
    block: tuple[ir.Stmt, ...],
    lifts: dict[ir.RollKind, int | None],
) -> list[bool]:
    """For each roll at the top of ``block`` that a later `match` reads: whether it can
    reach a band other than a blank throw's, with what the rules that change rolls of its
    kind could add at best. A roll after a statement that may change the game (and so
    its dice), or one such rules could change without bound, raises: no judgement."""
    verdicts: list[bool] = []
    rolls: dict[str, int] = {}
    settled = True  # nothing before this point can have changed the game
    for stmt in block:
        if isinstance(stmt, ir.Let) and settled:
            env = (*env, (stmt.name, evaluate(state, ctx, env, stmt.value)))
        elif isinstance(stmt, ir.Roll):
            if not settled:
                raise KeyError(stmt.name)
            lift = lifts[stmt.kind]
            if lift is None:
                raise KeyError(stmt.name)
            rolls[stmt.name] = _most_dots(state, ctx, env, stmt) + lift
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


def _roll_lift(
    state: GameState, player: int, program: Program, events: frozenset[str]
) -> int | None:
    """The most that the rules of the haunt and of the cards ``player`` holds could add to
    a roll's best total, every one of them taken as applying; None where one could do
    more than a fixed amount (name a total, or add an amount only known in play)."""
    scripts = script_set(state)
    programs = [program]
    for card in state.explorers[player].cards:
        programs += [
            scripts.program(f"{k}:{card}") for k in _CARD_KINDS if scripts.has(f"{k}:{card}")
        ]
    lift = 0
    for each in programs:
        for trigger in each.triggers:
            if trigger.event not in events:
                continue
            more = _block_lift(each, trigger.block, 0)
            if more is None:
                return None
            lift += more
    return lift


def _block_lift(program: Program, block: int, depth: int) -> int | None:
    """What the roll changes in a block (and the blocks inside it) could add at most."""
    if depth > _MAX_DEPTH:
        return None
    lift = 0
    for stmt in program.block(block):
        if isinstance(stmt, ir.Effect) and stmt.name == "change_roll":
            more = _change_lift(stmt)
            if more is None:
                return None
            lift += more
        for inner in ir.child_blocks(stmt):
            more = _block_lift(program, inner, depth + 1)
            # A change made once for each item of a list is not bounded by reading alone.
            if more is None or (more and isinstance(stmt, ir.ForEach)):
                return None
            lift += more
    return lift


def _change_lift(stmt: ir.Effect) -> int | None:
    """What one change_roll() adds at most to a roll's best total: a fixed amount, or two
    dots for each fixed die; None for a named total or an amount known only in play."""
    how, amount = stmt.args[0], stmt.args[1]
    if not (isinstance(how, ir.Const) and isinstance(amount, ir.Const)):
        return None
    if not isinstance(amount.value, int) or isinstance(amount.value, bool):
        return None
    if how.value is Change.ADD:
        return max(0, amount.value)
    if how.value is Change.DICE:
        return 2 * max(0, amount.value)
    return None
