"""Language pieces grown for the haunts: monster rules (`cannot ...`), the
`monster_entered` event, and `+=` on a list variable."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game
from betrayal.content.loader import load
from betrayal.core.state import GameState
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.monster_vocabulary import MONSTER_CANNOT
from betrayal.script.triggers import TRIGGERS
from betrayal.testing import Scenario, run_script

CONTENT = load("hoth2")


def _haunt(members: str) -> str:
    return (
        f'language 1\nhaunt 900 "Probe" {{\n{members}\n'
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


@pytest.mark.parametrize("name", sorted(MONSTER_CANNOT))
def test_every_monster_rule_example_compiles_and_renders(name: str) -> None:
    rule = MONSTER_CANNOT[name]
    result = check_text(_haunt(rule.example), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    (monster,) = program.monsters
    assert monster.cannot == (name,)
    assert rule.english in "\n".join(render_program(program))


def test_an_unknown_monster_rule_is_reported() -> None:
    result = check_text(_haunt('monster imp "Imp" { traits speed 3; cannot fly }'), CONTENT)
    assert [d.code for d in result.errors] == ["E204"]


def test_the_monster_entered_example_compiles() -> None:
    example = TRIGGERS["monster_entered"].example
    text = _haunt(f'monster hound "Hound" {{ traits might 4 speed 3 }}\n{example}')
    result = check_text(text, CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    rendered = "\n".join(render_program(result.programs[0]))
    assert "When a monster moves into a room, if the monster is the Hound:" in rendered


def test_adding_to_a_list_variable_compiles_but_subtracting_does_not() -> None:
    ok = check_text(_haunt("var used: list<card> = []\nsetup { used += [axe] }"), CONTENT)
    assert not ok.errors, [d.format() for d in ok.errors]
    bad = check_text(_haunt("var used: list<card> = []\nsetup { used -= [axe] }"), CONTENT)
    assert [d.code for d in bad.errors] == ["E301"]


PROBE = """language 1
haunt 950 "Probe" {
  traitor revealer
  monster hound "Hound" { traits might 2 speed 2 }
  monster imp "Imp" { traits speed 1; cannot move }
  static seek_rooms(rooms: [entrance_hall], when: kind == hound)
  setup {
    spawn(hound, grand_staircase)
    spawn(imp, entrance_hall)
  }
  heroes { win when false }
  traitor {
    action banish "Send the imp away" {
      who traitor
      limit once_per_monster_turn
      where monster_count(imp) > 0
      do { remove_monsters(imp, entrance_hall, 1) }
    }
    win when false
  }
}
"""


def _probe_monster_turn(tmp_path: Path) -> GameState:
    path = tmp_path / "probe.haunt"
    path.write_text(PROBE, encoding="utf-8")
    state = Game(players=4, scripts=[path]).new_state(seed=3, haunt=950)
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(state.players):
        sc.at(seat, "basement_landing")
    s = sc.build()
    while not s.turn.monsters:
        s = s.apply("end")
        while s.frames and not s.turn.monsters:
            s = s.apply(s.legal_actions()[0])
    return s


def test_a_monster_bound_for_rooms_only_steps_nearer(tmp_path: Path) -> None:
    s = _probe_monster_turn(tmp_path)
    s = run_script(s, ["die 2", "die 2"])  # the Hound's Speed: 4 spaces
    hound = [str(a) for a in s.legal_actions() if str(a).startswith("monster hound")]
    assert hound == ["monster hound#1 move S"]
    s = s.apply("monster hound#1 move S")
    s = s.apply("monster hound#1 move S")
    # In the Entrance Hall it is free again: it may stop.
    assert "monster hound#1 done" in [str(a) for a in s.legal_actions()]


def test_the_monster_turn_ends_when_a_rule_removes_the_last_monster_to_act(
    tmp_path: Path,
) -> None:
    s = _probe_monster_turn(tmp_path)
    s = run_script(s, ["die 0", "die 0", "monster hound#1 move S", "monster hound#1 done"])
    assert s.turn.monsters  # the Imp's part of the turn
    s = s.apply("use haunt:950 banish")
    assert not s.turn.monsters and s.monsters[0].kind == "hound"
