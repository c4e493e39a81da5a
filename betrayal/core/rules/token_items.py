"""A haunt's item tokens, handled like item cards: dropped, picked up and traded.

A haunt says which of its tokens are items with the standing rule ``holding(mode: token_item)`` (the
tokens that mark a roll or a room are not). Such a token gives its carrier, once a turn,
the same acts as an item card: drop it in the room, pick it up from the room, offer it
to another explorer there. Stealing a carried token and dropping it at death are in
combat.py and damage.py, for every carried token.
"""

from __future__ import annotations

from betrayal.core.actions import Action, Kind, act
from betrayal.core.records import evolve
from betrayal.core.rules.cards import trade_partners
from betrayal.core.rules.tokens import pick_up, put_down
from betrayal.core.state import GameState


def short_name(key: str) -> str:
    """A token's name as its script writes it (the key without the script's prefix)."""
    return key.rsplit(":", 1)[-1]


def thing_name(state: GameState, key: str) -> str:
    """The name a player reads for a card or for a haunt's token."""
    content = state.game.content
    if content.has_card(key):
        return content.card(key).name
    return short_name(key).replace("_", " ")


def is_item_token(state: GameState, key: str) -> bool:
    """Whether a standing rule of the scripts in play makes this token an item."""
    binds = (("token", short_name(key)),)
    return bool(state.game.scripts.static_amounts(state, "holding", binds, mode="token_item"))


def token_item_actions(state: GameState) -> list[Action]:
    """Drop, pick up and trade offers of item tokens, for the player whose turn it is."""
    player = state.turn.player
    me = state.explorers[player]
    handled = state.turn.handled
    mine = list(dict.fromkeys(k for k, s in state.carried if s == player))
    lying = list(dict.fromkeys(k for k, r in state.tokens if r == me.room))
    if not mine and not lying:
        return []
    others = trade_partners(state)
    found: list[Action] = []
    for key in mine:
        if key not in handled and is_item_token(state, key):
            found.append(act(Kind.DROP, key))
            found.extend(act(Kind.TRADE, key, p) for p in others)
    for key in lying:
        if key not in handled and is_item_token(state, key):
            found.append(act(Kind.PICK_UP, key))
    return found


def drop_item_token(state: GameState, key: str) -> GameState:
    player = state.turn.player
    return _handled(put_down(state, key, player), key)


def pick_up_item_token(state: GameState, key: str) -> GameState:
    player = state.turn.player
    return _handled(pick_up(state, key, player), key)


def _handled(state: GameState, key: str) -> GameState:
    return state.evolve(turn=evolve(state.turn, handled=state.turn.handled | {key}))
