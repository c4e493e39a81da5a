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
from betrayal.script.load import check_text
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
