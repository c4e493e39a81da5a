"""The goal agent's reading of 3rd-edition haunt 30 ('Til Death Do Us Part), with no
haunt-specific code: a hero compelling the traitor drags them to the Altar (the room
choice that opens the heroes' ceremony), the traitor keeps off the Altar's tile (a rule
would never let them leave it), and heads for a body holding the Ring their win names."""

from __future__ import annotations

import attrs

from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.plans import key_cards, trap_rooms
from betrayal.agents.walks import destination, distance_to
from betrayal.core.state import GameState
from betrayal.testing import meet, revealed_in, roll_all
from betrayal.testing.houses3 import LATE_OMEN3, late_house3

HAUNT = 30
ALTAR = "haunt:30:altar"
TRAITOR = 2


def _revealed(altar: str | None = "ballroom") -> GameState:
    s = revealed_in(late_house3(), HAUNT, 1, LATE_OMEN3)
    assert s.traitor == TRAITOR
    return s if altar is None else s.evolve(tokens=((ALTAR, altar),))


def test_a_compelled_traitor_is_dragged_to_the_altar() -> None:
    sc = meet(_revealed(), "ballroom")
    sc.at(TRAITOR, "entrance_hall").give(0, "ring")
    s = roll_all(sc.turn(0).build().apply("use haunt:30 compel"), 2)  # as far as it goes
    options = [str(a) for a in s.legal_actions()]
    assert "choose ballroom" in options and len(options) > 2
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, 0)) == "choose ballroom"


def test_the_altars_tile_is_a_trap_for_the_traitor_alone() -> None:
    s = _revealed()
    assert trap_rooms(s, TRAITOR) == {"ballroom"}
    assert trap_rooms(s, 0) == frozenset()
    assert trap_rooms(_revealed(altar=None), TRAITOR) == frozenset()


def test_the_ring_the_traitors_win_names_is_a_key_card() -> None:
    s = _revealed(altar=None)
    assert "ring" in key_cards(s, TRAITOR)


def test_the_traitor_walks_to_the_body_that_holds_the_ring() -> None:
    sc = meet(_revealed(altar=None), "ballroom")
    sc.give(0, "ring").at(TRAITOR, "entrance_hall")
    s = sc.turn(TRAITOR).build()
    dead = tuple(attrs.evolve(e, alive=False) if i == 0 else e for i, e in enumerate(s.explorers))
    s = s.evolve(explorers=dead)
    here = s.explorers[TRAITOR].room
    before = distance_to(s, here, frozenset({"ballroom"}))
    assert before is not None and before > 0
    for seed in range(4):
        step = GoalAgent(seed=seed, wander=0).act(s, TRAITOR)
        dest = destination(s, here, step)
        assert dest is not None, step
        after = distance_to(s, dest, frozenset({"ballroom"}))
        assert after is not None and after < before, step
