"""A stun that a rule deals outright stuns a monster even when its haunt replaces the stun
of a beaten monster (the 2nd edition's rule for monsters)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, run_script

PROBE = """language 1
haunt 904 "Probe of stuns" {
  traitor revealer
  monster lump "Lump" { traits might 2 speed 2 }
  setup { spawn(lump, reveal_room()) }
  # Blows never stun it...
  on monster_beaten(who, k, points, t, weapon) where k == lump { spare_monster() }
  heroes {
    # ...but this does.
    action daze "Daze the lump" {
      who heroes
      where room_of(actor) in monster_rooms(lump)
      do { set_monsters(lump, stunned, room_of(actor)) }
    }
    win when false
  }
  traitor { win when false }
}
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    path: Path = tmp_path_factory.mktemp("probe") / "stuns.haunt"
    path.write_text(PROBE, encoding="utf-8")
    return Game(players=3, scripts=[path])


def _beside_the_lump(game: Game) -> tuple[GameState, int]:
    s = game.new_state(seed=2, haunt=904)
    hero = s.turn.player
    sc = Scenario(attrs.evolve(s, frames=(), monsters=(MonsterState("lump#1", "lump", "foyer"),)))
    for seat in range(s.players):
        sc.at(seat, "foyer")
    return sc.turn(hero).build(), hero


def _stunned(state: GameState) -> bool:
    return next(m.stunned for m in state.monsters if m.ident == "lump#1")


def test_a_beaten_monster_its_haunt_spares_is_not_stunned(game: Game) -> None:
    s, hero = _beside_the_lump(game)
    s = run_script(s, ["attack lump#1"] + ["die 2"] * s.trait(hero, Trait.MIGHT) + ["die 0"] * 2)
    assert not _stunned(s)


def test_a_rule_that_stuns_outright_still_stuns_it(game: Game) -> None:
    s, _ = _beside_the_lump(game)
    s = s.apply("use haunt:904 daze")
    assert _stunned(s)
