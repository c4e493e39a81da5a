"""Turns: order, movement points, ending movement, card acts once per turn, trades."""

from __future__ import annotations

import pytest

from betrayal import IllegalAction, Trait
from betrayal.content.model import Floor
from betrayal.core.rules.damage import shift_trait
from betrayal.testing import Scenario, check_invariants, run_script

ZOE, OX, VIVIAN = 0, 1, 2


def names(state: object) -> list[str]:
    return [str(a) for a in state.legal_actions()]  # type: ignore[attr-defined]


def test_turns_pass_to_the_left_in_seat_order(scenario: Scenario) -> None:
    s = scenario.build()
    seats = []
    for _ in range(4):
        seats.append((s.turn.player, s.turn.number))
        s = s.apply("end")
    assert seats == [(ZOE, 1), (OX, 2), (VIVIAN, 3), (ZOE, 4)]


def test_first_player_is_a_choice_of_the_caller(game: object) -> None:
    s = Scenario.new().state.game.new_state(seed=1, first_player=2)
    assert s.turn.player == 2 and s.current_player() == 2


def test_movement_points_are_speed_at_the_start_of_the_turn(scenario: Scenario) -> None:
    s = scenario.build()
    assert s.turn.moves_left == s.trait(ZOE, Trait.SPEED) == 4
    # Losing Speed in the middle of a turn does not take away moves already granted.
    s = shift_trait(s, ZOE, Trait.SPEED, -3)
    assert s.turn.moves_left == 4
    s = s.apply("end")
    assert s.turn.moves_left == s.trait(OX, Trait.SPEED) == 4


def test_one_step_per_action(scenario: Scenario) -> None:
    s = scenario.build().apply("move N")
    assert s.explorers[ZOE].room == "foyer" and s.turn.moves_left == 3


def test_drawing_a_card_ends_movement_but_not_the_turn(scenario: Scenario) -> None:
    s = scenario.stack(["bloody_room"]).trait(ZOE, Trait.SPEED, 7).turn(ZOE).build()
    s = run_script(s, ["move N", "move W", "room bloody_room", "rotate 0", "card axe"])
    assert s.turn.moves_left > 0 and s.turn.movement_over
    assert not any(n.startswith(("move", "take")) for n in names(s))
    assert "a card was drawn" in s.explain("move E")
    assert names(s) == ["drop axe", "end"]  # other acts are still open


def test_drop_and_pick_up_make_an_item_pile(scenario: Scenario) -> None:
    s = scenario.give(ZOE, "axe", "candle").build()
    s = s.apply("drop axe")
    assert s.pile("entrance_hall") == ("axe",) and s.explorers[ZOE].cards == ("candle",)
    # One act per card per turn: the Axe cannot be picked up again this turn.
    assert "pickup axe" not in names(s)
    assert "already been dropped" in s.explain("pickup axe")
    s = s.apply("end")  # Ox's turn, in the same room
    s = s.apply("pickup axe")
    assert s.explorers[OX].cards == ("axe",) and s.piles == ()
    check_invariants(s)


def test_cards_that_cannot_be_dropped_or_traded(scenario: Scenario) -> None:
    s = scenario.give(ZOE, "dog", "blood_dagger").build()
    # Neither is offered to drop or trade; the Dog's only offers are its own errands.
    offered = [n for n in names(s) if "dog" in n or "blood_dagger" in n]
    assert all(n.startswith("use omen:dog ") for n in offered), offered
    assert "cannot be dropped" in s.explain("drop dog")
    assert "cannot be traded" in s.explain("trade blood_dagger 1")


def test_trade_needs_the_receivers_agreement(scenario: Scenario) -> None:
    s = scenario.give(ZOE, "axe", "candle").build()
    assert "trade axe 1" in names(s) and "trade axe 2" in names(s)
    s = s.apply("trade axe 1")
    assert s.current_player() == OX
    assert names(s) == ["accept", "decline"]
    declined = s.apply("decline")
    assert declined.explorers[ZOE].cards == ("axe", "candle")
    assert declined.current_player() == ZOE
    # The offer was the Axe's act for this turn, accepted or not.
    assert not any("axe" in n for n in names(declined))
    accepted = s.apply("accept")
    assert accepted.explorers[OX].cards == ("axe",)
    assert accepted.explorers[ZOE].cards == ("candle",)
    check_invariants(accepted)


def test_trades_are_only_between_explorers_in_the_same_room() -> None:
    s = Scenario.new().give(ZOE, "axe").at(OX, "foyer").build()
    assert "trade axe 1" not in names(s) and "trade axe 2" in names(s)
    assert "same room" in s.explain("trade axe 1")


def test_end_of_turn_is_explicit(scenario: Scenario) -> None:
    s = scenario.build()
    s = run_script(s, ["move N", "move S", "move N", "move S"])
    assert s.turn.player == ZOE and names(s) == ["end"]


def test_illegal_action_leaves_the_state_untouched(scenario: Scenario) -> None:
    s = scenario.build()
    before = Scenario(s).build()
    with pytest.raises(IllegalAction) as info:
        s.apply("move S")
    assert info.value.code == "not-legal"
    assert "front door" in info.value.reason
    assert s == before and s.history == before.history
    with pytest.raises(IllegalAction, match="unknown action"):
        s.apply("fly N")
    with pytest.raises(IllegalAction) as chance:
        s.apply("die 2")
    assert chance.value.code == "wrong-node"


def test_a_card_symbol_is_drawn_only_by_the_discoverer(scenario: Scenario) -> None:
    s = scenario.stack(["bloody_room"]).build()
    s = run_script(s, ["move N", "move W", "room bloody_room", "rotate 0", "card axe", "end"])
    s = run_script(s, ["move N", "move W"])  # Ox walks into the found Storeroom
    assert s.explorers[OX].room == "bloody_room" and not s.frames
    assert not s.turn.movement_over


def test_upper_floor_discovery(scenario: Scenario) -> None:
    s = scenario.stack(["bedroom"]).at(ZOE, "upper_landing").build()
    s = run_script(s, ["move E", "room bedroom", "rotate 0", "card hanged_men"])
    tile = s.house.tile("bedroom")
    assert tile.floor is Floor.UPPER and (tile.x, tile.y) == (1, 0)
