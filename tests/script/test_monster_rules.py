"""Language pieces grown for the haunts: monster rules (`cannot ...`), the
`monster_entered` event, and `+=` on a list variable."""

from __future__ import annotations

import pytest

from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.registry import MONSTER_CANNOT, TRIGGERS

CONTENT = load("hoth2")


def _haunt(members: str) -> str:
    return (
        f'language 1\nhaunt 900 "Probe" {{\n{members}\n'
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


@pytest.mark.parametrize("name", sorted(MONSTER_CANNOT))
def test_every_monster_rule_example_compiles_and_renders(name: str) -> None:
    rule = MONSTER_CANNOT[name]
    result = check_text(_haunt(rule.example), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    (monster,) = program.monsters
    assert monster.cannot == (name,)
    assert rule.english in "\n".join(render_program(program))


def test_an_unknown_monster_rule_is_reported() -> None:
    result = check_text(_haunt('monster imp "Imp" { traits speed 3; cannot fly }'), CONTENT)
    assert [d.code for d in result.errors] == ["E204"]


def test_the_monster_entered_example_compiles() -> None:
    example = TRIGGERS["monster_entered"].example
    text = _haunt(f'monster hound "Hound" {{ traits might 4 speed 3 }}\n{example}')
    result = check_text(text, CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    rendered = "\n".join(render_program(result.programs[0]))
    assert "When k moves into r" in rendered


def test_adding_to_a_list_variable_compiles_but_subtracting_does_not() -> None:
    ok = check_text(_haunt("var used: list<card> = []\nsetup { used += [axe] }"), CONTENT)
    assert not ok.errors, [d.format() for d in ok.errors]
    bad = check_text(_haunt("var used: list<card> = []\nsetup { used -= [axe] }"), CONTENT)
    assert [d.code for d in bad.errors] == ["E301"]
