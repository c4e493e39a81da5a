"""Haunt 1, The Mummy Walks: the banishing, the Mummy's immunity and its blows."""

from __future__ import annotations

from h1_helpers import dice, hero_of, meet, names, position, revealed, with_vars

from betrayal.core.rules import monster_cards
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import Scenario, run_script

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
    # The traitor may have it carry her off instead of hurting the hero.
    s = run_script(s, ["choose True"])  # the Girl is all there is to take
    assert "girl" not in s.explorers[hero].cards
    assert s.monsters[0].cards == ("girl",)


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
    traitor = s.traitor
    assert traitor is not None
    s = sc.give(traitor, "girl", "ring").turn(traitor).build()
    s = run_script(s, ["use haunt:1 hand_over girl"])
    assert s.phase is Phase.HAUNT and s.monsters[0].cards == ("girl",)
    # Handing over is once a turn: the relic follows on the traitor's next turn.
    assert "use haunt:1 hand_over ring" not in names(s)
    s = run_script(Scenario(s).turn(traitor).build(), ["use haunt:1 hand_over ring"])
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_traitor_may_hand_the_mummy_any_item_which_it_keeps_when_stunned() -> None:
    sc, hero = _ready()
    traitor = sc.state.traitor
    assert traitor is not None
    sc.at(traitor, ROOM).give(traitor, "axe")
    s = sc.turn(traitor).build()
    s = run_script(s, ["use haunt:1 hand_over axe"])
    assert "axe" not in s.explorers[traitor].cards and s.monsters[0].cards == ("axe",)
    # Beaten and stunned, the Mummy still has the Axe.
    s = Scenario(s).turn(hero).build()
    s = run_script(s, ["attack mummy#1", *dice(2, 2, 2, 2), *dice(0, 0, 0, 0, 0, 0, 0, 0)])
    assert s.monsters[0].stunned and s.monsters[0].cards == ("axe",)


def test_a_banished_mummy_drops_what_it_carries() -> None:
    sc, hero = _ready(spell_known=True)
    s = monster_cards.give(sc.give(hero, "book").turn(hero).build(), "mummy#1", "girl")
    s = run_script(s, ["use haunt:1 banish", *dice(2, 2, 2, 2), *dice(1, 0, 0, 0, 0)])
    assert not s.monsters and "girl" in s.pile(ROOM)


# ----- in a house built by hand ------------------------------------------------------------


def _mummy_house() -> GameState:
    """Revealed by Ox (seat 0, the traitor) in the Foyer, everyone there; the setup's
    questions (where the Girl waits, which relic) answered with their first option."""
    from betrayal.testing import Scenario

    sc = Scenario.new(explorers=("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc"))
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    s = sc.reveal(1, revealer=0).build()
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    assert s.traitor == 0 and [m.room for m in s.monsters] == ["foyer"]
    return s


def _mummy_turn(s: GameState, speed: tuple[int, int, int]) -> GameState:
    import attrs

    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    turn = TurnState(player=0, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(s, frames=()).evolve(turn=turn)))
    return run_script(s, dice(*speed))


def _mummy(s: GameState) -> list[str]:
    return [n.removeprefix("monster mummy#1 ") for n in names(s) if "mummy" in n]


def test_the_mummy_must_attack_a_hero_in_its_room() -> None:
    s = _mummy_turn(_mummy_house(), (1, 1, 0))  # Speed 2: no passage
    offered = _mummy(s)
    assert "attack 1" in offered and "done" not in offered
    # Alone, it may stop.
    import attrs

    from betrayal.testing import Scenario

    sc = Scenario(attrs.evolve(_mummy_house(), frames=()))
    for seat in (1, 2, 3):
        sc.at(seat, "entrance_hall")
    s = _mummy_turn(sc.build(), (1, 1, 0))
    assert "done" in _mummy(s)


def test_on_a_low_speed_roll_it_may_take_a_secret_passage_anywhere() -> None:
    s = _mummy_turn(_mummy_house(), (1, 0, 0))  # a 1
    assert names(s) == ["choose True", "choose False"]
    s = s.apply("choose True")
    assert "choose upper_landing" in names(s) and "choose foyer" not in names(s)
    s = s.apply("choose upper_landing")
    assert [m.room for m in s.monsters] == ["upper_landing"]
    assert _mummy(s) == ["done"]  # nobody there to attack, and it goes no further


def test_a_roll_of_two_takes_no_passage() -> None:
    s = _mummy_turn(_mummy_house(), (2, 0, 0))
    assert not [n for n in names(s) if n.startswith("choose")]


def test_a_win_by_two_may_carry_off_an_ordinary_item_or_hurt() -> None:
    import attrs

    from betrayal.testing import Scenario

    base = Scenario(attrs.evolve(_mummy_house(), frames=())).give(1, "axe").build()
    might = base.trait(1, Trait.MIGHT)
    s = _mummy_turn(base, (1, 1, 0))
    s = run_script(s, ["monster mummy#1 attack 1", *dice(1, 1, 0, 0, 0, 0, 0, 0)])
    s = run_script(s, dice(*[0] * might))
    assert names(s) == ["choose True", "choose False"]
    taken = s.apply("choose True")  # the Axe is all there is to take
    assert "axe" not in taken.explorers[1].cards and taken.monsters[0].cards == ("axe",)
    assert taken.explorers[1].traits == base.explorers[1].traits
    hurt = s.apply("choose False")
    assert "axe" in hurt.explorers[1].cards
    speed = base.explorers[1].position(Trait.SPEED)
    assert hurt.explorers[1].position(Trait.SPEED) == speed - 2
