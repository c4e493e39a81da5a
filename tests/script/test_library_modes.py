"""The general primitives that take a mode (issue 14, "families instead of twins"): each
mode does what its English says, a wrong mode word is a located error listing the right
ones, and a mode word is only a mode where one is expected."""

from __future__ import annotations

from betrayal.content.loader import load
from betrayal.core.frames import Ctx
from betrayal.core.traits import Trait
from betrayal.script.english import render_program
from betrayal.script.library.traits import Moment
from betrayal.script.load import check_text
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario

CONTENT = load("hoth2")
CTX = Ctx("probe", 0, None, "probe")


def _card(statement: str) -> str:
    return f'language 1\nevent night_view "Night View" {{\n  on drawn(who) {{ {statement} }}\n}}\n'


def _rendered(statement: str) -> str:
    result = check_text(_card(statement), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    return "\n".join(render_program(program))


# ----- trait values ----------------------------------------------------------------------


def test_trait_of_reads_now_the_start_and_the_reveal() -> None:
    trait_of = all_primitives()["trait_of"].impl
    s = Scenario.new()
    zoe = s.state.explorer_def(0).track(Trait.MIGHT)
    start = zoe.start_value
    s.trait(0, Trait.MIGHT, zoe.start + 2).reveal(1, 0)
    at_reveal = s.state.trait(0, Trait.MIGHT)
    assert at_reveal != start
    s.trait(0, Trait.MIGHT, 1)  # hurt after the reveal
    state = s.state
    now = state.trait(0, Trait.MIGHT)
    assert now not in (start, at_reveal)
    assert trait_of(state, CTX, 0, Trait.MIGHT, Moment.NOW) == now
    assert trait_of(state, CTX, 0, Trait.MIGHT, Moment.START) == start
    assert trait_of(state, CTX, 0, Trait.MIGHT, Moment.REVEAL) == at_reveal


def test_before_any_haunt_the_reveal_value_is_the_current_one() -> None:
    state = Scenario.new().trait(0, Trait.SPEED, 1).state
    value = all_primitives()["trait_of"].impl(state, CTX, 0, Trait.SPEED, Moment.REVEAL)
    assert value == state.trait(0, Trait.SPEED)


def test_each_moment_reads_as_what_it_does() -> None:
    assert "your Might Sanity" in _rendered("gain(who, sanity, trait_of(who, might))")
    assert "your starting Might Sanity" in _rendered(
        "gain(who, sanity, trait_of(who, might, start))"
    )
    assert "your Might when the haunt began Sanity" in _rendered(
        "gain(who, sanity, trait_of(who, might, at: reveal))"
    )


def test_a_wrong_mode_word_is_located_and_lists_the_right_ones() -> None:
    result = check_text(_card("gain(who, sanity, trait_of(who, might, strat))"), CONTENT)
    (error,) = result.errors
    assert error.code == "E201" and "strat" in error.message
    assert error.span.line == 3
    assert "start" in (error.hint or "") and "now, start, reveal" in (error.hint or "")


def test_a_mode_word_is_no_name_elsewhere_and_a_local_does_not_hide_it() -> None:
    elsewhere = check_text(_card("gain(who, sanity, reveal)"), CONTENT)
    assert [d.code for d in elsewhere.errors] == ["E201"]
    shadowed = _rendered("let start = 1\n gain(who, sanity, trait_of(who, might, start) + start)")
    assert "starting Might" in shadowed
    not_a_mode = check_text(_card("gain(who, sanity, trait_of(who, might, 2))"), CONTENT)
    assert [d.code for d in not_a_mode.errors] == ["E301"]
