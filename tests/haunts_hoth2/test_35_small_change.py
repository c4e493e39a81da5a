"""Haunt 35, Small Change: Cats that catch instead of hurting and swallow what they
keep, and a toy airplane that flies the heroes out."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, haunt_var, late_house, names, run_script, with_haunt_vars
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:35"
# In the late house, revealed by seat 1, the traitor is seat 3; the Game Room and the
# Patio are placed.


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _scene(game: Game, cat_room: str = "entrance_hall") -> Scenario:
    s = late_house().reveal(35, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == 3 and [m.room for m in s.monsters] == ["entrance_hall"]
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("cat#1", "cat", cat_room),))
    return sc


def test_a_cat_catches_instead_of_hurting_then_swallows(game: Game) -> None:
    sc = _scene(game, cat_room="foyer")
    st = sc.turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    before = st.explorers[0].traits
    st = run_script(st, ["attack cat#1"] + ["die 0"] * might + ["die 2"] * 7)
    assert st.explorers[0].traits == before  # no damage
    # At the start of the monsters' turn the Cat swallows what it holds.
    turn = TurnState(player=3, number=st.turn.number + 1, moves_left=0, monsters=True)
    st = run_pending(start_monster_turn(attrs.evolve(st, turn=turn)))
    assert not st.explorers[0].alive and haunt_var(st, 35, "swallowed") == 1


def test_a_held_hero_may_wriggle_free(game: Game) -> None:
    sc = _scene(game, cat_room="foyer")
    st = sc.turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    st = run_script(st, ["attack cat#1"] + ["die 0"] * might + ["die 2"] * 7)
    # The hero's next turn: they pick Speed and outroll the Cat's six dice.
    st = Scenario(st).turn(0).state
    st = run_pending(st)
    assert "choose speed" in names(st)
    speed = st.trait(0, Trait.SPEED)
    st = run_script(st, ["choose speed"] + ["die 2"] * speed + ["die 0"] * 6)
    turn = TurnState(player=3, number=st.turn.number + 1, moves_left=0, monsters=True)
    st = run_pending(start_monster_turn(attrs.evolve(st, turn=turn)))
    assert st.explorers[0].alive and haunt_var(st, 35, "swallowed") in (None, 0)


def test_the_traitor_cannot_attack_explorers_in_person(game: Game) -> None:
    st = _scene(game).turn(3).build()
    assert not any(n.startswith("attack ") for n in names(st))


def test_the_plane_is_found_wound_up_and_flown_out(game: Game) -> None:
    sc = _scene(game)
    sc.at(0, "game_room")
    st = sc.turn(0).build()
    knowledge = st.trait(0, Trait.KNOWLEDGE)
    st = run_script(st, [f"use {KEY} search_plane", "die 2", "die 1"] + ["die 0"] * (knowledge - 2))
    assert (f"{KEY}:airplane", "game_room") in st.tokens
    st = run_script(st, [f"use {KEY} start_engine", "die 2", "die 2"] + ["die 0"] * (knowledge - 2))
    assert haunt_var(st, 35, "pilot") == (0,)
    # It takes off on the pilot's next turn, not before.
    assert f"use {KEY} take_off" not in names(st)
    st = attrs.evolve(st, turn=attrs.evolve(st.turn, number=st.turn.number + 5))
    st = Scenario(st).turn(0).build()
    st = run_script(st, [f"use {KEY} take_off"])
    assert haunt_var(st, 35, "flying") is True
    # The pilot carries the plane off the floor: it goes where they fly.
    assert (f"{KEY}:airplane", 0) in st.carried
    assert not any(t == f"{KEY}:airplane" for t, _ in st.tokens)
    # The pilot flies at Speed 5.
    assert st.turn.moves_left >= 1
    # Heroes 1 and 2 come aboard where the plane is, and it leaves by the Patio.
    st = Scenario(st).at(1, "game_room").at(2, "game_room").state
    st = with_haunt_vars(st, 35, aboard=(1, 2))
    st = Scenario(st).at(0, "patio").state
    for p in (1, 2):
        st = Scenario(st).at(p, "patio").state
    st = Scenario(st).turn(0).build()
    assert f"use {KEY} fly_out" in names(st)
    st = run_script(st, [f"use {KEY} fly_out"])
    assert st.escaped == frozenset({0, 1, 2})
    assert st.phase is Phase.OVER and st.winner == "heroes"


def _flying(game: Game) -> GameState:
    sc = _scene(game)
    sc.at(0, "patio").at(1, "patio")
    st = with_haunt_vars(sc.state, 35, found=True, pilot=(0,), flying=True, started_on=0)
    st = attrs.evolve(st, carried=((f"{KEY}:airplane", 0),))
    return Scenario(st).turn(0).build()


def test_swooping_down_picks_up_a_hero_on_a_steady_roll(game: Game) -> None:
    st = _flying(game)
    assert f"use {KEY} pick_up 1" in names(st)
    moves = st.turn.moves_left
    speed = st.trait(0, Trait.SPEED)  # the pilot alone is aboard: their Speed steadies
    st = run_script(st, [f"use {KEY} pick_up 1", "die 2", "die 2"] + ["die 0"] * (speed - 2))
    assert haunt_var(st, 35, "aboard") == (1,) and st.turn.moves_left == moves - 1


def test_a_bad_swoop_crashes_the_plane(game: Game) -> None:
    st = _flying(game)
    speed = st.trait(0, Trait.SPEED)
    st = run_script(st, [f"use {KEY} pick_up 1"] + ["die 0"] * speed)
    assert haunt_var(st, 35, "flying") is False and haunt_var(st, 35, "pilot") == ()
    assert (f"{KEY}:airplane", "patio") in st.tokens


def test_the_traitor_may_swat_the_flying_plane_down_at_five(game: Game) -> None:
    st = _flying(game)
    # The traitor, in the room the plane flies through, tries on their own turn.
    st = Scenario(attrs.evolve(st, frames=())).at(3, "patio").turn(3).build()
    assert f"use {KEY} swat" in names(st)
    speed = st.trait(3, Trait.SPEED)
    st = run_script(st, [f"use {KEY} swat", "die 2", "die 2", "die 1"] + ["die 0"] * (speed - 3))
    assert haunt_var(st, 35, "flying") is False and haunt_var(st, 35, "pilot") == ()
    assert (f"{KEY}:airplane", "patio") in st.tokens and not st.carried
    # Elsewhere the traitor cannot reach it.
    st = Scenario(attrs.evolve(_flying(game), frames=())).at(3, "foyer").turn(3).build()
    assert f"use {KEY} swat" not in names(st)


def test_the_plane_may_leave_by_any_room_with_an_outside_window(game: Game) -> None:
    st = _flying(game)
    st = with_haunt_vars(st, 35, aboard=(1, 2))
    for p in (0, 1, 2):
        st = Scenario(st).at(p, "foyer").state
    # The Foyer has no window: no way out there. The Entrance Hall has one.
    assert f"use {KEY} fly_out" not in names(Scenario(st).turn(0).build())
    for p in (0, 1, 2):
        st = Scenario(st).at(p, "entrance_hall").state
    st = Scenario(st).turn(0).build()
    assert f"use {KEY} fly_out" in names(st)
    st = run_script(st, [f"use {KEY} fly_out"])
    assert st.escaped == frozenset({0, 1, 2}) and st.winner == "heroes"


def test_a_cat_plays_with_one_hero_at_a_time(game: Game) -> None:
    sc = _scene(game, cat_room="foyer")
    st = sc.turn(0).build()
    st = run_script(st, ["attack cat#1"] + ["die 0"] * st.trait(0, Trait.MIGHT) + ["die 2"] * 7)
    assert st.monsters[0].holding == 0
    # Another hero loses to the same Cat: it keeps the first and lets the second be.
    st = Scenario(st).turn(1).build()
    st = run_script(st, ["attack cat#1"] + ["die 0"] * st.trait(1, Trait.MIGHT) + ["die 2"] * 7)
    assert st.monsters[0].holding == 0
    turn = TurnState(player=3, number=st.turn.number + 1, moves_left=0, monsters=True)
    st = run_pending(start_monster_turn(attrs.evolve(st, turn=turn)))
    assert not st.explorers[0].alive and st.explorers[1].alive


def _side_to(st: GameState, here: str, there: str) -> str:
    """The move that takes one through the door from ``here`` into ``there``."""
    from betrayal.core.house import SIDES

    for side in SIDES:
        other = st.house.connected(here, side)
        if other is not None and other.room == there:
            return f"move {side.value}"
    raise AssertionError(f"no door from {here} to {there}")


def test_every_doorway_is_a_space_so_a_room_costs_two(game: Game) -> None:
    # The traitor stands elsewhere: an opponent in the room would cost a space more.
    st = _scene(game).at(3, "patio").turn(0).build()
    moves = st.turn.moves_left
    assert moves >= 3
    st = st.apply(_side_to(st, "foyer", "entrance_hall"))
    assert st.explorers[0].room == "entrance_hall" and st.turn.moves_left == moves - 2


def test_a_cat_counts_the_doorways_too(game: Game) -> None:
    from betrayal.testing.haunts import dice

    sc = _scene(game, cat_room="foyer")
    for seat in range(4):
        sc.at(seat, "upper_landing")
    st = sc.build()
    turn = TurnState(player=3, number=st.turn.number + 1, moves_left=0, monsters=True)
    st = run_pending(start_monster_turn(attrs.evolve(st, turn=turn)))
    # Six dice roll 4: four spaces, that is two rooms.
    st = run_script(st, dice(1, 1, 1, 1, 0, 0))
    assert st.monsters[0].moves_left == 4
    step = _side_to(st, "foyer", "entrance_hall").replace("move", "monster cat#1 move")
    st = st.apply(step)
    assert st.monsters[0].room == "entrance_hall" and st.monsters[0].moves_left == 2


def test_climbing_the_stairs_takes_might_three(game: Game) -> None:
    sc = _scene(game).at(0, "grand_staircase").at(3, "patio")
    st = sc.turn(0).build()
    assert "take upper_landing" in names(st)
    might = st.trait(0, Trait.MIGHT)
    # A fall short: the hero stays at the foot of the stairs and the turn is over.
    failed = run_script(st, ["take upper_landing"] + ["die 1"] * 2 + ["die 0"] * (might - 2))
    assert failed.explorers[0].room == "grand_staircase" and failed.turn.over
    # A 3 gets them up.
    up = run_script(st, ["take upper_landing", "die 2", "die 1"] + ["die 0"] * (might - 2))
    assert up.explorers[0].room == "upper_landing" and not up.turn.over


def test_the_pilot_flies_over_the_stairs(game: Game) -> None:
    st = _flying(game)
    st = Scenario(attrs.evolve(st, frames=())).at(0, "grand_staircase").turn(0).build()
    st = st.apply("take upper_landing")  # no roll asked
    assert st.explorers[0].room == "upper_landing" and not st.frames


def test_the_vault_and_the_gymnasium_do_nothing_for_the_small(game: Game) -> None:
    st = _scene(game).at(0, "vault").turn(0).build()
    assert not any("vault" in n for n in names(st))  # no try at the lock
    # Ending a turn in the Gymnasium gives no Speed.
    sc = _scene(game)
    sc.room("gymnasium", Floor.BASEMENT, 1, -1, 0).at(0, "gymnasium")
    st = sc.turn(0).build()
    speed = st.explorers[0].traits
    st = run_script(st, ["end"])
    assert st.explorers[0].traits == speed


def test_the_pilot_flies_over_the_collapsed_room_walkers_do_not(game: Game) -> None:
    walker = _scene(game).at(0, "research_laboratory").turn(0).build()
    flyer = Scenario(attrs.evolve(_flying(game), frames=())).at(0, "research_laboratory")
    st = flyer.turn(0).build()
    into = _side_to(st, "research_laboratory", "collapsed_room")
    assert into in names(st) and into not in names(walker)
    st = st.apply(into)
    assert st.explorers[0].room == "collapsed_room"
    assert not any("drop" in n for n in names(st))  # the plane does not fall through


def test_the_pilot_crosses_the_chasm_without_a_roll(game: Game) -> None:
    walker = _scene(game).at(0, "chasm").at(3, "patio").turn(0).build()
    walker = walker.apply(_side_to(walker, "chasm", "underground_lake"))
    assert walker.explorers[0].room == "chasm" and any(n.startswith("die") for n in names(walker))
    st = Scenario(attrs.evolve(_flying(game), frames=())).at(0, "chasm").turn(0).build()
    st = st.apply(_side_to(st, "chasm", "underground_lake"))
    assert st.explorers[0].room == "underground_lake"


def test_the_gallery_drop_is_closed_to_walkers_and_harmless_in_flight(game: Game) -> None:
    def gallery(st: GameState) -> Scenario:
        sc = Scenario(attrs.evolve(st, frames=()))
        return sc.room("gallery", Floor.UPPER, 0, 2, 0).at(0, "gallery")

    walker = gallery(_scene(game).state).turn(0).build()
    assert "take ballroom" not in names(walker)
    st = gallery(_flying(game)).turn(0).build()
    before, moves = st.explorers[0].traits, st.turn.moves_left
    st = st.apply("take ballroom")
    assert st.explorers[0].room == "ballroom" and st.explorers[0].traits == before
    assert st.turn.moves_left == moves - 1 and not st.frames


def test_from_the_plane_only_the_revolver_or_the_ring_fights(game: Game) -> None:
    st = _flying(game)
    cat = (MonsterState("cat#1", "cat", "patio"),)
    sc = Scenario(attrs.evolve(st, frames=(), monsters=cat)).give(0, "revolver", "axe")
    shown = names(sc.turn(0).build())
    assert "attack cat#1 revolver" in shown
    assert "attack cat#1" not in shown and "attack cat#1 axe" not in shown
    # On the ground the same hero may fight with anything.
    st = _scene(game, cat_room="foyer").give(0, "revolver", "axe").turn(0).build()
    assert {"attack cat#1", "attack cat#1 axe"} <= set(names(st))


def test_no_cat_attacks_into_the_flying_plane(game: Game) -> None:
    from betrayal.testing.haunts import dice

    st = _flying(game)
    cat = (MonsterState("cat#1", "cat", "patio"),)
    st = attrs.evolve(st, frames=(), monsters=cat)
    turn = TurnState(player=3, number=st.turn.number + 1, moves_left=0, monsters=True)
    st = run_pending(start_monster_turn(attrs.evolve(st, turn=turn)))
    st = run_script(st, dice(0, 0, 0, 0, 0, 0))
    shown = [n for n in names(st) if n.startswith("monster cat#1")]
    # The pilot in the air is out of reach; hero 1, on the ground beside them, is not.
    assert "monster cat#1 attack 0" not in shown and "monster cat#1 attack 1" in shown


def test_two_cats_in_a_room_each_play_with_their_own_hero(game: Game) -> None:
    sc = _scene(game, cat_room="foyer")
    cats = (MonsterState("cat#1", "cat", "foyer"), MonsterState("cat#2", "cat", "foyer"))
    sc.state = attrs.evolve(sc.state, monsters=cats)
    st = sc.turn(0).build()
    st = run_script(st, ["attack cat#1"] + ["die 0"] * st.trait(0, Trait.MIGHT) + ["die 2"] * 7)
    # The second Cat beats another hero: it takes them, and the first keeps its own.
    st = Scenario(st).turn(1).build()
    st = run_script(st, ["attack cat#2"] + ["die 0"] * st.trait(1, Trait.MIGHT) + ["die 2"] * 7)
    assert [m.holding for m in st.monsters] == [0, 1]
    # A third hero beaten by a Cat that is busy goes free.
    st = Scenario(st).turn(2).build()
    st = run_script(st, ["attack cat#1"] + ["die 0"] * st.trait(2, Trait.MIGHT) + ["die 2"] * 7)
    assert [m.holding for m in st.monsters] == [0, 1]
