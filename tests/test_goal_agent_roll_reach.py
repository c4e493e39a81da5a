"""The goal agent does not make a roll that can at best show what a blank throw shows
(``betrayal.agents.roll_reach``): in 3rd-edition haunt 34 the search for Christina needs
9 dots from as many dice as the Number Track, and a miss costs damage and the turn."""

from __future__ import annotations

import attrs
import pytest

from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.haunt_actions import action_rooms
from betrayal.agents.roll_reach import _roll_lift, hopeless
from betrayal.core.actions import Action
from betrayal.core.state import GameState
from betrayal.script.access import script_set
from betrayal.testing import Scenario, revealed_in, with_haunt_vars
from betrayal.testing.houses3 import LATE_OMEN3, late_house3

HAUNT = 34
SEARCH = "use haunt:34 search"


def _hero_on_omen_tile(track: int) -> GameState:
    """Haunt 34 revealed; seat 0, a hero who has not moved yet, stands in the Chapel (an
    omen tile) with the Number Track at ``track``."""
    s = revealed_in(late_house3(), HAUNT, 1, LATE_OMEN3)
    s = with_haunt_vars(s, HAUNT, track=track)
    assert s.traitor != 0
    sc = Scenario(attrs.evolve(s, frames=())).at(0, "chapel")
    return sc.fresh(0).turn(0).build()


def _search(s: GameState) -> Action:
    return next(a for a in s.legal_actions() if str(a) == SEARCH)


def test_four_dice_cannot_show_nine_so_the_search_is_hopeless() -> None:
    s = _hero_on_omen_tile(track=4)  # at most 8 dots
    assert hopeless(s, 0, _search(s))


def test_five_dice_can_show_nine_so_the_search_is_worth_a_try() -> None:
    s = _hero_on_omen_tile(track=5)  # at most 10 dots
    assert not hopeless(s, 0, _search(s))


def test_the_hero_searches_only_when_the_dice_can_find_her() -> None:
    low, high = _hero_on_omen_tile(track=3), _hero_on_omen_tile(track=6)
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(low, 0)) != SEARCH
        assert str(GoalAgent(seed=seed, wander=0).act(high, 0)) == SEARCH


def test_a_room_where_only_a_hopeless_roll_opens_is_not_one_to_head_for() -> None:
    assert "chapel" not in action_rooms(_hero_on_omen_tile(track=3), 0)
    assert "chapel" in action_rooms(_hero_on_omen_tile(track=6), 0)


def _holding(s: GameState, card: str) -> GameState:
    return Scenario(s).give(0, card).build()


@pytest.mark.parametrize("card", ["book", "angels_feather", "creepy_doll", "mask"])
def test_a_card_that_acts_only_on_trait_rolls_leaves_the_search_hopeless(card: str) -> None:
    # The search throws the Number Track's dice, not a trait: the Book's swap, the
    # Feather's named total, the Doll's throw again and the Mask's +1 to Speed cannot
    # touch it (before, holding any card with a rule on rolls stopped all judgement).
    s = _holding(_hero_on_omen_tile(track=4), card)
    assert hopeless(s, 0, _search(s))


def test_what_the_cards_held_could_add_to_a_roll_is_read_off_their_rules() -> None:
    s = _hero_on_omen_tile(track=4)
    program = script_set(s).program("haunt:34")
    every = frozenset({"rolling", "rolled", "rolling_any", "rolled_any"})
    # The Mask adds a fixed 1, the Doll only throws dice again, the Feather names any
    # total: no bound.
    assert _roll_lift(_holding(s, "mask"), 0, program, every) == 1
    assert _roll_lift(_holding(s, "creepy_doll"), 0, program, every) == 0
    assert _roll_lift(_holding(s, "angels_feather"), 0, program, every) is None
