"""What the scripts behind the play log are doing, in words: each side's goal at the
reveal, what a script's roll or choice is for, and which goal held when a side won.

The engine only knows that a script rolled or asked; which rule of which card, room or
haunt did it is read back from the script frame waiting under the roll or the choice."""

from __future__ import annotations

from collections.abc import Iterator

from betrayal.core.frames import Ctx, RunScript
from betrayal.core.rules.haunt import anchor, free_for_all
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.ast import DeclKind
from betrayal.script.english import (
    condition_words,
    goal_words,
    is_house_side,
    statement_words,
    trigger_words,
)
from betrayal.script.interpreter import evaluate
from betrayal.script.program import Program


def haunt_program(state: GameState) -> Program | None:
    key = state.haunt_script
    if key is None or not script_set(state).has(key):
        return None
    return script_set(state).program(key)


def _sides(program: Program) -> list[str]:
    return list(dict.fromkeys(side for side, _ in program.wins))


def goal_lines(state: GameState) -> Iterator[str]:
    """At the reveal: one sentence per side saying what it must do to win."""
    program = haunt_program(state)
    if program is None:
        return
    for side in _sides(program):
        words = goal_words(program, side)
        if free_for_all(state) and side == "heroes":
            yield f"  each explorer's goal, for themselves: they win when {words}"
        elif is_house_side(program, side):
            yield f"  the house's goal: every explorer loses when {words}"
        else:
            owner = "the heroes'" if side == "heroes" else f"the {side}'s"
            yield f"  {owner} goal: they win when {words}"


def win_reason(state: GameState) -> str | None:
    """Once a side has won: which of its win conditions holds, in its words."""
    program = haunt_program(state)
    winner = state.winner
    if program is None or winner is None or state.reveal is None:
        return None
    if winner in ("heroes", "traitor"):
        side, actor = winner, anchor(state)
    else:
        side, actor = "heroes", int(winner.split(",")[0])
    ctx = Ctx(program.key, actor, None, program.ident)
    for won, condition in program.wins:
        if won != side:
            continue
        try:
            held = evaluate(state, ctx, (), condition)
        except BetrayalError:
            continue
        if held:
            return f"  why: their goal is met, {condition_words(condition)}"
    return "  why: a rule of the haunt gave them the win"


def waiting_script(state: GameState) -> RunScript | None:
    """The script frame waiting for the roll or the choice on top of the stack."""
    for frame in reversed(state.frames[:-1]):
        if isinstance(frame, RunScript):
            return frame if frame.pending is not None else None
    return None


def running_script(state: GameState) -> RunScript | None:
    """The nearest script frame under the top of the stack, waiting or not."""
    return next((f for f in reversed(state.frames[:-1]) if isinstance(f, RunScript)), None)


def script_purpose(state: GameState, frame: RunScript) -> str:
    """What the rule running in ``frame`` belongs to: "for "Break a Holy Seal"", "for
    the event Creepy Crawlies", "for the haunt's set-up"."""
    sset = script_set(state)
    program = sset.program(frame.ctx.script)
    content = state.game.content
    if program.kind is DeclKind.ROOM:
        return f"for the {content.room(program.ident).name}"
    if program.kind is not DeclKind.HAUNT:
        name = content.card(program.ident).name
        article = "" if name.startswith("The ") else "the "
        return f"for {article}{program.kind.value} {name}"
    root = _root_block(program, frame.block)
    for action in program.actions:
        if action.block == root:
            return f'for "{action.label}"'
    for trigger in program.triggers:
        if trigger.block == root:
            return f'for the haunt\'s rule "{trigger_words(program, trigger)}"'
    if program.setup == root:
        return "for the haunt's set-up"
    return f"for the haunt {program.title}"


def waiting_choice(state: GameState) -> tuple[RunScript, ir.Choose] | None:
    """The script waiting for the choice on top of the stack, and its ``choose``."""
    frame = waiting_script(state)
    if frame is None:
        return None
    block = script_set(state).program(frame.ctx.script).block(frame.block)
    stmt = block[frame.pc - 1] if 0 < frame.pc <= len(block) else None
    return (frame, stmt) if isinstance(stmt, ir.Choose) else None


def choice_question(state: GameState, asker: str) -> str | None:
    """The question a script's choice on top of the stack asks, as a sentence."""
    found = waiting_choice(state)
    if found is None:
        return None
    frame, stmt = found
    # The chooser is named, whatever name the script gave them.
    names = {stmt.who.name: asker} if isinstance(stmt.who, ir.Local) else {}
    with ir.naming(names):
        words = statement_words(stmt, {"actor": asker})
    return f"a choice {script_purpose(state, frame)}: {words}"


def _root_block(program: Program, block: int) -> int:
    """The block a nested block (an ``if``'s branch, a loop's body) belongs to at the top."""
    parents: dict[int, int] = {}
    for index, stmts in enumerate(program.blocks):
        for stmt in stmts:
            for child in ir.child_blocks(stmt):
                parents[child] = index
    seen = {block}
    while block in parents and parents[block] not in seen:
        block = parents[block]
        seen.add(block)
    return block
