"""A standing rule that keeps traits from changing may look at the change: whether it
lowers a trait, is damage, and which card's own rules make it."""

from __future__ import annotations

from pathlib import Path

from betrayal import Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario

ZOE, OX = 0, 1

HAUNT = """language 1
haunt 133 "Stone Skin" {
  traitor none
  # Nothing but a card's own rules lowers anyone's traits; damage and gains still count.
  static unchanging(when: lowering and not damage and count(source) == 0)
  action curse "Curse yourself" {
    who explorers
    limit any_number
    do { lose(actor, might, 1) }
  }
  action bless "Bless yourself" {
    who explorers
    limit any_number
    do { gain(actor, might, 1) }
  }
  action wound "Wound yourself" {
    who explorers
    limit any_number
    do { damage(actor, physical, points: 1) }
  }
  heroes { win when false }
  traitor { win when false }
}
"""


def _zoe(tmp_path: Path) -> Scenario:
    path = tmp_path / "stone.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path]).at(ZOE, "foyer").give(ZOE, "bell").reveal(133, OX)
    sc.state = sc.build()
    return sc.turn(ZOE)


def _clip(s: GameState, trait: Trait) -> int:
    return s.explorers[ZOE].position(trait)


def test_a_haunts_own_loss_is_held_off_but_its_gain_is_not(tmp_path: Path) -> None:
    s = _zoe(tmp_path).build()
    might = _clip(s, Trait.MIGHT)
    assert _clip(s.apply("use haunt:133 curse"), Trait.MIGHT) == might
    assert _clip(s.apply("use haunt:133 bless"), Trait.MIGHT) == might + 1


def test_damage_and_a_cards_own_rules_still_lower_traits(tmp_path: Path) -> None:
    s = _zoe(tmp_path).build()
    might, sanity = _clip(s, Trait.MIGHT), _clip(s, Trait.SANITY)
    wounded = s.apply("use haunt:133 wound").apply("damage might")
    assert _clip(wounded, Trait.MIGHT) == might - 1
    # Letting go of the Bell takes back the Sanity it gave: the Bell's own rule.
    assert _clip(s.apply("drop bell"), Trait.SANITY) == sanity - 1
