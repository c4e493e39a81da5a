"""Typed records for the game content: explorers, rooms, cards, the haunt chart or the
scenario cards.

These are definitions, shared by every game of an edition; the per-game state refers to
them by id. Loading and validation live in :mod:`betrayal.content.loader`.
"""

from __future__ import annotations

import enum

import attrs

from betrayal.core.traits import Trait, TraitTrack


class Floor(enum.Enum):
    __hash__ = object.__hash__  # members are singletons: identity hashing is exact

    BASEMENT = "basement"
    GROUND = "ground"
    UPPER = "upper"


class Side(enum.Enum):
    """A tile edge, in the tile's own upright orientation."""

    __hash__ = object.__hash__  # members are singletons: identity hashing is exact

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    def rotated(self, quarter_turns: int) -> Side:
        """The edge this one faces after turning the tile clockwise."""
        return _SIDES[(_SIDE_INDEX[self] + quarter_turns) % 4]

    @property
    def opposite(self) -> Side:
        # Asked on every step through a door: a table, not a rotation.
        return _OPPOSITE[self]

    @property
    def delta(self) -> tuple[int, int]:
        return _DELTAS[self]


_SIDES = (Side.N, Side.E, Side.S, Side.W)
_SIDE_INDEX = {side: i for i, side in enumerate(_SIDES)}
_OPPOSITE = {side: _SIDES[(i + 2) % 4] for i, side in enumerate(_SIDES)}
_DELTAS = {Side.N: (0, 1), Side.E: (1, 0), Side.S: (0, -1), Side.W: (-1, 0)}


class CardKind(enum.Enum):
    __hash__ = object.__hash__  # members are singletons: identity hashing is exact

    OMEN = "omen"
    ITEM = "item"
    EVENT = "event"


@attrs.frozen
class ExplorerDef:
    id: str
    name: str
    card: str  # explorers printed on the two sides of one card share this
    age: int
    birthday: str
    hobbies: tuple[str, ...]
    tracks: tuple[TraitTrack, TraitTrack, TraitTrack, TraitTrack]  # in Trait order
    sex: str = ""  # "female" or "male" as on the card ("" when the data does not say)

    def track(self, trait: Trait) -> TraitTrack:
        return self.tracks[trait.index]


@attrs.frozen
class RoomDef:
    id: str
    name: str
    floors: frozenset[Floor]
    doors: frozenset[Side]
    symbols: tuple[CardKind, ...]  # card symbols printed in the open part of the room
    starting: bool = False
    window: bool = False  # a window in an outside wall, for cards that blow in through one
    # Where a starting tile lies at the start, on its one floor's grid (x east, y north).
    start: tuple[int, int] | None = None


class LinkKind(enum.Enum):
    STAIRS = "stairs"  # both ways, one space
    CHUTE = "chute"  # entering the room drops you at the far end at once
    DROP = "drop"  # a one-way move the explorer may choose, with damage


@attrs.frozen
class LinkDef:
    """A fixed connection between two rooms that is not a doorway."""

    kind: LinkKind
    source: str
    target: str
    two_way: bool
    damage_dice: int = 0  # physical damage dice taken on using the link


@attrs.frozen
class CardDef:
    id: str
    name: str
    kind: CardKind
    weapon: bool = False
    companion: bool = False
    can_drop: bool = True
    can_trade: bool = True
    can_steal: bool = True


class TraitorRuleKind(enum.Enum):
    REVEALER = "revealer"
    LEFT_OF_REVEALER = "left_of_revealer"
    HIGHEST = "highest"
    LOWEST = "lowest"
    OLDEST = "oldest"
    YOUNGEST = "youngest"
    NAMED_ELSE = "named_else"
    NONE = "none"
    NONE_AT_FIRST = "none_at_first"
    HIDDEN = "hidden"
    FREE_FOR_ALL = "free_for_all"
    MOST_OMENS = "most_omens"  # who holds the most omens (ties as for a trait)
    HOLDER_ELSE = "holder_else"  # whoever holds a named card, else by the fallback rule


@attrs.frozen
class TraitorRule:
    kind: TraitorRuleKind
    trait: Trait | None = None
    exclude_revealer: bool = False
    explorer: str | None = None  # for NAMED_ELSE
    fallback: TraitorRule | None = None  # for NAMED_ELSE and HOLDER_ELSE
    card: str | None = None  # for HOLDER_ELSE


@attrs.frozen
class HauntDef:
    number: int
    name: str
    traitor: TraitorRule


@attrs.frozen
class HauntChart:
    """Which haunt an omen drawn in a room reveals."""

    cells: tuple[tuple[str, str, int], ...]  # (room id, omen id, haunt number)

    def lookup(self, room: str, omen: str) -> int | None:
        for r, o, n in self.cells:
            if r == room and o == omen:
                return n
        return None

    @property
    def rooms(self) -> frozenset[str]:
        return frozenset(r for r, _, _ in self.cells)


@attrs.frozen
class ScenarioCard:
    """A 3rd-edition scenario card: chosen at set-up, it says which haunt each omen
    starts (the room the omen was found in does not matter)."""

    id: str
    name: str
    haunts: tuple[tuple[str, int], ...]  # (omen id, haunt number), one per omen

    def lookup(self, omen: str) -> int | None:
        for o, n in self.haunts:
            if o == omen:
                return n
        return None


@attrs.frozen
class Content:
    """Everything an edition's box holds, validated."""

    edition: str
    explorers: tuple[ExplorerDef, ...]
    rooms: tuple[RoomDef, ...]
    links: tuple[LinkDef, ...]
    cards: tuple[CardDef, ...]
    chart: HauntChart
    haunts: tuple[HauntDef, ...]
    digest: str  # hash of the data files, written into saved games
    # The 3rd edition picks the haunt from a scenario card instead of a room-and-omen
    # chart; five of its haunts are started by an event card instead.
    scenarios: tuple[ScenarioCard, ...] = ()
    event_haunts: tuple[tuple[str, int], ...] = ()  # (event card id, haunt number)

    _explorers: dict[str, ExplorerDef] = attrs.field(init=False, eq=False, repr=False)
    _rooms: dict[str, RoomDef] = attrs.field(init=False, eq=False, repr=False)
    _cards: dict[str, CardDef] = attrs.field(init=False, eq=False, repr=False)
    _haunts: dict[int, HauntDef] = attrs.field(init=False, eq=False, repr=False)
    _starting: frozenset[str] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # Lookups by id are on the engine's hot path; build the indexes once.
        object.__setattr__(self, "_explorers", {e.id: e for e in self.explorers})
        object.__setattr__(self, "_rooms", {r.id: r for r in self.rooms})
        object.__setattr__(self, "_cards", {c.id: c for c in self.cards})
        object.__setattr__(self, "_haunts", {h.number: h for h in self.haunts})
        object.__setattr__(self, "_starting", frozenset(r.id for r in self.rooms if r.starting))

    def explorer(self, explorer_id: str) -> ExplorerDef:
        return self._explorers[explorer_id]

    def room(self, room_id: str) -> RoomDef:
        return self._rooms[room_id]

    def card(self, card_id: str) -> CardDef:
        return self._cards[card_id]

    def has_card(self, card_id: str) -> bool:
        return card_id in self._cards

    def haunt(self, number: int) -> HauntDef:
        return self._haunts[number]

    def has_haunt(self, number: int) -> bool:
        """Whether the edition's own table lists haunt ``number``."""
        return number in self._haunts

    def cards_of(self, kind: CardKind) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards if c.kind is kind)

    @property
    def starting_rooms(self) -> frozenset[str]:
        """The rooms in the house from the start, which no rule may lift out of it."""
        return self._starting

    def scenario(self, scenario_id: str) -> ScenarioCard:
        for card in self.scenarios:
            if card.id == scenario_id:
                return card
        raise KeyError(scenario_id)
