"""An agent that plays a haunt to win, for any haunt script, with no haunt-specific code.

It reads the haunt the way a player reads their page: what its side's actions, rules and
win conditions say (``haunt_actions``, ``goals``, ``plans``, ``progress``), on the view of
the game its seat may know. This module only hands each decision to the policy that
answers it: a question in the middle of something to ``prompts``, the traitor's monster
turn to ``monster_turn``, an explorer's own turn to ``explorer_turn``; before the reveal
every choice is random. A small seeded share of random choices keeps games varied, so
that many games of one haunt do not all play alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from betrayal.agents.draws import pick
from betrayal.agents.explorer_turn import ExplorerTurn
from betrayal.agents.monster_turn import MonsterTurn
from betrayal.agents.prompts import answer
from betrayal.agents.walks import destination
from betrayal.core.actions import Action, Kind
from betrayal.core.rng import Stream
from betrayal.core.state import GameState, Phase
from betrayal.script.secrets import seen_by

# A haunt turn's decisions with no plan to follow are random this often (per thousand).
_WANDER = 60


class GoalAgent:
    """Plays for its seat's side using the haunt's own actions and win conditions."""

    def __init__(self, seed: int = 0, wander: int = _WANDER) -> None:
        # One stream for every policy: see ``betrayal.agents.draws``.
        self._stream = Stream(seed)
        self._wander = wander
        self._explorer = ExplorerTurn(self._stream)
        self._monsters = MonsterTurn(self._stream)
        # Where this seat stood at its last decision, and the room it stepped out of to
        # get there, with the turn: what a random step must not walk straight back into.
        self._trail: tuple[int, str, str | None] | None = None

    def act(self, state: GameState, player: int) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase is not Phase.HAUNT:
            return pick(self._stream, actions)
        self._note(state, player)
        if state.frames:
            return answer(self._stream, state, player, actions)
        if self._stream.below(1000) < self._wander:
            return pick(self._stream, self._onward(state, player, actions))
        # Plans are made on what this seat may know: another side's secrets stay hidden.
        view = seen_by(state, player)
        if state.turn.monsters:
            return self._monsters.move(view, actions)
        return self._explorer.move(view, player, actions)

    def _note(self, state: GameState, player: int) -> None:
        """Keeps the room ``player`` stepped out of to reach where they stand this turn."""
        if state.turn.monsters or state.turn.player != player:
            return
        here = state.explorers[player].room
        trail = self._trail
        if trail is None or trail[0] != state.turn.number:
            self._trail = (state.turn.number, here, None)
        elif trail[1] != here:
            self._trail = (state.turn.number, here, trail[1])

    def _onward(self, state: GameState, player: int, actions: Sequence[Action]) -> Sequence[Action]:
        """The actions for a random choice on ``player``'s own turn: any but a step back
        into the room they have just come from this turn (a random step undoing a planned
        one leaves an explorer dithering between two rooms)."""
        trail = self._trail
        if state.turn.monsters or trail is None or trail[0] != state.turn.number:
            return actions
        here, back = trail[1], trail[2]
        if back is None or here != state.explorers[player].room:
            return actions
        onward = [
            a
            for a in actions
            if a.kind not in (Kind.MOVE, Kind.TAKE) or destination(state, here, a) != back
        ]
        return onward or actions
