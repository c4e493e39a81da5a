"""Haunt 8, Wail of the Banshee: the cry of a monster nobody can attack, and the heroes'
exorcism, one roll per turn and one success per room or card."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

HAUNT = 8
KEY = "haunt:8"


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = west_house().reveal(HAUNT, revealer=2, omen=WEST_OMEN).build()
    assert s.phase is Phase.HAUNT and s.traitor is not None
    return s


def _setup(state: GameState, hero_room: str, banshee_room: str) -> Scenario:
    """Everyone fresh; the heroes in one room, the traitor in the Grand Staircase."""
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(state.players):
        sc.at(seat, hero_room if seat != state.traitor else "grand_staircase").fresh(seat)
    banshee = MonsterState("banshee#1", "banshee", banshee_room)
    sc.state = attrs.evolve(sc.state, monsters=(banshee,))
    return sc


def _with_var(state: GameState, name: str, value: object) -> GameState:
    store = {**dict(state.script_vars), f"{KEY}:{name}": value}
    return attrs.evolve(state, script_vars=tuple(sorted(store.items())))


def _to_monster_turn(state: GameState) -> GameState:
    while not state.turn.monsters:
        state = state.apply("end")
        while state.frames and not state.turn.monsters:
            state = state.apply(state.legal_actions()[0])
    return state


def test_the_banshee_is_never_a_target(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _setup(revealed, "foyer", "foyer").give(hero, "revolver", "ring").build()
    assert s.turn.player == hero
    attacks = [n for n in names(s) if n.startswith("attack")]
    assert attacks and not any("banshee" in n for n in attacks)  # the traitor is in sight


def test_the_banshee_cries_in_each_room_it_enters(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None
    s = _to_monster_turn(_setup(revealed, "foyer", "entrance_hall").build())
    heroes = [seat for seat in range(s.players) if seat != traitor]
    s = run_script(s, ["die 1"] * 8)  # the Banshee's Speed roll: 8 dice
    s = run_script(s, ["die 1", "die 0"])  # its way: a 1, the traitor picks its first room
    step = next(n for n in names(s) if n.startswith("monster banshee#1 move"))
    s = s.apply(step)
    assert s.monsters[0].room == "foyer"
    before = {seat: s.explorers[seat].traits for seat in heroes}
    # Each hero in the Foyer rolls Sanity: the first rolls 0 (4 dice of mental damage),
    # the others roll high enough for just 1 die.
    first = heroes[0]
    s = run_script(s, ["die 0"] * s.trait(first, Trait.SANITY))
    s = run_script(s, ["die 1"] * 4)  # 4 points of mental damage for the first hero
    assert s.current_player() == first
    assert set(names(s)) <= {"damage knowledge", "damage sanity"}
    s = run_script(s, ["damage knowledge"] * 4)
    for other in heroes[1:]:
        s = run_script(s, ["die 2"] * s.trait(other, Trait.SANITY))  # 6 or more
        s = run_script(s, ["die 1"])
        s = s.apply(names(s)[0])
    hurt = [seat for seat in heroes if s.explorers[seat].traits != before[seat]]
    assert hurt == heroes
    assert s.turn.monsters and s.monsters[0].room == "foyer"


def test_the_traitor_with_the_spirit_board_is_spared(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None
    sc = _setup(revealed, "entrance_hall", "grand_staircase").give(traitor, "spirit_board")
    sc.at(traitor, "foyer")
    s = _to_monster_turn(sc.build())
    s = run_script(s, ["die 1"] * 8 + ["die 1", "die 0"])
    step = next(n for n in names(s) if n.startswith("monster banshee#1 move"))
    before = s.explorers[traitor]
    s = s.apply(step)
    assert s.monsters[0].room == "foyer"
    # Nobody else is in the Foyer and the traitor is spared: no roll, no harm.
    assert not s.frames or s.current_player() == traitor
    assert s.explorers[traitor] == before


def test_an_exorcism_success_marks_the_room_and_the_last_one_wins(revealed: GameState) -> None:
    hero = revealed.turn.player
    sc = _setup(revealed, "foyer", "grand_staircase").at(hero, "chapel")
    s = sc.build()
    assert "use haunt:8 sanity_room" in names(s)
    # A failed roll uses up the hero's try for the turn, and leaves the Chapel free.
    failed = run_script(s, ["use haunt:8 sanity_room"] + ["die 0"] * s.trait(hero, Trait.SANITY))
    assert not any(n.startswith("use haunt:8") for n in names(failed))
    # With three rolls already made in a 4-player game, a fourth success banishes it.
    s = _with_var(s, "rites", 3)
    s = run_script(s, ["use haunt:8 sanity_room"] + ["die 2"] * s.trait(hero, Trait.SANITY))
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_card_counts_once_for_the_exorcism(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _setup(revealed, "foyer", "grand_staircase").give(hero, "book").build()
    assert "use haunt:8 knowledge_card book" in names(s)
    s = run_script(
        s, ["use haunt:8 knowledge_card book"] + ["die 2"] * s.trait(hero, Trait.KNOWLEDGE)
    )
    assert dict(s.script_vars)[f"{KEY}:spent"] == ("book",)
    assert dict(s.script_vars)[f"{KEY}:rites"] == 1
    s = s.apply("end")
    assert "use haunt:8 knowledge_card book" not in names(s)


# ----- its erratic way, in a house built by hand --------------------------------------------


def _ground_floor() -> GameState:
    """A ground floor of two columns: Entrance Hall, Foyer, Grand Staircase (doors south
    only) to the west; Dusty Hallway, Creaky Hallway, Ballroom to the east. The traitor
    (seat 0, the revealer) and the Banshee in the Entrance Hall; the heroes upstairs."""
    from betrayal.content.model import Floor

    sc = Scenario.new(explorers=("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc"))
    sc.room("dusty_hallway", Floor.GROUND, 1, 0).room("creaky_hallway", Floor.GROUND, 1, 1)
    sc.room("ballroom", Floor.GROUND, 1, 2)
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.at(0, "entrance_hall").give(0, "spirit_board")
    s = sc.reveal(HAUNT, revealer=0, omen="spirit_board").build()
    assert s.traitor == 0 and [m.room for m in s.monsters] == ["entrance_hall"]
    return s


def _banshee_turn(s: GameState, way: tuple[int, int]) -> GameState:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState
    from betrayal.testing.haunts import dice

    turn = TurnState(player=0, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(s, frames=()).evolve(turn=turn)))
    return run_script(s, [*dice(*[1] * 8), *dice(*way)])  # Speed 8, then its way


def _banshee(s: GameState) -> list[str]:
    return [n.removeprefix("monster banshee#1 ") for n in names(s) if "banshee" in n]


def test_on_a_one_the_traitor_picks_its_first_room_then_it_hugs_the_left_wall() -> None:
    s = _banshee_turn(_ground_floor(), (1, 0))
    assert _banshee(s) == ["move N", "move E", "done"]  # free to start, even to stay
    s = s.apply("monster banshee#1 move E")  # the Dusty Hallway, facing east
    # Left of east is north, the Creaky Hallway; no other step, and no stopping.
    assert _banshee(s) == ["move N"]
    s = s.apply("monster banshee#1 move N")
    assert _banshee(s) == ["move W"]  # then west into the Foyer


def test_on_a_three_it_hugs_the_right_wall() -> None:
    s = _banshee_turn(_ground_floor(), (2, 1))
    s = s.apply("monster banshee#1 move N")  # the Foyer, facing north
    # Right of north is east: the Creaky Hallway.
    assert _banshee(s) == ["move E"]


def test_on_a_two_it_keeps_straight_on_and_chance_picks_its_turns() -> None:
    s = _banshee_turn(_ground_floor(), (1, 1))
    # Chance says which way it turns where it cannot go straight on, drawn again in each
    # room it comes to.
    assert names(s) == ["pick 1", "pick 3"]
    s = s.apply("pick 3")
    s = run_script(s, ["monster banshee#1 move N", "pick 3"])
    assert _banshee(s) == ["move N"]  # straight on, into the Grand Staircase
    s = run_script(s, ["monster banshee#1 move N", "pick 3"])
    assert _banshee(s) == ["move S"]  # walled in but for the way back
    s = run_script(s, ["monster banshee#1 move S", "pick 3"])
    assert _banshee(s) == ["move S"]  # the Foyer: straight on again
    s = run_script(s, ["monster banshee#1 move S", "pick 3"])
    # The Entrance Hall, facing south: a wall ahead, and right (west) leads to unexplored
    # space, so left.
    assert _banshee(s) == ["move E"]
    s = run_script(s, ["monster banshee#1 move E", "pick 3"])
    # The Dusty Hallway, facing east: ahead is unexplored; right (south) is too; left.
    assert _banshee(s) == ["move N"]


def test_on_a_two_each_turn_it_cannot_avoid_is_drawn_afresh() -> None:
    s = _banshee_turn(_ground_floor(), (1, 1)).apply("pick 3")  # right, to start with
    # Put it in the Creaky Hallway facing west, as if it had come that way.
    (banshee,) = s.monsters
    moved = attrs.evolve(banshee, room="creaky_hallway", facing="W", moved=True)
    s = attrs.evolve(s, monsters=(moved,))
    s = s.apply("monster banshee#1 move W")
    # The Foyer, facing west: a wall ahead, doors to the left and right. The first draw
    # said right, but a new one is made here, and it decides.
    assert names(s) == ["pick 1", "pick 3"]
    assert _banshee(s.apply("pick 1")) == ["move S"]
    assert _banshee(s.apply("pick 3")) == ["move N"]


def test_on_a_zero_it_appears_in_a_room_up_to_eight_spaces_off_and_stops_there() -> None:
    sc = Scenario(_ground_floor()).at(2, "ballroom")
    s = _banshee_turn(sc.build(), (0, 0))
    assert "choose ballroom" in names(s) and "choose upper_landing" in names(s)
    s = s.apply("choose ballroom")
    assert [m.room for m in s.monsters] == ["ballroom"]
    # It cries in the room it appears in: Brandon rolls Sanity at once (a 6 or more), and
    # takes a die of mental damage.
    before = s.explorers[2].traits
    s = run_script(s, ["die 2"] * s.trait(2, Trait.SANITY) + ["die 1"])
    s = s.apply(names(s)[0])
    assert s.explorers[2].traits != before
    assert _banshee(s) == ["done"]


def test_on_a_four_it_is_steered_freely_but_its_cry_reaches_one_explorer_once() -> None:
    sc = Scenario(_ground_floor()).at(1, "foyer").at(2, "foyer").at(3, "creaky_hallway")
    s = _banshee_turn(sc.build(), (2, 2))
    assert _banshee(s) == ["move N", "move E", "done"]
    s = s.apply("monster banshee#1 move N")  # into the Foyer, with Madame Zostra and Brandon
    assert names(s) == ["choose 1", "choose 2"]  # the traitor picks one of them
    s = s.apply("choose 2")
    s = run_script(s, ["die 2"] * s.trait(2, Trait.SANITY) + ["die 1"])
    s = s.apply(names(s)[0])
    # Free to go on, or to stop; going on to Jenny in the Creaky Hallway makes no cry.
    assert "done" in _banshee(s)
    before = s.explorers[3]
    s = s.apply("monster banshee#1 move E")
    assert not s.frames and s.explorers[3] == before
