"""Haunt 45, Tick, Tick, Tick: bombs on the heroes, defusing them, the traitor's countdown
and the blast zone round the traitor who never moves."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import EARLY_OMEN, early_house

KEY = "haunt:45"
# The early house, revealed by seat 0: Darrin (0), Brandon (1), Heather the traitor (2),
# Madame Zostra (3).
DARRIN, BRANDON, TRAITOR, ZOSTRA = 0, 1, 2, 3


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = early_house().reveal(45, revealer=0, omen=EARLY_OMEN).build()
    assert s.traitor == TRAITOR
    return s


def bomb(state: GameState, seat: int) -> int:
    value = dict(state.script_vars).get(f"{KEY}:bomb@{seat}", 0)
    assert isinstance(value, int)
    return value


def _set(revealed: GameState, **values: int) -> Scenario:
    """Everyone fresh in the Foyer, the traitor in the Abandoned Room; every hero armed;
    haunt variables as given."""
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    sc.at(TRAITOR, "abandoned_room")
    store = {f"{KEY}:bomb@{seat}": 1 for seat in (DARRIN, BRANDON, ZOSTRA)}
    store.update({f"{KEY}:{name}": v for name, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(store.items())))
    return sc


def test_heroes_are_armed_and_the_traitor_has_the_dynamite(revealed: GameState) -> None:
    assert [bomb(revealed, s) for s in range(4)] == [1, 1, 0, 1]
    assert "dynamite" in revealed.explorers[TRAITOR].cards


def test_a_knowledge_of_seven_disarms_and_two_or_less_kills_the_room(
    revealed: GameState,
) -> None:
    sc = _set(revealed)
    sc.trait(DARRIN, Trait.KNOWLEDGE, 7)  # plenty of dice
    sc.turn(DARRIN)
    s = sc.build()
    dice = s.trait(DARRIN, Trait.KNOWLEDGE)
    assert "use haunt:45 defuse 0" in names(s) and "use haunt:45 defuse 1" in names(s)
    done = run_script(s, ["use haunt:45 defuse 0"] + ["die 2"] * 4 + ["die 0"] * (dice - 4))
    assert bomb(done, DARRIN) == 0 and done.explorers[DARRIN].alive
    # Someone else's bomb needs their leave; a total of 2 blows up the whole room.
    s = run_script(
        s,
        ["use haunt:45 defuse 1", "choose True"] + ["die 1"] * 2 + ["die 0"] * (dice - 2),
    )
    assert not any(s.explorers[seat].alive for seat in (DARRIN, BRANDON, ZOSTRA))
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_traitor_never_moves_and_the_countdown_blows_the_nearest_armed_hero(
    revealed: GameState,
) -> None:
    sc = _set(revealed, track=3)
    sc.at(DARRIN, "chapel").give(DARRIN, "axe")
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple((k, v) for k, v in sc.state.script_vars if k != f"{KEY}:bomb@{ZOSTRA}"),
    )
    sc.turn(TRAITOR)
    s = sc.build()
    # Track 4 and three heroes: seven dice. Zostra, on the traitor's left, is disarmed,
    # so the blast takes Darrin, the next armed hero round the table.
    assert s.current_player() == -1
    s = run_script(s, ["die 2"] * 4 + ["die 0"] * 3)
    assert dict(s.script_vars)[f"{KEY}:track"] == 4
    assert not s.explorers[DARRIN].alive and "axe" in s.removed and not s.pile("chapel")
    assert s.explorers[BRANDON].alive and s.explorers[ZOSTRA].alive
    assert not any(n.startswith("move") or n.startswith("take ") for n in names(s))


def test_the_big_bomb_on_turn_twelve_wins_for_the_traitor(revealed: GameState) -> None:
    sc = _set(revealed, track=11)
    sc.turn(TRAITOR)
    s = sc.build()
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_an_armed_hero_coming_near_the_traitor_explodes(revealed: GameState) -> None:
    # The Junk Room touches the Abandoned Room where the traitor sits.
    sc = _set(revealed, traitor_turns=2)
    sc.at(BRANDON, "patio").at(ZOSTRA, "junk_room")
    sc.turn(BRANDON)
    s = sc.build()
    s = run_script(s, ["move N"])
    assert not s.explorers[BRANDON].alive and not s.explorers[ZOSTRA].alive
    assert s.explorers[TRAITOR].alive


def test_killing_the_traitor_wins_for_the_heroes(revealed: GameState) -> None:
    sc = _set(revealed)
    sc.at(DARRIN, "abandoned_room").trait(TRAITOR, Trait.MIGHT, 0)
    sc.turn(DARRIN)
    s = sc.build()
    might = s.trait(DARRIN, Trait.MIGHT)
    s = run_script(
        s,
        [f"attack {TRAITOR}"] + ["die 2"] * might + ["die 0"] * s.trait(TRAITOR, Trait.MIGHT),
    )
    while s.frames and s.phase is Phase.HAUNT:
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.OVER and s.winner == "heroes"
