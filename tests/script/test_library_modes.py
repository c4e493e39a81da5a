"""The general primitives that take a mode (issue 14, "families instead of twins"): each
mode does what its English says, a wrong mode word is a located error listing the right
ones, and a mode word is only a mode where one is expected."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from betrayal.content.loader import load
from betrayal.content.model import CardKind, Floor
from betrayal.core.engine import run_pending
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.script.english import render_program
from betrayal.script.library.distances import Reach
from betrayal.script.library.explorers import Status
from betrayal.script.library.house import Removal
from betrayal.script.library.monster_paths import Move
from betrayal.script.library.monsters import ANYWHERE, EVERY, Condition
from betrayal.script.library.traits import Moment
from betrayal.script.load import check_text
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario, value_of

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


def test_fallen_rooms_are_listed_and_a_filter_leaves_them_out() -> None:
    s = _house_with_a_wall()
    s = all_primitives()["remove_room"].impl(s, CTX, "library", Removal.FALL)
    assert "library" in _near(s, "entrance_hall", Reach.EDGE)
    standing = "[r in rooms_near(entrance_hall, edge) where not collapsed(r)]"
    assert value_of(s, standing) == ("foyer",)
    # The retired standing() still reads the same in an older file.
    assert value_of(s, "standing(rooms_near(entrance_hall, edge))", language=2) == ("foyer",)


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


# ----- monsters' conditions ----------------------------------------------------------------


def _board(*monsters: MonsterState, monster_turn: bool = True) -> GameState:
    s = Scenario.new().state
    return attrs.evolve(s, monsters=monsters, turn=attrs.evolve(s.turn, monsters=monster_turn))


def _set(s: GameState, to: Condition, room: str = ANYWHERE, count: int = EVERY) -> GameState:
    return all_primitives()["set_monsters"].impl(s, CTX, "x", to, room, count)  # type: ignore[no-any-return]


def test_stunned_stuns_every_one_in_the_room_and_they_let_go() -> None:
    s = _board(
        MonsterState("x#1", "x", "foyer", holding=1),
        MonsterState("x#2", "x", "foyer"),
        MonsterState("x#3", "x", "entrance_hall"),
        MonsterState("y#1", "y", "foyer"),
        monster_turn=False,
    )
    after = _set(s, Condition.STUNNED, "foyer").monsters
    assert [m.stunned for m in after] == [True, True, False, False]
    assert after[0].holding is None


def test_halted_takes_those_that_moved_first_and_only_as_many_as_asked() -> None:
    s = _board(
        MonsterState("x#1", "x", "foyer", moves_left=2),
        MonsterState("x#2", "x", "foyer", moves_left=2, moved=True),
    )
    after = _set(s, Condition.HALTED, "foyer", 1).monsters
    assert [m.halted for m in after] == [False, True]
    assert after[1].moves_left == 0 and after[0].moves_left == 2
    # Once halted it counts no more: the next halt takes the other one.
    again = _set(attrs.evolve(s, monsters=after), Condition.HALTED, "foyer", 1).monsters
    assert [m.halted for m in again] == [True, True]


def test_resting_ready_and_spent_last_only_for_a_monster_turn() -> None:
    idle = MonsterState("x#1", "x", "foyer", moves_left=3)
    s = _board(idle, monster_turn=False)
    for to in (Condition.RESTING, Condition.READY, Condition.SPENT):
        assert _set(s, to) is s
    (rested,) = _set(_board(idle), Condition.RESTING).monsters
    assert rested.moves_left == 0 and rested.moved and rested.attacked


def test_ready_wakes_only_monsters_come_in_this_turn() -> None:
    new = MonsterState("x#1", "x", "foyer", done=True)
    resting = MonsterState("x#2", "x", "foyer", done=True, resting=True, stunned=True)
    after = _set(_board(new, resting), Condition.READY).monsters
    assert [m.done for m in after] == [False, True]


def test_spent_takes_the_attack_of_those_that_still_have_one() -> None:
    stunned = MonsterState("x#1", "x", "foyer", stunned=True)
    fresh = MonsterState("x#2", "x", "foyer")
    other = MonsterState("x#3", "x", "foyer")
    after = _set(_board(stunned, fresh, other), Condition.SPENT, "foyer", 1).monsters
    assert [m.attacked for m in after] == [False, True, False]


def test_each_condition_reads_as_what_it_does() -> None:
    def words(call: str) -> str:
        text = (
            'language 1\nhaunt 900 "Probe" {\n  monster hound "Hound" { traits might 4 speed 3 }\n'
            f"  setup {{ {call} }}\n"
            "  heroes { win when false }\n  traitor { win when false }\n}\n"
        )
        result = check_text(text, CONTENT)
        assert not result.errors, [d.format() for d in result.errors]
        return "\n".join(render_program(result.programs[0]))

    stunned = words("set_monsters(hound, stunned, foyer)")
    assert "every Hound in the Foyer is stunned" in stunned
    resting = words("set_monsters(hound, resting)")
    assert "every Hound does nothing more this monster turn" in resting
    assert "up to 1 of the Hound in the Foyer move no further" in words(
        "set_monsters(hound, halted, foyer, 1)"
    )
    assert "give up their attack" in words("set_monsters(hound, spent, foyer, 2)")
    assert "every Hound that just came on the board acts this monster turn after all" in words(
        "set_monsters(hound, ready)"
    )


# ----- the decks -----------------------------------------------------------------------------


def test_deck_cards_reads_each_deck_and_leaves_out_cards_drawn() -> None:
    s = Scenario.new().give(0, "axe").state
    deck = all_primitives()["deck_cards"].impl
    for kind in CardKind:
        cards = deck(s, CTX, kind)
        assert cards and all(CONTENT.card(c).kind is kind for c in cards)
    assert "axe" not in deck(s, CTX, CardKind.ITEM)
    assert "axe" in deck(Scenario.new().state, CTX, CardKind.ITEM)
    assert "the cards left in the omen deck" in _rendered(
        "if count(deck_cards(omen)) > 0 { gain(who, might) }"
    )


# ----- monsters moved at once ----------------------------------------------------------------

# Two hounds in the Entrance Hall; the haunt marks each room it hears a hound enter.
HEARING = """language 1
haunt 905 "Probe" {
  traitor revealer
  monster hound "Hound" { traits might 2 speed 1 }
  token heard "Heard"
  setup { spawn(hound, entrance_hall, 2) }
  rule { on monster_entered(k, r) { place_token(heard, r) } }
  heroes { win when false }
  traitor { win when false }
}
"""


def _hounds(tmp_path: Path) -> GameState:
    path = tmp_path / "hearing.haunt"
    path.write_text(HEARING, encoding="utf-8")
    sc = Scenario.new(scripts=[path]).room("coal_chute", Floor.GROUND, 1, 1, 3)
    return sc.reveal(905, revealer=0).build()


def _move(s: GameState, target: str, how: Move, count: int = EVERY) -> GameState:
    move = all_primitives()["move_monsters"].impl
    return run_pending(move(s, CTX, "hound", "entrance_hall", target, how, count))


def _heard(s: GameState) -> set[str]:
    return {room for token, room in s.tokens if token.endswith(":heard")}


def _rooms(s: GameState) -> list[str]:
    return [m.room for m in s.monsters]


def test_put_moves_them_unheard(tmp_path: Path) -> None:
    s = _move(_hounds(tmp_path), "foyer", Move.PUT)
    assert _rooms(s) == ["foyer", "foyer"] and _heard(s) == set()


def test_lead_moves_as_many_as_asked_and_each_is_heard(tmp_path: Path) -> None:
    s = _move(_hounds(tmp_path), "coal_chute", Move.LEAD, 1)
    # Led, not stepping: the chute does not carry it on.
    assert _rooms(s) == ["coal_chute", "entrance_hall"] and _heard(s) == {"coal_chute"}


def test_step_is_heard_takes_the_chute_and_never_enters_a_fallen_room(tmp_path: Path) -> None:
    s = _move(_hounds(tmp_path), "coal_chute", Move.STEP)
    assert _rooms(s) == ["basement_landing", "basement_landing"]
    assert _heard(s) == {"basement_landing"}
    fallen = all_primitives()["remove_room"].impl(_hounds(tmp_path), CTX, "foyer", Removal.FALL)
    assert _rooms(_move(fallen, "foyer", Move.STEP)) == ["entrance_hall", "entrance_hall"]
    assert _rooms(_move(fallen, "foyer", Move.PUT)) == ["foyer", "foyer"]


def test_each_move_reads_as_what_it_does() -> None:
    def words(call: str) -> str:
        text = (
            'language 1\nhaunt 900 "Probe" {\n  monster hound "Hound" { traits might 4 speed 3 }\n'
            f"  setup {{ {call} }}\n"
            "  heroes { win when false }\n  traitor { win when false }\n}\n"
        )
        result = check_text(text, CONTENT)
        assert not result.errors, [d.format() for d in result.errors]
        return "\n".join(render_program(result.programs[0]))

    put = words("move_monsters(hound, foyer, entrance_hall)")
    assert "every Hound in the Foyer is put in the Entrance Hall" in put
    assert "(no rule hears it come)" in put
    assert "up to 1 of the Hound in the Foyer are led into" in words(
        "move_monsters(hound, foyer, entrance_hall, lead, 1)"
    )
    assert "step into the Entrance Hall" in words(
        "move_monsters(hound, foyer, entrance_hall, step, 2)"
    )


# ----- seen and unseen -----------------------------------------------------------------------


def test_set_status_hides_a_room_and_shows_it_again() -> None:
    s = Scenario.new().state
    status = all_primitives()["set_status"].impl
    hidden = status(s, CTX, 1, Status.UNSEEN, True)
    assert hidden.unseen == {1} and hidden.bound == frozenset()
    assert status(hidden, CTX, 1, Status.UNSEEN, False).unseen == frozenset()
    assert "can no longer be seen" in _rendered("set_status(who, unseen, true)")
    assert "can no longer be seen" in _rendered("set_status(who, unseen)")
    assert "everyone sees where you are" in _rendered("set_status(who, unseen, false)")


def test_set_status_pins_an_explorer_down_and_frees_them() -> None:
    s = Scenario.new().state
    status = all_primitives()["set_status"].impl
    pinned = status(s, CTX, 2, Status.BOUND, True)
    assert pinned.bound == {2} and pinned.unseen == frozenset()
    assert status(pinned, CTX, 2, Status.BOUND, False).bound == frozenset()
    assert "can do nothing until freed" in _rendered("set_status(who, bound)")
    assert "you are free" in _rendered("set_status(who, bound, false)")


def test_a_left_out_truth_reads_as_its_default() -> None:
    # `itself` left out is false: the rooms near, with no word about the room itself.
    words = _rendered("for each r in rooms_near(room_of(who), door) { }")
    assert "itself" not in words and "False" not in words
