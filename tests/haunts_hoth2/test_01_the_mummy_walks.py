"""Haunt 1, The Mummy Walks: the banishing, the Mummy's immunity and its blows."""

from __future__ import annotations

from h1_helpers import dice, hero_of, meet, names, position, revealed, with_vars

from betrayal.core.state import MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import run_script

ROOM = "foyer"
MUMMY = MonsterState("mummy#1", "mummy", ROOM)


def _ready(**values: object):  # type: ignore[no-untyped-def]
    s = revealed(1)
    hero = hero_of(s)
    sc = meet(s, ROOM, MUMMY)
    sc.state = with_vars(sc.state, 1, **values)
    sc.trait(hero, Trait.SANITY, position(s, hero, Trait.SANITY, 4))
    sc.trait(hero, Trait.MIGHT, position(s, hero, Trait.MIGHT, 4))
    return sc, hero


def test_speaking_the_name_with_the_book_banishes_the_mummy_and_the_heroes_win() -> None:
    sc, hero = _ready(spell_known=True)
    s = sc.give(hero, "book").turn(hero).build()
    assert "use haunt:1 banish" in names(s)
    # Sanity 4 rolls 8; the Mummy's Sanity 5 rolls 1.
    s = run_script(s, ["use haunt:1 banish", *dice(2, 2, 2, 2), *dice(1, 0, 0, 0, 0)])
    assert s.phase is Phase.OVER and s.winner == "heroes"
    assert not s.monsters


def test_no_banishing_before_the_spell_is_learned_nor_without_the_book() -> None:
    sc, hero = _ready()
    s = sc.give(hero, "book").turn(hero).build()
    assert "use haunt:1 banish" not in names(s)
    sc, hero = _ready(spell_known=True)
    s = sc.turn(hero).build()
    assert "use haunt:1 banish" not in names(s)


def test_the_mummy_shrugs_off_speed_attacks() -> None:
    sc, hero = _ready()
    s = sc.give(hero, "revolver").turn(hero).build()
    offered = names(s)
    assert "attack mummy#1" in offered  # bare hands: Might
    assert "attack mummy#1 revolver" not in offered


def test_learning_the_name_takes_a_knowledge_roll_of_six_in_the_library() -> None:
    sc, hero = _ready()
    sc.trait(hero, Trait.KNOWLEDGE, position(sc.state, hero, Trait.KNOWLEDGE, 3))
    s = sc.at(hero, "library").turn(hero).build()
    s = run_script(s, ["use haunt:1 learn_name", *dice(2, 2, 2)])
    assert dict(s.script_vars)["haunt:1:name_turn"] == s.turn.number
    # One step a turn: the spell cannot be looked up on the same turn, even with the Book.
    assert not any("learn" in n for n in names(s))


def test_a_mummy_win_by_two_carries_off_the_girl() -> None:
    sc, hero = _ready()
    s = sc.give(hero, "girl").turn(hero).build()
    # The hero (Might 4) rolls 0; the Mummy (Might 8) rolls 2.
    s = run_script(s, ["attack mummy#1", *dice(0, 0, 0, 0), *dice(1, 1, 0, 0, 0, 0, 0, 0)])
    assert "girl" not in s.explorers[hero].cards
    assert dict(s.script_vars)["haunt:1:bride_taken"] is True


def test_a_mummy_blow_takes_speed_first() -> None:
    sc, hero = _ready()
    s = sc.turn(hero).build()
    speed, might = (s.explorers[hero].position(t) for t in (Trait.SPEED, Trait.MIGHT))
    s = run_script(s, ["attack mummy#1", *dice(0, 0, 0, 0), *dice(1, 0, 0, 0, 0, 0, 0, 0)])
    assert s.explorers[hero].position(Trait.SPEED) == speed - 1
    assert s.explorers[hero].position(Trait.MIGHT) == might


def test_the_traitor_wins_with_bride_and_relic_in_the_sarcophagus_room() -> None:
    s = revealed(1)
    assert s.reveal is not None
    home = s.reveal.room
    sc = meet(s, home, MonsterState("mummy#1", "mummy", home))
    sc.state = with_vars(sc.state, 1, bride_taken=True)
    traitor = s.traitor
    assert traitor is not None
    s = sc.give(traitor, "ring").turn(traitor).build()
    s = run_script(s, ["use haunt:1 offer_relic ring"])
    assert s.phase is Phase.OVER and s.winner == "traitor"
