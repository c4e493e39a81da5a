"""The 3rd edition's rooms with rules, as their scripts (content/hoth3/scripts/rooms.bet)
make them work in play.

Josef Hooper (seat 0) starts with Might 5, Speed 4, Knowledge 3, Sanity 4 (clip positions
3, 3, 2, 2). Unless a test says otherwise, he finds a room east of the Entrance Hall,
through its east door.
"""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Trait
from betrayal.content.model import Floor
from betrayal.core.state import CHANCE, GameState
from betrayal.testing import Scenario, run_script

JOSEF, STEPHANIE = 0, 1
THREE = ("josef_hooper", "stephanie_richter", "sammy_angler")
START = {Trait.MIGHT: 3, Trait.SPEED: 3, Trait.KNOWLEDGE: 2, Trait.SANITY: 2}


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def dice(*faces: int) -> list[str]:
    return [f"die {f}" for f in faces]


def new() -> Scenario:
    return Scenario.new(THREE, edition="hoth3")


def discover(room: str, sc: Scenario | None = None) -> GameState:
    """Josef walks east from the Entrance Hall and turns over ``room`` there."""
    s = (sc or new()).stack([room]).build()
    s = run_script(s, ["move E", f"room {room}"])
    rotations = [a for a in names(s) if a.startswith("rotate ")]
    return s.apply(rotations[0]) if rotations else s


def standing_in(room: str, floor: Floor, x: int, y: int, rotation: int = 0) -> Scenario:
    return new().room(room, floor, x, y, rotation).at(JOSEF, room).turn(JOSEF)


def pos(state: GameState, trait: Trait, seat: int = JOSEF) -> int:
    return state.explorers[seat].position(trait)


# ----- a point for finding the room ----------------------------------------------------------


@pytest.mark.parametrize(
    ("room", "trait"),
    [
        ("chapel", Trait.SANITY),
        ("gymnasium", Trait.SPEED),
        ("larder", Trait.MIGHT),
        ("library", Trait.KNOWLEDGE),
    ],
)
def test_finding_the_room_raises_a_trait_once(room: str, trait: Trait) -> None:
    s = discover(room)
    if s.current_player() == CHANCE:  # the Chapel and the Library show an omen
        s = s.apply(s.legal_actions()[0])
    assert pos(s, trait) == START[trait] + 1
    for other in set(START) - {trait}:
        assert pos(s, other) == START[other]


def test_standing_in_a_placed_chapel_gives_nothing() -> None:
    s = standing_in("chapel", Floor.GROUND, 1, 0, 1).build()
    s = s.apply("end")
    assert pos(s, Trait.SANITY) == START[Trait.SANITY]


# ----- the Armory --------------------------------------------------------------------------


def test_the_armory_turns_over_items_until_a_weapon_and_buries_the_rest() -> None:
    s = discover("armory")
    assert s.current_player() == CHANCE
    s = run_script(s, ["pick mirror", "pick map", "pick gun"])
    assert s.explorers[JOSEF].cards == ("gun",)
    assert {"mirror", "map"} <= set(s.removed)  # buried: out of the game
    assert "mirror" not in s.decks[1] and "map" not in s.decks[1]
    assert "crossbow" in s.decks[1] and not s.frames


def test_the_armory_with_no_weapon_left_buries_the_whole_deck() -> None:
    sc = new()
    deck = ("brooch", "map")
    sc.state = sc.state.evolve(decks=(sc.state.decks[0], deck, sc.state.decks[2]))
    s = discover("armory", sc)
    s = run_script(s, ["pick map"])
    assert s.explorers[JOSEF].cards == () and s.decks[1] == () and not s.frames


# ----- the Junk Room -----------------------------------------------------------------------


def test_the_junk_room_gets_an_obstacle_that_makes_leaving_it_dearer() -> None:
    s = discover("junk_room")
    s = s.apply(s.legal_actions()[0])  # its item
    s = run_script(s, ["end", "end", "end"])  # round to Josef again, Speed 4
    assert s.turn.player == JOSEF and s.turn.moves_left == 4
    s = s.apply("move W")  # the first step of a turn is always allowed: it costs 2
    assert s.explorers[JOSEF].room == "entrance_hall" and s.turn.moves_left == 2
    # Leaving the Entrance Hall costs one space as usual.
    s = s.apply("move N")
    assert s.turn.moves_left == 1


def test_a_junk_room_someone_else_found_has_no_obstacle() -> None:
    s = standing_in("junk_room", Floor.GROUND, 1, 0, 1).build()
    s = s.apply("move W")
    assert s.turn.moves_left == 3


# ----- the Panic Room --------------------------------------------------------------------


def test_the_panic_room_brings_the_secret_staircase_into_the_basement() -> None:
    sc = new().stack(["panic_room", "secret_staircase", "crawlspace"])
    s = sc.at(JOSEF, "basement_landing").turn(JOSEF).build()
    s = run_script(s, ["move N", "room panic_room", "rotate 2", "card armor"])
    places = [a for a in names(s) if a.startswith("place ")]
    assert places
    s = s.apply(places[0])
    assert s.house.floor_of("secret_staircase") is Floor.BASEMENT
    assert s.room_stack == ("crawlspace",)
    assert s.explorers[JOSEF].room == "panic_room"
    # The staircase leads up to the Hallway.
    assert "hallway" in [t for t, _ in s.game.links_from("secret_staircase")]


def test_the_panic_room_leaves_a_placed_staircase_alone() -> None:
    sc = new().room("secret_staircase", Floor.BASEMENT, -1, 0, 1)
    sc = sc.stack(["panic_room"]).at(JOSEF, "basement_landing")
    s = run_script(sc.turn(JOSEF).build(), ["move N", "room panic_room"])
    s = run_script(s, ["rotate 2", "card armor"])
    assert s.explorers[JOSEF].room == "panic_room" and not s.frames


# ----- ending a turn in a room -----------------------------------------------------------


def test_the_furnace_room_burns_a_die_of_physical_damage() -> None:
    s = standing_in("furnace_room", Floor.BASEMENT, 0, 1, 0).build()
    s = s.apply("end")
    assert s.current_player() == CHANCE
    s = s.apply("die 2")
    assert names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage might", "damage might"])
    assert pos(s, Trait.MIGHT) == 1 and s.turn.player == 1


def test_the_collapsed_room_holds_on_speed_five() -> None:
    s = standing_in("collapsed_room", Floor.GROUND, 1, 0, 2).build()  # doors S and W
    s = run_script(s, ["end", *dice(2, 2, 1, 0)])
    assert s.explorers[JOSEF].room == "collapsed_room" and s.turn.player == 1


def test_the_collapsed_room_gives_way_under_four() -> None:
    s = standing_in("collapsed_room", Floor.GROUND, 1, 0, 2).build()
    s = run_script(s, ["end", *dice(2, 2, 0, 0)])
    assert s.explorers[JOSEF].room == "basement_landing"
    s = run_script(s, ["die 1", "damage speed"])
    assert pos(s, Trait.SPEED) == 2 and s.turn.player == 1


def test_the_laundry_chute_sends_whoever_ends_a_turn_there_to_the_basement() -> None:
    s = standing_in("laundry_chute", Floor.GROUND, 1, 0, 3).build()  # door facing west
    s = s.apply("end")
    assert s.explorers[JOSEF].room == "basement_landing" and s.turn.player == 1


# ----- the Mystic Elevator ---------------------------------------------------------------


def _to_the_elevator() -> GameState:
    sc = new().room("mystic_elevator", Floor.GROUND, 1, 0, 3)  # its door faces west
    s = sc.at(JOSEF, "entrance_hall").turn(JOSEF).build()
    return s.apply("move E")


def test_the_mystic_elevator_may_be_ridden_on_stepping_in() -> None:
    s = _to_the_elevator()
    assert names(s) == ["choose False", "choose True"]
    stay = s.apply("choose False")
    assert stay.house.floor_of("mystic_elevator") is Floor.GROUND and not stay.frames


@pytest.mark.parametrize(
    ("faces", "floor"),
    [
        ((1, 2), Floor.UPPER),
        ((1, 1), Floor.GROUND),
        ((1, 0), Floor.BASEMENT),
        ((0, 0), Floor.BASEMENT),
    ],
)
def test_the_mystic_elevator_goes_to_the_floor_the_dice_say(
    faces: tuple[int, int], floor: Floor
) -> None:
    s = run_script(_to_the_elevator(), ["choose True", *dice(*faces)])
    s = s.apply(next(a for a in names(s) if a.startswith("place ")))
    assert s.house.floor_of("mystic_elevator") is floor
    assert s.explorers[JOSEF].room == "mystic_elevator"


def test_a_four_on_the_mystic_elevator_goes_to_any_floor() -> None:
    s = run_script(_to_the_elevator(), ["choose True", *dice(2, 2)])
    assert len(names(s)) == 3  # the three floors
    s = s.apply(names(s)[0])
    s = s.apply(next(a for a in names(s) if a.startswith("place ")))
    assert s.house.floor_of("mystic_elevator") is Floor.BASEMENT


# ----- the traitor and the rooms --------------------------------------------------------------


def _traitor_in(room: str, floor: Floor, x: int, y: int, rotation: int) -> GameState:
    """The test haunt (the Duel) revealed by Josef, so he is the traitor; his turn, in
    ``room``, with no hound about."""
    duel = Path(__file__).parent.parent / "haunts" / "duel.haunt"
    sc = Scenario.new(THREE, edition="hoth3", scripts=[duel]).reveal(900, JOSEF)
    sc.state = attrs.evolve(sc.state, frames=(), monsters=())
    if room not in sc.state.house:
        sc.room(room, floor, x, y, rotation)
    for seat in range(3):
        sc.at(seat, room).fresh(seat)
    return sc.turn(JOSEF).build()


def test_the_traitor_ignores_the_furnace_and_the_collapsing_floor() -> None:
    for room, floor, rotation in (
        ("furnace_room", Floor.BASEMENT, 0),
        ("collapsed_room", Floor.UPPER, 2),
    ):
        s = _traitor_in(room, floor, 5, 5, rotation).apply("end")
        assert not s.frames and s.explorers[JOSEF].room == room
        assert s.turn.player == STEPHANIE
        s = s.apply("end")  # a hero ending a turn there is not spared
        assert s.current_player() == CHANCE


def test_the_traitor_still_slides_down_the_laundry_chute() -> None:
    s = _traitor_in("laundry_chute", Floor.GROUND, 5, 5, 0).apply("end")
    assert s.explorers[JOSEF].room == "basement_landing"


# ----- the landings: monsters only ------------------------------------------------------------


def test_monsters_go_between_the_basement_landing_and_the_staircase() -> None:
    from betrayal.core.state import MonsterState
    from betrayal.testing import monster_turn

    s = _traitor_in("basement_landing", Floor.BASEMENT, 0, 0, 0)
    # The explorers have no way up from the landing but its doors.
    assert not any(n.startswith("take") for n in names(s))
    for start, other in (
        ("basement_landing", "ground_floor_staircase"),
        ("ground_floor_staircase", "basement_landing"),
    ):
        hound = MonsterState("hound#1", "hound", start)
        s = monster_turn(attrs.evolve(s, monsters=(hound,)), JOSEF)
        s = run_script(s, dice(1, 1, 1))  # three spaces for the hound
        assert f"monster hound#1 take {other}" in names(s)
