"""The goal agent works with its side, read from the haunt's own rules with no
haunt-specific code: a card a rule asks for is handed to the fellow who needs it (and the
fellow takes it), the one holding what the rule asks for walks to the room where entering
fires it, a card still in a deck is drawn by exploring, and a random step does not
undo the step before it."""

from __future__ import annotations

import attrs

from betrayal.agents.goal_agent import GoalAgent
from betrayal.content.model import Side
from betrayal.core.actions import Kind
from betrayal.core.state import GameState
from betrayal.testing import Scenario

EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "brandon_jaspers")
# In haunt 39 revealed by seat 0 as below, seat 1 is the traitor and seat 2 the heir.
TRAITOR, HEIR, HERO = 1, 2, 0


def _revealed(haunt: int) -> GameState:
    """The haunt revealed by seat 0 with everyone in the Foyer, its set-up run with the
    first option of every choice."""
    sc = Scenario.new(EXPLORERS)
    for seat in range(4):
        sc.at(seat, "foyer")
    s = sc.reveal(haunt, revealer=0).build()
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    return s


def _the_heir() -> Scenario:
    """Haunt 39 revealed by seat 0 with everyone in the Foyer and the revealer naming the
    first hero offered as heir; no Assassins about, the traitor upstairs, nothing in
    anyone's hands."""
    s = _revealed(39)
    assert s.traitor == TRAITOR and ("haunt:39:heir", HEIR) in s.script_vars
    sc = Scenario(attrs.evolve(s, frames=(), tokens=()))
    for seat in range(4):
        sc.fresh(seat)
    return sc.at(TRAITOR, "upper_landing")


def _choices(s: GameState, seat: int, seeds: int = 8) -> set[str]:
    return {str(GoalAgent(seed=seed, wander=0).act(s, seat)) for seed in range(seeds)}


def test_a_hero_hands_the_card_the_heir_needs_to_the_heir() -> None:
    sc = _the_heir()
    sc.give(HERO, "spear").give(HEIR, "ring")
    s = sc.turn(HERO).build()
    assert f"trade spear {HEIR}" in [str(a) for a in s.legal_actions()]
    assert _choices(s, HERO) == {f"trade spear {HEIR}"}


def test_the_heir_takes_the_card_a_fellow_hero_offers() -> None:
    sc = _the_heir()
    sc.give(HERO, "spear").give(HEIR, "ring")
    s = sc.turn(HERO).build().apply(f"trade spear {HEIR}")
    assert {a.kind for a in s.legal_actions()} == {Kind.ACCEPT, Kind.DECLINE}
    assert _choices(s, HEIR) == {"accept"}
    s = s.apply("accept")
    assert set(s.explorers[HEIR].cards) == {"spear", "ring"}


def test_the_traitor_refuses_what_a_hero_offers() -> None:
    sc = _the_heir()
    sc.give(HERO, "spear").at(TRAITOR, "foyer")
    s = sc.turn(HERO).build().apply(f"trade spear {TRAITOR}")
    assert _choices(s, TRAITOR) == {"decline"}


def test_the_heir_with_both_cards_walks_to_the_statuary_corridor() -> None:
    # The corridor lies east of the Basement Landing in this house.
    sc = _the_heir()
    sc.give(HEIR, "spear", "ring").at(HEIR, "basement_landing")
    s = sc.turn(HEIR).build()
    assert s.house.connected("basement_landing", Side.W).room == "statuary_corridor"
    assert _choices(s, HEIR) == {"move W"}
    s = s.apply("move W")
    assert s.winner == "heroes"


def test_a_hero_explores_to_draw_the_card_still_in_the_deck() -> None:
    # The Spear is still among the omens; an axe lies in the Entrance Hall south of the
    # Foyer. Exploring (east or west, through doorways onto nothing yet) may turn the
    # Spear up; the axe would not help.
    sc = _the_heir()
    sc.pile("entrance_hall", "axe")
    s = sc.turn(HERO).build()
    assert "spear" in s.decks[0]
    assert s.house.connected("foyer", Side.S).room == "entrance_hall"
    assert _choices(s, HERO) <= {"move E", "move W"}


def test_a_random_step_never_walks_straight_back_into_the_room_just_left() -> None:
    # Even an agent that always chooses at random (wander 1000 in 1000) goes on from the
    # Entrance Hall after stepping in from the Foyer, rather than back north.
    s = _the_heir().turn(HERO).build()
    stepped = s.apply("move S")
    assert stepped.explorers[HERO].room == "entrance_hall"
    assert "move N" in [str(a) for a in stepped.legal_actions()]
    for seed in range(20):
        agent = GoalAgent(seed=seed, wander=1000)
        agent.act(s, HERO)  # it stands in the Foyer; the step south is the test's
        assert str(agent.act(stepped, HERO)) != "move N"


def test_a_hero_hands_the_silver_bullets_to_the_hero_with_the_revolver() -> None:
    # Haunt 5 lets the Werewolves who killed share the traitor's win (win_alone with
    # others): a win for part of a side, not a race of each against all, so a hero still
    # hands a fellow hero what the rules want them to have.
    s = _revealed(5)
    maker, gunner = [seat for seat in range(4) if seat != s.traitor][:2]
    sc = Scenario(attrs.evolve(s, frames=(), carried=(("haunt:5:bullets", maker),)))
    sc.at(s.traitor, "upper_landing").give(gunner, "revolver")
    s = sc.turn(maker).build()
    handing = f"use haunt:5 pass_bullets {gunner}"
    assert handing in [str(a) for a in s.legal_actions()]
    assert _choices(s, maker) == {handing}
