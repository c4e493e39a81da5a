"""Haunt 24, Fly Away Home: the swarm pours in and clings; the organ drives it away."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.testing import (
    Scenario,
    haunt_var,
    late_house,
    monster_turn,
    run_script,
    with_haunt_vars,
)
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:24"
CLING = f"{KEY}:clinging"
_CACHE: dict[int, GameState] = {}


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> GameState:
    # The late house, revealed by seat 1: Professor Longfellow (seat 3, the slowest) is
    # the traitor; the Attic and the Chasm take the first Bats; the Organ Room is in the
    # house.
    if id(game) not in _CACHE:
        s = late_house().reveal(24, revealer=1, omen=LATE_OMEN).build()
        assert s.traitor == 3
        _CACHE[id(game)] = s
    return _CACHE[id(game)]


def _calm(game: Game) -> Scenario:
    """The heroes in the Foyer with nothing in hand; the Bats where the reveal put them."""
    sc = Scenario(attrs.evolve(_revealed(game), frames=()))
    for seat in (0, 1, 2):
        sc.at(seat, "foyer").fresh(seat)
    return sc


def _cling(state: GameState, seat: int, count: int) -> GameState:
    carried = tuple(sorted((*state.carried, *((CLING, seat),) * count)))
    return attrs.evolve(state, carried=carried)


def test_the_traitor_is_gone_and_six_bats_wait_high_and_low(game: Game) -> None:
    s = _revealed(game)
    assert not s.explorers[3].alive
    assert sorted(m.room for m in s.monsters) == ["attic"] * 3 + ["chasm"] * 3


def test_bats_pour_in_one_to_an_entry_room_and_fly_at_once(game: Game) -> None:
    s = _calm(game).build()
    s = attrs.evolve(s, monsters=())
    s = monster_turn(s, 3)
    # 4 dice (4 players) showing 3: three Bats, each in a different entry room.
    s = run_script(s, ["die 2", "die 1", "die 0", "die 0"])
    for _ in range(3):  # the traitor picks a room for each
        assert all(str(a).startswith("choose") for a in s.legal_actions())
        s = s.apply(s.legal_actions()[0])
    rooms = [m.room for m in s.monsters]
    assert len(rooms) == 3 and len(set(rooms)) == 3
    # They take part in this monster turn: the kind rolls its Speed now.
    assert s.is_chance_node() and all(not m.done for m in s.monsters)


def test_a_bat_beside_a_hero_bites_on_a_two_and_clings(game: Game) -> None:
    s = _calm(game).build()
    s = attrs.evolve(s, monsters=(MonsterState("bat#1", "bat", "foyer", done=True),))
    s = monster_turn(s, 3)
    s = run_script(s, ["die 0"] * 4)  # no new Bats this time
    s = run_script(s, ["die 0"] * 5 + ["monster bat#1 done"])  # it flies nowhere
    s = run_script(s, ["choose 1", "die 2"])  # the traitor picks Madame Zostra
    assert s.monsters == ()
    assert (CLING, 1) in s.carried


def test_clinging_bats_drain_and_weigh_down(game: Game) -> None:
    before = _calm(game).build()
    s = _cling(before, 0, 2)
    speed = s.trait(0, Trait.SPEED)
    s = Scenario(s).turn(0).build()
    # 2 points of physical damage to place, then 2 spaces fewer to move.
    s = run_script(s, ["damage might", "damage might"])
    # Two spaces down the Might track (a track may show a value twice).
    assert s.explorers[0].position(Trait.MIGHT) == before.explorers[0].position(Trait.MIGHT) - 2
    assert s.turn.moves_left == max(1, speed - 2)


def test_the_organ_needs_might_then_knowledge_and_clears_the_swarm(game: Game) -> None:
    s = _calm(game).at(0, "organ_room").turn(0).build()
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, ["use haunt:24 start_organ"] + ["die 2"] * might)
    assert haunt_var(s, 24, "organ") == 1
    assert not any("organ" in str(a) for a in s.legal_actions())  # one try a turn
    turn = attrs.evolve(s.turn, number=s.turn.number + 1)
    s = Scenario(attrs.evolve(s, turn=turn)).turn(0).build()
    knowledge = s.trait(0, Trait.KNOWLEDGE)  # Jenny LeClerc: no music, so 6 or more
    s = run_script(s, ["use haunt:24 play_organ"] + ["die 2"] * knowledge)
    assert haunt_var(s, 24, "organ") == 2 and s.monsters == ()
    # No new Bats come once the organ has played.
    after = monster_turn(s, 3)
    assert after.monsters == ()


def test_a_hero_with_music_plays_on_five(game: Game) -> None:
    s = with_haunt_vars(_calm(game).at(2, "organ_room").turn(2).build(), 24, organ=1)
    # Peter Akimoto has no music either: 5 is not enough for him.
    s = run_script(s, ["use haunt:24 play_organ", "die 2", "die 2", "die 1", "die 0"])
    assert s.trait(2, Trait.KNOWLEDGE) == 4 and haunt_var(s, 24, "organ") == 1


def test_killing_the_last_clinging_bat_after_the_organ_wins(game: Game) -> None:
    s = with_haunt_vars(_cling(_calm(game).build(), 1, 1), 24, organ=2)
    s = attrs.evolve(s, monsters=())
    s = Scenario(s).turn(0).build()
    assert "use haunt:24 swat 1" in [str(a) for a in s.legal_actions()]
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, ["use haunt:24 swat 1"] + ["die 2"] * might + ["die 0", "die 0"])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_bats_also_come_in_through_rooms_with_windows_to_the_outside(game: Game) -> None:
    s = _calm(game).build()
    s = attrs.evolve(s, monsters=())
    s = monster_turn(s, 3)
    s = run_script(s, ["die 1", "die 0", "die 0", "die 0"])  # one new Bat
    offered = {str(a).removeprefix("choose ") for a in s.legal_actions()}
    # The Dining Room and the Chapel are on no list of entries, but show a window.
    assert {"dining_room", "chapel"} <= offered
    assert all(s.game.content.room(r).window for r in {"dining_room", "chapel"})
    assert "foyer" not in offered


def test_a_stunned_bat_does_not_bite(game: Game) -> None:
    s = _calm(game).build()
    s = attrs.evolve(s, monsters=(MonsterState("bat#1", "bat", "foyer", stunned=True),))
    s = monster_turn(s, 3)
    s = run_script(s, ["die 0"] * 4)  # no new Bats; the stunned one sits the turn out
    # Nobody is asked whom it bites, and the heroes' turns go on.
    assert not s.turn.monsters and not s.frames
    assert [m.room for m in s.monsters] == ["foyer"] and not s.carried


def test_a_bat_coming_in_spends_a_space_of_its_roll(game: Game) -> None:
    s = _calm(game).build()
    old = MonsterState("bat#1", "bat", "foyer", done=True)
    s = monster_turn(attrs.evolve(s, monsters=(old,)), 3)
    s = run_script(s, ["die 1", "die 0", "die 0", "die 0"])  # one new Bat
    s = s.apply(s.legal_actions()[0])  # the traitor says where it comes in
    new = next(m for m in s.monsters if m.ident != "bat#1")
    s = run_script(s, ["die 1"] * 5)  # the Bats' Speed: 5
    moves = {m.ident: m.moves_left for m in s.monsters}
    assert moves == {"bat#1": 5, new.ident: 4}
