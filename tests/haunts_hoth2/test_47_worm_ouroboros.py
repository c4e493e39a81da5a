"""Haunt 47, Worm Ouroboros: the traitor becomes two Heads that trail a body through the
house; the Skull opens a Head to attack, and enough hits destroy it."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:47"
# The late house, revealed by seat 1: Jenny (0), Madame Zostra the traitor (1), Peter (2),
# Professor Longfellow (3).
JENNY, TRAITOR, PETER, PROF = 0, 1, 2, 3


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = late_house().reveal(47, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == TRAITOR
    return s


def _heads(revealed: GameState, a: str, b: str, **values: object) -> Scenario:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in (JENNY, PETER, PROF):
        sc.at(seat, "foyer").fresh(seat)
    store = {f"{KEY}:at_a": a, f"{KEY}:at_b": b, **{f"{KEY}:{k}": v for k, v in values.items()}}
    sc.state = attrs.evolve(
        sc.state,
        monsters=(MonsterState("head_a#1", "head_a", a), MonsterState("head_b#1", "head_b", b)),
        script_vars=tuple(sorted(store.items())),
    )
    return sc


def test_the_traitor_leaves_the_board_for_two_heads(revealed: GameState) -> None:
    assert not revealed.explorers[TRAITOR].alive
    room = revealed.explorers[TRAITOR].room
    assert sorted(m.kind for m in revealed.monsters) == ["head_a", "head_b"]
    assert all(m.room == room for m in revealed.monsters)
    assert "spirit_board" in revealed.pile(room)


def test_a_head_leaves_its_body_behind_and_sixteen_win(revealed: GameState) -> None:
    sc = _heads(revealed, "foyer", "upper_landing", bodies=14)
    sc.state = attrs.evolve(
        sc.state,
        tokens=tuple(sorted((*sc.state.tokens, (f"{KEY}:body", "entrance_hall")))),
        turn=attrs.evolve(sc.state.turn, player=TRAITOR, monsters=True, number=200),
    )
    for seat in (JENNY, PETER, PROF):
        sc.at(seat, "basement_landing")
    heads = tuple(
        attrs.evolve(m, moves_left=2) if m.kind == "head_a" else m for m in sc.state.monsters
    )
    sc.state = attrs.evolve(sc.state, monsters=heads)
    s = sc.build()
    s = run_script(s, ["monster head_a#1 move S"])  # into the Entrance Hall
    assert (f"{KEY}:body", "foyer") in s.tokens and haunt_var(s, 47, "bodies") == 15
    s = run_script(s, ["monster head_a#1 move N"])  # back: the hall already had a body
    assert haunt_var(s, 47, "bodies") == 15
    s = run_script(s, ["monster head_a#1 done", "die 1"])
    s = s.apply(next(n for n in names(s) if n.startswith("monster head_b#1 move")))
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_body_tokens_slow_heroes(revealed: GameState) -> None:
    sc = _heads(revealed, "upper_landing", "upper_landing")
    sc.state = attrs.evolve(sc.state, tokens=((f"{KEY}:body", "foyer"),))
    sc.trait(JENNY, Trait.SPEED, 2)
    sc.turn(JENNY)
    s = sc.build()
    left = s.turn.moves_left
    s = s.apply("move S")
    assert s.turn.moves_left == left - 2


def test_the_skull_opens_a_head_and_two_hits_destroy_it(revealed: GameState) -> None:
    sc = _heads(revealed, "foyer", "foyer", slain=1)
    sc.give(PETER, "skull")
    sc.turn(PETER)
    s = sc.build()
    assert not any(n.startswith("attack head") for n in names(s))
    s = run_script(s, ["use haunt:47 skull_rite head_a"] + ["die 2"] * s.trait(PETER, Trait.SANITY))
    assert haunt_var(s, 47, "open_a") is True
    might = s.trait(PETER, Trait.MIGHT)
    assert "attack head_a#1" in names(s) and "attack head_b#1" not in names(s)
    # The opened Head defends with Might 5 and is not stunned by a defeat.
    s = run_script(s, ["attack head_a#1"] + ["die 2"] * might + ["die 0"] * 5)
    head = next(m for m in s.monsters if m.kind == "head_a")
    assert not head.stunned and haunt_var(s, 47, "hits_a") == 1
    # A second hit, by another hero, destroys it: with the other Head gone, the heroes win.
    sc = Scenario(s)
    sc.turn(PROF)
    s = sc.build()
    s = run_script(s, ["attack head_a#1"] + ["die 2"] * s.trait(PROF, Trait.MIGHT) + ["die 0"] * 5)
    assert s.phase is Phase.OVER and s.winner == "heroes"
