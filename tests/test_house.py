"""The house: starting tiles, doorways, discovering and placing rooms, stairs and chutes."""

from __future__ import annotations

from betrayal.content.model import CardKind, Floor, Side
from betrayal.core.frames import DrawRoom, PlaceRoom
from betrayal.core.state import CHANCE
from betrayal.core.traits import Trait
from betrayal.testing import Scenario, check_invariants, run_script

ZOE = 0


def names(state: object) -> list[str]:
    return [str(a) for a in state.legal_actions()]  # type: ignore[attr-defined]


def test_starting_house(scenario: Scenario) -> None:
    s = scenario.build()
    h = s.house
    assert {t.room for t in h.tiles} == {
        "entrance_hall",
        "foyer",
        "grand_staircase",
        "upper_landing",
        "basement_landing",
    }
    assert h.connected("entrance_hall", Side.N).room == "foyer"  # type: ignore[union-attr]
    assert h.connected("foyer", Side.N).room == "grand_staircase"  # type: ignore[union-attr]
    assert h.floor_of("upper_landing") is Floor.UPPER
    assert h.floor_of("basement_landing") is Floor.BASEMENT
    assert all(e.room == "entrance_hall" for e in s.explorers)
    check_invariants(s)


def test_the_front_door_stays_locked(scenario: Scenario) -> None:
    s = scenario.build()
    assert "move S" not in names(s)
    assert "front door is locked" in s.explain("move S")


def test_discovery_draws_until_a_tile_fits_the_floor(scenario: Scenario) -> None:
    s = scenario.stack(["chasm", "kitchen", "attic"]).build()
    s = s.apply("move E")
    assert s.current_player() == CHANCE and isinstance(s.frames[-1], DrawRoom)
    assert names(s) == ["room attic", "room chasm", "room kitchen"]
    s = s.apply("room chasm")  # basement only: set aside, keep drawing
    assert s.room_discards == ("chasm",) and s.current_player() == CHANCE
    s = s.apply("room kitchen")  # basement or ground: it fits
    assert isinstance(s.frames[-1], PlaceRoom) and s.current_player() == ZOE


def test_new_tile_joins_the_door_that_was_used(scenario: Scenario) -> None:
    s = scenario.stack(["kitchen"]).build()
    s = run_script(s, ["move E", "room kitchen"])
    # The Kitchen has doors N and E; leaving east, it must show a door to the west.
    assert names(s) == ["rotate 2", "rotate 3"]
    s = s.apply("rotate 2")
    tile = s.house.tile("kitchen")
    assert (tile.floor, tile.x, tile.y) == (Floor.GROUND, 1, 0)
    assert Side.W in tile.doors
    assert s.house.connected("entrance_hall", Side.E) == tile
    assert s.explorers[ZOE].room == "kitchen"


def test_discovering_a_symbol_room_draws_a_card_and_ends_movement(scenario: Scenario) -> None:
    s = scenario.stack(["kitchen"]).build()
    speed = s.turn.moves_left
    s = run_script(s, ["move E", "room kitchen", "rotate 2"])
    assert s.turn.moves_left == speed - 1
    assert s.current_player() == CHANCE
    assert len(s.legal_actions()) == 13  # any omen may come up
    s = s.apply("card girl")
    assert s.explorers[ZOE].cards == ("girl",)
    assert s.omens_drawn == 1 and s.turn.drew_omen
    assert s.last_omen == ("girl", "kitchen")
    assert names(s) == ["end"]  # movement is over; the Girl cannot be dropped or traded


def test_event_cards_are_discarded(scenario: Scenario) -> None:
    s = scenario.stack(["conservatory"]).build()
    s = run_script(s, ["move E", "room conservatory", "rotate 3", "card spider"])
    assert s.event_discards == ("spider",)
    assert "spider" not in s.deck(CardKind.EVENT)
    assert s.explorers[ZOE].cards == ()


def test_set_aside_tiles_are_shuffled_back_when_the_stack_runs_out(scenario: Scenario) -> None:
    s = scenario.stack(["attic"], discards=["kitchen"]).build()
    s = run_script(s, ["move E", "room attic"])
    # The stack ran out: the set-aside tiles (the Attic included) form a new stack.
    assert s.room_stack == ("attic", "kitchen") and s.room_discards == ()
    assert names(s) == ["room attic", "room kitchen"]


def test_a_floor_with_no_tile_left_cannot_be_explored(scenario: Scenario) -> None:
    s = scenario.stack(["attic", "tower"]).at(ZOE, "basement_landing").build()
    assert not any(n.startswith("move") for n in names(s))
    assert "no room tile left fits the basement floor" in s.explain("move N")


def _sealed_basement() -> Scenario:
    # Only the Basement Landing's north door is still open on this floor.
    sc = Scenario.new()
    sc.room("crypt", Floor.BASEMENT, 1, 0, 3)
    sc.room("storeroom", Floor.BASEMENT, 0, -1, 0)
    sc.room("pentagram_chamber", Floor.BASEMENT, -1, 0, 0)
    sc.room("vault", Floor.BASEMENT, -1, 1, 2)
    return sc.at(ZOE, "basement_landing")


def test_a_floor_is_never_sealed_while_another_rotation_keeps_a_doorway() -> None:
    s = _sealed_basement().stack(["underground_lake"]).build()
    assert s.house.open_doorways(Floor.BASEMENT) == 1
    s = run_script(s, ["move N", "room underground_lake"])
    # Turned 180 degrees its doors would face S and W, and W meets the Vault's wall.
    assert names(s) == ["rotate 1"]
    s = s.apply("rotate 1")
    assert s.house.open_doorways(Floor.BASEMENT) == 1


def test_sealing_is_allowed_when_every_rotation_seals() -> None:
    s = _sealed_basement().stack(["mystic_elevator"]).build()
    s = run_script(s, ["move N", "room mystic_elevator"])
    assert names(s) == ["rotate 2"]
    s = s.apply("rotate 2")
    assert s.house.open_doorways(Floor.BASEMENT) == 0


def test_doors_connect_only_to_doors(scenario: Scenario) -> None:
    # The Crypt's only door faces north: the Entrance Hall's east door meets its wall.
    s = scenario.room("crypt", Floor.GROUND, 1, 0, 0).build()
    assert "move E" not in names(s)
    assert "meets a wall" in s.explain("move E")
    check_invariants(s)


def test_movement_costs_one_space_per_room(scenario: Scenario) -> None:
    s = scenario.build()
    speed = s.trait(ZOE, Trait.SPEED)
    assert s.turn.moves_left == speed == 4
    s = run_script(s, ["move N", "move N", "move S", "move S"])
    assert s.turn.moves_left == 0 and s.explorers[ZOE].room == "entrance_hall"
    assert names(s) == ["end"]
    assert "no movement left" in s.explain("move N")


def test_grand_staircase_and_upper_landing_are_linked_both_ways(scenario: Scenario) -> None:
    s = scenario.build()
    s = run_script(s, ["move N", "move N", "take upper_landing"])
    assert s.explorers[ZOE].room == "upper_landing"
    assert "take grand_staircase" in names(s)
    s = s.apply("take grand_staircase")
    assert s.explorers[ZOE].room == "grand_staircase" and s.turn.moves_left == 0


def test_stairs_from_basement_lead_to_the_foyer_once_found() -> None:
    sc = Scenario.new().at(ZOE, "foyer")
    assert not any("stairs_from_basement" in n for n in names(sc.build()))
    sc.room("stairs_from_basement", Floor.BASEMENT, 0, 1, 0)
    s = sc.build()
    s = s.apply("take stairs_from_basement")
    assert s.explorers[ZOE].room == "stairs_from_basement"
    assert "take foyer" in names(s)


def test_coal_chute_drops_to_the_basement_landing_one_way() -> None:
    s = Scenario.new().stack(["coal_chute"]).build()
    s = run_script(s, ["move W", "room coal_chute", "rotate 1"])
    # Entering the chute and sliding down is one space; nobody stays in the chute.
    assert s.explorers[ZOE].room == "basement_landing"
    assert s.turn.moves_left == 3
    assert not any("coal_chute" in n for n in names(s))
    s = s.apply("end")
    # The next explorer walks into the now-placed chute and slides down too.
    s = s.apply("move W")
    assert s.explorers[1].room == "basement_landing"


def test_a_tile_that_would_seal_the_floor_is_set_aside_for_one_that_would_not() -> None:
    # The Mystic Elevator has one door: here it would seal the basement. The Underground
    # Lake, still in the stack, would not, so the Elevator is set aside.
    s = _sealed_basement().stack(["mystic_elevator", "underground_lake"]).build()
    s = run_script(s, ["move N", "room mystic_elevator"])
    assert isinstance(s.frames[-1], DrawRoom)
    assert s.room_discards == ("mystic_elevator",)
    s = s.apply("room underground_lake")
    assert names(s) == ["rotate 1"]
