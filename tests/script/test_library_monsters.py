"""The monster primitives (library/monsters.py): monsters put on the board, counted and
taken off, from a haunt's setup (which also puts tokens on a card and uses `+=` on a
variable that has a starting value) and called directly."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Game
from betrayal.content.loader import load
from betrayal.core.frames import Ctx
from betrayal.core.state import MonsterState
from betrayal.script.load import check_text
from betrayal.testing import Scenario

CONTENT = load("hoth2")

PROBE = """language 1
haunt 950 "Probe" {
  traitor revealer
  var tally: int = 5
  token mark "Mark"
  monster hound "Hound" { traits might 4 speed 3 }
  setup {
    tally += 1
    add_marks(traitor, mark, 2)
    add_marks(traitor, mark, -1)
    spawn(hound, room_of(traitor), 2)
    remove_monsters(hound, room_of(traitor), 1)
    lose_moves(traitor, 1)
  }
  heroes { win when false }
  traitor { win when tally == 6 and marks(traitor, mark) == 1 and monster_count(hound) == 1 }
}
"""


def test_marks_counters_and_monster_removal_run_from_a_setup(tmp_path: Path) -> None:
    assert not check_text(PROBE, CONTENT).errors
    path = tmp_path / "probe.haunt"
    path.write_text(PROBE)
    s = Game(players=3, scripts=[path]).new_state(seed=1, haunt=950)
    # The setup counted from the starting 5, left one mark of two and one hound of two.
    assert s.winner == "traitor"


def test_monsters_in_and_remove_monster() -> None:
    s = Scenario.new().state
    from betrayal.script.registry import all_primitives

    prims = all_primitives()
    ctx = Ctx("probe", 0, None, "probe")
    s = attrs.evolve(s, monsters=(MonsterState("x#1", "x", "foyer"),))
    assert prims["monsters_in"].impl(s, ctx, "x", "foyer", False) == 1
    assert prims["remove_monsters"].impl(s, ctx, "x", "foyer", 1).monsters == ()


def test_remove_monsters_takes_as_many_as_asked_first_placed_first() -> None:
    from betrayal.core.rules.monsters import MAX_MONSTERS_ON_BOARD
    from betrayal.script.registry import all_primitives

    remove = all_primitives()["remove_monsters"].impl
    ctx = Ctx("probe", 0, None, "probe")
    here = [MonsterState(f"x#{i}", "x", "foyer") for i in (1, 2, 3)]
    there = MonsterState("x#4", "x", "entrance_hall")
    s = attrs.evolve(Scenario.new().state, monsters=(*here, there))
    assert remove(s, ctx, "x", "foyer", 2).monsters == (here[2], there)
    assert remove(s, ctx, "x", "foyer", MAX_MONSTERS_ON_BOARD).monsters == (there,)
    assert remove(s, ctx, "x", "foyer", 0) is s
