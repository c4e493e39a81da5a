"""Haunt primitives for fights and setup: explorers shielded from attack, a monster's win
that deals something else, fights a rule starts, the reveal room, distances and cards
fetched from anywhere."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.script.library.cards import gain_card
from betrayal.script.library.distances import distance
from betrayal.script.library.sides import reveal_room, revealer
from betrayal.testing import Scenario, run_script, value_of

PROBE = """language 1
haunt 903 "Probe of fight rules" {
  traitor revealer
  monster shade "Shade" { traits might 2 speed 2 sanity 3 }
  var drained: int = 0
  setup { spawn(shade, reveal_room()) }
  rule {
    static cannot_attack_explorer(when: not by_monster and target == traitor)
    static cannot_attack_explorer(when: by_monster and kind == shade and target == revealer()
      and drained > 5)
    on monster_won(who, k, r, margin) where k == shade {
      prevent_damage()
      drained += margin
    }
  }
  heroes {
    action banish "Banish the shade" {
      who heroes
      where not attack_spent() and room_of(actor) in monster_rooms(shade)
      do { fight_monster(actor, shade, sanity) }
    }
    on monster_beaten(who, k, points, t, weapon) where t == sanity {
      remove_monsters(k, room_of(who))
    }
    win when false
  }
  traitor { win when false }
}
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    path: Path = tmp_path_factory.mktemp("probe") / "probe.haunt"
    path.write_text(PROBE, encoding="utf-8")
    return Game(players=3, scripts=[path])


def _together(game: Game) -> tuple[GameState, int, int]:
    s = game.new_state(seed=2, haunt=903)
    traitor = s.traitor
    assert traitor is not None
    hero = next(i for i in range(3) if i != traitor)
    shade = MonsterState("shade#1", "shade", "foyer")
    sc = Scenario(attrs.evolve(s, frames=(), monsters=(shade,)))
    for seat in range(3):
        sc.at(seat, "foyer").fresh(seat)
    return sc.turn(hero).build(), hero, traitor


def test_a_shielded_explorer_is_not_offered_as_a_target(game: Game) -> None:
    s, _hero, traitor = _together(game)
    offered = [str(a) for a in s.legal_actions()]
    assert "attack shade#1" in offered
    assert not any(a.startswith(f"attack {traitor}") for a in offered)


def test_a_monster_win_can_deal_something_else_than_damage(game: Game) -> None:
    s, hero, _ = _together(game)
    before = s.explorers[hero].traits
    s = run_script(s, ["attack shade#1"] + ["die 0"] * s.trait(hero, Trait.MIGHT) + ["die 2"] * 2)
    assert s.explorers[hero].traits == before
    assert dict(s.script_vars)["haunt:903:drained"] == 4


def test_a_fight_started_by_a_rule_uses_its_trait_and_the_turns_attack(game: Game) -> None:
    s, hero, _ = _together(game)
    dice = s.trait(hero, Trait.SANITY)
    s = run_script(s, ["use haunt:903 banish"] + ["die 2"] * dice + ["die 0"] * 3)
    assert not s.monsters
    assert s.turn.attacked and not any(str(a).startswith("attack") for a in s.legal_actions())


def test_distances_far_rooms_and_fetched_cards(game: Game) -> None:
    s, hero, _ = _together(game)
    ctx = Ctx("haunt:903", hero, None, "903")
    assert distance(s, ctx, "foyer", "foyer") == 0
    assert distance(s, ctx, "foyer", "entrance_hall") == 1
    rooms = "[foyer, entrance_hall, grand_staircase]"
    # Rooms far enough, else the farthest (the retired far_rooms(), as a selection).
    far = "if count([r in {0} where distance(entrance_hall, r) >= {1}]) > 0 then [r in {0} "
    far += "where distance(entrance_hall, r) >= {1}] else highest(r in {0}, "
    far += "distance(entrance_hall, r))"
    assert value_of(s, far.format(rooms, 2)) == ("grand_staircase",)
    assert value_of(s, far.format(rooms, 9)) == ("grand_staircase",)
    assert s.reveal is not None and reveal_room(s, ctx) == s.reveal.room
    assert revealer(s, ctx) == s.reveal.revealer
    card = s.decks[1][0]
    s = gain_card(s, ctx, hero, card)
    assert card in s.explorers[hero].cards and card not in s.decks[1]
