"""Putting a figure in a room: the one place where movement is paid and chutes are followed."""

from __future__ import annotations

from betrayal.content.model import Side
from betrayal.core.records import evolve
from betrayal.core.state import GameState


def chute_end(state: GameState, room: str) -> str | None:
    """Where a chute drops whoever steps into ``room``: its far end, if ``room`` is a
    chute and that end is placed and standing. A chute whose far end has fallen away
    keeps whoever enters it (the slide has nowhere to go), so it is a room like any
    other then."""
    end = state.game.chute_from(room)
    if end is None or end not in state.house or end in state.collapsed:
        return None
    return end


def enter_room(
    state: GameState, player: int, room: str, *, cost: int, through: Side | None = None
) -> GameState:
    """Put an explorer in a room, paying ``cost`` movement, and follow any chute.

    ``through`` is the side of the new room walked in by; it decides later whether
    leaving the room crosses it (Catacombs, Chasm, Tower).
    """
    chute = chute_end(state, room)
    if chute is not None:
        room, through = chute, None
    explorers = list(state.explorers)
    side = through.value if through is not None else None
    explorers[player] = evolve(explorers[player], room=room, came_through=side)
    turn = state.turn
    if turn.player == player and cost:
        turn = evolve(turn, moves_left=max(0, turn.moves_left - cost), moved=True)
    state = state.evolve(explorers=tuple(explorers), turn=turn)
    return _companions_follow(state, player, room)


def entered(state: GameState, player: int, origin: str) -> tuple[object, ...]:
    """What the `entered` rules hear once an explorer has come into their room: who, the
    room, and the room they were in before (none when that was no room at all)."""
    return (player, state.explorers[player].room, (origin,) if origin else ())


def _companions_follow(state: GameState, player: int, room: str) -> GameState:
    """A companion left where its explorer died goes along with the next explorer in."""
    content = state.game.content
    waiting = tuple(c for c in state.pile(room) if content.card(c).companion)
    if not waiting or not state.explorers[player].alive:
        return state
    left = tuple(c for c in state.pile(room) if c not in waiting)
    piles = {r: cards for r, cards in state.piles if r != room}
    if left:
        piles[room] = left
    explorers = list(state.explorers)
    me = explorers[player]
    explorers[player] = evolve(me, cards=(*me.cards, *waiting))
    state = state.evolve(explorers=tuple(explorers), piles=tuple(sorted(piles.items())))
    for card in waiting:
        state = state.game.scripts.fire(state, "gained", (player, False), card=card)
    return state
