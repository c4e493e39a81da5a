"""3rd-edition haunt 49, Terms and Conditions: the Demon holding the Contract, the heroes'
Blood, the burning of the Contract and the traitor's collection of Blood."""

from __future__ import annotations

from h3_helpers import haunt_vars, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing.haunts import meet

HAUNT = 49
CONTRACT = "haunt:49:contract"
BLOOD = "haunt:49:blood"


def _demon(room: str = "ballroom") -> MonsterState:
    return MonsterState("demon#1", "demon", room)


def _marks(s: GameState, seat: int) -> int:
    return int(haunt_vars(s, HAUNT).get(f"blood@{seat}", 0))  # type: ignore[call-overload]


def test_the_demon_waits_far_below_and_every_hero_bears_their_blood() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    # The Operating Theatre is the basement tile farthest from the Basement Landing.
    assert [(m.kind, m.room) for m in s.monsters] == [("demon", "operating_theatre")]
    assert [_marks(s, seat) for seat in range(4)] == [1, 0, 1, 1]
    assert haunt_vars(s, HAUNT)["owed"] == 3
    # Four players: one more Might and Speed for the traitor (from 2 and 3).
    assert s.explorers[1].traits[:2] == (3, 4)


def _strike_demon(hero_face: int) -> GameState:
    s = meet(revealed(HAUNT), "ballroom", _demon()).turn(0).build()
    s = s.apply("attack demon#1")
    return throw(s, s.frames[-1].dice, hero_face, 0)  # type: ignore[union-attr]


def test_beating_the_demon_in_a_might_attack_steals_the_contract_and_it_is_not_stunned() -> None:
    s = _strike_demon(2)
    assert (CONTRACT, 0) in s.carried
    assert [m.stunned for m in s.monsters] == [False]
    assert haunt_vars(s, HAUNT)["contract_with_demon"] is False
    # Once the Contract is gone, a beaten Demon is stunned as usual.
    s = with_vars(meet(s, "ballroom", _demon()).turn(0).build(), HAUNT, contract_with_demon=False)
    s = s.apply("attack demon#1")
    s = throw(s, s.frames[-1].dice, 2, 0)  # type: ignore[union-attr]
    assert [m.stunned for m in s.monsters] == [True]


def _burn(room: str, face: int) -> GameState:
    s = meet(revealed(HAUNT), room).at(1, "vault").turn(0).build()
    s = s.evolve(carried=((CONTRACT, 0),))
    assert "use haunt:49 burn" in names(s)
    return roll_all(s.apply("use haunt:49 burn"), face)


def test_burning_the_contract_in_a_fire_room_wins_for_the_heroes() -> None:
    # Josef's Knowledge roll of all 1s is under 7 alone, but the Kitchen's fire adds 4.
    s = _burn("kitchen", 1)
    assert s.is_terminal() and s.winner == "heroes"
    cold = _burn("ballroom", 1)
    assert not cold.is_terminal()


def test_a_failed_burn_hurts_and_spills_the_heros_blood() -> None:
    s = _burn("ballroom", 0)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 1
    assert frame.kind is DamageKind.PHYSICAL
    assert _marks(s, 0) == 0
    assert (BLOOD, "ballroom") in s.tokens
    # Spilt where the traitor stands, it goes straight onto the traitor's board.
    s = meet(revealed(HAUNT), "ballroom").turn(0).build()
    s = roll_all(s.evolve(carried=((CONTRACT, 0),)).apply("use haunt:49 burn"), 0)
    assert _marks(s, 0) == 0 and _marks(s, 1) == 1
    assert (BLOOD, "ballroom") not in s.tokens


def test_a_hero_without_their_blood_takes_mental_damage_at_the_end_of_a_turn() -> None:
    s = with_vars(meet(revealed(HAUNT), "ballroom").turn(0).build(), HAUNT, **{"blood@0": 0})
    s = roll_all(s.apply("end"), 1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0
    assert frame.kind is DamageKind.MENTAL
    kept = meet(revealed(HAUNT), "ballroom").turn(0).build().apply("end")
    assert not any(isinstance(f, PlaceDamage) for f in kept.frames)


def test_the_traitor_gathers_blood_and_wins_bringing_it_all_to_the_demon() -> None:
    s = meet(revealed(HAUNT), "primary_bedroom", _demon("primary_bedroom")).turn(1).build()
    s = s.evolve(tokens=tuple(sorted([*s.tokens, (BLOOD, "larder"), (BLOOD, "larder")])))
    s = with_vars(s, HAUNT, **{"blood@1": 1})
    s = s.apply("move E")
    assert s.explorers[1].room == "larder"
    assert _marks(s, 1) == 3 and (BLOOD, "larder") not in s.tokens
    assert not s.is_terminal()  # the Demon is elsewhere
    s = s.apply("move W")
    assert s.explorers[1].room == "primary_bedroom"
    assert s.is_terminal() and s.winner == "traitor"


def test_the_traitor_may_strike_with_sanity_for_mental_damage() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(1, Trait.SANITY, 7)
    s = sc.turn(1).build()
    assert "use haunt:49 sanity_attack 0" in names(s)
    s = s.apply("use haunt:49 sanity_attack 0")
    s = throw(s, s.frames[-1].dice, 2, 0)  # type: ignore[union-attr]
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0
    assert frame.kind is DamageKind.MENTAL


def test_a_hero_who_dies_spills_their_blood_for_the_traitor_to_gather() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(1, Trait.SANITY, 7)
    sc.trait(0, Trait.SANITY, 0)
    s = sc.turn(1).build().apply("use haunt:49 sanity_attack 0")
    s = throw(s, s.frames[-1].dice, 2, 0)  # type: ignore[union-attr]
    while s.frames and any(n.startswith("damage ") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage sanity")))
    assert not s.explorers[0].alive
    assert _marks(s, 0) == 0 and _marks(s, 1) == 1
