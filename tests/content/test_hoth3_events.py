"""The 3rd edition's event cards, as their script (content/hoth3/scripts/events.bet)
makes them work in play, one scenario per result range, with scripted dice.

Josef Hooper (seat 0) starts with Might 5, Speed 4, Knowledge 3, Sanity 4 (clip positions
3, 3, 2, 2), so he rolls five, four, three and four dice. Unless a test says otherwise
he draws the card on finding the Cramped Passageway, east of the Entrance Hall.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.frames import RollDice
from betrayal.core.state import CHANCE, GameState, TraitorKind
from betrayal.narrate import describe_reveal
from betrayal.testing import Scenario, run_script

JOSEF, STEPHANIE, SAMMY = 0, 1, 2
THREE = ["josef_hooper", "stephanie_richter", "sammy_angler"]
MIGHT, SPEED, KNOWLEDGE, SANITY = Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY
START = {MIGHT: 3, SPEED: 3, KNOWLEDGE: 2, SANITY: 2}
DICE = {MIGHT: 5, SPEED: 4, KNOWLEDGE: 3, SANITY: 4}
DAMAGE = {
    "physical": ["damage might", "damage speed"],
    "mental": ["damage knowledge", "damage sanity"],
    "general": ["damage might", "damage speed", "damage knowledge", "damage sanity"],
}
HERE = "cramped_passageway"
DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def dice(*faces: int) -> list[str]:
    return [f"die {f}" for f in faces]


def faces(total: int, count: int) -> list[str]:
    """``count`` dice showing ``total`` between them."""
    shown = [min(2, max(0, total - 2 * i)) for i in range(count)]
    assert sum(shown) == total, (total, count)
    return dice(*shown)


def pos(state: GameState, trait: Trait, seat: int = JOSEF) -> int:
    return state.explorers[seat].position(trait)


def new() -> Scenario:
    return Scenario.new(THREE, edition="hoth3")


def draw(card: str, sc: Scenario | None = None, asked: Sequence[str] = ()) -> GameState:
    """Josef finds the Cramped Passageway and draws ``card`` there (giving the ``asked``
    answers to a card's question on the tile turned over)."""
    s = (sc or new()).stack([HERE]).build()
    return run_script(s, ["move E", f"room {HERE}", *asked, "rotate 0", f"card {card}"])


def settled(state: GameState) -> bool:
    return not state.frames and state.turn.player == JOSEF


def unchanged_but(state: GameState, **changed: int) -> None:
    for trait in START:
        expected = START[trait] + changed.get(trait.value, 0)
        assert pos(state, trait) == expected, trait


def rolling(state: GameState) -> int:
    top = state.frames[-1] if state.frames else None
    assert state.current_player() == CHANCE and isinstance(top, RollDice)
    return top.dice


def check(state: GameState, expected: str) -> None:
    """What a player sees after the card: ``nothing``; ``gain TRAIT``/``lose TRAIT``;
    ``points KIND N`` (N points to place); ``dice KIND N`` (N dice of damage to roll);
    ``item`` (an item to draw); ``at ROOM`` (moved there)."""
    word, *rest = expected.split()
    if word == "nothing":
        assert settled(state)
        unchanged_but(state)
    elif word in ("gain", "lose"):
        assert settled(state)
        unchanged_but(state, **{rest[0]: 1 if word == "gain" else -1})
    elif word == "points":
        kind, n = rest[0], int(rest[1])
        for _ in range(n):
            assert names(state) == DAMAGE[kind]
            state = state.apply(DAMAGE[kind][-1])
        assert settled(state)
    elif word == "dice":
        assert rolling(state) == int(rest[1])
        state = run_script(state, dice(*[1] * int(rest[1])))
        assert names(state) == DAMAGE[rest[0]]
    elif word == "item":
        assert state.current_player() == CHANCE
        assert all(a.startswith("card ") for a in names(state))
    elif word == "at":
        assert state.explorers[JOSEF].room == rest[0]
    else:
        raise AssertionError(expected)


# ----- one trait roll, then the result ---------------------------------------------------------

ROLLS = [
    ("a_bite", MIGHT, 4, "nothing"),
    ("a_bite", MIGHT, 2, "points physical 1"),
    ("a_bite", MIGHT, 1, "points physical 3"),
    ("a_cry_for_help", KNOWLEDGE, 3, "points mental 1"),
    ("alien_geometry", KNOWLEDGE, 4, "gain sanity"),
    ("alien_geometry", KNOWLEDGE, 3, "lose speed"),
    ("bat_out_of_hell", SPEED, 3, "points physical 1"),
    ("behind_you", SPEED, 4, "gain sanity"),
    ("behind_you", SPEED, 3, "points physical 1"),
    ("brain_food", MIGHT, 0, "points general 2"),
    ("burning_figure", SANITY, 4, "gain sanity"),
    ("burning_figure", SANITY, 2, "at entrance_hall"),
    ("burning_figure", SANITY, 1, "dice physical 1"),
    ("cassette_player", SANITY, 4, "gain knowledge"),
    ("cassette_player", SANITY, 3, "points mental 1"),
    ("clown_room", SANITY, 4, "nothing"),
    ("clown_room", SANITY, 3, "points mental 2"),
    ("creaking_door", KNOWLEDGE, 3, "at basement_landing"),
    ("dark_and_stormy_night", KNOWLEDGE, 4, "gain sanity"),
    ("dark_and_stormy_night", KNOWLEDGE, 3, "points mental 1"),
    ("forbidden_knowledge", SANITY, 4, "gain knowledge"),
    ("forbidden_knowledge", SANITY, 1, "points mental 2"),
    ("impossible_architecture", SANITY, 4, "nothing"),
    ("impossible_architecture", SANITY, 3, "dice mental 1"),
    ("jar_of_organs", SANITY, 4, "item"),
    ("jar_of_organs", SANITY, 3, "lose might"),
    ("poor_yorick", SANITY, 4, "gain knowledge"),
    ("poor_yorick", SANITY, 3, "points mental 1"),
    ("spiders", SANITY, 1, "lose speed"),
    ("the_deepest_closet", SPEED, 4, "item"),
    ("the_deepest_closet", SPEED, 1, "points mental 1"),
    ("tiny_robot", KNOWLEDGE, 5, "item"),
    ("tiny_robot", KNOWLEDGE, 4, "dice physical 1"),
]


@pytest.mark.parametrize(("card", "trait", "total", "expected"), ROLLS)
def test_a_trait_roll_and_its_result(card: str, trait: Trait, total: int, expected: str) -> None:
    s = draw(card)
    assert rolling(s) == DICE[trait]
    check(run_script(s, faces(total, DICE[trait])), expected)


def test_the_bite_damage_is_physical_and_placed_by_the_victim() -> None:
    s = run_script(draw("a_bite"), faces(1, 5))
    s = run_script(s, ["damage might", "damage speed", "damage might"])
    unchanged_but(s, might=-2, speed=-1)


def test_brain_food_on_five_raises_might_or_speed_and_in_between_trades_sanity() -> None:
    s = run_script(draw("brain_food"), [*faces(5, 5), "choose might"])
    check(s, "gain might")
    s = run_script(draw("brain_food"), faces(1, 5))
    assert settled(s)
    unchanged_but(s, speed=1, sanity=-1)


def test_forbidden_knowledge_in_between_trades_sanity_for_knowledge() -> None:
    s = run_script(draw("forbidden_knowledge"), faces(2, 4))
    assert settled(s)
    unchanged_but(s, knowledge=1, sanity=-1)


def test_the_deepest_closet_on_zero_hurts_and_drops_to_the_basement() -> None:
    s = run_script(draw("the_deepest_closet"), faces(0, 4))
    assert rolling(s) == 1
    check(run_script(s, ["die 1", "damage might"]), "at basement_landing")


def test_a_cry_for_help_moves_to_any_room_of_the_floor() -> None:
    s = run_script(draw("a_cry_for_help"), faces(4, 3))
    assert names(s) == [
        "choose entrance_hall",
        "choose hallway",
        "choose ground_floor_staircase",
        f"choose {HERE}",
    ]
    check(s.apply("choose ground_floor_staircase"), "at ground_floor_staircase")


def test_bat_out_of_hell_and_spiders_move_to_a_room_through_a_door() -> None:
    s = run_script(draw("bat_out_of_hell"), faces(4, 4))
    check(s, "at entrance_hall")  # the only room through a door
    s = run_script(draw("spiders"), [*faces(4, 4), "choose speed"])
    check(s, "at entrance_hall")
    unchanged_but(s, speed=1)
    s = run_script(draw("spiders"), faces(2, 4))
    unchanged_but(s, speed=1, sanity=-1)


def test_creaking_door_sends_up_or_round_the_ground_floor() -> None:
    s = run_script(draw("creaking_door"), faces(6, 3))
    assert "choose upper_landing" in names(s) and "choose basement_landing" not in names(s)
    s = run_script(draw("creaking_door"), faces(4, 3))
    assert "choose upper_landing" not in names(s) and "choose hallway" in names(s)


@pytest.mark.parametrize("trait", [SPEED, MIGHT])
def test_flickering_lights_rolls_speed_or_might(trait: Trait) -> None:
    s = run_script(draw("flickering_lights"), [f"choose {trait.value}"])
    assert rolling(s) == DICE[trait]
    check(run_script(s, faces(5, DICE[trait])), "gain speed")
    check(run_script(s, faces(4, DICE[trait])), "dice physical 1")


@pytest.mark.parametrize("trait", [KNOWLEDGE, SANITY])
def test_a_full_table_rolls_knowledge_or_sanity(trait: Trait) -> None:
    s = run_script(draw("a_full_table"), [f"choose {trait.value}"])
    assert rolling(s) == DICE[trait]
    check(run_script(s, faces(5, DICE[trait])), "gain speed")
    check(run_script(s, faces(4, DICE[trait])), "points general 1")


def test_the_oldest_house_moves_anywhere_or_down_with_damage() -> None:
    s = run_script(draw("the_oldest_house"), ["choose speed", *faces(5, 4)])
    assert "choose upper_landing" in names(s)
    s = run_script(draw("the_oldest_house"), ["choose might", *faces(3, 5), "choose hallway"])
    check(s, "at hallway")
    check(s, "points general 1")
    s = run_script(draw("the_oldest_house"), ["choose speed", *faces(2, 4)])
    check(s, "at basement_landing")  # the only basement room
    check(s, "points mental 1")


def test_the_stars_at_night_on_the_named_trait() -> None:
    s = run_script(draw("the_stars_at_night"), ["choose might", *faces(5, 5)])
    check(s, "gain might")
    s = run_script(draw("the_stars_at_night"), ["choose might", *faces(4, 5)])
    check(s, "lose might")
    low = new().trait(JOSEF, KNOWLEDGE, 0)
    s = run_script(draw("the_stars_at_night", low), ["choose knowledge", *faces(0, 2)])
    unchanged_but(s)  # healed back up to its start


def test_funeral_then_goes_to_the_graveyard_if_it_is_there() -> None:
    s = run_script(draw("funeral"), faces(4, 4))
    check(s, "gain sanity")
    s = run_script(draw("funeral"), faces(2, 4))
    check(s, "lose sanity")
    s = run_script(draw("funeral"), faces(1, 4))
    unchanged_but(s, sanity=-1, might=-1)
    sc = new().room("graveyard", Floor.GROUND, -1, 0, 1)
    s = run_script(draw("funeral", sc), faces(4, 4))
    check(s, "at graveyard")


def test_the_hanged_men_roll_each_trait_in_turn() -> None:
    s = draw("hanged_men")
    s = run_script(s, [*faces(2, 5), *faces(1, 4), *faces(2, 3), *faces(0, 4)])
    assert settled(s)
    unchanged_but(s, speed=-1, sanity=-1)
    s = run_script(draw("hanged_men"), [*faces(2, 5), *faces(2, 4), *faces(2, 3), *faces(2, 4)])
    assert names(s) == ["choose might", "choose speed", "choose knowledge", "choose sanity"]
    check(s.apply("choose sanity"), "gain sanity")


def test_taxidermy_leaves_an_obstacle_on_a_failed_roll() -> None:
    s = run_script(draw("taxidermy"), faces(5, 5))
    check(s, "gain sanity")
    s = run_script(draw("taxidermy"), [*faces(4, 5), "damage might"])
    assert settled(s)
    s = run_script(s, ["end", "end", "end"])
    assert s.turn.player == JOSEF and s.turn.moves_left == 4
    s = s.apply("move W")
    assert s.turn.moves_left == 2  # two spaces to leave the room with the obstacle


# ----- plain dice --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("total", "expected"),
    [
        (4, "nothing"),
        (3, "lose speed"),
        (2, "lose sanity"),
        (1, "lose knowledge"),
        (0, "lose might"),
    ],
)
def test_an_eerie_feeling(total: int, expected: str) -> None:
    check(run_script(draw("an_eerie_feeling"), faces(total, 2)), expected)


@pytest.mark.parametrize(
    ("total", "expected"),
    [(4, "gain sanity"), (3, "gain knowledge"), (1, "dice mental 1"), (0, "dice physical 2")],
)
def test_a_phone_call(total: int, expected: str) -> None:
    check(run_script(draw("phone_call"), faces(total, 2)), expected)


@pytest.mark.parametrize(("total", "expected"), [(3, "gain knowledge"), (2, "dice mental 1")])
def test_a_radio_broadcast(total: int, expected: str) -> None:
    check(run_script(draw("radio_broadcast"), faces(total, 2)), expected)


def test_meat_moss_is_breathed_in_only_by_choice() -> None:
    check(draw("meat_moss").apply("choose False"), "nothing")
    s = run_script(draw("meat_moss"), ["choose True", *faces(3, 2), "choose knowledge"])
    check(s, "gain knowledge")
    check(run_script(draw("meat_moss"), ["choose True", *faces(2, 2)]), "dice mental 1")


@pytest.mark.parametrize(
    ("total", "change"),
    [
        (6, {"might": 1, "speed": 1, "knowledge": 1, "sanity": 1}),
        (5, {"might": 1, "speed": 1}),
        (4, {"knowledge": 1, "sanity": 1}),
        (3, {"knowledge": 1, "might": -1}),
        (2, {"knowledge": -1, "sanity": -1}),
        (1, {"might": -1, "speed": -1}),
        (0, {"might": -1, "speed": -1, "knowledge": -1, "sanity": -1}),
    ],
)
def test_mysterious_fluid(total: int, change: dict[str, int]) -> None:
    s = run_script(draw("mysterious_fluid"), ["choose True", *faces(total, 3)])
    assert settled(s)
    unchanged_but(s, **change)


def test_mysterious_fluid_left_alone() -> None:
    check(draw("mysterious_fluid").apply("choose False"), "nothing")


# ----- no roll -------------------------------------------------------------------------------


def test_a_moment_of_hope_blesses_trait_rolls_in_its_room() -> None:
    s = draw("a_moment_of_hope")
    blessing = ("event:a_moment_of_hope:blessing", HERE)
    assert settled(s) and blessing in s.tokens
    # A Speed roll in the room (the Collapsed Room's, at the end of a turn) gets a die more.
    blessed = ((blessing[0], "collapsed_room"),)
    for tokens, count in (((), 4), (blessed, 5)):
        sc = new().room("collapsed_room", Floor.GROUND, -1, 0, 0).at(JOSEF, "collapsed_room")
        sc.state = attrs.evolve(sc.state, tokens=tokens)
        assert rolling(sc.turn(JOSEF).build().apply("end")) == count


def test_a_secret_passage_joins_two_rooms() -> None:
    s = run_script(draw("a_secret_passage"), [*faces(5, 3), "choose upper_landing"])
    assert settled(s)
    unchanged_but(s, knowledge=1)
    assert (HERE, "upper_landing") in s.passages
    s = run_script(draw("a_secret_passage"), [*faces(2, 3)])  # only the Basement Landing
    assert settled(s)
    unchanged_but(s, sanity=-1)


def test_jonahs_turn_takes_a_non_weapon_item_for_sanity() -> None:
    check(draw("jonah_s_turn"), "dice mental 1")  # nothing to give
    sc = new().give(JOSEF, "gun", "map")
    s = draw("jonah_s_turn", sc)
    assert names(s) == ["choose False", "choose True"]
    s = run_script(s, ["choose True"])  # the map is the only non-weapon: no further choice
    check(s, "gain sanity")
    assert s.explorers[JOSEF].cards == ("gun",) and "map" in s.removed


def test_the_secret_elevator_goes_to_another_floor_by_choice() -> None:
    check(draw("secret_elevator").apply("choose False"), "nothing")
    s = run_script(draw("secret_elevator"), ["choose True"])
    assert names(s) == ["choose basement_landing", "choose upper_landing"]
    check(s.apply("choose upper_landing"), "at upper_landing")


def test_the_severed_hand_sells_an_item_for_two_points() -> None:
    check(draw("severed_hand").apply("choose False"), "nothing")
    s = run_script(draw("severed_hand"), ["choose True", "damage might", "damage might"])
    check(s, "item")


def test_technical_difficulties_go_down_a_floor_or_up_from_the_basement() -> None:
    check(draw("technical_difficulties"), "at basement_landing")
    sc = new().stack(["crawlspace"]).at(JOSEF, "basement_landing").turn(JOSEF)
    s = run_script(
        sc.build(), ["move N", "room crawlspace", "rotate 2", "card technical_difficulties"]
    )
    check(s, "at upper_landing")
    check(s, "points mental 1")


def test_the_flowering_hurts_then_sends_to_the_conservatory_if_found() -> None:
    s = run_script(draw("the_flowering"), ["damage might"])
    assert "choose upper_landing" not in names(s) and "choose basement_landing" in names(s)
    sc = new().room("conservatory", Floor.GROUND, -1, 0, 1)
    s = run_script(draw("the_flowering", sc), ["damage might"])
    check(s, "at conservatory")


def test_the_wandering_ghost_takes_an_item_or_asks_a_roll() -> None:
    check(run_script(draw("wandering_ghost"), faces(4, 4)), "item")
    check(run_script(draw("wandering_ghost"), faces(3, 4)), "points general 1")
    s = draw("wandering_ghost", new().give(JOSEF, "map"))
    s = run_script(s, ["choose True", "choose speed"])
    check(s, "gain speed")
    assert "map" in s.removed


# ----- the five events that may start a haunt --------------------------------------------------


def _omens(drawn: int) -> Scenario:
    return new().omens(drawn)


@pytest.mark.parametrize(
    ("card", "haunt", "kind"),
    [
        ("a_splash_of_crimson", 1, TraitorKind.TRAITOR),
        ("a_vial_of_dust", 3, TraitorKind.HIDDEN),
        ("eerie_mirror", 7, TraitorKind.NONE),
        ("the_house_is_hungry", 12, TraitorKind.FREE_FOR_ALL),
        ("say_cheese", 33, TraitorKind.TRAITOR),
    ],
)
def test_a_haunt_roll_of_five_starts_the_cards_haunt(
    card: str, haunt: int, kind: TraitorKind
) -> None:
    s = run_script(draw(card, _omens(3)), ["choose True", *faces(5, 3)])
    assert s.phase is Phase.HAUNT and s.reveal is not None
    assert (s.reveal.haunt, s.reveal.revealer, s.reveal.traitor_kind) == (haunt, JOSEF, kind)
    assert s.reveal.omen == card


def test_say_cheese_makes_the_camera_holder_the_traitor() -> None:
    s = draw("say_cheese", _omens(3).give(SAMMY, "magic_camera"))
    s = run_script(s, ["choose True", *faces(6, 3)])
    assert s.traitor == SAMMY
    s = run_script(draw("say_cheese", _omens(3)), ["choose True", *faces(6, 3)])
    assert s.traitor == JOSEF


@pytest.mark.parametrize(
    ("card", "short", "refused"),
    [
        ("a_splash_of_crimson", "gain speed", "dice physical 1"),
        ("a_vial_of_dust", "gain sanity", "trade"),
        ("eerie_mirror", "gain sanity", "item"),
        ("the_house_is_hungry", "gain might", "any"),
        ("say_cheese", "item", "item"),
    ],
)
def test_a_short_haunt_roll_or_a_refusal(card: str, short: str, refused: str) -> None:
    s = run_script(draw(card, _omens(2)), ["choose True", *faces(4, 2)])
    assert s.phase is Phase.EXPLORATION
    check(s, short)
    s = draw(card, _omens(2)).apply("choose False")
    _other_result(s, refused)
    # Once the haunt has begun there is no roll to offer: the other result, at once.
    _other_result(draw(card, _haunted()), refused)


def _haunted() -> Scenario:
    """The test haunt (the Duel) revealed by Stephanie: Josef is a hero, and his turn."""
    sc = Scenario.new(THREE, edition="hoth3", scripts=[DUEL]).omens(2).reveal(900, STEPHANIE)
    sc.state = attrs.evolve(sc.state, frames=())
    return sc.turn(JOSEF)


def _other_result(s: GameState, refused: str) -> None:
    if refused == "trade":
        assert settled(s)
        unchanged_but(s, might=-1, sanity=1)
    elif refused == "any":
        assert names(s) == ["choose might", "choose speed", "choose knowledge", "choose sanity"]
    else:
        check(s, refused)


def test_no_omen_yet_means_no_haunt() -> None:
    s = run_script(draw("the_house_is_hungry"), ["choose True"])  # no dice to roll at all
    assert s.phase is Phase.EXPLORATION
    check(s, "gain might")


# ----- cards that change an event's roll ------------------------------------------------------


def test_the_flashlight_adds_two_dice_to_an_events_roll() -> None:
    s = draw("cassette_player", new().give(JOSEF, "flashlight"))
    assert rolling(s) == 6


def test_the_magic_camera_rolls_sanity_for_knowledge() -> None:
    sc = new().give(JOSEF, "magic_camera").trait(JOSEF, SANITY, 4)
    s = draw("alien_geometry", sc).apply("choose True")
    assert rolling(s) == 5  # Sanity 5, where his Knowledge is 3


@pytest.mark.parametrize(
    ("omen", "card", "trait"),
    [
        ("holy_symbol", "cassette_player", SANITY),
        ("ring", "cassette_player", SANITY),
        ("skull", "alien_geometry", KNOWLEDGE),
    ],
)
def test_an_omen_adds_a_point_to_its_traits_rolls(omen: str, card: str, trait: Trait) -> None:
    # The Holy Symbol's holder is asked whether to bury the tile found: he keeps it.
    s = draw(card, new().give(JOSEF, omen), ["choose False"] if omen == "holy_symbol" else [])
    s = run_script(s, faces(3, DICE[trait]))  # 3, and a point more: the 4+ result
    assert settled(s)
    assert pos(s, MIGHT) == START[MIGHT]  # the Bite missed, the others gained


def test_the_idol_adds_a_point_to_might_rolls() -> None:
    s = new().give(JOSEF, "idol").turn(JOSEF).stack([HERE]).build()
    s = run_script(s, ["use omen:idol ward", "move E", f"room {HERE}", "rotate 0", "card a_bite"])
    check(run_script(s, faces(3, 5)), "nothing")


def test_the_log_names_the_event_that_revealed_the_haunt() -> None:
    s = run_script(draw("say_cheese", _omens(3)), ["choose True", *faces(6, 3)])
    first = next(describe_reveal(s))
    assert first.endswith("(the event Say Cheese in the Cramped Passageway)")
