"""Who may see what a script keeps secret.

A script says what is secret where it declares it: `var heir: explorer secret to heroes`
shows the variable's value only to the explorers the clause names, `token assassin
"Assassin" secret to traitor` shows where those tokens lie only to them, and
`choose(who, options, secret: true)` shows a choice's options to the chooser alone. The
clause is worked out afresh whenever someone looks, so a secret can come out during the
game (`secret to if found then explorers else [traitor]`).

The full state keeps everything (saving, replaying and the rules need it); this module
answers what one seat may see of it, for :func:`betrayal.core.observe.observation` and
for agents that must plan on what their seat knows (:func:`seen_by`).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.errors import ScriptError
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.interpreter import evaluate
from betrayal.script.program import Program

if TYPE_CHECKING:
    from betrayal.script.scripts import ScriptSet


@attrs.frozen
class _Index:
    """The secret declarations of one set of scripts, found once."""

    variables: dict[str, tuple[Program, tuple[ir.Expr, ...]]]  # "program key:name"
    tokens: dict[str, tuple[Program, tuple[ir.Expr, ...]]]  # token id, as on the board


_INDEXES: weakref.WeakKeyDictionary[ScriptSet, _Index] = weakref.WeakKeyDictionary()


def _index(scripts: ScriptSet) -> _Index:
    found = _INDEXES.get(scripts)
    if found is None:
        variables = {}
        tokens = {}
        for program in scripts.programs():
            for var in program.variables:
                if var.secret is not None:
                    variables[f"{program.key}:{var.name}"] = (program, var.secret)
            for token, who in program.secret_tokens:
                tokens[f"{program.key}:{token}"] = (program, who)
        found = _Index(variables, tokens)
        _INDEXES[scripts] = found
    return found


def has_secrets(state: GameState) -> bool:
    """Whether any script of this game declares a secret variable or token."""
    index = _index(script_set(state))
    return bool(index.variables or index.tokens)


def _viewers(state: GameState, program: Program, who: tuple[ir.Expr, ...]) -> frozenset[int]:
    """The seats a `secret to` clause names now. A clause that cannot be worked out here
    (it names the traitor before there is one, say) names nobody: a secret stays kept."""
    copies = script_set(state).live(state).get(program.key) or [(None, program.ident)]
    holder, this = copies[0]
    actor = holder if holder is not None else state.turn.player
    ctx = Ctx(program.key, actor, holder, this)
    seats: set[int] = set()
    for expr in who:
        try:
            value = evaluate(state, ctx, (), expr)
        except ScriptError:
            return frozenset()
        if isinstance(value, tuple):
            seats.update(v for v in value if isinstance(v, int))
        elif isinstance(value, int):
            seats.add(value)
    return frozenset(seats)


def hidden_variables(state: GameState, seat: int) -> frozenset[str]:
    """The keys of ``state.script_vars`` whose value ``seat`` may not see."""
    index = _index(script_set(state))
    if not index.variables:
        return frozenset()
    return frozenset(
        key
        for key, _ in state.script_vars
        if key in index.variables and seat not in _viewers(state, *index.variables[key])
    )


def hidden_tokens(state: GameState, seat: int) -> frozenset[str]:
    """The token ids on the board (or carried) whose place ``seat`` may not see."""
    index = _index(script_set(state))
    if not index.tokens:
        return frozenset()
    ids = {token for token, _ in state.tokens} | {token for token, _ in state.carried}
    return frozenset(
        token
        for token in ids
        if token in index.tokens and seat not in _viewers(state, *index.tokens[token])
    )


def seen_by(state: GameState, seat: int) -> GameState:
    """The game as ``seat`` may know it, for planning: every secret variable kept from
    them reads as its declared starting value, and secret tokens kept from them are off
    the board, and heroes who went over to the traitor in secret (not ``seat``) read as
    heroes still. Not a position to play on: the rules always run on the full state."""
    secret = state.turned_secretly - {seat}
    if secret:
        state = state.evolve(
            turned=state.turned - secret, turned_secretly=state.turned_secretly - secret
        )
    if not has_secrets(state):
        return state
    variables = hidden_variables(state, seat)
    tokens = hidden_tokens(state, seat)
    if not variables and not tokens:
        return state
    return state.evolve(
        script_vars=tuple(kv for kv in state.script_vars if kv[0] not in variables),
        tokens=tuple(t for t in state.tokens if t[0] not in tokens),
        carried=tuple(t for t in state.carried if t[0] not in tokens),
    )


__all__ = ["has_secrets", "hidden_tokens", "hidden_variables", "seen_by"]
