"""A haunt explains itself as the two pages players read: each rule on its side's page."""

from __future__ import annotations

from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text

HAUNT = """language 1
haunt 950 "Two Pages" {
  traitor left_of_revealer
  monster imp "Imp" { traits might 3 speed 4 }
  setup { spawn(imp, room_of(traitor)) }
  on turn_start(who) { heal(who, sanity) }
  heroes {
    action pray "Pray" {
      who heroes
      do { gain(actor, sanity, 1) }
    }
    win when not alive(traitor)
  }
  traitor {
    on died(who) { gain(traitor, might, 1) }
    win when count(heroes) == 0
  }
}
"""


def test_each_rule_sits_on_its_sides_page() -> None:
    result = check_text(HAUNT, load("hoth2"))
    assert not result.errors, result.diagnostics
    (program,) = result.programs
    lines = render_program(program)
    assert lines[0] == "Two Pages (haunt 950)"
    assert "  The traitor: the explorer on the haunt revealer's left." in lines
    assert "  Monster Imp: Might 3, Speed 4." in lines
    heroes = lines.index("The heroes' page:")
    traitor = lines.index("The traitor's page:")
    assert heroes < traitor
    shared = [i for i, line in enumerate(lines) if "start of your turn" in line]
    assert shared and all(i < heroes for i in shared)
    pray = next(i for i, line in enumerate(lines) if '"Pray"' in line)
    assert heroes < pray < traitor
    died = next(i for i, line in enumerate(lines) if "When you die" in line)
    assert died > traitor
    assert lines[-1] == "  The traitor wins when the number of the heroes is 0."
