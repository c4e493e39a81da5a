"""The engine's fast record copy gives what attrs.evolve gives, and refuses what it refuses."""

from __future__ import annotations

import attrs
import pytest

from betrayal.core.frames import RollDice, RollPurpose
from betrayal.core.records import evolve
from betrayal.core.state import ExplorerState, TurnState


@attrs.frozen
class _Private:
    shown: int
    _hidden: str = "x"


def test_a_copy_changes_only_the_fields_named() -> None:
    explorer = ExplorerState("ox_bellows", "foyer", (3, 3, 3, 3), ("axe",))
    moved = evolve(explorer, room="attic", came_through="S")
    assert moved == attrs.evolve(explorer, room="attic", came_through="S")
    assert (moved.room, moved.came_through, moved.cards) == ("attic", "S", ("axe",))
    assert explorer.room == "foyer"  # the original is untouched


def test_records_of_several_classes_each_get_their_own_copy() -> None:
    turn = TurnState(player=1, number=4, moves_left=3)
    roll = RollDice(RollPurpose.SCRIPT, 0, 2, faces=(1,))
    assert evolve(turn, moves_left=0, moved=True) == TurnState(1, 4, 0, moved=True)
    assert evolve(roll, faces=(1, 2)).done
    assert evolve(turn) == turn


def test_private_fields_are_changed_by_their_init_name() -> None:
    record = _Private(1)
    assert evolve(record, hidden="y") == _Private(1, "y")


def test_an_unknown_field_is_refused() -> None:
    with pytest.raises(TypeError, match="no field 'colour'"):
        evolve(TurnState(player=0, number=1, moves_left=4), colour="red")
