"""Haunt 3, Frog-Leg Stew: the Witch's Skin of Frog, frogs and the Cat, and the spell that
makes her mortal."""

from __future__ import annotations

from h1_helpers import dice, hero_of, meet, names, position, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import run_script

WITCH = MonsterState("witch#1", "witch", "foyer")


def _vars(s: GameState) -> dict[str, object]:
    return {k.split(":", 2)[2]: v for k, v in s.script_vars if k.startswith("haunt:3:")}


def _monster_turn(s: GameState) -> GameState:
    """Play on, ending every turn, until the monsters' turn has rolled its speeds."""
    while not s.turn.monsters:
        s = s.apply("end") if not s.frames else s.apply(s.legal_actions()[0])
    return roll_all(s, 1)


def test_the_witch_cannot_be_attacked_until_she_is_mortal() -> None:
    s = revealed(3)
    hero = hero_of(s)
    s1 = meet(s, "foyer", WITCH).turn(hero).build()
    assert not any("witch#1" in n for n in names(s1))
    sc = meet(s, "foyer", WITCH)
    sc.state = with_vars(sc.state, 3, mortal=True)
    s2 = sc.turn(hero).build()
    assert "attack witch#1" in names(s2)


def test_form_of_mortal_then_a_win_kills_the_witch() -> None:
    s = revealed(3)
    hero = hero_of(s)
    sc = meet(s, "foyer", WITCH)
    sc.trait(hero, Trait.KNOWLEDGE, position(s, hero, Trait.KNOWLEDGE, 3))
    sc.state = sc.state.evolve(carried=(("haunt:3:root", hero),))
    s = sc.give(hero, "book").turn(hero).build()
    s = roll_all(s.apply("use haunt:3 make_mortal"), 2)
    assert _vars(s)["mortal"] is True
    # The hero attacks with Might, all 2s; the Witch's Might 3 rolls nothing.
    s = s.apply("attack witch#1")
    s = roll_all(run_script(s, dice(*[2] * s.frames[-1].dice)), 0)  # type: ignore[attr-defined]
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_skin_of_frog_turns_a_hero_and_lets_the_cat_out() -> None:
    s = revealed(3)
    hero = hero_of(s)
    sc = meet(s, "foyer", WITCH)
    traitor = s.traitor
    assert traitor is not None
    s = sc.give(hero, "axe").turn(traitor).build()
    s = _monster_turn(s)
    assert f"use haunt:3 skin_of_frog {hero}" in names(s)
    s = s.apply(f"use haunt:3 skin_of_frog {hero}")
    s = run_script(s, dice(*[0] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 2)  # the hero's Sanity rolls nothing, the Witch's six dice twelve
    assert hero in _vars(s)["frogs"]  # type: ignore[operator]
    assert s.explorers[hero].cards == () and "axe" in s.pile("foyer")
    assert s.trait(hero, Trait.MIGHT) == s.explorer_def(hero).track(Trait.MIGHT).values[0]
    assert any(m.kind == "cat" for m in s.monsters)


def test_a_frog_cannot_attack_and_the_book_turns_it_back() -> None:
    s = revealed(3)
    hero = hero_of(s)
    other = next(i for i in range(4) if i not in (hero, s.traitor))
    sc = meet(s, "foyer")
    sc.trait(other, Trait.KNOWLEDGE, position(s, other, Trait.KNOWLEDGE, 3))
    sc.state = with_vars(sc.state, 3, frogs=(hero,))
    s1 = sc.turn(hero).build()
    assert not any(n.startswith("attack") for n in names(s1))
    s2 = sc.give(other, "book").turn(other).build()
    s2 = roll_all(s2.apply(f"use haunt:3 unfrog {hero}"), 2)
    assert hero not in _vars(s2)["frogs"]  # type: ignore[operator]


def test_a_carried_frog_goes_with_its_carrier() -> None:
    s = revealed(3)
    hero = hero_of(s)
    other = next(i for i in range(4) if i not in (hero, s.traitor))
    sc = meet(s, "foyer")
    sc.state = with_vars(sc.state, 3, frogs=(hero,))
    s = sc.turn(other).build()
    s = s.apply(f"use haunt:3 carry_frog {hero}")
    assert hero in s.bound
    s = s.apply("move S")
    assert s.explorers[hero].room == s.explorers[other].room != "foyer"


def test_the_cat_eats_a_frog_it_beats() -> None:
    s = revealed(3)
    hero = hero_of(s)
    traitor = s.traitor
    assert traitor is not None
    sc = meet(s, "foyer", MonsterState("cat#1", "cat", "foyer"))
    sc.state = with_vars(sc.state, 3, frogs=(hero,), cat_out=True)
    s = sc.turn(traitor).build()
    s = _monster_turn(s)
    attacks = [n for n in names(s) if "attack" in n]
    assert attacks == [f"monster cat#1 attack {hero}"]
    s = s.apply(attacks[0])
    s = run_script(s, dice(2, 2, 2))
    s = roll_all(s, 0)
    assert not s.explorers[hero].alive


def test_the_traitor_wins_when_every_hero_is_a_frog() -> None:
    s = revealed(3)
    heroes = tuple(i for i in range(4) if i != s.traitor)
    sc = meet(s, "foyer")
    sc.state = with_vars(sc.state, 3, frogs=heroes[:2])
    s = sc.turn(heroes[2]).build()
    assert s.phase is Phase.HAUNT
    sc = meet(s, "foyer")
    sc.state = with_vars(sc.state, 3, frogs=heroes)
    s = sc.turn(heroes[0]).build()
    from betrayal.core.rules.haunt import check_victory

    assert check_victory(s).winner == "traitor"
