"""Primitives first needed by haunts 43-50: tokens kept on an explorer's card,
movement left, rooms placed by name, and taking monsters off the board.

Tokens on a card are counted per explorer and per token kind of the script, and are kept
with the script's variables (under a key no variable can have), so a game holding them
still saves, compares and replays like any other.
"""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.rules.cards import take_card
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.scripts import script_set
from betrayal.script.types import EXPLORER, INT, ROOM, TOKEN, list_of


def _mark_key(ctx: Ctx, token: str, who: int) -> str:
    # '@' cannot appear in a variable's name, so these keys never meet a script variable.
    return f"{ctx.script}:{token}@{who}"


def _marks(state: GameState, key: str) -> int:
    for name, value in state.script_vars:
        if name == key:
            assert isinstance(value, int)
            return value
    return 0


@effect(
    "add_marks",
    Param("who", EXPLORER),
    Param("token", TOKEN),
    Param("amount", INT, 1),
    example="add_marks(actor, safe, 1)",
    english="put {amount} of {token} on {who}'s card",
)
def add_marks(state: GameState, ctx: Ctx, who: int, token: str, amount: int) -> GameState:
    """Put tokens of this script on an explorer's card (take them off when ``amount`` is
    negative; a card never holds fewer than none). They stay there when the explorer dies."""
    key = _mark_key(ctx, token, who)
    new = max(0, _marks(state, key) + amount)
    store = {k: v for k, v in state.script_vars if k != key}
    if new:
        store[key] = new
    return state.evolve(script_vars=tuple(sorted(store.items())))


@query(
    "marks",
    Param("who", EXPLORER),
    Param("token", TOKEN),
    returns=INT,
    example="marks(actor, safe)",
    english="the number of {token} on {who}'s card",
)
def marks(state: GameState, ctx: Ctx, who: int, token: str) -> int:
    """How many tokens of this script lie on an explorer's card (see add_marks())."""
    return _marks(state, _mark_key(ctx, token, who))


@effect(
    "destroy_cards",
    Param("who", EXPLORER),
    example="destroy_cards(actor)",
    english="every item and omen {who} hold is destroyed",
)
def destroy_cards(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Every item and omen the explorer holds leaves the game (kept events stay)."""
    content = state.game.content
    gone = [c for c in state.explorers[who].cards if content.card(c).kind is not CardKind.EVENT]
    for card in gone:
        state = take_card(state, who, card).evolve(removed=(*state.removed, card))
    scripts = script_set(state)
    for card in gone:
        state = scripts.fire(state, "lost", (who,), card=card)
    return state


def _own_key(ctx: Ctx, token: str, who: int) -> str:
    # Another separator than the marks': an explorer's own token and their marks of the
    # same kind never share a key.
    return f"{ctx.script}:{token}#{who}"


@effect(
    "place_token_for",
    Param("who", EXPLORER),
    Param("token", TOKEN),
    Param("room", ROOM),
    example="place_token_for(actor, safe, room_of(actor))",
    english="put {who}'s own {token} in {room}",
)
def place_token_for(state: GameState, ctx: Ctx, who: int, token: str, room: str) -> GameState:
    """Put an explorer's own copy of a token (one numbered for them: their body, their
    marker) in a room, moving it there if it lay elsewhere."""
    key = _own_key(ctx, token, who)
    store = {k: v for k, v in state.script_vars if k != key}
    store[key] = room
    return state.evolve(script_vars=tuple(sorted(store.items())))


@query(
    "token_room_for",
    Param("who", EXPLORER),
    Param("token", TOKEN),
    returns=list_of(ROOM),
    example="token_room_for(actor, safe)",
    english="the room where {who}'s own {token} lies",
)
def token_room_for(state: GameState, ctx: Ctx, who: int, token: str) -> tuple[str, ...]:
    """Where an explorer's own copy of a token lies (see place_token_for()): a list of
    one room, or empty when it was never placed."""
    key = _own_key(ctx, token, who)
    for name, value in state.script_vars:
        if name == key:
            assert isinstance(value, str)
            return (value,)
    return ()
