"""Haunt 50, Treasure Hunt: Clues in the symbol rooms, searches that cost movement, a
house that starts to fall, and one explorer alone finding the treasure."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import LATE_OMEN, late_house

KEY = "haunt:50"
# The late house: Jenny (0), Madame Zostra (1), Peter (2), Professor Longfellow (3); no
# traitor.
JENNY, ZOSTRA, PETER, PROF = 0, 1, 2, 3


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = late_house().reveal(50, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor is None
    return s


def _search(s: GameState, seat: int, faces: list[str]) -> GameState:
    dice = s.trait(seat, Trait.KNOWLEDGE)
    assert len(faces) <= dice
    return run_script(s, ["use haunt:50 search"] + faces + ["die 0"] * (dice - len(faces)))


def _at(revealed: GameState, room: str, seat: int = PETER) -> GameState:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for other in range(4):
        sc.at(other, "foyer").fresh(other)
    sc.at(seat, room).trait(seat, Trait.SPEED, 4)
    sc.turn(seat)
    return sc.build()


def test_twenty_clues_lie_face_down_in_symbol_rooms(revealed: GameState) -> None:
    rooms = [r for t, r in revealed.tokens if t == f"{KEY}:clue"]
    assert len(rooms) == 20
    content = revealed.game.content
    assert all(content.room(r).symbols for r in rooms)


def test_a_search_costs_a_space_and_a_middling_roll_takes_the_clue(
    revealed: GameState,
) -> None:
    s = _at(revealed, "kitchen")
    left = s.turn.moves_left
    s = _search(s, PETER, ["die 2", "die 2"])
    assert s.turn.moves_left == left - 1
    # Which Clue it is comes at random: a lead (sixteen of them) or a trap (four).
    assert s.current_player() == -1
    s = s.apply(s.legal_actions()[-1])  # the highest number: a lead
    assert (f"{KEY}:lead", PETER) in s.carried
    assert (f"{KEY}:clue", "kitchen") not in s.tokens
    assert (f"{KEY}:searched", "kitchen") in s.tokens
    # The room may still be searched, and the lead now adds two to the total.
    assert "use haunt:50 search" in names(s)


def test_a_total_of_nothing_is_a_fall(revealed: GameState) -> None:
    s = _at(revealed, "kitchen")
    s = _search(s, PETER, [])
    assert s.current_player() == -1  # two dice of physical damage
    s = run_script(s, ["die 1", "die 0"])
    assert names(s) == ["damage might", "damage speed"]


def test_thirteen_to_fifteen_brings_down_an_upper_room(revealed: GameState) -> None:
    s = _at(revealed, "kitchen")
    sc = Scenario(s).trait(PETER, Trait.KNOWLEDGE, 7)
    s = sc.build()
    s = _search(s, PETER, ["die 2"] * 7)  # 14
    assert s.current_player() == PETER
    offered = [n.split()[-1] for n in names(s)]
    assert "upper_landing" in offered and "kitchen" not in offered
    s = s.apply("choose attic")
    assert "attic" in s.collapsed


def test_sixteen_finds_the_treasure_and_one_explorer_wins_alone(revealed: GameState) -> None:
    s = _at(revealed, "kitchen")
    sc = Scenario(s).trait(PETER, Trait.KNOWLEDGE, 7)
    st = sc.state
    sc.state = attrs.evolve(st, carried=(*st.carried, (f"{KEY}:lead", PETER)) * 1)
    s = sc.build()
    s = _search(s, PETER, ["die 2"] * 7 + ["die 1"])
    assert s.phase is Phase.OVER and s.winner == str(PETER)
    assert s.returns() == (-1.0, -1.0, 1.0, -1.0)


def _holding(revealed: GameState, *tokens: str) -> GameState:
    """Peter, Knowledge 7, in the Kitchen (a Clue lies there) with the Clues named."""
    sc = Scenario(_at(revealed, "kitchen")).trait(PETER, Trait.KNOWLEDGE, 7)
    held = tuple(sorted((*sc.state.carried, *((f"{KEY}:{t}", PETER) for t in tokens))))
    sc.state = attrs.evolve(sc.state, carried=held)
    return sc.build()


def test_a_trap_held_still_counts_as_a_clue(revealed: GameState) -> None:
    # 12 on the dice alone would take the Kitchen's Clue; the trap makes it 13.
    s = _search(_holding(revealed, "trap"), PETER, ["die 2"] * 6)
    assert s.current_player() == PETER  # the searcher picks the room that falls
    assert all(n.startswith("choose ") for n in names(s))


def test_a_helpful_clue_adds_two(revealed: GameState) -> None:
    # 13 on the dice: a trap (+1) and a lead (+2) make the 16 that finds the treasure.
    s = _search(_holding(revealed, "trap", "lead"), PETER, ["die 2"] * 6 + ["die 1"])
    assert s.phase is Phase.OVER and s.winner == str(PETER)


def test_a_helpful_clue_alone_falls_one_short(revealed: GameState) -> None:
    s = _search(_holding(revealed, "lead"), PETER, ["die 2"] * 6 + ["die 1"])  # 15
    assert s.phase is not Phase.OVER
    assert s.current_player() == PETER and all(n.startswith("choose ") for n in names(s))


def test_with_more_symbol_rooms_than_clues_the_floors_share_them(revealed: GameState) -> None:
    # The late house has 13 symbol rooms on the ground floor, 7 in the basement and 5
    # upstairs: the smaller floors get a Clue in each, the ground floor the other 8.
    content = revealed.game.content
    floors = [revealed.house.floor_of(r).value for t, r in revealed.tokens if t == f"{KEY}:clue"]
    assert sorted(floors.count(f) for f in ("basement", "ground", "upper")) == [5, 7, 8]
    assert floors.count("ground") == 8
    symbol_ground = [
        t.room
        for t in revealed.house.tiles
        if t.floor.value == "ground" and content.room(t.room).symbols
    ]
    assert len(symbol_ground) == 13
