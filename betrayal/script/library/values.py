"""Numbers and lists a script works with: how many things a list holds, the larger or
smaller of two numbers, a number that depends on how many play, the numbers to choose
among, and a list with some of its members left out."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, query
from betrayal.script.types import ANY_LIST, INT, list_of


@query(
    "count",
    Param("items", ANY_LIST),
    returns=INT,
    example="count([e in explorers where room_of(e) == room_of(actor)])",
    english="the number of {items}",
)
def count(state: GameState, ctx: Ctx, items: tuple[object, ...]) -> int:
    """How many things a list holds."""
    return len(items)


@query(
    "first",
    Param("items", ANY_LIST),
    returns=ANY_LIST,
    example="first([e in explorers where e != actor])",
    english="the first of {items}",
)
def first(state: GameState, ctx: Ctx, items: tuple[object, ...]) -> tuple[object, ...]:
    """The first item of a list, as a list of one; empty for an empty list. With a filter
    over a list in a known order, it is the first item that meets a condition (going round
    the table from someone, say); the value has the type of the list it is given."""
    return items[:1]


@query(
    "by_players",
    Param("three", INT),
    Param("four", INT),
    Param("five", INT),
    Param("six", INT),
    returns=INT,
    example="by_players(1, 5, 7, 9)",
    english="{three}, {four}, {five} or {six} (for 3, 4, 5 or 6 players)",
)
def by_players(state: GameState, ctx: Ctx, three: int, four: int, five: int, six: int) -> int:
    """A number that depends on how many play: the 3rd edition's {a/b/c/d} values, one
    for each of 3, 4, 5 and 6 players. Fewer than 3 players count as 3, more than 6 as 6."""
    values = (three, four, five, six)
    return values[min(max(state.players, 3), 6) - 3]


@query(
    "numbers_up_to",
    Param("top", INT),
    returns=list_of(INT),
    example="numbers_up_to(8)",
    english="a number from 0 to {top}",
)
def numbers_up_to(state: GameState, ctx: Ctx, top: int) -> tuple[int, ...]:
    """The whole numbers from 0 to ``top`` (at most 100 of them), to choose among."""
    return tuple(range(0, max(0, min(top, 100)) + 1))


def _extreme(of_two: str, of_more: str, numbers: str) -> str:
    # A written list reads "A or B" / "A, B or C" (its items bracketed where they are
    # operations); here all of them count, so it reads "the smaller of A and B".
    depth, cut, commas = 0, -1, 0
    for i, ch in enumerate(numbers):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0 and numbers.startswith(" or ", i):
            cut = i
        commas += depth == 0 and ch == ","
    if cut < 0:
        return f"the {of_more} of {numbers}"
    joined = numbers[:cut] + " and " + numbers[cut + len(" or ") :]
    return f"the {of_two if commas == 0 else of_more} of {joined}"


@query(
    "min",
    Param("numbers", list_of(INT)),
    returns=INT,
    example="min([3, trait_of(actor, might)])",
    english=lambda words: _extreme("smaller", "smallest", words["numbers"]),
)
def smallest(state: GameState, ctx: Ctx, numbers: tuple[int, ...]) -> int:
    """The smallest number of a list. It is an error to ask of an empty list: check its
    count first."""
    if not numbers:
        raise BetrayalError("min() of an empty list")
    return min(numbers)


@query(
    "max",
    Param("numbers", list_of(INT)),
    returns=INT,
    example="max([1, count(heroes)])",
    english=lambda words: _extreme("larger", "largest", words["numbers"]),
)
def largest(state: GameState, ctx: Ctx, numbers: tuple[int, ...]) -> int:
    """The largest number of a list. It is an error to ask of an empty list: check its
    count first."""
    if not numbers:
        raise BetrayalError("max() of an empty list")
    return max(numbers)
