"""Small helpers the haunt scenario tests share: legal actions as strings, a haunt's
variables read and set by hand, scripted dice and clip positions on a trait track."""

from __future__ import annotations

from betrayal.core.state import GameState
from betrayal.core.traits import Trait


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


__all__ = ["clip_for", "dice", "haunt_var", "names", "with_haunt_vars"]
