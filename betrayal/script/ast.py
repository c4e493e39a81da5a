"""The syntax tree of the rule language.

The tree is purely syntactic: a name is a name, whether it will turn out to be a
room, a trait, a variable or a typo. Resolving names and checking types is the
checker's job; this module only keeps what the checker needs for that: the kind
of every declaration, each identifier with its own span, the name of every call
and the names of its keyword arguments.

All nodes are frozen attrs classes built with keyword arguments and carry a
`span`. Sequences are tuples, so trees compare and hash by value.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import TypeAlias

import attrs

from betrayal.diagnostics import Span


# Nodes are immutable and built by keyword, which keeps the builder readable
# and lets the base class carry `span` without fighting attrs' field order.
@attrs.frozen(kw_only=True)
class Node:
    """Base of every syntax tree node."""

    span: Span


# ------------------------------------------------------------------- leaves


@attrs.frozen(kw_only=True)
class Name(Node):
    """An identifier written in the source: a declared id, a parameter name, a callee."""

    text: str


@attrs.frozen(kw_only=True)
class IntLit(Node):
    value: int


@attrs.frozen(kw_only=True)
class StrLit(Node):
    """A string literal; `value` has quotes removed and escapes resolved."""

    value: str


@attrs.frozen(kw_only=True)
class BoolLit(Node):
    value: bool


# -------------------------------------------------------------- expressions


class BinaryOperator(enum.Enum):
    ADD = "+"
    SUB = "-"
    MUL = "*"
    DIV = "/"
    EQ = "=="
    NE = "!="
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="
    IN = "in"
    NOT_IN = "not in"
    AND = "and"
    OR = "or"


class UnaryOperator(enum.Enum):
    NOT = "not"
    NEG = "-"


@attrs.frozen(kw_only=True)
class NameRef(Node):
    """A name used as a value, e.g. `actor`, `chapel`, `rites`."""

    name: str


@attrs.frozen(kw_only=True)
class Attribute(Node):
    """Dotted access such as `r.total`."""

    target: Expr
    name: Name


@attrs.frozen(kw_only=True)
class Arg(Node):
    """One argument of a call; `name` is set for keyword arguments (`dice: 1`)."""

    name: Name | None
    value: Expr


@attrs.frozen(kw_only=True)
class Call(Node):
    func: Name
    args: tuple[Arg, ...]


@attrs.frozen(kw_only=True)
class ListLit(Node):
    items: tuple[Expr, ...]


@attrs.frozen(kw_only=True)
class SetLit(Node):
    items: tuple[Expr, ...]


@attrs.frozen(kw_only=True)
class IfExpr(Node):
    """`if cond then a else b`."""

    condition: Expr
    then: Expr
    otherwise: Expr


@attrs.frozen(kw_only=True)
class BinaryOp(Node):
    op: BinaryOperator
    left: Expr
    right: Expr


@attrs.frozen(kw_only=True)
class UnaryOp(Node):
    op: UnaryOperator
    operand: Expr


@attrs.frozen(kw_only=True)
class Range(Node):
    """`a..b`, `..b` or `(a..)`; a missing bound is None. Bounds are inclusive."""

    low: Expr | None
    high: Expr | None


class SelectKind(enum.Enum):
    FILTER = "where"  # `[x in L where C]`: the items for which C holds
    LOWEST = "lowest"  # `lowest(x in L, E)`: the items tied at the smallest E
    HIGHEST = "highest"  # `highest(x in L, E)`: the items tied at the largest E


@attrs.frozen(kw_only=True)
class Select(Node):
    """An expression that picks items of a list, with `var` bound to each in `test`."""

    kind: SelectKind
    var: Name
    source: Expr
    test: Expr


Expr: TypeAlias = (
    IntLit
    | StrLit
    | BoolLit
    | NameRef
    | Attribute
    | Call
    | ListLit
    | SetLit
    | IfExpr
    | BinaryOp
    | UnaryOp
    | Range
    | Select
)


@attrs.frozen(kw_only=True)
class TypeRef(Node):
    """A type as written: `int`, `set<place>`."""

    name: Name
    args: tuple[TypeRef, ...]


# --------------------------------------------------------------- statements


@attrs.frozen(kw_only=True)
class Block(Node):
    """Statements between braces."""

    statements: tuple[Stmt, ...]


@attrs.frozen(kw_only=True)
class CallStmt(Node):
    call: Call


@attrs.frozen(kw_only=True)
class Let(Node):
    name: Name
    type: TypeRef | None
    value: Expr


class AssignOperator(enum.Enum):
    SET = "="
    ADD = "+="
    SUB = "-="


@attrs.frozen(kw_only=True)
class Assign(Node):
    """`x = e`, `x += e`, `x -= e`; `target` holds the dotted parts of the left side."""

    target: tuple[Name, ...]
    op: AssignOperator
    value: Expr


@attrs.frozen(kw_only=True)
class If(Node):
    condition: Expr
    then: Block
    otherwise: Block | If | None


@attrs.frozen(kw_only=True)
class Roll(Node):
    """`roll EXPR as name`."""

    dice: Expr
    name: Name


@attrs.frozen(kw_only=True)
class ValuePattern(Node):
    value: int


@attrs.frozen(kw_only=True)
class RangePattern(Node):
    """`3..5`, `6..` or `..2`; a missing bound is None. Bounds are inclusive."""

    low: int | None
    high: int | None


@attrs.frozen(kw_only=True)
class ElsePattern(Node):
    pass


Pattern: TypeAlias = ValuePattern | RangePattern | ElsePattern


@attrs.frozen(kw_only=True)
class MatchArm(Node):
    pattern: Pattern
    body: Stmt


@attrs.frozen(kw_only=True)
class Match(Node):
    subject: Expr
    arms: tuple[MatchArm, ...]


@attrs.frozen(kw_only=True)
class ForEach(Node):
    var: Name
    iterable: Expr
    where: Expr | None
    body: Block


@attrs.frozen(kw_only=True)
class Win(Node):
    """`win side` as a statement (the side wins at once)."""

    side: Name


Stmt: TypeAlias = Block | CallStmt | Let | Assign | If | Roll | Match | ForEach | Win


# ------------------------------------------------------------------ members


@attrs.frozen(kw_only=True)
class VarDecl(Node):
    name: Name
    type: TypeRef
    value: Expr | None
    # `secret to WHO, ...`: only those explorers may see the value.
    secret: tuple[Expr, ...] | None = None


@attrs.frozen(kw_only=True)
class MonsterDecl(Node):
    name: Name
    title: StrLit
    members: tuple[Member, ...]


@attrs.frozen(kw_only=True)
class TokenDecl(Node):
    name: Name
    title: StrLit
    # `secret to WHO, ...`: only those explorers see where it lies.
    secret: tuple[Expr, ...] | None = None


@attrs.frozen(kw_only=True)
class SetupDecl(Node):
    body: Block


class SectionKind(enum.Enum):
    RULE = "rule"
    HEROES = "heroes"
    TRAITOR = "traitor"


@attrs.frozen(kw_only=True)
class Section(Node):
    """`rule { }`, `heroes { }` or `traitor { }`."""

    kind: SectionKind
    members: tuple[Member, ...]


@attrs.frozen(kw_only=True)
class TraitorChoice(Node):
    """`traitor RULE` or `traitor RULE(args)`: how the traitor is chosen; `args` is None
    when no parentheses."""

    rule: Name
    args: tuple[Arg, ...] | None = None


@attrs.frozen(kw_only=True)
class Trigger(Node):
    """`on EVENT(args) through x where cond { ... }`; `args` is None when no parentheses."""

    event: Name
    args: tuple[Arg, ...] | None
    through: Name | None
    where: Expr | None
    body: Block


@attrs.frozen(kw_only=True)
class StaticDecl(Node):
    """`static NAME` or `static NAME(args)`; `args` is None when no parentheses."""

    name: Name
    args: tuple[Arg, ...] | None


@attrs.frozen(kw_only=True)
class CannotDecl(Node):
    """`cannot drop, trade, steal`."""

    verbs: tuple[Name, ...]


@attrs.frozen(kw_only=True)
class CompanionDecl(Node):
    pass


@attrs.frozen(kw_only=True)
class Property(Node):
    """`name value` inside `weapon { }` or after `traits`."""

    name: Name
    value: Expr


@attrs.frozen(kw_only=True)
class WeaponDecl(Node):
    properties: tuple[Property, ...]


@attrs.frozen(kw_only=True)
class TraitsDecl(Node):
    values: tuple[Property, ...]


@attrs.frozen(kw_only=True)
class WhileDecl(Node):
    """`while held { ... }`: effects that last while the condition holds."""

    condition: Name
    body: Block


@attrs.frozen(kw_only=True)
class ReplaceDecl(Node):
    """`replace HOOK(args) where cond { ... }`: an "instead" rule."""

    hook: Name
    args: tuple[Arg, ...]
    where: Expr | None
    body: Block


@attrs.frozen(kw_only=True)
class Choose(Node):
    """`choose x: type from expr where expr` inside an action."""

    name: Name
    type: TypeRef
    source: Expr
    where: Expr | None


@attrs.frozen(kw_only=True)
class ActionDecl(Node):
    name: Name
    label: StrLit
    who: Expr | None
    limit: Expr | None
    where: Expr | None
    choices: tuple[Choose, ...]
    body: Block


@attrs.frozen(kw_only=True)
class WinWhen(Node):
    """`win when cond`: a win condition checked after every resolved step."""

    condition: Expr


Member: TypeAlias = (
    VarDecl
    | MonsterDecl
    | TokenDecl
    | SetupDecl
    | Section
    | TraitorChoice
    | Trigger
    | StaticDecl
    | CannotDecl
    | CompanionDecl
    | WeaponDecl
    | TraitsDecl
    | WhileDecl
    | ReplaceDecl
    | ActionDecl
    | WinWhen
)


# ------------------------------------------------------------- declarations


class DeclKind(enum.Enum):
    HAUNT = "haunt"
    EVENT = "event"
    ITEM = "item"
    OMEN = "omen"
    ROOM = "room"


@attrs.frozen(kw_only=True)
class HauntDecl(Node):
    """`haunt N "Title" { ... }`."""

    number: IntLit
    title: StrLit
    members: tuple[Member, ...]

    @property
    def kind(self) -> DeclKind:
        return DeclKind.HAUNT


@attrs.frozen(kw_only=True)
class ContentDecl(Node):
    """`event|item|omen|room id "Title" { ... }`: a card or a tile with rules."""

    kind: DeclKind
    name: Name
    title: StrLit
    members: tuple[Member, ...]


Decl: TypeAlias = HauntDecl | ContentDecl


@attrs.frozen(kw_only=True)
class Module(Node):
    """One parsed file: its language version and its declarations in order."""

    language: IntLit
    declarations: tuple[Decl, ...]


# ---------------------------------------------------------------- traversal


_CHILD_FIELDS: dict[type[Node], tuple[str, ...]] = {}


def _child_fields(cls: type[Node]) -> tuple[str, ...]:
    fields = _CHILD_FIELDS.get(cls)
    if fields is None:
        fields = tuple(f.name for f in attrs.fields(cls) if f.name != "span")
        _CHILD_FIELDS[cls] = fields
    return fields


def children(node: Node) -> Iterator[Node]:
    """The direct child nodes of `node`, in source order."""
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, Node):
            yield value
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, Node):
                    yield item


def walk(node: Node) -> Iterator[Node]:
    """Every node under `node` (itself included), pre-order, without recursion."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(list(children(current))))


def depth(node: Node) -> tuple[int, Node]:
    """The depth of the tree (a lone node has depth 1) and one deepest node."""
    best, deepest = 0, node
    stack = [(node, 1)]
    while stack:
        current, level = stack.pop()
        if level > best:
            best, deepest = level, current
        stack.extend((child, level + 1) for child in children(current))
    return best, deepest
