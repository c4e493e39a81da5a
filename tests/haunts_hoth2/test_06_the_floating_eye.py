"""Haunt 6, The Floating Eye: the traitor aboard, the Aliens' mind control, boarding,
freeing a friend and wrecking the Spaceship."""

from __future__ import annotations

import attrs
from h1_helpers import dice, hero_of, meet, names, position, revealed, roll_all, with_vars

from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, Phase, TurnState
from betrayal.core.traits import Trait
from betrayal.testing import run_script


def _vars(s: GameState) -> dict[str, object]:
    return {k.split(":", 2)[2]: v for k, v in s.script_vars if k.startswith("haunt:6:")}


def _ship(s: GameState, room: str) -> GameState:
    tokens = tuple(t for t in s.tokens if t[0] != "haunt:6:spaceship")
    return s.evolve(tokens=(*tokens, ("haunt:6:spaceship", room)))


def test_the_traitor_goes_aboard_and_an_alien_lands_with_four_players() -> None:
    s = revealed(6)
    assert s.traitor is not None and s.traitor in s.escaped
    assert [m.kind for m in s.monsters] == ["alien"]
    assert s.reveal is not None and ("haunt:6:spaceship", s.reveal.room) in s.tokens


def test_aliens_shrug_off_speed_attacks() -> None:
    s = revealed(6)
    hero = hero_of(s)
    s = meet(s, "foyer", MonsterState("alien#1", "alien", "foyer")).give(hero, "revolver")
    s = s.turn(hero).build()
    assert "attack alien#1" in names(s) and "attack alien#1 revolver" not in names(s)


def _alien_beside(stunned: bool = False, ship: str = "grand_staircase") -> tuple[GameState, int]:
    """One Alien in the Foyer with one hero, on the traitor's monster turn (played by the
    traitor, who is aboard the Spaceship; the Alien's Speed rolled); the others wait in
    the Entrance Hall."""
    s = revealed(6)
    traitor = s.traitor
    assert traitor is not None
    hero = hero_of(s)
    sc = meet(s, "foyer", MonsterState("alien#1", "alien", "foyer"))
    sc.state = _ship(sc.state, ship)
    for seat in range(4):
        if seat != hero:
            sc.at(seat, "entrance_hall")
    s = sc.build()
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(start_monster_turn(s.evolve(turn=turn)), 1)
    if stunned:  # beaten earlier in this monster turn, say
        s = s.evolve(monsters=tuple(attrs.evolve(m, stunned=True) for m in s.monsters))
    return s, hero


def test_the_gaze_takes_control_and_the_controlled_hero_boards_the_ship() -> None:
    s, hero = _alien_beside(ship="foyer")
    s = s.apply("use haunt:6 gaze")
    s = run_script(s, dice(*[0] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 2)
    assert hero in _vars(s)["controlled"]  # type: ignore[operator]
    # A controlled hero cannot attack; at the start of their turn in the ship's room they
    # board it and are gone.
    s = meet(s, "foyer", MonsterState("alien#1", "alien", "foyer")).turn(hero).build()
    assert hero in s.escaped


def test_every_alien_bends_minds_in_the_same_monster_turn() -> None:
    """Two Aliens (as with five or six players): one use of the gaze lets each of them
    test the heroes in its own room, so the second Alien's power is not lost."""
    s = revealed(6)
    traitor = s.traitor
    assert traitor is not None
    heroes = [seat for seat in range(4) if seat != traitor]
    sc = meet(
        s,
        "foyer",
        MonsterState("alien#1", "alien", "foyer"),
        MonsterState("alien#2", "alien", "entrance_hall"),
    )
    sc.state = _ship(sc.state, "grand_staircase")
    sc.at(traitor, "grand_staircase").at(heroes[1], "entrance_hall").at(heroes[2], "upper_landing")
    s = sc.build()
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(start_monster_turn(s.evolve(turn=turn)), 1)
    assert "use haunt:6 gaze" in names(s)
    s = s.apply("use haunt:6 gaze")
    # Each hero with an Alien beside them is tested once: blank Sanity dice against the
    # Alien's six dice showing ones.
    for _ in range(2):
        s = run_script(s, dice(*[0] * s.frames[-1].dice))  # type: ignore[attr-defined]
        s = run_script(s, dice(*[1] * 6))
    assert not s.is_chance_node()
    controlled = _vars(s)["controlled"]
    assert isinstance(controlled, tuple)
    assert set(controlled) == {heroes[0], heroes[1]}
    # The hero with no Alien beside them is not touched, and the gaze is spent for the turn.
    assert heroes[2] not in controlled
    assert "use haunt:6 gaze" not in names(s)


def test_beating_a_controlled_friend_frees_them_for_half_damage() -> None:
    s = revealed(6)
    hero = hero_of(s)
    friend = next(i for i in range(4) if i not in (hero, s.traitor))
    sc = meet(s, "foyer")
    sc.trait(hero, Trait.MIGHT, position(s, hero, Trait.MIGHT, 4))
    sc.state = with_vars(sc.state, 6, controlled=(friend,))
    s = sc.turn(hero).build()
    before = s.explorers[friend].traits
    s = s.apply(f"use haunt:6 free_friend {friend} might")
    s = run_script(s, dice(1, 1, 1, 0))  # 3
    s = roll_all(s, 0)
    assert friend not in _vars(s)["controlled"] and friend in _vars(s)["immune"]  # type: ignore[operator]
    # Three damage halves to one point, placed by the friend.
    placed = 0
    while s.frames:
        s = s.apply(s.legal_actions()[0])
        placed += 1
    assert sum(before) - sum(s.explorers[friend].traits) == 1 and placed == 1


def test_the_spaceship_falls_to_as_many_might_rolls_as_players() -> None:
    s = revealed(6)
    hero = hero_of(s)
    sc = meet(s, "foyer")
    sc.state = with_vars(_ship(sc.state, "foyer"), 6, hull_hits=3)
    sc.trait(hero, Trait.MIGHT, position(s, hero, Trait.MIGHT, 3))
    s = sc.turn(hero).build()
    s = roll_all(s.apply("use haunt:6 wreck"), 2)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_an_alien_that_bends_minds_gives_up_its_attack() -> None:
    s, hero = _alien_beside(stunned=False)
    assert f"monster alien#1 attack {hero}" in names(s)
    s = s.apply("use haunt:6 gaze")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)  # the hero resists
    assert hero not in _vars(s).get("controlled", ())  # type: ignore[operator]
    assert not any(" attack " in n for n in names(s))


def test_a_stunned_alien_bends_no_minds() -> None:
    s, hero = _alien_beside(stunned=True)
    if "use haunt:6 gaze" in names(s):
        s = s.apply("use haunt:6 gaze")
    assert not s.is_chance_node()  # nobody is tested
    assert hero not in _vars(s).get("controlled", ())  # type: ignore[operator]


def _ends_turn_in_the_furnace(controlled: bool) -> GameState:
    """A hero ends their turn in the Furnace Room, under an Alien's control or not."""
    s = revealed(6)
    hero = hero_of(s)
    sc = meet(s, "furnace_room")
    sc.state = with_vars(_ship(sc.state, "foyer"), 6, controlled=(hero,) if controlled else ())
    s = sc.turn(hero).build()
    # The Spaceship is out of reach from this tile: let the turn end where it began.
    return s.evolve(turn=attrs.evolve(s.turn, lured_to=None)).apply("end")


def test_a_controlled_hero_is_untouched_by_the_rooms_harm() -> None:
    burned = _ends_turn_in_the_furnace(controlled=False)
    assert any(type(f).__name__ == "PlaceDamage" for f in burned.frames)
    spared = _ends_turn_in_the_furnace(controlled=True)
    assert not any(type(f).__name__ == "PlaceDamage" for f in spared.frames)
