"""The general primitives that take a mode (issue 14, "families instead of twins"): each
mode does what its English says, a wrong mode word is a located error listing the right
ones, and a mode word is only a mode where one is expected."""

from __future__ import annotations

from typing import Any

from betrayal.content.loader import load
from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.english import render_program
from betrayal.script.library.distances import Reach
from betrayal.script.library.traits import Moment
from betrayal.script.load import check_text
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario

CONTENT = load("hoth2")
CTX = Ctx("probe", 0, None, "probe")


def _card(statement: str) -> str:
    return f'language 1\nevent night_view "Night View" {{\n  on drawn(who) {{ {statement} }}\n}}\n'


def _rendered(statement: str) -> str:
    result = check_text(_card(statement), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    return "\n".join(render_program(program))


# ----- trait values ----------------------------------------------------------------------


def test_trait_of_reads_now_the_start_and_the_reveal() -> None:
    trait_of = all_primitives()["trait_of"].impl
    s = Scenario.new()
    zoe = s.state.explorer_def(0).track(Trait.MIGHT)
    start = zoe.start_value
    s.trait(0, Trait.MIGHT, zoe.start + 2).reveal(1, 0)
    at_reveal = s.state.trait(0, Trait.MIGHT)
    assert at_reveal != start
    s.trait(0, Trait.MIGHT, 1)  # hurt after the reveal
    state = s.state
    now = state.trait(0, Trait.MIGHT)
    assert now not in (start, at_reveal)
    assert trait_of(state, CTX, 0, Trait.MIGHT, Moment.NOW) == now
    assert trait_of(state, CTX, 0, Trait.MIGHT, Moment.START) == start
    assert trait_of(state, CTX, 0, Trait.MIGHT, Moment.REVEAL) == at_reveal


def test_before_any_haunt_the_reveal_value_is_the_current_one() -> None:
    state = Scenario.new().trait(0, Trait.SPEED, 1).state
    value = all_primitives()["trait_of"].impl(state, CTX, 0, Trait.SPEED, Moment.REVEAL)
    assert value == state.trait(0, Trait.SPEED)


def test_each_moment_reads_as_what_it_does() -> None:
    assert "your Might Sanity" in _rendered("gain(who, sanity, trait_of(who, might))")
    assert "your starting Might Sanity" in _rendered(
        "gain(who, sanity, trait_of(who, might, start))"
    )
    assert "your Might when the haunt began Sanity" in _rendered(
        "gain(who, sanity, trait_of(who, might, at: reveal))"
    )


def test_a_wrong_mode_word_is_located_and_lists_the_right_ones() -> None:
    result = check_text(_card("gain(who, sanity, trait_of(who, might, strat))"), CONTENT)
    (error,) = result.errors
    assert error.code == "E201" and "strat" in error.message
    assert error.span.line == 3
    assert "start" in (error.hint or "") and "now, start, reveal" in (error.hint or "")


def test_a_mode_word_is_no_name_elsewhere_and_a_local_does_not_hide_it() -> None:
    elsewhere = check_text(_card("gain(who, sanity, reveal)"), CONTENT)
    assert [d.code for d in elsewhere.errors] == ["E201"]
    shadowed = _rendered("let start = 1\n gain(who, sanity, trait_of(who, might, start) + start)")
    assert "starting Might" in shadowed
    not_a_mode = check_text(_card("gain(who, sanity, trait_of(who, might, 2))"), CONTENT)
    assert [d.code for d in not_a_mode.errors] == ["E301"]


# ----- rooms near a room -----------------------------------------------------------------


def _near(state: GameState, room: str, by: Reach, within: int = 1, itself: bool = False) -> Any:
    return all_primitives()["rooms_near"].impl(state, CTX, room, by, within, itself)


def _house_with_a_wall() -> GameState:
    # The Library east of the Entrance Hall turned so that no door of it faces the hall;
    # the Coal Chute east of the Foyer, its one door meeting the Foyer's.
    sc = Scenario.new().room("library", Floor.GROUND, 1, 0, 2)
    return sc.room("coal_chute", Floor.GROUND, 1, 1, 3).build()


def test_by_edge_counts_touching_tiles_and_by_door_only_meeting_doors() -> None:
    s = _house_with_a_wall()
    assert _near(s, "entrance_hall", Reach.EDGE) == ("foyer", "library")
    assert _near(s, "entrance_hall", Reach.DOOR) == ("foyer",)
    # Nearest first, ties north, east, south, west.
    assert _near(s, "foyer", Reach.DOOR) == ("grand_staircase", "coal_chute", "entrance_hall")


def test_by_way_takes_the_stairs_and_within_reaches_further_nearest_first() -> None:
    s = _house_with_a_wall()
    assert "upper_landing" not in _near(s, "foyer", Reach.DOOR, 2)
    assert _near(s, "foyer", Reach.WAY, 2) == (
        "grand_staircase",
        "coal_chute",
        "entrance_hall",
        "upper_landing",  # up the stairs
        "basement_landing",  # down the chute
    )
    assert _near(s, "foyer", Reach.WAY, 1) == _near(s, "foyer", Reach.DOOR, 1)
    assert _near(s, "foyer", Reach.EDGE, 2)[-1] == "library"  # two tiles away, diagonal


def test_itself_puts_the_room_first_and_a_room_not_placed_has_no_neighbours() -> None:
    s = _house_with_a_wall()
    assert _near(s, "foyer", Reach.WAY, 1, True)[0] == "foyer"
    assert "foyer" not in _near(s, "foyer", Reach.WAY, 3)
    assert _near(s, "foyer", Reach.WAY, 0) == ()
    assert _near(s, "chapel", Reach.EDGE) == ()


def test_fallen_rooms_are_listed_and_standing_leaves_them_out() -> None:
    s = _house_with_a_wall()
    s = all_primitives()["collapse_room"].impl(s, CTX, "library")
    assert "library" in _near(s, "entrance_hall", Reach.EDGE)
    assert all_primitives()["standing"].impl(s, CTX, _near(s, "entrance_hall", Reach.EDGE)) == (
        "foyer",
    )


def test_each_reach_reads_as_what_it_does() -> None:
    door = _rendered("for each r in rooms_near(room_of(who), door) { }")
    assert "the rooms joined to your room by a door" in door
    edge = _rendered("for each r in rooms_near(room_of(who), edge) { }")
    assert "the rooms next to your room, door or no door" in edge
    way = _rendered("for each r in rooms_near(room_of(who), way, 3, itself: true) { }")
    assert "at most 3 spaces from" in way and "through doors and stairs" in way
    assert "your room and the rooms at most 3 spaces from it" in way
    far_door = _rendered("for each r in rooms_near(room_of(who), door, 2) { }")
    assert "at most 2 steps" in far_door and "through doors" in far_door
