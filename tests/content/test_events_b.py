"""Event cards of the second batch, as their scripts make them work in play.

Seats: Zoe Ingstrom (0) starts at Might 3, Speed 4, Knowledge 3, Sanity 5 (track
positions 3, 3, 2, 2); Ox Bellows (1) at Might 5, Speed 5, Knowledge 3, Sanity 3
(positions 2, 4, 2, 2); Vivian Lopez (2) at Might 2, Speed 4, Knowledge 5, Sanity 4
(positions 2, 3, 3, 2). A roll of n dice is written as n ``die`` steps.
"""

from __future__ import annotations

import attrs
import pytest

from betrayal import Trait
from betrayal.content.model import CardKind, Floor, Side
from betrayal.core.actions import Action
from betrayal.core.frames import DrawCard, RollDice
from betrayal.core.state import CHANCE, GameState
from betrayal.narrate import narrate
from betrayal.testing import Scenario, run_script

ZOE, OX, VIVIAN = 0, 1, 2


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def dice(*faces: int) -> list[str]:
    return [f"die {f}" for f in faces]


def pos(state: GameState, seat: int, trait: Trait) -> int:
    return state.explorers[seat].position(trait)


def draws(card: str, sc: Scenario | None = None, seat: int = ZOE) -> GameState:
    """The state just after ``seat`` draws the event ``card`` on their own turn."""
    sc = (sc or Scenario.new()).turn(seat)
    sc.state = attrs.evolve(sc.state, frames=(DrawCard(seat, CardKind.EVENT),))
    return sc.build().apply(f"card {card}")


def done(state: GameState) -> bool:
    """The card has resolved: nothing is pending and it is in the discards."""
    return not state.frames


def pending_dice(state: GameState) -> int:
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    return frame.dice


# ----- Night View ---------------------------------------------------------------------------


def test_night_view_through_discovery_gains_knowledge_on_five() -> None:
    s = Scenario.new().stack(["conservatory"]).build()
    s = run_script(s, ["move E", "room conservatory", "rotate 3", "card night_view"])
    assert pending_dice(s) == 3  # Knowledge 3
    s = run_script(s, dice(2, 2, 1))
    assert done(s) and pos(s, ZOE, Trait.KNOWLEDGE) == 3
    assert s.event_discards == ("night_view",)


def test_night_view_four_or_less_does_nothing() -> None:
    s = run_script(draws("night_view"), dice(2, 2, 0))
    assert done(s) and pos(s, ZOE, Trait.KNOWLEDGE) == 2


# ----- Phone Call ---------------------------------------------------------------------------


def test_phone_call_four_gains_sanity() -> None:
    s = draws("phone_call")
    assert pending_dice(s) == 2
    s = run_script(s, dice(2, 2))
    assert done(s) and pos(s, ZOE, Trait.SANITY) == 3 and pos(s, ZOE, Trait.KNOWLEDGE) == 2


def test_phone_call_three_gains_knowledge() -> None:
    s = run_script(draws("phone_call"), dice(2, 1))
    assert done(s) and pos(s, ZOE, Trait.KNOWLEDGE) == 3 and pos(s, ZOE, Trait.SANITY) == 2


def test_phone_call_one_or_two_deals_a_die_of_mental_damage() -> None:
    for faces in ((1, 0), (1, 1)):
        s = run_script(draws("phone_call"), dice(*faces))
        assert pending_dice(s) == 1
        s = s.apply("die 1")
        assert names(s) == ["damage knowledge", "damage sanity"]
        s = s.apply("damage sanity")
        assert done(s) and pos(s, ZOE, Trait.SANITY) == 1


def test_phone_call_zero_deals_two_dice_of_physical_damage() -> None:
    s = run_script(draws("phone_call"), dice(0, 0))
    assert pending_dice(s) == 2
    s = run_script(s, dice(1, 1))
    assert names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage might", "damage speed"])
    assert done(s) and pos(s, ZOE, Trait.MIGHT) == 2 and pos(s, ZOE, Trait.SPEED) == 2


# ----- Rotten -------------------------------------------------------------------------------


def test_rotten_five_gains_sanity() -> None:
    s = draws("rotten")
    assert pending_dice(s) == 5
    s = run_script(s, dice(2, 2, 1, 0, 0))
    assert done(s) and pos(s, ZOE, Trait.SANITY) == 3 and pos(s, ZOE, Trait.MIGHT) == 3


def test_rotten_two_to_four_costs_might() -> None:
    for faces in ((2, 0, 0, 0, 0), (2, 2, 0, 0, 0)):
        s = run_script(draws("rotten"), dice(*faces))
        assert done(s)
        assert [pos(s, ZOE, t) for t in Trait] == [2, 3, 2, 2]  # Might, Speed, Knowl., Sanity


def test_rotten_one_costs_might_and_speed() -> None:
    s = run_script(draws("rotten"), dice(1, 0, 0, 0, 0))
    assert done(s) and [pos(s, ZOE, t) for t in Trait] == [2, 2, 2, 2]


def test_rotten_zero_costs_every_trait() -> None:
    s = run_script(draws("rotten"), dice(0, 0, 0, 0, 0))
    assert done(s) and [pos(s, ZOE, t) for t in Trait] == [2, 2, 1, 1]


# ----- Something Slimy ----------------------------------------------------------------------


def test_something_slimy_four_gains_speed() -> None:
    s = draws("something_slimy")
    assert pending_dice(s) == 4
    s = run_script(s, dice(2, 2, 0, 0))
    assert done(s) and pos(s, ZOE, Trait.SPEED) == 4 and pos(s, ZOE, Trait.MIGHT) == 3


def test_something_slimy_one_to_three_costs_might() -> None:
    s = run_script(draws("something_slimy"), dice(2, 1, 0, 0))
    assert done(s) and pos(s, ZOE, Trait.MIGHT) == 2 and pos(s, ZOE, Trait.SPEED) == 3


def test_something_slimy_zero_costs_might_and_speed() -> None:
    s = run_script(draws("something_slimy"), dice(0, 0, 0, 0))
    assert done(s) and pos(s, ZOE, Trait.MIGHT) == 2 and pos(s, ZOE, Trait.SPEED) == 2


# ----- The Voice ----------------------------------------------------------------------------


def test_the_voice_four_draws_an_item() -> None:
    s = run_script(draws("the_voice"), dice(2, 2, 0))
    assert s.current_player() == CHANCE and isinstance(s.frames[-1], DrawCard)
    s = s.apply("card axe")
    assert done(s) and s.explorers[ZOE].cards == ("axe",)


def test_the_voice_three_or_less_finds_nothing() -> None:
    s = run_script(draws("the_voice"), dice(2, 1, 0))
    assert done(s) and s.explorers[ZOE].cards == ()


# ----- Something Hidden ---------------------------------------------------------------------


def test_something_hidden_the_roll_is_optional() -> None:
    s = draws("something_hidden")
    assert names(s) == ["choose True", "choose False"]
    s = s.apply("choose False")
    assert done(s) and s.explorers[ZOE].cards == () and pos(s, ZOE, Trait.SANITY) == 2


def test_something_hidden_four_draws_an_item() -> None:
    s = run_script(draws("something_hidden"), ["choose True", *dice(2, 1, 1), "card axe"])
    assert done(s) and s.explorers[ZOE].cards == ("axe",)


def test_something_hidden_three_or_less_costs_sanity() -> None:
    s = run_script(draws("something_hidden"), ["choose True", *dice(2, 1, 0)])
    assert done(s) and s.explorers[ZOE].cards == () and pos(s, ZOE, Trait.SANITY) == 1


# ----- Possession ---------------------------------------------------------------------------


def test_possession_four_gains_a_trait_of_choice() -> None:
    s = draws("possession")
    assert names(s) == ["choose might", "choose speed", "choose knowledge", "choose sanity"]
    s = s.apply("choose might")
    assert pending_dice(s) == 3
    s = run_script(s, [*dice(2, 2, 0), "choose speed"])
    assert done(s) and pos(s, ZOE, Trait.SPEED) == 4 and pos(s, ZOE, Trait.MIGHT) == 3


def test_possession_three_or_less_drops_the_chosen_trait_to_its_lowest() -> None:
    s = run_script(draws("possession"), ["choose might", *dice(2, 1, 0)])
    assert done(s) and pos(s, ZOE, Trait.MIGHT) == 0
    assert [pos(s, ZOE, t) for t in (Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY)] == [3, 2, 2]


def test_possession_a_trait_already_at_its_lowest_passes_the_drop_on() -> None:
    sc = Scenario.new().trait(ZOE, Trait.MIGHT, 0)  # Might 2, its lowest
    s = run_script(draws("possession", sc), ["choose might", *dice(1, 1)])
    assert names(s) == ["choose speed", "choose knowledge", "choose sanity"]
    s = s.apply("choose sanity")
    assert done(s) and pos(s, ZOE, Trait.SANITY) == 0 and pos(s, ZOE, Trait.MIGHT) == 0
    assert pos(s, ZOE, Trait.SPEED) == 3 and pos(s, ZOE, Trait.KNOWLEDGE) == 2


# ----- Silence and Mists from the Walls -------------------------------------------------------


def _basement_company() -> Scenario:
    # Zoe draws on the ground floor; Ox waits in the Crypt (an event room), Vivian on the
    # Basement Landing (none).
    sc = Scenario.new().room("crypt", Floor.BASEMENT, 0, 1, 2)
    return sc.at(OX, "crypt").at(VIVIAN, "basement_landing")


def test_silence_only_explorers_in_the_basement_roll() -> None:
    s = draws("silence", _basement_company())
    assert s.current_player() == CHANCE and pending_dice(s) == 3  # Ox's Sanity 3 first
    s = run_script(s, dice(2, 2, 0))  # 4: nothing happens to Ox
    assert pending_dice(s) == 4  # Vivian's Sanity 4
    s = run_script(s, dice(1, 1, 1, 0))  # 3: one die of mental damage
    assert pending_dice(s) == 1 and s.frames[-1].explorer == VIVIAN  # type: ignore[union-attr]
    s = run_script(s, ["die 1", "damage sanity"])
    assert done(s)
    assert pos(s, OX, Trait.SANITY) == 2 and pos(s, VIVIAN, Trait.SANITY) == 1
    assert pos(s, ZOE, Trait.SANITY) == 2


def test_silence_zero_deals_two_dice() -> None:
    s = run_script(draws("silence", _basement_company()), dice(0, 0, 0))
    assert pending_dice(s) == 2 and s.frames[-1].explorer == OX  # type: ignore[union-attr]
    s = run_script(s, [*dice(1, 0), "damage knowledge", *dice(2, 2, 0, 0)])
    assert done(s) and pos(s, OX, Trait.KNOWLEDGE) == 1 and pos(s, OX, Trait.SANITY) == 2


def test_mists_an_event_room_adds_a_die_on_one_to_three() -> None:
    s = run_script(draws("mists_from_the_walls", _basement_company()), dice(1, 0, 0))
    assert pending_dice(s) == 2 and s.frames[-1].explorer == OX  # type: ignore[union-attr]
    s = run_script(s, [*dice(1, 0), "damage sanity"])
    assert pending_dice(s) == 4  # now Vivian's roll
    s = run_script(s, dice(1, 0, 0, 0))  # 1, on the Landing: a single die
    assert pending_dice(s) == 1 and s.frames[-1].explorer == VIVIAN  # type: ignore[union-attr]
    s = run_script(s, ["die 0"])
    assert done(s) and pos(s, OX, Trait.SANITY) == 1 and pos(s, VIVIAN, Trait.SANITY) == 2


def test_mists_an_event_room_adds_two_dice_on_zero_and_four_is_safe() -> None:
    s = run_script(draws("mists_from_the_walls", _basement_company()), dice(0, 0, 0))
    assert pending_dice(s) == 3 and s.frames[-1].explorer == OX  # type: ignore[union-attr]
    s = run_script(s, [*dice(0, 0, 0), *dice(2, 2, 0, 0)])  # no damage; Vivian rolls 4
    assert done(s) and pos(s, OX, Trait.SANITY) == 2 and pos(s, VIVIAN, Trait.SANITY) == 2


def test_mists_zero_away_from_an_event_room_is_one_die() -> None:
    sc = _basement_company().at(OX, "entrance_hall")
    s = run_script(draws("mists_from_the_walls", sc), dice(0, 0, 0, 0))
    assert pending_dice(s) == 1 and s.frames[-1].explorer == VIVIAN  # type: ignore[union-attr]


# ----- Shrieking Wind and The Beckoning ----------------------------------------------------


def _exposed() -> Scenario:
    # Zoe in the Gardens (west of the Foyer), Ox in the Tower (east of the Upper
    # Landing); Vivian in the Foyer, which is neither named nor has an outside window.
    sc = Scenario.new().room("gardens", Floor.GROUND, -1, 1, 1)
    sc.room("tower", Floor.UPPER, 1, 0, 0)
    return sc.at(ZOE, "gardens").at(OX, "tower").at(VIVIAN, "foyer")


def _indoors() -> Scenario:
    """Everyone in the Foyer, a room with no window to the outside."""
    sc = Scenario.new()
    for seat in (ZOE, OX, VIVIAN):
        sc.at(seat, "foyer")
    return sc


def test_shrieking_wind_five_is_safe_and_three_to_four_is_physical() -> None:
    s = draws("shrieking_wind", _exposed())
    assert pending_dice(s) == 3  # Zoe's Might 3
    s = run_script(s, dice(2, 2, 1))  # 5: nothing
    assert pending_dice(s) == 5 and s.frames[-1].explorer == OX  # type: ignore[union-attr]
    s = run_script(s, dice(2, 1, 0, 0, 0))  # 3: a die of physical damage
    s = run_script(s, ["die 1", "damage speed"])
    assert done(s) and pos(s, OX, Trait.SPEED) == 3 and pos(s, ZOE, Trait.MIGHT) == 3


def test_shrieking_wind_one_to_two_is_mental() -> None:
    s = run_script(draws("shrieking_wind", _exposed()), dice(1, 1, 0))
    s = run_script(s, ["die 1"])
    assert names(s) == ["damage knowledge", "damage sanity"]
    s = run_script(s, ["damage knowledge", *dice(2, 2, 2, 0, 0)])
    assert done(s) and pos(s, ZOE, Trait.KNOWLEDGE) == 1


def test_shrieking_wind_zero_blows_an_item_to_the_entrance_hall() -> None:
    sc = _exposed().give(ZOE, "axe", "revolver")
    s = run_script(draws("shrieking_wind", sc), [*dice(0, 0, 0), "die 1", "damage might"])
    assert names(s) == ["choose axe", "choose revolver"]
    s = run_script(s, ["choose revolver", *dice(2, 2, 2, 0, 0)])
    assert done(s) and pos(s, ZOE, Trait.MIGHT) == 2
    assert s.explorers[ZOE].cards == ("axe",) and s.pile("entrance_hall") == ("revolver",)


def test_shrieking_wind_zero_with_no_item_is_only_damage() -> None:
    s = run_script(draws("shrieking_wind", _exposed()), [*dice(0, 0, 0), "die 1"])
    s = run_script(s, ["damage might", *dice(2, 2, 2, 0, 0)])
    assert done(s) and s.piles == () and pos(s, ZOE, Trait.MIGHT) == 2


def test_shrieking_wind_leaves_explorers_indoors_alone() -> None:
    s = draws("shrieking_wind", _indoors())
    assert done(s)


def test_shrieking_wind_blows_in_through_an_outside_window() -> None:
    # The Chapel is named by neither card, but its tile shows a window to the outside.
    sc = _indoors().room("chapel", Floor.GROUND, 1, 1, 3).at(ZOE, "chapel")
    speed = pos(sc.state, ZOE, Trait.SPEED)
    s = draws("shrieking_wind", sc)
    assert pending_dice(s) == 3 and s.frames[-1].explorer == ZOE  # type: ignore[union-attr]
    s = run_script(s, dice(2, 1, 0))  # 3: a die of physical damage
    s = run_script(s, ["die 1", "damage speed"])
    assert done(s) and pos(s, ZOE, Trait.SPEED) == speed - 1


def test_the_beckoning_calls_through_an_outside_window() -> None:
    sc = _indoors().room("dining_room", Floor.GROUND, 1, 1, 3).at(ZOE, "dining_room")
    s = draws("the_beckoning", sc.room("patio", Floor.GROUND, 1, 0, 1))
    assert pending_dice(s) == 5 and s.frames[-1].explorer == ZOE  # type: ignore[union-attr]
    s = run_script(s, dice(1, 1, 0, 0, 0))
    assert s.explorers[ZOE].room == "patio" and pending_dice(s) == 1


def test_the_beckoning_two_or_less_pulls_to_the_patio_and_hurts() -> None:
    sc = _exposed().room("patio", Floor.GROUND, 1, 0, 1)
    s = draws("the_beckoning", sc)
    assert pending_dice(s) == 5  # Zoe's Sanity 5
    s = run_script(s, dice(1, 1, 0, 0, 0))
    assert s.explorers[ZOE].room == "patio" and pending_dice(s) == 1
    s = run_script(s, ["die 1", "damage might"])
    assert pending_dice(s) == 3 and s.frames[-1].explorer == OX  # type: ignore[union-attr]
    s = run_script(s, dice(2, 1, 0))  # Ox: 3, safe
    assert done(s) and s.explorers[OX].room == "tower" and pos(s, ZOE, Trait.MIGHT) == 2


def test_the_beckoning_fetches_the_patio_from_the_stack_and_pulls_there() -> None:
    s = run_script(draws("the_beckoning", _exposed()), dice(2, 0, 0, 0, 0))
    # Zoe places the Patio at an open doorway of the ground floor, then jumps into it.
    assert "patio" not in s.house and "place 1 1 0" in names(s)
    assert s.frames[-1].explorer == ZOE  # type: ignore[union-attr]
    s = s.apply("place 1 1 0")
    assert "patio" in s.house and "patio" not in (*s.room_stack, *s.room_discards)
    tile = s.house.tile("patio")
    assert (tile.floor, tile.x, tile.y) == (Floor.GROUND, 1, 1)
    assert s.explorers[ZOE].room == "patio" and pending_dice(s) == 1
    s = run_script(s, ["die 2", "damage speed", "damage speed", *dice(2, 2, 2)])
    assert done(s) and pos(s, ZOE, Trait.SPEED) == 1
    # Placing the tile is no discovery: nobody draws a card for its event symbol.
    assert s.event_discards == ("the_beckoning",)


def test_the_beckoning_with_no_patio_tile_left_only_hurts() -> None:
    sc = _exposed().stack(["attic", "vault"])
    s = run_script(draws("the_beckoning", sc), dice(2, 0, 0, 0, 0))
    assert s.explorers[ZOE].room == "gardens" and pending_dice(s) == 1
    s = run_script(s, ["die 2", "damage speed", "damage speed", *dice(2, 2, 2)])
    assert done(s) and pos(s, ZOE, Trait.SPEED) == 1 and "patio" not in s.house


# ----- Skeletons ----------------------------------------------------------------------------

SEARCH = "use event:skeletons search"


def test_skeletons_leaves_its_token_and_a_die_of_mental_damage() -> None:
    s = draws("skeletons")
    assert s.tokens == (("event:skeletons:bones", "entrance_hall"),)
    assert pending_dice(s) == 1
    s = run_script(s, ["die 1", "damage sanity"])
    assert done(s) and pos(s, ZOE, Trait.SANITY) == 1
    assert SEARCH in names(s)


def test_skeletons_search_five_finds_an_item_and_clears_the_token() -> None:
    s = run_script(draws("skeletons"), ["die 0", SEARCH])
    assert pending_dice(s) == 5
    s = run_script(s, [*dice(2, 2, 1, 0, 0), "card axe"])
    assert s.explorers[ZOE].cards == ("axe",) and s.tokens == ()
    assert SEARCH not in names(s)


def test_skeletons_search_four_or_less_hurts_and_is_once_per_turn() -> None:
    s = run_script(draws("skeletons"), ["die 0", SEARCH, *dice(2, 2, 0, 0, 0)])
    assert pending_dice(s) == 1
    s = run_script(s, ["die 1", "damage knowledge"])
    assert pos(s, ZOE, Trait.KNOWLEDGE) == 1 and s.tokens
    assert SEARCH not in names(s)
    # Ox, in the same room, may search on his turn.
    s = s.apply("end")
    assert s.turn.player == OX and SEARCH in names(s)


def test_skeletons_search_only_in_the_room_with_the_token() -> None:
    s = run_script(draws("skeletons"), ["die 0", "move N"])
    assert s.explorers[ZOE].room == "foyer" and SEARCH not in names(s)


# ----- The Lost One -------------------------------------------------------------------------


def _lost(stack: list[str] | None = None) -> Scenario:
    sc = Scenario.new().at(ZOE, "basement_landing")
    return sc.stack(stack) if stack is not None else sc


def test_the_lost_one_five_gains_knowledge_and_nothing_else() -> None:
    s = run_script(draws("the_lost_one", _lost()), dice(2, 2, 1))
    assert done(s) and pos(s, ZOE, Trait.KNOWLEDGE) == 3
    assert s.explorers[ZOE].room == "basement_landing"


def test_the_lost_one_six_leads_to_the_entrance_hall() -> None:
    s = run_script(draws("the_lost_one", _lost()), [*dice(2, 2, 0), *dice(2, 2, 2)])
    assert done(s) and s.explorers[ZOE].room == "entrance_hall"
    assert pos(s, ZOE, Trait.KNOWLEDGE) == 2


def test_the_lost_one_four_to_five_leads_to_the_upper_landing() -> None:
    for faces in ((2, 2, 0), (2, 2, 1)):
        s = run_script(draws("the_lost_one", _lost()), [*dice(1, 0, 0), *dice(*faces)])
        assert done(s) and s.explorers[ZOE].room == "upper_landing"


def test_the_lost_one_low_results_go_to_the_entrance_hall_without_a_fitting_tile() -> None:
    # Only basement tiles are left: 2-3 (an upper room) cannot be found.
    s = run_script(draws("the_lost_one", _lost(["crypt"])), [*dice(0, 0, 0), *dice(2, 1, 0)])
    assert done(s) and s.explorers[ZOE].room == "entrance_hall"
    # Only upper tiles are left: 0-1 (a basement room) cannot be found.
    s = run_script(draws("the_lost_one", _lost(["attic"])), [*dice(0, 0, 0), *dice(1, 0, 0)])
    assert done(s) and s.explorers[ZOE].room == "entrance_hall"


def test_the_lost_one_low_results_lead_into_a_new_room_on_that_floor() -> None:
    # 2-3: a new upper-floor room; the Attic is turned over and placed by the Upper
    # Landing's doorways, wherever Zoe chooses; she is moved into it.
    s = run_script(draws("the_lost_one", _lost(["attic"])), [*dice(0, 0, 0), *dice(2, 1, 0)])
    assert s.current_player() == -1 and names(s) == ["room attic"]
    s = s.apply("room attic")
    assert "place 0 1 0" in names(s)  # north of the Upper Landing, its door facing south
    s = s.apply("place 0 1 0")
    assert s.explorers[ZOE].room == "attic" and s.house.floor_of("attic").value == "upper"
    # 0-1: a new basement room, here the Crypt by the Basement Landing.
    s = run_script(draws("the_lost_one", _lost(["crypt"])), [*dice(0, 0, 0), *dice(0, 0, 0)])
    s = s.apply("room crypt")
    s = s.apply(names(s)[0])
    assert s.explorers[ZOE].room == "crypt"


# ----- Mystic Slide -------------------------------------------------------------------------


def test_mystic_slide_five_from_upstairs_chooses_a_lower_floor_and_room() -> None:
    s = draws("mystic_slide", Scenario.new().at(ZOE, "upper_landing"))
    assert pending_dice(s) == 3  # Zoe's Might 3
    s = run_script(s, dice(2, 2, 1))
    assert names(s) == ["choose ground", "choose basement"]
    s = s.apply("choose ground")
    assert names(s) == ["choose entrance_hall", "choose foyer", "choose grand_staircase"]
    s = s.apply("choose foyer")
    assert done(s) and s.explorers[ZOE].room == "foyer"


def test_mystic_slide_five_from_the_ground_floor_lands_in_the_basement() -> None:
    s = run_script(draws("mystic_slide"), dice(2, 2, 1))
    assert done(s) and s.explorers[ZOE].room == "basement_landing"


def test_mystic_slide_five_with_every_floor_below_fallen_leaves_the_rider_in_place() -> None:
    # The house is coming down: nothing below the upper floor is left standing.
    sc = Scenario.new().at(ZOE, "upper_landing")
    below = ("entrance_hall", "foyer", "grand_staircase", "basement_landing")
    sc.state = attrs.evolve(sc.state, collapsed=frozenset(below))
    s = run_script(draws("mystic_slide", sc), dice(2, 2, 1))
    assert done(s) and s.explorers[ZOE].room == "upper_landing"
    # Nor can the Slide be ridden down later.
    assert not any("ride" in n for n in names(s))


def test_mystic_slide_four_or_less_falls_into_a_placed_room_when_no_tile_is_left() -> None:
    sc = Scenario.new().stack(["attic"]).room("crypt", Floor.BASEMENT, 0, 1, 2)
    s = run_script(draws("mystic_slide", sc), dice(2, 2, 0))
    assert names(s) == ["choose basement_landing", "choose crypt"]
    s = s.apply("choose crypt")
    assert s.explorers[ZOE].room == "crypt" and pending_dice(s) == 1
    s = run_script(s, ["die 2", "damage might", "damage might"])
    assert done(s) and pos(s, ZOE, Trait.MIGHT) == 1


def test_mystic_slide_four_or_less_falls_into_a_new_basement_room() -> None:
    s = draws("mystic_slide", Scenario.new().stack(["wine_cellar"]))
    s = run_script(s, [*dice(2, 2, 0), "room wine_cellar"])
    s = s.apply(names(s)[0])  # placed by the Basement Landing
    assert s.explorers[ZOE].room == "wine_cellar"
    s = s.apply("card axe")  # the Wine Cellar's item: it is Zoe's turn, so she draws it
    s = run_script(s, dice(2))  # then a die of physical damage
    assert names(s) == ["damage might", "damage speed"]
    # The Slide stays where Zoe was for later rides.
    assert any(t.endswith(":slide") and r == "entrance_hall" for t, r in s.tokens)


def test_mystic_slide_never_lands_in_a_room_that_has_fallen_away() -> None:
    # The whole basement has fallen away (a haunt's collapse): from upstairs the slide
    # only reaches the ground floor, and never a fallen room there either.
    sc = Scenario.new().at(ZOE, "upper_landing")
    sc.state = attrs.evolve(sc.state, collapsed=("basement_landing", "foyer"))
    s = run_script(draws("mystic_slide", sc), dice(2, 2, 1))
    # The ground floor is the only way down, so it is taken without asking.
    assert names(s) == ["choose entrance_hall", "choose grand_staircase"]


def test_mystic_slide_drawn_in_the_basement_goes_to_the_next_explorer_left() -> None:
    sc = Scenario.new().at(ZOE, "basement_landing").at(OX, "basement_landing")
    sc.trait(VIVIAN, Trait.MIGHT, 5)  # Might 5
    s = draws("mystic_slide", sc)
    assert pending_dice(s) == 5 and s.frames[-1].explorer == VIVIAN  # type: ignore[union-attr]
    s = run_script(s, dice(2, 2, 1, 0, 0))
    assert done(s) and s.explorers[VIVIAN].room == "basement_landing"
    assert s.explorers[ZOE].room == "basement_landing"


def test_mystic_slide_with_everyone_in_the_basement_does_nothing() -> None:
    sc = Scenario.new()
    for seat in (ZOE, OX, VIVIAN):
        sc.at(seat, "basement_landing")
    s = draws("mystic_slide", sc)
    assert done(s) and s.event_discards == ("mystic_slide",)


def test_whoops_discards_one_item_at_random_and_never_an_omen() -> None:
    s = Scenario.new().stack(["conservatory"]).give(0, "axe", "candle", "girl").build()
    s = run_script(s, ["move E", "room conservatory", "rotate 3", "card whoops"])
    assert s.current_player() == CHANCE
    assert [str(a) for a in s.legal_actions()] == ["pick axe", "pick candle"]
    assert all(p == pytest.approx(0.5) for _, p in s.chance_outcomes())
    s = s.apply("pick candle")
    assert s.explorers[0].cards == ("axe", "girl") and "candle" in s.removed


def test_whoops_with_no_item_does_nothing() -> None:
    s = Scenario.new().stack(["conservatory"]).give(0, "girl").build()
    s = run_script(s, ["move E", "room conservatory", "rotate 3", "card whoops"])
    assert s.explorers[0].cards == ("girl",) and not s.frames


def test_webs_catch_and_a_failed_pull_stops_the_puller() -> None:
    s = Scenario.new().stack(["conservatory"]).build()
    s = run_script(
        s, ["move E", "room conservatory", "rotate 3", "card webs", "die 0", "die 1", "die 0"]
    )  # Zoe's Might 3: 1, caught
    assert 0 in s.bound and [str(a) for a in s.legal_actions()] == ["use event:webs pull", "end"]
    s = run_script(s, ["end", "move E", "use event:webs pull"] + ["die 0"] * 5)
    assert 0 in s.bound and s.turn.movement_over  # Ox failed: he cannot move on
    # Vivian (Might 2) pulls with two dice: 4 frees Zoe.
    s = run_script(s, ["end", "move E", "use event:webs pull", "die 2", "die 2"])
    assert 0 not in s.bound and "webs" in s.event_discards


def test_webs_broken_at_once_give_might() -> None:
    s = Scenario.new().stack(["conservatory"]).build()
    s = run_script(
        s, ["move E", "room conservatory", "rotate 3", "card webs", "die 2", "die 2", "die 0"]
    )
    assert 0 not in s.bound and s.explorers[0].position(Trait.MIGHT) == 4


def test_the_walls_put_the_explorer_in_a_new_room_on_the_same_floor() -> None:
    s = draws("the_walls", Scenario.new().stack(["ballroom"]))
    s = s.apply("room ballroom")
    options = names(s)
    assert options and all(o.startswith("place ") for o in options)
    s = s.apply(options[0])
    assert s.explorers[ZOE].room == "ballroom" and s.house.floor_of("ballroom").value == "ground"
    # A room found through a card's effect still gives its card: the Ballroom's event.
    assert isinstance(s.frames[-1], DrawCard) and s.frames[-1].kind is CardKind.EVENT


def test_secret_passage_joins_two_rooms_for_everyone() -> None:
    s = draws("secret_passage", Scenario.new().at(ZOE, "foyer"))
    s = run_script(s, dice(1, 1, 0))  # 2: the far end is a ground-floor room
    assert names(s) == ["choose entrance_hall", "choose foyer", "choose grand_staircase"]
    s = run_script(s, ["choose grand_staircase", "choose False"])
    assert s.passages == (("foyer", "grand_staircase"),) and done(s)
    s = run_script(s, ["end", "move N"])  # Ox: into the Foyer, then the passage
    assert "take grand_staircase" in names(s)
    before = s.turn.moves_left
    s = s.apply("take grand_staircase")
    assert s.explorers[1].room == "grand_staircase" and s.turn.moves_left == before - 1


def test_secret_stairs_can_be_taken_at_once_with_an_event_on_arrival() -> None:
    s = draws("secret_stairs")
    assert names(s) == ["choose upper", "choose basement"]
    # Only the Basement Landing is down there: a choice of one is no choice.
    s = run_script(s, ["choose basement", "choose True"])
    assert s.explorers[ZOE].room == "basement_landing"
    assert isinstance(s.frames[-1], DrawCard) and s.frames[-1].kind is CardKind.EVENT
    assert s.passages == (("basement_landing", "entrance_hall"),)


def test_what_the_moves_the_room_with_its_explorer() -> None:
    sc = Scenario.new()
    sc.room("ballroom", Floor.GROUND, 1, 0, 0)
    s = draws("what_the", sc.at(ZOE, "ballroom"))
    options = names(s)
    assert options and all(o.startswith("place ") for o in options)
    assert "place 1 0 0" not in options  # somewhere else than where it was
    s = s.apply(options[0])
    tile = s.house.tile("ballroom")
    assert (tile.x, tile.y) != (1, 0) and s.explorers[ZOE].room == "ballroom"


def test_revolving_wall_opens_into_a_new_room_behind_a_doorless_wall() -> None:
    # The Grand Staircase has a door only to the south: three walls to go through.
    s = draws("revolving_wall", Scenario.new().at(ZOE, "grand_staircase"))
    assert names(s) == ["choose N", "choose E", "choose W"]
    assert s.explain("choose E") == "Legal: go through the east wall of the Grand Staircase."
    told = list(narrate(s, Action.parse("choose E"), s.apply("choose E")))
    assert told == ["  goes through the east wall of the Grand Staircase"]
    s = run_script(s, ["choose E", "room attic"])  # the Attic is upper-floor only
    assert s.current_player() == CHANCE  # set aside; turn over another
    s = run_script(s, ["room ballroom"])
    assert names(s) == ["place 1 2 0", "place 1 2 1", "place 1 2 2", "place 1 2 3"]
    s = run_script(s, ["place 1 2 0"])
    tile = s.house.tile("ballroom")
    assert (tile.floor, tile.x, tile.y) == (Floor.GROUND, 1, 2)
    assert s.explorers[ZOE].room == "ballroom"
    assert s.house.connected("grand_staircase", Side.E) is None  # still no door there
    switch = "event:revolving_wall:switch"
    assert sorted(r for t, r in s.tokens if t == switch) == ["ballroom", "grand_staircase"]


def _walled(knowledge_roll: list[str]) -> GameState:
    """Ox's turn, in the Grand Staircase, with the wall switch set towards the Ballroom."""
    sc = Scenario.new().room("ballroom", Floor.GROUND, 1, 2, 0).at(OX, "grand_staircase")
    switch = "event:revolving_wall:switch"
    sc.state = attrs.evolve(sc.state, tokens=((switch, "ballroom"), (switch, "grand_staircase")))
    s = sc.turn(OX).build()
    assert "use event:revolving_wall try_wall" in names(s)
    return run_script(s, ["use event:revolving_wall try_wall", *knowledge_roll])


def test_revolving_wall_passes_on_knowledge_three_without_spending_movement() -> None:
    before = Scenario.new().at(OX, "grand_staircase").turn(OX).build().turn.moves_left
    s = _walled(dice(1, 1, 1))  # Ox rolls 3 dice for Knowledge 3: a 3 goes through
    assert s.explorers[OX].room == "ballroom"
    assert s.turn.moves_left == before  # the way through costs no movement
    assert "use event:revolving_wall try_wall" not in names(s)  # once in a turn


def test_revolving_wall_stays_shut_on_two_or_less() -> None:
    s = _walled(dice(1, 1, 0))
    assert s.explorers[OX].room == "grand_staircase"
    assert "use event:revolving_wall try_wall" not in names(s)


def test_revolving_wall_leads_into_a_room_already_behind_the_wall() -> None:
    sc = Scenario.new().room("ballroom", Floor.GROUND, 1, 2, 0).at(ZOE, "grand_staircase")
    s = draws("revolving_wall", sc)
    s = run_script(s, ["choose E"])  # no tile is drawn: the Ballroom is there already
    assert s.explorers[ZOE].room == "ballroom"
    assert len(s.house.tiles) == 6


def test_revolving_wall_does_nothing_in_a_room_with_doors_all_round() -> None:
    s = draws("revolving_wall", Scenario.new().at(ZOE, "foyer"))
    assert s.explorers[ZOE].room == "foyer" and not s.tokens
