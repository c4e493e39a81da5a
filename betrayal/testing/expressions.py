"""Working out one expression of the rule language against a game state, for tests."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.compiler import compile_expression
from betrayal.script.interpreter import evaluate
from betrayal.script.parser import parse_fragment
from betrayal.script.retired import CURRENT_LANGUAGE


def value_of(
    state: GameState, text: str, actor: int = 0, language: int = CURRENT_LANGUAGE
) -> object:
    """What `text` is worth in `state`, read as a card's script for `actor` would read it
    in a file of that language; an expression that does not check fails the test."""
    node = parse_fragment(text, "expr")
    assert node is not None, f"not an expression: {text}"
    compiled, diagnostics = compile_expression(node, state.game.content, language, text=text)
    errors = [d.format() for d in diagnostics if d.is_error]
    assert not errors, errors
    return evaluate(state, Ctx("expression", actor, None, "expression"), (), compiled)
