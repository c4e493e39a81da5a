"""What a script declares and where it uses it: the outline, names and their uses.

An editor asks these questions while the script is being typed, so mostly while it does
not parse; everything here is worked out from tokens and brackets and tolerates any
text. The answers are exact on scripts that parse: the checker forbids a local from
taking a name already in use, so a name means one thing wherever it can be seen.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from betrayal.editor.roles import code_roles
from betrayal.editor.scanner import Kind, Token, scan
from betrayal.editor.vocabulary import Role
from betrayal.script.triggers import TRIGGERS

__all__ = ["Binding", "BindingKind", "Outline", "Symbol", "SymbolKind", "index"]


class SymbolKind(enum.Enum):
    """What an entry of the outline is."""

    DECLARATION = "declaration"  # haunt, event, item, omen, room
    VARIABLE = "variable"
    MONSTER = "monster"
    TOKEN = "token"
    ACTION = "action"
    SECTION = "section"  # rule, heroes, traitor, setup
    TRIGGER = "trigger"  # on EVENT, replace EVENT, while held
    STATIC = "static"
    WIN = "win"


class BindingKind(enum.Enum):
    """What a name the script gives stands for."""

    VARIABLE = "variable"
    MONSTER = "monster"
    TOKEN = "token"
    ACTION = "action"
    LOCAL = "local"  # let, for each, roll ... as, choose, and what a trigger binds


@attrs.frozen
class Symbol:
    kind: SymbolKind
    name: str  # as the outline shows it: `bride_taken`, `on entered(who, r)`, `heroes`
    detail: str  # the first line of its source, e.g. `var bride_taken: bool = false`
    start: int
    end: int
    name_start: int
    name_end: int
    doc: str  # the comment lines just above it
    children: tuple[Symbol, ...] = ()


@attrs.frozen
class Binding:
    """A name the script gives, where it is given, and where it can be used."""

    name: str
    kind: BindingKind
    start: int  # the name where it is given
    end: int
    scope_start: int
    scope_end: int
    symbol: Symbol | None  # the declaration, for variables, monsters, tokens and actions
    given_by: str  # the keyword or event that gives it: `let`, `for`, `entered`, ...
    type_hint: str = ""  # its type where the script or the event says it: `list<card>`

    def visible_at(self, offset: int) -> bool:
        return self.scope_start <= offset <= self.scope_end


# Tokens after which a `{` opens a set, not a block: an operator or a word that wants a
# value. After a name, a number, a string or a closing bracket it opens a block.
_WANTS_VALUE = frozenset(
    {"in", "and", "or", "not", "if", "then", "where", "when", "who", "limit", "to", "from"}
)
# A line carries the one before on when it starts with an operator or a closing
# bracket, or when the line before ends with an operator or an opening bracket.
_OPERATORS = frozenset(
    {"and", "or", "in", "not", "then", "else", "+", "-", "*", "/", "==", "!=", "<", "<=",
     ">", ">=", "..", ".", ",", "=", "+=", "-=", ":", "=>"}
)  # fmt: skip
_STARTS_CONTINUATION = _OPERATORS | {")", "]", "}", "secret", "to"}
_ENDS_OPEN = _OPERATORS | {"(", "[", "if", "where", "when", "who", "limit", "secret", "to"}
_OPEN = {"{": "}", "(": ")", "[": "]"}
_GLOBALS = {
    "var": BindingKind.VARIABLE,
    "monster": BindingKind.MONSTER,
    "token": BindingKind.TOKEN,
    "action": BindingKind.ACTION,
}
_VALUES = frozenset({BindingKind.VARIABLE, BindingKind.MONSTER, BindingKind.TOKEN})
_SYMBOL_KINDS = {
    "var": SymbolKind.VARIABLE,
    "monster": SymbolKind.MONSTER,
    "token": SymbolKind.TOKEN,
    "action": SymbolKind.ACTION,
}


def is_block_brace(code: Sequence[Token], index: int) -> bool:
    """Whether the `{` at ``index`` opens a block (or a body) rather than a set."""
    if index == 0:
        return True
    before = code[index - 1]
    if before.kind is Kind.PUNCT:
        return before.is_punct(")", "]", "}", ";", "{")
    return not (before.kind is Kind.NAME and before.text in _WANTS_VALUE)


@attrs.frozen
class Outline:
    """The index of one script's text."""

    text: str
    code: tuple[Token, ...]  # tokens without comments
    roles: tuple[Role, ...]  # the role of each code token
    symbols: tuple[Symbol, ...]  # top-level declarations, each with its members inside
    bindings: tuple[Binding, ...]

    # ----- names

    def token_index(self, offset: int) -> int | None:
        """The code token under ``offset``; at the edge between two, the name (a cursor
        right after a word is on that word)."""
        lo, hi = 0, len(self.code)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.code[mid].end < offset:
                lo = mid + 1
            else:
                hi = mid
        touching = [
            i
            for i in (lo, lo + 1)
            if i < len(self.code) and self.code[i].start <= offset <= self.code[i].end
        ]
        if not touching:
            return None
        names = [i for i in touching if self.code[i].kind is Kind.NAME]
        return (names or touching)[-1]

    def is_use(self, index: int) -> bool:
        """Whether the name at ``index`` is a name of the script's (not an attribute, an
        argument's name or a word of the language)."""
        token = self.code[index]
        if token.kind is not Kind.NAME:
            return False
        if self.roles[index] not in (Role.NAME, Role.DECLARED_NAME, Role.BUILTIN, Role.TYPE):
            return False
        if index > 0 and self.code[index - 1].is_punct("."):
            return False
        after = self.code[index + 1] if index + 1 < len(self.code) else None
        if after is not None and after.is_punct(":") and self.roles[index] is Role.NAME:
            # `when:` names an argument; `choose c: card` and `let x: int` give a name.
            return self.binding_given_at(token.start) is not None
        return True

    def binding_given_at(self, offset: int) -> Binding | None:
        for binding in self.bindings:
            if binding.start <= offset < binding.end or binding.start == offset:
                return binding
        return None

    def resolve(self, index: int) -> Binding | None:
        """What the name at ``index`` stands for, if the script gives it."""
        if not self.is_use(index):
            return None
        token = self.code[index]
        given = self.binding_given_at(token.start)
        if given is not None:
            return given
        visible = [b for b in self.bindings if b.name == token.text and b.visible_at(token.start)]
        if not visible:
            return None
        return min(visible, key=lambda b: b.scope_end - b.scope_start)

    def uses(self, binding: Binding) -> list[tuple[int, int]]:
        """Where ``binding`` is given and used, in order."""
        found = []
        for index, token in enumerate(self.code):
            if token.text != binding.name or not binding.visible_at(token.start):
                continue
            if self.resolve(index) == binding:
                found.append((token.start, token.end))
        return found

    def visible(self, offset: int) -> list[Binding]:
        """The names the script gives that can be used at ``offset``."""
        return [b for b in self.bindings if b.visible_at(offset) and b.start < offset]

    def declaration_at(self, offset: int) -> Symbol | None:
        for symbol in self.symbols:
            if symbol.start <= offset <= symbol.end:
                return symbol
        return None


def index(text: str) -> Outline:
    """Index ``text``; never fails, whatever the text."""
    found = list(scan(text))
    code = tuple(t for t in found if t.kind is not Kind.COMMENT)
    comments = [t for t in found if t.kind is Kind.COMMENT]
    roles = tuple(code_roles(code))
    return _Indexer(text, code, roles, comments).run()


class _Indexer:
    def __init__(
        self, text: str, code: tuple[Token, ...], roles: tuple[Role, ...], comments: list[Token]
    ) -> None:
        self.text = text
        self.code = code
        self.roles = roles
        self.comments = comments
        self.partner = _partners(code)
        self.enclosing = _enclosing_braces(code)
        self.flat: list[Symbol] = []
        self.bindings: list[Binding] = []

    def run(self) -> Outline:
        for index, (token, role) in enumerate(zip(self.code, self.roles, strict=True)):
            if role is Role.DECLARATION:
                self._declaration(index)
            elif role is Role.SECTION:
                self._block_symbol(index, SymbolKind.SECTION, token.text)
            elif role is Role.KEYWORD:
                self._keyword(index, token.text)
        top_level = _nest(self.flat)
        # Variables, monsters and tokens are known everywhere in their declaration, before
        # and after. An action's name is no value: nothing else can name it.
        bindings = [
            attrs.evolve(b, scope_start=d.start, scope_end=d.end)
            if b.kind in _VALUES and (d := _containing(top_level, b.start))
            else attrs.evolve(b, scope_start=b.start, scope_end=b.end)
            if b.kind is BindingKind.ACTION
            else b
            for b in self.bindings
        ]
        return Outline(self.text, self.code, self.roles, tuple(top_level), tuple(bindings))

    # ----- pieces of the outline

    def _declaration(self, index: int) -> None:
        keyword = self.code[index]
        name = self._at(index + 1)
        if name is None:
            return
        if keyword.text == "haunt":
            title = self._at(index + 2)
            label = f"haunt {name.text}" + (
                f" {title.text}" if title and title.kind is Kind.STRING else ""
            )
            self._block_symbol(index, SymbolKind.DECLARATION, label, name_index=index + 1)
            return
        if keyword.text in _SYMBOL_KINDS:
            kind = _SYMBOL_KINDS[keyword.text]
            if kind in (SymbolKind.MONSTER, SymbolKind.ACTION):
                symbol = self._block_symbol(index, kind, name.text, name_index=index + 1)
            else:
                symbol = self._leaf(index, kind, name.text, name_index=index + 1)
            hint = self._type_after(index + 2) if keyword.text == "var" else keyword.text
            self.bindings.append(
                Binding(
                    name.text,
                    _GLOBALS[keyword.text],
                    name.start,
                    name.end,
                    0,
                    len(self.text),
                    symbol,
                    keyword.text,
                    hint,
                )
            )
            return
        title = self._at(index + 2)
        label = f"{keyword.text} {name.text}"
        if title is not None and title.kind is Kind.STRING:
            label += f" {title.text}"
        self._block_symbol(index, SymbolKind.DECLARATION, label, name_index=index + 1)

    def _keyword(self, index: int, word: str) -> None:
        nxt = self._at(index + 1)
        if word in ("on", "replace") and nxt is not None and nxt.kind is Kind.NAME:
            label = f"{word} {nxt.text}"
            opener = self._at(index + 2)
            if opener is not None and opener.is_punct("("):
                close = self.partner.get(index + 2)
                if close is not None:
                    label += self.text[opener.start : self.code[close].end]
            symbol = self._block_symbol(index, SymbolKind.TRIGGER, label, name_index=index + 1)
            self._trigger_bindings(index, nxt.text, symbol, f"{word} {nxt.text}")
        elif word == "while" and nxt is not None:
            self._block_symbol(index, SymbolKind.TRIGGER, f"while {nxt.text}", index + 1)
        elif word == "static" and nxt is not None and nxt.kind is Kind.NAME:
            self._leaf(index, SymbolKind.STATIC, f"static {nxt.text}", name_index=index + 1)
        elif word == "win" and nxt is not None and nxt.text == "when":
            self._leaf(index, SymbolKind.WIN, "win when", name_index=index + 1)
        elif word == "let" and nxt is not None and nxt.kind is Kind.NAME:
            self._local(index + 1, "let", self._block_end(index), self._type_after(index + 2))
        elif word == "for" and self._text(index + 1) == "each":
            name_index = index + 2
            if self._kind(name_index) is Kind.NAME:
                self._local(name_index, "for each", self._body_end(index))
        elif word == "as" and nxt is not None and nxt.kind is Kind.NAME:
            self._local(index + 1, "roll", self._block_end(index))
        elif word == "choose" and nxt is not None and nxt.kind is Kind.NAME:
            self._local(index + 1, "choose", self._block_end(index), self._type_after(index + 2))

    def _trigger_bindings(self, index: int, event: str, symbol: Symbol, given_by: str) -> None:
        end = symbol.end
        opener = index + 2
        spec = TRIGGERS.get(event)
        if self._text(opener) == "(" and opener in self.partner:
            position = 0
            for at in range(opener + 1, self.partner[opener]):
                token = self.code[at]
                before, after = self.code[at - 1], self._at(at + 1)
                if (
                    token.kind is Kind.NAME
                    and before.is_punct("(", ",")
                    and after is not None
                    and after.is_punct(")", ",")
                ):
                    given = spec.binds[position][1] if spec and position < len(spec.binds) else ""
                    self._local(at, given_by, end, str(given))
                if token.is_punct(","):
                    position += 1
        through = self._find(index, "through", end)
        if through is not None and self._kind(through + 1) is Kind.NAME:
            self._local(through + 1, given_by, end)

    def _type_after(self, colon: int) -> str:
        """The type written after the `:` at ``colon``, if there is one."""
        if self._text(colon) != ":":
            return ""
        parts: list[str] = []
        for at in range(colon + 1, min(colon + 8, len(self.code))):
            token = self.code[at]
            if (
                token.text in ("=", "from", "secret")
                or "\n" in self.text[token.start - 1 : token.start]
            ):
                break
            parts.append(token.text)
        return "".join(parts)

    def _local(self, index: int, given_by: str, scope_end: int, type_hint: str = "") -> None:
        token = self.code[index]
        self.bindings.append(
            Binding(
                token.text,
                BindingKind.LOCAL,
                token.start,
                token.end,
                token.start,
                scope_end,
                None,
                given_by,
                type_hint,
            )
        )

    def _block_symbol(
        self, index: int, kind: SymbolKind, name: str, name_index: int | None = None
    ) -> Symbol:
        """A symbol that runs from its keyword to the end of the block that follows."""
        end = self._body_end(index)
        return self._add(index, kind, name, end, name_index)

    def _leaf(self, index: int, kind: SymbolKind, name: str, name_index: int) -> Symbol:
        return self._add(index, kind, name, self._statement_end(index), name_index)

    def _add(
        self, index: int, kind: SymbolKind, name: str, end: int, name_index: int | None
    ) -> Symbol:
        keyword = self.code[index]
        named = (
            self.code[name_index]
            if name_index is not None and name_index < len(self.code)
            else keyword
        )
        line_end = self.text.find("\n", keyword.start)
        detail = self.text[keyword.start : line_end if line_end >= 0 else len(self.text)]
        symbol = Symbol(
            kind,
            name,
            detail.strip().removesuffix("{").strip(),
            keyword.start,
            max(end, named.end),
            named.start,
            named.end,
            self._doc(keyword.start),
        )
        self.flat.append(symbol)
        return symbol

    # ----- extents

    def _body_end(self, index: int) -> int:
        """The end of the block that belongs to the item starting at ``index``: the first
        block brace after it at its own bracket depth, to its partner."""
        depth = 0
        for at in range(index + 1, len(self.code)):
            token = self.code[at]
            if token.kind is not Kind.PUNCT:
                continue
            if token.text in ("(", "["):
                depth += 1
            elif token.text in (")", "]"):
                depth -= 1
                if depth < 0:
                    break
            elif token.text == "{" and depth == 0 and is_block_brace(self.code, at):
                close = self.partner.get(at)
                return self.code[close].end if close is not None else len(self.text)
            elif token.text == "}" and depth == 0:
                break  # the block around the item ends first: it has no block of its own
        return self._statement_end(index)

    def _block_end(self, index: int) -> int:
        """The end of the block that ``index`` sits in (the file's end at the top)."""
        opener = self.enclosing[index]
        if opener is None:
            return len(self.text)
        close = self.partner.get(opener)
        return self.code[close].end if close is not None else len(self.text)

    def _statement_end(self, index: int) -> int:
        """Where a one-line member ends: its line, and the lines that carry it on."""
        last = self.code[index]
        depth = 0
        for at in range(index + 1, len(self.code)):
            token = self.code[at]
            new_line = "\n" in self.text[last.end : token.start]
            carried_on = token.text in _STARTS_CONTINUATION or last.text in _ENDS_OPEN
            if new_line and depth == 0 and not carried_on:
                break
            if token.kind is Kind.PUNCT and token.text in _OPEN:
                depth += 1
            elif token.kind is Kind.PUNCT and token.text in _OPEN.values():
                depth -= 1
                if depth < 0:
                    break
            last = token
        return last.end

    def _doc(self, start: int) -> str:
        """The comment lines right above the line of ``start``."""
        line_start = self.text.rfind("\n", 0, start) + 1
        lines: list[str] = []
        for comment in reversed(self.comments):
            if comment.start >= line_start:
                continue
            between = self.text[comment.end : line_start]
            if between.count("\n") != 1 or between.strip():
                break
            own_line = self.text[self.text.rfind("\n", 0, comment.start) + 1 : comment.start]
            if own_line.strip():
                break
            lines.append(comment.text.lstrip("#").strip())
            line_start = self.text.rfind("\n", 0, comment.start) + 1
        return "\n".join(reversed(lines))

    # ----- helpers

    def _at(self, index: int) -> Token | None:
        return self.code[index] if 0 <= index < len(self.code) else None

    def _text(self, index: int) -> str | None:
        token = self._at(index)
        return token.text if token is not None else None

    def _kind(self, index: int) -> Kind | None:
        token = self._at(index)
        return token.kind if token is not None else None

    def _find(self, index: int, word: str, end: int) -> int | None:
        for at in range(index + 1, len(self.code)):
            token = self.code[at]
            if token.start >= end or token.is_punct("{"):
                return None
            if token.kind is Kind.NAME and token.text == word:
                return at
        return None


def _partners(code: Sequence[Token]) -> dict[int, int]:
    """Each bracket's partner, both ways; unmatched brackets have none."""
    partner: dict[int, int] = {}
    stack: list[int] = []
    for index, token in enumerate(code):
        if token.kind is not Kind.PUNCT:
            continue
        if token.text in _OPEN:
            stack.append(index)
        elif token.text in _OPEN.values():
            # Pop to the matching opener; brackets left open inside stay unmatched.
            for depth in range(len(stack) - 1, -1, -1):
                if _OPEN[code[stack[depth]].text] == token.text:
                    opener = stack[depth]
                    del stack[depth:]
                    partner[opener] = index
                    partner[index] = opener
                    break
    return partner


def _enclosing_braces(code: Sequence[Token]) -> list[int | None]:
    """For each token, the `{` of the innermost block it sits in."""
    found: list[int | None] = []
    stack: list[int] = []
    for index, token in enumerate(code):
        found.append(stack[-1] if stack else None)
        if token.is_punct("{"):
            stack.append(index)
        elif token.is_punct("}") and stack:
            stack.pop()
    return found


def _nest(flat: list[Symbol]) -> list[Symbol]:
    """Put each symbol inside the innermost symbol that holds it."""
    ordered = sorted(flat, key=lambda s: (s.start, -s.end))
    roots: list[Symbol] = []
    stack: list[tuple[Symbol, list[Symbol]]] = []

    def close() -> None:
        symbol, children = stack.pop()
        done = attrs.evolve(symbol, children=tuple(children))
        (stack[-1][1] if stack else roots).append(done)

    for symbol in ordered:
        while stack and not (stack[-1][0].start <= symbol.start and symbol.end <= stack[-1][0].end):
            close()
        stack.append((symbol, []))
    while stack:
        close()
    return roots


def _containing(symbols: Sequence[Symbol], offset: int) -> Symbol | None:
    for symbol in symbols:
        if symbol.start <= offset <= symbol.end:
            return symbol
    return None
