"""The twins that a primitive with a mode replaced (betrayal/script/retired_families.py):
each entry's template, filled in with a value of each old parameter's type, is a call the
current language accepts, and no retired name is still registered."""

from __future__ import annotations

import pytest

from betrayal.content.loader import load
from betrayal.script import retired_families
from betrayal.script.load import check_text
from betrayal.script.registry import all_primitives
from betrayal.script.retired import RETIRED, RetiredKind
from betrayal.script.types import Base

CONTENT = load("hoth2")
# A value of each type that fits the probe below.
SAMPLE = {
    Base.EXPLORER: "who",
    Base.ROOM: "foyer",
    Base.INT: "2",
    Base.MONSTER: "hound",
    Base.TRAIT: "might",
}


def _probe(body: str) -> str:
    return (
        'language 1\nhaunt 900 "Probe" {\n  monster hound "Hound" { traits might 4 speed 3 }\n'
        f"  rule {{ on turn_start(who) {{\n {body}\n }} }}\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


def _ours() -> list[str]:
    all_primitives()  # loads the library, and with it the retired names
    return list(retired_families.NAMES)


@pytest.mark.parametrize("name", _ours())
def test_a_retired_twin_reads_as_a_call_of_the_general_form(name: str) -> None:
    entry = RETIRED[name]
    assert entry.kind is RetiredKind.CALL and entry.since == 2 and entry.why
    assert name not in all_primitives()
    filled = entry.template.format(**{p.name: SAMPLE[p.type.base] for p in entry.params})
    as_effect = check_text(_probe(filled), CONTENT)
    if not as_effect.errors:
        return
    as_value = check_text(_probe(f"let probe = {filled}\n if probe == probe {{ }}"), CONTENT)
    assert not as_value.errors, [d.format() for d in as_value.errors]
