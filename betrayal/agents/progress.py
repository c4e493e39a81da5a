"""How far a side is from its goal, read off the haunt's own win conditions, and the
monster step that brings the traitor's side nearer to it.

A player reads "win when bodies >= 16" as "four more to go" when three more Bodies lie
in the house than before: this module measures that gap for any win condition, so an
agent can tell a move that advances the goal from one that does not, without knowing
which haunt it plays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from betrayal.core.actions import Action, Kind
from betrayal.core.frames import Ctx
from betrayal.core.rules import haunt
from betrayal.core.rules import monsters as monster_rules
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.errors import BetrayalError, ScriptError
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.interpreter import evaluate

# How many steps beyond its roll a monster looks for a room where its side gains ground.
_SEARCH_DEPTH = 4


def goal_gap(state: GameState, side: str) -> int | None:
    """How far ``side`` is from meeting one of its win conditions (0: met), or None when
    the haunt gives it none or the game is not in a running haunt."""
    if state.phase is Phase.OVER and state.winner is not None:
        return 0 if state.winner == side else None
    if state.haunt_script is None or state.reveal is None or not haunt.is_running(state):
        return None
    program = script_set(state).program(state.haunt_script)
    ctx = Ctx(program.key, haunt.anchor(state), None, str(state.reveal.haunt))
    gaps = []
    for who, condition in program.wins:
        if who == side:
            try:
                gaps.append(_gap(state, ctx, condition))
            except ScriptError:
                continue
    return min(gaps) if gaps else None


def _gap(state: GameState, ctx: Ctx, expr: ir.Expr) -> int:
    if isinstance(expr, ir.Binary):
        if expr.op is ir.Op.AND:
            return _gap(state, ctx, expr.left) + _gap(state, ctx, expr.right)
        if expr.op is ir.Op.OR:
            return min(_gap(state, ctx, expr.left), _gap(state, ctx, expr.right))
        if expr.op in _ORDERED:
            left = evaluate(state, ctx, (), expr.left)
            right = evaluate(state, ctx, (), expr.right)
            if _counts(left) and _counts(right):
                assert isinstance(left, int) and isinstance(right, int)
                return _ORDERED[expr.op](left, right)
    return 0 if evaluate(state, ctx, (), expr) else 1


def _counts(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# For a comparison between numbers, how many units the left side must still move.
_ORDERED: dict[ir.Op, Callable[[int, int], int]] = {
    ir.Op.GE: lambda a, b: max(0, b - a),
    ir.Op.GT: lambda a, b: max(0, b + 1 - a),
    ir.Op.LE: lambda a, b: max(0, a - b),
    ir.Op.LT: lambda a, b: max(0, a + 1 - b),
    ir.Op.EQ: lambda a, b: abs(a - b),
}


def advancing_step(state: GameState, moves: Sequence[Action], side: str) -> Action | None:
    """Of a monster's moves, one that starts the shortest walk (up to a few steps past
    its roll) after which ``side`` is nearer its goal than now; None if no walk does.

    The walks are tried on copies of the game with the monster given steps to spare, so
    a Head that must first reach an untouched room before leaving its mark there still
    finds its way; nothing of the real game changes.
    """
    now = goal_gap(state, side)
    if now is None or now == 0 or not moves:
        return None
    ident = moves[0].args[0]
    m = monster_rules.monster(state, ident)
    if not _moving_counts(state, m, side, now):
        return None
    roomy = monster_rules.replace(state, _spare(m))
    seen = {m.room}
    # Each entry: a position on the walk and the first step that led to it (None before
    # the first step is taken).
    layer: list[tuple[GameState, Action | None]] = [(roomy, None)]
    scripts = script_set(state)
    with scripts.unobserved():
        for _ in range(_SEARCH_DEPTH):
            deeper: list[tuple[GameState, Action | None]] = []
            for there, first in layer:
                for move in moves if first is None else _moves_of(there, ident):
                    after = _try(there, move)
                    if after is None:
                        continue
                    lead = move if first is None else first
                    gap = goal_gap(after, side)
                    if gap is not None and gap < now:
                        return lead
                    room = _room(after, ident)
                    if room is not None and room not in seen and _still_moving(after, ident):
                        seen.add(room)
                        deeper.append((after, lead))
            layer = deeper
    return None


def _moving_counts(state: GameState, m: MonsterState, side: str, now: int) -> bool:
    """Whether this monster's walk can matter to the goal at all: the haunt has rules for a
    monster coming into a room, or the goal is nearer with the monster standing somewhere
    else (tried by simply setting it down, which is cheap). Most haunts' monsters only
    hunt, and are spared the search."""
    assert state.haunt_script is not None
    if "monster_entered" in script_set(state).program(state.haunt_script).trigger_events():
        return True
    for tile in state.house.tiles:
        if tile.room != m.room:
            there = monster_rules.replace(state, attrs.evolve(m, room=tile.room))
            gap = goal_gap(there, side)
            if gap is not None and gap < now:
                return True
    return False


def _spare(m: MonsterState) -> MonsterState:
    return attrs.evolve(m, moves_left=max(m.moves_left, 2 * _SEARCH_DEPTH))


def _try(state: GameState, move: Action) -> GameState | None:
    try:
        return state.apply(move)
    except BetrayalError:  # a trial the rules refuse is simply not taken
        return None


def _room(state: GameState, ident: str) -> str | None:
    for m in state.monsters:
        if m.ident == ident:
            return m.room
    return None


def _still_moving(state: GameState, ident: str) -> bool:
    """Whether the walk can go on from here: the same monster is still the one to move,
    with no question or roll waiting."""
    return not state.frames and bool(state.turn.monsters) and bool(_moves_of(state, ident))


def _moves_of(state: GameState, ident: str) -> list[Action]:
    return [
        a
        for a in state.legal_actions()
        if a.kind is Kind.MONSTER and a.args[0] == ident and a.args[1] in ("move", "take")
    ]


def turn_end_rooms(state: GameState, player: int) -> frozenset[str]:
    """Rooms where ending the turn would set off one of the haunt's `turn_end` rules for
    ``player``'s side (the traitor ending a turn somewhere with something in hand, say):
    each room is tried with the player standing there, as the rule's `where` reads it. A
    rule that would go off wherever the turn ends (a bomb ticking after every turn of the
    traitor's) points nowhere, and gives no rooms."""
    if state.haunt_script is None or state.reveal is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    side = haunt.side_of(state, player)
    rules = [
        t
        for t in program.triggers
        if t.event == "turn_end" and t.side == side and t.where is not None and t.binds
    ]
    if not rules:
        return frozenset()
    me = state.explorers[player]
    ctx = Ctx(program.key, player, None, str(state.reveal.haunt))
    rooms = [tile.room for tile in state.house.tiles]
    found: set[str] = set()
    for rule in rules:
        assert rule.where is not None
        holds = set()
        for room in rooms:
            moved = attrs.evolve(me, room=room)
            there = state.evolve(
                explorers=(*state.explorers[:player], moved, *state.explorers[player + 1 :])
            )
            try:
                if evaluate(there, ctx, ((rule.binds[0], player),), rule.where):
                    holds.add(room)
            except ScriptError:
                continue
        if len(holds) < len(rooms):
            found |= holds
    return frozenset(found)
