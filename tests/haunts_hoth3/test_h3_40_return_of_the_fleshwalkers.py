"""3rd-edition haunt 40, Return of the Fleshwalkers: each hero's Evil Twin with its
Reflection's traits, who may kill which twin, the Crystal Ball and the traitor's care for
the family."""

from __future__ import annotations

from h3_helpers import meet, names, revealed, roll_all, throw

from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import monster_turn, with_dead

HAUNT = 40
TRAITOR = 1  # the revealer
# Seat 0 plays Josef (Might 5, Speed 4), seat 2 Jaden (Might 3), seat 3 Warren.


def _twin(owner: int, room: str = "ballroom", stunned: bool = False) -> MonsterState:
    return MonsterState(f"twin#{owner}", "twin", room, owner=owner, stunned=stunned)


def test_a_twin_for_each_hero_on_the_traitors_tile() -> None:
    s = revealed(HAUNT)
    assert s.traitor == TRAITOR
    lair = s.explorers[TRAITOR].room
    assert sorted((m.kind, m.room, m.owner) for m in s.monsters) == [
        ("twin", lair, 0),
        ("twin", lair, 2),
        ("twin", lair, 3),
    ]
    traitor = s.explorers[TRAITOR]
    for trait in Trait:
        assert traitor.traits[trait.index] >= s.explorer_def(TRAITOR).track(trait).start


def _defence_dice(twin: MonsterState) -> int:
    """How many dice the twin rolls to defend against seat 0's Might attack."""
    s = meet(revealed(HAUNT), "ballroom", twin).turn(0).build()
    s = s.apply(f"attack {twin.ident}")
    for _ in range(s.frames[-1].dice):  # type: ignore[union-attr]
        s = s.apply("die 0")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice) and frame.explorer == -1
    return frame.dice


def test_a_twin_has_its_reflections_starting_traits() -> None:
    assert _defence_dice(_twin(0)) == 5  # Josef's Might
    assert _defence_dice(_twin(2)) == 3  # Jaden's Might


def test_a_twin_walks_its_speed_without_a_roll() -> None:
    s = monster_turn(meet(revealed(HAUNT), "ballroom", _twin(0)).build(), TRAITOR)
    assert not s.is_chance_node()
    assert [m.moves_left for m in s.monsters] == [4]  # Josef's Speed
    assert any(n.startswith("monster twin#0 move") for n in names(s))


def _beat(twin: MonsterState, mask: bool = False, *others: MonsterState) -> GameState:
    """Seat 0, Might at its top, beats the twin by a wide margin."""
    sc = meet(revealed(HAUNT), "ballroom", twin, *others)
    sc.trait(0, Trait.MIGHT, 7)
    if mask:
        sc.give(0, "mask")
    s = sc.turn(0).build()
    s = s.apply(f"attack {twin.ident}")
    for _ in range(s.frames[-1].dice):  # type: ignore[union-attr]
        s = s.apply("die 2")
    return roll_all(s, 0)


def test_a_hero_kills_their_own_twin_but_only_stuns_anothers() -> None:
    own = _beat(_twin(0), False, _twin(2, "larder"))
    assert [m.owner for m in own.monsters] == [2]
    other = _beat(_twin(2))
    assert [(m.owner, m.stunned) for m in other.monsters] == [(2, True)]


def test_the_masks_holder_kills_any_twin_and_the_last_one_wins() -> None:
    s = _beat(_twin(2), mask=True)
    assert s.monsters == ()
    assert s.is_terminal() and s.winner == "heroes"


def test_the_crystal_ball_stuns_a_twin_anywhere() -> None:
    s = meet(revealed(HAUNT), "tower", _twin(2, "ballroom")).turn(0).build()
    s = roll_all(s.apply("use haunt:40 scry"), 2)  # Josef's Knowledge 3: 6
    assert [m.stunned for m in s.monsters] == [True]
    weak = meet(revealed(HAUNT), "tower", _twin(2, "ballroom")).turn(0).build()
    weak = roll_all(weak.apply("use haunt:40 scry"), 1)  # 3
    assert [m.stunned for m in weak.monsters] == [False]
    assert "use haunt:40 scry" not in names(meet(revealed(HAUNT), "ballroom").turn(0).build())


def test_the_traitor_sets_a_stunned_twin_back_on_its_feet() -> None:
    s = meet(revealed(HAUNT), "ballroom", _twin(2, stunned=True)).turn(TRAITOR).build()
    s = s.apply("use haunt:40 protect")
    assert [m.stunned for m in s.monsters] == [False]
    fit = meet(revealed(HAUNT), "ballroom", _twin(2)).turn(TRAITOR).build()
    assert "use haunt:40 protect" not in names(fit)


def test_a_twin_strikes_at_the_mind_and_the_last_hero_dying_wins_for_the_traitor() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _twin(3))
    sc.trait(0, Trait.SANITY, 0)
    s = sc.build()
    s = monster_turn(with_dead(s, 2, 3), TRAITOR)
    s = s.apply("use haunt:40 strike ballroom 0 sanity")
    s = throw(s, 5, 2, 0)  # Warren's Sanity 5: 10 against blanks
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.kind is DamageKind.MENTAL
    while s.frames and isinstance(s.frames[-1], PlaceDamage):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert s.is_terminal() and s.winner == "traitor"


def test_a_hero_who_wins_against_the_strike_of_their_own_twin_kills_it() -> None:
    s = monster_turn(meet(revealed(HAUNT), "ballroom", _twin(0)).build(), TRAITOR)
    s = s.apply("use haunt:40 strike ballroom 0 speed")
    s = throw(s, 4, 0, 2)  # the twin's four dice blank, Josef's Speed dice twos
    assert s.monsters == ()


def test_beating_the_traitor_may_take_the_mask_on_any_win() -> None:
    # Seat 0 beats the traitor by one (a single die of 1 against blanks): the Mask, and
    # no other card of theirs, may be taken instead of the damage.
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(TRAITOR, "mask", "book")
    s = sc.turn(0).build()
    s = s.evolve(monsters=())
    s = s.apply(f"attack {TRAITOR}")
    s = s.apply("die 1")
    while s.is_chance_node():
        s = s.apply("die 0")
    steals = [n for n in names(s) if n.startswith("steal")]
    assert steals == ["steal mask"], names(s)
    s = s.apply("steal mask")
    assert "mask" in s.explorers[0].cards
