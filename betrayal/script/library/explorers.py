"""The explorers themselves: every one of them and who is still alive, what their cards
print (age, sex, hobbies), where they stand, and a status a rule puts them in (pinned
down, or unseen by the other players)."""

from __future__ import annotations

import enum

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, FLOOR, ROOM, list_of, mode_of
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER, doc="an explorer")


@query(
    "alive", Param("who", EXPLORER), returns=BOOL, example="alive(actor)", english="{who} is alive"
)
def alive(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether an explorer is still alive."""
    return state.explorers[who].alive


@query(
    "all_explorers",
    returns=list_of(EXPLORER),
    example="all_explorers()",
    english="every explorer, living or dead",
)
def all_explorers(state: GameState, ctx: Ctx) -> tuple[int, ...]:
    """Every explorer in seat order, the dead as well as the living."""
    return tuple(range(state.players))


# ----- what an explorer's card prints --------------------------------------------------------


@query(
    "musical",
    WHO,
    returns=BOOL,
    example="musical(actor)",
    english="{who} has music among their hobbies",
)
def musical(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether one of the hobbies printed on the explorer's card is a kind of music."""
    return any("music" in h.lower() for h in state.explorer_def(who).hobbies)


# ----- where explorers stand -----------------------------------------------------------------


@query("room_of", WHO, returns=ROOM, example="room_of(actor)", english="{who}'s room")
def room_of(state: GameState, ctx: Ctx, who: int) -> str:
    """The room an explorer stands in."""
    return state.explorers[who].room


@query(
    "explorers_in",
    Param("room", ROOM),
    returns=list_of(EXPLORER),
    example="explorers_in(room_of(actor))",
    english="the explorers in {room}",
)
def explorers_in(state: GameState, ctx: Ctx, room: str) -> tuple[int, ...]:
    """The living explorers in a room, in seat order."""
    return tuple(state.players_in(room))


@query(
    "explorers_on",
    Param("floor", FLOOR),
    returns=list_of(EXPLORER),
    example="explorers_on(basement)",
    english="the explorers on {floor}",
)
def explorers_on(state: GameState, ctx: Ctx, floor: Floor) -> tuple[int, ...]:
    """The living explorers on a floor, in seat order."""
    return tuple(
        i
        for i, e in enumerate(state.explorers)
        if e.alive and state.house.floor_of(e.room) is floor
    )


@query(
    "unoccupied",
    Param("rooms", list_of(ROOM)),
    returns=list_of(ROOM),
    example="unoccupied(rooms_on(upper))",
    english="those of {rooms} where no explorer stands",
)
def unoccupied(state: GameState, ctx: Ctx, rooms: tuple[str, ...]) -> tuple[str, ...]:
    """The rooms of a list where no living explorer stands, in the list's order."""
    taken = {e.room for e in state.explorers if e.alive}
    return tuple(r for r in rooms if r not in taken)


# ----- explorers the others cannot see -------------------------------------------------------


class Status(enum.Enum):
    """A standing condition a rule puts an explorer in, or takes them out of."""

    BOUND = "bound"  # pinned down: on their turns, only end it or take a script's offer
    UNSEEN = "unseen"  # their room is hidden from the other players


# Each status's words when it is put on, and when it is taken off.
_STATUS_WORDS = {
    "bound": ("{who} can do nothing until freed", "{who} is free"),
    "unseen": (
        "{who} can no longer be seen: only they know their room",
        "everyone sees where {who} is",
    ),
}


def _status_words(values: dict[str, str]) -> str:
    words = _STATUS_WORDS.get(values["status"])
    if words is None:  # a mode the checker already reported as wrong
        return "?"
    on, off = (fill(w, values) for w in words)
    if values["on"] == "true":
        return on
    if values["on"] == "false":
        return off
    return f"if {values['on']}, {on}; if not, {off}"


@effect(
    "set_status",
    Param("who", EXPLORER),
    Param(
        "status",
        mode_of(Status),
        doc="bound: pinned down, on their turns they may only end it or take what a script "
        "offers; unseen: no other player sees which room they are in",
    ),
    Param("on", BOOL, True, doc="true puts the status on, false takes it off"),
    example="set_status(actor, unseen, true)",
    english=_status_words,
)
def set_status(state: GameState, ctx: Ctx, who: int, status: Status, on: bool) -> GameState:
    """Put an explorer in a status, or (``on`` false) take them out of it: ``bound``, pinned
    down, so that on their turns they can only end the turn or take what a script offers
    them (a try to get free, say) until freed; ``unseen``, no other player sees which room
    they are in (their view of the game shows no room for them) until shown again."""
    if status is Status.BOUND:
        return state.evolve(bound=(state.bound | {who}) if on else (state.bound - {who}))
    if on:
        return state.evolve(unseen=state.unseen | {who})
    return state.evolve(unseen=state.unseen - {who})


@query(
    "unseen",
    Param("who", EXPLORER),
    returns=BOOL,
    example="unseen(actor)",
    english="{who} cannot be seen",
)
def unseen(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether an explorer's room is hidden from the other players (see set_status())."""
    return who in state.unseen
