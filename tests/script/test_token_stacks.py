"""Several copies of a token in one room, counted: `place_token(..., stack: true)`,
`token_count`, and `remove_token(..., one: true)`."""

from __future__ import annotations

from pathlib import Path

from betrayal.testing import Scenario, haunt_var

ZOE, OX = 0, 1

HAUNT = """language 1
haunt 135 "Offerings" {
  traitor revealer
  token candle "Candle"
  var lit: int = 0
  var snuffed: bool = false
  action light "Light a candle here" {
    who explorers
    limit any_number
    do {
      place_token(candle, room_of(actor), stack: true)
      lit = token_count(room_of(actor), candle)
    }
  }
  action snuff "Snuff one candle here" {
    who explorers
    limit any_number
    where has_token(room_of(actor), candle)
    do {
      remove_token(candle, room_of(actor), one: true)
      lit = token_count(room_of(actor), candle)
    }
  }
  action once "Put a candle here, unless one burns already" {
    who explorers
    limit any_number
    do {
      place_token(candle, room_of(actor))
      lit = token_count(room_of(actor), candle)
    }
  }
  heroes { win when false }
  traitor { win when false }
}
"""


def _zoe(tmp_path: Path) -> Scenario:
    path = tmp_path / "offerings.haunt"
    path.write_text(HAUNT, encoding="utf-8")
    sc = Scenario.new(scripts=[path]).at(ZOE, "foyer").reveal(135, OX)
    sc.state = sc.build()
    return sc.turn(ZOE)


def test_candles_stack_and_are_counted_one_by_one(tmp_path: Path) -> None:
    s = _zoe(tmp_path).build()
    for n in (1, 2, 3):
        s = s.apply("use haunt:135 light")
        assert haunt_var(s, 135, "lit") == n
    s = s.apply("use haunt:135 snuff")
    assert haunt_var(s, 135, "lit") == 2
    assert s.tokens.count(("haunt:135:candle", "foyer")) == 2


def test_without_stack_a_room_holds_one(tmp_path: Path) -> None:
    s = _zoe(tmp_path).build()
    s = s.apply("use haunt:135 once").apply("use haunt:135 once")
    assert haunt_var(s, 135, "lit") == 1
