"""One monster among several of its kind (library/figures.py): a script finds monsters one
by one, keeps one in a variable and acts on it alone, and no monster ever takes another's
place in that variable."""

from __future__ import annotations

from pathlib import Path

import pytest

from betrayal import Game
from betrayal.content.loader import load
from betrayal.core.rules.monsters import is_of
from betrayal.core.state import MonsterState
from betrayal.errors import BetrayalError
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.monster_vocabulary import ONE_MONSTER_QUERIES
from betrayal.script.registry import PRIMITIVES
from betrayal.script.types import MONSTER, list_of
from betrayal.testing import haunt_vars

CONTENT = load("hoth2")

PACK = """language 3
haunt 951 "One of Many" {
  traitor revealer
  monster hound "Hound" { traits might 4 speed 3 }
  monster bat "Bat" { traits might 1 speed 5 }
  var kept: list<monster> = []
  var pack: list<monster> = []
  var here: list<monster> = []
  var kept_gone: bool = false
  var is_kind: bool = true
  var kind_seen: bool = false
  var hounds_left: int = 0
  var kept_speed: int = 0
  setup {
    spawn(hound, entrance_hall, 2)
    kept = [newest(hound)]
    spawn(bat, entrance_hall)
    spawn(hound, foyer)
    pack = figures(hound)
    here = figures_in(entrance_hall)
    for each k in kept {
      set_monster_trait(k, speed, 6)
      kept_speed = monster_trait(k, speed)
      is_kind = k == hound
      kind_seen = kind_of(k) == hound
      remove_monsters(k, entrance_hall)
      kept_gone = monster_count(k) == 0
    }
    hounds_left = monster_count(hound)
    spawn(hound, entrance_hall)
  }
  heroes { win when false }
  traitor { win when false }
}
"""


def _played(tmp_path: Path, text: str = PACK) -> Game:
    assert not check_text(text, CONTENT).errors
    path = tmp_path / "pack.haunt"
    path.write_text(text)
    return Game(players=3, scripts=[path])


def test_a_script_keeps_one_monster_and_acts_on_it_alone(tmp_path: Path) -> None:
    s = _played(tmp_path).new_state(seed=1, haunt=951)
    v = haunt_vars(s, 951)
    # The newest of the first two hounds is hound 2; the figures come first placed first.
    assert v["kept"] == ("hound#2",)
    assert v["pack"] == ("hound#1", "hound#2", "hound#3")
    assert v["here"] == ("hound#1", "hound#2", "bat#1")
    # Its own Speed was set and read; it is not its kind, but its kind is the Hound.
    assert v["kept_speed"] == 6
    assert v["is_kind"] is False and v["kind_seen"] is True
    # Removing it took it alone: hound 1 (in the same room) and hound 3 stayed.
    assert v["kept_gone"] is True and v["hounds_left"] == 2
    # The hound placed afterwards is hound 4: hound 2's number is never given again.
    assert [m.ident for m in s.monsters] == ["hound#1", "bat#1", "hound#3", "hound#4"]
    assert all(dict(m.traits).get("speed") is None for m in s.monsters)


def test_one_monster_is_matched_by_its_id_and_its_kind_by_every_one() -> None:
    m = MonsterState("hound#2", "hound", "foyer")
    assert is_of(m, "hound") and is_of(m, "hound#2")
    assert not is_of(m, "hound#1") and not is_of(m, "bat")


def test_spawn_takes_a_kind_not_one_monster(tmp_path: Path) -> None:
    text = PACK.replace(
        "    spawn(hound, entrance_hall)\n  }", "    spawn(newest(hound), foyer)\n  }"
    )
    with pytest.raises(BetrayalError, match="spawn takes a kind of monster"):
        _played(tmp_path, text).new_state(seed=1, haunt=951)


def test_newest_of_a_kind_none_of_which_is_on_the_board_is_an_error(tmp_path: Path) -> None:
    text = PACK.replace(
        "    kept = [newest(hound)]\n", "    kept = [newest(hound)]\n    kept = [newest(bat)]\n"
    )
    with pytest.raises(BetrayalError, match="no bat is on the board"):
        _played(tmp_path, text).new_state(seed=1, haunt=951)


ONE_BY_ONE = """language 3
haunt 952 "One by One" {
  traitor revealer
  monster hound "Hound" { traits might 4 speed 3 }
  setup {
    spawn(hound, entrance_hall, 2)
    for each k in figures(hound) { set_monsters(k, resting) }
    let pack = figures(hound)
    for each k in pack { remove_monsters(k, monster_room(k)) }
    let last = newest(hound)
    set_monsters(last, halted)
    for each k in monster_kinds_in(entrance_hall) { set_monsters(k, resting) }
  }
  heroes {
    action shake "Shake free" {
      who heroes
      where count(held_by(actor)) > 0
      do { for each m in held_by(actor) { set_monsters(m, halted) } }
    }
    win when false
  }
  traitor { win when false }
}
"""


def test_english_tells_one_monster_from_every_monster_of_a_kind() -> None:
    result = check_text(ONE_BY_ONE, CONTENT)
    assert not result.errors, result.diagnostics
    # A name bound to one monster (by a loop over the figures, directly or through a
    # list kept in a `let`, or by `newest`) reads as that monster, not as a kind.
    lines = [line.strip() for line in render_program(result.programs[0])]
    assert lines.count("the monster k does nothing more this monster turn") == 1
    assert "take the monster k in the room where the monster k stands off the board" in lines
    assert "the monster last moves no further this monster turn (those that moved first)" in lines
    assert "the monster m moves no further this monster turn (those that moved first)" in lines
    # A loop over kinds still speaks of every monster of the kind.
    assert lines.count("every k does nothing more this monster turn") == 1
    # Whether any monster holds you, said as such.
    assert "only if there is at least one of the monsters holding you" in lines


def test_the_queries_read_as_one_monster_give_monsters() -> None:
    for name in ONE_MONSTER_QUERIES:
        returns = PRIMITIVES[name].returns
        assert returns in (MONSTER, list_of(MONSTER)), name
