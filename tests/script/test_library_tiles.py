"""The tile primitives (library/tiles.py) called directly: a room tile placed by name."""

from __future__ import annotations

from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario


def test_place_room_puts_a_named_tile_at_an_open_doorway() -> None:
    s = Scenario.new().state
    assert "attic" not in s.house
    ctx = Ctx("probe", 0, None, "probe")
    s = all_primitives()["place_room"].impl(s, ctx, 0, "attic", Floor.UPPER)
    assert s.current_player() == 0
    s = s.apply(s.legal_actions()[0])
    assert "attic" in s.house and s.explorers[0].room != "attic"


def test_open_doors_counts_a_rooms_doors_onto_empty_space() -> None:
    s = Scenario.new().state
    ctx = Ctx("probe", 0, None, "probe")
    impl = all_primitives()["open_doors"].impl
    assert impl(s, ctx, "basement_landing") == 4  # four doors, nothing found around it
    assert impl(s, ctx, "foyer") == 2  # the hall and the staircase fill two of its four
    assert impl(s, ctx, "attic") == 0  # not in the house
    s = all_primitives()["place_room"].impl(s, ctx, 0, "attic", Floor.UPPER)
    s = s.apply(s.legal_actions()[0])
    assert impl(s, ctx, "upper_landing") == 3  # the attic now fills one of its doors
