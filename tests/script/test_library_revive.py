"""revive(): a dead explorer comes back to life where they fell, traits healed."""

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


def test_the_dead_come_back_where_they_fell_with_their_traits_healed() -> None:
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez"), seed=4)
    sc.room("crypt", Floor.BASEMENT, -1, 0).at(1, "crypt").trait(1, Trait.MIGHT, 0)
    s = sc.haunt_started().build()
    start = s.explorer_def(1).track(Trait.SPEED).start
    s = _call("kill", s, 1)
    assert not s.explorers[1].alive
    s = _call("revive", s, 1)
    ex = s.explorers[1]
    assert ex.alive and ex.room == "crypt"
    assert ex.position(Trait.MIGHT) == s.explorer_def(1).track(Trait.MIGHT).start
    assert ex.position(Trait.SPEED) == start
    assert _call("revive", s, 1) is s  # the living are left alone
