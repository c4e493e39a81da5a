"""Every combination of the statics that steer a monster's steps still leaves the
monster a legal action: whatever the rules ask, a game plays on to its end.

A monster under a chase and a sought room at once, seeing a hero the other way, used to
have no step it could take and no leave to stop, and the game died in the agent."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from betrayal import Game, Phase
from betrayal.agents import GoalAgent, RandomAgent
from betrayal.agents.base import Agent
from betrayal.core.actions import Action, Kind
from betrayal.core.state import GameState
from betrayal.driver import play

STEERING = {
    "chase": "static chase_in_sight(when: kind == hound)",
    "seek": "static seek_rooms(rooms: [upper_landing], when: kind == hound)",
    "hunt": "static hunt(target: left_of(revealer()), when: kind == hound)",
    "path": "static walk_path(turns: [1, 0, 3, 2], when: kind == hound)",
}
COMBINATIONS = [
    combo
    for size in range(2, len(STEERING) + 1)
    for combo in itertools.combinations(sorted(STEERING), size)
]
TEMPLATE = """language 1
haunt 960 "Pulled Every Way" {{
  traitor revealer
  monster hound "Hound" {{ traits might 3 speed 4 sanity 3 }}
  var rounds: int = 0
  setup {{
    spawn(hound, reveal_room())
    spawn(hound, entrance_hall)
    face_monsters(hound, entrance_hall, foyer)
  }}
  {statics}
  on turn_end(who) where who == traitor {{ rounds += 1 }}
  heroes {{ win when rounds >= 8 }}
  traitor {{ win when count(heroes) == 0 }}
}}
"""


def _haunt(tmp_path: Path, combo: tuple[str, ...]) -> Path:
    path = tmp_path / f"steer_{'_'.join(combo)}.haunt"
    statics = "\n  ".join(STEERING[name] for name in combo)
    path.write_text(TEMPLATE.format(statics=statics), encoding="utf-8")
    return path


@pytest.mark.parametrize("combo", COMBINATIONS, ids=["+".join(c) for c in COMBINATIONS])
def test_a_monster_under_several_steering_rules_always_has_a_legal_action(
    tmp_path: Path, combo: tuple[str, ...]
) -> None:
    path = _haunt(tmp_path, combo)
    game = Game(players=4, scripts=[path])
    for seed, kind in ((0, GoalAgent), (1, RandomAgent)):
        start = game.new_state(seed=seed, haunt=path)
        assert start.phase is Phase.HAUNT
        agents: list[Agent] = [kind(seed * 4 + seat) for seat in range(4)]
        hound_moves = 0

        def watch(before: GameState, action: Action, after: GameState) -> None:
            nonlocal hound_moves
            if after.turn.monsters and after.phase is not Phase.OVER:
                assert after.legal_actions(), f"{combo}: no legal action after {action}"
            hound_moves += action.kind is Kind.MONSTER and action.args[1] != "done"

        final = play(start, agents, on_step=watch)
        assert final.phase is Phase.OVER, combo
        assert final.winner in {"heroes", "traitor"}
        assert hound_moves > 0, "the hounds never acted: the test would prove nothing"
