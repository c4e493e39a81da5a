"""A hidden traitor keeps the secret: the goal agent does not use a haunt action that
would show them for who they are (Inheritance, 3rd edition haunt 6, "Reveal yourself",
which also heals them) until one of their traits is a step from the skull."""

from __future__ import annotations

import pytest

from betrayal import Game, Trait
from betrayal.agents.goal_agent import GoalAgent
from betrayal.core.state import GameState
from betrayal.testing import Scenario, names

UNVEIL = "use haunt:6 unveil"


@pytest.fixture(scope="module")
def hidden() -> GameState:
    s = Game(edition="hoth3", players=4).new_state(seed=1, haunt=6)
    while s.frames:  # the tokens dealt and the Evidence laid: the first options
        s = s.apply(s.sample_chance() if s.is_chance_node() else s.legal_actions()[0])
    assert s.traitor is not None and s.traitor_hidden
    return s


def _choices(s: GameState, seat: int) -> set[str]:
    return {str(GoalAgent(seed=seed, wander=0).act(s, seat)) for seed in range(8)}


def test_a_hidden_traitor_in_good_health_stays_hidden(hidden: GameState) -> None:
    traitor = hidden.traitor
    assert traitor is not None
    s = Scenario(hidden).turn(traitor).build()
    assert UNVEIL in names(s)
    assert UNVEIL not in _choices(s, traitor)


def test_a_step_from_the_skull_the_hidden_traitor_shows_themselves(hidden: GameState) -> None:
    traitor = hidden.traitor
    assert traitor is not None
    s = Scenario(hidden).trait(traitor, Trait.SANITY, 1).turn(traitor).build()
    assert UNVEIL in names(s)
    assert UNVEIL in _choices(s, traitor)
