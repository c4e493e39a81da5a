"""The goal agent does not make a roll that can at best show what a blank throw shows
(``betrayal.agents.roll_reach``): in 3rd-edition haunt 34 the search for Christina needs
9 dots from as many dice as the Number Track, and a miss costs damage and the turn; in
2nd-edition haunt 32 the organ needs 16 from Knowledge and the clues counted first."""

from __future__ import annotations

import attrs
import pytest

from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.haunt_actions import action_rooms
from betrayal.agents.roll_reach import _roll_lift, hopeless
from betrayal.core.actions import Action
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.access import script_set
from betrayal.testing import Scenario, meet, revealed_in, with_haunt_vars
from betrayal.testing.haunts import clip_for
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


def _at_the_organ(**clues: bool) -> GameState:
    """2nd-edition haunt 32 revealed; seat 1, a hero with Knowledge 4, stands at the organ
    at the start of their turn, its drain already rolled blank; ``clues`` are the haunt's
    clue flags (each +2 to the organ's roll)."""
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez", "brandon_jaspers"))
    for seat in range(4):
        sc.at(seat, "foyer")
    s = sc.reveal(32, revealer=0).build()
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    hero = meet(s, "organ_room")
    hero.trait(1, Trait.KNOWLEDGE, clip_for(s, 1, Trait.KNOWLEDGE, 4))
    s = with_haunt_vars(hero.turn(1).build(), 32, **clues)
    while s.is_chance_node():
        s = s.apply("die 0")
    return s


ORGAN = "use haunt:32 play_organ"


def test_a_roll_after_the_action_has_counted_its_bonuses_is_played_out() -> None:
    # The organ's bonus is counted by statements before the roll and read by an `if`, so
    # the program alone cannot be judged; played out on a copy, no total of 4 dice plus
    # the few omen rooms reaches 16, and the hero leaves the organ alone.
    s = _at_the_organ()
    organ = next(a for a in s.legal_actions() if str(a) == ORGAN)
    assert not hopeless(s, 1, organ) and hopeless(s, 1, organ, play_out=True)
    for seed in range(4):
        assert str(GoalAgent(seed=seed, wander=0).act(s, 1)) != ORGAN
    # With three clues (+6) the best throw reaches it: worth a try.
    found = _at_the_organ(books=True, trophies=True, planet=True)
    assert not hopeless(found, 1, organ, play_out=True)
