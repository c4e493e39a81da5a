"""The generated reference is the whole language: a name registered or a keyword added
to the grammar without its place in docs/language/reference.md fails here."""

from __future__ import annotations

import re

import pytest

from betrayal.diagnostics import DIAGNOSTIC_CODES
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.parser import lark_parser
from betrayal.script.reference import generate
from betrayal.script.registry import all_primitives
from betrayal.script.retired import RETIRED, RetiredKind
from betrayal.script.statics import STATICS
from betrayal.script.traitor_choice import SCRIPT_TRAITOR_RULES
from betrayal.script.triggers import TRIGGERS
from betrayal.script.types import SCALARS

REFERENCE = generate()
# Every word written in code in the reference: `...` spans and ```haunt blocks.
CODE = re.findall(r"`([^`]+)`", REFERENCE) + re.findall(r"```haunt\n(.*?)```", REFERENCE, re.S)
CODE_WORDS = {w for span in CODE for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span)}


def _keywords() -> set[str]:
    words = set()
    for terminal in lark_parser().terminals:
        keyword = re.match(r"([a-z]+)\(\?!", terminal.pattern.value)
        if keyword:
            words.add(keyword.group(1))
    return words


def test_the_grammar_has_keywords_to_check() -> None:
    assert {"haunt", "static", "traitor", "rule", "win", "when", "choose"} <= _keywords()


@pytest.mark.parametrize("keyword", sorted(_keywords()))
def test_every_keyword_of_the_grammar_is_in_the_reference(keyword: str) -> None:
    assert keyword in CODE_WORDS, f"the reference never shows `{keyword}`"


@pytest.mark.parametrize("name", sorted(all_primitives()))
def test_every_primitive_has_a_section(name: str) -> None:
    assert f"### `{name}`\n" in REFERENCE


@pytest.mark.parametrize("name", sorted(STATICS))
def test_every_static_has_a_section_with_its_parameters_and_bound_names(name: str) -> None:
    spec = STATICS[name]
    section = REFERENCE.split(f"### `static {name}`\n", 1)[1].split("### ", 1)[0]
    for param in spec.params:
        assert f"{param.name}: {param.type}" in section
    for bound, type_ in spec.every_bind:
        assert f"`{bound}`: `{type_}`" in section
    for mode in spec.modes:
        assert f"`mode: {mode.word}`" in section
    assert spec.example in section


def test_the_reference_lists_every_static_the_issue_counted() -> None:
    # A static the issue counted is in the table, or retired into one of its families.
    retired = [e for e in RETIRED.values() if e.kind is RetiredKind.STATIC]
    assert len(STATICS) + len(retired) >= 32
    assert REFERENCE.count("static ") >= len(STATICS)


@pytest.mark.parametrize("name", sorted(TRIGGERS))
def test_every_event_lists_the_names_it_binds(name: str) -> None:
    (row,) = [line for line in REFERENCE.splitlines() if line.startswith(f"| `{name}` |")]
    for bound, type_ in TRIGGERS[name].binds:
        assert f"`{bound}`: `{type_}`" in row


@pytest.mark.parametrize(
    "form",
    [
        *(f"`traitor {rule}`" for rule in SCRIPT_TRAITOR_RULES),
        *(f"`cannot {rule}`" for rule in MONSTER_CANNOT),
        *(f"`{ability}`" for ability in MONSTER_ABILITIES),
        *(f"`{limit}`" for limit in ACTION_LIMITS),
        *(f"`{type_}`" for type_ in SCALARS),
        *(f"| {code} |" for code in DIAGNOSTIC_CODES),
        "`pick_at_random(OPTIONS)`",
        "`choose(WHO, OPTIONS, secret: BOOL = false)`",
        "`rule { ... }`",
        "`heroes { ... }`",
        "`traitor { ... }`",
        "`roll trait(WHO, TRAIT, EXTRA = 0) as NAME`",
        "`if C then A else B`",
    ],
)
def test_every_closed_name_and_form_is_in_the_reference(form: str) -> None:
    assert form in REFERENCE
