"""Small helpers the haunt scenario tests share: legal actions as strings, a haunt's
variables read and set by hand, scripted dice, clip positions on a trait track, and a
later turn or the monster turn begun by hand."""

from __future__ import annotations

import attrs

from betrayal.core.engine import run_pending
from betrayal.core.frames import PlaceRoomAnywhere
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, TurnState
from betrayal.core.traits import Trait
from betrayal.testing.scenario import Scenario


def names(state: GameState) -> list[str]:
    """Every action legal in ``state``, each written as a string."""
    return [str(a) for a in state.legal_actions()]


def haunt_var(state: GameState, haunt: int, name: str) -> object:
    """The value haunt ``haunt``'s script holds under ``name``, or None when it holds none."""
    return dict(state.script_vars).get(f"haunt:{haunt}:{name}")


def with_haunt_vars(state: GameState, haunt: int, **values: object) -> GameState:
    """``state`` with the given variables of haunt ``haunt`` set, the others kept."""
    store = dict(state.script_vars)
    store.update({f"haunt:{haunt}:{name}": value for name, value in values.items()})
    return state.evolve(script_vars=tuple(sorted(store.items())))


def dice(*faces: int) -> list[str]:
    """Die outcomes to feed the engine, one ``"die N"`` step for each face given."""
    return [f"die {f}" for f in faces]


def clip_for(state: GameState, seat: int, trait: Trait, value: int) -> int:
    """The lowest clip position on the seat's ``trait`` track showing ``value`` or more."""
    track = state.explorer_def(seat).track(trait)
    return next(i for i, v in enumerate(track.values) if v >= value)


def next_turn(state: GameState, seat: int) -> GameState:
    """``seat``'s turn, begun fresh, one turn number after ``state``'s."""
    turn = attrs.evolve(state.turn, number=state.turn.number + 1)
    return Scenario(state.evolve(turn=turn)).turn(seat).build()


def monster_turn(state: GameState, player: int) -> GameState:
    """The monster turn, played by ``player``, begun one turn number after ``state``'s:
    the haunt's rules for its start have run and the first kind is about to roll."""
    turn = TurnState(player=player, number=state.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(state.evolve(turn=turn, frames=())))


def lay_basement_stairs(state: GameState) -> GameState:
    """Answer the traitor's question of where the Stairs from Basement go (asked when a
    monster is shut in the basement) with the first place offered; fails when it is not
    being asked."""
    frame = state.frames[-1] if state.frames else None
    assert isinstance(frame, PlaceRoomAnywhere), "no room tile is waiting to be placed"
    assert frame.room == "stairs_from_basement", f"{frame.room} is waiting, not the stairs"
    return state.apply(state.legal_actions()[0])


__all__ = [
    "clip_for",
    "dice",
    "haunt_var",
    "lay_basement_stairs",
    "monster_turn",
    "names",
    "next_turn",
    "with_haunt_vars",
]
