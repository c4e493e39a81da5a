"""`betrayal upgrade`: a script rewritten in the current language, comments and layout kept.

Each use of a retired name is replaced, on the text, by its template filled with the
source text of its arguments (see `betrayal.script.expansion`), the innermost uses first
(an argument is copied as it reads once the retired uses inside it are written out), all
from the one parse of the file. Then the header says the current language, and the formatter lays
the file out. Only the text a retired use covers changes; everything else, comments
included, stays as the author wrote it.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from betrayal.diagnostics import Diagnostic, Span
from betrayal.editor.format import format_text
from betrayal.script import ast
from betrayal.script.expansion import BindError, atomic, bind, replacement_text
from betrayal.script.parser import parse
from betrayal.script.retired import CURRENT_LANGUAGE, RETIRED, Retired, RetiredKind


@attrs.frozen
class UpgradeResult:
    """The upgraded text, or None with the diagnostics that stopped the upgrade."""

    text: str | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return self.text is not None


Rewrite = Callable[[int, int], str]


@attrs.frozen
class _Use:
    """A retired use: the text it covers, and how to write it out given a way to read
    the (already rewritten) text of any stretch inside it."""

    start: int
    end: int
    write: Callable[[Rewrite], str]


def upgrade_text(text: str, file: str = "<string>") -> UpgradeResult:
    """``text`` in the current language. A file already in it comes back unchanged."""
    parsed = parse(text, file)
    if parsed.module is None:
        return UpgradeResult(None, parsed.diagnostics)
    if parsed.module.language.value >= CURRENT_LANGUAGE:
        return UpgradeResult(text, ())
    starts = _line_starts(text)
    try:
        uses = _uses(parsed.module, text, starts)
    except BindError as problem:
        span = parsed.module.span
        return UpgradeResult(None, (Diagnostic.error("E303", span, str(problem)),))
    ordered = sorted(uses, key=lambda u: (u.start, -u.end))

    def rewrite(begin: int, end: int) -> str:
        # The stretch with every outermost use inside it written out; each use writes
        # its arguments through this same function, so the innermost go first.
        pieces: list[str] = []
        at = begin
        for use in ordered:
            if use.start < at or use.end > end:
                continue
            pieces.append(text[at : use.start])
            pieces.append(use.write(rewrite))
            at = use.end
        pieces.append(text[at:end])
        return "".join(pieces)

    header = parsed.module.language.span
    begin = starts[header.line - 1] + header.column - 1
    end = starts[header.end_line - 1] + header.end_column - 1
    upgraded = text[:begin] + str(CURRENT_LANGUAGE) + rewrite(end, len(text))
    formatted = format_text(upgraded, file)
    if formatted.text is None:
        # A template that does not fit where the name stood: ours to fix, not the author's.
        return UpgradeResult(None, formatted.diagnostics)
    return UpgradeResult(formatted.text, ())


def _line_starts(text: str) -> list[int]:
    return [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]


def _uses(module: ast.Module, text: str, starts: list[int]) -> list[_Use]:
    alone = _standing_alone(module)

    def offset(span: Span, end: bool = False) -> int:
        if end:
            return starts[span.end_line - 1] + span.end_column - 1
        return starts[span.line - 1] + span.column - 1

    def filled(entry: Retired, args: tuple[ast.Arg, ...]) -> Callable[[Rewrite], str]:
        bound = bind(entry, args)

        def write(rewrite: Rewrite) -> str:
            texts = {
                name: None
                if arg is None
                else rewrite(offset(arg.value.span), offset(arg.value.span, True))
                for name, arg in bound.items()
            }
            return replacement_text(entry, texts)

        return write

    found: list[_Use] = []
    for node in ast.walk(module):
        if isinstance(node, ast.Call):
            entry = _entry(node.func.text, RetiredKind.CALL)
            if entry is None:
                continue
            found.append(
                _Use(
                    offset(node.span),
                    offset(node.span, True),
                    _call(filled(entry, node.args), id(node) in alone),
                )
            )
        elif isinstance(node, ast.StaticDecl):
            entry = _entry(node.name.text, RetiredKind.STATIC) or _entry(
                node.name.text, RetiredKind.ABILITY
            )
            if entry is not None:
                begin = offset(node.name.span)
                found.append(_Use(begin, offset(node.span, True), filled(entry, node.args or ())))
        elif isinstance(node, ast.Trigger):
            entry = _entry(node.event.text, RetiredKind.EVENT)
            if entry is None:
                continue
            begin, end = offset(node.event.span), offset(node.event.span, True)
            if node.args:
                end = text.index(")", offset(node.args[-1].span, True)) + 1
            own = None
            if node.where is not None:
                own = (offset(node.where.span), offset(node.where.span, True))
            write = _event(filled(entry, node.args or ()), own)
            found.append(
                _Use(begin, own[1] if own is not None and _has_where(entry) else end, write)
            )
    return found


def _call(write: Callable[[Rewrite], str], alone: bool) -> Callable[[Rewrite], str]:
    def bracketed(rewrite: Rewrite) -> str:
        new = write(rewrite)
        return new if alone or _reads_as_one(new) else f"({new})"

    return bracketed


def _has_where(entry: Retired) -> bool:
    return _split_where(entry.template)[1] is not None


def _event(
    write: Callable[[Rewrite], str], own: tuple[int, int] | None
) -> Callable[[Rewrite], str]:
    def event(rewrite: Rewrite) -> str:
        head, condition = _split_where(write(rewrite))
        if condition is None:
            return head
        if own is None:
            return f"{head} where {condition}"
        # The template's condition and the author's both hold, the template's first, as
        # the compiler reads an older file.
        mine = rewrite(*own)
        return f"{head} where {_bracketed(condition)} and {_bracketed(mine)}"

    return event


def _split_where(template: str) -> tuple[str, str | None]:
    depth = 0
    for i, ch in enumerate(template):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and template.startswith(" where ", i):
            return template[:i], template[i + len(" where ") :]
    return template, None


def _bracketed(condition: str) -> str:
    return condition if _reads_as_one(condition) else f"({condition})"


def _reads_as_one(text: str) -> bool:
    """Whether an expression's text needs no brackets to sit inside another."""
    return atomic(text.strip()) or _is_postfix(text.strip())


def _is_postfix(text: str) -> bool:
    # `room_of(h).floor`: a field of an atom is one piece too.
    head, dot, name = text.rpartition(".")
    return bool(dot) and name.isidentifier() and _reads_as_one(head)


def _entry(name: str, kind: RetiredKind) -> Retired | None:
    entry = RETIRED.get(name)
    return entry if entry is not None and entry.kind is kind else None


def _standing_alone(module: ast.Module) -> set[int]:
    """The expressions that fill a whole place of their own (a statement, an argument, a
    list item, a `let`'s value): a replacement there needs no brackets."""
    alone: set[int] = set()
    for node in ast.walk(module):
        if isinstance(node, ast.CallStmt):
            alone.add(id(node.call))
        elif isinstance(node, ast.Arg):
            alone.add(id(node.value))
        elif isinstance(node, ast.ListLit | ast.SetLit):
            alone.update(id(item) for item in node.items)
        elif isinstance(node, ast.Let | ast.VarDecl) and node.value is not None:
            alone.add(id(node.value))
        elif isinstance(node, ast.ForEach):
            alone.add(id(node.iterable))
        elif isinstance(node, ast.Choose):
            alone.add(id(node.source))
    return alone
