"""The editor's index of a script agrees with the parser on every shipped script: the
same declarations, and every name resolved to what the script gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_helpers import shipped_scripts

from betrayal.diagnostics import Span
from betrayal.editor.symbols import BindingKind, SymbolKind, index
from betrayal.script import ast
from betrayal.script.parser import parse
from betrayal.script.source import LineIndex

SCRIPTS = shipped_scripts()
_GLOBALS = {
    ast.VarDecl: BindingKind.VARIABLE,
    ast.MonsterDecl: BindingKind.MONSTER,
    ast.TokenDecl: BindingKind.TOKEN,
    ast.ActionDecl: BindingKind.ACTION,
}


def _module(text: str) -> ast.Module:
    parsed = parse(text, "x.haunt")
    assert parsed.module is not None
    return parsed.module


@pytest.mark.parametrize("path", SCRIPTS, ids=[p.name for p in SCRIPTS])
def test_the_index_agrees_with_the_parser(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    module = _module(text)
    lines = LineIndex(text)
    outline = index(text)

    def offset(span: Span) -> int:
        return lines.offset(span.line, span.column)

    # One outline entry per declaration, spanning it.
    assert len(outline.symbols) == len(module.declarations)
    for symbol, decl in zip(outline.symbols, module.declarations, strict=True):
        assert symbol.kind is SymbolKind.DECLARATION
        assert symbol.start == offset(decl.span)
    # The same variables, monsters, tokens and actions, where the parser has them.
    declared = sorted(
        (n.name.text, _GLOBALS[type(n)].value, offset(n.name.span))
        for n in ast.walk(module)
        if type(n) in _GLOBALS
    )
    given = sorted(
        (b.name, b.kind.value, b.start) for b in outline.bindings if b.kind is not BindingKind.LOCAL
    )
    assert given == declared
    # Every name the script uses resolves to something its declaration gives of that
    # name; the names a declaration gives are its own (another may use the same for a room).
    for decl in module.declarations:
        # An action's name is not a value: a local may take the same name.
        own = {
            n.name.text
            for n in ast.walk(decl)
            if type(n) in _GLOBALS and not isinstance(n, ast.ActionDecl)
        }
        for node in ast.walk(decl):
            if not isinstance(node, ast.NameRef):
                continue
            at = outline.token_index(offset(node.span))
            assert at is not None
            binding = outline.resolve(at)
            if node.name in own:
                assert binding is not None and binding.kind is not BindingKind.LOCAL, node
            else:
                assert binding is None or binding.kind is BindingKind.LOCAL, node
            if binding is not None:
                assert binding.name == node.name


def test_a_half_written_script_still_has_an_outline() -> None:
    text = (
        'language 1\nhaunt 1 "X" {\n  var n: int = 0\n  rule {\n'
        "    on turn_start(who) {\n      n +=\n"
    )
    outline = index(text)
    (haunt,) = outline.symbols
    kinds = [(c.kind, c.name) for c in haunt.children]
    assert (SymbolKind.VARIABLE, "n") in kinds
    rule = next(c for c in haunt.children if c.name == "rule")
    assert [c.name for c in rule.children] == ["on turn_start(who)"]
    who = [b for b in outline.bindings if b.name == "who"]
    assert who and who[0].type_hint == "explorer"


def test_comments_above_a_declaration_are_its_doc() -> None:
    text = 'language 1\nhaunt 1 "X" {\n  # How many seals.\n  # Three win.\n  var n: int = 0\n}\n'
    (haunt,) = index(text).symbols
    (var,) = haunt.children
    assert var.doc == "How many seals.\nThree win."


@pytest.mark.parametrize(
    "text", ["", "}}}", "{{{", "on", "var", "haunt", '"', "\x00", "static x(", "let"]
)
def test_any_text_can_be_indexed(text: str) -> None:
    outline = index(text)
    for offset in range(len(text) + 1):
        outline.token_index(offset)
        outline.visible(offset)
