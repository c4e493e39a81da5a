"""The statics and monster abilities that a family with a mode replaced
(betrayal/script/retired_standing.py): an old file still means exactly what it meant, a
current file is told the replacement, `betrayal upgrade` writes it out, and each mode of a
family is its own rule (the engine never mixes one mode's rules into another's)."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.content.loader import load
from betrayal.core.state import GameState
from betrayal.editor.upgrade import upgrade_text
from betrayal.script import expansion, retired_standing
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES
from betrayal.script.program import Program
from betrayal.script.registry import all_primitives
from betrayal.script.retired import RETIRED, RetiredKind
from betrayal.script.statics import STATICS
from betrayal.script.types import Base, Type
from betrayal.testing import Scenario

CONTENT = load("hoth2")
# A value of each type that any of the old statics' or abilities' parameters took.
SAMPLE = {
    Base.BOOL: "true",
    Base.INT: "2",
    Base.TRAIT: "speed",
    Base.EXPLORER: "left_of(revealer())",
    Base.ROOM: "chapel",
}
LIST_SAMPLE = {Base.INT: "[1, 0, 3]", Base.ROOM: "[chapel, crypt]"}


def _ours(kind: RetiredKind) -> list[str]:
    all_primitives()  # loads the library, and with it the retired names
    return [n for n in retired_standing.NAMES if RETIRED[n].kind is kind]


def _sample(param_type: Type) -> str:
    if param_type.base is Base.LIST:
        assert param_type.element is not None
        return LIST_SAMPLE[param_type.element.base]
    return SAMPLE[param_type.base]


def _old_use(name: str) -> tuple[str, dict[str, str | None]]:
    """A use of the retired name with a sample for each argument, and those arguments."""
    entry = RETIRED[name]
    args: dict[str, str | None] = {}
    for param in entry.params:
        args[param.name] = (
            _condition(entry.template) if param.name == "when" else _sample(param.type)
        )
    written = ", ".join(f"{k}: {v}" for k, v in args.items())
    return f"{name}({written})", args


def _condition(template: str) -> str:
    """A `when:` that reads a name the replacement's mode gives (any name it may read)."""
    family, rest = template.split("(", 1)
    spec = STATICS.get(family)
    if spec is None:
        return "true"
    word = rest.split("mode: ", 1)[1].split(",", 1)[0].rstrip(")")
    binds = spec.binds_for(word)
    return f"{binds[0][0]} == {binds[0][0]}" if binds else "true"


def _haunt(language: int, static: str = "", ability: str = "") -> str:
    return (
        f'language {language}\nhaunt 901 "Probe" {{\n  traitor revealer\n'
        f'  token seal "Seal"\n'
        f'  monster hound "Hound" {{\n    traits might 4 speed 3 sanity 3\n    {ability}\n  }}\n'
        f"  {static}\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


def _text(name: str, language: int, use: str) -> str:
    if RETIRED[name].kind is RetiredKind.ABILITY:
        return _haunt(language, ability=f"static {use}")
    return _haunt(language, static=f"static {use}")


def _program(text: str) -> Program:
    result = check_text(text, CONTENT, "probe.haunt")
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    return program


def _static_reads(program: Program) -> list[tuple[object, ...]]:
    # Everything a static is, but where it was written.
    return [(s.name, s.mode, s.amount.english(), s.when.english()) for s in program.statics]


STANDING = _ours(RetiredKind.STATIC) + _ours(RetiredKind.ABILITY)


def test_the_retirements_cover_statics_and_abilities() -> None:
    assert len(_ours(RetiredKind.STATIC)) == 28 and len(_ours(RetiredKind.ABILITY)) == 8


@pytest.mark.parametrize("name", STANDING)
def test_a_retired_name_is_gone_and_says_what_replaced_it(name: str) -> None:
    entry = RETIRED[name]
    assert entry.since == 3 and entry.why
    assert name not in STATICS and name not in MONSTER_ABILITIES
    family = entry.template.split("(", 1)[0]
    assert family in (STATICS if entry.kind is RetiredKind.STATIC else MONSTER_ABILITIES)
    assert family in entry.why


@pytest.mark.parametrize("name", STANDING)
def test_an_old_file_means_what_the_replacement_says(name: str) -> None:
    use, args = _old_use(name)
    replacement = expansion.replacement_text(RETIRED[name], args)
    old = _program(_text(name, 1, use))
    new = _program(_text(name, 3, replacement))
    assert _static_reads(old) == _static_reads(new)
    assert old.monsters == new.monsters
    # `betrayal explain` says the same of both.
    assert render_program(old) == render_program(new)


@pytest.mark.parametrize("name", STANDING)
def test_a_current_file_is_told_the_replacement(name: str) -> None:
    use, args = _old_use(name)
    replacement = expansion.replacement_text(RETIRED[name], args)
    result = check_text(_text(name, 3, use), CONTENT, "probe.haunt")
    (error,) = result.errors
    assert error.code == "E210"
    assert f"`{use}` was retired in language 3: write `{replacement}`" == error.message


@pytest.mark.parametrize("name", STANDING)
def test_upgrade_writes_the_replacement(name: str) -> None:
    use, args = _old_use(name)
    replacement = expansion.replacement_text(RETIRED[name], args)
    result = upgrade_text(_text(name, 1, use), "probe.haunt")
    assert result.text is not None, [d.format() for d in result.diagnostics]
    assert f"static {replacement}" in result.text and f"static {name}(" not in result.text
    assert result.text.startswith("language 3")
    _program(result.text)


def test_an_ability_left_at_its_default_is_upgraded_with_the_default() -> None:
    result = upgrade_text(_haunt(1, ability="static through_walls()"), "probe.haunt")
    assert result.text is not None
    assert "static moves(mode: through_walls, fallen: false)" in result.text


# ----- the families themselves ----------------------------------------------------------------

MODES = [(name, mode.word) for name, spec in STATICS.items() for mode in spec.modes]


@pytest.mark.parametrize(("family", "word"), MODES)
def test_each_mode_has_an_example_that_reads_as_that_mode(family: str, word: str) -> None:
    mode = STATICS[family].mode(word)
    assert mode is not None
    # A rule about a card's holder sits on a card; one about monsters, in a haunt.
    if "holder" in mode.example:
        program = _program(f'language 3\nitem candle "Candle" {{ {mode.example} }}\n')
    else:
        program = _program(_haunt(3, static=mode.example))
    (static,) = program.statics
    assert (static.name, static.mode) == (family, word)
    page = "\n".join(render_program(program))
    opening = mode.english.split("{")[0].strip()
    assert opening in page and "{" not in page and "?" not in page, page


def test_a_family_mode_left_out_is_its_default() -> None:
    program = _program(_haunt(3, static="static reduce_damage(amount: 1, when: true)"))
    assert [s.mode for s in program.statics] == ["by"]


@pytest.mark.parametrize(
    ("static", "problem"),
    [
        ("movement(amount: 1, when: true)", "missing its 'mode' argument"),
        ("movement(mode: cost, when: true)", "movement(mode: cost) is missing its 'amount'"),
        ("movement(mode: barred, amount: 2, when: true)", "does not read 'amount'"),
        ("monster_moves(mode: hunts, rooms: [chapel], when: true)", "does not read 'rooms'"),
        ("movement(mode: sideways, when: true)", "unknown mode 'sideways'"),
        ("silence(mode: card, when: room == chapel)", "room"),
    ],
)
def test_a_family_written_wrong_is_told_what_its_mode_wants(static: str, problem: str) -> None:
    result = check_text(_haunt(3, static=f"static {static}"), CONTENT, "probe.haunt")
    assert result.errors, static
    assert any(problem in d.message for d in result.errors), [d.format() for d in result.errors]


@pytest.mark.parametrize(
    ("ability", "problem"),
    [
        ("attacks(mode: bonus)", "attacks(mode: bonus) is missing its 'amount'"),
        ("attacks(mode: each, amount: 2)", "does not read 'amount'"),
        ("moves(mode: explores, fallen: true)", "does not read 'fallen'"),
        ("attacks(mode: with, trait: knowledge)", "no knowledge to attack with"),
    ],
)
def test_an_ability_written_wrong_is_told_what_its_mode_wants(ability: str, problem: str) -> None:
    result = check_text(_haunt(3, ability=f"static {ability}"), CONTENT, "probe.haunt")
    assert any(problem in d.message for d in result.errors), [d.format() for d in result.errors]


# One rule of each mode, each with its own value, all live at once.
EVERY_MODE = """language 3
haunt 902 "Every Mode" {
  traitor revealer
  monster hound "Hound" { traits might 4 speed 3 }
  static extra_dice(amount: 1, when: true)
  static extra_dice(mode: monster_attack, amount: 2, when: true)
  static extra_dice(mode: blanks_again, when: true)
  static reduce_damage(amount: 3, when: true)
  static reduce_damage(mode: halve, when: true)
  static movement(mode: extra, amount: 4, when: true)
  static movement(mode: cost, amount: 5, when: true)
  static fight(mode: bonus, amount: 6, when: true)
  static fight(mode: unarmed, with_trait: sanity, when: true)
  static monster_moves(mode: path, turns: [1, 2], when: true)
  static monster_moves(mode: seeks, rooms: [chapel], when: true)
  heroes { win when false }
  traitor { win when false }
}
"""


@pytest.fixture(scope="module")
def every_mode(tmp_path_factory: pytest.TempPathFactory) -> GameState:
    path = tmp_path_factory.mktemp("modes") / "every_mode.haunt"
    path.write_text(EVERY_MODE, encoding="utf-8")
    return Game(players=3, scripts=[path]).new_state(seed=2, haunt=902)


@pytest.mark.parametrize(
    ("family", "mode", "binds", "values"),
    [
        ("extra_dice", None, (("roller", 0), ("rolled", "might"), ("event_roll", False)), [1]),
        ("extra_dice", "trait_roll", (("roller", 0),), [1]),
        ("extra_dice", "monster_attack", (("kind", "hound"),), [2]),
        ("extra_dice", "blanks_again", (("kind", "hound"),), [1]),
        ("reduce_damage", None, (("target", 0),), [3]),
        ("reduce_damage", "halve", (("target", 0),), [1]),
        ("movement", "extra", (("mover", 0),), [4]),
        ("movement", "cost", (("mover", 0),), [5]),
        ("movement", "through_walls", (("mover", 0),), []),
        ("fight", "bonus", (("fighter", 0),), [6]),
        ("monster_moves", "path", (("kind", "hound"),), [(1, 2)]),
        ("monster_moves", "seeks", (("kind", "hound"),), [("chapel",)]),
        ("monster_moves", "hunts", (("kind", "hound"),), []),
    ],
)
def test_the_engine_gets_only_the_rules_of_the_mode_it_asks_for(
    every_mode: GameState,
    family: str,
    mode: str | None,
    binds: tuple[tuple[str, object], ...],
    values: list[object],
) -> None:
    found = every_mode.game.scripts.static_values(every_mode, family, binds, mode)
    assert [tuple(v) if isinstance(v, list) else v for v in found] == values


def test_an_unarmed_attack_uses_the_trait_the_fight_family_names(every_mode: GameState) -> None:
    (trait,) = every_mode.game.scripts.static_values(
        every_mode, "fight", (("attacker", 0),), "unarmed"
    )
    assert str(getattr(trait, "value", trait)) == "sanity"


# ----- what a player sees ---------------------------------------------------------------------

PLAYS = """language 3
haunt 903 "Heavy Boots" {
  traitor revealer
  static movement(mode: extra, amount: 2, when: mover == traitor)
  static movement(mode: cost, amount: 1, when: mover != traitor)
  heroes { win when false }
  traitor { win when false }
}
"""


def test_extra_moves_and_dearer_steps_are_two_rules(tmp_path: Path) -> None:
    path = tmp_path / "boots.haunt"
    path.write_text(PLAYS, encoding="utf-8")
    s = Game(players=3, scripts=[path]).new_state(seed=2, haunt=903)
    traitor = s.traitor
    assert traitor is not None
    hero = (traitor + 1) % 3
    s = Scenario(attrs.evolve(s, frames=())).fresh(traitor).fresh(hero).build()
    turn = Scenario(s).turn(traitor).build()
    assert turn.turn.moves_left == turn.trait(traitor, Trait.SPEED) + 2
    # The hero starts with no more moves than their Speed, and each step costs them two.
    turn = Scenario(s).turn(hero).build()
    assert turn.turn.moves_left == turn.trait(hero, Trait.SPEED)
    turn = Scenario(turn).at(traitor, "entrance_hall").at(hero, "foyer").build()
    turn = attrs.evolve(turn, turn=attrs.evolve(turn.turn, moves_left=6)).apply("move N")
    assert turn.explorers[hero].room != "foyer" and turn.turn.moves_left == 4
