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

from betrayal.agents.draws import pick
from betrayal.agents.explorer_turn import ExplorerTurn
from betrayal.agents.monster_turn import MonsterTurn
from betrayal.agents.prompts import answer
from betrayal.core.actions import Action
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

    def act(self, state: GameState, player: int) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase is not Phase.HAUNT:
            return pick(self._stream, actions)
        if state.frames:
            return answer(self._stream, state, player, actions)
        if self._stream.below(1000) < self._wander:
            return pick(self._stream, actions)
        # Plans are made on what this seat may know: another side's secrets stay hidden.
        view = seen_by(state, player)
        if state.turn.monsters:
            return self._monsters.move(view, actions)
        return self._explorer.move(view, player, actions)
