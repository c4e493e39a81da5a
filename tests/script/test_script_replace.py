"""`replace`: a rule that stands in for the step its event announces."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.testing import Scenario

STICKY = """language 1
haunt 961 "Sticky Floors" {
  traitor revealer
  var stuck: int = 0
  replace leaving(who, room) where room == foyer and not is_traitor(who) {
    stuck += 1
    lose(who, speed, 1)
  }
  heroes { win when not alive(traitor) }
  traitor { win when count(heroes) == 0 }
}
"""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    path: Path = tmp_path_factory.mktemp("replace") / "sticky.haunt"
    path.write_text(STICKY, encoding="utf-8")
    return Game(players=4, scripts=[path])


def _hero_in(game: Game, room: str) -> tuple[int, Scenario]:
    s = game.new_state(seed=3, haunt=961)
    assert s.phase is Phase.HAUNT and s.traitor is not None
    hero = (s.traitor + 1) % 4
    sc = Scenario(attrs.evolve(s, frames=())).at(hero, room).fresh(hero).turn(hero)
    return hero, sc


def test_the_replaced_step_does_not_happen_and_the_block_runs_instead(game: Game) -> None:
    hero, sc = _hero_in(game, "foyer")
    s = sc.build()
    speed = s.explorers[hero].position(Trait.SPEED)
    s = s.apply("move N")
    assert s.explorers[hero].room == "foyer"
    assert dict(s.script_vars)["haunt:961:stuck"] == 1
    assert s.explorers[hero].position(Trait.SPEED) == speed - 1


def test_where_the_condition_fails_the_step_goes_ahead(game: Game) -> None:
    hero, sc = _hero_in(game, "entrance_hall")
    s = sc.build().apply("move N")
    assert s.explorers[hero].room == "foyer"
    assert dict(s.script_vars).get("haunt:961:stuck", 0) == 0


def test_a_replacement_reads_as_the_step_called_off() -> None:
    result = check_text(STICKY, load("hoth2"))
    assert not result.diagnostics
    text = "\n".join(render_program(result.programs[0]))
    lines = text.splitlines()
    head = lines.index(
        "  When you try to leave a room, if the room is the Foyer and not (you are the traitor):"
    )
    assert lines[head + 1 : head + 4] == [
        "    the step does not happen",
        "    add 1 to stuck",
        "    you lose 1 Speed",
    ]
