"""The queries that fields, filters and general forms now say (betrayal/script/
retired_queries.py): each template, filled in with a value of each old parameter's type,
checks in the current language; no retired name is still registered; and an old file
reads each name as the same value its replacement has in a game."""

from __future__ import annotations

import re

import pytest

from betrayal.content.loader import load
from betrayal.content.model import Floor
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script import retired_queries
from betrayal.script.compiler import compile_expression
from betrayal.script.load import check_text
from betrayal.script.parser import parse_fragment
from betrayal.script.registry import all_primitives
from betrayal.script.retired import CURRENT_LANGUAGE, RETIRED, RetiredKind
from betrayal.script.types import Base, Type
from betrayal.testing import Scenario, value_of

CONTENT = load("hoth2")
PEOPLE = ("ox_bellows", "missy_dubourde", "professor_longfellow", "vivian_lopez")
SAMPLE = {
    Base.EXPLORER: "who",
    Base.ROOM: "foyer",
    Base.INT: "2",
    Base.MONSTER: "hound",
    Base.TRAIT: "might",
    Base.CARD: "axe",
    Base.FLOOR: "basement",
    Base.TOKEN: "seal",
    Base.ROLL: "r",
}


def _sample(t: Type) -> str:
    if t.base is Base.LIST:
        assert t.element is not None
        return f"[{_sample(t.element)}]"
    return SAMPLE[t.base]


def _probe(body: str) -> str:
    return (
        f'language {CURRENT_LANGUAGE}\nhaunt 900 "Probe" {{\n'
        '  monster hound "Hound" { traits might 4 speed 3 }\n  token seal "Seal"\n'
        f"  rule {{ on turn_start(who) {{\n roll dice(2) as r\n {body}\n }} }}\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


def _ours() -> list[str]:
    all_primitives()  # loads the library, and with it the retired names
    return list(retired_queries.NAMES)


def test_at_least_thirty_queries_are_retired_here() -> None:
    assert len(_ours()) >= 30


@pytest.mark.parametrize("name", _ours())
def test_a_retired_query_reads_as_an_expression_of_the_current_language(name: str) -> None:
    entry = RETIRED[name]
    assert entry.kind is RetiredKind.CALL and entry.since == 3 and entry.why
    assert name not in all_primitives()
    filled = entry.template.format(**{p.name: _sample(p.type) for p in entry.params})
    result = check_text(_probe(f"let probe = {filled}\n if probe == probe {{ }}"), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]


def _state() -> GameState:
    sc = Scenario.new(PEOPLE, seed=3)
    sc.room("chapel", Floor.UPPER, 0, 4)
    sc.at(0, "foyer").at(1, "foyer").at(2, "chapel").at(3, "chapel")
    sc.trait(0, Trait.MIGHT, 3).trait(1, Trait.MIGHT, 0).trait(2, Trait.MIGHT, 5)
    sc.trait(3, Trait.MIGHT, 5)
    sc.give(1, "axe", "girl")
    return sc.build()


# A use of each name in language 2, and what it is worth in the game above (actor: seat 0;
# None where only the replacement's worth is compared with the old name's).
USES: dict[str, tuple[str, object]] = {
    "seat": ("seat(at_seat(2))", 2),
    "musical": ("musical(actor)", None),
    "can_be_traded": ("can_be_traded(axe)", True),
    "event_room": ("event_room(chapel)", None),
    "omen_room": ("omen_room(chapel)", None),
    "explorers_in": ("explorers_in(chapel)", (2, 3)),
    "explorers_on": ("explorers_on(ground)", (0, 1)),
    "unoccupied": ("unoccupied([foyer, chapel, entrance_hall])", ("entrance_hall",)),
    "items_of": ("items_of(at_seat(1))", ("axe",)),
    "in_deck": ("in_deck(axe)", None),
    "standing": ("standing([chapel, attic, foyer])", ("chapel", "foyer")),
    "rooms_on": ("rooms_on(upper)", None),
    "next_to_fallen": ("next_to_fallen([foyer, chapel])", ()),
    "far_rooms": ("far_rooms(entrance_hall, [foyer, grand_staircase], 9)", ("grand_staircase",)),
    "nearest_hero": ("nearest_hero(chapel)", 2),
    "bound": ("bound(actor)", False),
    "escaped": ("escaped(actor)", False),
    "unseen": ("unseen(actor)", False),
    "trait_at_lowest": ("trait_at_lowest(at_seat(1), might)", True),
    "below_start": ("below_start(actor, [might, speed])", None),
    "next_left_off": ("next_left_off(actor, upper)", (1,)),
    "next_item_holder": ("next_item_holder(actor)", (1,)),
    "highest_in": ("highest_in(explorers, might)", None),
    "searchable_cards": ("searchable_cards()", None),
}


@pytest.mark.parametrize("name", sorted(USES))
def test_an_old_file_reads_the_name_as_its_replacement_is_worth(name: str) -> None:
    s = _state()
    old, expected = USES[name]
    got = value_of(s, old, language=2)
    if expected is not None:
        assert got == expected
    node = parse_fragment(old, "expr")
    assert node is not None
    _, diagnostics = compile_expression(node, CONTENT, text=old)
    (message,) = [d.message for d in diagnostics if d.is_error]
    assert message.startswith(f"`{old}` was retired in language 3: write `")
    written = message.split(": write `", 1)[1]
    written = written[: written.rindex("`")]
    assert not re.search(rf"\b{name}\(", written)
    assert value_of(s, written) == got


def test_the_new_general_forms_read_the_game() -> None:
    s = _state()
    assert value_of(s, "first([e in explorers where e.seat > 1])") == (2,)
    assert value_of(s, "first([e in explorers where e.age > 200])") == ()
    assert value_of(s, "[1, 2] + [3]") == (1, 2, 3)
    assert value_of(s, "seats_left_of(at_seat(2), first)") == (2, 3, 0, 1)
    assert value_of(s, "seats_left_of(at_seat(2), last)") == (3, 0, 1, 2)
    assert Floor.UPPER in value_of(s, "chapel.floors")  # type: ignore[operator]
    assert value_of(s, "trait_space(at_seat(1), might)") == 0
    assert value_of(s, "trait_space(at_seat(1), might, start) > 0")
    assert not value_of(s, "has_status(actor, unseen)")
    # The Foyer sees the Entrance Hall through meeting doors, not the upper Chapel.
    seen = value_of(s, "rooms_near(foyer, sight, 9, itself: true)")
    assert isinstance(seen, tuple) and seen[0] == "foyer" and "chapel" not in seen
    assert value_of(s, "tiles_left_for(basement, open: true)") in (True, False)
