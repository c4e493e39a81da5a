"""The language at run time: every primitive, statics, suspension, limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from betrayal import Game, Trait
from betrayal.content.loader import load
from betrayal.errors import ScriptError
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.reference import generate
from betrayal.script.registry import PrimitiveKind, all_primitives
from betrayal.script.statics import STATICS
from betrayal.testing import Scenario, run_script

CONTENT = load("hoth2")
DOCS = Path(__file__).parent.parent.parent / "docs" / "language" / "reference.md"


def _wrap(statement: str) -> str:
    return (
        'language 1\nevent night_view "Night View" {\n  token safe "Safe"\n'
        f"  on drawn(who) {{ {statement} }}\n}}\n"
    )


def _wrap_haunt(statement: str) -> str:
    return (
        'language 1\nhaunt 900 "Probe" {\n  monster hound "Hound" { traits might 4 speed 3 }\n'
        f"  setup {{ {statement} }}\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


@pytest.mark.parametrize("name", sorted(all_primitives()))
def test_every_primitive_example_compiles_and_renders(name: str) -> None:
    prim = all_primitives()[name]
    assert prim.doc and prim.example
    body = prim.example if prim.kind is PrimitiveKind.EFFECT else f"let probe = {prim.example}"
    if prim.kind is PrimitiveKind.QUERY:
        body += "\n if probe == probe { }"
    if "(r," in prim.example:
        body = f"roll dice(2) as r\n {body}"  # an example that reads a roll names it r
    # Haunt primitives name the haunt's monsters; the others fit any card.
    text = _wrap_haunt(body) if "hound" in prim.example else _wrap(body)
    result = check_text(text, CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    text = "\n".join(render_program(program))
    assert "{" not in text and "?" not in text


@pytest.mark.parametrize("name", sorted(STATICS))
def test_every_static_example_compiles(name: str) -> None:
    example = STATICS[name].example
    text = f'language 1\nitem candle "Candle" {{ {example} }}\n'
    if "hound" in example:
        # Statics about monsters name the haunt's kinds, so they sit in a haunt.
        text = _wrap_haunt("").replace("  setup {  }\n", f"  {example}\n")
    result = check_text(text, CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    assert "Always:" in "\n".join(render_program(result.programs[0]))


def test_the_language_reference_is_up_to_date() -> None:
    assert DOCS.read_text(encoding="utf-8") == generate(), (
        "regenerate with: python -m betrayal.script.reference > docs/language/reference.md"
    )


def _game_with(tmp_path: Path, text: str) -> Game:
    """A game whose scripts are the edition's, with the test's rules in place of any the
    edition has for the same cards or rooms."""
    from betrayal.script.load import build_set, check_file
    from betrayal.script.scripts import ScriptSet

    path = tmp_path / "extra.bet"
    path.write_text(text, encoding="utf-8")
    game = Game(players=3)
    result = check_file(path, game.content)
    replaced = {p.key for p in result.programs}
    kept = ScriptSet([p for p in game.scripts.programs() if p.key not in replaced])
    game.scripts = build_set(kept, [result])
    return game


def test_extra_dice_static(tmp_path: Path) -> None:
    game = _game_with(
        tmp_path,
        """language 1
item music_box "Music Box" {
  static extra_dice(amount: 2, when: roller == holder and rolled == sanity)
}
""",
    )
    sc = Scenario(game.new_state(seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"]))
    s = sc.give(0, "music_box").stack(["crypt"]).at(0, "basement_landing").build()
    s = run_script(s, ["move N", "room crypt", "rotate 2", "card night_view"])
    # Night View is not scripted here, so use a room roll instead: the Catacombs test
    # below covers script rolls; here check the count through the engine's roll helper.
    from betrayal.core.frames import Ctx
    from betrayal.script.library.rolls import dice_for_roll

    ctx = Ctx("event:night_view", 0, None, "night_view")
    assert dice_for_roll(s, ctx, 0, Trait.SANITY) == s.trait(0, Trait.SANITY) + 2
    assert dice_for_roll(s, ctx, 0, Trait.MIGHT) == s.trait(0, Trait.MIGHT)
    assert dice_for_roll(s, ctx, 1, Trait.SANITY) == s.trait(1, Trait.SANITY)


def test_negative_extra_dice_leave_at_least_one(tmp_path: Path) -> None:
    game = _game_with(
        tmp_path,
        """language 1
item music_box "Music Box" {
  static extra_dice(amount: -9, when: roller == holder)
}
""",
    )
    sc = Scenario(game.new_state(seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"]))
    s = sc.give(0, "music_box").build()
    from betrayal.core.frames import Ctx
    from betrayal.script.library.rolls import dice_for_roll

    assert dice_for_roll(s, Ctx("room:attic", 0, None, "attic"), 0, Trait.SPEED) == 1


def test_reduce_damage_static(tmp_path: Path) -> None:
    game = _game_with(
        tmp_path,
        """language 1
item music_box "Music Box" {
  static reduce_damage(amount: 1, when: target == holder and kind == physical)
}
""",
    )
    from betrayal.core.rules.damage import take_damage
    from betrayal.core.traits import DamageKind

    sc = Scenario(game.new_state(seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"]))
    s = sc.give(0, "music_box").build()
    assert take_damage(s, 0, DamageKind.PHYSICAL, 1).frames == ()
    assert take_damage(s, 0, DamageKind.PHYSICAL, 3).frames[-1].points == 2  # type: ignore[union-attr]
    assert take_damage(s, 0, DamageKind.MENTAL, 1).frames[-1].points == 1  # type: ignore[union-attr]
    assert take_damage(s, 1, DamageKind.PHYSICAL, 1).frames[-1].points == 1  # type: ignore[union-attr]


def test_a_script_that_never_ends_is_stopped(tmp_path: Path) -> None:
    # Two rooms that throw the explorer back and forth forever on entering.
    game = _game_with(
        tmp_path,
        """language 1
room ballroom "Ballroom" {
  on entered(who, r) where r == this { move_to(who, creaky_hallway) }
}
room creaky_hallway "Creaky Hallway" {
  on entered(who, r) where r == this { move_to(who, ballroom) }
}
""",
    )
    sc = Scenario(game.new_state(seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"]))
    from betrayal.content.model import Floor

    sc.room("ballroom", Floor.GROUND, 1, 0).room("creaky_hallway", Floor.GROUND, -1, 0)
    s = sc.build()
    with pytest.raises(ScriptError, match="does not end"):
        s.apply("move E")
    assert s.explorers[0].room == "entrance_hall"  # the state is untouched


def test_scripts_from_strangers_cannot_reach_python(tmp_path: Path) -> None:
    text = _wrap("__import__(os)")
    result = check_text(text, CONTENT)
    assert [d.code for d in result.errors] == ["E202"]
    text = _wrap("let x = open")
    assert [d.code for d in check_text(text, CONTENT).errors] == ["E201"]


def test_a_roll_suspends_the_script_and_the_state_saves_mid_effect(tmp_path: Path) -> None:
    game = Game(players=3)
    s = Scenario(
        game.new_state(seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"])
    ).stack(["conservatory"])
    state = run_script(
        s.build(),
        ["move E", "room conservatory", "rotate 3", "card spider", "choose sanity", "die 1"],
    )
    assert state.current_player() == -1  # inside Spider's Sanity roll
    # Mid-effect states compare and copy like any other.
    again = run_script(
        s.build(),
        ["move E", "room conservatory", "rotate 3", "card spider", "choose sanity", "die 1"],
    )
    assert again == state
    del tmp_path
