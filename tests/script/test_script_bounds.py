"""Scripts from strangers cannot exhaust time or memory at run time.

Every number a script works out stays within ±MAX_VALUE and every list within MAX_LIST
items; one settling may run MAX_STEPS_PER_RESOLUTION frames and do
MAX_WORK_PER_RESOLUTION units of work. Past any of them the script stops with a
ScriptError that names the file, the line and the column, and the action that set it off
is refused with the game left as it was.
"""

from __future__ import annotations

import json

import pytest

from betrayal import Game
from betrayal.core.budget import MAX_WORK_PER_RESOLUTION
from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.rules.damage import MAX_DAMAGE_POINTS
from betrayal.core.rules.monsters import MAX_MONSTERS_ON_BOARD
from betrayal.errors import ScriptError
from betrayal.script.limits import MAX_LIST, MAX_VALUE, MAX_WALK
from betrayal.testing import Scenario, monster_turn

# A long sum: some two hundred parts to work out, in one statement.
SUM = " + ".join(["count(explorers)"] * 100)
RUNAWAY = """language 1
haunt 900 "Runaway" {
  traitor revealer
  var n: int = 2
  var l: list<int> = [1]
  heroes {
    action square "Square a number forty times" {
      who heroes
      do { for each i in numbers_up_to(39) { n = n * n } }
    }
    action grow "Add a number to itself forty times" {
      who heroes
      do { for each i in numbers_up_to(39) { n += n } }
    }
    action double "Double a list forty times" {
      who heroes
      do { for each i in numbers_up_to(39) { l += l } }
    }
    action squares_then_chooses "Square fourteen times, then choose" {
      who heroes
      do {
        for each i in numbers_up_to(13) { n = n * n }
        let pick = choose(actor, [n, 1])
      }
    }
    action busy "Work hard in few steps" {
      who heroes
      do {
        for each i in numbers_up_to(99) {
          for each j in numbers_up_to(14) {
            let x = SUM
          }
        }
      }
    }
    win when false
  }
  traitor { win when false }
}
""".replace("SUM", SUM)


@pytest.fixture(scope="module")
def hero_turn(tmp_path_factory: pytest.TempPathFactory) -> object:
    path = tmp_path_factory.mktemp("bounds") / "runaway.haunt"
    path.write_text(RUNAWAY, encoding="utf-8")
    game = Game(scripts=[path])
    seats = ["zoe_ingstrom", "ox_bellows", "vivian_lopez", "jenny_leclerc"]
    sc = Scenario(game.new_state(seed=1, explorers=seats))
    return sc.reveal(900, revealer=0).turn(1).build()


def _refused(state: object, action: str, problem: str) -> ScriptError:
    before = json.dumps(state.observation(1))  # type: ignore[attr-defined]
    with pytest.raises(ScriptError, match=problem) as caught:
        state.apply(f"use haunt:900 {action}")  # type: ignore[attr-defined]
    assert json.dumps(state.observation(1)) == before  # type: ignore[attr-defined]
    return caught.value


def test_a_number_squared_over_and_over_stops_at_the_bound(hero_turn: object) -> None:
    error = _refused(hero_turn, "square", f"past the limit of {MAX_VALUE}")
    file, line, column = error.where.rsplit(":", 2)
    assert file.endswith("runaway.haunt") and int(line) == 9 and int(column) > 0


def test_a_number_added_to_itself_stops_at_the_bound_too(hero_turn: object) -> None:
    _refused(hero_turn, "grow", f"past the limit of {MAX_VALUE}")


def test_a_list_doubled_over_and_over_stops_at_its_bound(hero_turn: object) -> None:
    error = _refused(hero_turn, "double", f"past the limit of {MAX_LIST} items")
    assert error.where.endswith(":17:46")  # at `l += l`


def test_a_huge_number_never_reaches_a_choice(hero_turn: object) -> None:
    # Once, fourteen squarings made a number too long to write in an action string.
    _refused(hero_turn, "squares_then_chooses", "past the limit")


def test_work_is_charged_by_what_a_statement_does_not_by_statements(hero_turn: object) -> None:
    # Fifteen hundred statements, under the step limit, each working out a long sum.
    _refused(hero_turn, "busy", f"more than {MAX_WORK_PER_RESOLUTION} units of work")


# ----- counts that drive loops in Python -----------------------------------------------------

COUNTS = """language 1
haunt 901 "Counts" {
  traitor revealer
  monster hound "Hound" { traits might 4 speed 40 }
  static walk_path(turns: [0, 1, 3, 2], when: kind == hound)
  heroes {
    action horde "Call up a horde" { who heroes do { spawn(hound, room_of(actor), 2147483647) } }
    action pack "Call up a pack" { who heroes do { spawn(hound, room_of(actor), 3) } }
    action roam "Send the hounds roaming" {
      who heroes
      do { wander(hound, 2147483647, false) }
    }
    action maul "Take a mauling" { who heroes do { damage(actor, physical, points: 2147483647) } }
    action bury "Take a burying" { who heroes do { damage(actor, physical, dice: 2147483647) } }
    win when false
  }
  traitor { win when false }
}
"""


@pytest.fixture(scope="module")
def counting(tmp_path_factory: pytest.TempPathFactory) -> object:
    path = tmp_path_factory.mktemp("counts") / "counts.haunt"
    path.write_text(COUNTS, encoding="utf-8")
    game = Game(scripts=[path])
    seats = ["zoe_ingstrom", "ox_bellows", "vivian_lopez", "jenny_leclerc"]
    return Scenario(game.new_state(seed=1, explorers=seats)).reveal(901, revealer=0).turn(1)


def test_a_script_cannot_flood_the_board_with_monsters(counting: Scenario) -> None:
    state = counting.build()
    with pytest.raises(ScriptError, match=f"more than {MAX_MONSTERS_ON_BOARD} on the board"):
        state.apply("use haunt:901 horde")
    assert len(state.apply("use haunt:901 pack").monsters) == 3


def test_a_wander_is_bounded_in_rooms(counting: Scenario) -> None:
    state = counting.build()
    with pytest.raises(ScriptError, match=f"at most {MAX_WALK} rooms"):
        state.apply("use haunt:901 roam")


def test_damage_asks_for_no_more_points_than_the_tracks_hold(counting: Scenario) -> None:
    state = counting.build().apply("use haunt:901 maul")
    (frame,) = [f for f in state.frames if isinstance(f, PlaceDamage)]
    assert frame.points == MAX_DAMAGE_POINTS


def test_damage_dice_are_eight_at_most(counting: Scenario) -> None:
    state = counting.build().apply("use haunt:901 bury")
    (frame,) = [f for f in state.frames if isinstance(f, RollDice)]
    assert frame.dice == 8


def test_a_monster_with_a_huge_speed_rolls_eight_dice(counting: Scenario) -> None:
    state = monster_turn(counting.build().apply("use haunt:901 pack"), 0)
    rolls = [f for f in state.frames if isinstance(f, RollDice)]
    assert [r.dice for r in rolls] == [8]
