"""The canonical layout of a script: what `betrayal fmt` prints and an editor's "format".

The layout keeps the author's line breaks and every token, comments included, and
changes only the whitespace between them:

* indentation is two spaces a level: a block's members and statements one level in from
  the line that opened it; a line that carries on a member or statement (a long
  `where`, say) one level further; lines inside brackets one level in from the line
  that opened the bracket;
* one space between words and around operators and `=>`; none inside brackets, before
  `,`, `;` and `:`, around `.` and `..`, after a unary `-`, or between a call's name and
  its `(`; `{ a }` for a block on one line, `{a, b}` for a set; two spaces before a
  comment that ends a line;
* no blank line at the start or end of a block or file, and never two in a row;
  no trailing spaces, one newline at the end.

Only a script that parses is formatted: which lines start a member and which carry one
on, which `-` is unary and which `{` opens a set come from the parse tree. A script
with syntax errors is left as it is, and its diagnostics say why.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Any

import attrs
from lark import Tree

from betrayal.diagnostics import Diagnostic
from betrayal.editor.scanner import Kind, Token, scan
from betrayal.script.parser import lark_parser, parse

__all__ = ["FormatResult", "format_text"]

INDENT = "  "

# Rules whose first token starts a line at its block's own level; any other line of the
# member or statement carries it on, one level further in.
_HEADS = frozenset(
    {
        # the header and declarations
        "header", "haunt_decl", "event_decl", "item_decl", "omen_decl", "room_decl",
        # members
        "var_decl", "monster_decl", "token_decl", "setup_decl", "rule_section",
        "heroes_section", "traitor_section", "traitor_choice", "trigger", "static_decl",
        "cannot_decl", "companion_decl", "weapon_decl", "traits_decl", "while_decl",
        "replace_decl", "action_decl", "win_when",
        # an action's clauses
        "who_clause", "limit_clause", "where_clause", "choose_clause", "do_clause",
        # statements and match arms
        "call_stmt", "let_stmt", "assign_set", "assign_add", "assign_sub", "if_stmt",
        "roll_stmt", "match_stmt", "for_stmt", "win_stmt", "arm",
    }
)  # fmt: skip
_OPENERS = {"{": "}", "(": ")", "[": "]"}
_CLOSERS = frozenset(_OPENERS.values())


@attrs.frozen
class FormatResult:
    """The formatted text, or None with the diagnostics that stopped formatting."""

    text: str | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return self.text is not None


def format_text(text: str, file: str = "<string>") -> FormatResult:
    """The canonical layout of ``text``; never raises for bad input."""
    parsed = parse(text, file)
    errors = tuple(d for d in parsed.diagnostics if d.is_error)
    if parsed.module is None or errors:
        return FormatResult(None, errors or parsed.diagnostics)
    shape = _Shape.of(lark_parser().parse(text, start="start"))
    tokens = _tokens(text, shape)
    formatted = _layout(text, tokens, shape)
    # Only whitespace may change. Anything else would be a bug of ours, and a formatter
    # that changes what a script says must not be trusted with it. Lines are never
    # joined, so the same tokens, read again, are the same script.
    again = list(scan(formatted))
    if [(t.kind, t.text) for t in tokens] != [(t.kind, t.text) for t in again]:
        raise RuntimeError(f"formatting {file} would change its tokens")
    return FormatResult(formatted, ())


def _tokens(text: str, shape: _Shape) -> list[Token]:
    """The tokens of a script, with `>=` split where it closes a type: `list<card>= []`
    is `>` then `=` to the grammar, so it is written `list<card> = []`."""
    found: list[Token] = []
    for token in scan(text):
        if token.is_punct(">=") and token.start in shape.type_ends:
            found.append(Token(Kind.PUNCT, ">", token.start, token.start + 1))
            found.append(Token(Kind.PUNCT, "=", token.start + 1, token.end))
        else:
            found.append(token)
    return found


@attrs.frozen
class _Shape:
    """What the parse tree says about tokens that spelling alone leaves open."""

    heads: frozenset[int]  # offsets of the first token of each member, clause or statement
    calls: frozenset[int]  # offsets of the `(` that opens a call's arguments
    unary: frozenset[int]  # offsets of each unary `-`
    prefix_ranges: frozenset[int]  # offsets of each `..` that opens a range: `..2`
    sets: frozenset[int]  # offsets of the braces of set literals
    types: tuple[tuple[int, int], ...]  # spans of written types, for `list<card>`

    @property
    def type_ends(self) -> frozenset[int]:
        return frozenset(end - 1 for _, end in self.types)

    @classmethod
    def of(cls, tree: Tree[Any]) -> _Shape:
        heads: set[int] = set()
        calls: set[int] = set()
        unary: set[int] = set()
        prefix: set[int] = set()
        sets: set[int] = set()
        types: list[tuple[int, int]] = []
        for node in tree.iter_subtrees():
            if node.meta.empty:
                continue
            start, end = node.meta.start_pos, node.meta.end_pos
            rule = str(node.data)
            if rule in _HEADS:
                heads.add(start)
            elif rule == "call_args":
                calls.add(start)
            elif rule == "op_neg":
                unary.add(start)
            elif rule in ("range_upto", "pattern_upto"):
                prefix.add(start)
            elif rule == "set_lit":
                sets.update((start, end - 1))
            elif rule == "type_ref":
                types.append((start, end))
        return cls(
            frozenset(heads),
            frozenset(calls),
            frozenset(unary),
            frozenset(prefix),
            frozenset(sets),
            tuple(types),
        )

    def in_type(self, offset: int) -> bool:
        return any(start <= offset < end for start, end in self.types)


@attrs.define
class _Open:
    """A bracket still open: where its contents and its closer go."""

    block: bool  # a block's `{` (or the file itself), not a set, list or call
    inner: int  # indentation of the lines inside, in levels
    outer: int  # indentation of the line that closes it
    item: int  # in a block: the level of the member or statement being written


def _lines(tokens: Sequence[Token], text: str) -> Iterator[tuple[int, list[Token]]]:
    """The tokens of each line that has any, with the number of blank lines before it."""
    line: list[Token] = []
    blanks = 0
    last_end = 0
    for token in tokens:
        if line and "\n" in text[last_end : token.start]:
            yield blanks, line
            blanks = text.count("\n", last_end, token.start) - 1
            line = []
        line.append(token)
        last_end = token.end
    if line:
        yield blanks, line


def _layout(text: str, tokens: list[Token], shape: _Shape) -> str:
    stack = [_Open(block=True, inner=0, outer=0, item=0)]  # the file: a block at level 0
    out: list[str] = []
    pending: list[tuple[int, list[Token]]] = []  # comment lines, placed with what follows

    def emit(level: int, blanks: int, tokens: list[Token]) -> None:
        closes = tokens[0].text in _CLOSERS
        after_opener = bool(out) and out[-1].endswith(("{", "(", "["))
        if blanks and out and not closes and not after_opener:
            out.append("")
        out.append(INDENT * level + _join(tokens, shape))

    for blanks, line in _lines(tokens, text):
        if line[0].kind is Kind.COMMENT:
            pending.append((blanks, line))
            continue
        level = _level(line, stack, shape)
        for comment_blanks, comment in pending:
            # A comment sits at the level of the line it comes before, except before a
            # closing bracket, where it stays with the lines inside.
            closes = line[0].text in _CLOSERS
            emit(stack[-1].inner if closes else level, comment_blanks, comment)
        pending = []
        emit(level, blanks, line)
        _track(line, level, stack, shape)
    for comment_blanks, comment in pending:
        emit(stack[-1].inner, comment_blanks, comment)
    return "\n".join(out) + "\n" if out else ""


def _level(tokens: Sequence[Token], stack: list[_Open], shape: _Shape) -> int:
    """The indentation of a line, in levels, from the brackets open before it."""
    first, top = tokens[0], stack[-1]
    if first.kind is Kind.PUNCT and first.text in _CLOSERS and len(stack) > 1:
        return top.outer
    if not top.block:
        return top.inner
    if first.start in shape.heads or _is_else_of_if(tokens):
        top.item = top.inner
        return top.inner
    return top.inner + 1


def _is_else_of_if(tokens: Sequence[Token]) -> bool:
    # `}` and then `else {` or `else if` on the next line: the `else` goes with its `if`.
    return (
        len(tokens) > 1
        and tokens[0].text == "else"
        and (tokens[1].is_punct("{") or tokens[1].text == "if")
    )


def _track(tokens: Sequence[Token], level: int, stack: list[_Open], shape: _Shape) -> None:
    """Open and close brackets along one line."""
    opened_here: _Open | None = None
    for token in tokens:
        if token.kind is not Kind.PUNCT:
            continue
        if token.text in _OPENERS:
            if token.text == "{" and token.start not in shape.sets:
                # A block's lines go one level in from its member or statement, even when
                # the `{` ends a line that carries that member on.
                enclosing = stack[-1]
                base = enclosing.item if enclosing.block else level
                stack.append(_Open(block=True, inner=base + 1, outer=base, item=base + 1))
                continue
            if opened_here is None:
                opened_here = _Open(block=False, inner=level + 1, outer=level, item=0)
                stack.append(opened_here)
            else:
                # Brackets opened on one line indent what follows by one level, not one each.
                stack.append(attrs.evolve(opened_here))
        elif token.text in _CLOSERS and len(stack) > 1:
            stack.pop()


def _join(tokens: Sequence[Token], shape: _Shape) -> str:
    parts = [tokens[0].text]
    for before, token in itertools.pairwise(tokens):
        parts.append(_space(before, token, shape))
        parts.append(token.text)
    return "".join(parts)


def _space(a: Token, b: Token, shape: _Shape) -> str:
    """The whitespace between two tokens on one line."""
    if b.kind is Kind.COMMENT:
        return "  "
    if a.is_punct("=>") or b.is_punct("=>"):
        return " "
    if a.is_punct("(", "[") or b.is_punct(")", "]", ",", ";", ":"):
        return ""
    if a.is_punct("{") and b.is_punct("}"):
        return ""
    if a.is_punct("{"):
        return "" if a.start in shape.sets else " "  # `{a, b}`, but `{ discard(c) }`
    if b.is_punct("}"):
        return "" if b.start in shape.sets else " "
    if a.is_punct(".") or b.is_punct("."):
        return ""
    if b.is_punct("..") and b.start in shape.prefix_ranges:
        return " "  # `x in ..3`
    if a.is_punct("..") or b.is_punct(".."):
        return ""
    if a.is_punct("-") and a.start in shape.unary:
        return ""
    if b.is_punct("(") and b.start in shape.calls:
        return ""
    if b.is_punct("<", ">") and shape.in_type(b.start):
        return ""  # `list<card>`
    if a.is_punct("<") and shape.in_type(a.start):
        return ""
    return " "
