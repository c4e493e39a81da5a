"""An agent that looks ahead: determinised rollouts with the goal agent as the policy.

At a haunt-phase decision with a real choice, each candidate action (the goal agent's
pick and the first few others) is tried on copies of the game as this seat may know it
(:func:`seen_by`: the other side's secrets read as their starting values), with the dice
and draws to come re-drawn from a fresh seed for each playout, so that the search learns
nothing a player could not know. Every seat is then played by goal agents for a few
haunt turns, and each playout is scored for this seat's side (a win 1, a loss 0,
undecided 1/2). Another action replaces the goal agent's pick only when its mean beats
the pick's by a clear margin. A playout budget per decision bounds the work. Before the
reveal, inside a question and whenever search has nothing to add, the goal agent decides
alone.
"""

from __future__ import annotations

from betrayal.agents.goal_agent import GoalAgent
from betrayal.core import rng
from betrayal.core.actions import Action
from betrayal.core.rng import Stream
from betrayal.core.state import CHANCE, GameState, Phase
from betrayal.errors import BetrayalError
from betrayal.script.access import script_set
from betrayal.script.secrets import seen_by

#: Playouts per decision, shared among the candidate actions.
DEFAULT_PLAYOUTS = 12
#: Haunt turns each playout looks ahead before it is scored.
DEFAULT_HORIZON = 6
#: At most this many candidates are searched: the goal agent's pick and the first others.
MAX_CANDIDATES = 3
#: How much better (in mean playout score) another action must do to be preferred to the
#: goal agent's pick: with a few playouts, most undecided, smaller gaps are mostly noise.
MARGIN = 0.25
#: Steps a playout may take, whatever its turns: a bound on a playout that loops.
_MAX_STEPS = 600


class SearchAgent:
    """Plays for its seat's side by trying its options forward with goal agents."""

    def __init__(
        self,
        seed: int = 0,
        playouts: int = DEFAULT_PLAYOUTS,
        horizon: int = DEFAULT_HORIZON,
    ) -> None:
        self._seed = seed
        self._stream = Stream(seed ^ 0x5EA2C)
        self._policy = GoalAgent(seed)
        self.playouts = playouts
        self.horizon = horizon

    def act(self, state: GameState, player: int) -> Action:
        # The goal agent is asked every time, so its own stream moves as it would alone.
        preferred = self._policy.act(state, player)
        if state.phase is not Phase.HAUNT or state.frames or self.playouts <= 0:
            return preferred
        actions = state.legal_actions()
        if len(actions) < 2:
            return preferred
        candidates = [preferred, *(a for a in actions if a != preferred)][:MAX_CANDIDATES]
        view = seen_by(state, player)
        rounds = max(1, self.playouts // len(candidates))
        scores = [
            sum(self._playout(view, player, action) for _ in range(rounds)) / rounds
            for action in candidates
        ]
        best = max(range(len(candidates)), key=lambda i: (scores[i], -i))
        if scores[best] - scores[0] >= MARGIN:
            return candidates[best]
        return preferred

    def _playout(self, view: GameState, player: int, action: Action) -> float:
        """One determinised playout of ``action``: 1 won, 0 lost, 0.5 undecided."""
        seed = self._stream.below(2**31)
        state = view.evolve(rng=rng.seed_state(seed))
        # Imagined play is not play: triggers that fire here must not count as fired.
        with script_set(state).unobserved():
            try:
                state = state.apply(action)
                state = _roll_forward(state, seed, self.horizon)
            except (BetrayalError, LookupError):
                # The view is not a position the rules were written for (a secret token
                # missing from it, say): this playout is no evidence either way.
                return 0.5
        value = state.returns()[player]
        return (value + 1) / 2


def _roll_forward(state: GameState, seed: int, horizon: int) -> GameState:
    agents = [GoalAgent(seed * 31 + seat) for seat in range(state.players)]
    last = state.turn.number + horizon
    for _ in range(_MAX_STEPS):
        if state.is_terminal() or state.turn.number >= last:
            break
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else agents[player].act(state, player)
        state = state.apply(action)
    return state
