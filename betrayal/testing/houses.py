"""Houses built tile by tile for haunt tests, so a test's position never hangs on what a
seeded exploration happens to turn up (that changes whenever a card or room rule does).

A spot is ``(room, floor, x, y, rotation)``, as :meth:`Scenario.room` takes it.
"""

from __future__ import annotations

from collections.abc import Iterable

from betrayal.content.model import Floor
from betrayal.core.traits import Trait
from betrayal.testing.scenario import Scenario

Spot = tuple[str, Floor, int, int, int]
# Where an explorer stands, the clip positions of Might, Speed, Knowledge and Sanity, and
# the cards in hand.
Seat = tuple[str, tuple[int, int, int, int], tuple[str, ...]]

# A house late in its exploration: the starting rooms and thirty-one more over all three
# floors, with items lying about. Several haunts' tests share it because it holds most of
# the rooms their set-ups look for.
LATE_HOUSE: tuple[Spot, ...] = (
    ("junk_room", Floor.GROUND, -1, 0, 0),
    ("kitchen", Floor.GROUND, 1, 0, 3),
    ("ballroom", Floor.GROUND, -1, 1, 3),
    ("gardens", Floor.GROUND, 1, 1, 1),
    ("attic", Floor.UPPER, 0, 1, 0),
    ("mystic_elevator", Floor.UPPER, 0, -1, 0),
    ("dining_room", Floor.GROUND, -1, -1, 0),
    ("dusty_hallway", Floor.GROUND, 2, 1, 3),
    ("bloody_room", Floor.GROUND, 2, 0, 2),
    ("charred_room", Floor.GROUND, 2, -1, 2),
    ("organ_room", Floor.UPPER, 1, 0, 1),
    ("conservatory", Floor.GROUND, 3, -1, 3),
    ("research_laboratory", Floor.UPPER, 1, 1, 0),
    ("collapsed_room", Floor.UPPER, 1, 2, 2),
    ("pentagram_chamber", Floor.BASEMENT, 0, 1, 1),
    ("vault", Floor.BASEMENT, -1, 0, 1),
    ("game_room", Floor.GROUND, 2, -2, 0),
    ("creaky_hallway", Floor.UPPER, -1, 0, 3),
    ("library", Floor.GROUND, 3, -2, 0),
    ("statuary_corridor", Floor.UPPER, -1, 1, 2),
    ("chapel", Floor.UPPER, -1, 2, 2),
    ("wine_cellar", Floor.BASEMENT, 0, -1, 2),
    ("graveyard", Floor.GROUND, 0, -1, 1),
    ("chasm", Floor.BASEMENT, 1, 0, 0),
    ("larder", Floor.BASEMENT, 0, -2, 2),
    ("patio", Floor.GROUND, 3, 1, 0),
    ("abandoned_room", Floor.GROUND, 3, 2, 2),
    ("coal_chute", Floor.GROUND, 4, 2, 3),
    ("crypt", Floor.BASEMENT, 0, -3, 0),
    ("underground_lake", Floor.BASEMENT, 2, 0, 2),
    ("furnace_room", Floor.BASEMENT, 2, -1, 1),
)
LATE_PILES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("charred_room", ("holy_symbol",)),
    ("crypt", ("sacrificial_dagger",)),
    ("game_room", ("dark_dice",)),
    ("larder", ("music_box",)),
    ("organ_room", ("axe", "medical_kit")),
    ("patio", ("spear",)),
    ("pentagram_chamber", ("ring",)),
    ("wine_cellar", ("bell",)),
)
# The four explorers of the late house, by seat: where each stands, the clip positions
# of Might, Speed, Knowledge and Sanity (worn down by the exploration), and what each holds.
LATE_CREW = ("jenny_leclerc", "madame_zostra", "peter_akimoto", "professor_longfellow")
LATE_SEATS: tuple[Seat, ...] = (
    ("wine_cellar", (4, 4, 1, 0), ("madman", "blood_dagger")),
    ("furnace_room", (3, 2, 3, 2), ("spirit_board",)),
    ("crypt", (2, 3, 2, 3), ("bite",)),
    ("upper_landing", (1, 0, 1, 2), ("medallion",)),
)
# Seat 1 has just drawn this omen, in the Furnace Room, when the haunt is revealed there.
LATE_OMEN = "spirit_board"

# A house early in its exploration: ten rooms beyond the starting ones, most of them on
# the ground floor east of the Entrance Hall.
EARLY_HOUSE: tuple[Spot, ...] = (
    ("chapel", Floor.GROUND, -1, 0, 1),
    ("gardens", Floor.GROUND, 1, 0, 3),
    ("patio", Floor.GROUND, 2, 0, 0),
    ("mystic_elevator", Floor.GROUND, 2, -1, 0),
    ("junk_room", Floor.GROUND, 2, 1, 2),
    ("collapsed_room", Floor.GROUND, 3, 1, 1),
    ("organ_room", Floor.GROUND, 3, 0, 1),
    ("abandoned_room", Floor.GROUND, 2, 2, 1),
    ("vault", Floor.UPPER, -1, 0, 1),
    ("gymnasium", Floor.BASEMENT, 0, 1, 1),
)
EARLY_CREW = ("darrin_flash_williams", "brandon_jaspers", "heather_granville", "madame_zostra")
EARLY_SEATS: tuple[Seat, ...] = (
    ("gymnasium", (2, 5, 4, 1), ("mask",)),
    ("patio", (3, 2, 2, 5), ()),
    ("abandoned_room", (2, 2, 5, 5), ("holy_symbol", "girl")),
    ("vault", (3, 2, 3, 2), ("axe",)),
)
# Seat 0 has just drawn this omen, in the Gymnasium, when the haunt is revealed there.
EARLY_OMEN = "mask"


def build_house(sc: Scenario, spots: Iterable[Spot]) -> Scenario:
    """Set every tile of ``spots`` down in the scenario's house."""
    for room, floor, x, y, rotation in spots:
        sc.room(room, floor, x, y, rotation)
    return sc


def seat_explorers(sc: Scenario, seats: Iterable[Seat]) -> Scenario:
    """Place, wear down and equip each seat's explorer as ``seats`` says."""
    for seat, (room, clips, cards) in enumerate(seats):
        sc.at(seat, room).give(seat, *cards)
        for trait, clip in zip(Trait, clips, strict=True):
            sc.trait(seat, trait, clip)
    return sc


def late_house() -> Scenario:
    """Four explorers in the late house, placed, worn and equipped as ``LATE_SEATS`` says,
    with the items of ``LATE_PILES`` lying in their rooms; reveal a haunt with seat 1 and
    ``LATE_OMEN`` to start it in the Furnace Room."""
    sc = build_house(Scenario.new(explorers=LATE_CREW), LATE_HOUSE)
    seat_explorers(sc, LATE_SEATS)
    for room, cards in LATE_PILES:
        sc.pile(room, *cards)
    return sc


def early_house() -> Scenario:
    """Four explorers in the early house, as ``EARLY_SEATS`` says; reveal a haunt with
    seat 0 and ``EARLY_OMEN`` to start it in the Gymnasium."""
    sc = build_house(Scenario.new(explorers=EARLY_CREW), EARLY_HOUSE)
    return seat_explorers(sc, EARLY_SEATS)


__all__ = [
    "EARLY_CREW",
    "EARLY_HOUSE",
    "EARLY_OMEN",
    "LATE_CREW",
    "LATE_HOUSE",
    "LATE_OMEN",
    "Seat",
    "Spot",
    "build_house",
    "early_house",
    "late_house",
    "seat_explorers",
]
