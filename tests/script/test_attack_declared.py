"""An attack on an explorer is declared to the rules before any die is thrown: a rule may
call it off or turn it on somebody else."""

from __future__ import annotations

from pathlib import Path

from betrayal import Trait
from betrayal.content.loader import load
from betrayal.core.frames import RollDice
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.testing import Scenario, run_script

ZOE, OX, VIVIAN = 0, 1, 2

HAUNT = """language 1
haunt 131 "Guarded" {
  traitor left_of_revealer
  # Whoever holds the Ring cannot be attacked; whoever holds the Skull passes the blow on.
  on attacked(who, by, kind, t) where holds(who, ring) { cancel_attack() }
  on attacked(who) where holds(who, skull) { redirect_attack(left_of(who)) }
  heroes { win when false }
  traitor { win when false }
}
"""


def _fight(tmp_path: Path, *cards: str) -> Scenario:
    """Vivian reveals, so Zoe on her left is the traitor; it is Zoe's turn, all three
    stand in the Foyer, and Ox holds the cards."""
    path = tmp_path / "guarded.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path])
    for seat in (ZOE, OX, VIVIAN):
        sc.at(seat, "foyer")
    sc.give(OX, *cards).reveal(131, VIVIAN)
    sc.state = sc.build()
    return sc.turn(ZOE)


def test_an_attack_nobody_heeds_goes_ahead(tmp_path: Path) -> None:
    s = _fight(tmp_path).build()
    assert s.traitor == ZOE and s.turn.player == ZOE
    s = s.apply(f"attack {OX}")
    assert isinstance(s.frames[-1], RollDice) and s.frames[-1].explorer == ZOE


def test_a_rule_calls_the_attack_off_before_any_die(tmp_path: Path) -> None:
    s = _fight(tmp_path, "ring").build()
    s = s.apply(f"attack {OX}")
    assert not s.frames  # no dice: the attack is off
    assert s.turn.attacked  # and Zoe's attack of the turn is spent


def test_a_rule_turns_the_attack_on_someone_else(tmp_path: Path) -> None:
    sc = _fight(tmp_path, "skull")
    s = sc.build()
    ox_might = s.trait(OX, Trait.MIGHT)
    vivian_might = s.trait(VIVIAN, Trait.MIGHT)
    # Zoe swings at Ox, who holds the Skull: the blow falls on Vivian, on his left, who
    # defends with her own Might (all blanks) and is hurt.
    s = s.apply(f"attack {OX}")
    dice = s.frames[-1]
    assert isinstance(dice, RollDice)
    s = run_script(s, ["die 2"] * dice.dice)
    defence = s.frames[-1]
    assert isinstance(defence, RollDice) and defence.explorer == VIVIAN
    s = run_script(s, ["die 0"] * defence.dice)
    while s.frames and "damage might" in [str(a) for a in s.legal_actions()]:
        s = s.apply("damage might")
    assert s.trait(OX, Trait.MIGHT) == ox_might
    assert s.trait(VIVIAN, Trait.MIGHT) < vivian_might


def test_explain_reads_the_rules() -> None:
    (program,) = check_text(HAUNT, load("hoth2")).programs
    text = "\n".join(render_program(program))
    assert "When you are about to be attacked, if you hold the Ring:" in text, text
    assert "the attack falls on" in text
