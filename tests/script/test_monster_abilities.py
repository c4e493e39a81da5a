"""Monster abilities: fixed lines in a haunt's monster declaration (``static NAME(args)``)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.content.loader import load
from betrayal.core.engine import run_pending
from betrayal.core.frames import RollDice
from betrayal.core.rules import combat
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES
from betrayal.testing import Scenario

CONTENT = load("hoth2")


def _haunt(monster_lines: str) -> str:
    return (
        'language 1\nhaunt 900 "Probe" {\n'
        f'  monster hound "Hound" {{ traits might 4 speed 3 sanity 2\n {monster_lines} }}\n'
        "  setup { spawn(hound, entrance_hall) }\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


@pytest.mark.parametrize("name", sorted(MONSTER_ABILITIES))
def test_every_ability_example_compiles_and_reads_in_english(name: str) -> None:
    result = check_text(_haunt(MONSTER_ABILITIES[name].example), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    (monster,) = program.monsters
    assert [a.name for a in monster.abilities] == [name]
    text = "\n".join(render_program(program))
    assert "Monster Hound: Might 4, Speed 3, Sanity 2; it " in text
    assert "{" not in text


def test_an_unknown_ability_is_reported_with_a_hint() -> None:
    result = check_text(_haunt("static atacks(mode: bonus, amount: 2)"), CONTENT)
    (error,) = result.errors
    assert error.code == "E202" and "attacks" in (error.hint or "")


def test_an_ability_takes_plain_values_only() -> None:
    result = check_text(_haunt("static attack_bonus(players)"), CONTENT)
    assert [d.code for d in result.errors] == ["E301"]


def test_an_attack_trait_the_monster_lacks_is_refused() -> None:
    result = check_text(_haunt("static attacks_with(knowledge)"), CONTENT)
    assert [d.code for d in result.errors] == ["E301"]
    assert "no knowledge" in result.errors[0].message


# A fan's haunt: a ghost with Might that strikes at the mind, and is stronger in its lair.
GHOST = """language 1
haunt 951 "The Lair" {
  traitor revealer
  monster ghost "Ghost" {
    traits might 2 speed 2 sanity 3
    static attacks_with(sanity)
  }
  static monster_trait(amount: 6, when: kind == ghost and room == foyer)
  setup { spawn(ghost, entrance_hall) }
  heroes { win when false }
  traitor { win when false }
}
"""


def _lair(tmp_path: Path, room: str) -> GameState:
    """Everyone in ``room`` with the ghost; the monster turn, its Speed rolled (blanks)."""
    path = tmp_path / "lair.haunt"
    path.write_text(GHOST)
    s = Game(players=3, scripts=[path]).new_state(seed=1, haunt=951)
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(3):
        sc.fresh(seat).at(seat, room)
    s = attrs.evolve(sc.build(), monsters=(MonsterState("ghost#1", "ghost", room),))
    assert s.traitor is not None
    turn = TurnState(player=s.traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    while s.is_chance_node():
        s = s.apply("die 0")
    return s


def test_a_monster_attacks_with_the_trait_its_ability_names(tmp_path: Path) -> None:
    s = _lair(tmp_path, "entrance_hall")
    hero = next(i for i in range(3) if i != s.traitor)
    s = s.apply(f"monster ghost#1 attack {hero}")
    roll = s.frames[-1]
    # Its Sanity 3, not its Might 2; the hero defends with Sanity too.
    assert isinstance(roll, RollDice) and roll.dice == 3
    assert getattr(s.frames[-2], "trait", None) is Trait.SANITY


def test_a_monsters_trait_may_depend_on_its_room(tmp_path: Path) -> None:
    s = _lair(tmp_path, "foyer")
    hero = next(i for i in range(3) if i != s.traitor)
    s = s.apply(f"monster ghost#1 attack {hero}")
    roll = s.frames[-1]
    assert isinstance(roll, RollDice) and roll.dice == 6  # in its lair
    assert combat.defence_dice(s, "ghost#1", Trait.MIGHT) == 6
