"""The goal agent carries a haunt's tokens where its side's rules want them, with no
haunt-specific code: in 3rd-edition haunt 24 a hero with a Seelie Flame keeps it (putting
it down serves nothing, and picking it up again burns) and heads for the Chapel, where an
end of turn with every Flame in it wins; an action open in every room (putting the Flame
down) points nowhere."""

from __future__ import annotations

import attrs

from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.haunt_actions import action_rooms, drop_for_nothing
from betrayal.agents.progress import turn_end_gap, turn_end_rooms
from betrayal.core.actions import Action
from betrayal.core.state import GameState
from betrayal.testing import Scenario, revealed_in
from betrayal.testing.houses3 import LATE_OMEN3, late_house3

HAUNT = 24
FLAME = "haunt:24:flame"
DROP = "use haunt:24 drop_flame"


def _carrying(room: str, lying: str | None = "tower") -> GameState:
    """Haunt 24 revealed; seat 0, a hero at the start of their turn in ``room``, carries
    one Flame, and another lies in ``lying`` (none if None)."""
    s = revealed_in(late_house3(), HAUNT, 1, LATE_OMEN3)
    assert s.traitor != 0
    tokens = tuple(t for t in s.tokens if t[0] != FLAME)
    if lying is not None:
        tokens = (*tokens, (FLAME, lying))
    s = attrs.evolve(s, frames=(), tokens=tokens, carried=((FLAME, 0),))
    return Scenario(s).at(0, room).fresh(0).turn(0).build()


def _drop(s: GameState) -> Action:
    return next(a for a in s.legal_actions() if str(a) == DROP)


def test_putting_the_flame_down_away_from_the_chapel_serves_nothing() -> None:
    s = _carrying("library")
    assert drop_for_nothing(s, 0, _drop(s))
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, 0)) != DROP


def test_the_chapel_is_where_ending_the_turn_brings_the_win_nearer() -> None:
    s = _carrying("library")
    # (The Tower counts too: the rule reads the rooms that hold Flames, and there the
    # carried one and the one lying there share a room.)
    rooms = turn_end_rooms(s, 0)
    assert "chapel" in rooms and "library" not in rooms
    here, there = turn_end_gap(s, 0), turn_end_gap(_carrying("chapel"), 0)
    assert here is not None and there is not None and there < here


def test_with_every_flame_in_hand_the_chapel_is_where_the_turn_should_end() -> None:
    # The rule holds only in the Chapel: the room it points at.
    assert turn_end_rooms(_carrying("library", lying=None), 0) == {"chapel"}
    assert turn_end_gap(_carrying("chapel", lying=None), 0) == 0


def test_an_action_open_in_every_room_points_at_none() -> None:
    s = _carrying("library")
    # Handing the Flame over opens only beside a fellow hero; putting it down opens in
    # every room, and so draws the hero to none of them.
    assert "library" not in action_rooms(s, 0)
    assert "library" in action_rooms(s, 0, anywhere=True)
