"""One monster among several of its kind: the monsters on the board one by one, the kind
one of them is of, and the one a rule put on the board last.

A script's `monster` value is either a kind the haunt declares (`tip`), standing for every
monster of it, or one monster on the board (as these queries give it), standing for that
monster alone; every primitive that takes a monster takes either. One monster keeps its
value for as long as it is on the board, and no other monster is ever given it, so a
haunt can keep one in a variable (each Creeper's own Root, each Cursed Item's own card)
without declaring a kind for each.
"""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules.monsters import kind_named
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.library.monsters import declared_title, monsters_of_kind
from betrayal.script.registry import Param, query
from betrayal.script.types import MONSTER, ROOM, list_of


def _one_by_one(kind: str) -> str:
    """ "the Creeper monsters on the board"; a name (a variable, or what a rule hears of)
    reads as the monsters it stands for."""
    title = declared_title(kind)
    return f"the {title} monsters on the board" if title else f"each monster of {kind}"


@query(
    "figures",
    Param("kind", MONSTER),
    returns=list_of(MONSTER),
    example="figures(hound)",
    english=lambda v: _one_by_one(v["kind"]),
)
def figures(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The monsters of a kind on the board, each as one monster, first placed first; empty
    when none is there. Given one monster, the list holds it while it is on the board."""
    return tuple(m.ident for m in monsters_of_kind(state, kind))


@query(
    "figures_in",
    Param("room", ROOM),
    returns=list_of(MONSTER),
    example="figures_in(room_of(actor))",
    english="every monster in {room}",
)
def figures_in(state: GameState, ctx: Ctx, room: str) -> tuple[str, ...]:
    """The monsters standing in a room, of every kind, each as one monster, first placed
    first (`monster_kinds_in` gives their kinds instead)."""
    return tuple(m.ident for m in state.monsters if m.room == room)


@query(
    "kind_of",
    Param("monster", MONSTER),
    returns=MONSTER,
    example="kind_of(newest(hound)) == hound",
    english="the kind of {monster}",
)
def kind_of(state: GameState, ctx: Ctx, monster: str) -> str:
    """The kind a monster is of; a kind is its own kind. Compare one monster's kind with
    this (`kind_of(k) == hound`): one monster is never equal to its kind."""
    monsters_of_kind(state, monster)  # a kind the haunt has, or an error
    return kind_named(monster)


def _newest_words(kind: str) -> str:
    title = declared_title(kind)
    return f"the newest {title}" if title else f"the newest monster of {kind}"


@query(
    "newest",
    Param("kind", MONSTER),
    returns=MONSTER,
    example="newest(hound)",
    english=lambda v: _newest_words(v["kind"]),
)
def newest(state: GameState, ctx: Ctx, kind: str) -> str:
    """The monster of a kind put on the board last, as one monster (the one a `spawn`
    just placed, to keep in a variable). It is an error to ask when none of the kind is on
    the board: check monster_count() first."""
    found = monsters_of_kind(state, kind)
    if not found:
        raise BetrayalError(f"no {kind_named(kind)} is on the board")
    return found[-1].ident
