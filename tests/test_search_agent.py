"""The search agent: legal, repeatable choices, and a line-up that plays a haunt out."""

from __future__ import annotations

from pathlib import Path

from betrayal import Game
from betrayal.agents.search_agent import SearchAgent
from betrayal.core.state import CHANCE, GameState
from betrayal.simulate import AGENTS, play_haunt

DUEL = Path(__file__).parent / "haunts" / "duel.haunt"


def choices(game: Game, seed: int, decisions: int) -> tuple[list[str], GameState]:
    state = game.new_state(seed=seed, haunt=900)
    agents = [SearchAgent(seed * 31 + seat, playouts=2, horizon=2) for seat in range(4)]
    taken: list[str] = []
    while len(taken) < decisions and not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state = state.apply(state.sample_chance())
            continue
        action = agents[player].act(state, player)
        assert action in state.legal_actions()
        taken.append(str(action))
        state = state.apply(action)
    return taken, state


def test_search_agents_pick_legal_actions_and_the_same_ones_for_the_same_seed() -> None:
    game = Game(players=4, scripts=[DUEL])
    first, end = choices(game, 3, 12)
    again, end_again = choices(game, 3, 12)
    assert first == again and end == end_again
    assert len(first) == 12 or end.is_terminal()


def test_a_search_line_up_plays_a_haunt_to_its_end() -> None:
    game = Game(players=4, scripts=[DUEL])
    summary, final = play_haunt(game, 900, 2, agents=AGENTS["search-heroes"], turn_cap=12)
    assert summary.hit_cap or final.is_terminal()
    assert summary.error is None and summary.steps > 0
