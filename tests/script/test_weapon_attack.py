"""attack_explorer_anywhere(..., weapon: [c]): a rule makes an explorer strike another
with a weapon they hold, wherever the other stands: the weapon's dice and trait, and its
own rules first."""

from __future__ import annotations

from pathlib import Path

from betrayal import Trait
from betrayal.content.loader import load
from betrayal.core.frames import RollDice
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.testing import Scenario

ZOE, OX, VIVIAN = 0, 1, 2

HAUNT = """language 3
haunt 132 "Long Arm" {
  traitor left_of_revealer
  # The traitor may strike Ox from anywhere with a weapon they hold.
  action strike "Strike from afar" {
    who traitor
    limit once_per_turn
    choose c: card from cards_of(actor)
    do { attack_explorer_anywhere(actor, at_seat(1), weapon: [c]) }
  }
  heroes { win when false }
  traitor { win when false }
}
"""


def _strike(tmp_path: Path, *cards: str) -> Scenario:
    """Vivian reveals, so Zoe on her left is the traitor; it is Zoe's turn in the Foyer,
    Ox far off in the Basement Landing, and Zoe holds the cards."""
    path = tmp_path / "long_arm.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path])
    sc.at(ZOE, "foyer").at(VIVIAN, "foyer").at(OX, "basement_landing")
    sc.give(ZOE, *cards).reveal(132, VIVIAN)
    sc.state = sc.build()
    return sc.turn(ZOE)


def test_the_weapon_adds_its_dice_wherever_the_target_stands(tmp_path: Path) -> None:
    s = _strike(tmp_path, "axe").build()
    might = s.trait(ZOE, Trait.MIGHT)
    s = s.apply("use haunt:132 strike axe")
    roll = s.frames[-1]
    assert isinstance(roll, RollDice) and roll.explorer == ZOE
    assert roll.dice == might + 1  # the Axe's one die more
    assert s.turn.attacked


def test_the_weapon_s_own_rules_run_first(tmp_path: Path) -> None:
    s = _strike(tmp_path, "blood_dagger").build()
    speed = list(Trait).index(Trait.SPEED)
    clip = s.explorers[ZOE].traits[speed]
    s = s.apply("use haunt:132 strike blood_dagger")
    assert s.explorers[ZOE].traits[speed] == clip - 1  # the Blood Dagger's price
    roll = s.frames[-1]
    assert isinstance(roll, RollDice) and roll.dice == s.trait(ZOE, Trait.MIGHT) + 3


def test_a_card_that_is_no_weapon_leaves_the_attack_bare_handed(tmp_path: Path) -> None:
    s = _strike(tmp_path, "lucky_stone").build()
    might = s.trait(ZOE, Trait.MIGHT)
    s = s.apply("use haunt:132 strike lucky_stone")
    roll = s.frames[-1]
    assert isinstance(roll, RollDice) and roll.dice == might  # no die more
    assert s.turn.attacked


def test_explain_reads_the_strike() -> None:
    (program,) = check_text(HAUNT, load("hoth2")).programs
    text = "\n".join(render_program(program))
    assert "at once, wherever they stand, with c if they hold it" in text, text
