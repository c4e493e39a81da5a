"""Haunt 31, Airborne: every explorer for themselves; parachutes found in omen rooms,
grabbed from each other, and worn out through a way out of the flying house."""

from __future__ import annotations

import attrs

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.state import GameState
from betrayal.testing import Scenario, check_invariants, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_OMEN, WEST_OMEN, west_house

KEY = "haunt:31"


def _revealed() -> GameState:
    """The haunt revealed by seat 2 on the Balcony, in the west house."""
    s = west_house().reveal(31, revealer=2, omen=WEST_OMEN).build()
    assert s.phase is Phase.HAUNT and s.traitor is None and not s.frames
    return s


def _carrying(state: GameState, *seats: int) -> GameState:
    token = f"{KEY}:parachute"
    return attrs.evolve(state, carried=tuple(sorted((token, seat) for seat in seats)))


def test_the_basement_falls_away_and_its_explorers_ride_up() -> None:
    # In the late house, three explorers are in the basement when the haunt begins.
    s = late_house().reveal(31, revealer=1, omen=LATE_OMEN).build()
    assert all(s.house.floor_of(e.room) is not Floor.BASEMENT for e in s.explorers)
    basement = [t.room for t in s.house.tiles if t.floor is Floor.BASEMENT]
    assert basement and set(basement) <= s.collapsed
    assert s.house.floor_of("mystic_elevator") is not Floor.BASEMENT
    check_invariants(s)


def test_a_knowledge_search_in_an_omen_room_finds_a_parachute() -> None:
    s = _revealed()
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.fresh(2).at(2, "balcony").turn(2)
    st = sc.build()
    assert f"use {KEY} search knowledge" in names(st)
    dice = st.trait(2, Trait.KNOWLEDGE)
    st = run_script(st, [f"use {KEY} search knowledge", "die 2", "die 2"] + ["die 0"] * (dice - 2))
    assert (f"{KEY}:parachute", 2) in st.carried
    assert haunt_var(st, 31, "searched") == ("balcony",) and haunt_var(st, 31, "found") == 1
    # Searching ended the explorer's movement; nothing more to find here.
    assert not any(n.startswith("move") for n in names(st))
    assert not any("search" in n for n in names(st))


def test_a_failed_search_can_be_tried_again_next_turn() -> None:
    s = _revealed()
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.fresh(2).at(2, "balcony").turn(2)
    st = sc.build()
    dice = st.trait(2, Trait.SPEED)
    st = run_script(st, [f"use {KEY} search speed"] + ["die 0"] * dice)
    assert st.carried == () and haunt_var(st, 31, "searched") in (None, ())


def test_jumping_out_and_the_last_parachute_ends_it_for_the_rest() -> None:
    s = _revealed()
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.at(2, "balcony").at(3, "balcony")
    sc.state = _carrying(sc.state, 2, 3)
    st = sc.turn(2).build()
    assert f"use {KEY} jump sanity" in names(st)
    sanity = st.trait(2, Trait.SANITY)
    st = run_script(st, [f"use {KEY} jump sanity", "die 2", "die 2"] + ["die 0"] * (sanity - 2))
    assert 2 in st.escaped and not st.explorers[2].alive and st.phase is Phase.HAUNT
    assert st.turn.player != 2  # their turn passed on by itself
    # The second (and last) parachute: whoever is left aboard falls with the house.
    st = Scenario(st).turn(3).build()
    sanity = st.trait(3, Trait.SANITY)
    st = run_script(st, [f"use {KEY} jump sanity", "die 2", "die 2"] + ["die 0"] * (sanity - 2))
    assert st.phase is Phase.OVER and st.winner == "2,3"
    assert st.returns() == (-1.0, -1.0, 1.0, 1.0)
    assert not st.explorers[0].alive and 0 not in st.escaped


def test_grabbing_a_parachute_hurts_nobody_and_ends_the_turn() -> None:
    s = _revealed()
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.state = _carrying(sc.state, 3)
    st = sc.turn(0).build()
    assert f"use {KEY} snatch 3 might" in names(st)
    mine, theirs = st.trait(0, Trait.MIGHT), st.trait(3, Trait.MIGHT)
    before = (st.explorers[0].traits, st.explorers[3].traits)
    st = run_script(st, [f"use {KEY} snatch 3 might"] + ["die 1"] * mine + ["die 0"] * theirs)
    assert (f"{KEY}:parachute", 0) in st.carried
    assert (st.explorers[0].traits, st.explorers[3].traits) == before
    assert names(st) == ["end"]


def test_with_the_basement_gone_the_coal_chute_is_a_way_out() -> None:
    # The late house's Coal Chute opens west onto the Abandoned Room. Its slide ends in
    # the Basement Landing, which has fallen away: whoever steps in stays, and may jump.
    s = late_house().reveal(31, revealer=1, omen=LATE_OMEN).build()
    assert "basement_landing" in s.collapsed
    sc = Scenario(attrs.evolve(_carrying(s, 2), frames=()))
    sc.fresh(2).at(2, "abandoned_room").turn(2)
    st = sc.build().apply("move E")
    assert st.explorers[2].room == "coal_chute"
    check_invariants(st)
    sanity = st.trait(2, Trait.SANITY)
    st = run_script(st, [f"use {KEY} jump sanity", "die 2", "die 2"] + ["die 0"] * (sanity - 2))
    assert 2 in st.escaped
