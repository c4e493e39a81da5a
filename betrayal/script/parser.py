"""Parsing rule-language scripts into syntax trees, with diagnostics instead of exceptions.

`parse(text, file)` returns a `ParseResult`: the `Module` when the text is a
well-formed script, and every diagnostic found. It never raises on bad input.

How errors are gathered: when a file fails to parse, it is cut before every
unindented line that looks like a declaration head (`haunt`, `event`, `item`,
`omen` or `room` at column 1, or `word word "` there, a head with a misspelt
keyword) and each piece is parsed on its own, so a broken declaration reports
its error and the next declarations are still checked. Each piece reports at
most its first error.

Where the grammar departs from the sketch in LANGUAGE-SKETCH.md, and why
(every change keeps the grammar LALR(1) without conflicts):

* Match arms: a bare arm body may be a block, a call, `roll`, `match`,
  `for each` or `win`, but not a `let`, an assignment or an `if`; wrap those in
  braces. A body ending in an expression would swallow a following `..2`
  pattern, and a bare `if` would swallow a following `else =>` arm.
* Match patterns are integer literals: `4`, `3..5`, `6..`, `..2`, and the
  catch-all `else`.
* Ranges in expressions: `a..b` and `..b` anywhere; a range open on the right
  must be parenthesised, `(6..)`, because a bare one would swallow the name
  that starts the next statement.
* No `where` filter inside expressions (the sketch's `count(heroes where
  alive)`): `where` belongs to `for each`, `on`, `choose` and actions, and an
  expression-level `where` would be ambiguous with them. Write the filter as a
  call, e.g. `count(heroes, alive)`.
* The clauses of an action come in a fixed order: `who`, `limit`, `where`,
  any number of `choose`, then `do { }`; each may end with `;`. The order is
  what tells `choose ... where` from the action's own `where`.
* `while NAME { }` takes a single name as its condition (`while held`), which
  keeps it from reading as a loop.
* Sets use braces, `{a, b}` and `{}`, anywhere an expression is expected: no
  statement or member begins with an expression, so a `{` there is never a
  block.
* Comparisons do not chain (`a < b < c` is an error); `not in` is one operator.
* `win SIDE` is a statement (the side wins now); `win when COND` is a member.
* Statements and members are separated by whitespace; `;` is allowed
  between them and ignored.
* Keywords are reserved where they could start something, but the lexer is
  contextual: where only a name or an expression can come, a keyword reads as
  a name, which is why `room_of(traitor)` and `win heroes` work.
"""

from __future__ import annotations

import functools
import re
from importlib import resources
from pathlib import Path
from typing import Any

import attrs
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from betrayal.diagnostics import Diagnostic, Span
from betrayal.script import ast, limits, resync
from betrayal.script.build import AstBuilder
from betrayal.script.retired import CURRENT_LANGUAGE
from betrayal.script.source import Chunk, LineIndex, first_too_deep, split_declarations
from betrayal.script.syntax_errors import ErrorReporter, TokenNames

__all__ = [
    "SUPPORTED_LANGUAGE_VERSIONS",
    "ParseResult",
    "grammar_text",
    "lark_parser",
    "parse",
    "parse_fragment",
]

SUPPORTED_LANGUAGE_VERSIONS = frozenset(range(1, CURRENT_LANGUAGE + 1))

# The rules a piece of text can be parsed with on its own: a retired name's template is
# an expression, a block of statements, a `static` line or an `on` head.
FRAGMENT_RULES = ("expr", "block", "static_decl", "trigger")


@attrs.frozen
class ParseResult:
    """The outcome of parsing one file: a module, or None when there were errors."""

    module: ast.Module | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return self.module is not None


def grammar_text() -> str:
    """The grammar source: from the installed wheel if present, else from the repository."""
    packaged = resources.files("betrayal").joinpath("_grammar", "haunt.lark")
    if packaged.is_file():
        return packaged.read_text(encoding="utf-8")
    repo = Path(__file__).resolve().parents[2] / "grammar" / "haunt.lark"
    return repo.read_text(encoding="utf-8")


@functools.cache
def lark_parser() -> Lark:
    """The LALR parser, built once. Start rules: `start` (a whole file), `decls`, and
    the fragments a retired name's template may be (see `parse_fragment`)."""
    return Lark(
        grammar_text(),
        parser="lalr",
        lexer="contextual",
        start=["start", "decls", *FRAGMENT_RULES],
        propagate_positions=True,
        maybe_placeholders=True,
        strict=_strict_available(),
    )


def _strict_available() -> bool:
    # Lark's strict mode needs `interegular` to prove terminals never collide.
    # The test suite always builds strictly; a runtime without it still parses
    # the same language, since strictness only adds checks at build time.
    try:
        import interegular  # noqa: F401
    except ImportError:  # pragma: no cover - depends on the environment
        return False
    return True


_KEYWORD_PATTERN = re.compile(r"([a-z]+)\(\?!")


@functools.cache
def _token_names() -> TokenNames:
    # Punctuation terminals are plain strings; keywords are regexes of the
    # form `word(?!...)` so that they only match whole words.
    literals: dict[str, str] = {}
    for terminal in lark_parser().terminals:
        pattern = terminal.pattern
        if pattern.type == "str":
            literals[terminal.name] = pattern.value
        elif keyword := _KEYWORD_PATTERN.match(pattern.value):
            literals[terminal.name] = keyword.group(1)
    return TokenNames(literals)


def parse(text: str, file: str = "<string>") -> ParseResult:
    """Parse one script. Problems come back as diagnostics; nothing is raised for bad input."""
    index = LineIndex(text)
    too_big = _check_size(text, file)
    if too_big is not None:
        return ParseResult(None, (too_big,))

    deep = first_too_deep(text, limits.MAX_BRACKET_DEPTH)
    if deep is not None:
        line, column = index.position(deep)
        span = Span(file, line, column, line, column + 1)
        message = f"brackets nest more than {limits.MAX_BRACKET_DEPTH} levels deep here"
        return ParseResult(None, (Diagnostic.error("E109", span, message),))

    reporter = ErrorReporter(_token_names(), index, file)
    whole = _parse_chunk(text, Chunk(0, len(text), 1), "start", reporter)
    if isinstance(whole, Diagnostic):
        return ParseResult(None, _sorted(_errors_by_declaration(text, index, reporter, whole)))

    diagnostics = _check_version(whole, reporter, file)
    if diagnostics:
        return ParseResult(None, _sorted(diagnostics))
    module, built = _build(whole, index, file)
    diagnostics.extend(built)
    if any(d.is_error for d in diagnostics):
        return ParseResult(None, _sorted(diagnostics))
    return ParseResult(module, _sorted(diagnostics))


def parse_fragment(text: str, rule: str, file: str = "<template>") -> Any:
    """One piece of source text parsed with one of `FRAGMENT_RULES` and built into its
    syntax node (an expression, a `Block`, a `StaticDecl` or a `Trigger`); None when the
    text is not such a piece. Used for the templates of retired names, which are ours,
    not a stranger's, so there is no need for located errors here."""
    if rule not in FRAGMENT_RULES:
        raise ValueError(f"no fragment rule {rule!r}")
    try:
        tree = lark_parser().parse(text, start=rule)
    except UnexpectedInput:
        return None
    builder = AstBuilder(file)
    node = builder.transform(tree)
    if builder.diagnostics:
        return None
    return node


def _check_size(text: str, file: str) -> Diagnostic | None:
    # Counting characters first avoids encoding a huge string just to refuse it.
    size = len(text) if len(text) > limits.MAX_SOURCE_BYTES else _utf8_size(text)
    if size <= limits.MAX_SOURCE_BYTES:
        return None
    return Diagnostic.error(
        "E108",
        Span.point(file, 1, 1),
        f"the file is {size} bytes long; scripts may be at most {limits.MAX_SOURCE_BYTES} bytes",
    )


def _utf8_size(text: str) -> int:
    return len(text.encode("utf-8", errors="surrogatepass"))


def _errors_by_declaration(
    text: str, index: LineIndex, reporter: ErrorReporter, first: Diagnostic
) -> list[Diagnostic]:
    """Re-parse a broken file one declaration at a time to find more than its first error."""
    diagnostics: list[Diagnostic] = []
    budget = [limits.MAX_REPARSED_CHARACTERS]
    for number, chunk in enumerate(split_declarations(index)):
        start = "start" if number == 0 else "decls"
        diagnostics.extend(_chunk_errors(text, index, chunk, start, reporter, budget))
        if len(diagnostics) >= limits.MAX_SYNTAX_ERRORS:
            break
    # Every piece parsing is not expected once the whole has failed, but the
    # error found on the whole file must never be lost.
    return diagnostics or [first]


def _chunk_errors(
    text: str,
    index: LineIndex,
    chunk: Chunk,
    start: str,
    reporter: ErrorReporter,
    budget: list[int],
) -> list[Diagnostic]:
    """Every syntax error of one declaration: after each, the member or statement that
    holds it is blanked out and the declaration parsed again (see `resync`). `budget`
    holds the characters that may still be parsed again, shared by the whole file."""
    diagnostics: list[Diagnostic] = []
    shapes: list[resync.LineShape] | None = None
    resumed = chunk.start
    for _ in range(limits.MAX_SYNTAX_ERRORS):
        tree = _parse_chunk(text, chunk, start, reporter)
        if not isinstance(tree, Diagnostic):
            if tree.data == "start":
                diagnostics.extend(_check_version(tree, reporter, reporter.file))
            break
        if tree not in diagnostics:
            diagnostics.append(tree)
        if shapes is None:
            shapes = resync.line_shapes(index, chunk.start, chunk.end)
        region = resync.skip_region(shapes, index.offset(tree.span.line, tree.span.column))
        if region is None or region[1] <= resumed or budget[0] < chunk.end - chunk.start:
            break
        budget[0] -= chunk.end - chunk.start
        resumed = region[1]
        text = resync.blank(text, *region)
    return diagnostics


def _parse_chunk(text: str, chunk: Chunk, start: str, reporter: ErrorReporter) -> Any:
    # Newlines in front keep lark's line numbers true to the whole file; a
    # chunk always starts at the beginning of a line, so columns are true too.
    padded = "\n" * (chunk.line - 1) + text[chunk.start : chunk.end]
    try:
        return lark_parser().parse(padded, start=start)
    except UnexpectedInput as error:
        return reporter.report(error, chunk.start)


def _check_version(tree: Tree[Any], reporter: ErrorReporter, file: str) -> list[Diagnostic]:
    header = tree.children[0]
    assert isinstance(header, Tree)
    token = header.children[0]
    assert isinstance(token, Token)
    version = str(token)
    if version.isdigit() and len(version) < 4 and int(version) in SUPPORTED_LANGUAGE_VERSIONS:
        return []
    span = reporter.token_span(token)
    supported = ", ".join(str(v) for v in sorted(SUPPORTED_LANGUAGE_VERSIONS))
    return [
        Diagnostic.error(
            "E106",
            span,
            f"unsupported language version {version[:12]}",
            hint=f"this library reads language version {supported}",
        )
    ]


def _build(tree: Tree[Any], index: LineIndex, file: str) -> tuple[ast.Module, list[Diagnostic]]:
    builder = AstBuilder(file)
    language, declarations = builder.transform(tree)
    end_line, end_column = index.end_position()
    module = ast.Module(
        language=language,
        declarations=tuple(declarations),
        span=Span(file, 1, 1, end_line, end_column),
    )
    diagnostics = list(builder.diagnostics)
    level, deepest = ast.depth(module)
    if level > limits.MAX_TREE_DEPTH:
        diagnostics.append(
            Diagnostic.error(
                "E109",
                deepest.span,
                f"this part of the script nests more than {limits.MAX_TREE_DEPTH} levels deep",
                hint="split it with 'let' or simplify the expression",
            )
        )
    return module, diagnostics


def _sorted(diagnostics: list[Diagnostic]) -> tuple[Diagnostic, ...]:
    return tuple(sorted(diagnostics, key=lambda d: (d.span.line, d.span.column, d.code)))
