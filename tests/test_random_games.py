"""Random legal games from random seeds: every invariant holds at every step."""

from __future__ import annotations

import attrs
from hypothesis import given
from hypothesis import strategies as st

from betrayal import TERMINAL, Game, Phase
from betrayal.agents import RandomAgent
from betrayal.core.rng import Stream
from betrayal.driver import play
from betrayal.testing import check_invariants

GAME = Game(edition="hoth2", players=4)
STEERED = 80  # steps chosen by hypothesis (so failures shrink); the rest follow a seed


@given(
    seed=st.integers(min_value=0, max_value=2**32),
    players=st.integers(min_value=3, max_value=6),
    data=st.data(),
)
def test_random_games_keep_every_invariant(seed: int, players: int, data: st.DataObject) -> None:
    game = GAME if players == 4 else Game(players=players)
    state = game.new_state(seed=seed)
    stream = Stream(seed)
    steps = 0
    while state.current_player() != TERMINAL:
        check_invariants(state)
        actions = state.legal_actions()
        assert actions, "only a finished game has no legal action"
        if steps < STEERED:
            action = actions[data.draw(st.integers(0, len(actions) - 1), label="choice")]
        else:
            action = actions[stream.below(len(actions))]
        after = state.apply(action)
        # Applying the same action to an equal state gives an equal state.
        assert attrs.evolve(state, _legal=None).apply(action) == after
        state = after
        steps += 1
        assert steps < 20_000, (
            "a game must reach its reveal: "
            f"omens {state.omens_drawn}, decks {[len(d) for d in state.decks]}, "
            f"stack {len(state.room_stack)}+{len(state.room_discards)}, bound {state.bound}, "
            f"rooms {[e.room for e in state.explorers]}, "
            f"last {[str(a) for a in state.history[-12:]]}"
        )
    check_invariants(state)
    assert state.phase is Phase.HAUNT and state.reveal is not None
    replayed = game.deserialize(game.serialize(state))
    assert replayed == state


def test_two_hundred_seeds_all_reach_a_reveal() -> None:
    haunts = set()
    for seed in range(200):
        final = play(GAME.new_state(seed=seed), [RandomAgent(seed + i) for i in range(4)])
        assert final.reveal is not None, seed
        check_invariants(final)
        haunts.add(final.haunt)
    # Random exploration reaches many different cells of the haunt chart.
    assert len(haunts) >= 30
