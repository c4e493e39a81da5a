"""A tile about to be discovered is told to the rules before it is placed: they may set it
aside, and the explorer stays where they were."""

from __future__ import annotations

from pathlib import Path

from betrayal.content.loader import load
from betrayal.core.frames import PlaceRoom
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.testing import Scenario

ZOE, OX = 0, 1

HAUNT = """language 1
haunt 132 "Sealed Crypts" {
  traitor revealer
  var seen: list<room> = []
  # The dead keep their own rooms shut: a tile of the Catacombs is put back unplaced.
  on discovering(who, r) { seen += [r] }
  on discovering(who, r) where r == catacombs { cancel_move() }
  heroes { win when false }
  traitor { win when false }
}
"""


def _exploring(tmp_path: Path) -> Scenario:
    """Zoe stands on the Basement Landing, its north doorway unexplored, on her turn in
    the haunt."""
    path = tmp_path / "sealed.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path]).at(ZOE, "basement_landing").reveal(132, OX)
    sc.state = sc.build()
    return sc.turn(ZOE)


def test_a_tile_the_rules_refuse_is_set_aside_and_the_explorer_stays(tmp_path: Path) -> None:
    s = _exploring(tmp_path).build()
    moves = s.turn.moves_left
    s = s.apply("move N").apply("room catacombs")
    assert s.explorers[ZOE].room == "basement_landing"
    assert "catacombs" not in s.house and "catacombs" in s.room_discards
    assert not s.frames and s.turn.moves_left == moves


def test_any_other_tile_is_placed_as_usual(tmp_path: Path) -> None:
    s = _exploring(tmp_path).build()
    s = s.apply("move N").apply("room crypt")
    assert isinstance(s.frames[-1], PlaceRoom) and s.frames[-1].room == "crypt"
    assert ("haunt:132:seen", ("crypt",)) in s.script_vars


def test_explain_reads_the_event() -> None:
    (program,) = check_text(HAUNT, load("hoth2")).programs
    text = "\n".join(render_program(program))
    assert "When you are about to discover a room" in text, text
