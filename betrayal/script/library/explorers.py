"""The explorers themselves: every one of them and who is still alive, where they stand,
and a status a rule puts them in (pinned down, or unseen by the other players) or the house
lets them out in (escaped). What their cards print is read as a field (`e.age`)."""

from __future__ import annotations

import enum

from attrs import evolve

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, by_mode, effect, query
from betrayal.script.types import BOOL, EXPLORER, ROOM, list_of, mode_of
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


# ----- where explorers stand -----------------------------------------------------------------


@query("room_of", WHO, returns=ROOM, example="room_of(actor)", english="{who}'s room")
def room_of(state: GameState, ctx: Ctx, who: int) -> str:
    """The room an explorer stands in."""
    return state.explorers[who].room


# ----- explorers who trade bodies ------------------------------------------------------------


@effect(
    "swap_boards",
    Param("a", EXPLORER),
    Param("b", EXPLORER),
    example="swap_boards(actor, left_of(actor))",
    english="{a} and {b} exchange character boards (each keeps their own cards)",
)
def swap_boards(state: GameState, ctx: Ctx, a: int, b: int) -> GameState:
    """Two living explorers standing in one room exchange character boards, as players
    who swap bodies: each player goes on with the other's character, its clips where they
    stood and the marks on its card (see add_marks()) going with it, while the items and
    omens in their hands, the tokens they carry, their seat, their side and their place in
    the turn order stay with the player. A card's `while held` bonus already on a clip
    goes with that clip (no 3rd-edition card has one). Nothing happens when either is
    dead, they are the same explorer, or they stand in different rooms."""
    if a == b:
        return state
    ea, eb = state.explorers[a], state.explorers[b]
    if not (ea.alive and eb.alive) or ea.room != eb.room:
        return state
    explorers = list(state.explorers)
    explorers[a] = evolve(ea, explorer=eb.explorer, traits=eb.traits)
    explorers[b] = evolve(eb, explorer=ea.explorer, traits=ea.traits)

    def moved(key: str) -> str:
        head, at, seat = key.rpartition("@")
        if not at or seat not in (str(a), str(b)):
            return key
        return f"{head}@{b if seat == str(a) else a}"

    store = sorted((moved(k), v) for k, v in state.script_vars)
    return state.evolve(explorers=tuple(explorers), script_vars=tuple(store))


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


class Standing(enum.Enum):
    """A standing an explorer is in, as a rule asks about it: the statuses set_status()
    puts on and takes off, and having got out of the house alive (escape())."""

    BOUND = "bound"
    UNSEEN = "unseen"
    ESCAPED = "escaped"


@query(
    "has_status",
    Param("who", EXPLORER),
    Param(
        "status",
        mode_of(Standing),
        doc="bound: pinned down; unseen: their room hidden from the others; escaped: "
        "out of the house alive",
    ),
    returns=BOOL,
    example="has_status(actor, bound)",
    english=by_mode(
        "status",
        {
            "bound": "{who} is pinned down",
            "unseen": "{who} cannot be seen",
            "escaped": "{who} got out of the house alive",
        },
    ),
)
def has_status(state: GameState, ctx: Ctx, who: int, status: Standing) -> bool:
    """Whether an explorer is in a standing: ``bound`` (pinned down) or ``unseen`` (their
    room hidden from the other players), as set_status() leaves them, or ``escaped``, out of
    the house alive (see escape()): an escaped explorer is no longer alive, and this tells
    them from the dead."""
    if status is Standing.BOUND:
        return who in state.bound
    if status is Standing.UNSEEN:
        return who in state.unseen
    return who in state.escaped
