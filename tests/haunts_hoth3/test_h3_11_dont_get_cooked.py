"""3rd-edition haunt 11, Don't Get Cooked: everyone rummages for Food for the witches,
who eat whoever has none once it is all found; the last one alive wins."""

from __future__ import annotations

from h3_helpers import dice, haunt_vars, meet, names, revealed, with_vars

from betrayal.core.state import GameState

HAUNT = 11
FOOD = "haunt:11:food"


def test_food_is_set_aside_by_the_number_of_players() -> None:
    s = revealed(HAUNT)
    assert s.traitor is None
    assert s.current_player() == 2
    assert haunt_vars(s, HAUNT)["supply"] == 3  # four players
    assert s.carried == ()


def _rummage(room: str) -> GameState:
    s = meet(revealed(HAUNT), room).turn(0).build()
    s = s.apply("use haunt:11 rummage")
    for d in dice(2, 2, 0):  # a Knowledge roll of 4
        s = s.apply(d)
    return s


def test_rummaging_on_a_food_tile_is_two_better() -> None:
    s = _rummage("kitchen")
    assert s.carried == ((FOOD, 0),)
    assert haunt_vars(s, HAUNT)["supply"] == 2
    s = _rummage("ballroom")
    assert s.carried == ()
    assert haunt_vars(s, HAUNT)["supply"] == 3


def _feast(fed: tuple[int, ...]) -> GameState:
    """Every Food found, carried by the seats ``fed``; the revealer (seat 1) ends a turn."""
    s = meet(revealed(HAUNT), "ballroom").turn(1).build()
    s = s.evolve(carried=tuple((FOOD, seat) for seat in fed))
    s = with_vars(s, HAUNT, supply=0)
    return s.apply("end")


def test_the_witches_eat_those_without_food_and_the_food_is_set_aside_again() -> None:
    s = _feast((0, 2))
    assert [e.alive for e in s.explorers] == [True, False, True, False]
    assert not s.is_terminal()
    assert s.carried == ()
    assert haunt_vars(s, HAUNT)["supply"] == 1  # one fewer than the two left alive


def test_the_witches_wait_while_food_is_still_to_be_found() -> None:
    s = meet(revealed(HAUNT), "ballroom").turn(1).build()
    s = with_vars(s, HAUNT, supply=1).apply("end")
    assert all(e.alive for e in s.explorers)


def test_the_last_explorer_alive_wins() -> None:
    s = _feast((3,))
    assert s.is_terminal()
    assert s.winner == "3"


def test_food_can_be_handed_over_like_an_item() -> None:
    s = meet(revealed(HAUNT), "ballroom").turn(0).build()
    s = s.evolve(carried=((FOOD, 0),))
    offers = [n for n in names(s) if "food" in n and "trade" in n]
    assert offers, names(s)


def test_beating_someone_in_a_might_attack_may_take_their_food() -> None:
    # Seat 0 beats seat 1 (5 dice of 2 against 4 blanks): seat 1's Food may be taken, and
    # their Book may not.
    s = meet(revealed(HAUNT), "ballroom").give(1, "book").turn(0).build()
    s = s.evolve(carried=((FOOD, 1),))
    s = s.apply("attack 1")
    for d in dice(*[2] * 5, *[0] * 4):
        s = s.apply(d)
    steals = [n for n in names(s) if n.startswith("steal")]
    assert steals == [f"steal {FOOD}"], names(s)
    s = s.apply(steals[0])
    assert s.carried == ((FOOD, 0),)
