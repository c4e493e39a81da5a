"""The goal agent shepherds the monsters its side must bring somewhere
(``betrayal.agents.herding``), read off the haunt's own rules: in The Feast (2nd edition,
haunt 46) the heroes' escape action asks for Victims in the Entrance Hall, so a hero leads
a Victim toward it, never into the Freaks while another way is clear, takes it out of the
door rather than leading it off again, and waits beside it to lead it on next turn."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Trait
from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.herding import herd_distance, herd_rooms, tend_rooms
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names
from betrayal.testing.houses import LATE_OMEN, late_house

KEY = "haunt:46"
# The late house: Jenny (0), Madame Zostra the traitor (1), Peter (2), Professor Longfellow (3).
JENNY, TRAITOR = 0, 1


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = late_house().reveal(46, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == TRAITOR
    return s


def _board(revealed: GameState, *monsters: tuple[str, str], **values: object) -> Scenario:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    placed = [MonsterState(f"{kind}#{i}", kind, room) for i, (kind, room) in enumerate(monsters, 1)]
    store = {f"{KEY}:victims": 3, **{f"{KEY}:{k}": v for k, v in values.items()}}
    sc.state = attrs.evolve(
        sc.state, monsters=tuple(placed), script_vars=tuple(sorted(store.items()))
    )
    return sc


VICTIMS_IN_THE_ATTIC = (("victim", "attic"),) * 3


def test_the_heroes_must_bring_victims_to_the_entrance_hall(revealed: GameState) -> None:
    s = _board(revealed, *VICTIMS_IN_THE_ATTIC).turn(JENNY).build()
    assert herd_rooms(s, JENNY) == {"victim": frozenset({"entrance_hall"})}
    # The traitor's rules ask for no monster anywhere: the Freaks hunt.
    assert herd_rooms(s, TRAITOR) == {}
    # Attic, Upper Landing, Grand Staircase, Foyer, Entrance Hall: four spaces each.
    assert herd_distance(s, JENNY) == 12
    assert tend_rooms(s, JENNY) == frozenset({"attic"})
    assert tend_rooms(s, TRAITOR) == frozenset()


def test_a_hero_leads_a_victim_toward_the_front_door(revealed: GameState) -> None:
    s = _board(revealed, *VICTIMS_IN_THE_ATTIC).at(JENNY, "attic").turn(JENNY).build()
    leads = [n for n in names(s) if n.startswith("use haunt:46 lead ")]
    assert len(leads) > 2  # the Grand Staircase is one way of several
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, JENNY)) == (
            "use haunt:46 lead grand_staircase"
        )


def test_a_hero_does_not_lead_a_victim_into_the_freaks(revealed: GameState) -> None:
    sc = _board(revealed, *VICTIMS_IN_THE_ATTIC, ("freak", "grand_staircase"))
    s = sc.at(JENNY, "attic").turn(JENNY).build()
    assert "use haunt:46 lead grand_staircase" in names(s)
    for seed in range(6):
        # One space further from the door, but out of the Freak's reach this turn.
        assert str(GoalAgent(seed=seed, wander=0).act(s, JENNY)) == (
            "use haunt:46 lead upper_landing"
        )


def test_at_the_open_door_a_hero_takes_the_victim_out(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "entrance_hall"), door_open=True, escaped=0)
    s = sc.at(JENNY, "entrance_hall").turn(JENNY).build()
    assert "use haunt:46 escort_out" in names(s)
    assert any(n.startswith("use haunt:46 lead ") for n in names(s))
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, JENNY)) == "use haunt:46 escort_out"


def test_after_leading_a_hero_waits_beside_the_victim(revealed: GameState) -> None:
    # The door is shut: forcing it open calls Jenny to the Entrance Hall, which her Speed
    # reaches this turn; the Victim she has led is nearer.
    sc = _board(revealed, ("victim", "attic"))
    s = sc.at(JENNY, "attic").trait(JENNY, Trait.SPEED, 7).turn(JENNY).build()
    agent = GoalAgent(seed=3, wander=0)
    turn = s.turn.number
    for _ in range(20):
        if s.turn.number != turn:
            break
        # Leaving the Attic takes a roll: its dice come from the seeded source.
        s = s.apply(s.sample_chance() if s.is_chance_node() else agent.act(s, JENNY))
    # Jenny ended her turn where the Victim she led stands, to lead it on when her next
    # turn begins.
    assert s.turn.number != turn
    assert [m.room for m in s.monsters] == ["grand_staircase"]
    assert s.explorers[JENNY].room == "grand_staircase"
