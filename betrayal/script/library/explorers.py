"""The explorers themselves: every one of them and who is still alive, what their cards
print (age, sex, hobbies), where they stand, and whether the other players can see where."""

from __future__ import annotations

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, FLOOR, ROOM, list_of

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


def _unseen_words(values: dict[str, str]) -> str:
    who, unseen = values["who"], values["unseen"]
    if unseen == "true":
        return f"{who} can no longer be seen: only they know their room"
    if unseen == "false":
        return f"everyone sees where {who} is"
    return f"{who} can no longer be seen if {unseen}, and everyone sees where they are if not"


@effect(
    "set_unseen",
    Param("who", EXPLORER),
    Param("unseen", BOOL),
    example="set_unseen(actor, true)",
    english=_unseen_words,
)
def set_unseen(state: GameState, ctx: Ctx, who: int, unseen: bool) -> GameState:
    """With ``unseen`` true, from now on no other player sees which room the explorer is
    in (their view of the game shows no room for them); with it false, their room is
    shown to everyone again."""
    if unseen:
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
    """Whether an explorer's room is hidden from the other players (see set_unseen())."""
    return who in state.unseen
