"""The goal agent finds goals a script keeps outside its actions' `where` clauses: a
monster whose defeat counts towards the win, and a card still to be drawn from a deck."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Trait
from betrayal.agents import GoalAgent
from betrayal.core.actions import Kind
from betrayal.core.state import GameState
from betrayal.testing import Scenario

QUARRY = Path(__file__).parent / "haunts" / "quarry.haunt"
EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "peter_akimoto")


def _revealed() -> Scenario:
    """Seat 1 turns traitor in the Foyer, where the Warden and the Brute appear; seat 0
    is a weak hero (Might 2) about to take her turn."""
    sc = Scenario.new(explorers=EXPLORERS, scripts=[QUARRY])
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    sc.trait(0, Trait.MIGHT, 1)
    sc.reveal(904, revealer=1)
    sc.state = sc.build()  # the set-up puts both monsters on the board
    return sc


def _choice(state: GameState) -> str:
    return str(GoalAgent(seed=3, wander=0).act(state, 0))


def _without(state: GameState, kind: str) -> GameState:
    return attrs.evolve(state, monsters=tuple(m for m in state.monsters if m.kind != kind))


def test_a_hero_attacks_the_monster_whose_defeat_wins_whatever_the_odds() -> None:
    s = _revealed().turn(0).build()
    assert {m.kind for m in s.monsters} == {"warden", "brute"}
    assert _choice(s) == f"attack {next(m.ident for m in s.monsters if m.kind == 'warden')}"


def test_a_hero_keeps_away_from_an_equally_strong_monster_that_is_no_goal() -> None:
    s = _without(_revealed().turn(0).build(), "warden")
    assert any(a.kind is Kind.ATTACK for a in s.legal_actions())
    assert not _choice(s).startswith("attack")


def test_a_card_still_in_the_deck_sends_the_hero_exploring() -> None:
    # No monsters: the Foyer's east and west doorways lead nowhere yet; an Axe lies north.
    sc = _revealed().pile("grand_staircase", "axe")
    sc.state = _without(_without(sc.state, "warden"), "brute")
    s = sc.turn(0).build()
    assert "crystal_ball" in s.decks[0]
    assert _choice(s) in ("move E", "move W")
    # With the Ball out of the game, there is nothing to explore for: the Axe it is.
    sc.state = attrs.evolve(
        sc.state,
        decks=(tuple(c for c in s.decks[0] if c != "crystal_ball"), *s.decks[1:]),
        removed=(*s.removed, "crystal_ball"),
    )
    assert _choice(sc.turn(0).build()) == "move N"
