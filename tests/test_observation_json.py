"""What a seat may see is JSON data, at every step of every haunt.

``state.observation(seat)`` is what an agent, a web client or a log is handed; the API
promises it is ready for ``json.dumps``. Random games of all fifty haunts, from their
reveal, turn a seat's observation (each seat in turn) into JSON and back at every step,
and check that no private cache of the state leaks into it.
"""

from __future__ import annotations

import json

import pytest

from betrayal import CHANCE, Game
from betrayal.agents import RandomAgent
from betrayal.core.state import GameState

GAME = Game(players=4)
STEPS = 150  # steps per game after the reveal: set-up, rolls, choices and a few turns


def _seen_as_json(state: GameState, seat: int) -> None:
    view = state.observation(seat)
    text = json.dumps(view)  # raises on an enum, an object or a set
    again = json.loads(text)
    assert again.keys() == view.keys()
    assert not any(key.startswith("_") for key in again), sorted(again)


@pytest.mark.parametrize("haunt", range(1, 51))
def test_every_observation_of_a_random_haunt_game_is_json(haunt: int) -> None:
    state = GAME.new_state(seed=haunt, haunt=haunt)
    agents = [RandomAgent(haunt * 10 + seat) for seat in range(4)]
    for step in range(STEPS):
        seat = step % state.players  # each seat in turn: their views differ
        _seen_as_json(state, seat)
        # Asking for the legal actions fills the state's caches: they must stay hidden.
        state.legal_actions()
        _seen_as_json(state, seat)
        if state.is_terminal():
            break
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else agents[player].act(state, player)
        state = state.apply(action)


def test_a_pending_choice_of_traits_is_shown_by_their_names() -> None:
    # A script asks which trait to raise: the options are Trait members in the state.
    from betrayal.core.frames import ScriptChoice
    from betrayal.core.traits import Trait

    state = GAME.new_state(seed=1)
    frame = ScriptChoice(0, (Trait.MIGHT, Trait.SPEED), ("might", "speed"))
    state = state.evolve(frames=(*state.frames, frame))
    (shown,) = state.observation(0)["frames"]
    assert shown["options"] == ["might", "speed"]
    json.dumps(state.observation(1))
