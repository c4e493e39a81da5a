"""Primitives added with haunts 43-50: tokens on cards, killing, movement spent on a rule,
monsters taken off the board, rooms placed by name, and `+=` on a variable that has a
starting value."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Game
from betrayal.content.loader import load
from betrayal.content.model import Floor
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
    remove_monster(hound, room_of(traitor))
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


def test_place_room_and_remove_monster() -> None:
    s = Scenario.new().state
    assert "attic" not in s.house
    from betrayal.script.registry import all_primitives

    prims = all_primitives()
    ctx = Ctx("probe", 0, None, "probe")
    s = prims["place_room"].impl(s, ctx, 0, "attic", Floor.UPPER)
    assert s.current_player() == 0
    s = s.apply(s.legal_actions()[0])
    assert "attic" in s.house and s.explorers[0].room != "attic"
    s = attrs.evolve(s, monsters=(MonsterState("x#1", "x", "foyer"),))
    assert prims["monsters_in"].impl(s, ctx, "x", "foyer") == 1
    assert prims["remove_monster"].impl(s, ctx, "x", "foyer").monsters == ()
