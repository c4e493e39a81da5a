"""Running compiled scripts on the game state, one statement at a time.

A script never runs inside a Python call stack that outlives one step: its position is a
:class:`~betrayal.core.frames.RunScript` frame (program, block, position, local names) on
the state's frame stack. The engine's settle loop hands each script frame on top of the
stack to :func:`step` until a player must choose, a die must be rolled, or nothing is
left; a roll or a choice inside a script leaves the script frame below it, and
:func:`resume_with` gives it the answer when it comes. Every resolution is bounded by the
engine's step limit, so a script can never hang the engine.
"""

from __future__ import annotations

import operator
from collections.abc import Callable

from betrayal.core.budget import Budget
from betrayal.core.frames import (
    Ctx,
    Env,
    Loop,
    RandomPick,
    RollDice,
    RollPurpose,
    RunScript,
    ScriptChoice,
)
from betrayal.core.records import evolve
from betrayal.core.rules.card_rolls import open_roll
from betrayal.core.state import GameState, Phase
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.errors import ScriptError as ScriptError  # where it was first defined
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.fields import FIELDS
from betrayal.script.limits import MAX_LIST, MAX_VALUE
from betrayal.script.program import Program
from betrayal.script.registry import all_primitives
from betrayal.script.types import Base


def program_of(state: GameState, ctx: Ctx) -> Program:
    return script_set(state).program(ctx.script)


def step(state: GameState, frame: RunScript | Loop, budget: Budget) -> GameState:
    """One step of the script frame on top of the stack: a statement, or a loop's turn;
    its work is charged to ``budget``."""
    if isinstance(frame, RunScript):
        return _step(state, frame, budget)
    return _loop(state, frame, budget)


def _step(state: GameState, frame: RunScript, budget: Budget) -> GameState:
    program = program_of(state, frame.ctx)
    block = program.block(frame.block)
    if frame.pc >= len(block):
        return state.evolve(frames=state.frames[:-1])
    stmt = block[frame.pc]
    budget.work -= statement_cost(state, stmt)
    if budget.work < 0:
        budget.overspent(_where(stmt))
    advanced = evolve(frame, pc=frame.pc + 1)
    state = state.evolve(frames=(*state.frames[:-1], advanced))
    try:
        return _execute(state, advanced, stmt)
    except ScriptError:
        raise
    except BetrayalError as e:
        raise ScriptError(_where(stmt), str(e)) from None


def _where(node: ir.Stmt | ir.Expr) -> str:
    s = node.span
    return f"{s.file}:{s.line}:{s.column}"


def _replace_top(state: GameState, frame: RunScript) -> GameState:
    return state.evolve(frames=(*state.frames[:-1], frame))


def _bind(env: Env, name: str, value: object) -> Env:
    return (*[(k, v) for k, v in env if k != name], (name, value))


def _execute(state: GameState, frame: RunScript, stmt: ir.Stmt) -> GameState:
    ctx = frame.ctx
    if isinstance(stmt, ir.Effect):
        args = tuple(evaluate(state, ctx, frame.env, a) for a in stmt.args)
        result: GameState = all_primitives()[stmt.name].impl(state, ctx, *args)
        return result
    if isinstance(stmt, ir.Let):
        value = evaluate(state, ctx, frame.env, stmt.value)
        return _replace_top(state, evolve(frame, env=_bind(frame.env, stmt.name, value)))
    if isinstance(stmt, ir.Assign):
        return _assign(state, frame, stmt)
    if isinstance(stmt, ir.If):
        if evaluate(state, ctx, frame.env, stmt.condition):
            return _push(state, RunScript(ctx, stmt.then, env=frame.env))
        if stmt.otherwise is not None:
            return _push(state, RunScript(ctx, stmt.otherwise, env=frame.env))
        return state
    if isinstance(stmt, ir.Match):
        value = evaluate(state, ctx, frame.env, stmt.subject)
        assert isinstance(value, int)
        for arm in stmt.arms:
            if arm.matches(value):
                return _push(state, RunScript(ctx, arm.block, env=frame.env))
        return state
    if isinstance(stmt, ir.Roll):
        return _roll(state, frame, stmt)
    if isinstance(stmt, ir.ForEach):
        items = evaluate(state, ctx, frame.env, stmt.items)
        assert isinstance(items, tuple)
        loop = Loop(ctx, stmt.name, items, 0, (frame.block, frame.pc - 1), frame.env)
        return _push(state, loop)
    if isinstance(stmt, ir.Choose):
        return _choose(state, frame, stmt)
    assert isinstance(stmt, ir.WinNow)
    return state.evolve(phase=Phase.OVER, winner=stmt.side)


def _push(
    state: GameState, frame: RunScript | Loop | RollDice | ScriptChoice | RandomPick
) -> GameState:
    return state.evolve(frames=(*state.frames, frame))


def _assign(state: GameState, frame: RunScript, stmt: ir.Assign) -> GameState:
    value = evaluate(state, frame.ctx, frame.env, stmt.value)
    if stmt.is_global:
        key = f"{frame.ctx.script}:{stmt.name}"
        stored = dict(state.script_vars)
        # A variable never assigned yet still has its declared starting value.
        current = stored[key] if key in stored else _initial(state, frame.ctx, stmt.name)
        new = _combine(stmt, current, value)
        store = {**stored, key: new}
        return state.evolve(script_vars=tuple(sorted(store.items())))
    current = dict(frame.env).get(stmt.name, 0)
    return _replace_top(
        state,
        evolve(frame, env=_bind(frame.env, stmt.name, _combine(stmt, current, value))),
    )


def _combine(stmt: ir.Assign, current: object, value: object) -> object:
    op = stmt.op
    if op is ir.AssignOp.SET:
        return value
    if isinstance(current, tuple) and isinstance(value, tuple):
        return _bounded_list(stmt, (*current, *value))  # `list += [x]`
    assert isinstance(current, int) and isinstance(value, int)
    return _bounded(stmt, current + value if op is ir.AssignOp.ADD else current - value)


def _bounded(node: ir.Stmt | ir.Expr, value: int) -> int:
    """A number a script worked out, if it is within the bound every script value keeps."""
    if -MAX_VALUE <= value <= MAX_VALUE:
        return value
    raise ScriptError(
        _where(node), f"a number went past the limit of {MAX_VALUE} (or below -{MAX_VALUE})"
    )


def _bounded_list(node: ir.Stmt | ir.Expr, items: tuple[object, ...]) -> tuple[object, ...]:
    if len(items) <= MAX_LIST:
        return items
    raise ScriptError(_where(node), f"a list grew past the limit of {MAX_LIST} items")


def statement_cost(state: GameState, stmt: ir.Stmt) -> int:
    """The work a statement charges each time it runs: one, and one for every part of
    the expressions it works out (its blocks are charged as they run)."""
    costs = script_set(state).costs
    entry = costs.get(id(stmt))
    if entry is None or entry[0] is not stmt:
        entry = (stmt, 1 + sum(expression_size(e) for e in _expressions(stmt)))
        costs[id(stmt)] = entry
    return entry[1]


def _expressions(stmt: ir.Stmt) -> tuple[ir.Expr | None, ...]:
    if isinstance(stmt, ir.Effect):
        return stmt.args
    if isinstance(stmt, ir.Let | ir.Assign):
        return (stmt.value,)
    if isinstance(stmt, ir.If):
        return (stmt.condition,)
    if isinstance(stmt, ir.Match):
        return (stmt.subject,)
    if isinstance(stmt, ir.Roll):
        return (stmt.who, stmt.amount, stmt.trait, stmt.extra)
    if isinstance(stmt, ir.ForEach):
        return (stmt.items,)  # its `where` is charged per item, as the loop looks
    if isinstance(stmt, ir.Choose):
        return (stmt.who, stmt.options)
    return ()


def expression_size(expr: ir.Expr | None) -> int:
    """How many parts an expression has: names, numbers, queries, operators."""
    if expr is None:
        return 0
    size = 0
    todo: list[ir.Expr] = [expr]
    while todo:  # by hand rather than recursion: trees may be deep (within the parser's cap)
        node = todo.pop()
        size += 1
        if isinstance(node, ir.Query):
            todo.extend(node.args)
        elif isinstance(node, ir.Binary):
            todo += (node.left, node.right)
        elif isinstance(node, ir.Not | ir.Negate):
            todo.append(node.operand)
        elif isinstance(node, ir.Cond):
            todo += (node.condition, node.then, node.otherwise)
        elif isinstance(node, ir.ListOf):
            todo.extend(node.items)
        elif isinstance(node, ir.Total):
            todo.append(node.roll)
        elif isinstance(node, ir.Select):
            todo += (node.items, node.test)
        elif isinstance(node, ir.FieldOf):
            todo.append(node.target)
    return size


def _roll(state: GameState, frame: RunScript, stmt: ir.Roll) -> GameState:
    from betrayal.script.library.rolls import dice_for_roll

    ctx = frame.ctx
    who = evaluate(state, ctx, frame.env, stmt.who)
    assert isinstance(who, int)
    trait: object = None
    if stmt.kind is ir.RollKind.TRAIT:
        trait = evaluate(state, ctx, frame.env, stmt.trait) if stmt.trait else None
        extra = evaluate(state, ctx, frame.env, stmt.extra) if stmt.extra else 0
        assert isinstance(extra, int)
        dice = dice_for_roll(state, ctx, who, trait, extra)
    else:
        amount = evaluate(state, ctx, frame.env, stmt.amount) if stmt.amount else 0
        assert isinstance(amount, int)
        dice = max(0, min(8, amount))
    state = _replace_top(state, evolve(frame, pending=stmt.name))
    if dice == 0:
        return resume_with(state, ())
    trait_rolled = trait if stmt.kind is ir.RollKind.TRAIT and isinstance(trait, Trait) else None
    # Before the dice are thrown, cards may act on the roll (add to it, name it): on any
    # roll (rolling_any), and on a trait roll (rolling).
    state = open_roll(state, RollDice(RollPurpose.SCRIPT, who, dice, trait=trait_rolled))
    if trait_rolled is None:
        return state
    return state.game.scripts.fire(state, "rolling", (who, trait_rolled))


def _choose(state: GameState, frame: RunScript, stmt: ir.Choose) -> GameState:
    ctx = frame.ctx
    who = evaluate(state, ctx, frame.env, stmt.who)
    options = evaluate(state, ctx, frame.env, stmt.options)
    assert isinstance(who, int) and isinstance(options, tuple)
    state = _replace_top(state, evolve(frame, pending=stmt.name))
    unique = tuple(dict.fromkeys(options))
    if not unique:
        raise ScriptError(_where(stmt), "there is nothing to choose from")
    if len(unique) == 1:
        return resume_with(state, unique[0])
    labels = tuple(label_of(o) for o in unique)
    if stmt.at_random:
        return _push(state, RandomPick(unique, labels))
    return _push(state, ScriptChoice(who, unique, labels, stmt.secret))


def label_of(value: object) -> str:
    """How a value is written in an action string: ``might``, ``kitchen``, ``2``."""
    text = getattr(value, "value", value)
    return str(text)


def resume_with(state: GameState, value: object) -> GameState:
    """Give a roll's faces or a choice to the script frame waiting for it."""
    frame = state.frames[-1]
    assert isinstance(frame, RunScript) and frame.pending is not None
    env = _bind(frame.env, frame.pending, value)
    return _replace_top(state, evolve(frame, env=env, pending=None))


def _loop(state: GameState, frame: Loop, budget: Budget) -> GameState:
    program = program_of(state, frame.ctx)
    block, pc = frame.source
    stmt = program.block(block)[pc]
    assert isinstance(stmt, ir.ForEach)
    index = frame.index
    look = 1 + expression_size(stmt.where)
    while index < len(frame.items):
        item = frame.items[index]
        index += 1
        budget.work -= look
        if budget.work < 0:
            budget.overspent(_where(stmt))
        env = _bind(frame.env, frame.name, item)
        if stmt.where is None or evaluate(state, frame.ctx, env, stmt.where):
            state = state.evolve(frames=(*state.frames[:-1], evolve(frame, index=index)))
            return _push(state, RunScript(frame.ctx, stmt.block, env=env))
    return state.evolve(frames=state.frames[:-1])


# ----- expressions ---------------------------------------------------------------------------


Compiled = Callable[[GameState, Ctx, Env], object]
"""An expression made into a Python function of (state, context, local names)."""


def evaluate(state: GameState, ctx: Ctx, env: Env, expr: ir.Expr) -> object:
    # Conditions are evaluated many times a step (every trigger, static and action that
    # is live), so each expression is made into a closure once and kept by the game's
    # script set; walking the tree node by node each time cost more than the rules.
    compiled = script_set(state).compiled
    entry = compiled.get(id(expr))
    if entry is None or entry[0] is not expr:
        # The entry keeps the expression alive, so its id cannot name another one.
        entry = (expr, compile_expr(expr))
        compiled[id(expr)] = entry
    return entry[1](state, ctx, env)


def compile_expr(expr: ir.Expr) -> Compiled:
    """The closure that computes ``expr``: the same value, or the same error, as walking it."""
    if isinstance(expr, ir.Const):
        value = expr.value
        return lambda state, ctx, env: value
    if isinstance(expr, ir.Local):
        return _compile_local(expr)
    if isinstance(expr, ir.Global):
        return _compile_global(expr)
    if isinstance(expr, ir.Builtin):
        return _compile_builtin(expr)
    if isinstance(expr, ir.Query):
        return _compile_query(expr)
    if isinstance(expr, ir.Binary):
        return _compile_binary(expr)
    if isinstance(expr, ir.Not):
        operand = compile_expr(expr.operand)
        return lambda state, ctx, env: not operand(state, ctx, env)
    if isinstance(expr, ir.Negate):
        negated = compile_expr(expr.operand)

        def negate(state: GameState, ctx: Ctx, env: Env) -> object:
            value = negated(state, ctx, env)
            assert isinstance(value, int)
            return -value

        return negate
    if isinstance(expr, ir.Cond):
        condition = compile_expr(expr.condition)
        then, otherwise = compile_expr(expr.then), compile_expr(expr.otherwise)

        def cond(state: GameState, ctx: Ctx, env: Env) -> object:
            if condition(state, ctx, env):
                return then(state, ctx, env)
            return otherwise(state, ctx, env)

        return cond
    if isinstance(expr, ir.ListOf):
        items = tuple(compile_expr(i) for i in expr.items)
        if len(items) > MAX_LIST:
            return lambda state, ctx, env: _bounded_list(expr, tuple(items))
        return lambda state, ctx, env: tuple([i(state, ctx, env) for i in items])
    if isinstance(expr, ir.Select):
        return _compile_select(expr)
    if isinstance(expr, ir.FieldOf):
        target = compile_expr(expr.target)
        read = FIELDS[expr.target.type.base][expr.name].read
        return lambda state, ctx, env: read(state, target(state, ctx, env))
    assert isinstance(expr, ir.Total)
    roll = compile_expr(expr.roll)

    def total(state: GameState, ctx: Ctx, env: Env) -> object:
        faces = roll(state, ctx, env)
        assert isinstance(faces, tuple)
        return sum(f for f in faces if isinstance(f, int))

    return total


def _compile_select(expr: ir.Select) -> Compiled:
    items, test, name, kind = (
        compile_expr(expr.items),
        compile_expr(expr.test),
        expr.name,
        expr.kind,
    )

    def select(state: GameState, ctx: Ctx, env: Env) -> object:
        found = items(state, ctx, env)
        assert isinstance(found, tuple)
        # The list is at most MAX_LIST long and selections nest at most
        # MAX_SELECTION_NESTING deep (the checker's bound), so this work is bounded.
        scored = [(item, test(state, ctx, _bind(env, name, item))) for item in found]
        if kind is ir.SelectKind.FILTER:
            return tuple(item for item, keep in scored if keep)
        if not scored:
            return ()
        keys = [key for _, key in scored if isinstance(key, int)]
        extreme = min(keys) if kind is ir.SelectKind.LOWEST else max(keys)
        return tuple(item for item, key in scored if key == extreme)

    return select


def _compile_local(expr: ir.Local) -> Compiled:
    name = expr.name

    def local(state: GameState, ctx: Ctx, env: Env) -> object:
        for bound, value in reversed(env):
            if bound == name:
                return value
        raise ScriptError(_where(expr), f"{name!r} has no value here")

    return local


def _compile_global(expr: ir.Global) -> Compiled:
    name = expr.name
    # The stored name of this variable, per program: the closure is kept by the game's
    # script set, whose program keys are fixed, so the table only saves rebuilding a string.
    keys: dict[str, str] = {}

    def global_value(state: GameState, ctx: Ctx, env: Env) -> object:
        script = ctx.script
        key = keys.get(script)
        if key is None:
            key = keys[script] = f"{script}:{name}"
        for stored, value in state.script_vars:
            if stored == key:
                return value
        return _initial(state, ctx, name)

    return global_value


def _compile_query(expr: ir.Query) -> Compiled:
    name = expr.name
    args = tuple(compile_expr(a) for a in expr.args)
    # The primitive is looked up at each call, as the registry may still be filling.
    if len(args) == 1:
        (only,) = args
        return lambda state, ctx, env: all_primitives()[name].impl(
            state, ctx, only(state, ctx, env)
        )

    def query(state: GameState, ctx: Ctx, env: Env) -> object:
        values = [a(state, ctx, env) for a in args]
        return all_primitives()[name].impl(state, ctx, *values)

    return query


def _compile_binary(expr: ir.Binary) -> Compiled:
    op = expr.op
    left, right = compile_expr(expr.left), compile_expr(expr.right)
    if op is ir.Op.AND:
        return lambda state, ctx, env: bool(left(state, ctx, env)) and bool(right(state, ctx, env))
    if op is ir.Op.OR:
        return lambda state, ctx, env: bool(left(state, ctx, env)) or bool(right(state, ctx, env))
    if op is ir.Op.EQ:
        return lambda state, ctx, env: left(state, ctx, env) == right(state, ctx, env)
    if op is ir.Op.NE:
        return lambda state, ctx, env: left(state, ctx, env) != right(state, ctx, env)
    if op in (ir.Op.IN, ir.Op.NOT_IN):
        inside = op is ir.Op.IN

        def member(state: GameState, ctx: Ctx, env: Env) -> object:
            value = left(state, ctx, env)
            values = right(state, ctx, env)
            assert isinstance(values, tuple)
            return (value in values) is inside

        return member
    if op is ir.Op.ADD and expr.type.base is Base.LIST:

        def joined(state: GameState, ctx: Ctx, env: Env) -> object:
            a = left(state, ctx, env)
            b = right(state, ctx, env)
            assert isinstance(a, tuple) and isinstance(b, tuple)
            return _bounded_list(expr, a + b)

        return joined
    arithmetic = _ARITHMETIC[op]
    if op in (ir.Op.ADD, ir.Op.SUB, ir.Op.MUL):

        def bounded(state: GameState, ctx: Ctx, env: Env) -> object:
            a = left(state, ctx, env)
            b = right(state, ctx, env)
            assert isinstance(a, int) and isinstance(b, int)
            value = arithmetic(a, b)
            assert isinstance(value, int)
            return _bounded(expr, value)

        return bounded

    def numbers(state: GameState, ctx: Ctx, env: Env) -> object:
        a = left(state, ctx, env)
        b = right(state, ctx, env)
        assert isinstance(a, int) and isinstance(b, int)
        return arithmetic(a, b)

    return numbers


def _divide(a: int, b: int) -> int:
    # Board-game division rounds down; dividing by zero gives zero rather than a crash.
    return a // b if b else 0


_ARITHMETIC: dict[ir.Op, Callable[[int, int], object]] = {
    ir.Op.ADD: operator.add,
    ir.Op.SUB: operator.sub,
    ir.Op.MUL: operator.mul,
    ir.Op.DIV: _divide,
    ir.Op.LT: operator.lt,
    ir.Op.LE: operator.le,
    ir.Op.GT: operator.gt,
    ir.Op.GE: operator.ge,
}


def _initial(state: GameState, ctx: Ctx, name: str) -> object:
    program = program_of(state, ctx)
    for var in program.variables:
        if var.name == name:
            if var.initial is None:
                return _zero(var)
            return evaluate(state, ctx, (), var.initial)
    raise ScriptError(ctx.script, f"unknown variable {name!r}")


def _zero(var: ir.VarIR) -> object:
    return _ZEROS.get(var.type.base, 0)


_ZEROS: dict[Base, object] = {Base.INT: 0, Base.BOOL: False, Base.LIST: ()}


def _compile_builtin(expr: ir.Builtin) -> Compiled:
    # The common built-ins get a closure of their own, so that reading one does not go
    # down the chain of name tests in _builtin; the others keep its checks and errors.
    name = expr.name
    if name == "actor":
        return lambda state, ctx, env: ctx.actor
    if name == "this":
        return lambda state, ctx, env: ctx.this
    if name == "players":
        return lambda state, ctx, env: state.players
    if name == "explorers":
        return lambda state, ctx, env: tuple([i for i, e in enumerate(state.explorers) if e.alive])
    if name == "heroes":
        return _heroes
    return lambda state, ctx, env: _builtin(state, ctx, expr)


def _heroes(state: GameState, ctx: Ctx, env: Env) -> object:
    traitor, turned = state.traitor, state.turned
    return tuple(
        [i for i, e in enumerate(state.explorers) if e.alive and i != traitor and i not in turned]
    )


def _builtin(state: GameState, ctx: Ctx, expr: ir.Builtin) -> object:
    name = expr.name
    if name == "actor":
        return ctx.actor
    if name == "holder":
        if ctx.holder is None:
            raise ScriptError(_where(expr), "nobody holds this card")
        return ctx.holder
    if name == "this":
        return ctx.this
    if name == "players":
        return state.players
    if name == "explorers":
        return tuple(i for i, e in enumerate(state.explorers) if e.alive)
    if name == "heroes":
        traitor, turned = state.traitor, state.turned
        return tuple(
            i for i, e in enumerate(state.explorers) if e.alive and i != traitor and i not in turned
        )
    if name == "traitor":
        if state.traitor is None:
            raise ScriptError(_where(expr), "there is no traitor")
        return state.traitor
    if name == "haunt_started":
        return state.phase is not Phase.EXPLORATION
    if name == "omens_drawn":
        return state.omens_drawn
    raise ScriptError(_where(expr), f"unknown built-in {name!r}")
