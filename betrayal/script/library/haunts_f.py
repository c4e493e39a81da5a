"""Primitives for haunts: tokens explorers carry, movement lost, damage nothing reduces.

A haunt's own objects (a boat, a seal, a body) are tokens; these let an explorer pick one
up, carry it from room to room, hand it over and put it down again. A carried token goes
where its carrier goes, and falls to the floor where the carrier dies.
"""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules import tokens
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import (
    BOOL,
    EXPLORER,
    INT,
    ROOM,
    TOKEN,
    list_of,
)

WHO = Param("who", EXPLORER)
TOKEN_PARAM = Param("token", TOKEN)


def _key(ctx: Ctx, token: str) -> str:
    # The same naming as tokens lying in rooms: per script.
    return f"{ctx.script}:{token}"


@effect(
    "pick_up_token",
    WHO,
    TOKEN_PARAM,
    example="pick_up_token(actor, safe)",
    english="{who} pick up {token} from the floor",
)
def pick_up_token(state: GameState, ctx: Ctx, who: int, token: str) -> GameState:
    """The explorer takes one of this script's tokens from the room where they stand and
    carries it from then on; nothing happens if no such token lies there."""
    return tokens.pick_up(state, _key(ctx, token), who)


@effect(
    "drop_token",
    WHO,
    TOKEN_PARAM,
    example="drop_token(actor, safe)",
    english="{who} put {token} down",
)
def drop_token(state: GameState, ctx: Ctx, who: int, token: str) -> GameState:
    """The explorer puts a token they carry down in the room where they stand (nothing
    happens if they carry none)."""
    return tokens.put_down(state, _key(ctx, token), who)


@effect(
    "hand_token",
    WHO,
    Param("to", EXPLORER),
    TOKEN_PARAM,
    example="hand_token(actor, left_of(actor), safe)",
    english="{who} hand {token} to {to}",
)
def hand_token(state: GameState, ctx: Ctx, who: int, to: int, token: str) -> GameState:
    """A carried token changes hands (a trade, or a theft); nothing happens if ``who``
    does not carry it or ``to`` is dead."""
    if not state.explorers[to].alive:
        return state
    return tokens.move_carried(state, _key(ctx, token), who, to)


@effect(
    "destroy_carried_token",
    WHO,
    TOKEN_PARAM,
    example="destroy_carried_token(actor, safe)",
    english="{token} that {who} carry is destroyed",
)
def destroy_carried_token(state: GameState, ctx: Ctx, who: int, token: str) -> GameState:
    """A token the explorer carries leaves the game (used up, broken)."""
    return tokens.destroy_carried(state, _key(ctx, token), who)


@query(
    "carries",
    WHO,
    TOKEN_PARAM,
    returns=BOOL,
    example="carries(actor, safe)",
    english="{who} carry {token}",
)
def carries(state: GameState, ctx: Ctx, who: int, token: str) -> bool:
    """Whether an explorer carries a token of this script."""
    return (_key(ctx, token), who) in state.carried


@query(
    "carried_count",
    WHO,
    TOKEN_PARAM,
    returns=INT,
    example="carried_count(actor, safe)",
    english="the number of {token} {who} carry",
)
def carried_count(state: GameState, ctx: Ctx, who: int, token: str) -> int:
    """How many tokens of one kind an explorer carries."""
    key = _key(ctx, token)
    return sum(1 for c in state.carried if c == (key, who))


@query(
    "carriers_of",
    TOKEN_PARAM,
    returns=list_of(EXPLORER),
    example="carriers_of(safe)",
    english="the explorers carrying {token}",
)
def carriers_of(state: GameState, ctx: Ctx, token: str) -> tuple[int, ...]:
    """The explorers carrying a token of this script, in seat order (each once)."""
    key = _key(ctx, token)
    return tuple(sorted({s for t, s in state.carried if t == key}))


@query(
    "token_whereabouts",
    TOKEN_PARAM,
    returns=list_of(ROOM),
    example="token_whereabouts(safe)",
    english="the rooms where {token} is, lying or carried",
)
def token_whereabouts(state: GameState, ctx: Ctx, token: str) -> tuple[str, ...]:
    """The rooms where a token of this script is: lying there, or carried by someone who
    stands there (each room once, lying ones first)."""
    key = _key(ctx, token)
    found = list(dict.fromkeys(room for t, room in state.tokens if t == key))
    for t, seat in state.carried:
        room = state.explorers[seat].room
        if t == key and room not in found:
            found.append(room)
    return tuple(found)
