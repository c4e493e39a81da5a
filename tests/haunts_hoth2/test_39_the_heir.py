"""Haunt 39, The Heir: the heir named, the hidden Assassins, their reinforcements, the
crown and the heir's death."""

from __future__ import annotations

import attrs

from betrayal import Phase
from betrayal.core.frames import RollDice
from betrayal.core.house import SIDES
from betrayal.core.rules.damage import kill
from betrayal.core.state import GameState
from betrayal.testing import Scenario, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_CREW, LATE_OMEN

KEY = "haunt:39"
# In the late house seat 1 reveals and seat 2 is the traitor; the revealer names seat 0
# or seat 3 the heir.


def _assassins(state: GameState) -> list[str]:
    return [room for token, room in state.tokens if token == f"{KEY}:assassin"]


def _set_up(sc: Scenario | None = None) -> GameState:
    """The haunt revealed by seat 1 (in the late house, unless ``sc`` gives another
    position), its setup played out, each question answered with its first option."""
    s = (late_house() if sc is None else sc).reveal(39, revealer=1, omen=LATE_OMEN).build()
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    return s


def test_the_revealer_names_an_heir_and_the_traitor_hides_an_assassin_per_player() -> None:
    s = late_house().reveal(39, revealer=1, omen=LATE_OMEN).build()
    assert s.current_player() == 1 and names(s) == ["choose 0", "choose 3"]
    s = s.apply("choose 3")
    assert haunt_var(s, 39, "heir") == 3
    while s.frames:
        assert s.current_player() == 2  # the traitor picks the Assassins' rooms
        s = s.apply(s.legal_actions()[0])
    rooms = _assassins(s)
    occupied = {e.room for e in s.explorers}
    assert len(rooms) == 4 == len(set(rooms))
    assert not occupied & set(rooms) and "statuary_corridor" not in rooms


def test_a_missing_statuary_corridor_is_put_in_the_house() -> None:
    sc = Scenario.new(explorers=LATE_CREW)  # only the starting rooms
    assert "statuary_corridor" not in sc.state.house
    assert "statuary_corridor" in _set_up(sc).house


def test_an_assassin_strikes_a_hero_who_walks_in_once() -> None:
    s = _set_up()
    s = attrs.evolve(s, tokens=((f"{KEY}:assassin", "grand_staircase"),))
    s = Scenario(s).at(3, "foyer").at(2, "entrance_hall").turn(3).build()
    s = s.apply("move N")  # into the Grand Staircase
    assert s.current_player() == 2 and names(s) == ["choose True", "choose False"]
    s = s.apply("choose True")
    assert isinstance(s.frames[-1], RollDice) and s.frames[-1].dice == 2
    assert _assassins(s) == []
    # The traitor may also let a hero pass, keeping the Assassin for someone else.
    s2 = attrs.evolve(_set_up(), tokens=((f"{KEY}:assassin", "grand_staircase"),))
    s2 = Scenario(s2).at(3, "foyer").at(2, "entrance_hall").turn(3).build()
    s2 = run_script(s2, ["move N", "choose False"])
    assert _assassins(s2) == ["grand_staircase"] and not s2.frames


def test_more_assassins_after_the_traitors_third_turn() -> None:
    s = _set_up()
    store = {**dict(s.script_vars), f"{KEY}:track": 2}
    s = attrs.evolve(s, script_vars=tuple(sorted(store.items())))
    s = Scenario(s).turn(2).build().apply("end")
    while s.frames:
        assert s.current_player() == 2
        s = s.apply(s.legal_actions()[0])
    assert haunt_var(s, 39, "track") == 3 and len(_assassins(s)) == 8


def _next_door(state: GameState) -> tuple[str, str]:
    """A room beside the Statuary Corridor and the way from it into the corridor."""
    for side in SIDES:
        other = state.house.connected("statuary_corridor", side)
        if other is not None:
            return other.room, side.opposite.value
    raise AssertionError("the Statuary Corridor has no neighbour")


def test_the_heir_with_spear_and_ring_takes_the_throne() -> None:
    s = _set_up()  # the first choice named seat 0 the heir
    assert haunt_var(s, 39, "heir") == 0
    s = attrs.evolve(s, tokens=())
    beside, way = _next_door(s)
    # With the Spear alone, walking in does nothing.
    s1 = Scenario(s).at(0, beside).give(0, "spear").turn(0).build()
    s1 = s1.apply(f"move {way}")
    assert s1.explorers[0].room == "statuary_corridor" and s1.phase is Phase.HAUNT
    assert haunt_var(s1, 39, "crowned") is None
    # With both, the crown is the heir's.
    s2 = Scenario(s).at(0, beside).give(0, "spear", "ring").turn(0).build()
    s2 = s2.apply(f"move {way}")
    assert s2.phase is Phase.OVER and s2.winner == "heroes"
    # Another hero carrying both gains nothing.
    s3 = Scenario(s).at(3, beside).give(3, "spear", "ring").turn(3).build()
    s3 = s3.apply(f"move {way}")
    assert s3.phase is Phase.HAUNT


def test_the_heirs_death_wins_for_the_traitor() -> None:
    s = _set_up()
    s = Scenario(kill(s, 0)).at(1, "foyer").turn(1).build()
    s = s.apply("end")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_traitor_learns_a_dead_hero_was_not_the_heir() -> None:
    from betrayal.core.engine import run_pending

    s = _set_up()  # the heir is seat 0
    s = run_pending(kill(s, 3))
    assert s.phase is Phase.HAUNT
    assert haunt_var(s, 39, "not_heir") == (3,)
    # The answer is for everyone, the traitor too; the heir's name stays hidden from them.
    seen = str(s.observation(2))
    assert "not_heir" in seen
