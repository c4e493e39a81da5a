"""Haunt 48, Stacked Like Cordwood: Crimson Jack comes back stronger each time he is
beaten, until the heroes beat him with the cursed weapon they have found and studied."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.rules import monster_kinds
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:48"
# The late house: Jenny (0), Madame Zostra (1), Peter the traitor (2), Professor Longfellow (3).
JENNY, ZOSTRA, TRAITOR, PROF = 0, 1, 2, 3


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = late_house().reveal(48, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == TRAITOR
    return s


def _board(revealed: GameState, jack: str | None = "foyer", **values: object) -> Scenario:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    sc.at(TRAITOR, "attic")
    store = {f"{KEY}:{k}": v for k, v in values.items()}
    placed = (MonsterState("jack#1", "jack", jack),) if jack else ()
    sc.state = attrs.evolve(sc.state, monsters=placed, script_vars=tuple(sorted(store.items())))
    return sc


def test_jack_waits_in_the_entrance_hall(revealed: GameState) -> None:
    assert [(m.kind, m.room) for m in revealed.monsters] == [("jack", "entrance_hall")]


def test_a_search_in_the_library_finds_a_chosen_weapon(revealed: GameState) -> None:
    sc = _board(revealed, jack="attic")
    # The Axe goes back into the item deck; the Spear is in Jenny's hands.
    sc.give(PROF, "axe").give(JENNY, "spear")
    st = sc.state
    prof = attrs.evolve(st.explorers[PROF], cards=())
    omens, items, events = st.decks
    sc.state = attrs.evolve(
        st,
        explorers=(*st.explorers[:PROF], prof, *st.explorers[PROF + 1 :]),
        decks=(omens, (*items, "axe"), events),
    )
    sc.at(PROF, "library").turn(PROF)
    s = sc.build()
    # Only a weapon still in its deck can be found this way.
    offered = [n for n in names(s) if n.startswith("use haunt:48 search")]
    assert "use haunt:48 search axe" in offered
    assert "use haunt:48 search spear" not in offered
    weapon = offered[0].split()[-1]
    dice = s.trait(PROF, Trait.KNOWLEDGE)
    s = run_script(s, [offered[0]] + ["die 1"] * 3 + ["die 0"] * (dice - 3))
    assert weapon in s.explorers[PROF].cards and haunt_var(s, 48, "cursed") == (weapon,)
    assert not any("search" in n or "choose_weapon" in n for n in names(s))


def test_beaten_without_the_studied_weapon_jack_returns_stronger(revealed: GameState) -> None:
    sc = _board(revealed)
    sc.turn(JENNY)
    s = sc.build()
    # Jenny starts her turn with Jack: Sanity 3 or more and nothing happens.
    s = run_script(
        s,
        ["die 2", "die 1"][: s.trait(JENNY, Trait.SANITY)]
        + ["die 0"] * max(0, s.trait(JENNY, Trait.SANITY) - 2),
    )
    s = run_script(s, ["attack jack#1"] + ["die 2"] * s.trait(JENNY, Trait.MIGHT) + ["die 0"] * 3)
    assert not s.monsters and haunt_var(s, 48, "away") is True
    sc = Scenario(s)
    sc.turn(TRAITOR)
    s = sc.build()
    assert [(m.kind, m.room) for m in s.monsters] == [("jack", "entrance_hall")]
    assert monster_kinds.trait_of(s, "jack", Trait.MIGHT) == 4
    assert monster_kinds.trait_of(s, "jack", Trait.SPEED) == 4


def test_fear_of_jack_costs_a_physical_and_a_mental_point(revealed: GameState) -> None:
    sc = _board(revealed)
    sc.turn(ZOSTRA)
    s = sc.build()
    before = s.explorers[ZOSTRA].traits
    s = run_script(s, ["die 0"] * s.trait(ZOSTRA, Trait.SANITY) + ["choose speed", "choose sanity"])
    after = s.explorers[ZOSTRA].traits
    assert after[Trait.SPEED.index] == before[Trait.SPEED.index] - 1
    assert after[Trait.SANITY.index] == before[Trait.SANITY.index] - 1


def test_the_studied_cursed_weapon_kills_jack(revealed: GameState) -> None:
    sc = _board(revealed, jack="foyer", cursed=("axe",), might_studies=2, knowledge_studies=1)
    sc.give(JENNY, "axe").at(JENNY, "library").turn(JENNY)
    s = sc.build()
    assert "use haunt:48 study axe knowledge" in names(s)
    knowledge = s.trait(JENNY, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:48 study axe knowledge"] + ["die 2"] * knowledge)
    assert haunt_var(s, 48, "knowledge_studies") == 2
    # Four tokens for four players: the next win over Jack with the Axe is his last.
    sc = Scenario(s).at(JENNY, "foyer").trait(JENNY, Trait.SANITY, 5)
    sc.turn(JENNY)
    s = sc.build()
    s = run_script(s, ["die 2"] * s.trait(JENNY, Trait.SANITY))  # no fear
    dice = s.trait(JENNY, Trait.MIGHT) + 1
    s = run_script(s, ["attack jack#1 axe"] + ["die 2"] * dice + ["die 0"] * 3)
    assert s.phase is Phase.OVER and s.winner == "heroes"
