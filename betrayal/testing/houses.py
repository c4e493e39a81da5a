"""Houses built tile by tile for haunt tests, so a test's position never hangs on what a
seeded exploration happens to turn up (that changes whenever a card or room rule does).

A spot is ``(room, floor, x, y, rotation)``, as :meth:`Scenario.room` takes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from betrayal.content.model import Floor
from betrayal.core.traits import Trait
from betrayal.testing.scenario import Scenario

Spot = tuple[str, Floor, int, int, int]
# Where an explorer stands, the clip positions of Might, Speed, Knowledge and Sanity, and
# the cards in hand.
Seat = tuple[str, tuple[int, int, int, int], tuple[str, ...]]
# Items lying in rooms: (room, cards).
Piles = tuple[tuple[str, tuple[str, ...]], ...]

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
LATE_PILES: Piles = (
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

# A house that has spread west along the upper floor, with a few rooms on the others.
WEST_HOUSE: tuple[Spot, ...] = (
    ("collapsed_room", Floor.GROUND, 1, 0, 3),
    ("gymnasium", Floor.BASEMENT, 0, 1, 1),
    ("creaky_hallway", Floor.GROUND, -1, 0, 2),
    ("library", Floor.GROUND, -1, -1, 1),
    ("research_laboratory", Floor.BASEMENT, -1, 0, 1),
    ("mystic_elevator", Floor.UPPER, 0, 1, 2),
    ("conservatory", Floor.UPPER, 0, -1, 0),
    ("game_room", Floor.BASEMENT, -2, 0, 1),
    ("gallery", Floor.UPPER, -1, 0, 1),
    ("organ_room", Floor.GROUND, 1, -1, 2),
    ("chapel", Floor.GROUND, 2, 0, 3),
    ("servants_quarters", Floor.UPPER, -2, 0, 1),
    ("statuary_corridor", Floor.UPPER, -3, 0, 1),
    ("junk_room", Floor.UPPER, -2, 1, 1),
    ("vault", Floor.UPPER, -2, -1, 0),
    ("balcony", Floor.UPPER, -3, 1, 3),
)
WEST_PILES: Piles = (
    ("junk_room", ("spear",)),
    ("research_laboratory", ("ring",)),
    ("servants_quarters", ("idol",)),
    ("statuary_corridor", ("medallion",)),
)
WEST_CREW = ("vivian_lopez", "father_rhinehardt", "zoe_ingstrom", "brandon_jaspers")
WEST_SEATS: tuple[Seat, ...] = (
    ("vault", (2, 3, 4, 2), ()),
    ("upper_landing", (2, 2, 4, 4), ()),
    ("balcony", (3, 1, 4, 3), ("girl", "bite")),
    ("collapsed_room", (3, 3, 2, 5), ()),
)
# Seat 2 has just drawn this omen, on the Balcony, when the haunt is revealed there.
WEST_OMEN = "bite"


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


def furnished(
    crew: Sequence[str],
    spots: Iterable[Spot],
    seats: Iterable[Seat],
    piles: Piles = (),
    edition: str = "hoth2",
) -> Scenario:
    """``crew`` in the house of ``spots``, seated as ``seats`` says, with ``piles`` of
    items lying in their rooms."""
    sc = seat_explorers(build_house(Scenario.new(explorers=crew, edition=edition), spots), seats)
    for room, cards in piles:
        sc.pile(room, *cards)
    return sc


def late_house() -> Scenario:
    """Four explorers in the late house, placed, worn and equipped as ``LATE_SEATS`` says,
    with the items of ``LATE_PILES`` lying in their rooms; reveal a haunt with seat 1 and
    ``LATE_OMEN`` to start it in the Furnace Room."""
    return furnished(LATE_CREW, LATE_HOUSE, LATE_SEATS, LATE_PILES)


def early_house() -> Scenario:
    """Four explorers in the early house, as ``EARLY_SEATS`` says; reveal a haunt with
    seat 0 and ``EARLY_OMEN`` to start it in the Gymnasium."""
    return furnished(EARLY_CREW, EARLY_HOUSE, EARLY_SEATS)


def west_house() -> Scenario:
    """Four explorers in the west house, as ``WEST_SEATS`` says, with the items of
    ``WEST_PILES`` lying in their rooms; reveal a haunt with seat 2 and ``WEST_OMEN`` to
    start it on the Balcony."""
    return furnished(WEST_CREW, WEST_HOUSE, WEST_SEATS, WEST_PILES)


__all__ = [
    "EARLY_CREW",
    "EARLY_HOUSE",
    "EARLY_OMEN",
    "LATE_CREW",
    "LATE_HOUSE",
    "LATE_OMEN",
    "WEST_CREW",
    "WEST_HOUSE",
    "WEST_OMEN",
    "Piles",
    "Seat",
    "Spot",
    "build_house",
    "early_house",
    "furnished",
    "late_house",
    "seat_explorers",
    "west_house",
]
