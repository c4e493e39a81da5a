"""move_card(card, bottom): an item or omen goes under its deck, wherever it was."""

from __future__ import annotations

from typing import Any

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.library.cards import CardMove
from betrayal.testing import Scenario

CTX = Ctx("test", 0, None, "test")


def _bottom(state: GameState, card: str) -> GameState:
    from betrayal.script.registry import all_primitives

    impl: Any = all_primitives()["move_card"].impl
    result: GameState = impl(state, CTX, card, CardMove.BOTTOM, "")
    return result


def _under(state: GameState) -> list[str]:
    return [card for card, _ in state.deck_tops]


def test_a_card_lying_in_a_room_is_taken_from_the_pile_and_put_under() -> None:
    s = Scenario.new().pile("foyer", "axe", "revolver").build()
    s = _bottom(s, "axe")
    assert s.pile("foyer") == ("revolver",)
    assert "axe" in s.deck(CardKind.ITEM) and _under(s) == ["axe"]


def test_a_card_in_a_hand_goes_under_and_its_holder_loses_it() -> None:
    s = Scenario.new().give(0, "axe").build()
    s = _bottom(s, "axe")
    assert "axe" not in s.explorers[0].cards
    assert "axe" in s.deck(CardKind.ITEM) and _under(s) == ["axe"]


def test_a_card_out_of_play_stays_there() -> None:
    s = Scenario.new().build()
    s = s.evolve(removed=("axe",), decks=tuple(tuple(c for c in d if c != "axe") for d in s.decks))
    assert _bottom(s, "axe") == s
