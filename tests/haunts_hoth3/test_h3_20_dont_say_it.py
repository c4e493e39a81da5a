"""3rd-edition haunt 20, Don't Say It: the traitor's secret Syllable rooms, the heroes'
guesses and the hints they earn, the Faceless Man's answer to a wrong guess, and his end
once his name is known."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import ScriptChoice
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.testing.houses3 import LATE_OMEN3, late_house3

HAUNT = 20
RUNE = "haunt:20:rune"


def test_setup_the_oldest_traitor_picks_syllable_rooms_in_secret() -> None:
    s = late_house3().reveal(HAUNT, revealer=1, omen=LATE_OMEN3).build()
    assert s.traitor == 3
    frame = s.frames[-1]
    assert isinstance(frame, ScriptChoice) and frame.secret and frame.player == 3
    s = revealed(HAUNT)
    v = haunt_vars(s, HAUNT)
    assert v["needed"] == 3  # four players
    assert len(v["left"]) == 3 and len(set(v["left"])) == 3
    assert [(m.kind, m.room) for m in s.monsters] == [("faceless", s.explorers[3].room)]


def _guess(room: str, left: tuple[str, ...], faceless_at: str = "chapel") -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, left=left)
    sc = meet(s, room, MonsterState("faceless#1", "faceless", faceless_at))
    sc.at(3, "chapel")
    return sc.turn(0).build().apply("use haunt:20 find")


def test_a_right_guess_marks_the_room_with_a_rune() -> None:
    s = _guess("catacombs", ("catacombs", "kitchen", "hallway"))
    assert (RUNE, "catacombs") in s.tokens
    v = haunt_vars(s, HAUNT)
    assert v["found"] == 1 and v["left"] == ("kitchen", "hallway")
    assert [m.room for m in s.monsters] == ["chapel"]


def test_a_guess_out_of_order_is_wrong() -> None:
    s = _guess("kitchen", ("catacombs", "kitchen", "hallway"))
    assert haunt_vars(s, HAUNT).get("found", 0) == 0
    assert (RUNE, "kitchen") not in s.tokens


def test_a_wrong_guess_earns_a_hint_and_the_faceless_man_attacks() -> None:
    s = _guess("vault", ("catacombs", "kitchen", "hallway"))
    v = haunt_vars(s, HAUNT)
    assert v["hint_floor"] is True and v["hint_moves"] >= 1
    assert [m.room for m in s.monsters] == ["vault"]
    for _ in range(5):  # his five dice, all twos
        s = s.apply("die 2")
    s = roll_all(s, 0)  # the hero's Might roll, all blanks
    assert [n for n in names(s) if n.startswith("damage")], names(s)
    other_floor = _guess("chapel", ("catacombs", "kitchen", "hallway"))
    assert haunt_vars(other_floor, HAUNT)["hint_floor"] is False
    assert haunt_vars(other_floor, HAUNT)["hint_moves"] == 0


def _beat_him(found: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, found=found, left=())
    sc = meet(s, "chapel", MonsterState("faceless#1", "faceless", "chapel"))
    s = sc.turn(0).build().apply("attack faceless#1")
    while s.is_chance_node():
        frame = s.frames[-1]
        s = s.apply("die 2" if getattr(frame, "explorer", None) == 0 else "die 0")
    return s


def test_beating_him_once_his_name_is_known_wins_for_the_heroes() -> None:
    s = _beat_him(3)
    assert s.phase is Phase.OVER and s.winner == "heroes"
    early = _beat_him(2)
    assert early.phase is not Phase.OVER
    assert [(m.kind, m.stunned) for m in early.monsters] == [("faceless", False)]
