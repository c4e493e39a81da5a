"""Haunt 33, An Invocation of Darkness: a strengthened traitor who moves first, a rite of
five Knowledge rolls that calls the Elder God, and a Book the heroes can burn."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.state import GameState
from betrayal.testing import Scenario, check_invariants, run_script

KEY = "haunt:33"
# The revealer is the traitor: Madame Zostra, seat 1.
EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")
ROOMS = (
    ("chapel", Floor.GROUND, -1, 1, 1),  # west of the Foyer
    ("pentagram_chamber", Floor.BASEMENT, -1, 0, 0),  # west of the Basement Landing
    ("furnace_room", Floor.BASEMENT, 1, 0, 0),  # east of the Basement Landing
)


@pytest.fixture(scope="module")
def set_up() -> GameState:
    """The haunt revealed by seat 1 in the Entrance Hall, in a house of the starting rooms,
    the Chapel, the Pentagram Chamber and the Furnace Room; the traitor's Might has fallen
    to its lowest. Each of the traitor's four set-up rolls shows 1 + 1."""
    sc = Scenario.new(explorers=EXPLORERS)
    for room, floor, x, y, rotation in ROOMS:
        sc.room(room, floor, x, y, rotation)
    sc.trait(1, Trait.MIGHT, 0)
    rooms = {t.room for t in sc.state.house.tiles}
    s = sc.reveal(33, revealer=1).build()
    assert s.traitor == 1 and s.frames  # the set-up waits on its rolls
    # Both ritual rooms are in the house: the set-up places neither.
    assert {t.room for t in s.house.tiles} == rooms
    return run_script(s, ["die 1"] * 8)


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def _var(state: GameState, name: str) -> object:
    return dict(state.script_vars).get(f"{KEY}:{name}")


def _vars(state: GameState, **values: object) -> GameState:
    store = dict(state.script_vars)
    store.update({f"{KEY}:{k}": v for k, v in values.items()})
    return attrs.evolve(state, script_vars=tuple(sorted(store.items())))


def test_the_traitor_is_restored_strengthened_and_moves_first(set_up: GameState) -> None:
    s = set_up
    assert s.traitor == 1 and s.turn.player == 1 and not s.turn.monsters
    me = s.explorers[1]
    for trait in (Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY):
        track = s.explorer_def(1).track(trait)
        # Back to the start (Might from its lowest), then two more spaces.
        assert me.position(trait) == min(track.start + 2, len(track.values) - 1)
    # After the traitor's extra turn, play goes on from the traitor's left.
    s = run_script(s, ["end"])
    assert s.turn.player == 2
    check_invariants(s)


def _at_altar(set_up: GameState, room: str = "chapel") -> tuple[GameState, int]:
    s = set_up
    traitor = s.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    sc.give(traitor, "book").at(traitor, room).trait(traitor, Trait.SPEED, 5)
    return sc.turn(traitor).build(), traitor


def test_each_good_reading_is_a_step_and_costs_a_space(set_up: GameState) -> None:
    s, traitor = _at_altar(set_up)
    moves = s.turn.moves_left
    knowledge = s.trait(traitor, Trait.KNOWLEDGE)
    good = ["die 2", "die 2", "die 1"] + ["die 0"] * (knowledge - 3)
    s = run_script(s, [f"use {KEY} invoke", *good])
    assert _var(s, "rites") == 1 and _var(s, "altar") == ("chapel",)
    assert s.turn.moves_left == moves - 1
    bad = ["die 0"] * knowledge
    s = run_script(s, [f"use {KEY} invoke", *bad])
    assert _var(s, "rites") == 1
    # Without the Book and away from the altar the rite cannot go on.
    s2 = Scenario(s).at(traitor, "pentagram_chamber").empty_hands(traitor).state
    assert f"use {KEY} invoke" not in names(s2)
    # At the altar it goes on even with the Book gone.
    s3 = Scenario(s).empty_hands(traitor).state
    assert f"use {KEY} invoke" in names(s3)


def test_the_fifth_step_calls_the_elder_god_who_kills_the_reader(set_up: GameState) -> None:
    s, traitor = _at_altar(set_up)
    s = _vars(s, rites=4, altar=("chapel",))
    knowledge = s.trait(traitor, Trait.KNOWLEDGE)
    s = run_script(
        s, [f"use {KEY} invoke", "die 2", "die 2", "die 2"] + ["die 0"] * (knowledge - 3)
    )
    (god,) = s.monsters
    assert god.kind == "elder_god" and god.room == "chapel"
    assert not s.explorers[traitor].alive
    # The Book lies in the ritual room, and the heroes have not won by the death.
    assert "book" in s.pile("chapel")
    assert s.phase is Phase.HAUNT and _var(s, "summoned") is True
    from betrayal.core.rules.monster_kinds import trait_of

    assert trait_of(s, "elder_god", Trait.SPEED) == 4  # the number of players


def test_burning_the_book_banishes_the_god_and_wins(set_up: GameState) -> None:
    s = set_up
    traitor = s.traitor
    assert traitor is not None
    hero = (traitor + 1) % 4
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    sc.give(hero, "book").at(hero, "furnace_room")
    state = _vars(sc.state, summoned=True)
    from betrayal.core.state import MonsterState

    state = attrs.evolve(state, monsters=(MonsterState("elder_god#1", "elder_god", "foyer"),))
    st = Scenario(state).turn(hero).build()
    assert f"use {KEY} destroy_book" in names(st)
    st = run_script(st, [f"use {KEY} destroy_book"])
    assert st.monsters == () and st.phase is Phase.OVER and st.winner == "heroes"
    assert "book" in st.removed


def test_killing_the_traitor_before_the_summoning_wins(set_up: GameState) -> None:
    s, traitor = _at_altar(set_up)
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.damage import kill
    from betrayal.core.rules.haunt import check_victory

    dead = check_victory(run_pending(kill(s, traitor)))
    assert dead.phase is Phase.OVER and dead.winner == "heroes"
