"""The 2nd edition's way out for a monster shut in the basement: as the monster turn
begins, the traitor lays the Stairs from Basement at an open basement doorway."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.frames import PlaceRoomAnywhere
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.rules.trapped import shut_in
from betrayal.core.state import GameState, TurnState
from betrayal.narrate import narrate
from betrayal.testing import Scenario

EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "peter_akimoto")

# A Brute that starts in the Basement Landing; {abilities} go into its block.
BRUTE = """language 1
haunt 907 "Cellar" {{
  traitor revealer
  monster brute "Brute" {{ traits might 4 speed 3; {abilities} }}
  setup {{ spawn(brute, basement_landing) }}
  heroes {{ win when false }}
  traitor {{ win when false }}
}}
"""


def _monster_turn(
    tmp_path: Path,
    *,
    abilities: str = "cannot be_slowed",
    hero_room: str = "foyer",
    stack: tuple[str, ...] = ("stairs_from_basement", "chapel"),
) -> GameState:
    """Seat 1 is the traitor; seats 0, 2 and 3 stand in ``hero_room``; the Brute's
    monster turn is about to begin."""
    path = tmp_path / "cellar.haunt"
    path.write_text(BRUTE.format(abilities=abilities), encoding="utf-8")
    sc = Scenario.new(explorers=EXPLORERS, scripts=[path]).stack(stack)
    for seat in range(4):
        sc.at(seat, "foyer")
    sc.reveal(907, revealer=1)
    sc.state = sc.build()
    for seat in (0, 2, 3):
        sc.at(seat, hero_room)
    s = sc.build()
    turn = TurnState(player=1, number=s.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(attrs.evolve(s, turn=turn, frames=())))


def test_a_monster_shut_in_the_basement_gets_the_stairs_up(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceRoomAnywhere)
    assert (frame.room, frame.floor, frame.explorer) == ("stairs_from_basement", Floor.BASEMENT, 1)
    assert "stairs_from_basement" not in s.room_stack
    # The traitor picks the doorway and the turn; then the Brute rolls and moves on.
    assert s.current_player() == 1
    before, place = s, s.legal_actions()[0]
    s = s.apply(place)
    (line,) = narrate(before, place, s)
    assert line.startswith("  places the Stairs from Basement on the basement floor")
    assert line.endswith("the monsters shut in the basement have a way up")
    assert "stairs_from_basement" in s.house
    assert not shut_in(s)  # the stairs lead up to the heroes in the Foyer
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)
    while s.current_player() < 0:
        s = s.apply(s.sample_chance())
    offered = [str(a) for a in s.legal_actions()]
    assert any(a.startswith("monster brute#1 ") for a in offered)


def test_no_stairs_while_a_hero_can_still_be_reached(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path, hero_room="basement_landing")
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)
    assert "stairs_from_basement" in s.room_stack


def test_no_stairs_for_a_monster_that_can_break_into_new_rooms(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path, abilities="static explores()")
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)


def test_no_stairs_when_the_tile_is_not_to_be_had(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path, stack=("chapel",))
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)
