"""The 3rd edition's own rules, switched on by ``ruleset="hoth3"``, against the 2nd
edition's on the same position: played here on the 2nd edition's box, so that one
position shows both rules (the 3rd edition's own box is tested in
test_third_edition_content.py and tests/content/test_hoth3_*.py)."""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import pytest

from betrayal import CHANCE, Game, Phase, Trait
from betrayal.content.model import CardKind
from betrayal.core.actions import Action
from betrayal.core.frames import EventChoice, RollDice
from betrayal.core.house import starting_house
from betrayal.core.rules.damage import take_damage
from betrayal.core.state import EVERYONE, GameState, MonsterState
from betrayal.core.traits import DamageKind
from betrayal.testing import Scenario, names, run_script

ZOE, OX, VIVIAN = 0, 1, 2
DUEL = Path(__file__).parent / "haunts" / "duel.haunt"


def _duel(ruleset: str) -> GameState:
    """The Duel revealed with four players, everyone met in the Foyer with fresh traits,
    the hound (3 Speed) there too; the hero whose turn it is holds nothing."""
    s = Game(players=4, ruleset=ruleset, scripts=[DUEL]).new_state(seed=3, haunt=900)
    # Only the starting tiles: the tests walk out of the Foyer into rooms not yet found,
    # whatever the seeded exploration before the reveal found.
    sc = Scenario(attrs.evolve(s, frames=(), house=starting_house(s.game.content), piles=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("hound#1", "hound", "foyer"),))
    return sc.turn(s.turn.player).build()


# -- The critical trait --------------------------------------------------------------


def _zoe_at_lowest_speed(ruleset: str | None) -> Scenario:
    return Scenario.new(ruleset=ruleset).trait(ZOE, Trait.SPEED, 0)


def test_before_the_haunt_a_critical_trait_takes_no_damage_while_another_can() -> None:
    s = take_damage(_zoe_at_lowest_speed("hoth3").build(), ZOE, DamageKind.PHYSICAL, 2)
    assert names(s) == ["damage might"]
    s = run_script(s, ["damage might", "damage might"])
    assert s.explorers[ZOE].position(Trait.SPEED) == 0 and not s.frames


def test_the_critical_trait_takes_damage_once_every_trait_of_the_kind_is_lowest() -> None:
    sc = _zoe_at_lowest_speed("hoth3").trait(ZOE, Trait.MIGHT, 0)
    s = take_damage(sc.build(), ZOE, DamageKind.PHYSICAL, 1)
    assert names(s) == ["damage might", "damage speed"]


def test_the_critical_trait_stops_mattering_at_the_haunt() -> None:
    s = take_damage(
        _zoe_at_lowest_speed("hoth3").haunt_started().build(), ZOE, DamageKind.PHYSICAL, 1
    )
    assert names(s) == ["damage might", "damage speed"]
    s = s.apply("damage speed")
    assert not s.explorers[ZOE].alive  # from the lowest value the next step is the skull


def test_the_second_edition_lets_damage_go_on_a_trait_at_its_lowest() -> None:
    s = take_damage(_zoe_at_lowest_speed(None).build(), ZOE, DamageKind.PHYSICAL, 1)
    assert names(s) == ["damage might", "damage speed"]


# -- General damage ------------------------------------------------------------------


def test_general_damage_may_go_on_any_trait_point_by_point() -> None:
    s = take_damage(Scenario.new(ruleset="hoth3").build(), OX, DamageKind.GENERAL, 2)
    assert names(s) == ["damage might", "damage speed", "damage knowledge", "damage sanity"]
    before = s.explorers[OX]
    s = run_script(s, ["damage sanity", "damage might"])
    after = s.explorers[OX]
    assert after.position(Trait.SANITY) == before.position(Trait.SANITY) - 1
    assert after.position(Trait.MIGHT) == before.position(Trait.MIGHT) - 1
    assert after.position(Trait.SPEED) == before.position(Trait.SPEED)


def test_general_damage_respects_the_critical_trait() -> None:
    sc = Scenario.new(ruleset="hoth3").trait(OX, Trait.KNOWLEDGE, 0).trait(OX, Trait.SPEED, 0)
    s = take_damage(sc.build(), OX, DamageKind.GENERAL, 1)
    assert names(s) == ["damage might", "damage sanity"]


def test_a_script_deals_general_damage(tmp_path: Path) -> None:
    plaster = tmp_path / "plaster.haunt"
    plaster.write_text(
        "language 1\n"
        'haunt 150 "Falling Plaster" {\n'
        "  traitor revealer\n"
        "  setup { damage(traitor, general, points: 1) }\n"
        "  heroes { win when not alive(traitor) }\n"
        "  traitor { win when count(heroes) == 0 }\n"
        "}\n"
    )
    s = Game(players=3, ruleset="hoth3", scripts=[plaster]).new_state(seed=1, haunt=150)
    assert s.current_player() == s.traitor
    assert names(s) == ["damage might", "damage speed", "damage knowledge", "damage sanity"]


# -- Healing ---------------------------------------------------------------------------


def test_healing_brings_a_trait_back_to_its_start_and_no_higher(tmp_path: Path) -> None:
    mend = tmp_path / "mend.haunt"
    mend.write_text(
        "language 1\n"
        'haunt 151 "Mending" {\n'
        "  traitor revealer\n"
        '  action mend "Mend" {\n'
        "    who heroes\n"
        "    do { heal(actor, sanity)  heal(actor, might) }\n"
        "  }\n"
        "  heroes { win when not alive(traitor) }\n"
        "  traitor { win when count(heroes) == 0 }\n"
        "}\n"
    )
    s = Game(players=3, ruleset="hoth3", scripts=[mend]).new_state(seed=1, haunt=151)
    hero = s.turn.player
    assert hero != s.traitor
    start = s.explorer_def(hero).track(Trait.SANITY).start
    top = s.explorer_def(hero).track(Trait.MIGHT).start + 2
    s = Scenario(attrs.evolve(s, frames=())).trait(hero, Trait.SANITY, 0)
    s = s.trait(hero, Trait.MIGHT, top).build()
    s = s.apply("use haunt:151 mend")
    assert s.explorers[hero].position(Trait.SANITY) == start
    assert s.explorers[hero].position(Trait.MIGHT) == top  # above its start: untouched


# -- Obstacles -------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "cost"), [("hoth2", 3), ("hoth3", 2)])
def test_leaving_a_room_with_opponents(ruleset: str, cost: int) -> None:
    # The traitor and the hound are both in the Foyer. The 2nd edition charges a space
    # for each; the 3rd edition makes the room an obstacle: two spaces to leave it.
    s = _duel(ruleset)
    speed = s.turn.moves_left
    s = s.apply("move N")
    assert s.turn.moves_left == max(0, speed - cost)


BLOCKED_FOYER = (
    "language 1\n"
    'room foyer "Foyer" {\n'
    "  static obstacle(when: room == this)  # a heap of junk across the floor\n"
    "}\n"
)


def _blocked(tmp_path: Path) -> Path:
    path = tmp_path / "blocked.bet"
    path.write_text(BLOCKED_FOYER)
    return path


@pytest.mark.parametrize("ruleset", ["hoth2", "hoth3"])
def test_before_the_haunt_an_obstacle_costs_a_space_to_leave(ruleset: str, tmp_path: Path) -> None:
    sc = Scenario.new(ruleset=ruleset, scripts=[_blocked(tmp_path)])
    s = sc.at(ZOE, "foyer").turn(ZOE).build()
    speed = s.turn.moves_left
    assert s.apply("move N").turn.moves_left == speed - 2
    s = Scenario(s).at(ZOE, "entrance_hall").turn(ZOE).build()
    assert s.apply("move N").turn.moves_left == speed - 1  # no obstacle in the Hall


@pytest.mark.parametrize(("ruleset", "cost"), [("hoth2", 4), ("hoth3", 2)])
def test_an_obstacle_and_opponents_in_one_room(ruleset: str, cost: int, tmp_path: Path) -> None:
    # The 2nd edition adds a space for the obstacle and one for each of the traitor and
    # the hound; the 3rd edition's room with obstacles costs two spaces to leave, whatever
    # is in it.
    game = Game(players=4, ruleset=ruleset, scripts=[DUEL, _blocked(tmp_path)])
    s = game.new_state(seed=3, haunt=900)
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("hound#1", "hound", "foyer"),))
    s = sc.turn(s.turn.player).build()
    speed = s.turn.moves_left
    assert s.apply("move N").turn.moves_left == max(0, speed - cost)


# -- The last omen -------------------------------------------------------------------


def _after_omen(ruleset: str, omens_left: int) -> GameState:
    """Zoe's turn ends just after she drew the Girl in the Kitchen, with ``omens_left``
    omens still in the deck."""
    sc = Scenario.new(ruleset=ruleset).omens(3, ("girl", "kitchen"))
    s = sc.build()
    omens, items, events = s.decks
    s = attrs.evolve(s, decks=(omens[:omens_left], items, events))
    return attrs.evolve(s, turn=attrs.evolve(s.turn, drew_omen=True, movement_over=True))


def test_the_last_omen_of_the_deck_starts_the_haunt_without_a_roll() -> None:
    s = _after_omen("hoth3", 0)
    assert not s.deck(CardKind.OMEN)
    s = s.apply("end")
    assert s.phase is Phase.HAUNT and s.reveal is not None and s.reveal.revealer == ZOE
    assert not any(isinstance(f, RollDice) for f in s.frames)


@pytest.mark.parametrize(("ruleset", "left"), [("hoth3", 1), ("hoth2", 0)])
def test_otherwise_an_omen_calls_for_the_haunt_roll(ruleset: str, left: int) -> None:
    s = _after_omen(ruleset, left).apply("end")
    assert s.phase is Phase.EXPLORATION and isinstance(s.frames[-1], RollDice)


# -- Cards held since the turn began ---------------------------------------------------


def test_a_weapon_gained_this_turn_cannot_attack_until_the_next() -> None:
    s = _duel("hoth3")
    hero, traitor = s.turn.player, s.traitor
    s = Scenario(s).give(hero, "axe").build()
    assert f"attack {traitor}" in names(s) and f"attack {traitor} axe" not in names(s)
    s = Scenario(s).turn(hero).build()  # a later turn: the axe was held when it began
    assert f"attack {traitor} axe" in names(s)


def test_the_second_edition_lets_a_weapon_attack_the_turn_it_is_gained() -> None:
    s = _duel("hoth2")
    hero, traitor = s.turn.player, s.traitor
    s = Scenario(s).give(hero, "axe").build()
    assert f"attack {traitor} axe" in names(s)


def test_a_weapon_used_this_turn_cannot_be_traded_away() -> None:
    s = _duel("hoth3")
    hero, traitor = s.turn.player, s.traitor
    s = Scenario(s).give(hero, "axe").turn(hero).build()
    other = next(seat for seat in range(4) if seat not in (hero, traitor))
    assert f"trade axe {other}" in names(s)
    s = s.apply(f"attack {traitor} axe")
    while s.current_player() == CHANCE:
        s = s.apply("die 0")  # both sides roll blanks: a tie, nobody is hurt
    assert not s.frames and "axe" in s.explorers[hero].cards
    assert not any(n.startswith("trade axe") for n in names(s))


def test_an_omen_gained_this_turn_has_no_special_action_until_the_next() -> None:
    s = _duel("hoth3")
    hero = s.turn.player
    s = Scenario(s).give(hero, "crystal_ball").build()
    assert not any(n.startswith("use omen:crystal_ball") for n in names(s))
    s = Scenario(s).turn(hero).build()
    assert any(n.startswith("use omen:crystal_ball") for n in names(s))


def test_the_cards_held_at_the_turns_start_are_in_the_observation() -> None:
    s = Scenario(_duel("hoth3")).give(OX, "axe", "crystal_ball").turn(OX).build()
    seen = s.observation(OX)
    assert json.loads(json.dumps(seen))["turn"]["held"] == ["axe", "crystal_ball"]


# -- The traitor and event symbols --------------------------------------------------------


def _traitor_finds_the_ballroom(ruleset: str) -> GameState:
    """The Duel's traitor, on their turn, walks east of the Foyer into the Ballroom, a room
    with an event symbol."""
    s = _duel(ruleset)
    traitor = s.traitor
    assert traitor is not None
    s = Scenario(s).stack(["ballroom"]).turn(traitor).build()
    s = run_script(s, ["move E", "room ballroom"])
    rotations = [n for n in names(s) if n.startswith("rotate")]
    return s.apply(rotations[0])


def test_the_traitor_may_leave_an_event_symbol_alone() -> None:
    s = _traitor_finds_the_ballroom("hoth3")
    assert s.current_player() == s.traitor and names(s) == ["accept", "decline"]
    events = s.deck(CardKind.EVENT)
    left = s.apply("decline")
    assert not left.frames and left.deck(CardKind.EVENT) == events  # no card drawn
    drawn = s.apply("accept")
    assert drawn.current_player() == CHANCE  # the event is drawn
    rolls = ["night_view", "the_voice", "rotten", "creepy_crawlies", "something_slimy"]
    card = next(c for c in rolls if c in drawn.deck(CardKind.EVENT))
    after = drawn.apply(f"card {card}")
    # Drawn, it is resolved in full: its roll comes at once, with no chance to shrug it off.
    assert after.current_player() == CHANCE
    assert not any(isinstance(f, EventChoice) for f in after.frames)


def test_the_second_edition_traitor_draws_then_may_shrug_the_event_off() -> None:
    s = _traitor_finds_the_ballroom("hoth2")
    assert s.current_player() == CHANCE  # the card is drawn at once
    rolls = ["night_view", "the_voice", "rotten", "creepy_crawlies", "something_slimy"]
    card = next(c for c in rolls if c in s.deck(CardKind.EVENT))
    s = s.apply(f"card {card}")
    assert isinstance(s.frames[-1], EventChoice) and names(s) == ["accept", "decline"]


# -- Buried tiles ----------------------------------------------------------------------


UPPER_ONLY = ("balcony", "attic")  # tiles that fit only the upper floor
BALLROOM = "ballroom"  # a ground-floor tile


def _exploring_the_ground_floor(ruleset: str) -> GameState:
    """Zoe in the Foyer, about to explore east, with only three tiles left to turn over."""
    sc = Scenario.new(ruleset=ruleset).stack((*UPPER_ONLY, BALLROOM))
    return sc.at(ZOE, "foyer").turn(ZOE).build()


def test_buried_tiles_come_back_in_the_order_they_were_buried() -> None:
    first, second = UPPER_ONLY
    s = run_script(_exploring_the_ground_floor("hoth3"), ["move E", f"room {first}"])
    s = run_script(s, [f"room {second}"])
    # Both upper-floor tiles were buried in turn; only the Ballroom is left above them.
    assert s.room_stack == (BALLROOM,) and s.room_discards == UPPER_ONLY
    s = s.apply(f"room {BALLROOM}")
    # The stack ran out: the buried tiles are the stack again, in burial order, and
    # every player saw the order.
    assert s.room_stack == UPPER_ONLY and s.room_discards == ()
    assert s.room_top == (first, EVERYONE)
    for seat in (ZOE, OX, VIVIAN):
        assert s.observation(seat)["room_top"] == [first, EVERYONE]
        assert s.observation(seat)["room_after"] == [[second, EVERYONE]]


def test_a_buried_tile_that_comes_back_is_the_next_one_turned_over() -> None:
    first, second = UPPER_ONLY
    s = run_script(
        _exploring_the_ground_floor("hoth3"),
        ["move E", f"room {first}", f"room {second}", f"room {BALLROOM}"],
    )
    # Later, on the upper floor, the next tile turned over is the first one buried.
    s = Scenario(attrs.evolve(s, frames=())).at(ZOE, "upper_landing").turn(ZOE).build()
    s = s.apply("move E")
    assert names(s) == [f"room {first}"]  # a draw with one outcome: the order is known


@pytest.mark.parametrize(("ruleset", "word"), [("hoth3", "buried"), ("hoth2", "set aside")])
def test_the_log_says_where_a_tile_that_does_not_fit_goes(ruleset: str, word: str) -> None:
    from betrayal.narrate import narrate

    s = _exploring_the_ground_floor(ruleset).apply("move E")
    action = Action.parse(f"room {UPPER_ONLY[0]}")
    (line,) = narrate(s, action, s.apply(action))
    assert line.endswith(f"does not go on the ground floor, {word}")


def test_second_edition_shuffles_the_set_aside_tiles_back() -> None:
    first, second = UPPER_ONLY
    s = run_script(
        _exploring_the_ground_floor("hoth2"),
        ["move E", f"room {first}", f"room {second}", f"room {BALLROOM}"],
    )
    assert s.room_top is None and s.room_stack == tuple(sorted(UPPER_ONLY))


def test_a_doorway_with_no_tile_left_for_its_floor_costs_no_move() -> None:
    # Only upper-floor tiles are left: trying the Foyer's open east doorway is no step at
    # all, so no move can be spent on it.
    s = Scenario.new(ruleset="hoth3").stack(UPPER_ONLY).at(ZOE, "foyer").turn(ZOE).build()
    assert "move E" not in names(s) and "move W" not in names(s)
    assert s.turn.moves_left == s.trait(ZOE, Trait.SPEED)


@pytest.mark.parametrize(("ruleset", "ends"), [("hoth3", True), ("hoth2", False)])
def test_discovering_a_room_ends_the_turn_in_the_third_edition(ruleset: str, ends: bool) -> None:
    # The Dusty Hallway has no card symbol: in the 2nd edition its finder may walk on and
    # act; in the 3rd, finding it is the end of the turn.
    s = Scenario.new(ruleset=ruleset).stack(["dusty_hallway"]).at(ZOE, "foyer").turn(ZOE).build()
    s = run_script(s, ["move E", "room dusty_hallway"])
    s = s.apply(names(s)[0])  # any legal turn of the tile
    assert s.explorers[ZOE].room == "dusty_hallway" and not s.frames
    if ends:
        assert names(s) == ["end"]
    else:
        assert any(n.startswith("move ") for n in names(s))


def test_a_third_edition_discovery_resolves_its_card_before_the_turn_ends() -> None:
    # The Abandoned Room shows an omen: the card is drawn first, then the turn is over.
    s = Scenario.new(ruleset="hoth3").stack(["abandoned_room"]).at(ZOE, "foyer").turn(ZOE).build()
    s = run_script(s, ["move E", "room abandoned_room"])
    s = s.apply(names(s)[0])
    assert s.frames and names(s) != ["end"]  # the omen deck's draw comes first
    while s.frames:
        s = s.apply(names(s)[0])
    assert names(s) == ["end"]
    content = s.game.content
    assert any(content.card(c).kind is CardKind.OMEN for c in s.explorers[ZOE].cards)


# -- Thefts ------------------------------------------------------------------------------

STEALS_THE_AXE = DUEL.read_text(encoding="utf-8").replace(
    "  heroes {", "  rule { static holding(mode: stealable, when: card == axe) }\n  heroes {", 1
)


def _hero_beats_the_traitor(s: GameState, margin: int) -> GameState:
    """The hero whose turn it is attacks the traitor bare-handed and wins by ``margin``."""
    hero, traitor = s.turn.player, s.traitor
    assert traitor is not None
    s = s.apply(f"attack {traitor}")
    faces = ["die 1"] * margin + ["die 0"] * (s.trait(hero, Trait.MIGHT) - margin)
    s = run_script(s, faces)
    while s.current_player() == CHANCE:
        s = s.apply("die 0")  # the traitor's dice: all blanks
    return s


def test_the_third_edition_has_no_theft_unless_a_haunt_grants_one() -> None:
    s = _duel("hoth3")
    s = Scenario(s).give(s.traitor, "axe", "revolver").turn(s.turn.player).build()
    s = _hero_beats_the_traitor(s, 3)
    # A win by 3 in a Might attack: the 2nd edition would offer the Axe; here it hurts.
    assert not any(n.startswith("steal") for n in names(s))
    assert s.current_player() == s.traitor and names(s)[0].startswith("damage")


def test_a_haunt_grants_a_theft_of_what_it_names_on_any_win(tmp_path: Path) -> None:
    haunt = tmp_path / "steals.haunt"
    haunt.write_text(STEALS_THE_AXE, encoding="utf-8")
    s = Game(players=4, ruleset="hoth3", scripts=[haunt]).new_state(seed=3, haunt=900)
    sc = Scenario(attrs.evolve(s, frames=(), house=starting_house(s.game.content), piles=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    s = sc.give(s.traitor, "axe", "revolver").turn(s.turn.player).build()
    hero = s.turn.player
    s = _hero_beats_the_traitor(s, 1)
    assert "steal axe" in names(s) and "steal revolver" not in names(s)
    s = s.apply("steal axe")
    assert "axe" in s.explorers[hero].cards and "axe" not in s.explorers[s.traitor].cards


def test_the_second_edition_still_steals_by_two_or_more() -> None:
    s = _duel("hoth2")
    s = Scenario(s).give(s.traitor, "axe").turn(s.turn.player).build()
    assert "steal axe" in names(_hero_beats_the_traitor(s, 2))
    assert not any(n.startswith("steal") for n in names(_hero_beats_the_traitor(s, 1)))


def test_a_haunt_may_let_a_discovery_leave_the_turn_going(tmp_path: Path) -> None:
    haunt = tmp_path / "explores_on.haunt"
    haunt.write_text(
        DUEL.read_text(encoding="utf-8").replace(
            "  heroes {",
            "  rule { static movement(mode: explores_on, when: room == dusty_hallway) }\n"
            "  heroes {",
            1,
        ),
        encoding="utf-8",
    )
    s = Game(players=4, ruleset="hoth3", scripts=[haunt]).new_state(seed=3, haunt=900)
    sc = Scenario(attrs.evolve(s, frames=(), house=starting_house(s.game.content), piles=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    for room, goes_on in (("dusty_hallway", True), ("creaky_hallway", False)):
        t = sc.stack([room]).turn(s.turn.player).build()
        t = run_script(t, ["move E", f"room {room}"])
        t = t.apply(names(t)[0])
        while t.frames:
            t = t.apply(names(t)[0])
        assert any(n.startswith("move ") for n in names(t)) is goes_on, (room, names(t))


# -- One trade a turn ----------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "one_trade"), [("hoth3", True), ("hoth2", False)])
def test_a_turns_one_trade_is_with_one_explorer(ruleset: str, one_trade: bool) -> None:
    # Zoe hands the Axe to Ox: in the 3rd edition that is her trade of the turn, so the
    # Candle may still go to Ox (the same trade) but not to Vivian.
    s = Scenario.new(ruleset=ruleset).give(ZOE, "axe", "candle").turn(ZOE).build()
    assert "trade candle 2" in names(s)
    s = s.apply("trade axe 1").apply("accept")
    assert "trade candle 1" in names(s)
    assert ("trade candle 2" in names(s)) is not one_trade


def test_a_declined_offer_is_no_trade() -> None:
    s = Scenario.new(ruleset="hoth3").give(ZOE, "axe", "candle").turn(ZOE).build()
    s = s.apply("trade axe 1").apply("decline")
    assert "trade candle 2" in names(s) and "trade candle 1" in names(s)
