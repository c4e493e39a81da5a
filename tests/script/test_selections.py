"""Expressions that select: filters, the lowest and highest by a key, min and max, and the
fields of explorers, rooms and cards; and the names they retired, which older files
still read the same way."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from betrayal import Game
from betrayal.content.loader import load
from betrayal.content.model import Floor
from betrayal.core.frames import ScriptChoice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script import retired_by_selection
from betrayal.script.compiler import compile_expression
from betrayal.script.load import build_set, check_file, check_text
from betrayal.script.parser import parse_fragment
from betrayal.script.retired import RETIRED
from betrayal.script.scripts import ScriptSet
from betrayal.testing import Scenario, value_of

CONTENT = load("hoth2")
# Seats: 0 Ox Bellows (23, man), 1 Missy Dubourde (9, girl), 2 Professor Longfellow (57,
# man), 3 Vivian Lopez (42, woman).
PEOPLE = ("ox_bellows", "missy_dubourde", "professor_longfellow", "vivian_lopez")


def _state() -> GameState:
    sc = Scenario.new(PEOPLE, seed=3)
    sc.room("chapel", Floor.UPPER, 0, 4)
    sc.at(0, "foyer").at(1, "foyer").at(2, "foyer").at(3, "chapel")
    # Might 6, 3 and 3 in the Foyer: Missy and the Professor tie at the lowest.
    sc.trait(0, Trait.MIGHT, 3).trait(1, Trait.MIGHT, 1).trait(2, Trait.MIGHT, 2)
    sc.give(0, "axe", "girl")
    return sc.build()


def _errors(text: str) -> list[str]:
    node = parse_fragment(text, "expr")
    assert node is not None
    _, diagnostics = compile_expression(node, CONTENT, text=text)
    return [d.message + (f" ({d.hint})" if d.hint else "") for d in diagnostics if d.is_error]


def test_a_filter_keeps_the_items_that_pass_in_the_lists_order() -> None:
    s = _state()
    assert value_of(s, "[e in explorers where room_of(e) == foyer]") == (0, 1, 2)
    assert value_of(s, "[e in explorers where room_of(e) == foyer and e != actor]") == (1, 2)
    assert value_of(s, "[n in [5, 1, 4, 1] where n < 5]") == (1, 4, 1)
    assert value_of(s, "count([e in explorers where e.age > 40])") == 2
    # Membership and counting work on any list, a filter's too.
    assert value_of(s, "at_seat(3) in [e in explorers where e.female]")
    assert value_of(s, "[r in [foyer, chapel] where r.floor == upper]") == ("chapel",)


def test_lowest_and_highest_keep_every_item_tied_at_the_extreme() -> None:
    s = _state()
    # Missy and the Professor share the lowest Might: both are kept, for a choice.
    tied = value_of(
        s, "lowest(h in [e in explorers where room_of(e) == foyer], trait_of(h, might))"
    )
    assert tied == (1, 2)
    assert value_of(s, "highest(h in explorers, h.age)") == (2,)
    assert value_of(s, "lowest(n in [], n)") == ()


def test_min_and_max_of_a_list_and_of_an_empty_one() -> None:
    s = _state()
    assert value_of(s, "min([4, 2, 9])") == 2
    assert value_of(s, "max([1, count(explorers)])") == 4
    with pytest.raises(BetrayalError, match="empty"):
        value_of(s, "min([n in [1] where n > 1])")


def test_fields_read_what_the_cards_and_tiles_print() -> None:
    s = _state()
    assert value_of(s, "actor.age") == 23
    assert value_of(s, "actor.male") and not value_of(s, "actor.female")
    assert value_of(s, "room_of(actor).floor") == Floor.GROUND
    assert value_of(s, "chapel.window") and value_of(s, "chapel.symbol")
    assert not value_of(s, "foyer.symbol")
    # Which symbol a room shows, in the words of a card's kind.
    assert value_of(s, "chapel.event") and not value_of(s, "chapel.omen")
    assert not value_of(s, "chapel.item") and not value_of(s, "foyer.event")
    assert value_of(s, "[c in cards_of(actor) where c.item]") == ("axe",)
    assert value_of(s, "girl.omen") and not value_of(s, "axe.event")


def test_a_missing_field_is_named_with_the_fields_there_are() -> None:
    assert _errors("actor.sage") == [
        "explorer has no field 'sage' (did you mean 'age'? an explorer has `.age`, "
        "`.male`, `.female`, `.seat`, `.musical`)"
    ]
    assert _errors("3.age") != []
    assert "a room has `.floor`, `.window`" in _errors("foyer.flor")[0]


def test_a_selection_is_typed_and_checked() -> None:
    assert _errors("[e in explorers where e]") == ["expected bool, but this is explorer"]
    assert _errors("lowest(e in explorers, e)") == ["expected int, but this is explorer"]
    assert _errors("[e in explorers where e.age > 3] == [foyer]") != []
    assert "a name for each item" in _errors("lowest(explorers, 3)")[0]
    inner = "count([c in explorers where c == b]) > 0"
    text = f"[a in explorers where count([b in explorers where {inner}]) > 0]"
    assert "nest more than 2" in _errors(text)[0]


def test_a_filter_head_must_name_each_item() -> None:
    result = check_text(
        'language 2\nevent creepy_crawlies "Creepy Crawlies" {\n'
        "  on drawn(who) { if count([room_of(who) where true]) > 0 { lose(who, sanity, 1) } }\n}\n",
        CONTENT,
    )
    assert [d.code for d in result.errors] == ["E101"]
    assert "[x in LIST where CONDITION]" in result.errors[0].message


# For every name language 2 retired for a selection or a field: a use in language 1, and
# what it reads the same as, worked out in the same game.
USES: dict[str, tuple[str, object]] = {
    "rooms_except": ("rooms_except([foyer, chapel, attic], [chapel])", ("foyer", "attic")),
    "cards_except": ("cards_except([axe, girl], [girl])", ("axe",)),
    "others_than": ("others_than(explorers, actor)", (1, 2, 3)),
    "explorers_among": ("explorers_among([chapel, attic])", (3,)),
    "items_among": ("items_among(cards_of(actor))", ("axe",)),
    "lowest_among": ("lowest_among([at_seat(0), at_seat(1), at_seat(2)], might)", (1, 2)),
    "min_of": ("min_of(3, 2)", 2),
    "max_of": ("max_of(3, 2)", 3),
    "age": ("age(actor)", 23),
    "is_male": ("is_male(at_seat(2))", True),
    "is_female": ("is_female(actor)", False),
    "floor_of": ("floor_of(chapel)", Floor.UPPER),
    "has_window": ("has_window(foyer)", False),
    "is_item": ("is_item(girl)", False),
    "shows_symbol": ("shows_symbol(chapel)", True),
    "rooms_with_attackable": ("rooms_with_attackable([foyer, chapel], might)", ()),
}


def test_every_retired_selection_has_a_use_here() -> None:
    source = inspect.getsource(retired_by_selection)
    named = set(re.findall(r'Retired\(\s*"(\w+)"', source))
    assert named == set(USES) and named <= set(RETIRED)


@pytest.mark.parametrize("name", sorted(USES))
def test_a_retired_name_reads_the_same_in_language_1_and_is_told_in_2(name: str) -> None:
    s = _state()
    old, expected = USES[name]
    assert value_of(s, old, language=1) == expected
    # The replacement the diagnostic writes out is worth the same.
    (message,) = _errors(old)
    assert message.startswith(f"`{old}` was retired in language 2: write `")
    written = message.split(": write `", 1)[1].split("` (", 1)[0]
    assert value_of(s, written) == expected
    assert f"{name}(" not in written


ROOM_RULE = """language 2
room ballroom "Ballroom" {
  on entered(who, r) where r == this {
    let here = [x in explorers where room_of(x) == r]
    let weakest = choose(who, lowest(e in here, trait_of(e, might)))
    lose(weakest, might, 1)
  }
}
"""


def _ballroom_game(tmp_path: Path) -> Game:
    path = tmp_path / "ballroom.bet"
    path.write_text(ROOM_RULE, encoding="utf-8")
    game = Game(players=3)
    result = check_file(path, game.content)
    replaced = {p.key for p in result.programs}
    kept = ScriptSet([p for p in game.scripts.programs() if p.key not in replaced])
    game.scripts = build_set(kept, [result])
    return game


def _entering(game: Game, zoe_might: int) -> GameState:
    state = game.new_state(seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"])
    sc = Scenario(state).room("ballroom", Floor.GROUND, 1, 0).at(1, "ballroom")
    # Ox's Might is 4; Zoe's is 3 at position 2 and 4 at position 4.
    sc.trait(1, Trait.MIGHT, 0).trait(0, Trait.MIGHT, zoe_might)
    return sc.build().apply("move E")


def test_a_tie_rule_by_choice_asks_only_when_there_is_a_tie(tmp_path: Path) -> None:
    game = _ballroom_game(tmp_path)
    # Zoe is the weakest alone: nobody is asked, and she loses the Might.
    alone = _entering(game, 2)
    assert not any(isinstance(f, ScriptChoice) for f in alone.frames)
    assert alone.trait(0, Trait.MIGHT) == 2 and alone.trait(1, Trait.MIGHT) == 4
    # Zoe and Ox tie: Zoe, who entered, picks which of them pays.
    tied = _entering(game, 4)
    (question,) = [f for f in tied.frames if isinstance(f, ScriptChoice)]
    assert question.player == 0 and set(question.options) == {0, 1}
    assert tied.current_player() == 0


def _english(text: str) -> str:
    node = parse_fragment(text, "expr")
    compiled, diagnostics = compile_expression(node, CONTENT, text=text)
    assert not diagnostics, [d.format() for d in diagnostics]
    return compiled.english()


def test_the_commonest_filters_read_as_a_player_would_say_them() -> None:
    # Keeping the items in one room or on one floor reads "in" / "on", not as a formula.
    assert _english("[e in explorers where room_of(e) == entrance_hall]") == (
        "every explorer in the Entrance Hall"
    )
    assert _english("[r in rooms_in_house() where r.floor == basement]").endswith(
        " on the basement floor"
    )
    # Joined by `and`, each plain condition reads as a phrase, the rest as a clause.
    assert _english("[e in explorers where room_of(e) == entrance_hall and e != actor]") == (
        "every explorer in the Entrance Hall other than you"
    )
    mixed = _english("[e in explorers where room_of(e) == entrance_hall and holds(e, axe)]")
    assert mixed.startswith("each e of every explorer in the Entrance Hall for which e ")
    # Other tests keep the general reading, with the item named.
    assert _english("[e in explorers where holds(e, axe)]").startswith("each e of ")
    # A filter whose room depends on the item itself is not "in" that room.
    assert "for which" in _english("[e in explorers where room_of(e) == room_of(e)]")
