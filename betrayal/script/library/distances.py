"""Spaces between rooms: how far apart two rooms are, the rooms near one (by touching
tiles, by doors, or by every way) or far from it, the steps along a shortest way to a room,
the rooms a runner can reach and come back from, the explorer nearest to a room, and who
is in sight of one.

Every count of spaces is the one breadth-first walk of core/paths.py (``spaces_from``);
each query gives it its own idea of a room's neighbours: through doors and fixed links,
as a figure walks (passages too, never a chute backwards or a fallen room), or as a
runner goes there and back."""

from __future__ import annotations

import enum
from collections.abc import Callable

from betrayal.content.model import LinkKind
from betrayal.core.frames import Ctx
from betrayal.core.house import SIDES
from betrayal.core.paths import spaces_from
from betrayal.core.rules.movement import passages_from
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, query
from betrayal.script.types import BOOL, EXPLORER, INT, ROOM, list_of, mode_of

WHO = Param("who", EXPLORER, doc="an explorer")


# Rooms no way joins are this far apart: farther than any house can make two rooms.
UNREACHABLE = 99


def distances(state: GameState, start: str) -> dict[str, int]:
    """Spaces from a room to every room reachable through doors, fixed links and the
    passages rules opened."""
    return spaces_from(start, _next_rooms(state, Reach.WAY))


@query(
    "distance",
    Param("a", ROOM),
    Param("b", ROOM),
    returns=INT,
    example="distance(room_of(actor), entrance_hall)",
    english="the number of spaces from {a} to {b}",
)
def distance(state: GameState, ctx: Ctx, a: str, b: str) -> int:
    """How many spaces apart two placed rooms are, moving through doors, stairs and ways
    opened by rules; 99 when no way joins them."""
    if a not in state.house or b not in state.house:
        return UNREACHABLE
    return distances(state, a).get(b, UNREACHABLE)


class Reach(enum.Enum):
    """What joins a room to the next one out from it."""

    EDGE = "edge"  # the tiles share an edge of the grid on one floor, door or no door
    DOOR = "door"  # a door of each meets the other's
    WAY = "way"  # doors, stairs and the fixed links between rooms: the spaces of `distance`
    SIGHT = "sight"  # along a straight line of meeting doors, as a ranged weapon sees


def _next_rooms(state: GameState, reach: Reach) -> Callable[[str], list[str]]:
    def by_edge(room: str) -> list[str]:
        return [o.room for s in SIDES if (o := state.house.neighbour(room, s)) is not None]

    def by_door(room: str) -> list[str]:
        return [o.room for s in SIDES if (o := state.house.connected(room, s)) is not None]

    def by_way(room: str) -> list[str]:
        fixed = [t for t, _ in state.game.links_from(room) if t in state.house]
        # A passage a rule opened (secret stairs, a Wall Switch) is a way like any other.
        opened = [t for t in passages_from(state, room) if t in state.house]
        return by_door(room) + fixed + [t for t in opened if t not in fixed]

    return {Reach.EDGE: by_edge, Reach.DOOR: by_door, Reach.WAY: by_way}[reach]


def _near_words(values: dict[str, str]) -> str:
    within, itself = values["within"], values["itself"]
    # With `itself`, the room heads the list and the rest are counted from "it".
    room = "it" if itself == "true" else values["room"]
    joined = {
        "edge": "next to {room}, door or no door"
        if within == "1"
        else "at most {within} steps from {room}, tile to touching tile, door or no door",
        "door": "joined to {room} by a door"
        if within == "1"
        else "at most {within} steps from {room} through doors",
        "way": "at most {within} spaces from {room} through doors and stairs",
        "sight": "in sight of {room} along a straight line of meeting doors, at most "
        "{within} rooms away",
    }.get(values["by"])
    if joined is None:  # a mode the checker already reported as wrong
        return "?"
    words = "the rooms " + joined.format(room=room, within=within)
    if itself == "true":
        return f"{values['room']} and {words}"
    if itself == "false":
        return words
    return f"{words} ({values['room']} itself first when {itself})"


@query(
    "rooms_near",
    Param("room", ROOM),
    Param(
        "by",
        mode_of(Reach),
        doc="edge: tiles that touch; door: meeting doors; way: doors, stairs and links; "
        "sight: straight lines of meeting doors",
    ),
    Param("within", INT, 1, doc="how many steps out"),
    Param("itself", BOOL, False, doc="whether the room itself comes first in the list"),
    returns=list_of(ROOM),
    example="rooms_near(room_of(actor), door)",
    english=_near_words,
)
def rooms_near(
    state: GameState, ctx: Ctx, room: str, by: Reach, within: int, itself: bool
) -> tuple[str, ...]:
    """The placed rooms 1 to ``within`` steps from a room, nearest first (ties north, east,
    south, west, then stairs and links), each step ``by``: ``edge`` to a tile sharing an
    edge of the grid on the same floor, door or no door; ``door`` through a pair of
    meeting doors only; ``way`` through doors, stairs and the links rules opened (the
    spaces `distance` counts); ``sight`` along a straight line of meeting doors, as a
    ranged weapon sees (a room a `shielded_room(mode: sight)` rule names ends the line,
    and nothing is seen out of it), ``within`` counting the rooms along the line. Rooms
    that fell away are listed (a filter `where not collapsed(r)` leaves them out); with
    ``itself`` the room heads the list. Empty for a room not in the house."""
    if room not in state.house:
        return ()
    if by is Reach.SIGHT:
        from betrayal.core.rules.combat import sight_spaces

        found = {room: 0}
        for seen, away in sight_spaces(state, room).items():
            found.setdefault(seen, away)
    else:
        found = spaces_from(room, _next_rooms(state, by))
    low = 0 if itself else 1
    return tuple(r for r, away in found.items() if low <= away <= within)


# ----- a step toward a room ------------------------------------------------------------------


def _neighbours(state: GameState, room: str) -> list[str]:
    """The standing rooms one space from ``room`` for a walking figure, each once."""
    found = [o.room for s in SIDES if (o := state.house.connected(room, s)) is not None]
    found += [
        t
        for t, link in state.game.links_from(room)
        if t in state.house and link.kind is not LinkKind.CHUTE
    ]
    found += passages_from(state, room)
    return [r for r in dict.fromkeys(found) if r not in state.collapsed]


def spaces_toward(state: GameState, target: str) -> dict[str, int]:
    """Spaces from every standing room that can walk to ``target`` (walked back from it,
    so one-way links count the right way round)."""
    into: dict[str, list[str]] = {}
    for tile in state.house.tiles:
        if tile.room in state.collapsed:
            continue
        for other in _neighbours(state, tile.room):
            into.setdefault(other, []).append(tile.room)
    return spaces_from(target, lambda room: into.get(room, ()))


@query(
    "steps_toward",
    Param("source", ROOM),
    Param("target", ROOM),
    returns=list_of(ROOM),
    example="steps_toward(room_of(actor), entrance_hall)",
    english="the rooms one space from {source} on a shortest way to {target}",
)
def steps_toward(state: GameState, ctx: Ctx, source: str, target: str) -> tuple[str, ...]:
    """The rooms one space from ``source`` (through meeting doors, stairs and passages)
    that are one space nearer to ``target`` along a shortest way: where a figure pulled
    toward the target may step. Empty when the source is the target, or no way leads
    there."""
    if source not in state.house or target not in state.house or source == target:
        return ()
    far = spaces_toward(state, target)
    here = far.get(source)
    if here is None:
        return ()
    return tuple(r for r in _neighbours(state, source) if far.get(r) == here - 1)


@query(
    "rooms_by_distance",
    Param("target", ROOM),
    returns=list_of(ROOM),
    example="rooms_by_distance(room_of(actor))",
    english="the rooms from which {target} can be reached, nearest first",
)
def rooms_by_distance(state: GameState, ctx: Ctx, target: str) -> tuple[str, ...]:
    """Every placed room from which a way leads to ``target``, nearest first (the target
    itself first; ties in the order the tiles were placed). Walking this list while
    pulling figures one step toward the target moves each of them once."""
    if target not in state.house:
        return ()
    far = spaces_toward(state, target)
    order = {t.room: i for i, t in enumerate(state.house.tiles)}
    return tuple(sorted(far, key=lambda r: (far[r], order.get(r, 0))))


# ----- errands: a figure that runs off and comes back in one go ------------------------------


@query(
    "errand_rooms",
    Param("origin", ROOM),
    Param("spaces", INT),
    Param("avoid", list_of(ROOM)),
    returns=list_of(ROOM),
    example="errand_rooms(room_of(actor), 6, [attic, chasm])",
    english="the rooms within {spaces} spaces of {origin} by doors and stairs, "
    "keeping out of {avoid}",
)
def errand_rooms(
    state: GameState, ctx: Ctx, origin: str, spaces: int, avoid: tuple[str, ...]
) -> tuple[str, ...]:
    """The placed rooms a runner can reach from a room and come back from, in at most
    ``spaces`` spaces: through meeting doors, two-way stairs and passages rules opened
    (never a chute or a drop, which go one way only), never into a fallen room or a room
    of ``avoid`` (rooms that ask a roll of whoever crosses them, say), and so never
    through them either. Nearest first; the origin itself is left out. Opponents do not
    slow a runner."""
    if origin not in state.house:
        return ()

    def nexts(room: str) -> list[str]:
        found = list(state.house.through_doors(room))
        found += [t for t, link in state.game.links_from(room) if t in state.house and link.two_way]
        found += passages_from(state, room)
        # A chute carries whoever comes in on: a way with no way back.
        return [
            r
            for r in found
            if r not in state.collapsed and r not in avoid and state.game.chute_from(r) is None
        ]

    far = spaces_from(origin, nexts)
    return tuple(r for r, away in far.items() if 0 < away <= spaces)


# ----- the explorers nearest to a room, and in sight of it -----------------------------------


@query(
    "nearest_explorer",
    WHO,
    returns=EXPLORER,
    example="nearest_explorer(actor)",
    english="the explorer nearest to {who}",
)
def nearest_explorer(state: GameState, ctx: Ctx, who: int) -> int:
    """The other living explorer fewest spaces away (ties: the next seat to the left).

    Alone in the house, an explorer is nearest to themselves."""
    distance = distances(state, state.explorers[who].room)
    best: tuple[int, int] | None = None
    n = state.players
    for seat, e in enumerate(state.explorers):
        if seat == who or not e.alive or e.room not in distance:
            continue
        key = (distance[e.room], (seat - who) % n)
        if best is None or key < best:
            best = key
    return who if best is None else (who + best[1]) % n


@query(
    "nearest_of",
    Param("room", ROOM),
    Param("among", list_of(EXPLORER)),
    returns=EXPLORER,
    example="nearest_of(room_of(actor), [h in heroes where h != revealer()])",
    english="whoever of {among} is nearest to {room}",
)
def nearest_of(state: GameState, ctx: Ctx, room: str, among: tuple[int, ...]) -> int:
    """Of the living explorers listed, the one the fewest spaces from a room (through doors,
    stairs and opened ways); a tie goes to the first of them in turn order from the
    traitor's left (from the revealer's when there is no traitor). `nearest_of(room,
    heroes)` is the nearest hero; a monster bound for anyone but the explorer it has
    trapped lists the others. It is an error to ask when none of them lives: check their
    count first."""
    return _nearest(state, room, list(among), "none of them is alive to be the nearest")


def _nearest(state: GameState, room: str, candidates: list[int], none: str) -> int:
    from betrayal.core.rules.haunt import anchor

    n = state.players
    start = anchor(state) if state.reveal is not None else 0
    order = [(start + i) % n for i in range(1, n + 1)]
    living = [s for s in order if s in candidates and state.explorers[s].alive]
    if not living:
        raise BetrayalError(none)
    far = distances(state, room) if room in state.house else {}
    return min(
        living, key=lambda s: (far.get(state.explorers[s].room, UNREACHABLE), order.index(s))
    )
