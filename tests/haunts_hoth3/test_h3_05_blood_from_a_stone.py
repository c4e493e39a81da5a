"""3rd-edition haunt 5, Blood from a Stone: no traitor; Stone Cherubs on every explorer's
tile and out of sight, Play Peekaboo, the Stony Gaze and the heroes' goal."""

from __future__ import annotations

from h3_helpers import meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState

HAUNT = 5


def _cherub(n: int, room: str) -> MonsterState:
    return MonsterState(f"cherub#{n}", "cherub", room)


def test_a_cherub_on_each_explorers_tile_and_more_out_of_sight() -> None:
    s = revealed(HAUNT)
    assert s.traitor is None
    rooms = [m.room for m in s.monsters if m.kind == "cherub"]
    assert len(rooms) == s.players + 4  # four players: 4 more
    for e in s.explorers:
        assert e.room in rooms
    extra = rooms[s.players :]
    assert not set(extra) & {e.room for e in s.explorers}


def test_cherubs_cannot_be_attacked() -> None:
    s = meet(revealed(HAUNT), "gallery", _cherub(1, "gallery")).turn(0).build()
    assert not [n for n in names(s) if n.startswith("attack")]


def _peekaboo(face: int, mirror: bool = False, left: int = 0) -> GameState:
    """Seat 0, in the Library with a Cherub, sees another one in the Statuary Corridor."""
    more = [_cherub(3 + i, "basement_landing") for i in range(left)]
    sc = meet(
        revealed(HAUNT), "library", _cherub(1, "library"), _cherub(2, "statuary_corridor"), *more
    )
    if mirror:
        sc.give(0, "mirror")
    s = sc.turn(0).build()
    act = [n for n in names(s) if n.startswith("use haunt:5 peekaboo")]
    assert act == ["use haunt:5 peekaboo statuary_corridor"], names(s)
    return roll_all(s.apply(act[0]), face)


def test_peekaboo_of_four_or_more_removes_both_cherubs() -> None:
    s = _peekaboo(2, left=1)  # two Knowledge dice of 2: 4
    assert [m.room for m in s.monsters] == ["basement_landing"]
    assert not s.is_terminal()


def test_a_failed_peekaboo_costs_two_dice_and_the_mirror_adds_two() -> None:
    s = _peekaboo(1, left=1)  # 2 against 4
    assert len(s.monsters) == 3
    s = roll_all(s, 1)  # two dice of damage
    assert isinstance(s.frames[-1], PlaceDamage) and s.frames[-1].points == 2
    s = _peekaboo(1, mirror=True, left=1)  # 2 + 2
    assert len(s.monsters) == 1


def test_removing_the_last_cherubs_wins_for_the_heroes() -> None:
    s = _peekaboo(2)
    assert s.is_terminal()
    assert s.winner == "heroes"


def _step_into_the_landing(seen: list[str]) -> GameState:
    """Seat 0 walks from the Gallery into the Upper Landing, which sees the Observatory,
    where a Cherub stands."""
    sc = meet(revealed(HAUNT), "gallery", _cherub(1, "observatory"))
    s = with_vars(sc.turn(0).build(), HAUNT, seen_at_start=tuple(seen))
    return s.apply("move N")


def test_the_stony_gaze_hurts_for_a_cherub_newly_seen() -> None:
    s = roll_all(_step_into_the_landing([]), 1)
    assert s.explorers[0].room == "upper_landing"
    assert isinstance(s.frames[-1], PlaceDamage) and s.frames[-1].points == 2
    calm = _step_into_the_landing(["observatory"])
    assert not calm.frames or not isinstance(calm.frames[-1], PlaceDamage)
    assert not calm.is_chance_node()
