"""Monsters that walk a set path (`walk_path`, `face_monsters`, `forget_facing`,
`wander`), and a monster that attacks each hero it reaches (`attacks_each`)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_steering import path_sides
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, TurnState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.haunts import dice

PROBE = """language 1
haunt 951 "Walkers" {
  traitor revealer
  monster hound "Hound" { traits might 2 speed 2 }
  monster brute "Brute" { traits might 3 speed 1; cannot move; static attacks_each() }
  monster imp "Imp" { traits might 1 speed 1; cannot move }
  monster stray "Stray" { traits might 1 speed 1; cannot move }
  static walk_path(turns: [1, 0, 3, 2], when: kind == hound)
  static walk_path(turns: [0, 1, 2, 3], when: kind == stray)
  setup {
    spawn(hound, foyer)
    spawn(brute, dusty_hallway)
    spawn(stray, entrance_hall)
    face_monsters(stray, entrance_hall, foyer)
  }
  heroes { win when false }
  traitor {
    action stroll "The strays wander" {
      who traitor
      limit any_number
      do { wander(stray, 2, true) }
    }
    action stroll_imps "The imps wander" {
      who traitor
      limit any_number
      do { wander(imp, 2, true) }
    }
    action calm "The hound forgets its way" {
      who traitor
      limit any_number
      do { forget_facing(hound) }
    }
    win when false
  }
}
"""


@pytest.fixture(scope="module")
def revealed(tmp_path_factory: pytest.TempPathFactory) -> GameState:
    """A ground floor of two columns: Entrance Hall, Foyer, Grand Staircase (doors south
    only) to the west; Dusty Hallway, Creaky Hallway, Ballroom to the east. Seat 0, the
    traitor, in the Entrance Hall; the others in the Ballroom."""
    path: Path = tmp_path_factory.mktemp("probe") / "walkers.haunt"
    path.write_text(PROBE, encoding="utf-8")
    sc = Scenario.new(
        explorers=("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc"),
        scripts=[path],
    )
    sc.room("dusty_hallway", Floor.GROUND, 1, 0).room("creaky_hallway", Floor.GROUND, 1, 1)
    sc.room("ballroom", Floor.GROUND, 1, 2)
    for seat in range(4):
        sc.fresh(seat).at(seat, "ballroom")
    sc.at(0, "entrance_hall")
    s = sc.reveal(951, revealer=0).build()
    assert s.phase is Phase.HAUNT and s.traitor == 0 and not s.frames
    return s


def monster_turn(s: GameState) -> GameState:
    turn = TurnState(player=0, number=s.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(attrs.evolve(s, frames=()).evolve(turn=turn)))


def hound_moves(s: GameState) -> list[str]:
    return [n.removeprefix("monster hound#1 ") for n in names(s) if n.startswith("monster hound")]


def where(s: GameState, kind: str) -> list[tuple[str, str]]:
    return [(m.room, m.facing) for m in s.monsters if m.kind == kind]


def test_turns_count_quarter_turns_to_the_left() -> None:
    assert path_sides("N", (0, 1, 2, 3)) == ["N", "W", "S", "E"]
    assert path_sides("E", (1, 0, 3, 2)) == ["N", "E", "S", "W"]


def test_a_walker_facing_no_way_picks_its_first_door_then_hugs_the_left_wall(
    revealed: GameState,
) -> None:
    s = monster_turn(revealed)
    s = run_script(s, dice(2, 2))  # Speed 4
    # It faces no way yet: any door, or staying put.
    assert hound_moves(s) == ["move N", "move E", "move S", "done"]
    s = s.apply("monster hound#1 move S")  # into the Entrance Hall, facing south
    assert where(s, "hound") == [("entrance_hall", "S")]
    # Now its path decides: left of south is east (the Dusty Hallway), and it may not stop.
    assert hound_moves(s) == ["move E"]
    s = s.apply("monster hound#1 move E")
    # Facing east: left is north, the Creaky Hallway.
    assert hound_moves(s) == ["move N"]
    s = s.apply("monster hound#1 move N")
    # Facing north in the Creaky Hallway, with 1 space left: left (the Foyer) is open.
    assert hound_moves(s) == ["move W"]
    s = s.apply("monster hound#1 move W")
    assert where(s, "hound") == [("foyer", "W")]
    assert hound_moves(s) == ["done"]  # out of movement


def test_a_walker_goes_straight_on_when_its_left_is_walled(revealed: GameState) -> None:
    s = monster_turn(revealed)
    s = run_script(s, dice(2, 0))  # Speed 2
    s = s.apply("monster hound#1 move N")  # the Grand Staircase: only its south door
    assert where(s, "hound") == [("grand_staircase", "N")]
    # Left, straight and right are walls: it turns back.
    assert hound_moves(s) == ["move S"]


def test_forgetting_its_facing_frees_the_next_step(revealed: GameState) -> None:
    s = monster_turn(revealed)
    s = run_script(s, dice(2, 2))
    s = s.apply("monster hound#1 move S")
    assert hound_moves(s) == ["move E"]
    sc = Scenario(s)
    from betrayal.core.frames import Ctx
    from betrayal.script.library.monster_paths import ANYWHERE, NOWHERE, face_monsters

    s = face_monsters(sc.state, Ctx("haunt:951", 0, None, "951"), "hound", ANYWHERE, NOWHERE)
    assert where(s, "hound") == [("entrance_hall", "")]
    assert hound_moves(s) == ["move N", "move E", "done"]


def test_wandering_walks_straight_on_then_turns_to_the_next_exit_on_the_left(
    revealed: GameState,
) -> None:
    # The Stray faces the Foyer (north) from the Entrance Hall.
    assert where(revealed, "stray") == [("entrance_hall", "N")]
    s = Scenario(attrs.evolve(revealed, frames=())).turn(0).build()
    s = run_pending(s.apply("use haunt:951 stroll"))
    # Two rooms straight on: the Foyer, then the Grand Staircase.
    assert where(s, "stray") == [("grand_staircase", "N")]
    s = run_pending(s.apply("use haunt:951 stroll"))
    # Blocked ahead, left and right: the next exit round to its left is behind it; then,
    # facing south in the Foyer, straight on again to the Entrance Hall.
    assert where(s, "stray") == [("entrance_hall", "S")]
    s = run_pending(s.apply("use haunt:951 stroll"))
    # South of the Entrance Hall is a wall; the next exit on the left (east) is open.
    assert where(s, "stray")[0] == ("creaky_hallway", "N")


def test_a_hero_in_its_room_keeps_a_wanderer_put_and_one_met_stops_it(
    revealed: GameState,
) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=())).at(2, "entrance_hall")
    s = run_pending(sc.turn(0).build().apply("use haunt:951 stroll"))
    assert where(s, "stray") == [("entrance_hall", "N")]
    sc = Scenario(attrs.evolve(revealed, frames=())).at(2, "foyer")
    s = run_pending(sc.turn(0).build().apply("use haunt:951 stroll"))
    assert where(s, "stray") == [("foyer", "N")]  # it met the hero after one room


def test_a_monster_facing_no_way_or_with_no_path_does_not_wander(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.state = sc.state.evolve(
        monsters=(
            *sc.state.monsters,
            attrs.evolve(sc.state.monsters[0], ident="imp#1", kind="imp", room="foyer", facing="N"),
        )
    )
    s = run_pending(sc.turn(0).build().apply("use haunt:951 stroll_imps"))
    assert where(s, "imp") == [("foyer", "N")]  # the Imp has no walk_path rule


def test_a_monster_that_attacks_each_hero_strikes_every_one_once(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.at(1, "dusty_hallway").at(2, "dusty_hallway")
    s = monster_turn(sc.build())
    s = run_script(s, [*dice(0, 0), "monster hound#1 done"])  # the Hound stays
    brute = [n for n in names(s) if n.startswith("monster brute")]
    assert brute == ["monster brute#1 attack 1", "monster brute#1 attack 2", "monster brute#1 done"]
    s = run_script(s, ["monster brute#1 attack 1", *dice(0, 0, 0)])
    s = run_script(s, dice(*[0] * s.trait(1, Trait.MIGHT)))  # a tie: nobody hurt
    brute = [n for n in names(s) if n.startswith("monster brute")]
    assert brute == ["monster brute#1 attack 2", "monster brute#1 done"]


def test_an_ordinary_monster_attacks_once(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.at(1, "foyer").at(2, "foyer")
    s = monster_turn(sc.build())
    s = run_script(s, dice(0, 0))
    hound = hound_moves(s)
    assert "attack 1" in hound and "attack 2" in hound
    s = run_script(s, ["monster hound#1 attack 1", *dice(0, 0)])
    s = run_script(s, dice(*[0] * s.trait(1, Trait.MIGHT)))
    assert not [n for n in hound_moves(s) if n.startswith("attack")]
