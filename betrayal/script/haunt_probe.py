"""The haunt's actions open to one player in positions imagined from the real one.

The goal agent asks which of the haunt's actions would open to a player standing in each
room of the house, holding each card still in a deck, with a monster moved: a thousand
imagined states a turn, each differing from the real state only in where explorers and
monsters stand, what they hold and what lies about. Much of what decides an action
reads none of what varies: who may use it (``who heroes``), its limit (the turn and the
game's flags) and the first tests of its condition (``where not boat_wrecked and
turn_number() > 2 and ...``; ``holds(actor, medallion)`` when only the rooms vary). A
:class:`HauntProbe` answers those once, for the real state, and asks each imagined
state only the rest, giving the same actions in the same order as
:meth:`ScriptSet.haunt_actions`.

An imagined state that differs from the real one in anything those answers may read
(the turn, the flags, the variables, the tokens, who is alive or on which side, and the
rooms or cards when the probe was not told they vary) is answered in full, so a probe is
never wrong, only slower.
"""

from __future__ import annotations

import attrs

from betrayal.core.actions import Action
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState
from betrayal.script import ir
from betrayal.script.interpreter import evaluate
from betrayal.script.program import Program
from betrayal.script.scripts import ScriptSet

# Built-ins that read only the players, who is alive, the sides, the phase and the omen
# count: none of them changes between a state and the positions imagined from it.
_STEADY_BUILTINS = frozenset(
    {
        "actor",
        "this",
        "holder",
        "players",
        "explorers",
        "heroes",
        "traitor",
        "haunt_started",
        "omens_drawn",
    }
)


ROOMS = "rooms"
"""Where the explorers stand."""
CARDS = "cards"
"""What the explorers hold."""
ANYTHING = frozenset({ROOMS, CARDS, "piles", "monsters"})
"""Every part of a position the agents imagine differently (the cards lying in rooms and
where monsters stand are read by no query below, so naming them changes nothing)."""

# The queries a probe may answer once, each with the parts of a position it reads (a
# query added here must read nothing else that an imagined position changes, or a probe
# would answer wrongly; each was read for this). The others may read anything.
_READS: dict[str, frozenset[str]] = {
    "turn_number": frozenset(),  # the turn
    "attack_spent": frozenset(),  # the turn
    "monster_turn": frozenset(),  # the turn
    "movement_left": frozenset(),  # the turn
    "moved_this_turn": frozenset(),  # the turn
    "alive": frozenset(),  # an explorer's being alive
    "traitors": frozenset(),  # the sides, who is alive, whether the traitor is hidden
    "count": frozenset(),  # its argument
    "has_token": frozenset(),  # the tokens lying in rooms
    "token_rooms": frozenset(),  # the tokens lying in rooms
    "carries": frozenset(),  # the tokens explorers carry
    "carried_count": frozenset(),  # the tokens explorers carry
    "room_of": frozenset({ROOMS}),
    "explorers_in": frozenset({ROOMS}),  # and who is alive
    "heroes_in": frozenset({ROOMS}),  # and who is alive, the traitor
    "holds": frozenset({CARDS}),
    "holder_of": frozenset({CARDS}),
}


def steady(
    expr: ir.Expr,
    program: Program,
    varies: frozenset[str] = ANYTHING,
    seen: frozenset[str] = frozenset(),
) -> bool:
    """Whether ``expr`` (a condition of one of ``program``'s actions, where the only local
    name is the actor) reads nothing of what ``varies`` between imagined positions: only
    constants, the built-ins and the queries above and the haunt's variables (whose first
    values must be steady too, as an unset variable is read from its first value)."""
    if isinstance(expr, ir.Const | ir.Local):
        return True
    if isinstance(expr, ir.Builtin):
        return expr.name in _STEADY_BUILTINS
    if isinstance(expr, ir.Global):
        if expr.name in seen:
            return False
        var = next((v for v in program.variables if v.name == expr.name), None)
        if var is None or var.initial is None:
            return var is not None
        return steady(var.initial, program, varies, seen | {expr.name})
    parts: tuple[ir.Expr, ...]
    if isinstance(expr, ir.Binary):
        parts = (expr.left, expr.right)
    elif isinstance(expr, ir.Not | ir.Negate):
        parts = (expr.operand,)
    elif isinstance(expr, ir.Cond):
        parts = (expr.condition, expr.then, expr.otherwise)
    elif isinstance(expr, ir.ListOf):
        parts = expr.items
    elif isinstance(expr, ir.Query):
        reads = _READS.get(expr.name)
        if reads is None or reads & varies:
            return False
        parts = expr.args
    else:
        return False  # a roll's total: may read anything
    return all(steady(e, program, varies, seen) for e in parts)


def _conjuncts(expr: ir.Expr) -> list[ir.Expr]:
    """``a and b and c`` as ``[a, b, c]``, in the order they are asked."""
    if isinstance(expr, ir.Binary) and expr.op is ir.Op.AND:
        return [*_conjuncts(expr.left), *_conjuncts(expr.right)]
    return [expr]


class HauntProbe:
    """The haunt's actions open to ``player`` in states imagined from ``state``, which
    differ from it in ``varies`` (the parts named above) and in nothing else the
    screening reads; one that differs in more is asked in full."""

    def __init__(
        self,
        scripts: ScriptSet,
        state: GameState,
        player: int,
        varies: frozenset[str] = ANYTHING,
    ) -> None:
        self._scripts = scripts
        self._state = state
        self._player = player
        self._varies = varies
        self._env: tuple[tuple[str, object], ...] = (("actor", player),)
        self._kept = self._keeps(state)
        self._open: list[_Screened] = []
        self._program: Program | None = None
        key = state.haunt_script
        if key is None or state.reveal is None:
            return
        program = self._program = scripts.program(key)
        self._ctx = Ctx(program.key, player, None, str(state.reveal.haunt))
        for action in program.actions:
            if action.who is None:
                continue  # nobody's (see ScriptSet.haunt_actions)
            screened = self._screen(state, program, action)
            if screened is not None:
                self._open.append(screened)

    def _screen(self, state: GameState, program: Program, action: ir.ActionIR) -> _Screened | None:
        """None when ``action`` is open in no imagined state, else what is left to ask of
        each. Only what the state answers as every imagined state would is asked, in the
        order the action asks it; an error leaves all the asking to each imagined state,
        where it is raised as before."""
        assert action.who is not None
        unscreened = _Screened(action, rest=None)
        if not steady(action.who, program, self._varies):
            return unscreened
        parts = [] if action.where is None else _conjuncts(action.where)
        try:
            if not _allows(evaluate(state, self._ctx, self._env, action.who), self._player):
                return None
            if not self._scripts.within_limit(state, program, action, self._player):
                return None
            while parts and steady(parts[0], program, self._varies):
                if not evaluate(state, self._ctx, self._env, parts[0]):
                    return None
                parts.pop(0)
        except Exception:  # raised again, by the first imagined state that asks
            return unscreened
        return _Screened(action, rest=tuple(parts))

    def _keeps(self, state: GameState) -> tuple[object, ...]:
        """What of the explorers a screened answer may have read, besides ``varies``."""
        rooms, cards = ROOMS not in self._varies, CARDS not in self._varies
        return tuple(
            (e.alive, e.room if rooms else None, e.cards if cards else None)
            for e in state.explorers
        )

    def _comparable(self, there: GameState) -> bool:
        """Whether ``there`` keeps everything the screening read from the real state."""
        here = self._state
        return (
            there.turn is here.turn
            and there.tokens is here.tokens
            and there.carried is here.carried
            and there.flags is here.flags
            and there.script_vars is here.script_vars
            and there.reveal is here.reveal
            and there.haunt_script == here.haunt_script
            and there.traitor == here.traitor
            and there.traitor_hidden == here.traitor_hidden
            and there.turned == here.turned
            and there.phase is here.phase
            and there.omens_drawn == here.omens_drawn
            and there.players == here.players
            and self._keeps(there) == self._kept
        )

    def offers(self, there: GameState) -> list[Action]:
        """``ScriptSet.haunt_actions(there, player)``, asking only what the screening left."""
        if not self._comparable(there):
            return self._scripts.haunt_actions(there, self._player)
        program = self._program
        if program is None:
            return []
        scripts, ctx, env, player = self._scripts, self._ctx, self._env, self._player
        found: list[Action] = []
        for screened in self._open:
            action = screened.action
            if screened.rest is None:
                assert action.who is not None
                if not _allows(evaluate(there, ctx, env, action.who), player):
                    continue
                if not scripts.within_limit(there, program, action, player):
                    continue
                found.extend(scripts.offers_where(there, ctx, program, action))
                continue
            # ``a and b`` asks ``a`` first and stops when it is false: so do these.
            if all(evaluate(there, ctx, env, part) for part in screened.rest):
                found.extend(scripts.offers_chosen(there, ctx, program, action))
        return found

    def blind_to(self, part: str) -> bool:
        """Whether every imagined position gets the same answer whatever its ``part``
        (``CARDS``, say) is: nothing left to ask of them reads it."""
        program = self._program
        if program is None:
            return True
        varies = frozenset({part})
        for screened in self._open:
            action = screened.action
            tests = [action.who, action.where] if screened.rest is None else [*screened.rest]
            tests += [e for choice in action.choices for e in (choice.source, choice.where)]
            if not all(e is None or steady(e, program, varies) for e in tests):
                return False
        return True

    @property
    def hopeless(self) -> bool:
        """Whether no imagined state that keeps what the screening read (every state the
        agents imagine) can offer the player any of the haunt's actions."""
        return self._program is None or not self._open


@attrs.frozen
class _Screened:
    """One of the haunt's actions that an imagined state may still offer."""

    action: ir.ActionIR
    rest: tuple[ir.Expr, ...] | None
    """The tests of its condition still to ask, in order; None: its ``who``, its limit
    and its whole condition are still to ask."""


def _allows(who: object, player: int) -> bool:
    """Whether a ``who`` value names ``player`` (as ScriptSet._may reads it)."""
    if isinstance(who, tuple):
        return player in who
    if isinstance(who, bool):
        return who
    return who == player
