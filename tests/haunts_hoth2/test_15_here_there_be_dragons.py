"""Haunt 15, Here There Be Dragons: the Dragon's wounds, the Spear, its immunity to Speed
attacks, its fire breath, and the Shield that keeps the fire off."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, check_invariants, haunt_var, names, run_script
from betrayal.testing.houses import LATE_OMEN, late_house

KEY = "haunt:15"


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = late_house().reveal(15, revealer=1, omen=LATE_OMEN).build()
    assert s.phase is Phase.HAUNT and s.haunt == 15
    return s


def value_at(state: GameState, seat: int, trait: Trait, value: int) -> int:
    track = state.explorer_def(seat).track(trait)
    return next(i for i, v in enumerate(track.values) if v == value)


def in_the_hall(revealed: GameState) -> tuple[Scenario, int, int]:
    """Everyone fresh in the Entrance Hall with the Dragon; the first hero to play."""
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(revealed.players):
        sc.at(seat, "entrance_hall").fresh(seat)
    dragon = MonsterState("dragon#1", "dragon", "entrance_hall")
    sc.state = attrs.evolve(sc.state, monsters=(dragon,))
    traitor = revealed.traitor
    assert traitor is not None
    return sc, revealed.turn.player, traitor


def test_the_dragon_waits_in_the_entrance_hall(revealed: GameState) -> None:
    (dragon,) = revealed.monsters
    assert dragon.kind == "dragon" and dragon.room == "entrance_hall"
    check_invariants(revealed)


def test_a_spear_wins_wounds_and_the_fourth_point_slays_it(revealed: GameState) -> None:
    sc, hero, _ = in_the_hall(revealed)
    sc.give(hero, "spear").trait(hero, Trait.MIGHT, value_at(revealed, hero, Trait.MIGHT, 4))
    s = sc.build()
    assert "attack dragon#1 spear" in names(s)
    # 4 Might and the Spear's 2 dice: six dice showing 1 make 6, and the Spear adds 4
    # against the Dragon: 10 against the Dragon's eight dice showing 1 (8). Won by 2:
    # its hide turns both points.
    s = run_script(s, ["attack dragon#1 spear"] + ["die 1"] * 6 + ["die 1"] * 8)
    assert haunt_var(s, 15, "wounds") == 0
    (dragon,) = s.monsters
    assert not dragon.stunned  # wounded, not stunned
    # Next time: 12 + 4 against 8, won by 8: 6 wounds, at least one per player.
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, attacked=False, handled=frozenset()))
    s = run_script(s, ["attack dragon#1 spear"] + ["die 2"] * 6 + ["die 1"] * 8)
    assert haunt_var(s, 15, "wounds") == 6 and not s.monsters
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_without_the_spear_a_narrow_win_does_nothing(revealed: GameState) -> None:
    sc, hero, _ = in_the_hall(revealed)
    sc.trait(hero, Trait.MIGHT, value_at(revealed, hero, Trait.MIGHT, 4))
    s = sc.build()
    # 8 against 5: three points, two of them turned by its hide.
    s = run_script(s, ["attack dragon#1"] + ["die 2"] * 4 + ["die 1"] * 5 + ["die 0"] * 3)
    assert haunt_var(s, 15, "wounds") == 1 and s.monsters and s.phase is Phase.HAUNT


def test_the_revolver_cannot_be_turned_on_the_dragon(revealed: GameState) -> None:
    sc, hero, traitor = in_the_hall(revealed)
    sc.give(hero, "revolver")
    s = sc.build()
    assert "attack dragon#1" in names(s)
    assert "attack dragon#1 revolver" not in names(s)
    assert f"attack {traitor} revolver" in names(s)


def monster_turn(sc: Scenario, traitor: int) -> GameState:
    """The monster turn, with the Dragon's Speed rolled (it gets one space)."""
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = start_monster_turn(sc.state.evolve(turn=turn))
    return run_script(s, ["die 0"] * 3)


def test_fire_breath_burns_a_slow_hero_and_the_shield_covers_the_room(
    revealed: GameState,
) -> None:
    sc, hero, traitor = in_the_hall(revealed)
    others = [seat for seat in range(4) if seat not in (hero, traitor)]
    shielded, bearer = others
    # One hero is alone in the hall with the Dragon (and the traitor); the other two stand
    # in the Foyer, a door away, one of them with the Shield.
    sc.at(shielded, "foyer").at(bearer, "foyer")
    carry(sc, "shield", bearer)
    s = monster_turn(sc, traitor)
    assert "use haunt:15 breathe" in names(s)
    might = s.trait(hero, Trait.MIGHT)
    speed = s.trait(hero, Trait.SPEED)
    # The explorers in the hall roll Speed in seat order: the hero shows 0 and burns for
    # four dice (8 points, placed at once); the traitor shows 4+ and is out of the way.
    s = s.apply("use haunt:15 breathe")
    burnt = 0
    for seat in sorted((hero, traitor)):
        if seat == hero:
            s = run_script(s, ["die 0"] * speed + ["die 2"] * 4)
            while s.current_player() == hero and names(s)[0].startswith("damage"):
                s = s.apply(names(s)[0])
                burnt += 1
        else:
            s = run_script(s, ["die 2"] * s.trait(traitor, Trait.SPEED))
    assert burnt == 8 or not s.explorers[hero].alive
    assert s.trait(hero, Trait.MIGHT) + s.trait(hero, Trait.SPEED) < might + speed
    # Nobody in the Foyer rolled: the Shield covers its bearer and the hero beside them.
    assert s.explorers[shielded] == sc.state.explorers[shielded]
    assert s.explorers[bearer] == sc.state.explorers[bearer]
    assert not s.frames and s.turn.monsters
    assert "use haunt:15 breathe" not in names(s)  # once a monster turn


def carry(sc: Scenario, token: str, seat: int) -> None:
    carried = (*sc.state.carried, (f"{KEY}:{token}", seat))
    sc.state = attrs.evolve(sc.state, carried=tuple(sorted(carried)))


def test_the_armor_is_put_on_at_the_cost_of_the_turn(revealed: GameState) -> None:
    sc, hero, _ = in_the_hall(revealed)
    sc.at(hero, "foyer")
    sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, (f"{KEY}:antique_armor", "foyer")))
    s = sc.turn(hero).build()
    assert "use haunt:15 don_armor" in names(s)
    s = s.apply("use haunt:15 don_armor")
    assert s.carried == ((f"{KEY}:antique_armor", hero),)
    assert [n for n in names(s)] == ["end"]


def test_armor_and_shield_each_cost_a_space_but_never_the_last(revealed: GameState) -> None:
    sc, hero, _ = in_the_hall(revealed)
    speed = revealed.explorer_def(hero).track(Trait.SPEED).start
    carry(sc, "antique_armor", hero)
    s = sc.turn(hero).build()
    assert s.turn.moves_left == sc.state.trait(hero, Trait.SPEED) - 1
    carry(sc, "shield", hero)
    assert sc.turn(hero).build().turn.moves_left == sc.state.trait(hero, Trait.SPEED) - 2
    sc.trait(hero, Trait.SPEED, 1)
    assert sc.turn(hero).build().turn.moves_left == 1
    assert speed >= 3


def test_an_item_thrown_into_the_fire_turns_two_points(revealed: GameState) -> None:
    sc, hero, traitor = in_the_hall(revealed)
    for seat in range(4):
        if seat != hero:
            sc.at(seat, "foyer" if seat != traitor else "upper_landing")
    sc.give(hero, "axe")
    s = monster_turn(sc, traitor)
    speed = s.trait(hero, Trait.SPEED)
    s = run_script(s, ["use haunt:15 breathe"] + ["die 0"] * speed + ["die 1"] * 4)
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    assert "axe" not in s.explorers[hero].cards
    # 4 points of fire, 2 turned aside by the Axe: two points to place.
    placed = 0
    while s.current_player() == hero:
        s = s.apply(names(s)[0])
        placed += 1
    assert placed == 2


def test_the_antique_armor_cannot_be_stolen_but_the_shield_can(revealed: GameState) -> None:
    sc, hero, traitor = in_the_hall(revealed)
    sc.state = attrs.evolve(sc.state, monsters=())
    carry(sc, "antique_armor", hero)
    s = sc.turn(traitor).build()
    might = s.trait(traitor, Trait.MIGHT)
    faces = ["die 2"] * might + ["die 0"] * s.trait(hero, Trait.MIGHT)
    s = run_script(s, [f"attack {hero}", *faces])
    assert not any(n.startswith("steal") for n in names(s))
    sc, hero, traitor = in_the_hall(revealed)
    sc.state = attrs.evolve(sc.state, monsters=())
    carry(sc, "shield", hero)
    s = sc.turn(traitor).build()
    s = run_script(s, [f"attack {hero}", *faces])
    assert f"steal {KEY}:shield" in names(s)
