"""What the checker says when a name or value is wrong: the names that are there, the
values that are accepted, and one diagnostic per mistake (no follow-on type errors)."""

from __future__ import annotations

from pathlib import Path

import pytest

from betrayal.content.loader import load
from betrayal.script import parse
from betrayal.script.load import check_file, check_text
from betrayal.script.traitor_choice import SCRIPT_TRAITOR_RULES

HERE = Path(__file__).parent
CONTENT = load("hoth2")


def test_an_unknown_name_in_a_static_lists_the_names_it_binds() -> None:
    result = check_file(HERE / "unsound" / "e201_unbound_in_static_when.haunt", CONTENT)
    (d,) = result.diagnostics
    assert d.code == "E201" and (d.span.line, d.span.column) == (12, 30)
    assert d.message.startswith("unknown name 'room': static cannot_attack binds ")
    for bound in ("attacker (explorer)", "foe (monster)", "trait (trait)"):
        assert bound in d.message
    # Not a did-you-mean among the edition's rooms.
    assert "bedroom" not in d.format()


def test_a_misspelt_bound_name_is_suggested() -> None:
    text = """language 1
haunt 906 "H" {
  static cannot_attack(when: atacker == traitor)
  heroes { win when false }
  traitor { win when false }
}
"""
    (d,) = check_text(text, CONTENT).diagnostics
    assert d.code == "E201" and (d.hint or "").startswith("did you mean 'attacker'?")


def test_one_mistake_in_an_expression_gives_one_diagnostic() -> None:
    result = check_file(HERE / "unsound" / "e201_no_follow_on_errors.haunt", CONTENT)
    assert [(d.code, d.span.column) for d in result.diagnostics] == [("E201", 25), ("E202", 42)]


@pytest.mark.parametrize(
    "expression",
    ["nosuch == actor", "actor == nosuch", "nosuch in heroes", "nosuch(1) + 2 > 3", '"x" == 3'],
)
def test_no_type_error_follows_an_unknown_name_or_call(expression: str) -> None:
    text = _haunt(f"on turn_end(actor) {{ if {expression} {{ gain(actor, might, 1) }} }}")
    result = check_text(text, CONTENT, "e.haunt")
    assert len(result.diagnostics) == 1, [d.format() for d in result.diagnostics]
    assert result.diagnostics[0].code != "E301" or '"x"' in expression


def test_a_type_error_is_still_reported_when_there_is_no_unknown_name() -> None:
    text = _haunt("on turn_end(actor) { if actor == 3 { gain(actor, might, 1) } }")
    (d,) = check_text(text, CONTENT, "e.haunt").diagnostics
    assert d.code == "E301"


def _haunt(member: str) -> str:
    return (
        f'language 1\nhaunt 907 "H" {{\n  {member}\n'
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


def _hint_lists_every_traitor_rule(hint: str | None) -> bool:
    return hint is not None and all(rule in hint for rule in SCRIPT_TRAITOR_RULES)


def test_an_unknown_traitor_rule_lists_the_accepted_ones() -> None:
    (d,) = check_file(HERE / "unsound" / "e204_unknown_traitor_rule.haunt", CONTENT).diagnostics
    assert d.code == "E204" and _hint_lists_every_traitor_rule(d.hint)
    assert (d.hint or "").startswith("did you mean 'revealer'?")


@pytest.mark.parametrize(
    ("name", "code"),
    [("e101_traitor_value_not_a_name", "E101"), ("e105_traitor_takes_one_word", "E105")],
)
def test_a_traitor_line_that_does_not_parse_lists_the_accepted_values(name: str, code: str) -> None:
    path = HERE / "broken" / f"{name}.haunt"
    (d,) = parse(path.read_text(encoding="utf-8"), path.name).diagnostics
    assert d.code == code and _hint_lists_every_traitor_rule(d.hint), d.format()
    assert "monster" not in (d.hint or "")  # not the list of sections


def test_a_second_traitor_line_is_refused() -> None:
    result = check_file(HERE / "unsound" / "e205_two_traitor_lines.haunt", CONTENT)
    (d,) = result.diagnostics
    assert d.code == "E205" and d.span.line == 6 and "traitor hidden" in d.message


def test_a_bad_side_lists_the_sides() -> None:
    text = _haunt("on turn_end(who) { win herros }")
    (d,) = check_text(text, CONTENT).diagnostics
    assert d.code == "E406" and "heroes, traitor" in (d.hint or "")


def test_two_steering_statics_on_one_monster_say_which_wins() -> None:
    (d,) = check_file(HERE / "unsound" / "w307_two_ways_at_once.haunt", CONTENT).diagnostics
    assert d.code == "W307" and "the Hound" in d.message
    assert (d.hint or "").startswith("where they pull apart, chases wins")


def test_steering_statics_on_different_monsters_are_not_warned_about() -> None:
    text = """language 1
haunt 913 "Two Monsters" {
  monster hound "Hound" { traits might 3 speed 4 }
  monster imp "Imp" { traits might 1 speed 2 }
  setup { spawn(hound, reveal_room()) spawn(imp, reveal_room()) }
  static chase_in_sight(when: kind == hound)
  static seek_rooms(rooms: [chapel], when: kind == imp)
  heroes { win when count(heroes) < 0 }
  traitor { win when count(heroes) == 0 }
}
"""
    assert check_text(text, CONTENT).diagnostics == ()


def test_a_goal_on_a_variable_some_rule_changes_is_not_warned_about() -> None:
    text = _haunt("on turn_end(who) { n += 1 }").replace(
        "  heroes { win when false }", "  var n: int = 0\n  heroes { win when n > 3 }"
    )
    assert check_text(text, CONTENT).diagnostics == ()


def test_an_action_that_needs_a_token_nobody_places_is_warned_about() -> None:
    path = HERE / "unsound" / "w308_action_never_open.haunt"
    (d,) = check_file(path, CONTENT).diagnostics
    assert d.code == "W308" and (d.span.line, d.span.column) == (13, 13)
    assert d.message.startswith('action "Lift the relic" can never be taken')
    assert "Relic token" in d.message and (d.hint or "").startswith("place it with place_token")


def _action_haunt(where: str, extra: str = "") -> str:
    return f"""language 1
haunt 914 "H" {{
  token relic "Relic"
  var stage: int = 0
  var lit: bool = false
  {extra}
  heroes {{
    action act "Act" {{
      who heroes
      where {where}
      do {{ gain(actor, might, 1) }}
    }}
    win when count(heroes) < 0
  }}
  traitor {{ win when count(heroes) == 0 }}
}}
"""


@pytest.mark.parametrize(
    "where",
    [
        "stage == 2",
        "stage >= 1 and carries(actor, relic) == false",
        "lit",
        "room_of(actor) == chapel and not (stage == 0)",
        "carries(actor, relic)",
        "room_of(actor) in token_rooms(relic)",
    ],
)
def test_an_action_whose_where_cannot_hold_is_warned_about(where: str) -> None:
    result = check_text(_action_haunt(where), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    assert "W308" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    ("where", "extra"),
    [
        ("stage == 2", "on turn_end(who) { stage += 1 }"),
        ("stage == 0", ""),  # holds from the start
        ("lit or stage == 0", ""),  # one way of two is open
        ("carries(actor, relic)", "setup { place_token(relic, reveal_room()) }"),
        (
            "has_token(room_of(actor), relic)",
            "on turn_end(who) { place_token(relic, room_of(who)) }",
        ),
        ("not (lit)", ""),
        # A room's own script puts its token down, not the haunt.
        ("has_token(vault, relic, by_room: true)", ""),
    ],
)
def test_an_action_that_some_game_can_open_is_not_warned_about(where: str, extra: str) -> None:
    result = check_text(_action_haunt(where, extra), CONTENT)
    diagnostics = result.diagnostics
    assert not result.errors, [d.format() for d in result.errors]
    assert "W308" not in [d.code for d in diagnostics], [d.format() for d in diagnostics]
