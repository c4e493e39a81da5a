"""The English of a rule says what the script does: grouping kept, every argument shown.

Expressions are generated as the compiler's IR. Two expressions that differ (in grouping,
or in anything else) must never read the same, and whatever an argument reads as must
appear in the sentence that uses it.
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st
from script_helpers import script_settings

from betrayal.diagnostics import Span
from betrayal.script import ir
from betrayal.script.registry import ModeFamilyEnglish, all_primitives
from betrayal.script.types import BOOL, EXPLORER, INT, TRAIT, Base, Type

SPAN = Span("t.haunt", 1, 1, 1, 1)
ARITHMETIC = (ir.Op.ADD, ir.Op.SUB, ir.Op.MUL, ir.Op.DIV)
COMPARISONS = (ir.Op.EQ, ir.Op.NE, ir.Op.LT, ir.Op.LE, ir.Op.GT, ir.Op.GE)
LOGIC = (ir.Op.AND, ir.Op.OR)

int_leaves = st.one_of(
    st.integers(1, 9).map(lambda n: ir.Const(n, INT, str(n), SPAN)),
    st.sampled_from(["rites", "fires", "omens"]).map(lambda n: ir.Global(n, INT, SPAN)),
)
bool_leaves = st.sampled_from(["sealed", "lit", "awake"]).map(lambda n: ir.Global(n, BOOL, SPAN))


@st.composite
def _grouped(
    draw: st.DrawFn,
    leaves: list[ir.Expr],
    ops: list[ir.Op],
    result: Type,
    wrap: Callable[[ir.Expr], ir.Expr],
) -> ir.Expr:
    """One grouping of ``leaves`` joined in order by ``ops``, now and then wrapped."""
    if len(leaves) == 1:
        tree = leaves[0]
    else:
        cut = draw(st.integers(1, len(leaves) - 1))
        left = draw(_grouped(leaves[:cut], ops[: cut - 1], result, wrap))
        right = draw(_grouped(leaves[cut:], ops[cut:], result, wrap))
        tree = ir.Binary(ops[cut - 1], left, right, result, SPAN)
    return wrap(tree) if draw(st.integers(0, 5)) == 0 else tree


def _negate(e: ir.Expr) -> ir.Expr:
    return ir.Negate(e, INT, SPAN)


def _not(e: ir.Expr) -> ir.Expr:
    return ir.Not(e, BOOL, SPAN)


@st.composite
def numbers(draw: st.DrawFn, size: int = 4) -> ir.Expr:
    """An arithmetic expression of up to ``size`` leaves, sometimes an `if` of two."""
    count = draw(st.integers(1, size))
    leaves = draw(st.lists(int_leaves, min_size=count, max_size=count))
    ops = draw(st.lists(st.sampled_from(ARITHMETIC), min_size=count - 1, max_size=count - 1))
    tree = draw(_grouped(leaves, ops, INT, _negate))
    if draw(st.integers(0, 6)) == 0:
        condition = draw(bool_leaves)
        tree = ir.Cond(condition, tree, draw(int_leaves), INT, SPAN)
    return tree


@st.composite
def number_pairs(draw: st.DrawFn) -> tuple[ir.Expr, ir.Expr]:
    """Two groupings of the same numbers and operators, in the same order."""
    count = draw(st.integers(2, 6))
    leaves = draw(st.lists(int_leaves, min_size=count, max_size=count))
    ops = draw(st.lists(st.sampled_from(ARITHMETIC), min_size=count - 1, max_size=count - 1))
    return (
        draw(_grouped(leaves, ops, INT, _negate)),
        draw(_grouped(leaves, ops, INT, _negate)),
    )


@st.composite
def conditions(draw: st.DrawFn) -> ir.Expr:
    """A truth value: a name or a comparison of two arithmetic expressions."""
    if draw(st.booleans()):
        return draw(bool_leaves)
    op = draw(st.sampled_from(COMPARISONS))
    return ir.Binary(op, draw(numbers(3)), draw(numbers(3)), BOOL, SPAN)


@st.composite
def condition_pairs(draw: st.DrawFn) -> tuple[ir.Expr, ir.Expr]:
    """Two groupings of the same conditions joined by the same `and`s and `or`s."""
    count = draw(st.integers(2, 5))
    leaves = draw(st.lists(conditions(), min_size=count, max_size=count))
    ops = draw(st.lists(st.sampled_from(LOGIC), min_size=count - 1, max_size=count - 1))
    return (
        draw(_grouped(leaves, ops, BOOL, _not)),
        draw(_grouped(leaves, ops, BOOL, _not)),
    )


@script_settings()
@given(number_pairs())
def test_numbers_grouped_differently_never_read_the_same(pair: tuple[ir.Expr, ir.Expr]) -> None:
    first, second = pair
    if first != second:
        assert first.english() != second.english()


@script_settings()
@given(condition_pairs())
def test_conditions_grouped_differently_never_read_the_same(
    pair: tuple[ir.Expr, ir.Expr],
) -> None:
    first, second = pair
    if first != second:
        assert first.english() != second.english()


@script_settings()
@given(st.data())
def test_every_argument_of_a_primitive_appears_in_its_sentence(data: st.DataObject) -> None:
    prim = data.draw(st.sampled_from(sorted(all_primitives().values(), key=lambda p: p.name)))
    args: list[ir.Expr] = []
    for param in prim.params:
        if param.type.base is Base.INT:
            args.append(data.draw(numbers()))
        elif param.type.base is Base.BOOL:
            args.append(data.draw(conditions()))
        elif param.type.modes is not None:
            mode = data.draw(st.sampled_from(list(param.type.modes)))
            args.append(ir.Const(mode, param.type, str(mode.value), SPAN))
        else:
            # Any other value reads as a word of its own, found nowhere else.
            args.append(ir.Const(None, param.type, f"«{param.name}»", SPAN))
    call = ir.Effect(prim.name, tuple(args), SPAN, prim.render)
    sentence = call.english()
    # A family's argument that its mode ignores may go unsaid only while it holds the
    # default, which the compiler fills in for a script that leaves it out.
    unsaid: frozenset[str] = frozenset()
    if isinstance(prim.english, ModeFamilyEnglish):
        words = {p.name: ir.argument(a) for p, a in zip(prim.params, args, strict=True)}
        unsaid = prim.english.unsaid(words)
    for param, arg in zip(prim.params, args, strict=True):
        if param.type.modes is None:
            if param.name in unsaid:
                continue
            # A negative number may read as its size with the opposite verb ("lose
            # minus 2 spaces" as "get 2 more spaces"); the size must still be said.
            negated = isinstance(arg, ir.Negate) and isinstance(arg.operand, ir.Const)
            said = ir.argument(arg.operand) if negated else arg.english()
            assert arg.english() in sentence or said in sentence, (prim.name, param.name, sentence)
            continue
        # A mode reads as what it does, not as its word: each reads differently.
        for other in param.type.modes:
            if other is not arg.value:
                word = ir.Const(other, param.type, str(other.value), SPAN)
                changed = tuple(word if a is arg else a for a in args)
                again = ir.Effect(prim.name, changed, SPAN, prim.render).english()
                assert again != sentence, (prim.name, param.name, sentence)


@script_settings()
@given(numbers())
def test_the_extra_dice_of_a_trait_roll_appear_in_its_sentence(extra: ir.Expr) -> None:
    who = ir.Builtin("actor", EXPLORER, SPAN)
    sanity = ir.Const("sanity", TRAIT, "Sanity", SPAN)
    roll = ir.Roll(ir.RollKind.TRAIT, who, None, sanity, "r", SPAN, extra)
    sentence = roll.english()
    assert sentence.startswith("you make a Sanity roll with ")
    assert extra.english() in sentence
