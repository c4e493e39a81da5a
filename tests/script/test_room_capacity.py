"""A room that holds only so many explorers, or lets only some in: `barred_room` with a
condition on the room and the mover."""

from __future__ import annotations

from pathlib import Path

from betrayal.testing import Scenario

ZOE, OX, VIVIAN = 0, 1, 2

HAUNT = """language 1
haunt 134 "Narrow Rooms" {
  traitor revealer
  # The Foyer holds two explorers at most; the traitor alone may walk into the Entrance Hall.
  static barred_room(when: room == foyer and count(explorers_in(room)) >= 2)
  static barred_room(when: room == entrance_hall and not is_traitor(mover))
  heroes { win when false }
  traitor { win when false }
}
"""


def _game(tmp_path: Path, foyer: tuple[int, ...]) -> Scenario:
    """Vivian reveals and turns traitor; ``foyer`` stand in the Foyer, the others on the
    Grand Staircase, north of it."""
    path = tmp_path / "narrow.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path])
    for seat in (ZOE, OX, VIVIAN):
        sc.at(seat, "foyer" if seat in foyer else "grand_staircase")
    sc.reveal(134, VIVIAN)
    sc.state = sc.build()
    return sc


def _moves(sc: Scenario, seat: int) -> list[str]:
    return [str(a) for a in sc.turn(seat).build().legal_actions() if str(a).startswith("move")]


def test_a_full_room_takes_nobody_more(tmp_path: Path) -> None:
    assert "move S" in _moves(_game(tmp_path, (OX,)), ZOE)  # one inside: room for Zoe
    assert "move S" not in _moves(_game(tmp_path, (OX, VIVIAN)), ZOE)  # two: full


def test_only_the_traitor_may_enter(tmp_path: Path) -> None:
    sc = _game(tmp_path, (ZOE, VIVIAN))
    assert "move S" not in _moves(sc, ZOE)  # the Entrance Hall lies south of the Foyer
    assert "move S" in _moves(sc, VIVIAN)
