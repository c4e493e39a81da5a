"""start_haunt(): a card starts a haunt of its own (the 3rd edition's five events), as any
reveal does: the haunt's rule names the traitor and its script, if the game has one,
sets the board."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Phase
from betrayal.core.engine import run_pending
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState, TraitorKind
from betrayal.errors import BetrayalError
from betrayal.script.library.sides import start_haunt
from betrayal.testing import Scenario

DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"
THREE = ["josef_hooper", "stephanie_richter", "sammy_angler"]
BY_EVENT = Ctx("event:say_cheese", 1, None, "say_cheese")


def _exploring(*scripts: Path) -> GameState:
    return Scenario.new(THREE, edition="hoth3", scripts=scripts).at(1, "hallway").build()


def test_the_named_haunt_begins_with_the_card_for_its_omen() -> None:
    s = start_haunt(_exploring(), BY_EVENT, 12, 1)
    assert s.phase is Phase.HAUNT and s.reveal is not None
    assert (s.reveal.haunt, s.reveal.revealer, s.reveal.omen, s.reveal.room) == (
        12,
        1,
        "say_cheese",
        "hallway",
    )
    assert s.reveal.traitor_kind is TraitorKind.FREE_FOR_ALL  # haunt 12's rule


def test_a_scripted_haunt_sets_its_board_as_after_a_haunt_roll() -> None:
    s = run_pending(start_haunt(_exploring(DUEL), BY_EVENT, 900, 1))
    assert s.traitor == 1  # the Duel's traitor is its revealer
    assert [(m.kind, m.room) for m in s.monsters] == [("hound", "hallway")]


def test_nothing_happens_once_a_haunt_has_begun_or_for_a_dead_revealer() -> None:
    begun = Scenario.new(THREE, edition="hoth3").haunt_started().build()
    assert start_haunt(begun, BY_EVENT, 12, 1) == begun
    s = _exploring()
    explorers = list(s.explorers)
    explorers[1] = attrs.evolve(explorers[1], alive=False)
    dead = attrs.evolve(s, explorers=tuple(explorers))
    assert start_haunt(dead, BY_EVENT, 12, 1) == dead


def test_an_unknown_haunt_is_an_error() -> None:
    with pytest.raises(BetrayalError, match="no haunt 999"):
        start_haunt(_exploring(), BY_EVENT, 999, 1)


def test_a_game_set_to_one_haunt_starts_that_one_from_an_event_too() -> None:
    """A simulation of haunt 9 (the game's set-up names it) must not turn into haunt 12
    because Helping Hands' event happened to start its own haunt first."""
    s = _exploring()
    s = s.evolve(setup=attrs.evolve(s.setup, haunt=9))
    s = start_haunt(s, BY_EVENT, 12, 1)
    assert s.reveal is not None and s.reveal.haunt == 9
