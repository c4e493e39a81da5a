"""The 3rd edition's box as data: explorers, rooms, cards, haunts and scenario cards,
its starting house, and the haunt chosen from the scenario card at the reveal."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import attrs
import pytest

from betrayal import CHANCE, Game, Phase
from betrayal.agents import RandomAgent
from betrayal.content.loader import load, load_folder
from betrayal.content.model import CardKind, Floor, TraitorRule, TraitorRuleKind
from betrayal.core.rules.haunt_roll import choose_traitor, reveal
from betrayal.core.state import GameState, TraitorKind
from betrayal.core.traits import Trait
from betrayal.errors import BadArgument, ContentError
from betrayal.testing import Scenario, check_invariants

SHIPPED = Path(__file__).parent.parent / "betrayal" / "content" / "hoth3"


def test_box_counts() -> None:
    c = load("hoth3")
    assert len(c.explorers) == 12
    assert len({e.card for e in c.explorers}) == 6  # six boards, printed on both sides
    assert len(c.rooms) == 47 and len(c.starting_rooms) == 5
    assert len(c.cards_of(CardKind.OMEN)) == 9
    assert len(c.cards_of(CardKind.ITEM)) == 22
    assert len(c.cards_of(CardKind.EVENT)) == 43
    assert len(c.haunts) == 50
    assert c.chart.cells == ()  # no room-and-omen chart in this edition


def test_a_character_board() -> None:
    josef = load("hoth3").explorer("josef_hooper")
    assert josef.track(Trait.MIGHT).values == (4, 4, 4, 5, 6, 7, 8, 8)
    assert josef.track(Trait.MIGHT).start_value == 5
    assert josef.age == 25
    assert load("hoth3").explorer("oliver_swift").card == josef.card


def test_each_scenario_card_sends_each_omen_to_a_haunt_of_its_own() -> None:
    c = load("hoth3")
    assert len(c.scenarios) == 5
    omens = sorted(c.cards_of(CardKind.OMEN))
    reached = []
    for card in c.scenarios:
        assert sorted(o for o, _ in card.haunts) == omens
        reached.extend(n for _, n in card.haunts)
    reached.extend(n for _, n in c.event_haunts)
    assert sorted(reached) == list(range(1, 51))  # 45 on the cards, 5 started by events
    assert sorted(n for _, n in c.event_haunts) == [1, 3, 7, 12, 33]
    assert c.scenario("cursed").lookup("ring") == 2


def test_traitor_rules_of_the_third_edition() -> None:
    c = load("hoth3")
    assert c.haunt(2).traitor.kind is TraitorRuleKind.HIDDEN
    assert c.haunt(4).traitor.kind is TraitorRuleKind.NONE
    assert c.haunt(9).traitor.kind is TraitorRuleKind.FREE_FOR_ALL
    ring = c.haunt(c.scenario("a_strange_disappearance").lookup("ring") or 0).traitor
    assert (ring.kind, ring.trait, ring.exclude_revealer) == (
        TraitorRuleKind.LOWEST,
        Trait.SANITY,
        True,
    )
    camera = c.haunt(33).traitor
    assert (camera.kind, camera.card) == (TraitorRuleKind.HOLDER_ELSE, "magic_camera")


def test_the_starting_house() -> None:
    s = Game(edition="hoth3", players=3).new_state(seed=0)
    placed = {(t.room, t.floor, t.x, t.y) for t in s.house.tiles}
    assert placed == {
        ("entrance_hall", Floor.GROUND, 0, 0),
        ("hallway", Floor.GROUND, 0, 1),
        ("ground_floor_staircase", Floor.GROUND, 0, 2),
        ("upper_landing", Floor.UPPER, 0, 0),
        ("basement_landing", Floor.BASEMENT, 0, 0),
    }
    assert all(e.room == "entrance_hall" for e in s.explorers)
    assert not set(s.room_stack) & s.game.content.starting_rooms
    assert len(s.room_stack) == 42
    # The staircase leads up to the Upper Landing, as the Grand Staircase does.
    assert [t for t, _ in s.game.links_from("ground_floor_staircase")] == ["upper_landing"]


# -- The scenario card and the reveal ---------------------------------------------------


def test_the_scenario_card_is_picked_from_the_seed_or_named() -> None:
    game = Game(edition="hoth3", players=4)
    picked = {game.new_state(seed=seed).setup.scenario for seed in range(40)}
    assert picked == {card.id for card in game.content.scenarios}
    assert game.new_state(seed=3, scenario="for_sale").setup.scenario == "for_sale"


def test_a_scenario_card_is_checked() -> None:
    with pytest.raises(BadArgument, match="unknown scenario card 'cursd'"):
        Game(edition="hoth3", players=4).new_state(seed=1, scenario="cursd")
    with pytest.raises(BadArgument, match="haunt chart"):
        Game(edition="hoth2", players=4).new_state(seed=1, scenario="cursed")


def _omen_drawn(scenario: str, omen: str, room: str = "ballroom") -> GameState:
    game = Game(edition="hoth3", players=4)
    s = game.new_state(seed=2, scenario=scenario, explorers=_FOUR)
    return attrs.evolve(s, omens_drawn=3, last_omen=(omen, room))


_FOUR = ["josef_hooper", "stephanie_richter", "sammy_angler", "isa_valencia"]


@pytest.mark.parametrize(
    ("scenario", "omen", "haunt"),
    [("cursed", "ring", 2), ("for_sale", "dog", 4), ("paranormal_investigators", "mask", 5)],
)
def test_the_reveal_reads_the_omen_on_the_scenario_card(
    scenario: str, omen: str, haunt: int
) -> None:
    for room in ("ballroom", "catacombs"):  # the room does not matter in this edition
        s = reveal(_omen_drawn(scenario, omen, room), 1)
        assert s.phase is Phase.HAUNT and s.haunt == haunt


def test_the_traitor_is_the_one_the_card_names() -> None:
    # For Sale sends the Holy Symbol to a haunt whose traitor has the lowest Sanity:
    # Sammy (seat 2) here, by a point.
    s = _omen_drawn("for_sale", "holy_symbol")
    s = Scenario(s).trait(2, Trait.SANITY, 0).build()
    assert reveal(s, 0).traitor == 2


def test_a_tie_goes_to_the_explorer_closest_to_the_revealer_in_turn_order() -> None:
    s = _omen_drawn("for_sale", "holy_symbol")
    sc = Scenario(s)
    for seat in range(4):
        low = s.explorer_def(seat).track(Trait.SANITY).values.index(5)
        sc.trait(seat, Trait.SANITY, low)
    s = sc.build()
    assert reveal(s, 1).traitor == 1  # the revealer is closest to themselves
    rule = TraitorRule(TraitorRuleKind.LOWEST, Trait.SANITY, exclude_revealer=True)
    assert choose_traitor(s, rule, 1) == (TraitorKind.TRAITOR, 2)  # then their left
    assert choose_traitor(s, rule, 3) == (TraitorKind.TRAITOR, 0)


def test_the_explorer_with_the_most_omens_is_the_traitor() -> None:
    s = Scenario(_omen_drawn("a_strange_disappearance", "dog")).give(3, "ring", "skull")
    s = s.give(0, "book", "gun").build()
    rule = TraitorRule(TraitorRuleKind.MOST_OMENS)
    assert choose_traitor(s, rule, 0) == (TraitorKind.TRAITOR, 3)


def test_the_camera_holder_is_the_traitor_else_the_revealer() -> None:
    rule = load("hoth3").haunt(33).traitor
    s = _omen_drawn("cursed", "book")
    assert choose_traitor(s, rule, 1) == (TraitorKind.TRAITOR, 1)
    s = Scenario(s).give(2, "magic_camera").build()
    assert choose_traitor(s, rule, 1) == (TraitorKind.TRAITOR, 2)


def test_random_games_reach_a_reveal_keeping_every_invariant() -> None:
    game = Game(edition="hoth3", players=4)
    haunts = set()
    for seed in range(12):
        state = game.new_state(seed=seed)
        agents = [RandomAgent(seed + i) for i in range(4)]
        while state.phase is Phase.EXPLORATION:
            check_invariants(state)
            player = state.current_player()
            action = (
                state.sample_chance() if player == CHANCE else agents[player].act(state, player)
            )
            state = state.apply(action)
        check_invariants(state)
        assert state.reveal is not None
        content = game.content
        card = state.reveal.omen  # the omen drawn, or the event that started the haunt
        if content.card(card).kind is CardKind.EVENT:
            assert state.haunt == dict(content.event_haunts)[card]
        else:
            assert state.haunt == content.scenario(state.setup.scenario or "").lookup(card)
        haunts.add(state.haunt)
        assert game.deserialize(game.serialize(state)) == state
    assert len(haunts) >= 6


# -- Broken data -------------------------------------------------------------------------


def _broken(tmp_path: Path, name: str, change: Callable[[dict[str, object]], None]) -> Path:
    folder = tmp_path / "hoth3"
    shutil.copytree(SHIPPED, folder)
    path = folder / name
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return folder


def _scenario(index: int) -> Callable[[dict[str, object]], dict[str, int]]:
    return lambda d: d["scenarios"][index]["haunts"]  # type: ignore[index,no-any-return]


@pytest.mark.parametrize(
    ("file", "change", "entry", "field", "problem"),
    [
        (
            "haunts.json",
            lambda d: _scenario(0)(d).pop("dog"),
            "a_mysterious_invitation",
            "haunts.dog",
            "each omen",
        ),
        (
            "haunts.json",
            lambda d: _scenario(1)(d).update(armor=37),
            "a_strange_disappearance",
            "haunts.armor",
            "already reached by a_mysterious_invitation/armor",
        ),
        (
            "haunts.json",
            lambda d: d["event_haunts"][0].update(event="gun"),
            "#0",
            "event",
            "not an event card",
        ),
        (
            "haunts.json",
            lambda d: d["haunts"][32]["traitor"].update(card="camera"),
            "33",
            "traitor.card",
            "unknown card",
        ),
        (
            "rooms.json",
            lambda d: d["rooms"][2].pop("start"),
            "hallway",
            "start",
            "missing",
        ),
        (
            "rooms.json",
            lambda d: d["rooms"][2].update(start={"x": 0, "y": 0}),
            "hallway",
            "start",
            "entrance_hall lies there",
        ),
        (
            "rooms.json",
            lambda d: d["rooms"][6].update(start={"x": 3, "y": 0}),
            "ballroom",
            "start",
            "only a starting room",
        ),
    ],
)
def test_broken_data_says_where(
    tmp_path: Path,
    file: str,
    change: Callable[[dict[str, object]], None],
    entry: str,
    field: str,
    problem: str,
) -> None:
    folder = _broken(tmp_path, file, change)
    with pytest.raises(ContentError) as info:
        load_folder(folder, "hoth3")
    err = info.value
    assert (err.file, err.entry, err.field) == (file, entry, field)
    assert problem in err.problem


def test_a_haunt_on_no_card_is_reported(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "haunts.json", lambda d: d["event_haunts"].pop())  # type: ignore[attr-defined]
    with pytest.raises(ContentError, match="haunt 33 is on no card"):
        load_folder(folder, "hoth3")


def test_the_command_line_plays_the_third_edition_on_a_named_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from betrayal.cli import main

    save = tmp_path / "g.txt"
    args = ["play", "--edition", "hoth3", "--scenario", "cursed", "--seed", "4"]
    assert main([*args, "--save", str(save)]) == 0
    out = capsys.readouterr().out
    assert "3rd edition" in out and "Scenario card: Cursed!" in out
    number = int(out.split("The haunt is revealed: #")[1].split()[0])
    assert number in {n for _, n in load("hoth3").scenario("cursed").haunts}
    assert main(["replay", str(save)]) == 0
    assert main(["play", "--edition", "hoth3", "--scenario", "nope"]) == 2
    assert "unknown scenario card 'nope'" in capsys.readouterr().err


def test_line_of_sight_runs_straight_through_doorways_on_one_floor() -> None:
    # Two tiles are in sight when one could walk from one to the other without turning
    # or changing floor. The three ground-floor starting rooms stand in a row.
    from betrayal.core.rules.combat import line_of_sight

    sc = Scenario.new(edition="hoth3", explorers=_FOUR[:3])
    sc.room("dining_room", Floor.GROUND, 1, 1, 0)  # east of the Hallway, doors all round
    s = sc.build()
    assert line_of_sight(s, "entrance_hall") == ["hallway", "ground_floor_staircase"]
    assert sorted(line_of_sight(s, "hallway")) == [
        "dining_room",
        "entrance_hall",
        "ground_floor_staircase",
    ]
    # Turning the corner breaks the line; the stairs lead to another floor, out of sight.
    assert "dining_room" not in line_of_sight(s, "entrance_hall")
    assert "upper_landing" not in line_of_sight(s, "ground_floor_staircase")
