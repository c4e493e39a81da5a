"""Random legal games from random seeds: every invariant holds at every step."""

from __future__ import annotations

import attrs
from hypothesis import given
from hypothesis import strategies as st

from betrayal import CHANCE, TERMINAL, Game, Phase
from betrayal.agents import RandomAgent
from betrayal.core.rng import Stream
from betrayal.core.state import GameState
from betrayal.testing import check_invariants

GAME = Game(edition="hoth2", players=4)
STEERED = 80  # steps chosen by hypothesis (so failures shrink); the rest follow a seed
# Turns played past the reveal: a scripted haunt's set-up and first turns are checked here
# too; the haunts themselves are played out in tests/haunts_hoth2.
HAUNT_TURNS = 8


def _going_on(state: GameState, reveal_turn: int | None) -> bool:
    if state.current_player() == TERMINAL:
        return False
    return reveal_turn is None or state.turn.number - reveal_turn < HAUNT_TURNS


@given(
    seed=st.integers(min_value=0, max_value=2**32),
    players=st.integers(min_value=3, max_value=6),
    rules=st.sampled_from([("hoth2", "hoth2"), ("hoth2", "hoth3"), ("hoth3", "hoth3")]),
    data=st.data(),
)
def test_random_games_keep_every_invariant(
    seed: int, players: int, rules: tuple[str, str], data: st.DataObject
) -> None:
    # The 3rd edition's rules (critical traits, buried tiles, the last omen, cards held
    # a turn) are played on the 2nd edition's box and on the 3rd edition's own.
    edition, ruleset = rules
    if (players, edition, ruleset) == (4, "hoth2", "hoth2"):
        game = GAME
    else:
        game = Game(edition=edition, players=players, ruleset=ruleset)
    state = game.new_state(seed=seed)
    stream = Stream(seed)
    steps = 0
    reveal_turn: int | None = None
    while _going_on(state, reveal_turn):
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
        if reveal_turn is None and state.reveal is not None:
            reveal_turn = state.turn.number
        assert steps < 20_000, (
            "a game must reach its reveal: "
            f"omens {state.omens_drawn}, decks {[len(d) for d in state.decks]}, "
            f"stack {len(state.room_stack)}+{len(state.room_discards)}, bound {state.bound}, "
            f"rooms {[e.room for e in state.explorers]}, "
            f"last {[str(a) for a in state.history[-12:]]}"
        )
    check_invariants(state)
    assert state.reveal is not None
    # Play stops at the reveal of a haunt with no script; a scripted one goes on (and may
    # already be won).
    assert state.phase is Phase.HAUNT or state.winner is not None
    replayed = game.deserialize(game.serialize(state))
    assert replayed == state


def test_two_hundred_seeds_all_reach_a_reveal() -> None:
    haunts = set()
    for seed in range(200):
        agents = [RandomAgent(seed + i) for i in range(4)]
        final = GAME.new_state(seed=seed)
        while final.phase is Phase.EXPLORATION:
            player = final.current_player()
            action = (
                final.sample_chance() if player == CHANCE else agents[player].act(final, player)
            )
            final = final.apply(action)
        assert final.reveal is not None, seed
        check_invariants(final)
        haunts.add(final.haunt)
    # Random exploration reaches many different cells of the haunt chart.
    assert len(haunts) >= 30
