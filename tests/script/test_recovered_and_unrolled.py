"""Two monster modes: `set_monsters(kind, recovered)` takes a stun off (a traitor tending a
fallen creature), and `static moves(mode: unrolled)` gives a monster its Speed in spaces
without a roll."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game
from betrayal.core.engine import run_pending
from betrayal.core.frames import RollDice
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario

PROBE = """language 3
haunt 905 "Probe of recoveries" {
  traitor revealer
  monster lump "Lump" { traits might 2 speed 3 }
  monster strider "Strider" {
    traits might 2 speed 3
    static moves(mode: unrolled)
  }
  setup { spawn(lump, reveal_room()) }
  traitor {
    action tend "Tend the lump" {
      who traitor
      where room_of(actor) in monster_rooms(lump)
      do { set_monsters(lump, recovered, room_of(actor)) }
    }
    win when false
  }
  heroes { win when false }
}
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    path: Path = tmp_path_factory.mktemp("probe") / "recover.haunt"
    path.write_text(PROBE, encoding="utf-8")
    return Game(players=3, scripts=[path])


def _in_foyer(game: Game, *monsters: MonsterState) -> GameState:
    s = game.new_state(seed=2, haunt=905)
    sc = Scenario(attrs.evolve(s, frames=(), monsters=monsters))
    for seat in range(s.players):
        sc.at(seat, "foyer")
    assert s.traitor is not None
    return sc.turn(s.traitor).build()


def _monster_turn(s: GameState) -> GameState:
    assert s.traitor is not None
    turn = TurnState(player=s.traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(s.evolve(turn=turn)))


def _rolling(s: GameState) -> bool:
    return bool(s.frames) and isinstance(s.frames[-1], RollDice)


def test_a_recovered_monster_is_no_longer_stunned_and_acts_in_the_monster_turn(
    game: Game,
) -> None:
    s = _in_foyer(game, MonsterState("lump#1", "lump", "foyer", stunned=True))
    assert "use haunt:905 tend" in [str(a) for a in s.legal_actions()]
    tended = s.apply("use haunt:905 tend")
    assert [m.stunned for m in tended.monsters] == [False]
    # Left stunned, it sits the monster turn out; tended, it rolls its Speed.
    assert not _rolling(_monster_turn(s))
    assert _rolling(_monster_turn(tended))


def test_recovering_leaves_a_monster_that_is_not_stunned_as_it_was(game: Game) -> None:
    s = _in_foyer(game, MonsterState("lump#1", "lump", "foyer"))
    tended = s.apply("use haunt:905 tend")
    assert tended.monsters == s.monsters


def test_an_unrolled_monster_has_its_speed_in_spaces_without_a_roll(game: Game) -> None:
    s = _monster_turn(_in_foyer(game, MonsterState("strider#1", "strider", "foyer")))
    assert not _rolling(s)
    assert [m.moves_left for m in s.monsters] == [3]
    assert any(a.startswith("monster strider#1 move") for a in map(str, s.legal_actions()))
    rolled = _monster_turn(_in_foyer(game, MonsterState("lump#1", "lump", "foyer")))
    assert _rolling(rolled)
