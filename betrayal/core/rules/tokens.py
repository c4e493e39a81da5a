"""Tokens explorers carry: picked up, put down, handed over, dropped at death.

A haunt's own objects (a boat, a seal, a body) are tokens named by their full key
(``"haunt:36:boat"``). One lying in a room is an entry of ``state.tokens``; one an
explorer carries is an entry of ``state.carried`` and goes wherever its carrier goes.
The rules here are the engine's: a theft can take a carried token, and a carrier's death
leaves what they carried on the floor, whatever the haunt's script says.
"""

from __future__ import annotations

from collections.abc import Iterable

from betrayal.core.state import GameState


def with_carried(state: GameState, carried: Iterable[tuple[str, int]]) -> GameState:
    """The state with ``carried`` (token key, seat) as everything explorers carry."""
    return state.evolve(carried=tuple(sorted(carried)))


def pick_up(state: GameState, key: str, seat: int) -> GameState:
    """The explorer takes a token lying in their room and carries it from then on; nothing
    happens if none lies there or the explorer is dead."""
    entry = (key, state.explorers[seat].room)
    if entry not in state.tokens or not state.explorers[seat].alive:
        return state
    tokens = list(state.tokens)
    tokens.remove(entry)
    state = state.evolve(tokens=tuple(tokens))
    return with_carried(state, [*state.carried, (key, seat)])


def put_down(state: GameState, key: str, seat: int) -> GameState:
    """The explorer puts a token they carry down in their room (nothing if they carry
    none)."""
    carried = list(state.carried)
    if (key, seat) not in carried:
        return state
    carried.remove((key, seat))
    entry = (key, state.explorers[seat].room)
    tokens = tuple(sorted((*state.tokens, entry)))
    return with_carried(state.evolve(tokens=tokens), carried)


def move_carried(state: GameState, key: str, giver: int, taker: int) -> GameState:
    """One carried token passes from one explorer to another (a trade, a theft)."""
    carried = list(state.carried)
    if (key, giver) not in carried:
        return state
    carried.remove((key, giver))
    return with_carried(state, [*carried, (key, taker)])


def destroy_carried(state: GameState, key: str, seat: int) -> GameState:
    """A token the explorer carries leaves the game (nothing if they carry none)."""
    carried = list(state.carried)
    if (key, seat) not in carried:
        return state
    carried.remove((key, seat))
    return with_carried(state, carried)


def drop_all(state: GameState, seat: int) -> GameState:
    """Everything an explorer carries falls into the room where they stand (on death).

    Two tokens of one kind dropped in one room stay two: a room may hold several."""
    mine = [t for t, s in state.carried if s == seat]
    if not mine:
        return state
    room = state.explorers[seat].room
    tokens = (*state.tokens, *((t, room) for t in mine))
    return state.evolve(
        carried=tuple(c for c in state.carried if c[1] != seat), tokens=tuple(sorted(tokens))
    )
