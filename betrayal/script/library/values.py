"""Numbers and lists a script works with: how many things a list holds, the larger or
smaller of two numbers, a number that depends on how many play, the numbers to choose
among, and a list with some of its members left out."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, query
from betrayal.script.types import ANY_LIST, CARD, EXPLORER, INT, ROOM, list_of


@query(
    "count",
    Param("items", ANY_LIST),
    returns=INT,
    example="count(explorers_in(room_of(actor)))",
    english="the number of {items}",
)
def count(state: GameState, ctx: Ctx, items: tuple[object, ...]) -> int:
    """How many things a list holds."""
    return len(items)


@query(
    "max_of",
    Param("a", INT),
    Param("b", INT),
    returns=INT,
    example="max_of(1, 2)",
    english="the larger of {a} and {b}",
)
def max_of(state: GameState, ctx: Ctx, a: int, b: int) -> int:
    """The larger of two numbers."""
    return max(a, b)


@query(
    "min_of",
    Param("a", INT),
    Param("b", INT),
    returns=INT,
    example="min_of(1, 2)",
    english="the smaller of {a} and {b}",
)
def min_of(state: GameState, ctx: Ctx, a: int, b: int) -> int:
    """The smaller of two numbers."""
    return min(a, b)


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


@query(
    "others_than",
    Param("people", list_of(EXPLORER)),
    Param("who", EXPLORER),
    returns=list_of(EXPLORER),
    example="others_than(explorers_in(room_of(actor)), actor)",
    english="{people} other than {who}",
)
def others_than(state: GameState, ctx: Ctx, people: tuple[int, ...], who: int) -> tuple[int, ...]:
    """The explorers of a list without one of them."""
    return tuple(p for p in people if p != who)


@query(
    "rooms_except",
    Param("rooms", list_of(ROOM)),
    Param("drop", list_of(ROOM)),
    returns=list_of(ROOM),
    example="rooms_except(rooms_on(basement), [basement_landing])",
    english="{rooms} other than {drop}",
)
def rooms_except(
    state: GameState, ctx: Ctx, rooms: tuple[str, ...], drop: tuple[str, ...]
) -> tuple[str, ...]:
    """The rooms of a list that are not in a second list, in the first list's order."""
    return tuple(r for r in rooms if r not in drop)


@query(
    "cards_except",
    Param("cards", list_of(CARD)),
    Param("drop", list_of(CARD)),
    returns=list_of(CARD),
    example="cards_except(deck_cards(item), [axe])",
    english="{cards} but {drop}",
)
def cards_except(
    state: GameState, ctx: Ctx, cards: tuple[str, ...], drop: tuple[str, ...]
) -> tuple[str, ...]:
    """The cards of a list that are not in a second list, in the first list's order."""
    return tuple(c for c in cards if c not in drop)
