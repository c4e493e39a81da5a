"""The carried-token, movement and damage primitives of haunts_f on a small test haunt."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Game, Trait
from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState
from betrayal.testing import Scenario

HAUNT = """language 1
haunt 950 "Porters" {
  traitor revealer
  token crate "Crate"
  static move_cost(amount: 2, when: carries(mover, crate))
  setup { place_token(crate, room_of(traitor)) }
  on turn_start(who) where who == traitor and count(token_whereabouts(crate)) > 0 {
    lose_moves(who, 1, keep: 1)
  }
  heroes {
    action lift "Lift the crate" {
      who heroes
      where has_token(room_of(actor), crate)
      do { pick_up_token(actor, crate) }
    }
    action give "Hand the crate over" {
      who heroes
      where carries(actor, crate)
      choose other: explorer from others_than(heroes_in(room_of(actor)), actor)
      do { hand_token(actor, other, crate) }
    }
    action burn "Burn the crate" {
      who heroes
      where carried_count(actor, crate) > 0
      do {
        destroy_carried_token(actor, crate)
        unpreventable_damage(actor, physical, 1)
      }
    }
    win when count(carriers_of(crate)) > 5
  }
  traitor { win when count(heroes) == 0 }
}
"""


def _game(tmp_path: Path) -> Game:
    path = tmp_path / "porters.haunt"
    path.write_text(HAUNT)
    return Game(players=3, scripts=[path])


def _start(game: Game) -> GameState:
    s = game.new_state(seed=2, haunt=950)
    traitor = s.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(3):
        sc.fresh(seat).at(seat, s.explorers[traitor].room)
    return sc.build()


def test_tokens_are_carried_handed_over_and_destroyed(tmp_path: Path) -> None:
    s = _start(_game(tmp_path))
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


def test_a_load_makes_each_step_dearer_and_moves_can_be_lost(tmp_path: Path) -> None:
    s = _start(_game(tmp_path))
    traitor = s.traitor
    assert traitor is not None
    hero = (traitor + 1) % 3
    s = Scenario(s).turn(traitor).build()
    assert s.turn.moves_left == max(1, s.trait(traitor, Trait.SPEED) - 1)
    s = Scenario(s).turn(hero).build().apply("use haunt:950 lift")
    # No opponent in the way here: the traitor is moved off first.
    s = Scenario(s).at(traitor, "entrance_hall").at(hero, "foyer").build()
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, moves_left=6))
    s = s.apply("move N")
    assert s.explorers[hero].room != "foyer" and s.turn.moves_left == 3
