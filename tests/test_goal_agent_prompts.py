"""The goal agent answers a question mid-action as its side would: it names the trait to
roll with that gives its side the most dice, and it does not pay a price that kills it. In
3rd-edition haunt 50 a hero setting a Makeshift Explosive picks Speed or Knowledge, then
rolls it for 6 or more (before, the two looked alike to the agent and it chose at random,
rolling the weaker trait in about two tries of five)."""

from __future__ import annotations

import attrs
import pytest

from betrayal.agents.goal_agent import GoalAgent
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.testing import Scenario, revealed_in
from betrayal.testing.haunts import clip_for
from betrayal.testing.houses3 import LATE_OMEN3, late_house3


def _asked_which_trait(speed: int, knowledge: int) -> tuple[GameState, int]:
    """Haunt 50 revealed; a hero has spent a card on an Explosive and is asked which trait
    to roll."""
    s = revealed_in(late_house3(), 50, 1, LATE_OMEN3)
    hero = next(i for i in range(s.players) if i != s.traitor)
    sc = Scenario(attrs.evolve(s, frames=())).fresh(hero)
    sc.trait(hero, Trait.SPEED, clip_for(s, hero, Trait.SPEED, speed))
    sc.trait(hero, Trait.KNOWLEDGE, clip_for(s, hero, Trait.KNOWLEDGE, knowledge))
    s = sc.give(hero, "angels_feather").turn(hero).build()
    s = s.apply("use haunt:50 explosive angels_feather")
    assert sorted(str(a) for a in s.legal_actions()) == ["choose knowledge", "choose speed"]
    return s, hero


@pytest.mark.parametrize(("speed", "knowledge", "named"), [(6, 2, "speed"), (2, 6, "knowledge")])
def test_the_hero_rolls_the_trait_with_more_dice(speed: int, knowledge: int, named: str) -> None:
    s, hero = _asked_which_trait(speed, knowledge)
    assert s.trait(hero, Trait.SPEED) == speed
    for seed in range(8):
        assert str(GoalAgent(seed=seed, wander=0).act(s, hero)) == f"choose {named}"


def test_a_cards_offer_paid_with_the_last_point_of_sanity_is_declined() -> None:
    # Holding the Book, a hero about to roll Speed is offered its Knowledge instead, for a
    # point of Sanity; on the lowest Sanity space that point would kill them.
    s = revealed_in(late_house3(), 50, 1, LATE_OMEN3)
    hero = next(i for i in range(s.players) if i != s.traitor)
    sc = Scenario(attrs.evolve(s, frames=())).fresh(hero)
    sc.trait(hero, Trait.SANITY, 0)
    s = sc.give(hero, "angels_feather", "book").turn(hero).build()
    s = s.apply("use haunt:50 explosive angels_feather").apply("choose speed")
    assert not s.apply("choose True").explorers[hero].alive
    for seed in range(8):
        assert str(GoalAgent(seed=seed, wander=0).act(s, hero)) == "choose False"
