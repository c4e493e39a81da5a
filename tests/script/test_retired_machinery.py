"""How an older file reads a retired name, and what a current file is told about it.

The entries here are made up for the test (each kind of retired use needs one whether or
not the table holds a real one yet): a file in language 1 that uses one must compile to
the very rules its replacement states, and a file in the current language gets E210
naming the replacement written out for that call.
"""

from __future__ import annotations

import re

import pytest

from betrayal.content.loader import load
from betrayal.diagnostics import DIAGNOSTIC_CODES
from betrayal.script.english import render_program
from betrayal.script.load import CheckResult, check_text
from betrayal.script.parser import SUPPORTED_LANGUAGE_VERSIONS
from betrayal.script.registry import Param
from betrayal.script.retired import CURRENT_LANGUAGE, RETIRED, Retired, RetiredKind
from betrayal.script.types import BOOL, EXPLORER, INT, ROOM

CONTENT = load("hoth2")

FAKES = (
    Retired(
        "old_people_here",
        RetiredKind.CALL,
        2,
        (Param("room", ROOM),),
        "[e in explorers where room_of(e) == {room} and e != actor]",
        "a filter says it",
    ),
    Retired(
        "old_hurt",
        RetiredKind.CALL,
        2,
        (Param("who", EXPLORER), Param("amount", INT, 1)),
        "damage({who}, physical, {amount})",
        "damage() takes the kind",
        defaults={"amount": "1"},
    ),
    Retired(
        "old_free_moves",
        RetiredKind.STATIC,
        2,
        (Param("when", BOOL),),
        "movement(mode: cost, amount: 0 - 1, when: {when})",
        "movement() takes the amount",
    ),
    Retired(
        "old_hits_hard",
        RetiredKind.ABILITY,
        2,
        (Param("amount", INT),),
        "attacks(mode: bonus, amount: {amount})",
        "one ability for every bonus",
    ),
    Retired(
        "old_walks_in",
        RetiredKind.EVENT,
        2,
        (Param("who", EXPLORER), Param("room", ROOM)),
        "entered({who}, {room}) where {room} != foyer",
        "entered() with a condition says it",
    ),
)


@pytest.fixture(autouse=True)
def fakes(monkeypatch: pytest.MonkeyPatch) -> None:
    for entry in FAKES:
        monkeypatch.setitem(RETIRED, entry.name, entry)


OLD = """language 1

haunt 906 "Old Words" {
  traitor revealer
  monster brute "Brute" {
    traits might 5 speed 3
    static old_hits_hard(2)
  }
  static old_free_moves(when: mover == traitor)
  on old_walks_in(who, r) where alive(who) {
    for each e in old_people_here(r) { old_hurt(e) }
    old_hurt(who, amount: 2)
  }
  heroes { win when not alive(traitor) }
  traitor { win when count(heroes) == 0 }
}
"""

NEW = """language 2

haunt 906 "Old Words" {
  traitor revealer
  monster brute "Brute" {
    traits might 5 speed 3
    static attacks(mode: bonus, amount: 2)
  }
  static movement(mode: cost, amount: 0 - 1, when: mover == traitor)
  on entered(who, r) where r != foyer and alive(who) {
    for each e in [e in explorers where room_of(e) == r and e != actor] { damage(e, physical, 1) }
    damage(who, physical, 2)
  }
  heroes { win when not alive(traitor) }
  traitor { win when count(heroes) == 0 }
}
"""


def _check(text: str) -> CheckResult:
    return check_text(text, CONTENT, "old.haunt")


def _errors(result: CheckResult) -> list[str]:
    return [d.format() for d in result.errors]


def test_the_current_language_is_three_and_older_ones_still_read() -> None:
    assert CURRENT_LANGUAGE == 3
    assert {1, 2, 3} == SUPPORTED_LANGUAGE_VERSIONS
    assert "E210" in DIAGNOSTIC_CODES


def test_an_old_file_reads_each_kind_of_retired_name_as_its_replacement() -> None:
    old, new = _check(OLD), _check(NEW)
    assert _errors(old) == [] and _errors(new) == []
    (old_program,) = old.programs
    (new_program,) = new.programs
    # `betrayal explain` shows what the rules enforce: the two files say the same.
    assert render_program(old_program) == render_program(new_program)
    assert old_program.monsters == new_program.monsters


def test_a_current_file_is_told_each_replacement_written_out_for_its_call() -> None:
    result = _check(OLD.replace("language 1", "language 2"))
    messages = {d.message for d in result.errors if d.code == "E210"}
    assert messages == {
        "`old_hits_hard(2)` was retired in language 2: write `attacks(mode: bonus, amount: 2)`",
        "`old_free_moves(when: mover == traitor)` was retired in language 2: "
        "write `movement(mode: cost, amount: 0 - 1, when: mover == traitor)`",
        "`old_walks_in(who, r)` was retired in language 2: "
        "write `entered(who, r) where r != foyer`",
        "`old_people_here(r)` was retired in language 2: "
        "write `[e in explorers where room_of(e) == r and e != actor]`",
        "`old_hurt(e)` was retired in language 2: write `damage(e, physical, 1)`",
        "`old_hurt(who, amount: 2)` was retired in language 2: write `damage(who, physical, 2)`",
    }
    assert all(d.hint for d in result.errors if d.code == "E210")


def test_a_template_variable_never_captures_an_argument() -> None:
    others = Retired(
        "old_others",
        RetiredKind.CALL,
        2,
        (Param("who", EXPLORER),),
        "[e in explorers where e != {who}]",
        "a filter says it",
    )
    RETIRED["old_others"] = others
    try:
        # `e` is the loop's explorer here, and the template's own variable too.
        body = "for each e in explorers { for each o in CALL { damage(o, physical, 1) } }"
        old = OLD.replace("old_hurt(who, amount: 2)", body.replace("CALL", "old_others(e)"))
        written = "[e2 in explorers where e2 != e]"
        new = OLD.replace("old_hurt(who, amount: 2)", body.replace("CALL", written))
        told = _check(old.replace("language 1", "language 2"))
        (old_program,) = _check(old).programs
        (new_program,) = _check(new).programs
    finally:
        del RETIRED["old_others"]
    assert render_program(old_program) == render_program(new_program)
    assert any(f"write `{written}`" in d.message for d in told.errors)


def test_a_problem_inside_an_argument_is_located_at_the_argument() -> None:
    text = OLD.replace("old_people_here(r)", "old_people_here(nowhere_room)")
    (error,) = _check(text).errors
    assert error.code == "E201"
    line = text.splitlines()[error.span.line - 1]
    assert line[error.span.column - 1 : error.span.end_column - 1] == "nowhere_room"


def test_a_problem_in_the_template_is_located_at_the_call() -> None:
    # The argument has the wrong type for the template's use of it.
    text = OLD.replace("old_hurt(who, amount: 2)", "old_hurt(who, amount: foyer)")
    (error,) = _check(text).errors
    line = text.splitlines()[error.span.line - 1]
    assert line[error.span.column - 1 : error.span.end_column - 1] in (
        "foyer",
        "old_hurt(who, amount: foyer)",
    )


def test_arguments_that_do_not_fit_the_old_parameters_are_an_error() -> None:
    text = OLD.replace("old_hurt(e)", "old_hurt(e, 1, 2)")
    (error,) = _check(text).errors
    assert error.code == "E303"
    assert "at most 2" in error.message


def test_a_template_that_uses_its_own_name_is_stopped() -> None:
    loop = Retired("old_loop", RetiredKind.CALL, 2, (), "old_loop()", "never")
    RETIRED["old_loop"] = loop
    try:
        text = OLD.replace("old_hurt(who, amount: 2)", "let n = count(explorers) + old_loop()")
        codes = [d.code for d in _check(text).errors]
    finally:
        del RETIRED["old_loop"]
    assert codes == ["E210"]


def test_every_template_is_written_in_the_current_language() -> None:
    # `betrayal upgrade` rewrites a file in one pass: a template that still used a retired
    # name would leave that name in the upgraded file.
    called = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(")
    stale = {
        entry.name: sorted(set(called.findall(entry.template)) & RETIRED.keys())
        for entry in RETIRED.values()
    }
    assert {name: used for name, used in stale.items() if used} == {}
