"""Haunt 5, I Was a Teenage Lycanthrope: bites, the curse, half damage for Werewolves and
the silver bullet."""

from __future__ import annotations

from h1_helpers import dice, hero_of, meet, names, position, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import run_script


def _vars(s: GameState) -> dict[str, object]:
    return {k.split(":", 2)[2]: v for k, v in s.script_vars if k.startswith("haunt:5:")}


def test_the_traitor_turns_and_the_dog_comes_with_them() -> None:
    s = revealed(5)
    traitor = s.traitor
    assert traitor is not None
    assert [m.kind for m in s.monsters] == ["hound"]
    assert s.monsters[0].room == s.explorers[traitor].room
    assert not any(s.game.content.card(c).kind.value == "item" for c in s.explorers[traitor].cards)


def test_a_werewolf_win_on_its_attack_bites_and_a_failed_sanity_roll_turns_the_hero() -> None:
    s = revealed(5)
    traitor = s.traitor
    assert traitor is not None
    hero = hero_of(s)
    sc = meet(s, "foyer")
    sc.trait(traitor, Trait.MIGHT, position(s, traitor, Trait.MIGHT, 5))
    s = sc.turn(traitor).build().apply("choose speed")  # the moon's point
    s = s.apply(f"attack {hero}")
    s = run_script(s, dice(1, *[0] * (s.frames[-1].dice - 1)))  # type: ignore[attr-defined]
    s = roll_all(s, 0)  # a win by one
    assert hero in _vars(s)["bitten"]  # type: ignore[operator]
    # Halved for nobody but Werewolves: the hero places the full damage.
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    s = meet(s, "foyer").turn(hero).build()
    s = roll_all(s, 0)  # the curse: a Sanity roll of 0
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    assert hero in s.turned


def test_werewolves_take_half_damage_rounded_up() -> None:
    s = revealed(5)
    traitor = s.traitor
    assert traitor is not None
    hero = hero_of(s)
    sc = meet(s, "foyer")
    sc.trait(hero, Trait.MIGHT, position(s, hero, Trait.MIGHT, 5))
    s = sc.turn(hero).build()
    s = s.apply(f"attack {traitor}")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)
    # Might 5 rolls 10 against 0: 10 damage, or 5 once halved (the hero may not steal:
    # the traitor holds nothing).
    frame = s.frames[-1]
    assert getattr(frame, "points", None) == 5


def test_the_silver_bullet_kills_a_werewolf() -> None:
    s = revealed(5)
    traitor = s.traitor
    assert traitor is not None
    hero = hero_of(s)
    sc = meet(s, "foyer")
    sc.trait(hero, Trait.SPEED, position(s, hero, Trait.SPEED, 4))
    sc.state = sc.state.evolve(carried=(("haunt:5:bullets", hero),))
    s = sc.give(hero, "revolver").turn(hero).build()
    s = s.apply(f"attack {traitor} revolver")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)
    assert not s.explorers[traitor].alive
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_dog_falls_to_a_silver_bullet() -> None:
    s = revealed(5)
    hero = hero_of(s)
    sc = meet(s, "foyer", MonsterState("hound#1", "hound", "foyer"))
    sc.state = sc.state.evolve(carried=(("haunt:5:bullets", hero),))
    s = sc.give(hero, "revolver").turn(hero).build()
    s = s.apply("attack hound#1 revolver")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)
    assert not s.monsters


def test_casting_the_bullets_and_finding_the_revolver() -> None:
    s = revealed(5)
    hero = hero_of(s)
    sc = meet(s, "furnace_room")
    sc.trait(hero, Trait.KNOWLEDGE, position(s, hero, Trait.KNOWLEDGE, 4))
    sc.state = with_vars(sc.state, 5)
    s = sc.turn(hero).build()
    s = roll_all(s.apply("use haunt:5 cast_bullets"), 2)
    assert ("haunt:5:bullets", hero) in s.carried
    assert not any("find_revolver" in n for n in names(s))  # one step a turn


def test_the_bullets_go_to_the_hero_with_the_revolver() -> None:
    s = revealed(5)
    traitor = s.traitor
    assert traitor is not None
    maker, gunman, _ = [seat for seat in range(4) if seat != traitor]
    sc = meet(s, "foyer")
    sc.state = sc.state.evolve(carried=(("haunt:5:bullets", maker),))
    s = sc.give(gunman, "revolver").turn(maker).build()
    # Only the hero holding the Revolver is offered the bullets, not just anyone nearby.
    offers = [n for n in names(s) if "pass_bullets" in n]
    assert offers == [f"use haunt:5 pass_bullets {gunman}"]
    s = s.apply(offers[0])
    assert ("haunt:5:bullets", gunman) in s.carried
    # The hero with both keeps them: nobody else is offered the bullets.
    s = meet(s, "foyer").turn(gunman).build()
    assert ("haunt:5:bullets", gunman) in s.carried
    assert not any("pass_bullets" in n for n in names(s))


def _last_hero_falls_to(killer_is_wolf: bool) -> GameState:
    """Two heroes have turned Werewolf; the last hero, at death's door in every trait,
    is beaten in a fight by the first of them (or by the traitor)."""
    s = revealed(5)
    traitor = s.traitor
    assert traitor is not None
    last, wolf, idle = [seat for seat in range(s.players) if seat != traitor]
    sc = meet(s, "foyer")
    for t in Trait:
        sc.trait(last, t, 0)
    sc.trait(wolf, Trait.MIGHT, position(s, wolf, Trait.MIGHT, 5))
    sc.trait(traitor, Trait.MIGHT, position(s, traitor, Trait.MIGHT, 5))
    sc.state = with_vars(sc.state.evolve(turned=(wolf, idle)), 5, wolves=(wolf, idle))
    attacker = wolf if killer_is_wolf else traitor
    s = sc.turn(attacker).build()
    while s.frames:  # the moon's point, for whoever it is offered to
        s = s.apply(s.legal_actions()[0])
    s = s.apply(f"attack {last}")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)
    while s.frames and s.phase is not Phase.OVER:
        s = s.apply(s.legal_actions()[0])
    assert not s.explorers[last].alive
    return s


def test_a_werewolf_who_killed_a_hero_shares_the_traitors_win_the_others_do_not() -> None:
    s = _last_hero_falls_to(killer_is_wolf=True)
    traitor = s.traitor
    assert traitor is not None
    _last, wolf, idle = [seat for seat in range(s.players) if seat != traitor]
    assert s.phase is Phase.OVER
    assert s.winner == ",".join(str(seat) for seat in sorted((traitor, wolf)))
    assert str(idle) not in s.winner.split(",")


def test_when_no_werewolf_has_killed_only_the_traitor_wins() -> None:
    s = _last_hero_falls_to(killer_is_wolf=False)
    assert s.phase is Phase.OVER and s.winner == str(s.traitor)
