"""A Pygments lexer for the rule language, so ```haunt blocks and `pygmentize` get colour.

Registered as the ``haunt`` (and ``bet``) lexer through the ``pygments.lexers`` entry
point in ``pyproject.toml``; the roles come from :mod:`betrayal.editor.roles`, and the
TextMate grammar (:mod:`betrayal.editor.textmate`) maps the same roles to its scopes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from types import MappingProxyType

from pygments.lexer import Lexer
from pygments.token import (
    Comment,
    Error,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    _TokenType,
)

from betrayal.editor.roles import pieces
from betrayal.editor.vocabulary import Role

__all__ = ["TOKEN_TYPES", "HauntLexer"]

TOKEN_TYPES: Mapping[Role, _TokenType] = MappingProxyType(
    {
        Role.COMMENT: Comment.Single,
        Role.KEYWORD: Keyword,
        Role.DECLARATION: Keyword.Declaration,
        Role.SECTION: Keyword.Namespace,
        Role.WORD_OPERATOR: Operator.Word,
        Role.CONSTANT: Keyword.Constant,
        Role.TYPE: Keyword.Type,
        Role.DECLARED_NAME: Name.Class,
        Role.PRIMITIVE: Name.Builtin,
        Role.EVENT: Name.Tag,
        Role.STATIC: Name.Attribute,
        Role.RULE_WORD: Name.Constant,
        Role.BUILTIN: Name.Builtin.Pseudo,
        Role.NAME: Name,
        Role.STRING: String.Double,
        Role.ESCAPE: String.Escape,
        Role.NUMBER: Number.Integer,
        Role.OPERATOR: Operator,
        Role.PUNCTUATION: Punctuation,
        Role.ERROR: Error,
        Role.WHITESPACE: Text.Whitespace,
    }
)


class HauntLexer(Lexer):
    """The rule language of `betrayal`: haunts (``*.haunt``), cards and rooms (``*.bet``)."""

    name = "Betrayal haunt script"
    aliases = ["haunt", "bet", "betrayal"]  # noqa: RUF012 - Pygments reads class lists
    filenames = ["*.haunt", "*.bet"]  # noqa: RUF012
    mimetypes = ["text/x-betrayal-haunt"]  # noqa: RUF012

    def get_tokens_unprocessed(self, text: str) -> Iterator[tuple[int, _TokenType, str]]:
        for offset, role, piece in pieces(text):
            yield offset, TOKEN_TYPES[role], piece

    @staticmethod
    def analyse_text(text: str) -> float:
        # Every script starts with its language header; nothing else we know of does.
        return 0.9 if text.lstrip().startswith("language 1") else 0.0
