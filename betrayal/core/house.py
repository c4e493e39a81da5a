"""The house: room tiles placed on a square grid, one grid per floor.

A tile's doors are stored in board orientation (already turned). Two neighbouring tiles
are connected only where both have a door on the shared edge; a door that meets a wall
is a false feature (a boarded-up door) and cannot be walked through.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import Content, Floor, RoomDef, Side

SIDES = (Side.N, Side.E, Side.S, Side.W)
_DELTAS = tuple((side, side.delta) for side in SIDES)

Cell = tuple[Floor, int, int]


@attrs.frozen
class PlacedTile:
    room: str
    floor: Floor
    x: int
    y: int
    rotation: int  # quarter turns clockwise from upright
    doors: frozenset[Side]
    cell: Cell = attrs.field(init=False, eq=False, repr=False)
    _around: dict[Side, Cell] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # The grid keys of the tile and of its neighbours are looked up on every move and
        # for every way of placing a new tile; build them once.
        floor, x, y = self.floor, self.x, self.y
        object.__setattr__(self, "cell", (floor, x, y))
        around = {side: (floor, x + dx, y + dy) for side, (dx, dy) in _DELTAS}
        object.__setattr__(self, "_around", around)

    def next_cell(self, side: Side) -> Cell:
        return self._around[side]


def turned_doors(room: RoomDef, rotation: int) -> frozenset[Side]:
    # Every way of turning each new tile is tried: the few distinct answers are kept.
    key = (room.doors, rotation % 4)
    found = _TURNED.get(key)
    if found is None:
        found = _TURNED[key] = frozenset(d.rotated(rotation) for d in room.doors)
    return found


_TURNED: dict[tuple[frozenset[Side], int], frozenset[Side]] = {}


def place(room: RoomDef, floor: Floor, x: int, y: int, rotation: int) -> PlacedTile:
    return PlacedTile(room.id, floor, x, y, rotation % 4, turned_doors(room, rotation))


@attrs.frozen
class House:
    """The placed tiles, in the order they were placed."""

    tiles: tuple[PlacedTile, ...]
    _by_room: dict[str, PlacedTile] = attrs.field(init=False, eq=False, repr=False)
    _by_cell: dict[Cell, PlacedTile] = attrs.field(init=False, eq=False, repr=False)
    _open: dict[Floor, int] = attrs.field(init=False, eq=False, repr=False)
    _doorways: dict[str, tuple[str, ...]] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # The house is immutable, so its indexes are built once per version of it (and
        # filled as asked: nothing in them outlives this version).
        object.__setattr__(self, "_by_room", {t.room: t for t in self.tiles})
        object.__setattr__(self, "_by_cell", {t.cell: t for t in self.tiles})
        object.__setattr__(self, "_open", {})
        object.__setattr__(self, "_doorways", {})

    def __contains__(self, room: str) -> bool:
        return room in self._by_room

    def tile(self, room: str) -> PlacedTile:
        return self._by_room[room]

    def at(self, cell: Cell) -> PlacedTile | None:
        return self._by_cell.get(cell)

    def neighbour(self, room: str, side: Side) -> PlacedTile | None:
        return self._by_cell.get(self._by_room[room].next_cell(side))

    def connected(self, room: str, side: Side) -> PlacedTile | None:
        """The room reached through the door on ``side``, if both doors meet."""
        tile = self._by_room[room]
        if side not in tile.doors:
            return None
        other = self._by_cell.get(tile.next_cell(side))
        if other is None or side.opposite not in other.doors:
            return None
        return other

    def through_doors(self, room: str) -> tuple[str, ...]:
        """The rooms reached through ``room``'s meeting doors, in ``SIDES`` order."""
        # Every walk over the house (the agents' distances, a monster's ways) asks this
        # of each room it passes, many times for one version of the house: kept.
        found = self._doorways.get(room)
        if found is None:
            found = tuple(
                other.room for side in SIDES if (other := self.connected(room, side)) is not None
            )
            self._doorways[room] = found
        return found

    def with_tile(self, tile: PlacedTile) -> House:
        if tile.room in self._by_room or tile.cell in self._by_cell:
            raise ValueError(f"{tile.room} cannot be placed twice or on a taken cell")
        return House((*self.tiles, tile))

    def without(self, room: str) -> House:
        """The house with one tile lifted out (to be placed again elsewhere)."""
        return House(tuple(t for t in self.tiles if t.room != room))

    def open_doorways(self, floor: Floor) -> int:
        """Doors on this floor that lead to a cell with no tile yet."""
        # Every way of turning a new tile asks this of the same house: count once.
        count = self._open.get(floor)
        if count is None:
            count = 0
            for tile in self.tiles:
                if tile.floor is not floor:
                    continue
                for side in tile.doors:
                    if tile.next_cell(side) not in self._by_cell:
                        count += 1
            self._open[floor] = count
        return count

    def floor_of(self, room: str) -> Floor:
        return self._by_room[room].floor


def starting_house(content: Content) -> House:
    """The tiles laid out before the first turn, where the edition's data puts them. (The
    long entrance tile of both Houses on the Hill counts as three rooms stacked south to
    north; its front door stays locked, so the data gives it no door there.)"""
    tiles = []
    for room in content.rooms:
        if room.start is not None:
            (floor,) = room.floors
            tiles.append(place(room, floor, *room.start, 0))
    return House(tuple(tiles))
