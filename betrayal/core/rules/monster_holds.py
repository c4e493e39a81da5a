"""Monsters that seize explorers: who holds whom, seizing and letting go.

A monster holds one explorer at a time, and an explorer is held by one monster; the held
explorer is pinned down and carried wherever the monster goes. A monster that leaves the
board, by whatever rule, lets go simply by being gone; a stunned one lets go too.
"""

from __future__ import annotations

import attrs

from betrayal.core.rules.monsters import monster, replace
from betrayal.core.state import GameState, MonsterState


def holder(state: GameState, seat: int) -> MonsterState | None:
    """The monster on the board holding an explorer, if any. A monster that leaves the
    board, by whatever rule, lets go simply by being gone."""
    for m in state.monsters:
        if m.holding == seat:
            return m
    return None


def release(state: GameState, ident: str) -> GameState:
    """A monster lets go of the explorer it holds."""
    m = monster(state, ident)
    if m.holding is None:
        return state
    return replace(state, attrs.evolve(m, holding=None))


def seize(state: GameState, ident: str, seat: int) -> GameState:
    """A monster takes hold of an explorer, who is pinned until let go and is carried
    wherever it goes. A monster holds one explorer at a time, and an explorer is held by
    one monster."""
    other = holder(state, seat)
    if other is not None:
        state = release(state, other.ident)
    state = release(state, ident)
    return replace(state, attrs.evolve(monster(state, ident), holding=seat))
