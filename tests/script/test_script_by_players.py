"""by_players(): the 3rd edition's {a/b/c/d} values, one per player count."""

from __future__ import annotations

import pytest

from betrayal import Game
from betrayal.content.loader import load
from betrayal.core.frames import Ctx
from betrayal.script.english import render_program
from betrayal.script.interpreter import evaluate
from betrayal.script.load import check_text

HAUNT = """language 1
haunt 962 "Counting Heads" {
  traitor revealer
  var needed: int = by_players(1, 5, 7, 9)
  heroes { win when needed == 0 }
  traitor { win when count(heroes) == 0 }
}
"""


@pytest.mark.parametrize(("players", "value"), [(3, 1), (4, 5), (5, 7), (6, 9)])
def test_each_player_count_reads_its_own_value(
    tmp_path_factory: pytest.TempPathFactory, players: int, value: int
) -> None:
    path = tmp_path_factory.mktemp("count") / "count.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    game = Game(players=players, scripts=[path])
    state = game.new_state(seed=2, haunt=962)

    program = game.scripts.program("haunt:962")
    (var,) = program.variables
    assert var.initial is not None
    assert evaluate(state, Ctx("haunt:962", 0, None, "962"), (), var.initial) == value


def test_it_reads_as_the_four_values() -> None:
    (program,) = check_text(HAUNT, load("hoth2")).programs
    text = "\n".join(render_program(program))
    assert "1, 5, 7 or 9 (for 3, 4, 5 or 6 players)" in text
