"""3rd-edition haunt 19, Caught on Tape: five cursed tapes, a ghost that slips between
them, the Number Track counting down each of the traitor's turns, and the way out."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing.houses3 import late_house3

HAUNT = 19
TAPE = "haunt:19:tape"


def _tapes(s: GameState) -> list[str]:
    return [room for token, room in s.tokens if token == TAPE]


def test_setup_five_tapes_the_ghost_on_one_and_the_track_for_four_players() -> None:
    s = revealed(HAUNT)
    tapes = _tapes(s)
    assert len(tapes) == 5 and len(set(tapes)) == 5
    assert [m.kind for m in s.monsters] == ["spirit"]
    assert s.monsters[0].room in tapes
    assert haunt_vars(s, HAUNT)["track"] == 4
    before = late_house3().build()
    sanity = list(Trait).index(Trait.SANITY)
    assert s.explorers[1].traits[sanity] == before.explorers[1].traits[sanity] + 1


def _in_tape_room(face: int) -> GameState:
    s = revealed(HAUNT)
    sc = meet(s, "kitchen")
    sc.state = sc.state.evolve(tokens=((TAPE, "kitchen"), (TAPE, "chapel")))
    s = sc.turn(0).build()
    return roll_all(s.apply("use haunt:19 destroy"), face)


def test_a_might_roll_of_four_or_more_destroys_the_tape_underfoot() -> None:
    assert _tapes(_in_tape_room(2)) == ["chapel"]
    assert sorted(_tapes(_in_tape_room(0))) == ["chapel", "kitchen"]


def _stave(face: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, track=2)
    s = meet(s, "chapel", MonsterState("spirit#1", "spirit", "chapel")).turn(0).build()
    return s.apply("use haunt:19 stave").apply(f"die {face}")


def test_staving_off_the_curse_with_one_die() -> None:
    two = _stave(2)
    assert haunt_vars(two, HAUNT)["track"] == 3
    assert any(n.startswith("move") for n in names(two))
    one = _stave(1)
    assert haunt_vars(one, HAUNT)["track"] == 3
    assert names(one) == ["end"]
    blank = _stave(0)
    assert haunt_vars(blank, HAUNT)["track"] == 2
    assert names(blank) == ["end"]


def test_the_traitor_s_turn_moves_the_track_down_and_zero_wins_for_the_traitor() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, track=2)
    s = meet(s, "chapel").turn(1).build().apply("end")
    assert haunt_vars(s, HAUNT)["track"] == 1
    assert s.phase is not Phase.OVER
    s = with_vars(revealed(HAUNT), HAUNT, track=1)
    s = meet(s, "chapel").turn(1).build().apply("end")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def _hero_ends_turn(tapes: tuple[tuple[str, str], ...]) -> GameState:
    sc = meet(revealed(HAUNT), "entrance_hall")
    sc.at(1, "chapel")
    sc.state = sc.state.evolve(tokens=tapes)
    return sc.turn(0).build().apply("end")


def test_heroes_win_with_every_tape_gone_and_a_hero_at_the_entrance_hall() -> None:
    s = _hero_ends_turn(())
    assert s.phase is Phase.OVER and s.winner == "heroes"
    s = _hero_ends_turn(((TAPE, "kitchen"),))
    assert s.phase is not Phase.OVER


def test_the_traitor_may_attack_with_sanity() -> None:
    s = meet(revealed(HAUNT), "chapel").turn(1).build()
    attack = [n for n in names(s) if n.startswith("use haunt:19 mind_attack")]
    assert attack, names(s)
    s = roll_all(s.apply(attack[0]), 1)
    # Sanity against Sanity: the loser's damage is mental.
    assert "damage sanity" in names(s) or "damage knowledge" in names(s), names(s)
