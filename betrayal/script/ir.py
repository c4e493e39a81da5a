"""The typed intermediate form the engine runs, and that renders itself in English.

The compiler turns a checked syntax tree into these nodes. Expressions are pure; each
statement is one step of the interpreter. Blocks are numbered within their program, so
that a suspended script is just (program, block, position, locals): plain data.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from types import MappingProxyType
from typing import cast

import attrs

from betrayal.diagnostics import Span
from betrayal.script.types import Base, Type
from betrayal.script.verbs import agree

# ----- expressions ---------------------------------------------------------------------------


@attrs.frozen
class Const:
    value: object
    type: Type
    text: str  # how a player reads it: "Sanity", "the Chapel", "2"
    span: Span

    def english(self) -> str:
        return self.text


# What the names a rule did not choose stand for while it is read out: a trigger's or a
# static's bound values ("the room", "the attacker"). Set only by `naming`.
_NAMED: ContextVar[Mapping[str, str]] = ContextVar("named", default=MappingProxyType({}))


@contextlib.contextmanager
def naming(names: Mapping[str, str]) -> Iterator[None]:
    """While rendering inside this block, the locals in ``names`` read as their phrase."""
    token = _NAMED.set({**_NAMED.get(), **names})
    try:
        yield
    finally:
        _NAMED.reset(token)


@attrs.frozen
class Local:
    """A name bound by ``let``, ``roll``, ``for each``, ``choose`` or a trigger."""

    name: str
    type: Type
    span: Span

    def english(self) -> str:
        return _NAMED.get().get(self.name) or self.name.replace("_", " ")


@attrs.frozen
class Global:
    """A haunt or card variable declared with ``var``; it lives in the game state."""

    name: str
    type: Type
    span: Span

    def english(self) -> str:
        return self.name.replace("_", " ")


@attrs.frozen
class Builtin:
    """A name the engine supplies: ``actor``, ``holder``, ``this``, ``players``..."""

    name: str
    type: Type
    span: Span

    def english(self) -> str:
        if self.name == "this":
            return "this room" if self.type.base.value == "room" else "this card"
        return _BUILTIN_ENGLISH.get(self.name, self.name.replace("_", " "))


_BUILTIN_ENGLISH = {
    "actor": "you",
    "holder": "the holder",
    "players": "the number of players",
    "heroes": "the heroes",
    "explorers": "every explorer",
    "traitor": "the traitor",
}


@attrs.frozen
class Query:
    """A call of a query primitive: reads the game, changes nothing."""

    name: str
    args: tuple[Expr, ...]
    type: Type
    span: Span
    render: Callable[[tuple[str, ...]], str] = attrs.field(eq=False, repr=False)

    def english(self) -> str:
        return self.render(tuple(argument(a) for a in self.args))


def argument(expr: Expr) -> str:
    """An expression as it reads inside a larger phrase (an argument, a list's item): an
    operation is bracketed, so that where it begins and ends stays plain."""
    text = expr.english()
    bracketed = isinstance(expr, Binary | Cond) or (
        isinstance(expr, Select) and not expr.reads_plain()
    )
    return f"({text})" if bracketed else text


class Op(enum.Enum):
    AND = "and"
    OR = "or"
    EQ = "is"
    NE = "is not"
    LT = "is less than"
    LE = "is at most"
    GT = "is more than"
    GE = "is at least"
    IN = "is one of"
    NOT_IN = "is none of"
    ADD = "plus"
    SUB = "minus"
    MUL = "times"
    DIV = "divided by"


@attrs.frozen
class Binary:
    op: Op
    left: Expr
    right: Expr
    type: Type
    span: Span

    def english(self) -> str:
        left = _operand(self.left, self.op, right=False)
        right = _operand(self.right, self.op, right=True)
        if self.op in (Op.EQ, Op.NE) and self.left.type.base is Base.BOOL:
            # Two yes-or-no values compared: say how their truths go together.
            if self.op is Op.NE:
                return f"just one of {left} and {right} holds"
            return f"{left} holds exactly when {right} does"
        counted = _counted(self)
        if counted is not None:
            return counted
        if self.op is Op.ADD and self.type.base is Base.LIST:
            return f"{left} together with {right}"
        return f"{left} {self.op.value} {right}"


_NUMBER_OF = "the number of "


def _counted(expr: Binary) -> str | None:
    """A count compared with nothing, said as whether there is any: a list counted reads
    as empty or not ("far is not empty"); a query's count of one kind of thing as whether
    there is one ("there is at least one Demon Realtor in your room", for "the number of
    the Demon Realtor in your room is more than 0")."""
    right = expr.right
    if not isinstance(right, Const) or not isinstance(right.value, int):
        return None
    some = (expr.op is Op.GT and right.value == 0) or (expr.op is Op.GE and right.value == 1)
    none = (expr.op in (Op.EQ, Op.LE) and right.value == 0) or (
        expr.op is Op.LT and right.value == 1
    )
    left = expr.left
    if not (some or none) or not isinstance(left, Query):
        return None
    if left.name == "count" and len(left.args) == 1:
        # A named or filtered list is one thing, empty or not; a list such as "the
        # heroes" reads best as a number ("the number of the heroes is 0").
        listed = left.args[0]
        items = argument(listed)
        if isinstance(listed, Select):
            return f"there is at least one of {items}" if some else f"there is none of {items}"
        if isinstance(listed, Local | Global):
            return f"{items} is not empty" if some else f"{items} is empty"
        if isinstance(listed, Query):
            # A query's list names what it holds ("the monsters holding you").
            return f"there is at least one of {items}" if some else f"there is none of {items}"
        return None
    words = left.english()
    if not words.startswith(_NUMBER_OF):
        return None
    what = words.removeprefix(_NUMBER_OF).removeprefix("the ")
    return f"there is at least one {what}" if some else f"there is no {what}"


_LOGIC = frozenset({Op.AND, Op.OR})
_ARITHMETIC = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.DIV})


def _operand(expr: Expr, parent: Op, right: bool) -> str:
    """One side of an operation, bracketed wherever the grouping would not be plain.

    English has no precedence, so brackets go around: a condition or an `if` inside
    anything; an `and` inside an `or` and the other way round; any operation on the right
    of one of the same kind (`a minus (b minus c)`); any arithmetic of another operation
    inside arithmetic (`(players plus 1) divided by 2`); a comparison inside a comparison.
    Only a left operand with the very same operation reads without them (`a plus b plus
    c`, `a and b and c`), as the language groups it that way itself."""
    text = expr.english()
    if isinstance(expr, Cond):
        return f"({text})"
    if not isinstance(expr, Binary):
        return text
    child = expr.op
    if child is parent and not right:
        return text
    if parent in _LOGIC:
        bracket = child in _LOGIC
    elif parent in _ARITHMETIC:
        bracket = True
    else:  # a comparison: only a number's arithmetic sits inside one unbracketed
        bracket = child not in _ARITHMETIC
    return f"({text})" if bracket else text


@attrs.frozen
class Not:
    operand: Expr
    type: Type
    span: Span

    def english(self) -> str:
        return f"not ({self.operand.english()})"


@attrs.frozen
class Negate:
    operand: Expr
    type: Type
    span: Span

    def english(self) -> str:
        text = self.operand.english()
        bracketed = isinstance(self.operand, Binary | Cond | Negate)
        return f"minus ({text})" if bracketed else f"minus {text}"


@attrs.frozen
class Cond:
    condition: Expr
    then: Expr
    otherwise: Expr
    type: Type
    span: Span

    def english(self) -> str:
        # A condition or a value that is itself an `if` is bracketed; the `otherwise`
        # value is not, so a chain reads "a if x, otherwise b if y, otherwise c".
        then = self.then.english()
        condition = self.condition.english()
        if isinstance(self.then, Cond):
            then = f"({then})"
        if isinstance(self.condition, Cond):
            condition = f"({condition})"
        return f"{then} if {condition}, otherwise {self.otherwise.english()}"


@attrs.frozen
class ListOf:
    items: tuple[Expr, ...]
    type: Type
    span: Span

    def english(self, joiner: str = "or") -> str:
        """The items as one of them ("a, b or c", the way a test reads) or, with
        ``joiner="and"``, as all of them (a loop over them, a list kept)."""
        names = [argument(i) for i in self.items]
        if not names:
            return "nothing"
        if len(names) == 1:
            return names[0]
        return ", ".join(names[:-1]) + f" {joiner} " + names[-1]


def all_of(expr: Expr) -> str:
    """A list read as every one of its items: "a, b and c" for a list written out."""
    return expr.english("and") if isinstance(expr, ListOf) else expr.english()


@attrs.frozen
class Total:
    """``r.total``: the sum of a roll's dice."""

    roll: Expr
    type: Type
    span: Span

    def english(self) -> str:
        return f"the total of {argument(self.roll)}"


def _mentions(expr: Expr, name: str) -> bool:
    """Whether an expression reads the local `name` anywhere inside it."""
    todo: list[object] = [expr]
    while todo:
        node = todo.pop()
        if isinstance(node, Local) and node.name == name:
            return True
        if isinstance(node, tuple):
            todo.extend(node)
        elif attrs.has(type(node)):
            kind = cast("type[attrs.AttrsInstance]", type(node))
            todo.extend(getattr(node, f.name) for f in attrs.fields(kind))
    return False


@attrs.frozen
class FieldOf:
    """``x.name``: what the card or tile of a game object says (see `fields`)."""

    target: Expr
    name: str
    type: Type
    span: Span
    words: str  # the field's English, `{of}` standing for the target's

    def english(self) -> str:
        return self.words.replace("{of}", argument(self.target))


class SelectKind(enum.Enum):
    FILTER = "where"
    LOWEST = "lowest"
    HIGHEST = "highest"


@attrs.frozen
class Select:
    """Items of a list picked one by one with `name` bound to each: those for which `test`
    holds (FILTER), or those tied at the smallest or largest `test` (LOWEST, HIGHEST).
    Always in the list's order; ties are all kept, so who picks among them is a choice."""

    kind: SelectKind
    name: str
    items: Expr
    test: Expr
    type: Type
    span: Span

    def _parts(self) -> list[Expr]:
        """The conditions of the test joined by `and`, in order."""
        parts: list[Expr] = []
        todo: list[Expr] = [self.test]
        while todo:
            part = todo.pop(0)
            if isinstance(part, Binary) and part.op is Op.AND:
                todo[:0] = [part.left, part.right]
            else:
                parts.append(part)
        return parts

    def reads_plain(self) -> bool:
        """Whether the filter reads as a list with phrases after it and no clause ("every
        explorer in your room other than you"), which needs no brackets in a sentence."""
        return self.kind is SelectKind.FILTER and all(
            self._plain_part(p) is not None for p in self._parts()
        )

    def _plain_part(self, test: Expr) -> str | None:
        """How one condition of a filter reads as a plain phrase after the list, when it
        has one of the commonest shapes and its other side does not name the item: "in R"
        for `room_of(x) == R`, "on F" for `x.floor == F`, "other than W" for `x != W` or
        `x not in W`."""
        if not isinstance(test, Binary) or _mentions(test.right, self.name):
            return None
        left = test.left
        if test.op in (Op.NE, Op.NOT_IN) and isinstance(left, Local) and left.name == self.name:
            return f"other than {argument(test.right)}"
        if test.op is not Op.EQ:
            return None
        if (
            isinstance(left, Query)
            and left.name == "room_of"
            and len(left.args) == 1
            and isinstance(left.args[0], Local)
            and left.args[0].name == self.name
        ):
            return f"in {argument(test.right)}"
        if (
            isinstance(left, FieldOf)
            and left.name == "floor"
            and isinstance(left.target, Local)
            and left.target.name == self.name
        ):
            return f"on {argument(test.right)}"
        return None

    def _filter_words(self, source: str, each: str) -> str:
        # The conditions joined by `and`, in order; those of a plain shape read as phrases
        # after the list ("every explorer in your room other than you"), the rest as a
        # clause about the item, which then needs its name.
        parts = self._parts()
        phrases = [self._plain_part(p) for p in parts]
        plain = [w for w in phrases if w is not None]
        rest = [p for p, w in zip(parts, phrases, strict=True) if w is None]
        if not plain:
            return f"each {each} of {source} for which {self.test.english()}"
        words = " ".join([source, *plain])
        if not rest:
            return words
        clause = " and ".join(_operand(p, Op.AND, right=False) for p in rest)
        return f"each {each} of {words} for which {clause}"

    def english(self) -> str:
        each = _NAMED.get().get(self.name) or self.name.replace("_", " ")
        source = argument(self.items)
        if self.kind is SelectKind.FILTER:
            return self._filter_words(source, each)
        extreme = "lowest" if self.kind is SelectKind.LOWEST else "highest"
        return f"each {each} of {source} for which {argument(self.test)} is {extreme}"


Expr = (
    Const
    | Local
    | Global
    | Builtin
    | Query
    | Binary
    | Not
    | Negate
    | Cond
    | ListOf
    | Total
    | Select
    | FieldOf
)

# ----- statements ----------------------------------------------------------------------------


@attrs.frozen
class Effect:
    """A call of an effect primitive; it may push frames (a die, a choice) and resume later."""

    name: str
    args: tuple[Expr, ...]
    span: Span
    render: Callable[[tuple[str, ...]], str] = attrs.field(eq=False, repr=False)

    def english(self) -> str:
        return self.render(tuple(argument(a) for a in self.args))


@attrs.frozen
class Let:
    name: str
    value: Expr
    span: Span

    def english(self) -> str:
        # The name first: a long value would otherwise bury it ("call each h of ... seen").
        return f"let {self.name.replace('_', ' ')} be {_as_value(self.value)}"


class AssignOp(enum.Enum):
    SET = "="
    ADD = "+="
    SUB = "-="


@attrs.frozen
class Assign:
    name: str
    op: AssignOp
    value: Expr
    is_global: bool
    span: Span

    def english(self) -> str:
        name = self.name.replace("_", " ")
        if self.op is AssignOp.ADD:
            return f"add {self.value.english()} to {name}"
        if self.op is AssignOp.SUB:
            return f"take {self.value.english()} from {name}"
        return f"set {name} to {_as_value(self.value)}"


def _as_value(expr: Expr) -> str:
    """A value being stored: a list written out reads as a list, even of one item or none
    (a test reads `[a]` as "a", which would hide that a list is kept)."""
    if isinstance(expr, ListOf):
        return "an empty list" if not expr.items else f"the list of {expr.english('and')}"
    return expr.english()


@attrs.frozen
class If:
    condition: Expr
    then: int  # block ids
    otherwise: int | None
    span: Span

    def english(self) -> str:
        return f"if {self.condition.english()}"


class RollKind(enum.Enum):
    DICE = "dice"
    TRAIT = "trait"


@attrs.frozen
class Roll:
    """``roll dice(n) as r`` or ``roll trait(who, t) as r``: suspends until the dice land."""

    kind: RollKind
    who: Expr  # who rolls (for dice rolls, the actor)
    amount: Expr | None  # dice for a plain roll
    trait: Expr | None  # trait for a trait roll
    name: str
    span: Span
    extra: Expr | None = None  # dice added to (or, if negative, taken from) a trait roll

    def english(self) -> str:
        if self.kind is RollKind.TRAIT:
            assert self.trait is not None
            who = argument(self.who)
            roll = f"{who} {agree(who, 'make')} a {argument(self.trait)} roll"
            return roll + _extra_dice(self.extra)
        assert self.amount is not None
        amount = self.amount
        if isinstance(amount, Const) and isinstance(amount.value, int):
            return f"roll {amount.value} {'die' if amount.value == 1 else 'dice'}"
        # "roll the Might of k dice" reads as a kind of dice: say it is a count.
        return f"roll as many dice as {argument(amount)}"


def _extra_dice(extra: Expr | None) -> str:
    """The dice added to a trait roll, in words ("" when there are none)."""
    if extra is None:
        return ""
    if isinstance(extra, Const) and isinstance(extra.value, int):
        count = extra.value
        if count == 0:
            return ""
        dice = "die" if abs(count) == 1 else "dice"
        return f" with {count} more {dice}" if count > 0 else f" with {-count} {dice} fewer"
    return f" with {argument(extra)} more dice (fewer if that is below 0)"


@attrs.frozen
class Arm:
    low: int | None  # None: no lower bound
    high: int | None
    block: int

    def english(self) -> str:
        if self.low is None and self.high is None:
            return "otherwise"
        if self.low is None:
            return f"{self.high} or less"
        if self.high is None:
            return f"{self.low} or more"
        if self.low == self.high:
            return f"exactly {self.low}"
        return f"{self.low} to {self.high}"

    def matches(self, value: int) -> bool:
        return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)


@attrs.frozen
class Match:
    subject: Expr
    arms: tuple[Arm, ...]
    span: Span

    def english(self) -> str:
        return f"depending on {self.subject.english()}"


@attrs.frozen
class ForEach:
    name: str
    items: Expr
    where: Expr | None
    block: int
    span: Span

    def english(self) -> str:
        text = f"for each {self.name.replace('_', ' ')} in {all_of(self.items)}"
        if self.where is not None:
            text += f" where {self.where.english()}"
        return text


@attrs.frozen
class Choose:
    """``let x = choose(who, options)``: suspends until ``who`` picks one option."""

    name: str
    who: Expr
    options: Expr
    type: Type
    span: Span
    at_random: bool = False  # chance picks, each option as likely as the others
    secret: bool = False  # only the chooser sees the options, and so the pick

    def english(self) -> str:
        options = argument(self.options)
        if self.at_random:
            return f"one of {options} is picked at random"
        who = argument(self.who)
        secret = " in secret" if self.secret else ""
        if _yes_or_no(self.options):
            # A choice between true and false is a decision: it reads as yes or no.
            return f"{who} {agree(who, 'decide')}{secret} yes or no"
        return f"{who} {agree(who, 'choose')}{secret} one of {options}"


def _yes_or_no(options: Expr) -> bool:
    return (
        isinstance(options, ListOf)
        and len(options.items) == 2
        and all(isinstance(i, Const) and isinstance(i.value, bool) for i in options.items)
    )


@attrs.frozen
class WinNow:
    side: str
    span: Span

    def english(self) -> str:
        return "the heroes win" if self.side == "heroes" else f"the {self.side} wins"


Stmt = Effect | Let | Assign | If | Roll | Match | ForEach | Choose | WinNow


def child_blocks(stmt: Stmt) -> list[int]:
    """The blocks a statement holds (an `if`'s branches, a `match`'s arms, a loop's body),
    by id, in source order; none for a plain statement."""
    if isinstance(stmt, If):
        return [stmt.then] + ([stmt.otherwise] if stmt.otherwise is not None else [])
    if isinstance(stmt, Match):
        return [arm.block for arm in stmt.arms]
    if isinstance(stmt, ForEach):
        return [stmt.block]
    return []


# ----- declarations --------------------------------------------------------------------------


@attrs.frozen
class TriggerIR:
    event: str
    binds: tuple[str, ...]  # names bound to the event's values, in order
    where: Expr | None
    block: int
    once_per_game: bool
    span: Span
    side: str | None = None  # "heroes" / "traitor" when declared in a side's section


class Limit(enum.Enum):
    NONE = "any_number"
    ONCE_PER_TURN = "once_per_turn"
    ONCE_PER_GAME = "once_per_game"
    # Offered only in the monster turn, to whoever moves the monsters: a monster's own
    # special attack, say.
    ONCE_PER_MONSTER_TURN = "once_per_monster_turn"


# The names of the limits, in the order the reference lists them.
ACTION_LIMITS = ("once_per_turn", "once_per_game", "any_number", "once_per_monster_turn")


@attrs.frozen
class ChoiceIR:
    name: str
    type: Type
    source: Expr
    where: Expr | None


@attrs.frozen
class ActionIR:
    name: str
    label: str
    who: Expr | None
    limit: Limit
    where: Expr | None
    choices: tuple[ChoiceIR, ...]
    block: int
    side: str | None  # "heroes" / "traitor" when declared in a side's section
    span: Span
    limit_written: bool = True  # False where the script left the limit to its default


@attrs.frozen
class VarIR:
    name: str
    type: Type
    initial: Expr | None
    span: Span
    # `secret to WHO, ...`: the explorers who may see the value (each an explorer or a
    # list of them, worked out afresh whenever someone looks); None: everyone sees it.
    secret: tuple[Expr, ...] | None = None


@attrs.frozen
class StaticIR:
    name: str
    amount: Expr
    when: Expr
    span: Span
    side: str | None = None  # "heroes" / "traitor" when declared in a side's section
    mode: str | None = None  # in a family (`movement(mode: cost, ...)`), the mode's word

    def english(self) -> str:
        name = self.name if self.mode is None else f"{self.name} {self.mode}"
        return f"{name.replace('_', ' ')} {self.amount.english()} when {self.when.english()}"
