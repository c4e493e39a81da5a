"""Haunt 47, Worm Ouroboros: the traitor becomes two Heads that trail a body through the
house; the Skull opens a Head to attack, and enough hits destroy it."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.rules.monster_kinds import trait_of_monster
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import (
    Scenario,
    haunt_var,
    late_house,
    monster_turn,
    names,
    run_script,
)
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
    """The two Heads in rooms ``a`` and ``b``, as the reveal puts them down."""
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in (JENNY, PETER, PROF):
        sc.at(seat, "foyer").fresh(seat)
    store = {f"{KEY}:head_a": "head#1", f"{KEY}:head_b": "head#2"}
    store |= {f"{KEY}:{k}": v for k, v in values.items()}
    first = MonsterState("head#1", "head", a, home=a)
    second = MonsterState("head#2", "head", b, home=b)
    sc.state = attrs.evolve(
        sc.state, monsters=(first, second), script_vars=tuple(sorted(store.items()))
    )
    return sc


def test_the_traitor_leaves_the_board_for_two_heads(revealed: GameState) -> None:
    assert not revealed.explorers[TRAITOR].alive
    room = revealed.explorers[TRAITOR].room
    # Two Heads of one kind, belonging to nobody (each rolls its own move all the same).
    assert [(m.ident, m.kind, m.owner) for m in revealed.monsters] == [
        ("head#1", "head", None),
        ("head#2", "head", None),
    ]
    assert all(m.room == room for m in revealed.monsters)
    assert (haunt_var(revealed, 47, "head_a"), haunt_var(revealed, 47, "head_b")) == (
        "head#1",
        "head#2",
    )
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
        attrs.evolve(m, moves_left=2) if m.ident == "head#1" else m for m in sc.state.monsters
    )
    sc.state = attrs.evolve(sc.state, monsters=heads)
    s = sc.build()
    s = run_script(s, ["monster head#1 move S"])  # into the Entrance Hall
    assert (f"{KEY}:body", "foyer") in s.tokens and haunt_var(s, 47, "bodies") == 15
    s = run_script(s, ["monster head#1 move N"])  # back: the hall already had a body
    assert haunt_var(s, 47, "bodies") == 15
    s = run_script(s, ["monster head#1 done", "die 1"])
    s = s.apply(next(n for n in names(s) if n.startswith("monster head#2 move")))
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
    sc = _heads(revealed, "foyer", "upper_landing", slain=1)
    sc.give(PETER, "skull")
    sc.turn(PETER)
    s = sc.build()
    assert not any(n.startswith("attack head") for n in names(s))
    assert [n for n in names(s) if "skull_rite" in n] == ["use haunt:47 skull_rite head#1"]
    s = run_script(s, ["use haunt:47 skull_rite head#1"] + ["die 2"] * s.trait(PETER, Trait.SANITY))
    assert haunt_var(s, 47, "open_a") is True
    might = s.trait(PETER, Trait.MIGHT)
    assert "attack head#1" in names(s)
    # The opened Head defends with Might 5 and is not stunned by a defeat.
    s = run_script(s, ["attack head#1"] + ["die 2"] * might + ["die 0"] * 5)
    head = next(m for m in s.monsters if m.ident == "head#1")
    assert not head.stunned and haunt_var(s, 47, "hits_a") == 1
    # A second hit, by another hero, destroys it: with the other Head gone, the heroes win.
    sc = Scenario(s)
    sc.turn(PROF)
    s = sc.build()
    s = run_script(s, ["attack head#1"] + ["die 2"] * s.trait(PROF, Trait.MIGHT) + ["die 0"] * 5)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_only_the_opened_head_may_be_fought(revealed: GameState) -> None:
    sc = _heads(revealed, "foyer", "upper_landing", open_a=True)
    s = sc.at(JENNY, "upper_landing").turn(JENNY).build()
    # Jenny stands with the unopened Head: she may not attack it; Peter, with the opened
    # one, may.
    assert not any(n.startswith("attack head") for n in names(s))
    s = Scenario(s).turn(PETER).build()
    assert "attack head#1" in names(s)


def test_the_skull_opens_one_head_alone(revealed: GameState) -> None:
    sc = _heads(revealed, "foyer", "foyer").give(PETER, "skull").turn(PETER)
    s = sc.build()
    rites = [n for n in names(s) if "skull_rite" in n]
    assert rites == ["use haunt:47 skull_rite head#1", "use haunt:47 skull_rite head#2"]
    s = run_script(s, ["use haunt:47 skull_rite head#2"] + ["die 2"] * s.trait(PETER, Trait.SANITY))
    assert (haunt_var(s, 47, "open_a"), haunt_var(s, 47, "open_b")) == (None, True)
    # Only the second is weakened to Might 5; the first keeps its 6.
    first, second = s.monsters
    assert (trait_of_monster(s, first, Trait.MIGHT), trait_of_monster(s, second, Trait.MIGHT)) == (
        6,
        5,
    )
    # Once opened, it may not be opened again; the first still may be.
    s = Scenario(s).turn(PETER).build()
    assert [n for n in names(s) if "skull_rite" in n] == ["use haunt:47 skull_rite head#1"]


def test_a_hit_counts_against_the_head_that_lost(revealed: GameState) -> None:
    # Both Heads opened, in different rooms: Peter beats the second one.
    sc = _heads(revealed, "upper_landing", "foyer", open_a=True, open_b=True)
    s = sc.turn(PETER).build()
    s = run_script(s, ["attack head#2"] + ["die 2"] * s.trait(PETER, Trait.MIGHT) + ["die 0"] * 6)
    assert (haunt_var(s, 47, "hits_a"), haunt_var(s, 47, "hits_b")) == (None, 1)
    assert not any(m.stunned for m in s.monsters)


def test_each_head_rolls_its_own_move(revealed: GameState) -> None:
    sc = _heads(revealed, "upper_landing", "upper_landing")
    for seat in (JENNY, PETER, PROF):
        sc.at(seat, "basement_landing")
    s = monster_turn(sc.build(), TRAITOR)
    s = run_script(s, ["die 2"])  # the first Head's one die
    moves = {m.ident: m.moves_left for m in s.monsters}
    assert moves == {"head#1": 2, "head#2": 0}
    s = run_script(s, ["monster head#1 done", "die 0"])  # the second's: one space at least
    assert {m.ident: m.moves_left for m in s.monsters}["head#2"] == 1


def test_an_unopened_head_beside_an_opened_one_may_not_be_fought(revealed: GameState) -> None:
    s = _heads(revealed, "foyer", "foyer", open_a=True).turn(PETER).build()
    assert "attack head#1" in names(s)
    assert "attack head#2" not in names(s)
