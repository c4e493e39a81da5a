"""Reading a retired name as its template, on syntax trees and on source text.

Both readings start the same way: the use's arguments are bound against the parameters
the name had (positional, then keyword, then `defaults` for what was left out), and any
name the template binds itself (`h` in `[h in heroes where ...]`) that the arguments also
mention is renamed, so an argument never gets captured by the template's variable.

* On trees (the compiler, for a file in an older language): each `{param}` becomes a
  placeholder name, the template is parsed, and the placeholders are swapped for the
  arguments' own nodes. The template's nodes take the span of the use, so a problem in
  the template is reported at the call the author wrote; a problem inside an argument
  keeps its own place.
* On text (`betrayal upgrade`, and the replacement a diagnostic names): each `{param}`
  becomes the argument's source text, in parentheses unless it is a single name, number
  or call.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

from betrayal.diagnostics import Span
from betrayal.script import ast
from betrayal.script.retired import Retired, RetiredKind

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_PREFIX = "__retired_"
# A name a template binds: a filter's or selection's variable, or a loop's.
_BINDER = re.compile(r"(?:\[|\(|\beach\s+)\s*([A-Za-z_][A-Za-z0-9_]*)\s+in\b")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# How a template of each kind is parsed on its own: the text around it, and the rule.
_WRAP: dict[RetiredKind, tuple[str, str, str]] = {
    RetiredKind.STATIC: ("static ", "", "static_decl"),
    RetiredKind.ABILITY: ("static ", "", "static_decl"),
    RetiredKind.EVENT: ("on ", " {}", "trigger"),
}


class BindError(Exception):
    """The use's arguments do not fit the parameters the retired name had."""


def bind(entry: Retired, args: Sequence[ast.Arg]) -> dict[str, ast.Arg | None]:
    """Each of the entry's parameters with the argument given for it (None: left out,
    so its default stands). Raises BindError with a sentence when they do not fit."""
    bound: dict[str, ast.Arg | None] = {p.name: None for p in entry.params}
    names = [p.name for p in entry.params]
    positional = [a for a in args if a.name is None]
    if len(positional) > len(names):
        raise BindError(f"{entry.name}() took at most {len(names)} argument(s)")
    for name, arg in zip(names, positional, strict=False):
        bound[name] = arg
    for arg in args:
        if arg.name is None:
            continue
        if arg.name.text not in bound:
            raise BindError(f"{entry.name}() had no parameter {arg.name.text!r}")
        if bound[arg.name.text] is not None:
            raise BindError(f"{arg.name.text!r} is given twice")
        bound[arg.name.text] = arg
    for param in entry.params:
        if bound[param.name] is None and param.name not in entry.defaults:
            raise BindError(f"{entry.name}() is missing its {param.name!r} argument")
    return bound


def fresh_template(template: str, avoid: Iterable[str]) -> str:
    """The template with every name it binds that is also in `avoid` renamed."""
    taken = set(avoid) | set(_WORD.findall(_PLACEHOLDER.sub("", template)))
    for binder in dict.fromkeys(_BINDER.findall(template)):
        if binder not in avoid:
            continue
        number = 2
        while f"{binder}{number}" in taken:
            number += 1
        new = f"{binder}{number}"
        taken.add(new)
        template = _rename(template, binder, new)
    return template


def _rename(template: str, old: str, new: str) -> str:
    # Only outside the placeholders: `{h}` names a parameter, not the template's variable.
    pieces = re.split(r"(\{[A-Za-z_][A-Za-z0-9_]*\})", template)
    pattern = re.compile(rf"(?<![A-Za-z0-9_.]){re.escape(old)}(?![A-Za-z0-9_])")
    return "".join(p if p.startswith("{") else pattern.sub(new, p) for p in pieces)


# ----- text -----------------------------------------------------------------------------------


def replacement_text(entry: Retired, args: Mapping[str, str | None]) -> str:
    """The template filled with the arguments' source text (None: the default's text)."""
    texts = {name: entry.defaults[name] if text is None else text for name, text in args.items()}
    template = fresh_template(entry.template, _free_in_texts(texts.values()))

    def fill(match: re.Match[str]) -> str:
        text = texts[match.group(1)].strip()
        alone = _stands_alone(template, match.start(), match.end())
        return text if alone or atomic(text) else f"({text})"

    return _PLACEHOLDER.sub(fill, template)


def _stands_alone(template: str, start: int, end: int) -> bool:
    # A whole argument or list item needs no brackets of its own.
    before = template[:start].rstrip()[-1:]
    after = template[end:].lstrip()[:1]
    return before in ("(", ",", ":", "[", "") and after in (")", ",", "]", "")


def _free_in_texts(texts: Iterable[str]) -> set[str]:
    from betrayal.script.parser import parse_fragment

    found: set[str] = set()
    for text in texts:
        node = parse_fragment(text, "expr")
        # Text that is not an expression on its own: every word in it counts.
        found |= free_names(node) if node is not None else set(_WORD.findall(text))
    return found


def free_names(expr: ast.Node) -> set[str]:
    """The names an expression reads from around it: not those its own selections bind.
    Only these can be captured by a template's variable."""
    found: set[str] = set()
    todo: list[tuple[ast.Node, frozenset[str]]] = [(expr, frozenset())]
    while todo:
        node, bound = todo.pop()
        if isinstance(node, ast.NameRef):
            if node.name not in bound:
                found.add(node.name)
        elif isinstance(node, ast.Select):
            todo.append((node.source, bound))
            todo.append((node.test, bound | {node.var.text}))
        else:
            todo.extend((child, bound) for child in ast.children(node))
    return found


_SIMPLE = re.compile(r"[A-Za-z_0-9]+")
_CALLEE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?=\()")


def atomic(text: str) -> bool:
    # A name, a number, a call, a list or a parenthesised whole reads the same anywhere.
    if _SIMPLE.fullmatch(text):
        return True
    callee = _CALLEE.match(text)
    opener = callee.end() if callee else 0
    if opener >= len(text) or text[opener] not in "([":
        return False
    return _closing(text, opener) == len(text) - 1


def _closing(text: str, opener: int) -> int:
    """Where the bracket opened at `opener` closes (-1: never)."""
    depth = 0
    for i in range(opener, len(text)):
        if text[i] in "([{":
            depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0:
                return i
    return -1


def source_of(text: str, starts: Sequence[int], span: Span) -> str:
    """The text a span covers, given the offsets at which the text's lines start."""
    begin = starts[span.line - 1] + span.column - 1
    end = starts[span.end_line - 1] + span.end_column - 1
    return text[begin:end]


# ----- trees ----------------------------------------------------------------------------------


def expand(
    entry: Retired,
    args: Sequence[ast.Arg],
    span: Span,
    rule: str,
) -> Any:
    """The node a use of a retired name stands for: `args` bound and substituted into the
    template parsed with `rule` (an expression or block for a CALL; the kind's own rule
    otherwise). Raises BindError when the arguments do not fit; returns None when the
    template does not parse as that rule (a CALL template that is an expression, used as
    a statement, say)."""
    from betrayal.script.parser import parse_fragment

    bound = bind(entry, args)
    defaults: dict[str, ast.Expr] = {}
    for name, arg in bound.items():
        if arg is None:
            default = parse_fragment(entry.defaults[name], "expr")
            if default is None:
                raise BindError(f"the default of {name!r} does not parse")
            defaults[name] = default
    mentioned = {name for a in args for name in free_names(a.value)}
    template = fresh_template(entry.template, mentioned)
    text = _PLACEHOLDER.sub(lambda m: _PREFIX + m.group(1), template)
    before, after, wrapped_rule = _WRAP.get(entry.kind, ("", "", rule))
    if rule == "block":
        before, after = "{ ", " }"
    node = parse_fragment(before + text + after, wrapped_rule)
    if node is None:
        return None
    values: dict[str, ast.Expr] = {
        name: (arg.value if arg is not None else defaults[name]) for name, arg in bound.items()
    }
    return _substitute(node, values, span)


def _substitute(node: Any, values: Mapping[str, ast.Expr], span: Span) -> Any:
    """The template's tree with placeholders replaced by arguments and every other span
    set to the use's."""

    def visit(value: Any) -> Any:
        if isinstance(value, ast.NameRef) and value.name.startswith(_PREFIX):
            return values[value.name[len(_PREFIX) :]]
        if isinstance(value, ast.Name) and value.text.startswith(_PREFIX):
            arg = values[value.text[len(_PREFIX) :]]
            if isinstance(arg, ast.NameRef):
                return ast.Name(text=arg.name, span=arg.span)
            return ast.Name(text=value.text, span=span)
        if isinstance(value, tuple):
            return tuple(visit(v) for v in value)
        if isinstance(value, ast.Node):
            return _rebuild(value, visit, span)
        return value

    return visit(node)


def _rebuild(node: ast.Node, visit: Callable[[Any], Any], span: Span) -> ast.Node:
    changes = {f.name: visit(getattr(node, f.name)) for f in attrs.fields(type(node))}
    changes["span"] = span
    return attrs.evolve(node, **changes)
