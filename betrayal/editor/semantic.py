"""Semantic tokens: the lexer's roles in the Language Server Protocol's encoding, so that
editors with no grammar for the language (Neovim, for one) still colour it."""

from __future__ import annotations

from collections.abc import Callable

from betrayal.editor.roles import pieces
from betrayal.editor.vocabulary import Role

__all__ = ["MODIFIERS", "TOKEN_TYPES", "encode"]

# The LSP's standard token types and modifiers that the roles map to; a legend lists them
# in this order, and each token names them by index and by bit.
TOKEN_TYPES = (
    "keyword", "namespace", "operator", "type", "class", "function", "event", "property",
    "enumMember", "variable", "string", "number", "comment",
)  # fmt: skip
MODIFIERS = ("declaration", "defaultLibrary")

_ROLES: dict[Role, tuple[str, tuple[str, ...]]] = {
    Role.KEYWORD: ("keyword", ()),
    Role.DECLARATION: ("keyword", ("declaration",)),
    Role.SECTION: ("namespace", ()),
    Role.WORD_OPERATOR: ("operator", ()),
    Role.CONSTANT: ("keyword", ()),
    Role.TYPE: ("type", ()),
    Role.DECLARED_NAME: ("variable", ("declaration",)),
    Role.PRIMITIVE: ("function", ("defaultLibrary",)),
    Role.EVENT: ("event", ()),
    Role.STATIC: ("property", ("defaultLibrary",)),
    Role.RULE_WORD: ("enumMember", ()),
    Role.BUILTIN: ("variable", ("defaultLibrary",)),
    Role.NAME: ("variable", ()),
    Role.STRING: ("string", ()),
    Role.ESCAPE: ("string", ()),
    Role.NUMBER: ("number", ()),
    Role.COMMENT: ("comment", ()),
    Role.OPERATOR: ("operator", ()),
}


def encode(text: str, units: Callable[[str], int]) -> list[int]:
    """The tokens of ``text`` as the LSP's flat list of five integers per token (line
    delta, start delta, length, type, modifiers); ``units`` counts a string's length in
    the client's units (UTF-16 by default)."""
    data: list[int] = []
    line, line_start = 0, 0
    last_line, last_column = 0, 0
    for offset, role, piece in pieces(text):
        if role is Role.WHITESPACE:
            newlines = piece.count("\n")
            if newlines:
                line += newlines
                line_start = offset + piece.rindex("\n") + 1
            continue
        kind = _ROLES.get(role)
        if kind is None:
            continue
        column = units(text[line_start:offset])
        token_type, modifiers = kind
        bits = sum(1 << MODIFIERS.index(m) for m in modifiers)
        delta_column = column - last_column if line == last_line else column
        data += [line - last_line, delta_column, units(piece), TOKEN_TYPES.index(token_type), bits]
        last_line, last_column = line, column
    return data
