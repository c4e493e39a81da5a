"""Turns: the turn being played, whose it is and whether it is the monsters', and an
extra turn out of the usual order (a turn over at once: end_movement(who, whole_turn:
true))."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, INT


@query("turn_number", returns=INT, example="turn_number()", english="the turn's number")
def turn_number(state: GameState, ctx: Ctx) -> int:
    """The number of the turn being played (for once-per-turn rules on other turns)."""
    return state.turn.number


@query(
    "turn_of",
    returns=EXPLORER,
    example="turn_of()",
    english="the explorer whose turn it is",
)
def turn_of(state: GameState, ctx: Ctx) -> int:
    """The explorer whose turn it is (on the monsters' turn: the one who moves them)."""
    return state.turn.player


@query(
    "monster_turn",
    returns=BOOL,
    example="monster_turn()",
    english="it is the monsters' turn",
)
def monster_turn(state: GameState, ctx: Ctx) -> bool:
    """Whether the turn being played is the monsters' turn (a fight now is one a monster
    started)."""
    return state.turn.monsters


@effect(
    "extra_turn",
    Param("who", EXPLORER),
    example="extra_turn(actor)",
    english="{who} take the next turn, out of turn",
)
def extra_turn(state: GameState, ctx: Ctx, who: int) -> GameState:
    """The explorer takes the next turn, out of the usual order: the one after the turn
    being played, or the first turn of the haunt when a haunt's setup calls it. Play
    then goes on in the usual order from them. Only in the haunt."""
    if not state.explorers[who].alive or state.reveal is None:
        return state
    return state.evolve(extra_turn=who)
