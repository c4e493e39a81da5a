"""Monster abilities: fixed lines in a haunt's monster declaration (``static NAME(args)``)."""

from __future__ import annotations

import pytest

from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES

CONTENT = load("hoth2")


def _haunt(monster_lines: str) -> str:
    return (
        'language 1\nhaunt 900 "Probe" {\n'
        f'  monster hound "Hound" {{ traits might 4 speed 3\n {monster_lines} }}\n'
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
    assert "Monster Hound: Might 4, Speed 3; it " in text
    assert "{" not in text


def test_an_unknown_ability_is_reported_with_a_hint() -> None:
    result = check_text(_haunt("static atack_bonus(2)"), CONTENT)
    (error,) = result.errors
    assert error.code == "E202" and "attack_bonus" in (error.hint or "")


def test_an_ability_takes_plain_values_only() -> None:
    result = check_text(_haunt("static attack_bonus(players)"), CONTENT)
    assert [d.code for d in result.errors] == ["E301"]
