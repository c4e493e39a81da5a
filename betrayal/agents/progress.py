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
from betrayal.core.frames import Ctx, Env
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


def _gap(
    state: GameState, ctx: Ctx, expr: ir.Expr, env: Env = (), counts_only: bool = False
) -> int:
    """How far ``expr`` is from holding: a comparison of numbers by how far apart they
    are, anything else 0 or 1 (or, ``counts_only``, 0: only the counts are measured)."""
    if isinstance(expr, ir.Binary):
        if expr.op in (ir.Op.AND, ir.Op.OR):
            left = _gap(state, ctx, expr.left, env, counts_only)
            right = _gap(state, ctx, expr.right, env, counts_only)
            return left + right if expr.op is ir.Op.AND else min(left, right)
        if expr.op in _ORDERED:
            left_value = evaluate(state, ctx, env, expr.left)
            right_value = evaluate(state, ctx, env, expr.right)
            if _counts(left_value) and _counts(right_value):
                assert isinstance(left_value, int) and isinstance(right_value, int)
                return _ORDERED[expr.op](left_value, right_value)
    if counts_only:
        return 0
    return 0 if evaluate(state, ctx, env, expr) else 1


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


def _turn_end_rules(state: GameState, player: int) -> list[ir.TriggerIR]:
    """The haunt's `turn_end` rules for ``player``'s side that read where the turn ends."""
    if state.haunt_script is None or state.reveal is None:
        return []
    program = script_set(state).program(state.haunt_script)
    side = haunt.side_of(state, player)
    return [
        t
        for t in program.triggers
        if t.event == "turn_end" and t.side == side and t.where is not None and t.binds
    ]


def _rule_gap(
    state: GameState, ctx: Ctx, rule: ir.TriggerIR, player: int, counts_only: bool = False
) -> int | None:
    assert rule.where is not None
    try:
        return _gap(state, ctx, rule.where, ((rule.binds[0], player),), counts_only)
    except ScriptError:
        return None


def turn_end_gap(state: GameState, player: int) -> int | None:
    """How far the nearest of the haunt's `turn_end` rules for ``player``'s side is from
    going off if ``player`` ended the turn now (0: it would), or None with no such rule."""
    rules = _turn_end_rules(state, player)
    if not rules:
        return None
    assert state.haunt_script is not None and state.reveal is not None
    program = script_set(state).program(state.haunt_script)
    ctx = Ctx(program.key, player, None, str(state.reveal.haunt))
    gaps = [g for rule in rules if (g := _rule_gap(state, ctx, rule, player)) is not None]
    return min(gaps) if gaps else None


def turn_end_rooms(state: GameState, player: int) -> frozenset[str]:
    """Rooms where ending the turn would set off one of the haunt's `turn_end` rules for
    ``player``'s side (the traitor ending a turn somewhere with something in hand, say):
    each room is tried with the player standing there, as the rule's `where` reads it. A
    rule that would go off wherever the turn ends (a bomb ticking after every turn of the
    traitor's) points nowhere, and gives no rooms. A rule that holds nowhere yet, but
    whose `where` is a count that the player's standing somewhere brings nearer (one more
    Flame in the Chapel, carried there), points at the rooms that bring it nearest."""
    rules = _turn_end_rules(state, player)
    if not rules:
        return frozenset()
    assert state.haunt_script is not None and state.reveal is not None
    program = script_set(state).program(state.haunt_script)
    me = state.explorers[player]
    ctx = Ctx(program.key, player, None, str(state.reveal.haunt))
    rooms = [tile.room for tile in state.house.tiles]
    found: set[str] = set()
    for rule in rules:
        holds: set[str] = set()
        # Only the rule's counts are measured for rooms that bring it nearer: a yes or no
        # the player's standing cannot change (holding the Spray) is no nearer anywhere.
        counts: dict[str, int] = {}
        for room in rooms:
            moved = attrs.evolve(me, room=room)
            there = state.evolve(
                explorers=(*state.explorers[:player], moved, *state.explorers[player + 1 :])
            )
            if _rule_gap(there, ctx, rule, player) == 0:
                holds.add(room)
            count = _rule_gap(there, ctx, rule, player, counts_only=True)
            if count is not None:
                counts[room] = count
        if holds and len(holds) < len(rooms):
            found |= holds
        elif not holds and counts:
            least = min(counts.values())
            nearer = {room for room, gap in counts.items() if gap == least}
            if len(nearer) < len(counts):
                found |= nearer
    return frozenset(found)
