"""The shipped content loads, holds the right facts, and a broken file says where."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from betrayal.content.loader import load, load_folder
from betrayal.content.model import CardKind, Floor, Side, TraitorRuleKind
from betrayal.core.traits import Trait
from betrayal.errors import ContentError

SHIPPED = Path(__file__).parent.parent / "betrayal" / "content" / "hoth2"


def test_box_counts() -> None:
    c = load("hoth2")
    assert len(c.explorers) == 12
    assert len(c.rooms) == 47
    assert len(c.cards_of(CardKind.OMEN)) == 13
    assert len(c.cards_of(CardKind.ITEM)) == 22
    assert len(c.cards_of(CardKind.EVENT)) == 45
    assert len(c.haunts) == 50
    assert len(c.chart.cells) == 13 * 13


def test_explorer_tracks_and_starts() -> None:
    ox = load("hoth2").explorer("ox_bellows")
    assert ox.track(Trait.MIGHT).values == (4, 5, 5, 6, 6, 7, 8, 8)
    assert ox.track(Trait.MIGHT).start_value == 5
    assert ox.track(Trait.SPEED).start_value == 4
    assert ox.age == 23


def test_explorers_come_two_to_a_card() -> None:
    cards: dict[str, int] = {}
    for e in load("hoth2").explorers:
        cards[e.card] = cards.get(e.card, 0) + 1
    assert sorted(cards.values()) == [2] * 6


def test_room_facts() -> None:
    c = load("hoth2")
    assert c.room("coal_chute").floors == frozenset({Floor.GROUND})
    assert c.room("crypt").doors == frozenset({Side.N})
    assert c.room("creaky_hallway").floors == frozenset(Floor)
    assert c.room("catacombs").symbols == (CardKind.OMEN,)
    omen_rooms = [r for r in c.rooms if CardKind.OMEN in r.symbols]
    assert len(omen_rooms) == 13
    windows = sorted(r.id for r in c.rooms if r.window)
    assert windows == ["bedroom", "chapel", "dining_room", "entrance_hall", "master_bedroom"]


def test_card_flags() -> None:
    c = load("hoth2")
    assert c.card("dog").companion and not c.card("dog").can_drop
    assert c.card("armor").can_drop and not c.card("armor").can_steal
    assert c.card("blood_dagger").weapon and not c.card("blood_dagger").can_trade
    weapons = sorted(card.id for card in c.cards if card.weapon)
    assert weapons == ["axe", "blood_dagger", "revolver", "sacrificial_dagger", "spear"]


def test_chart_and_traitor_rules() -> None:
    c = load("hoth2")
    assert c.chart.lookup("catacombs", "girl") == 1
    assert c.haunt(1).name == "The Mummy Walks"
    assert c.haunt(3).traitor.kind is TraitorRuleKind.LOWEST
    assert c.haunt(3).traitor.exclude_revealer
    assert c.haunt(12).traitor.kind is TraitorRuleKind.NONE
    assert c.haunt(34).traitor.kind is TraitorRuleKind.HIDDEN
    assert c.haunt(9).traitor.kind is TraitorRuleKind.NONE_AT_FIRST
    every = {n for _, _, n in c.chart.cells}
    assert every == set(range(1, 51))


def _broken(tmp_path: Path, name: str, change: object) -> Path:
    folder = tmp_path / "hoth2"
    shutil.copytree(SHIPPED, folder)
    path = folder / name
    data = json.loads(path.read_text())
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data))
    return folder


def _set(path: list[object], value: object) -> object:
    def change(data: dict[str, object]) -> None:
        target: object = data
        for key in path[:-1]:
            target = target[key]  # type: ignore[index]
        target[path[-1]] = value  # type: ignore[index]

    return change


@pytest.mark.parametrize(
    ("file", "path", "value", "entry", "field"),
    [
        (
            "explorers.json",
            ["explorers", 0, "traits", "might", "track"],
            [1, 2],
            "ox_bellows",
            "traits.might.track",
        ),
        (
            "explorers.json",
            ["explorers", 1, "traits", "speed", "start"],
            9,
            "darrin_flash_williams",
            "traits.speed.start",
        ),
        ("explorers.json", ["explorers", 2, "age"], "nine", "missy_dubourde", "age"),
        ("rooms.json", ["rooms", 5, "floors"], ["attic"], "abandoned_room", "floors"),
        ("rooms.json", ["rooms", 6, "doors"], "NX", "attic", "doors"),
        ("rooms.json", ["rooms", 7, "colour"], "red", "balcony", "colour"),
        ("rooms.json", ["rooms", 8, "window"], "yes", "ballroom", "window"),
        ("cards.json", ["cards", 0, "kind"], "curse", "bite", "kind"),
        ("cards.json", ["cards", 0, "cannot"], ["fly"], "bite", "cannot"),
        ("haunts.json", ["chart", "catacombs", "girl"], 51, "chart.catacombs", "girl"),
        ("haunts.json", ["haunts", 2, "traitor", "trait"], "luck", "3", "traitor.trait"),
    ],
)
def test_broken_file_names_file_entry_and_field(
    tmp_path: Path, file: str, path: list[object], value: object, entry: str, field: str
) -> None:
    folder = _broken(tmp_path, file, _set(path, value))
    with pytest.raises(ContentError) as info:
        load_folder(folder, "hoth2")
    err = info.value
    assert (err.file, err.entry, err.field) == (file, entry, field)
    assert file in str(err) and entry in str(err)


def test_missing_chart_cell_is_reported(tmp_path: Path) -> None:
    folder = _broken(tmp_path, "haunts.json", lambda d: d["chart"]["kitchen"].pop("dog"))
    with pytest.raises(ContentError, match="missing cell"):
        load_folder(folder, "hoth2")


def test_not_json_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "hoth2"
    shutil.copytree(SHIPPED, folder)
    (folder / "cards.json").write_text("{ nope")
    with pytest.raises(ContentError, match=r"cards.json: not valid JSON"):
        load_folder(folder, "hoth2")


def test_unknown_edition() -> None:
    with pytest.raises(ContentError, match="no such edition"):
        load("hoth9")
