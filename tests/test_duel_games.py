"""The test haunt played out from random seeds: it ends, one side wins, nothing breaks."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given, reject
from hypothesis import strategies as st

from betrayal import TERMINAL, Game, Phase
from betrayal.agents import RandomAgent
from betrayal.core.rng import Stream
from betrayal.driver import StepLimitReached, play
from betrayal.errors import BetrayalError
from betrayal.testing import check_invariants

DUEL = Path(__file__).parent / "haunts" / "duel.haunt"
GAME = Game(players=4, scripts=[DUEL])
TURN_CAP = 100_000  # steps; a game that reaches it is reported, not passed


@given(seed=st.integers(min_value=0, max_value=2**32), data=st.data())
def test_duel_playouts_keep_every_invariant(seed: int, data: st.DataObject) -> None:
    try:
        state = GAME.new_state(seed=seed % 10_000, haunt=900)
    except BetrayalError as e:
        # A few seeds shut every explorer in a sealed basement before the haunt, which
        # the rules give no way out of (test_a_house_that_can_never_reach_its_haunt_is_reported).
        assert "did not reach a haunt" in str(e)
        reject()
    stream = Stream(seed)
    steps = 0
    while state.current_player() != TERMINAL:
        check_invariants(state)
        actions = state.legal_actions()
        if steps < 60:
            action = actions[data.draw(st.integers(0, len(actions) - 1), label="choice")]
        else:
            action = actions[stream.below(len(actions))]
        state = state.apply(action)
        steps += 1
        assert steps < TURN_CAP, "the haunt must end"
    check_invariants(state)
    assert state.phase is Phase.OVER and state.winner in ("heroes", "traitor")
    assert sorted(state.returns()) != [0.0] * 4
    assert GAME.deserialize(GAME.serialize(state)) == state


def test_five_hundred_seeds_play_to_a_winner() -> None:
    winners: Counter[str] = Counter()
    for seed in range(500):
        start = GAME.new_state(seed=seed, haunt=900)
        try:
            final = play(start, [RandomAgent(seed * 4 + i) for i in range(4)], max_steps=TURN_CAP)
        except StepLimitReached:  # pragma: no cover - reported by the assertion below
            winners["turn cap"] += 1
            continue
        check_invariants(final)
        assert all(not e.cards for e in final.explorers if not e.alive)
        winners[final.winner or "nobody"] += 1
    assert winners["turn cap"] == 0, winners
    assert winners["heroes"] > 0 and winners["traitor"] > 0, winners
    assert winners["heroes"] + winners["traitor"] == 500, winners


def test_a_house_that_can_never_reach_its_haunt_is_reported() -> None:
    # Seed 1090's random explorers all end up in a basement with no open doorway while the
    # Stairs from Basement are still in the stack: no omen can be found again, and the 2nd
    # edition's rules give explorers (unlike monsters) no way up. Starting at a haunt says
    # so rather than playing for ever.
    import pytest

    with pytest.raises(BetrayalError, match="seed 1090: the exploration did not reach a haunt"):
        GAME.new_state(seed=1090, haunt=900)
