"""The typed intermediate form the engine runs, and that renders itself in English.

The compiler turns a checked syntax tree into these nodes. Expressions are pure; each
statement is one step of the interpreter. Blocks are numbered within their program, so
that a suspended script is just (program, block, position, locals): plain data.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

import attrs

from betrayal.diagnostics import Span
from betrayal.script.types import Type
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


@attrs.frozen
class Local:
    """A name bound by ``let``, ``roll``, ``for each``, ``choose`` or a trigger."""

    name: str
    type: Type
    span: Span

    def english(self) -> str:
        return self.name.replace("_", " ")


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
        return self.render(tuple(a.english() for a in self.args))


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
        return f"{self.left.english()} {self.op.value} {self.right.english()}"


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
        return f"minus {self.operand.english()}"


@attrs.frozen
class Cond:
    condition: Expr
    then: Expr
    otherwise: Expr
    type: Type
    span: Span

    def english(self) -> str:
        return (
            f"{self.then.english()} if {self.condition.english()}, "
            f"otherwise {self.otherwise.english()}"
        )


@attrs.frozen
class ListOf:
    items: tuple[Expr, ...]
    type: Type
    span: Span

    def english(self) -> str:
        names = [i.english() for i in self.items]
        if not names:
            return "nothing"
        if len(names) == 1:
            return names[0]
        return ", ".join(names[:-1]) + " or " + names[-1]


@attrs.frozen
class Total:
    """``r.total``: the sum of a roll's dice."""

    roll: Expr
    type: Type
    span: Span

    def english(self) -> str:
        return f"the total of {self.roll.english()}"


Expr = Const | Local | Global | Builtin | Query | Binary | Not | Negate | Cond | ListOf | Total

# ----- statements ----------------------------------------------------------------------------


@attrs.frozen
class Effect:
    """A call of an effect primitive; it may push frames (a die, a choice) and resume later."""

    name: str
    args: tuple[Expr, ...]
    span: Span
    render: Callable[[tuple[str, ...]], str] = attrs.field(eq=False, repr=False)

    def english(self) -> str:
        return self.render(tuple(a.english() for a in self.args))


@attrs.frozen
class Let:
    name: str
    value: Expr
    span: Span

    def english(self) -> str:
        return f"call {self.value.english()} {self.name.replace('_', ' ')}"


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
        return f"set {name} to {self.value.english()}"


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
            who = self.who.english()
            return f"{who} {agree(who, 'make')} a {self.trait.english()} roll"
        assert self.amount is not None
        return f"roll {self.amount.english()} dice"


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
        text = f"for each {self.name.replace('_', ' ')} in {self.items.english()}"
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
        if self.at_random:
            return f"one of {self.options.english()} is picked at random"
        if self.secret:
            return f"{self.who.english()} choose in secret one of {self.options.english()}"
        return f"{self.who.english()} choose one of {self.options.english()}"


@attrs.frozen
class WinNow:
    side: str
    span: Span

    def english(self) -> str:
        return f"the {self.side} win"


Stmt = Effect | Let | Assign | If | Roll | Match | ForEach | Choose | WinNow


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

    def english(self) -> str:
        return f"{self.name.replace('_', ' ')} {self.amount.english()} when {self.when.english()}"
