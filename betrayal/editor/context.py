"""Where a cursor stands in a script: in which block, which call and argument, after
which word, which is what decides the names that make sense there.

Worked out from the tokens before the cursor alone, so that it holds while the script
is half written: a block left open still counts as open.
"""

from __future__ import annotations

import attrs

from betrayal.editor.scanner import Kind, Token
from betrayal.editor.symbols import Outline, is_block_brace
from betrayal.editor.vocabulary import Role

__all__ = ["Cursor", "cursor_at"]

# The words that head an item with a block: the block takes the item's name.
_HEADS = frozenset(
    {"haunt", "event", "item", "omen", "room", "monster", "action", "setup", "rule",
     "heroes", "traitor", "on", "replace", "while", "weapon", "do", "if", "else", "for",
     "match"}
)  # fmt: skip
DECLARATIONS = frozenset({"haunt", "event", "item", "omen", "room"})
# Blocks whose lines are members (declarations inside), not statements.
MEMBER_BLOCKS = DECLARATIONS | {"rule", "heroes", "traitor"}
STATEMENT_BLOCKS = frozenset(
    {"setup", "on", "replace", "while", "do", "if", "else", "for", "block"}
)
# After these a name starts something new rather than carrying an expression on.
_STARTERS = frozenset({"{", "}", ";", "=>"})
_WANTS_MORE = frozenset(
    {"and", "or", "not", "in", "if", "then", "else", "where", "when", "who", "limit", "to",
     "from", "as", "each", "secret", "on", "static", "replace", "cannot", "let", "var",
     "roll", "match", "win", "choose", "for", "while", "token", "monster", "action"}
)  # fmt: skip


@attrs.frozen
class Cursor:
    offset: int
    prefix: str  # the part of the name being typed that lies before the cursor
    prefix_start: int
    before: Token | None  # the token before the name being typed
    block: str | None  # what the innermost open block belongs to (`action`, `on`, ...)
    declaration: str | None  # the kind of the declaration around: haunt, event, ...
    call: str | None  # the name of the call whose arguments the cursor is in
    call_keyword: str | None  # `static`, `on` or `replace` before that call
    argument: int  # which argument of that call, from 0
    argument_name: str | None  # the `name:` the argument being written starts with
    argument_start: bool  # nothing of the argument is written yet but the prefix
    line_start: bool  # the name being typed is the first thing on its line
    in_monster: bool

    in_brackets: bool  # the innermost open bracket is a call's, a list's or a set's

    @property
    def starts_item(self) -> bool:
        """Whether a member, clause or statement may start here."""
        if self.in_brackets:
            return False
        if self.before is None or self.before.text in _STARTERS:
            return True
        # At the start of a line, unless the line before ends wanting more (`where a and`).
        wants_more = self.before.kind is Kind.PUNCT and not self.before.is_punct(")", "]")
        return self.line_start and not wants_more and self.before.text not in _WANTS_MORE


def cursor_at(outline: Outline, offset: int) -> Cursor:
    text = outline.text
    start = offset
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    prefix = text[start:offset]
    code = outline.code
    count = 0
    while count < len(code) and code[count].end <= start:
        count += 1
    if count < len(code) and code[count].start < start:
        count += 1  # the cursor sits inside a token (a string or a comment)
    before = code[count - 1] if count else None
    opened = _open_brackets(code, count)
    blocks = [_block_head(outline, at) for at in opened if code[at].text == "{"]
    blocks = [b for b in blocks if b != "set"]
    call, keyword, argument, name, arg_start = _call(outline, opened, count)
    line_start = "\n" in text[before.end : start] if before is not None else True
    return Cursor(
        offset=offset,
        prefix=prefix,
        prefix_start=start,
        before=before,
        block=blocks[-1] if blocks else None,
        declaration=blocks[0] if blocks and blocks[0] in DECLARATIONS else None,
        call=call,
        call_keyword=keyword,
        argument=argument,
        argument_name=name,
        argument_start=arg_start,
        line_start=line_start,
        in_monster="monster" in blocks,
        in_brackets=bool(opened)
        and not (code[opened[-1]].text == "{" and is_block_brace(code, opened[-1])),
    )


def _open_brackets(code: tuple[Token, ...], count: int) -> list[int]:
    """The brackets open before token ``count``, outermost first."""
    stack: list[int] = []
    pairs = {")": "(", "]": "[", "}": "{"}
    for at in range(count):
        token = code[at]
        if token.kind is not Kind.PUNCT:
            continue
        if token.text in ("(", "[", "{"):
            stack.append(at)
        elif token.text in pairs:
            for depth in range(len(stack) - 1, -1, -1):
                if code[stack[depth]].text == pairs[token.text]:
                    del stack[depth:]
                    break
    return stack


def _block_head(outline: Outline, brace: int) -> str:
    """What the `{` at ``brace`` belongs to: the word that heads its item, `set` for a
    set, `block` for a block with no head word (a match arm's)."""
    code = outline.code
    if not is_block_brace(code, brace):
        return "set"
    depth = 0
    for at in range(brace - 1, -1, -1):
        token = code[at]
        if token.is_punct(")", "]"):
            depth += 1
        elif token.is_punct("(", "["):
            depth -= 1
        elif depth == 0 and token.is_punct("{", "}", ";", "=>"):
            return "block"
        elif (
            depth == 0
            and token.text in _HEADS
            and outline.roles[at] in (Role.KEYWORD, Role.DECLARATION, Role.SECTION)
        ):
            return token.text
    return "block"


def _call(
    outline: Outline, opened: list[int], count: int
) -> tuple[str | None, str | None, int, str | None, bool]:
    """The call whose arguments the cursor is in: its name, the keyword before it, the
    argument's position and name, and whether the argument has just begun."""
    if not opened or outline.code[opened[-1]].text != "(":
        return None, None, 0, None, False
    code = outline.code
    paren = opened[-1]
    callee = code[paren - 1] if paren > 0 and code[paren - 1].kind is Kind.NAME else None
    if callee is None:
        return None, None, 0, None, False
    keyword = code[paren - 2].text if paren > 1 else None
    argument, arg_begin, depth = 0, paren + 1, 0
    for at in range(paren + 1, count):
        token = code[at]
        if token.is_punct("(", "[", "{"):
            depth += 1
        elif token.is_punct(")", "]", "}"):
            depth -= 1
        elif token.is_punct(",") and depth == 0:
            argument += 1
            arg_begin = at + 1
    name = None
    if arg_begin + 1 < count and code[arg_begin + 1].is_punct(":"):
        name = code[arg_begin].text
    return (
        callee.text,
        keyword if keyword in ("static", "on", "replace") else None,
        argument,
        name,
        arg_begin >= count,
    )
