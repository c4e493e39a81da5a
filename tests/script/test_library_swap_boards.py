"""swap_boards(): two explorers in one room trade character boards, each player keeping
their own cards."""

from __future__ import annotations

from typing import Any

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario

CTX = Ctx("test", 0, None, "test")


def _call(name: str, state: GameState, *args: object) -> Any:
    return all_primitives()[name].impl(state, CTX, *args)


def _state() -> GameState:
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez"), seed=4)
    sc.room("crypt", Floor.BASEMENT, -1, 0).at(0, "crypt").at(1, "crypt")
    sc.trait(0, Trait.MIGHT, 1).trait(1, Trait.SANITY, 5).give(0, "axe")
    return sc.haunt_started().build()


def test_two_explorers_in_a_room_trade_boards_and_keep_their_cards() -> None:
    s = _state()
    s = _call("add_marks", s, 1, "dna", 1)
    before = s.explorers
    after = _call("swap_boards", s, 0, 1)
    a, b = after.explorers[0], after.explorers[1]
    assert a.explorer == before[1].explorer and a.traits == before[1].traits
    assert b.explorer == before[0].explorer and b.traits == before[0].traits
    assert a.cards == before[0].cards == ("axe",)  # the cards stay with the player
    assert after.trait(0, Trait.SANITY) == s.trait(1, Trait.SANITY)
    # The mark on Ox's card goes with the card to seat 0.
    assert _call("marks", after, 0, "dna") == 1
    assert _call("marks", after, 1, "dna") == 0


def test_nothing_happens_apart_or_alone() -> None:
    s = _state()
    assert _call("swap_boards", s, 0, 0) is s
    assert _call("swap_boards", s, 0, 2) is s  # seat 2 is not in the crypt
