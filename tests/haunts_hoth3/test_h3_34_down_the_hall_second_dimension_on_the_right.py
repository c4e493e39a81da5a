"""3rd-edition haunt 34, Down the Hall, Second Dimension on the Right: the house folded
back to its starting tiles, exploring that does not stop a turn, the Number Track, the
search for Christina and the escape, the traitor's leaps and bends of the dimension, and
the traitor who will not stay dead."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.content.model import Floor
from betrayal.core.frames import DrawCard, PlaceDamage
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import Scenario, value_of

HAUNT = 34
CHRISTINA = "haunt:34:christina"


def test_setup_folds_the_house_back_and_sets_the_track() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 2  # the highest Knowledge
    rooms = {t.room for t in s.house.tiles}
    assert rooms == s.game.content.starting_rooms | {e.room for e in s.explorers}
    assert "ballroom" in value_of(s, "room_stack()")  # gone back into the stack
    # Every tile left is joined to the Entrance Hall.
    assert all(value_of(s, f"distance({r}, entrance_hall)") < 99 for r in rooms)
    assert value_of(s, "count(deck_cards(event))") == 0
    assert haunt_vars(s, HAUNT)["track"] == 3  # four players


def _discover(seat: int = 0) -> GameState:
    """``seat`` in the Hallway steps east through an open doorway; the Ballroom (an omen
    tile) is on top of the stack."""
    sc = meet(revealed(HAUNT), "hallway").stack(["ballroom", "salon"])
    return sc.turn(seat).build()


def test_discovering_an_omen_tile_moves_the_track_and_the_turn_goes_on() -> None:
    s = _discover().apply("move E").apply("room ballroom")
    s = s.apply("rotate 0")
    assert s.explorers[0].room == "ballroom"
    assert haunt_vars(s, HAUNT)["track"] == 4
    assert s.explorers[0].cards == ()  # no card yet
    assert "move S" in names(s) or "move W" in names(s)  # still moving
    s = s.apply("end")
    frame = s.frames[-1]
    assert isinstance(frame, DrawCard) and frame.explorer == 0 and frame.kind.value == "omen"


def test_only_heroes_may_discover() -> None:
    assert "move E" in names(_discover(0))
    assert "move E" not in names(_discover(2))  # the traitor


def _searching(track: int, face: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, track=track)
    s = meet(s, "chapel").turn(0).build()
    return roll_all(s.apply("use haunt:34 search"), face)


def test_nine_on_the_track_dice_finds_christina_and_ends_the_turn() -> None:
    s = _searching(track=5, face=2)  # 10
    assert (CHRISTINA, 0) in s.carried
    assert haunt_vars(s, HAUNT)["found"] is True
    assert names(s) == ["end"]
    missed = _searching(track=5, face=1)  # 5
    assert (CHRISTINA, 0) not in missed.carried
    frame = missed.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 1
    assert frame.kind is DamageKind.GENERAL


def _with_christina(s: GameState, seat: int = 0) -> GameState:
    return s.evolve(carried=((CHRISTINA, seat),))


def test_escaping_with_christina_through_the_front_door_wins() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, track=5, found=True)
    s = _with_christina(meet(s, "entrance_hall").turn(0).build())
    assert "use haunt:34 escape" in names(s)
    s = roll_all(s.apply("use haunt:34 escape"), 2)
    assert s.is_terminal() and s.winner == "heroes"
    s = with_vars(revealed(HAUNT), HAUNT, track=5, found=True)
    s = _with_christina(meet(s, "entrance_hall").turn(0).build())
    s = roll_all(s.apply("use haunt:34 escape"), 1)
    assert not s.is_terminal() and names(s) == ["end"]


def test_christina_passes_between_heroes_but_never_to_the_traitor() -> None:
    s = _with_christina(meet(revealed(HAUNT), "hallway").turn(0).build())
    hands = sorted(n for n in names(s) if n.startswith("use haunt:34 hand"))
    assert hands == ["use haunt:34 hand 1", "use haunt:34 hand 3"]  # seat 2 is the traitor
    s = s.apply("use haunt:34 hand 3")
    assert (CHRISTINA, 3) in s.carried
    # Lying on the floor, she is a hero's to pick up, not the traitor's.
    lying = meet(revealed(HAUNT), "hallway").build()
    lying = lying.evolve(tokens=((CHRISTINA, "hallway"),))
    assert "use haunt:34 pick_up" in names(Scenario(lying).turn(0).build())
    assert "use haunt:34 pick_up" not in names(Scenario(lying).turn(2).build())


def _bends(s: GameState) -> list[str]:
    return [n for n in names(s) if n.startswith("use haunt:34 grow")]


def test_the_traitor_bends_the_dimension_once_a_turn_twice_while_christina_is_carried() -> None:
    s = meet(revealed(HAUNT), "hallway").turn(2).build()
    before = s.explorers[2].traits[0]
    s = s.apply("use haunt:34 grow might")
    assert s.explorers[2].traits[0] == before + 2
    assert not _bends(s)  # four players: once a turn
    s = _with_christina(meet(revealed(HAUNT), "hallway").turn(2).build())
    s = s.apply("use haunt:34 grow might")
    assert _bends(s)  # once more while a hero carries Christina


def test_twisting_the_dimension_hurts_each_hero_and_moves_them() -> None:
    sc = meet(revealed(HAUNT), "hallway")
    s = sc.turn(2).build().apply("use haunt:34 warp")
    s = s.apply("die 1")  # seat 0's die
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0 and frame.points == 1
    s = s.apply("damage might")
    moves = [n for n in names(s) if n.startswith("choose")]
    assert sorted(moves) == [
        "choose entrance_hall",
        "choose ground_floor_staircase",
        "choose hallway",
    ]
    s = s.apply("choose entrance_hall")
    assert s.explorers[0].room == "entrance_hall"


def test_a_leap_of_faith_lands_the_traitor_on_a_tile_with_an_open_doorway() -> None:
    s = meet(revealed(HAUNT), "hallway").turn(2).build()
    s = roll_all(s.apply("use haunt:34 leap"), 2)
    spots = [n for n in names(s) if n.startswith("choose")]
    assert "choose ground_floor_staircase" not in spots  # no open doorway there
    assert "choose basement_landing" in spots
    s = s.apply("choose basement_landing")
    assert s.explorers[2].room == "basement_landing"
    failed = roll_all(
        meet(revealed(HAUNT), "hallway").turn(2).build().apply("use haunt:34 leap"), 0
    )
    assert failed.explorers[2].room == "hallway"


def test_the_dead_traitor_returns_before_their_next_turn() -> None:
    sc = meet(revealed(HAUNT), "hallway")
    sc.trait(2, Trait.MIGHT, 1)
    s = sc.turn(1).build()  # seat 1 sits on the traitor's right
    dead = [attrs.evolve(e, alive=False) if i == 2 else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead)).apply("end")
    if "choose basement_landing" in names(s):
        s = s.apply("choose basement_landing")
    assert s.explorers[2].alive
    start = s.explorer_def(2).track(Trait.MIGHT).start
    assert s.explorers[2].traits[0] >= start
    assert s.current_player() == 2


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    sc = meet(revealed(HAUNT), "chapel")
    sc.trait(0, Trait.SANITY, 0).trait(0, Trait.KNOWLEDGE, 0)
    s = with_vars(sc.turn(0).build(), HAUNT, track=1)
    dead = [attrs.evolve(e, alive=False) if i in (1, 3) else e for i, e in enumerate(s.explorers)]
    s = roll_all(s.evolve(explorers=tuple(dead)).apply("use haunt:34 search"), 0)
    s = s.apply("damage sanity")
    assert s.is_terminal() and s.winner == "traitor"


def _ride(first: int, rest: int) -> GameState:
    """Seat 0 steps from the Hallway east into a Mystic Elevator laid beside it and rides;
    the two dice show ``first`` and ``rest``."""
    s = revealed(HAUNT)
    hall = next(t for t in s.house.tiles if t.room == "hallway")
    sc = meet(s, "hallway").room("mystic_elevator", Floor.GROUND, hall.x + 1, hall.y, 3)
    s = sc.turn(0).build().apply("move E")
    assert s.explorers[0].room == "mystic_elevator"
    return throw(s.apply("choose True"), 1, first, rest)


def test_the_mystic_elevator_moves_only_on_a_two_or_a_four() -> None:
    assert not [n for n in names(_ride(2, 1)) if n.startswith("choose")]  # a 3: it stays
    assert not [n for n in names(_ride(1, 0)) if n.startswith("choose")]  # a 1: it stays
    assert "choose ground" in names(_ride(2, 0))
    assert "choose ground" in names(_ride(2, 2))
