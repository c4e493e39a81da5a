"""A 3rd-edition house built tile by tile for haunt tests, as :mod:`houses` has for the
2nd edition: a test's position never hangs on what a seeded exploration turned up.

The ground and basement floors are those of a seeded random exploration (seed 37, four
players); the upper floor and the south of the basement were laid by hand, door to door,
so that the rooms most haunts name are in the house. Five rooms are left in the stack
(the Salon, the Specimen Room, the Soundproofed Room, the Underground Cavern and the
Dining Room), so a haunt that discovers rooms still finds some.
"""

from __future__ import annotations

from betrayal.content.model import Floor
from betrayal.testing.houses import Piles, Seat, Spot, furnished
from betrayal.testing.scenario import Scenario

B, G, U = Floor.BASEMENT, Floor.GROUND, Floor.UPPER

# y grows to the north, x to the east; a rotation turns the tile clockwise by quarters.
LATE_HOUSE3: tuple[Spot, ...] = (
    # Ground floor (explored).
    ("ballroom", G, 1, 1, 0),
    ("laboratory", G, -1, 0, 0),
    ("armory", G, 1, 0, 3),
    ("bloody_room", G, -1, 1, 2),
    ("primary_bedroom", G, 2, 1, 3),
    ("laundry_chute", G, -2, 1, 1),
    ("larder", G, 3, 1, 0),
    ("kitchen", G, 3, 2, 2),
    ("guest_quarters", G, 3, 3, 1),
    ("nursery", G, 4, 3, 3),
    ("charred_room", G, 1, 2, 1),
    ("collapsed_room", G, 4, 4, 2),
    ("junk_room", G, 2, 2, 2),
    ("conservatory", G, 2, 3, 0),
    ("chapel", G, 2, 4, 0),
    ("graveyard", G, 3, 4, 0),
    # Basement (explored).
    ("cramped_passageway", B, 0, 1, 2),
    ("gymnasium", B, 1, 1, 0),
    ("game_room", B, 1, 2, 1),
    ("operating_theatre", B, 1, 3, 1),
    ("organ_room", B, 1, 0, 2),
    ("crawlspace", B, -1, 1, 2),
    ("furnace_room", B, -2, 1, 3),
    ("mystic_elevator", B, -2, 2, 2),
    ("underground_lake", B, 0, 2, 1),
    ("secret_staircase", B, -2, 0, 0),
    ("panic_room", B, -1, 0, 0),
    # Basement, south of the landing (laid by hand).
    ("chasm", B, 0, -1, 0),
    ("ritual_room", B, 0, -2, 0),
    ("catacombs", B, 1, -2, 0),
    ("vault", B, 2, -2, 3),
    # Upper floor, around the landing (laid by hand).
    ("library", U, 0, 1, 0),
    ("observatory", U, 1, 0, 2),
    ("tower", U, -1, 0, 1),
    ("gallery", U, 0, -1, 0),
    ("statuary_corridor", U, 0, 2, 0),
    ("winter_bedroom", U, 1, 1, 2),
)
LATE_PILES3: Piles = (
    ("observatory", ("machete",)),
    ("vault", ("first_aid_kit",)),
    ("game_room", ("lucky_coin",)),
    ("armory", ("chainsaw",)),
)
# One explorer of each of four character cards, by seat: where each stands, the clip
# positions of Might, Speed, Knowledge and Sanity, and what each holds.
LATE_CREW3 = ("josef_hooper", "persephone_puleri", "jaden_jones", "father_warren_leung")
LATE_SEATS3: tuple[Seat, ...] = (
    ("catacombs", (3, 3, 2, 2), ("gun",)),
    ("library", (2, 3, 2, 3), ("book",)),
    ("kitchen", (3, 2, 3, 2), ("flashlight",)),
    ("chapel", (3, 2, 2, 4), ("holy_symbol",)),
)
# Seat 1 has just drawn this omen, in the Library, when the haunt is revealed there.
LATE_OMEN3 = "book"


def late_house3() -> Scenario:
    """Four 3rd-edition explorers in the late house, placed, worn and equipped as
    ``LATE_SEATS3`` says, with the items of ``LATE_PILES3`` lying in their rooms; reveal
    a haunt with seat 1 and ``LATE_OMEN3`` to start it in the Library."""
    return furnished(LATE_CREW3, LATE_HOUSE3, LATE_SEATS3, LATE_PILES3, edition="hoth3")


__all__ = [
    "LATE_CREW3",
    "LATE_HOUSE3",
    "LATE_OMEN3",
    "LATE_PILES3",
    "LATE_SEATS3",
    "late_house3",
]
