"""Haunt 44, Death Doth Find Us All: the heroes age by decades, each decade reached
changes their traits, and rituals in enough cursed rooms win for them."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

KEY = "haunt:44"
# The west house: Vivian Lopez (42), Father Rhinehardt (62), Zoe Ingstrom (8); the traitor is
# Brandon Jaspers (seat 3), the youngest apart from the revealer.
VIVIAN, FATHER, ZOE, TRAITOR = 0, 1, 2, 3


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = west_house().reveal(44, revealer=2, omen=WEST_OMEN).build()
    assert s.traitor == TRAITOR
    return s


def marks(state: GameState, token: str, seat: int) -> int:
    value = dict(state.script_vars).get(f"{KEY}:{token}@{seat}", 0)
    assert isinstance(value, int)
    return value


def _fresh(revealed: GameState, **counts: int) -> Scenario:
    """Everyone fresh in the Foyer, nothing aged and nothing owed but ``counts``
    (``owed_2=1`` owes seat 2 a decade)."""
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    store = {}
    for name, n in counts.items():
        token, seat = name.rsplit("_", 1)
        store[f"{KEY}:{token}@{seat}"] = n
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(store.items())))
    return sc


def test_the_heroes_age_a_decade_at_the_reveal(revealed: GameState) -> None:
    # Vivian has turned 52 as the first turn starts: one physical and one mental trait
    # drop, her choice; the others wait for theirs.
    assert names(revealed) == ["choose might", "choose speed"]
    assert marks(revealed, "aging", VIVIAN) == 1
    assert marks(revealed, "owed", FATHER) == 1 and marks(revealed, "owed", ZOE) == 1
    assert marks(revealed, "owed", TRAITOR) == 0


def test_each_decade_reached_has_its_effect(revealed: GameState) -> None:
    sc = _fresh(revealed, owed_2=2, owed_1=1)
    start = sc.state
    sc.turn(VIVIAN)
    s = sc.build()
    # Father Rhinehardt turns 72: every trait drops by one.
    for t in Trait:
        assert s.explorers[FATHER].position(t) == start.explorers[FATHER].position(t) - 1
    # Zoe turns 18 (nothing) and then 28: Might and Speed rise by one.
    assert marks(s, "aging", ZOE) == 2 and marks(s, "owed", ZOE) == 0
    for t in (Trait.MIGHT, Trait.SPEED):
        assert s.explorers[ZOE].position(t) == start.explorers[ZOE].position(t) + 1
    for t in (Trait.KNOWLEDGE, Trait.SANITY):
        assert s.explorers[ZOE].position(t) == start.explorers[ZOE].position(t)


def test_the_traitors_turn_ends_with_a_die_of_decades_and_the_medallion_spares_one(
    revealed: GameState,
) -> None:
    sc = _fresh(revealed)
    sc.give(ZOE, "medallion")
    sc.turn(TRAITOR)
    s = run_script(sc.build(), ["end", "die 2", "die 1", "die 2"])
    # Vivian owes 2, Father 1, Zoe 2 less the Medallion's one. The next turn starts at
    # once and ages them one decade at a time: Vivian, reaching 52, chooses what drops.
    assert names(s) == ["choose might", "choose speed"]
    assert marks(s, "aging", VIVIAN) == 1 and marks(s, "owed", VIVIAN) == 1
    assert [marks(s, "owed", seat) for seat in (FATHER, ZOE, TRAITOR)] == [1, 1, 0]


def test_the_traitor_may_not_pick_up_the_medallion(revealed: GameState) -> None:
    sc = _fresh(revealed)
    sc.pile("foyer", "medallion", "axe")
    sc.turn(TRAITOR)
    s = sc.build()
    assert "pickup axe" in names(s) and "pickup medallion" not in names(s)
    sc = _fresh(revealed)
    sc.pile("foyer", "medallion")
    sc.turn(ZOE)
    assert "pickup medallion" in names(sc.build())


def test_rituals_in_as_many_cursed_rooms_as_players_win(revealed: GameState) -> None:
    sc = _fresh(revealed)
    sc.state = attrs.evolve(
        sc.state, script_vars=((f"{KEY}:rites", 3), (f"{KEY}:knowledge_rites", 3))
    )
    sc.at(ZOE, "gallery").turn(ZOE)
    s = sc.build()
    assert "use haunt:44 rite sanity" in names(s) and "use haunt:44 rite knowledge" in names(s)
    dice = s.trait(ZOE, Trait.SANITY)
    s = run_script(s, ["use haunt:44 rite sanity"] + ["die 2"] * dice)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_failed_ritual_leaves_the_room_open_and_a_success_closes_it(
    revealed: GameState,
) -> None:
    sc = _fresh(revealed)
    sc.at(ZOE, "gallery").turn(ZOE)
    s = sc.build()
    dice = s.trait(ZOE, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:44 rite knowledge"] + ["die 0"] * dice)
    assert "use haunt:44 rite knowledge" not in names(s)  # once a turn
    assert (f"{KEY}:knowledge_rite", "gallery") not in s.tokens
    sc = Scenario(s).at(VIVIAN, "gallery")
    sc.turn(VIVIAN)
    s = sc.build()
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    dice = s.trait(VIVIAN, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:44 rite knowledge"] + ["die 2"] * dice)
    assert (f"{KEY}:knowledge_rite", "gallery") in s.tokens
    sc = Scenario(s).at(FATHER, "gallery")
    sc.turn(FATHER)
    assert not any("rite" in n for n in names(sc.build()))


def test_a_dying_hero_feeds_the_traitor(revealed: GameState) -> None:
    sc = _fresh(revealed)
    sc.trait(VIVIAN, Trait.MIGHT, 0)
    sc.state = attrs.evolve(sc.state, script_vars=((f"{KEY}:owed@{VIVIAN}", 3),))
    sc.turn(ZOE)
    s = sc.build()
    # Vivian reaches 52 (she loses Might, her choice) and dies on the skull.
    s = run_script(s, ["choose might"])
    assert not s.explorers[VIVIAN].alive
    might = s.explorers[TRAITOR].position(Trait.MIGHT)
    s = run_script(s, ["die 1", "die 0", "die 1", "choose might", "choose might"])
    assert s.explorers[TRAITOR].position(Trait.MIGHT) == might + 2
