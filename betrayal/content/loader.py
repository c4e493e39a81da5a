"""Load an edition's content from the JSON files shipped in the package, and validate it.

Every problem is raised as a :class:`~betrayal.errors.ContentError` naming the file, the
entry and the field, so a broken data file is found at start, never in the middle of a game.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Callable, Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from betrayal.content.model import (
    CardDef,
    CardKind,
    Content,
    ExplorerDef,
    Floor,
    HauntChart,
    HauntDef,
    LinkDef,
    LinkKind,
    RoomDef,
    ScenarioCard,
    Side,
    TraitorRule,
    TraitorRuleKind,
)
from betrayal.core.traits import TRAITS, Trait, TraitTrack
from betrayal.errors import ContentError

FILES = ("explorers.json", "rooms.json", "cards.json", "haunts.json")
FORMAT = 1
TRACK_LENGTH = 8

T = TypeVar("T")


class _Entry:
    """One record of a data file, read field by field with located errors."""

    def __init__(self, file: str, entry: str, data: object) -> None:
        self.file = file
        self.entry = entry
        if not isinstance(data, Mapping):
            raise ContentError(file, entry, "", "expected an object")
        self.data: Mapping[str, Any] = data

    def fail(self, field: str, problem: str) -> ContentError:
        return ContentError(self.file, self.entry, field, problem)

    def get(self, field: str, kind: type[T], default: T | None = None) -> T:
        if field not in self.data:
            if default is not None:
                return default
            raise self.fail(field, "missing")
        value = self.data[field]
        # bool is an int in Python; a number field must not accept true/false.
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.fail(field, f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    def text(self, field: str) -> str:
        value = self.get(field, str)
        if not value.strip():
            raise self.fail(field, "must not be empty")
        return value

    def strings(self, field: str, default: list[str] | None = None) -> list[str]:
        items = self.get(field, list, default)
        for i, item in enumerate(items):
            if not isinstance(item, str):
                raise self.fail(f"{field}[{i}]", "expected str")
        return items

    def enum(self, field: str, convert: Callable[[str], T], value: str | None = None) -> T:
        raw = self.get(field, str) if value is None else value
        try:
            return convert(raw)
        except ValueError:
            raise self.fail(field, f"unknown value {raw!r}") from None

    def check_keys(self, allowed: Iterable[str]) -> None:
        unknown = sorted(set(self.data) - set(allowed))
        if unknown:
            raise self.fail(unknown[0], "unknown field")


def _read(folder: Path, name: str, edition: str) -> Mapping[str, Any]:
    path = folder / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(name, "", "", "file not found") from None
    except json.JSONDecodeError as e:
        raise ContentError(name, "", "", f"not valid JSON (line {e.lineno}: {e.msg})") from None
    top = _Entry(name, "", data)
    if top.get("format", int) != FORMAT:
        raise top.fail("format", f"unsupported format {top.data['format']!r}, expected {FORMAT}")
    if top.get("edition", str) != edition:
        raise top.fail("edition", f"file is for {top.data['edition']!r}, not {edition!r}")
    return top.data


def _records(file: str, data: Mapping[str, Any], key: str) -> list[_Entry]:
    items = data.get(key)
    if not isinstance(items, list):
        raise ContentError(file, "", key, "expected a list")
    entries = []
    seen: set[str] = set()
    for i, raw in enumerate(items):
        label = str(raw.get("id", raw.get("number", f"#{i}"))) if isinstance(raw, dict) else f"#{i}"
        entry = _Entry(file, label, raw)
        if label in seen:
            raise entry.fail("id", "duplicate id")
        seen.add(label)
        entries.append(entry)
    return entries


def _sex(e: _Entry) -> str:
    """The explorer's sex as printed on the card, for haunts that care ("" if not given)."""
    if "sex" not in e.data:
        return ""
    value = e.get("sex", str)
    if value not in ("female", "male"):
        raise e.fail("sex", "expected female or male")
    return value


def _explorer(e: _Entry) -> ExplorerDef:
    e.check_keys(("id", "name", "card", "age", "birthday", "sex", "hobbies", "traits"))
    traits = e.get("traits", dict)
    tracks = []
    for trait in TRAITS:
        field = f"traits.{trait.value}"
        raw = traits.get(trait.value)
        if not isinstance(raw, dict):
            raise e.fail(field, "missing")
        values = raw.get("track")
        start = raw.get("start")
        if (
            not isinstance(values, list)
            or len(values) != TRACK_LENGTH
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in values)
        ):
            raise e.fail(f"{field}.track", f"expected {TRACK_LENGTH} whole numbers")
        if any(b < a for a, b in itertools.pairwise(values)) or values[0] < 0:
            raise e.fail(f"{field}.track", "values must not go down along the track")
        if not isinstance(start, int) or isinstance(start, bool) or not 0 <= start < len(values):
            raise e.fail(f"{field}.start", f"expected an index from 0 to {len(values) - 1}")
        tracks.append(TraitTrack(tuple(values), start))
    extra = set(traits) - {t.value for t in TRAITS}
    if extra:
        raise e.fail(f"traits.{sorted(extra)[0]}", "unknown trait")
    age = e.get("age", int)
    if age <= 0:
        raise e.fail("age", "must be positive")
    return ExplorerDef(
        id=e.text("id"),
        name=e.text("name"),
        card=e.text("card"),
        age=age,
        birthday=e.text("birthday"),
        sex=_sex(e),
        hobbies=tuple(e.strings("hobbies", [])),
        tracks=(tracks[0], tracks[1], tracks[2], tracks[3]),
    )


def _room(e: _Entry) -> RoomDef:
    e.check_keys(("id", "name", "floors", "doors", "symbols", "starting", "window", "start"))
    floors = frozenset(e.enum("floors", Floor, f) for f in e.strings("floors"))
    if not floors:
        raise e.fail("floors", "a room must allow at least one floor")
    starting = e.get("starting", bool, False)
    start = _start(e, starting, floors)
    doors_text = e.get("doors", str)
    doors = frozenset(e.enum("doors", Side, d) for d in doors_text)
    if len(doors) != len(doors_text):
        raise e.fail("doors", "a side is listed twice")
    symbols = tuple(e.enum("symbols", CardKind, s) for s in e.strings("symbols", []))
    return RoomDef(
        id=e.text("id"),
        name=e.text("name"),
        floors=floors,
        doors=doors,
        symbols=symbols,
        starting=starting,
        window=e.get("window", bool, False),
        start=start,
    )


def _start(e: _Entry, starting: bool, floors: frozenset[Floor]) -> tuple[int, int] | None:
    """A starting tile's place on its floor's grid; other tiles have none."""
    if not starting:
        if "start" in e.data:
            raise e.fail("start", "only a starting room has a place at the start")
        return None
    if len(floors) != 1:
        raise e.fail("floors", "a starting room lies on exactly one floor")
    where = e.get("start", dict)
    sub = _Entry(e.file, e.entry, where)
    try:
        sub.check_keys(("x", "y"))
        return (sub.get("x", int), sub.get("y", int))
    except ContentError as err:
        raise e.fail(f"start.{err.field}", err.problem) from None


def _link(e: _Entry, rooms: Mapping[str, RoomDef]) -> LinkDef:
    e.check_keys(("kind", "from", "to", "two_way", "damage_dice"))
    for field in ("from", "to"):
        if e.text(field) not in rooms:
            raise e.fail(field, f"unknown room {e.data[field]!r}")
    damage = e.get("damage_dice", int, 0)
    if damage < 0:
        raise e.fail("damage_dice", "must not be negative")
    return LinkDef(
        kind=e.enum("kind", LinkKind),
        source=e.data["from"],
        target=e.data["to"],
        two_way=e.get("two_way", bool),
        damage_dice=damage,
    )


_ACTS = {"drop": "can_drop", "trade": "can_trade", "steal": "can_steal"}


def _card(e: _Entry) -> CardDef:
    e.check_keys(("id", "name", "kind", "weapon", "companion", "cannot"))
    cannot = e.strings("cannot", [])
    for act in cannot:
        if act not in _ACTS:
            raise e.fail("cannot", f"unknown act {act!r} (expected drop, trade or steal)")
    flags = {_ACTS[a]: False for a in cannot}
    return CardDef(
        id=e.text("id"),
        name=e.text("name"),
        kind=e.enum("kind", CardKind),
        weapon=e.get("weapon", bool, False),
        companion=e.get("companion", bool, False),
        **flags,
    )


def _traitor_rule(
    e: _Entry,
    raw: object,
    field: str,
    explorers: Mapping[str, object],
    cards: Mapping[str, object],
) -> TraitorRule:
    if not isinstance(raw, dict):
        raise e.fail(field, "expected an object")
    sub = _Entry(e.file, e.entry, raw)
    try:
        kind = TraitorRuleKind(sub.get("kind", str))
    except ValueError:
        raise e.fail(f"{field}.kind", f"unknown traitor rule {raw.get('kind')!r}") from None
    except ContentError as err:
        raise e.fail(f"{field}.{err.field}", err.problem) from None
    trait = None
    if kind in (TraitorRuleKind.HIGHEST, TraitorRuleKind.LOWEST):
        name = raw.get("trait")
        try:
            trait = Trait(name)
        except ValueError:
            raise e.fail(f"{field}.trait", f"unknown trait {name!r}") from None
    explorer = None
    fallback = None
    card = None
    if kind is TraitorRuleKind.NAMED_ELSE:
        explorer = raw.get("explorer")
        if explorer not in explorers:
            raise e.fail(f"{field}.explorer", f"unknown explorer {explorer!r}")
    if kind is TraitorRuleKind.HOLDER_ELSE:
        card = raw.get("card")
        if card not in cards:
            raise e.fail(f"{field}.card", f"unknown card {card!r}")
    if kind in (TraitorRuleKind.NAMED_ELSE, TraitorRuleKind.HOLDER_ELSE):
        fallback = _traitor_rule(e, raw.get("fallback"), f"{field}.fallback", explorers, cards)
    return TraitorRule(
        kind=kind,
        trait=trait,
        exclude_revealer=bool(raw.get("exclude_revealer", False)),
        explorer=explorer,
        fallback=fallback,
        card=card,
    )


def _haunts(
    file: str,
    data: Mapping[str, Any],
    rooms: Mapping[str, RoomDef],
    cards: Mapping[str, CardDef],
    explorers: Mapping[str, ExplorerDef],
) -> tuple[HauntChart, tuple[HauntDef, ...]]:
    haunts: list[HauntDef] = []
    for e in _records(file, data, "haunts"):
        e.check_keys(("number", "name", "traitor"))
        number = e.get("number", int)
        if number != len(haunts) + 1:
            raise e.fail("number", f"expected haunt {len(haunts) + 1} here")
        rule = _traitor_rule(e, e.data.get("traitor"), "traitor", explorers, cards)
        haunts.append(HauntDef(number=number, name=e.text("name"), traitor=rule))
    if "scenarios" in data:
        if "chart" in data:
            raise ContentError(file, "", "chart", "an edition has a chart or scenarios, not both")
        return HauntChart(()), tuple(haunts)
    chart_data = data.get("chart")
    if not isinstance(chart_data, dict):
        raise ContentError(file, "", "chart", "expected an object of rooms")
    cells = []
    for room, row in chart_data.items():
        entry = _Entry(file, f"chart.{room}", row)
        if room not in rooms or CardKind.OMEN not in rooms[room].symbols:
            raise entry.fail("", "not a room with an omen symbol")
        for omen, number in row.items():
            if omen not in cards or cards[omen].kind is not CardKind.OMEN:
                raise entry.fail(omen, "not an omen")
            if not isinstance(number, int) or not 1 <= number <= len(haunts):
                raise entry.fail(omen, f"expected a haunt number from 1 to {len(haunts)}")
            cells.append((room, omen, number))
    omen_rooms = [r.id for r in rooms.values() if CardKind.OMEN in r.symbols]
    omens = [c.id for c in cards.values() if c.kind is CardKind.OMEN]
    for room in omen_rooms:
        for omen in omens:
            if not any(r == room and o == omen for r, o, _ in cells):
                raise ContentError(file, f"chart.{room}", omen, "missing cell")
    return HauntChart(tuple(cells)), tuple(haunts)


def load_folder(folder: Path, edition: str) -> Content:
    """Load and validate the four data files of an edition from a folder."""
    raw = {name: _read(folder, name, edition) for name in FILES}
    digest = hashlib.sha256()
    for name in FILES:
        digest.update((folder / name).read_bytes())

    explorers = {
        e.id: e
        for e in map(_explorer, _records("explorers.json", raw["explorers.json"], "explorers"))
    }
    rooms = {r.id: r for r in map(_room, _records("rooms.json", raw["rooms.json"], "rooms"))}
    links = tuple(_link(e, rooms) for e in _records("rooms.json", raw["rooms.json"], "links"))
    cards = {c.id: c for c in map(_card, _records("cards.json", raw["cards.json"], "cards"))}
    clash = set(cards) & set(rooms)
    if clash:
        raise ContentError("cards.json", sorted(clash)[0], "id", "the same id names a room")
    chart, haunts = _haunts("haunts.json", raw["haunts.json"], rooms, cards, explorers)
    scenarios, event_haunts = _scenarios("haunts.json", raw["haunts.json"], cards, haunts)
    _check_cards(explorers)
    _check_start(rooms)
    return Content(
        edition=edition,
        explorers=tuple(explorers.values()),
        rooms=tuple(rooms.values()),
        links=links,
        cards=tuple(cards.values()),
        chart=chart,
        haunts=haunts,
        digest=digest.hexdigest()[:16],
        scenarios=scenarios,
        event_haunts=event_haunts,
    )


def _scenarios(
    file: str,
    data: Mapping[str, Any],
    cards: Mapping[str, CardDef],
    haunts: tuple[HauntDef, ...],
) -> tuple[tuple[ScenarioCard, ...], tuple[tuple[str, int], ...]]:
    """The scenario cards (each sends every omen to its own haunt) and the event cards
    that start a haunt; every haunt is reached one way exactly."""
    if "scenarios" not in data:
        if "event_haunts" in data:
            raise ContentError(file, "", "event_haunts", "only an edition with scenarios has these")
        return (), ()
    omens = sorted(c.id for c in cards.values() if c.kind is CardKind.OMEN)
    reached: dict[int, str] = {}

    def reach(e: _Entry, field: str, number: object, how: str) -> int:
        if not isinstance(number, int) or isinstance(number, bool):
            raise e.fail(field, "expected a haunt number")
        if not 1 <= number <= len(haunts):
            raise e.fail(field, f"expected a haunt number from 1 to {len(haunts)}")
        if number in reached:
            raise e.fail(field, f"haunt {number} is already reached by {reached[number]}")
        reached[number] = how
        return number

    found = []
    for e in _records(file, data, "scenarios"):
        e.check_keys(("id", "name", "haunts"))
        ident = e.text("id")
        table = e.get("haunts", dict)
        if sorted(table) != omens:
            missing = sorted(set(omens) - set(table)) or sorted(set(table) - set(omens))
            raise e.fail(f"haunts.{missing[0]}", "each omen of the edition, once, and no other")
        cells = tuple(
            (omen, reach(e, f"haunts.{omen}", table[omen], f"{ident}/{omen}")) for omen in omens
        )
        found.append(ScenarioCard(id=ident, name=e.text("name"), haunts=cells))
    events = []
    for e in _records(file, data, "event_haunts"):
        e.check_keys(("event", "haunt"))
        event = e.text("event")
        if event not in cards or cards[event].kind is not CardKind.EVENT:
            raise e.fail("event", f"not an event card: {event!r}")
        events.append((event, reach(e, "haunt", e.data.get("haunt"), event)))
    unreached = sorted(set(range(1, len(haunts) + 1)) - set(reached))
    if unreached:
        raise ContentError(file, "", "scenarios", f"haunt {unreached[0]} is on no card")
    return tuple(found), tuple(events)


def _check_start(rooms: Mapping[str, RoomDef]) -> None:
    """The starting tiles lie on distinct cells, and everyone starts in the Entrance Hall."""
    if "entrance_hall" not in rooms or not rooms["entrance_hall"].starting:
        raise ContentError("rooms.json", "entrance_hall", "starting", "the game starts here")
    cells: dict[tuple[Floor, int, int], str] = {}
    for room in rooms.values():
        if room.start is None:
            continue
        (floor,) = room.floors
        cell = (floor, *room.start)
        if cell in cells:
            raise ContentError("rooms.json", room.id, "start", f"{cells[cell]} lies there")
        cells[cell] = room.id


def _check_cards(explorers: Mapping[str, ExplorerDef]) -> None:
    per_card: dict[str, int] = {}
    for e in explorers.values():
        per_card[e.card] = per_card.get(e.card, 0) + 1
    for card, count in per_card.items():
        if count > 2:
            raise ContentError(
                "explorers.json", card, "card", "more than two explorers share a card"
            )


_CACHE: dict[str, Content] = {}


def shipped_editions() -> tuple[str, ...]:
    """The editions whose content ships with this package, by name."""
    root = resources.files("betrayal.content")
    return tuple(
        sorted(f.name for f in root.iterdir() if f.is_dir() and f.joinpath("rooms.json").is_file())
    )


def load(edition: str) -> Content:
    """The validated content of a shipped edition, loaded once per process."""
    found = _CACHE.get(edition)
    if found is None:
        folder = resources.files("betrayal.content") / edition
        if not folder.is_dir():
            raise ContentError(edition, "", "", "no such edition shipped with this package")
        found = load_folder(Path(str(folder)), edition)
        _CACHE[edition] = found
    return found
