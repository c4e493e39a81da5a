"""Script text cut into pieces, each with its role (keyword, event, primitive, ...).

The grammar's lexer is contextual: a keyword reads as a name where no keyword fits, so
`who` is an action's clause in `who heroes` and a plain name in `on turn_start(who)`.
This module makes the same calls from the neighbouring tokens alone, so that it works
on any text, broken or not, and covers every character (whitespace included), which
is what a highlighter needs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from betrayal.editor import vocabulary as words
from betrayal.editor.scanner import Kind, Token, scan
from betrayal.editor.vocabulary import Role
from betrayal.script.types import Base

__all__ = ["code_roles", "pieces"]

_ESCAPE = re.compile(r"\\.")
_BRACKETS = frozenset("{}()[],;:.")
# Words after which a soft keyword can only be a value: `who traitor`, `win heroes`.
_VALUE_AFTER = frozenset({"who", "win", "to", "if", "then", "else", "where", "when"})


def code_roles(code: Sequence[Token]) -> list[Role]:
    """The role of each token of ``code`` (a script's tokens without its comments)."""
    return [_role(token, code, index) for index, token in enumerate(code)]


def pieces(text: str) -> Iterator[tuple[int, Role, str]]:
    """(offset, role, text) for every piece of ``text``, in order, with no gaps."""
    found = list(scan(text))
    code = [t for t in found if t.kind is not Kind.COMMENT]
    roles = {id(t): role for t, role in zip(code, code_roles(code), strict=True)}
    at = 0
    for token in found:
        if token.start > at:
            yield at, Role.WHITESPACE, text[at : token.start]
        if token.kind is Kind.STRING:
            yield from _string(token)
        else:
            yield token.start, roles.get(id(token), Role.COMMENT), token.text
        at = token.end
    if at < len(text):
        yield at, Role.WHITESPACE, text[at:]


def _string(token: Token) -> Iterator[tuple[int, Role, str]]:
    at = 0
    body = token.text
    for match in _ESCAPE.finditer(body):
        if match.start() > at:
            yield token.start + at, Role.STRING, body[at : match.start()]
        yield token.start + match.start(), Role.ESCAPE, match.group()
        at = match.end()
    if at < len(body):
        yield token.start + at, Role.STRING, body[at:]


def _role(token: Token, code: Sequence[Token], index: int) -> Role:
    if token.kind is Kind.STRING:
        return Role.STRING
    if token.kind is Kind.BAD:
        return Role.ERROR
    if token.kind is Kind.INT:
        return Role.NUMBER
    if token.kind is Kind.PUNCT:
        return Role.PUNCTUATION if token.text in _BRACKETS else Role.OPERATOR
    return _name_role(token.text, code, index)


def _near(code: Sequence[Token], index: int) -> Token | None:
    return code[index] if 0 <= index < len(code) else None


def _name_role(word: str, code: Sequence[Token], index: int) -> Role:
    before, after = _near(code, index - 1), _near(code, index + 1)
    if before is not None and before.is_punct("."):
        return Role.NAME  # an attribute such as `r.total`
    if after is not None and after.is_punct(":"):
        # The name a declaration gives its variable, or an argument's name (`when:`).
        declares = before is not None and before.text == "var"
        return Role.DECLARED_NAME if declares else Role.NAME
    if word in words.keywords():
        keyword = _keyword_role(word, code, index)
        if keyword is not None:
            return keyword
    elif before is not None and before.kind is Kind.NAME:
        given = _given_by(word, before, after)
        if given is not None:
            return given
    elif _in_cannot_list(code, index) and word in words.rule_words():
        return Role.RULE_WORD
    if word in words.types() and _is_type_position(code, index):
        return Role.TYPE
    if after is not None and after.is_punct("(") and word in words.primitives():
        return Role.PRIMITIVE
    if word in words.builtins():
        return Role.BUILTIN
    return Role.NAME


def _keyword_role(word: str, code: Sequence[Token], index: int) -> Role | None:
    """The role of a keyword's spelling, or None where it stands for a plain name."""
    before, after, later = _near(code, index - 1), _near(code, index + 1), _near(code, index + 2)
    if word in words.CONSTANTS:
        return Role.CONSTANT
    if word in words.WORD_OPERATORS:
        return Role.WORD_OPERATOR
    if _lone_argument(before, after):
        return None  # a mode word, such as `each` in `attacks(mode: each)`
    if word not in words.SOFT_KEYWORDS:
        declares = word in words.DECLARATION_KEYWORDS and _is_name(after)
        return Role.DECLARATION if declares else Role.KEYWORD
    if _is_value(before):
        return None
    if word in words.SECTION_KEYWORDS and after is not None and after.is_punct("{"):
        return Role.SECTION
    if word == "traitor" and _is_name(after):
        return Role.KEYWORD  # `traitor revealer`: how the traitor is chosen
    if word == "haunt" and after is not None and after.kind is Kind.INT:
        return Role.DECLARATION
    if (
        word in words.DECLARATION_KEYWORDS
        and _is_name(after)
        and (later is not None and later.kind is Kind.STRING)
    ):
        return Role.DECLARATION
    if word == "weapon" and after is not None and after.is_punct("{"):
        return Role.KEYWORD
    if word == "who" and (_is_name(after) or _opens_value(after)):
        return Role.KEYWORD
    if word == "choose" and after is not None and after.is_punct("("):
        return Role.PRIMITIVE
    if word == "choose" and _is_name(after):
        return Role.KEYWORD  # an action's `choose c: card from ...`
    if word == "to" and before is not None and before.text == "secret":
        return Role.KEYWORD
    return None


def _lone_argument(before: Token | None, after: Token | None) -> bool:
    """Whether a word stands alone as an argument, `(`, `,` or `name:` before it and `)`
    or `,` after: no keyword fits there, so the grammar reads it as a name."""
    return (
        before is not None
        and after is not None
        and any(before.is_punct(p) for p in "(,:")
        and any(after.is_punct(p) for p in "),")
    )


def _given_by(word: str, before: Token, after: Token | None) -> Role | None:
    """The role of a name that the keyword in front of it gives a meaning, if any."""
    keyword = before.text
    if keyword in words.DECLARATION_KEYWORDS and after is not None and after.kind is Kind.STRING:
        return Role.DECLARED_NAME  # `monster mummy "Mummy"`
    if keyword in {"on", "replace"} and word in words.events():
        return Role.EVENT
    if keyword == "static" and word in words.statics():
        return Role.STATIC
    if keyword in {"cannot", "limit", "traitor"} and word in words.rule_words():
        return Role.RULE_WORD
    return None


def _in_cannot_list(code: Sequence[Token], index: int) -> bool:
    """Whether the name at ``index`` follows `cannot a, b, ` (each item a rule word)."""
    at = index - 1
    while at >= 1 and code[at].is_punct(",") and code[at - 1].kind is Kind.NAME:
        if at >= 2 and code[at - 2].text == "cannot":
            return True
        at -= 2
    return False


def _is_type_position(code: Sequence[Token], index: int) -> bool:
    # `var x: int`, `let x: list<card>`, `choose c: card`. After any other `:` (an
    # argument such as `when: room == vault`) the same word is a value.
    before = _near(code, index - 1)
    if before is None:
        return False
    if before.is_punct("<"):
        head = _near(code, index - 2)
        return head is not None and head.text == Base.LIST.value
    binder = _near(code, index - 3)
    return before.is_punct(":") and binder is not None and binder.text in {"var", "let", "choose"}


def _is_value(before: Token | None) -> bool:
    """Whether what follows ``before`` can only be a value (so a soft keyword is a name)."""
    if before is None:
        return False
    if before.kind is Kind.PUNCT:
        # A closing bracket may end the member before; an operator needs a value next.
        return not before.is_punct("{", "}", ";", "=>", ")", "]")
    return before.kind is Kind.NAME and before.text in _VALUE_AFTER | words.WORD_OPERATORS


def _is_name(token: Token | None) -> bool:
    return token is not None and token.kind is Kind.NAME and token.text not in words.NOT_VALUES


def _opens_value(token: Token | None) -> bool:
    return token is not None and (token.kind is Kind.INT or token.is_punct("[", "-"))
