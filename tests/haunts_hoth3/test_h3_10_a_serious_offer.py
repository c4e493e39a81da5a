"""3rd-edition haunt 10, A Serious Offer: everyone hunts Treasure, and the richest hoard
when the Number Track runs out wins."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.content.model import CardKind
from betrayal.core.frames import PlaceDamage, RollDice, RollPurpose
from betrayal.core.state import GameState
from betrayal.testing import with_dead

HAUNT = 10


def _settled(s: GameState) -> GameState:
    """The game after every pick left to chance (where the Treasures go) is made."""
    while s.is_chance_node() and str(s.legal_actions()[0]).startswith("pick"):
        s = s.apply(s.legal_actions()[0])
    return s


def _start() -> GameState:
    return _settled(revealed(HAUNT))


def _treasures(s: GameState) -> list[tuple[str, str]]:
    return [(k.rsplit(":", 1)[-1], r) for k, r in s.tokens if k.startswith("haunt:10:")]


def _marks(s: GameState, seat: int) -> dict[str, int]:
    return {
        k.split("@")[0]: int(v)  # type: ignore[call-overload]
        for k, v in haunt_vars(s, HAUNT).items()
        if k.endswith(f"@{seat}")
    }


def test_the_treasures_are_hidden_and_the_best_lies_in_the_vault() -> None:
    s = _start()
    assert s.traitor is None
    assert s.current_player() == 2  # left of the revealer (seat 1)
    tokens = _treasures(s)
    # Four players: two sets of 1 to 3, one of the 3s on the Vault.
    assert sorted(k for k, _ in tokens) == sorted(["treasure_1", "treasure_2", "treasure_3"] * 2)
    assert ("treasure_3", "vault") in tokens
    others = [r for k, r in tokens if r != "vault"]
    assert len(set(others)) == 5  # spread out, one a tile
    assert all(CardKind.OMEN in s.game.content.room(r).symbols for r in others)


def _search(face: int) -> GameState:
    s = _start()
    sc = meet(s, "vault")
    s = sc.turn(0).build()
    s = s.apply("use haunt:10 search")
    return roll_all(s, face)


def test_a_good_search_takes_the_treasure_lying_there() -> None:
    s = _search(2)
    assert _marks(s, 0) == {"treasure_3": 1}
    assert ("treasure_3", "vault") not in _treasures(s)


def test_a_middling_search_only_peeks_and_a_blank_finds_nothing() -> None:
    s = _search(1)  # every die a 1: a total of 1 to 3 for this explorer
    assert _marks(s, 0) == {}
    assert ("treasure_3", "vault") in _treasures(s)
    assert haunt_vars(s, HAUNT)["seen_3"] == (0,)
    s = _search(0)
    assert _marks(s, 0) == {}
    assert haunt_vars(s, HAUNT).get("seen_3", ()) == ()


def test_the_richest_hoard_wins_when_the_track_runs_out() -> None:
    s = _start()
    s = with_vars(s, HAUNT, **{"treasure_3@0": 1, "treasure_1@2": 2, "treasure_2@3": 1})
    s = meet(s, "ballroom").turn(1).build()
    s = with_vars(s, HAUNT, track=1)
    assert not s.is_terminal()
    s = s.apply("end")  # the revealer's turn ends: the track reaches 0
    assert haunt_vars(s, HAUNT)["track"] == 0
    assert s.is_terminal()
    assert s.winner == "0"


def test_standing_on_the_ground_floor_staircase_is_worth_two() -> None:
    s = _start()
    s = with_vars(s, HAUNT, **{"treasure_3@0": 1, "treasure_2@2": 1})
    sc = meet(s, "ballroom")
    sc.at(2, "ground_floor_staircase")
    s = with_vars(sc.turn(1).build(), HAUNT, track=1)
    s = s.apply("end")
    assert s.is_terminal()
    assert s.winner == "2"


def test_a_body_can_be_looted_once_a_turn() -> None:
    s = _start()
    s = with_vars(s, HAUNT, **{"treasure_1@1": 2})
    s = meet(s, "ballroom").turn(0).build()
    s = with_dead(s, 1)
    loot = [n for n in names(s) if n.startswith("use haunt:10 loot")]
    assert loot, names(s)
    s = s.apply(loot[0])
    s = _settled(s)
    assert _marks(s, 0) == {"treasure_1": 1}
    assert _marks(s, 1) == {"treasure_1": 1}
    assert not [n for n in names(s) if n.startswith("use haunt:10 loot")]


def _beaten(take: bool) -> GameState:
    """Seat 0 beats seat 1 (who holds a Treasure worth 2) bare-handed with Might: every
    attack die a 2, every other die a 0; the winner takes the Treasure or not."""
    s = with_vars(_start(), HAUNT, **{"treasure_2@1": 1})
    s = meet(s, "ballroom").turn(0).build()
    s = s.apply("attack 1")
    while s.is_chance_node():
        frame = s.frames[-1]
        attack = isinstance(frame, RollDice) and frame.purpose is RollPurpose.ATTACK
        s = s.apply("die 2" if attack else "die 0")
    assert "choose True" in names(s), names(s)
    return _settled(s.apply(f"choose {take}"))


def test_a_might_win_may_take_a_treasure_instead_of_hurting() -> None:
    s = _beaten(take=True)
    assert _marks(s, 0) == {"treasure_2": 1}
    assert _marks(s, 1) == {}
    assert not isinstance(s.frames[-1] if s.frames else None, PlaceDamage)
    s = _beaten(take=False)
    assert _marks(s, 1) == {"treasure_2": 1}
    assert isinstance(s.frames[-1], PlaceDamage)
