"""The token primitives (library/tokens.py) on a small test haunt: a token picked up,
carried, handed over and destroyed."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Game
from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState
from betrayal.testing import Scenario

PORTERS = Path(__file__).parent.parent / "haunts" / "porters.haunt"


def _start(game: Game) -> GameState:
    s = game.new_state(seed=2, haunt=950)
    traitor = s.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(3):
        sc.fresh(seat).at(seat, s.explorers[traitor].room)
    return sc.build()


def test_tokens_are_carried_handed_over_and_destroyed() -> None:
    s = _start(Game(players=3, scripts=[PORTERS]))
    traitor = s.traitor
    assert traitor is not None
    hero, other = [seat for seat in range(3) if seat != traitor]
    s = Scenario(s).turn(hero).build()
    s = s.apply("use haunt:950 lift")
    assert s.carried == (("haunt:950:crate", hero),)
    assert not [t for t in s.tokens if t[0].startswith("haunt:")]
    s = s.apply(f"use haunt:950 give {other}")
    assert s.carried == (("haunt:950:crate", other),)
    s = Scenario(s).turn(other).build()
    s = s.apply("use haunt:950 burn")
    assert s.carried == () and isinstance(s.frames[-1], PlaceDamage)
