"""A haunt hears every card an explorer gains or loses, told which card it was."""

from __future__ import annotations

from pathlib import Path

from betrayal import Trait
from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.testing import Scenario

ZOE, OX = 0, 1

HAUNT = """language 1
haunt 130 "Hoarders" {
  traitor left_of_revealer
  on gained(who, c) where c == axe { gain(who, sanity, 1) }
  on lost(who, c) where c == axe { lose(who, knowledge, 1) }
  heroes { win when false }
  traitor { win when false }
}
"""


def _revealed(tmp_path: Path) -> Scenario:
    path = tmp_path / "hoarders.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path]).at(ZOE, "foyer").at(OX, "foyer")
    sc.pile("foyer", "axe", "bell").reveal(130, OX)
    return sc.turn(ZOE)


def test_picking_up_the_card_the_haunt_names_sets_its_rule_off(tmp_path: Path) -> None:
    s = _revealed(tmp_path).build()
    sanity = s.trait(ZOE, Trait.SANITY)
    s = s.apply("pickup bell")
    assert s.trait(ZOE, Trait.SANITY) == sanity  # another card: nothing happens
    s = s.apply("pickup axe")
    assert "axe" in s.explorers[ZOE].cards
    assert s.trait(ZOE, Trait.SANITY) == sanity + 1


def test_dropping_it_is_heard_too(tmp_path: Path) -> None:
    sc = _revealed(tmp_path)
    sc.pile("foyer").give(ZOE, "axe")
    s = sc.build()
    knowledge = s.trait(ZOE, Trait.KNOWLEDGE)
    s = s.apply("drop axe")
    assert s.trait(ZOE, Trait.KNOWLEDGE) == knowledge - 1


def test_before_the_haunt_the_haunts_rules_hear_nothing(tmp_path: Path) -> None:
    path = tmp_path / "hoarders.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path]).at(ZOE, "foyer").pile("foyer", "axe")
    s = sc.turn(ZOE).build()
    sanity = s.trait(ZOE, Trait.SANITY)
    assert s.apply("pickup axe").trait(ZOE, Trait.SANITY) == sanity


def test_explain_names_the_card() -> None:
    (program,) = check_text(HAUNT, load("hoth2")).programs
    text = "\n".join(render_program(program))
    assert "When you gain a card, if the card is the Axe:" in text, text
    assert "When you lose a card, if the card is the Axe:" in text
