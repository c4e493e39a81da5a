"""Primitives for haunts' monsters in a fight and on the board: sparing or slaying a beaten
monster, a fight a rule forces, where a kind stands."""

from __future__ import annotations

from betrayal.core.frames import Ctx, Then
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.library.movement import _cancel
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import EXPLORER, MONSTER, ROOM, TRAIT, list_of


def _beaten(state: GameState) -> str | None:
    """The monster a pending `monster_beaten` step is about, if one is pending."""
    from betrayal.core.frames import Continue

    for frame in reversed(state.frames):
        if isinstance(frame, Continue) and frame.what is Then.MONSTER_BEATEN:
            return frame.args[0]
    return None


@effect("spare_monster", example="spare_monster()", english="the beaten monster is not stunned")
def spare_monster(state: GameState, ctx: Ctx) -> GameState:
    """In a `monster_beaten` trigger: the monster shrugs the defeat off and is not stunned
    (nothing happens outside such a trigger)."""
    return _cancel(state, Then.MONSTER_BEATEN)


@effect("slay_monster", example="slay_monster()", english="the beaten monster is killed")
def slay_monster(state: GameState, ctx: Ctx) -> GameState:
    """In a `monster_beaten` trigger: the beaten monster is killed and leaves the board
    (nothing happens outside such a trigger)."""
    ident = _beaten(state)
    if ident is None:
        return state
    state = _cancel(state, Then.MONSTER_BEATEN)
    return state.evolve(monsters=tuple(m for m in state.monsters if m.ident != ident))


@query(
    "monster_rooms",
    Param("kind", MONSTER),
    returns=list_of(ROOM),
    example="monster_rooms(hound)",
    english="the rooms where {kind} stand",
)
def monster_rooms(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The rooms where monsters of a kind stand, each once, in the order they came on the
    board; empty when none is on the board."""
    return tuple(dict.fromkeys(m.room for m in state.monsters if m.kind == kind))


@effect(
    "fight_monster",
    Param("who", EXPLORER),
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    example="fight_monster(actor, hound, might)",
    english="{who} must attack {kind} in their room with {trait}",
)
def fight_monster(state: GameState, ctx: Ctx, who: int, kind: str, trait: Trait) -> GameState:
    """The explorer attacks a monster of the kind standing in their room at once,
    bare-handed, with the trait named; during their own turn it is their
    attack for the turn. Nothing happens when no such monster is there."""
    room = state.explorers[who].room
    found = [m for m in state.monsters if m.kind == kind and m.room == room]
    if not found or not state.explorers[who].alive:
        return state
    from betrayal.core.rules.combat import monster_fight

    return monster_fight(state, who, found[0].ident, trait)
