"""Monsters' ways through the house (2nd edition): up and down the Coal Chute and the hole
of the Collapsed Room, up to the Gallery, through the Revolving Wall. Played on the test
haunt tests/haunts/duel.haunt (a traitor and a Hound, Speed 3)."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, names, run_script

DUEL = Path(__file__).parent / "haunts" / "duel.haunt"
SWITCH = "event:revolving_wall:switch"
HOUND = "hound#1"


def _house() -> Scenario:
    """The starting rooms and, out of the way of each other, the rooms with ways."""
    sc = Scenario.new(explorers=("zoe_ingstrom", "ox_bellows", "vivian_lopez"), scripts=[DUEL])
    sc.room("stairs_from_basement", Floor.BASEMENT, 0, -1, 2)  # no monster is shut in
    sc.room("coal_chute", Floor.GROUND, 5, 5)
    sc.room("ballroom", Floor.GROUND, 7, 5).room("gallery", Floor.UPPER, 7, 5)
    sc.room("collapsed_room", Floor.GROUND, 9, 5)
    sc.room("wine_cellar", Floor.BASEMENT, 9, 5).room("crypt", Floor.BASEMENT, 11, 5)
    return sc.reveal(900, revealer=0)


def _hound_turn(sc: Scenario, room: str) -> GameState:
    """The monster turn, the Hound in ``room`` having rolled 6 spaces."""
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState(HOUND, "hound", room),))
    s = sc.build()
    turn = TurnState(player=0, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    return run_script(s, ["die 2"] * 3)


def _room(state: GameState) -> str:
    return next(m.room for m in state.monsters if m.ident == HOUND)


def test_a_monster_climbs_the_coal_chute_and_slides_back_down() -> None:
    s = _hound_turn(_house(), "basement_landing")
    assert f"monster {HOUND} take coal_chute" in names(s)
    s = s.apply(f"monster {HOUND} take coal_chute")
    assert _room(s) == "coal_chute"  # climbing up, it stays in the chute
    s = s.apply(f"monster {HOUND} take basement_landing")
    assert _room(s) == "basement_landing"


def test_a_monster_goes_up_from_the_ballroom_to_the_gallery() -> None:
    s = _hound_turn(_house(), "ballroom")
    s = s.apply(f"monster {HOUND} take gallery")
    assert _room(s) == "gallery"
    assert f"monster {HOUND} take ballroom" in names(s)  # and the drop back down


def test_the_first_monster_down_the_hole_lands_in_a_basement_room_the_traitor_picks() -> None:
    s = _hound_turn(_house(), "collapsed_room")
    takes = {n.rsplit(" ", 1)[1] for n in names(s) if n.startswith(f"monster {HOUND} take")}
    assert {"wine_cellar", "crypt", "basement_landing"} <= takes
    assert not any(t in takes for t in ("foyer", "gallery", "ballroom"))


def test_once_someone_fell_monsters_use_the_hole_both_ways() -> None:
    sc = _house()
    key = "room:collapsed_room:below"
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(sorted({**dict(sc.state.script_vars), key: ("wine_cellar",)}.items())),
    )
    s = _hound_turn(sc, "collapsed_room")
    takes = {n.rsplit(" ", 1)[1] for n in names(s) if n.startswith(f"monster {HOUND} take")}
    assert "wine_cellar" in takes and "crypt" not in takes
    s = s.apply(f"monster {HOUND} take wine_cellar")
    assert f"monster {HOUND} take collapsed_room" in names(s)


def test_a_monster_passes_the_revolving_wall_without_a_roll() -> None:
    sc = _house()
    sc.state = attrs.evolve(sc.state, tokens=((SWITCH, "crypt"), (SWITCH, "wine_cellar")))
    s = _hound_turn(sc, "crypt")
    s = s.apply(f"monster {HOUND} take wine_cellar")
    assert _room(s) == "wine_cellar"
    assert f"monster {HOUND} take crypt" in names(s)


def test_monsters_ride_the_mystic_elevator_where_the_traitor_sends_it() -> None:
    sc = _house()
    sc.room("mystic_elevator", Floor.GROUND, 13, 5)
    s = _hound_turn(sc, "mystic_elevator")
    s = s.apply("use room:mystic_elevator send")
    assert s.current_player() == 0  # the traitor names the floor; no dice
    s = s.apply("choose upper")
    s = s.apply(s.legal_actions()[0])  # at an open doorway of the upper floor
    assert s.house.floor_of("mystic_elevator") is Floor.UPPER
    assert _room(s) == "mystic_elevator"  # the Hound went with it
    assert "use room:mystic_elevator send" not in names(s)  # once a monster turn


def test_the_room_the_first_monster_lands_in_is_where_later_falls_land() -> None:
    s = _hound_turn(_house(), "collapsed_room")
    s = s.apply(f"monster {HOUND} take crypt")
    assert _room(s) == "crypt"
    sc = Scenario(attrs.evolve(s, frames=(), monsters=()))
    s = sc.at(1, "collapsed_room").turn(1).build()
    s = s.apply("use room:collapsed_room drop")
    s = run_script(s, ["die 1"])
    assert s.explorers[1].room == "crypt"
