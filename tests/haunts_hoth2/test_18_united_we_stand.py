"""Haunt 18, United We Stand: the Flesh Mass that replaces the traitor, its growth as it
absorbs heroes, the furnace and the fire, and the heroes who get out of the front door."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_kinds import trait_of
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, check_invariants, haunt_var, names, run_script

KEY = "haunt:18"
# Seat 3 reveals and, by the haunt's rule, is the traitor.
EXPLORERS = ("zoe_ingstrom", "father_rhinehardt", "jenny_leclerc", "vivian_lopez")
ROOMS = (
    ("stairs_from_basement", Floor.BASEMENT, 0, -1, 2),  # south of the Basement Landing
    ("furnace_room", Floor.BASEMENT, 0, -2, 2),  # south of the Stairs from Basement
    ("pentagram_chamber", Floor.BASEMENT, 1, 0, 2),  # east of the Basement Landing
    # Either side of the Entrance Hall, so a fire there has more than one room to spread to.
    ("coal_chute", Floor.GROUND, -1, 0, 1),
    ("ballroom", Floor.GROUND, 1, 0, 0),
)


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The haunt revealed by seat 3 in the Pentagram Chamber, in a house of the starting
    rooms and those above: the Stairs from Basement and the Furnace Room are already
    there."""
    sc = Scenario.new(explorers=EXPLORERS)
    for room, floor, x, y, rotation in ROOMS:
        sc.room(room, floor, x, y, rotation)
    s = sc.at(3, "pentagram_chamber").reveal(18, revealer=3, omen="medallion").build()
    assert s.phase is Phase.HAUNT and s.haunt == 18 and not s.frames
    return s


def with_vars(sc: Scenario, **values: object) -> None:
    found = dict(sc.state.script_vars)
    found.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(found.items())))


def heroes(state: GameState) -> list[int]:
    return [seat for seat in range(state.players) if seat != state.traitor]


def setting(revealed: GameState, mass_room: str = "foyer") -> Scenario:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in heroes(revealed):
        sc.fresh(seat).at(seat, "entrance_hall")
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("mass#1", "mass", mass_room),))
    return sc


def test_the_traitor_becomes_the_mass(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None and not revealed.explorers[traitor].alive
    (mass,) = revealed.monsters
    assert mass.kind == "mass" and "stairs_from_basement" in revealed.house
    assert trait_of(revealed, "mass", Trait.MIGHT) == 5
    assert trait_of(revealed, "mass", Trait.SPEED) == 5  # four explorers, and one more
    check_invariants(revealed)


def test_absorbing_a_hero_makes_it_stronger_and_slower(revealed: GameState) -> None:
    sc = setting(revealed, mass_room="entrance_hall")
    victim = heroes(revealed)[0]
    sc.trait(victim, Trait.MIGHT, 1).trait(victim, Trait.SPEED, 1)
    traitor = revealed.traitor
    assert traitor is not None
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = run_script(s, ["die 0"] * 5)  # its Speed roll
    might = s.trait(victim, Trait.MIGHT)
    s = run_script(s, [f"monster mass#1 attack {victim}"] + ["die 2"] * 5 + ["die 0"] * might)
    while s.explorers[victim].alive:
        s = s.apply(names(s)[0])
    assert haunt_var(s, 18, "absorbed") == 1
    assert trait_of(s, "mass", Trait.MIGHT) == 6 and trait_of(s, "mass", Trait.SPEED) == 4


def test_blows_pass_through_it(revealed: GameState) -> None:
    sc = setting(revealed, mass_room="entrance_hall")
    hero = heroes(revealed)[0]
    s = sc.turn(hero).build()
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["attack mass#1"] + ["die 2"] * might + ["die 0"] * 5)
    (mass,) = s.monsters
    assert not mass.stunned


def test_dynamite_stuns_the_mass_that_blows_pass_through(revealed: GameState) -> None:
    # Thrown from the Entrance Hall into the Foyer, the Dynamite catches the Mass (its
    # Speed 5 rolls 4): it is stunned, though a fist or a blade never stuns it.
    sc = setting(revealed, mass_room="foyer")
    hero = heroes(revealed)[0]
    s = sc.give(hero, "dynamite").turn(hero).build()
    s = run_script(s, ["use item:dynamite throw foyer", "die 2", "die 2"] + ["die 0"] * 3)
    (mass,) = s.monsters
    assert mass.stunned and mass.room == "foyer"
    assert "dynamite" in s.removed


def test_the_furnace_blows_at_the_end_of_its_stokers_next_turn(revealed: GameState) -> None:
    sc = setting(revealed, mass_room="furnace_room")
    hero = heroes(revealed)[0]
    sc.at(hero, "furnace_room").trait(hero, Trait.KNOWLEDGE, 7)
    s = sc.turn(hero).build()
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:18 overheat"] + ["die 2"] * 3 + ["die 0"] * (knowledge - 3))
    assert (
        haunt_var(s, 18, "overheating") is True and haunt_var(s, 18, "stoked_on") == s.turn.number
    )
    # The same turn ends: nothing yet. The hero leaves; on their next turn it blows.
    s = s.apply("end")
    assert not haunt_var(s, 18, "ablaze")
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.state = attrs.evolve(sc.state, turn=attrs.evolve(sc.state.turn, number=s.turn.number + 4))
    s = sc.at(hero, "foyer").turn(hero).build()
    s = s.apply("end")
    assert "furnace_room" in s.collapsed and haunt_var(s, 18, "ablaze") is True
    # The Mass was in the Furnace Room: the fire has killed the traitor.
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_fire_spreads_next_door_at_each_turns_end(revealed: GameState) -> None:
    sc = setting(revealed, mass_room="foyer")
    hero = heroes(revealed)[0]
    with_vars(sc, ablaze=True, overheating=True)
    sc.state = attrs.evolve(sc.state, collapsed=frozenset({"entrance_hall"}))
    sc.at(hero, "grand_staircase")
    s = sc.turn(hero).build()
    s = s.apply("end")
    options = names(s)
    assert "choose foyer" in options and all(o.startswith("choose") for o in options)
    s = s.apply("choose foyer")
    assert "foyer" in s.collapsed
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_heroes_out_of_the_front_door_are_beyond_its_reach(revealed: GameState) -> None:
    sc = setting(revealed, mass_room="foyer")
    hero = heroes(revealed)[0]
    s = sc.turn(hero).build()
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["use haunt:18 open_door might"] + ["die 2"] * might)
    assert haunt_var(s, 18, "door_open") is True
    while s.current_player() == hero and "end" not in names(s):
        s = s.apply(names(s)[0])
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.state = attrs.evolve(sc.state, turn=attrs.evolve(sc.state.turn, number=s.turn.number + 4))
    s = sc.at(hero, "entrance_hall").turn(hero).build()
    s = s.apply("use haunt:18 escape")
    assert haunt_var(s, 18, "escaped") == (hero,) and names(s) == ["end"]
    # The Mass comes into the hall: it may not attack the hero outside, only try to drag
    # them back in.
    traitor = revealed.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    mass = MonsterState("mass#1", "mass", "entrance_hall")
    sc.state = attrs.evolve(sc.state, monsters=(mass,))
    for other in heroes(revealed)[1:]:
        sc.at(other, "upper_landing")
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = run_script(s, ["die 0"] * 5)
    assert not any("attack" in n for n in names(s))
    assert "use haunt:18 drag" in names(s)
    hold = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["use haunt:18 drag"] + ["die 2"] * 5 + ["die 0"] * hold)
    assert haunt_var(s, 18, "escaped") == () and hero not in s.bound
    assert f"monster mass#1 attack {hero}" in names(s)


def _five_at_the_door(**values: object) -> GameState:
    """Five players (the traitor, seat 0, is the Mass), the Mass in the Entrance Hall and
    four heroes up on the Upper Landing, with the haunt's figures set as given."""
    sc = Scenario.new(
        ("ox_bellows", "zoe_ingstrom", "vivian_lopez", "brandon_jaspers", "jenny_leclerc")
    )
    sc.at(0, "entrance_hall")
    s = sc.reveal(18, revealer=0).build()
    while s.frames and s.current_player() is not None and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])  # set-up questions: the first answer
    assert s.traitor == 0 and s.phase is Phase.HAUNT
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(1, 5):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("mass#1", "mass", "entrance_hall"),))
    with_vars(sc, **values)
    return sc.state


def _monster_turn(s: GameState) -> GameState:
    turn = TurnState(player=0, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    while s.is_chance_node():  # its Speed roll: it stays where it is
        s = s.apply("die 0")
    return s


def test_with_two_heroes_inside_it_the_mass_oozes_out_of_the_open_door() -> None:
    # Five players: two heroes absorbed still leave two, so only the door ends it.
    s = _monster_turn(_five_at_the_door(absorbed=2, door_open=True))
    assert s.phase is Phase.OVER and s.winner == "traitor"
    # Not with the door shut, nor with one hero absorbed, nor on a hero's turn.
    for values in ({"absorbed": 2, "door_open": False}, {"absorbed": 1, "door_open": True}):
        s = _monster_turn(_five_at_the_door(**values))
        assert s.phase is Phase.HAUNT
    s = Scenario(_five_at_the_door(absorbed=2, door_open=True)).turn(1).build()
    assert s.phase is Phase.HAUNT


def _outside_with_the_mass_in(revealed: GameState, lair: str) -> tuple[GameState, int]:
    """One hero out of the front door, the others upstairs, the Mass in ``lair`` (set
    down apart on the ground floor); the monster turn begins and its Speed is rolled."""
    traitor = revealed.traitor
    assert traitor is not None
    sc = setting(revealed, mass_room=lair)
    if lair not in sc.state.house:
        sc.room(lair, Floor.GROUND, 5, 5)
    hero, *others = heroes(revealed)
    for other in others:
        sc.at(other, "upper_landing")
    with_vars(sc, door_open=True, escaped=(hero,))
    sc.state = attrs.evolve(sc.state, bound=frozenset({hero}))
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    return run_script(s, ["die 0"] * 5), hero


@pytest.mark.parametrize("lair", ["dining_room", "gardens"])
def test_it_drags_a_hero_in_through_a_window_or_from_open_air(
    revealed: GameState, lair: str
) -> None:
    # The Dining Room has a window to the outside; the Gardens lie open to the sky.
    s, hero = _outside_with_the_mass_in(revealed, lair)
    assert "use haunt:18 drag" in names(s)
    hold = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["use haunt:18 drag"] + ["die 2"] * 5 + ["die 0"] * hold)
    # Pulled in through it, into the Mass's room, and within its reach.
    assert haunt_var(s, 18, "escaped") == () and hero not in s.bound
    assert s.explorers[hero].room == lair
    assert f"monster mass#1 attack {hero}" in names(s)


def test_a_room_shut_off_from_the_outside_gives_it_no_reach(revealed: GameState) -> None:
    s, _ = _outside_with_the_mass_in(revealed, "ballroom")
    assert "use haunt:18 drag" not in names(s)
