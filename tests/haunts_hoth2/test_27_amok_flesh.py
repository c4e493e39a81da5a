"""Haunt 27, Amok Flesh: the Blob grows each round and swallows whoever it reaches; the
heroes study it, gather ingredients and throw them in."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.core.state import GameState, Phase
from betrayal.testing import Scenario, haunt_var, late_house, next_turn, run_script, with_haunt_vars
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:27"
BLOB = f"{KEY}:blob"
_CACHE: dict[int, GameState] = {}


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> GameState:
    # The late house, revealed by seat 1: Professor Longfellow (seat 3) is the traitor.
    # The Crystal Ball is still in the omen deck, so the Blob begins where the haunt was
    # revealed: the Furnace Room.
    if id(game) not in _CACHE:
        s = late_house().reveal(27, revealer=1, omen=LATE_OMEN).build()
        assert s.traitor == 3
        _CACHE[id(game)] = s
    return _CACHE[id(game)]


def _blob(state: GameState) -> set[str]:
    return {r for t, r in state.tokens if t == BLOB}


def _upstairs(game: Game) -> Scenario:
    sc = Scenario(attrs.evolve(_revealed(game), frames=()))
    for seat in range(4):
        sc.at(seat, "upper_landing").fresh(seat)
    return sc


def test_the_blob_begins_where_the_haunt_was_revealed(game: Game) -> None:
    s = _revealed(game)
    assert s.reveal is not None and s.reveal.room == "furnace_room"
    assert (f"{KEY}:origin", "furnace_room") in s.tokens and not _blob(s)


def test_the_blob_fills_its_room_and_the_rooms_through_its_doors_first(game: Game) -> None:
    s = run_script(_upstairs(game).turn(3).build(), ["end"])
    assert haunt_var(s, 27, "grown") is True
    assert _blob(s) == {"furnace_room", "underground_lake"}


def test_then_it_spreads_a_room_every_way_and_again_on_a_two(game: Game) -> None:
    s = run_script(_upstairs(game).turn(3).build(), ["end"])
    once = run_script(next_turn(s, 3), ["end", "die 1"])
    grown = _blob(once) - _blob(s)
    assert grown and all(r not in _blob(s) for r in grown)
    twice = run_script(next_turn(s, 3), ["end", "die 2"])
    assert _blob(twice) > _blob(once)


def test_whoever_the_blob_reaches_joins_it(game: Game) -> None:
    s = _upstairs(game).at(0, "underground_lake").give(0, "axe").turn(3).build()
    s = run_script(s, ["end"])
    assert haunt_var(s, 27, "blobbed") == (0,) and 0 in s.turned
    assert "axe" in s.removed and s.explorers[0].cards == ()
    # A Blob-person cannot be attacked by the heroes.
    s = next_turn(Scenario(s).at(1, "underground_lake").state, 1)
    assert not any(str(a).startswith("attack") for a in s.legal_actions())


def test_walking_into_the_blob_is_joining_it(game: Game) -> None:
    s = _upstairs(game).turn(3).build()
    s = run_script(s, ["end"])  # the Blob fills the Furnace Room and the Lake
    s = next_turn(Scenario(s).at(1, "chasm").state, 1)
    speed = s.trait(1, Trait.SPEED)
    s = run_script(s, ["move E"] + ["die 2"] * speed)  # across the Chasm into the Lake
    assert s.explorers[1].room == "underground_lake"
    assert 1 in s.turned


def test_study_gather_and_throw(game: Game) -> None:
    s = run_script(_upstairs(game).turn(3).build(), ["end"])  # Blob: Furnace Room, Lake
    # Study from the Chasm, through the door to the Lake.
    s = next_turn(Scenario(s).at(0, "chasm").state, 0)
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:27 study"] + ["die 2"] * knowledge)
    assert haunt_var(s, 27, "studied") == 1
    # An ingredient from the Kitchen (Knowledge 3+), once per room.
    s = next_turn(Scenario(s).at(0, "kitchen").state, 0)
    s = run_script(s, ["use haunt:27 gather"] + ["die 2"] * knowledge)
    assert (f"{KEY}:ingredient", 0) in s.carried
    assert (f"{KEY}:used", "kitchen") in s.tokens
    # Thrown once the Blob is understood: as many throws as players win.
    s = with_haunt_vars(next_turn(Scenario(s).at(0, "chasm").state, 0), 27, studied=4, thrown=3)
    s = run_script(s, ["use haunt:27 throw"])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_no_hero_left_outside_the_blob_wins_for_the_traitor(game: Game) -> None:
    s = _upstairs(game).at(0, "underground_lake").at(1, "furnace_room").turn(3).build()
    explorers = tuple(
        attrs.evolve(e, alive=False, cards=()) if seat == 2 else e
        for seat, e in enumerate(s.explorers)
    )
    s = run_script(attrs.evolve(s, explorers=explorers), ["end"])
    assert s.phase is Phase.OVER and s.winner == "traitor"


def _tokens(state: GameState, name: str) -> set[str]:
    return {r for t, r in state.tokens if t == f"{KEY}:{name}"}


def _grown_with_a_blob_person_upstairs(game: Game) -> GameState:
    """The Blob grown once in the basement; Jenny (seat 0) turned Blob-person on the Upper
    Landing, far from it."""
    s = run_script(_upstairs(game).turn(3).build(), ["end"])
    s = with_haunt_vars(s, 27, blobbed=(0,))
    return attrs.evolve(s, turned=s.turned | {0})


def test_a_blob_person_walks_at_speed_two(game: Game) -> None:
    s = _grown_with_a_blob_person_upstairs(game)
    s = Scenario(s).trait(0, Trait.SPEED, 6).turn(0).build()
    assert s.turn.moves_left == 2


def test_a_blob_grown_round_a_blob_person_apart_waits_to_be_joined(game: Game) -> None:
    s = _grown_with_a_blob_person_upstairs(game)
    main = _blob(s)
    s = run_script(next_turn(s, 3), ["end", "die 1"])
    # A Blob now covers Jenny's room, but cut off, and it does not spread from there.
    assert "upper_landing" in _blob(s) and _tokens(s, "apart") == {"upper_landing"}
    assert not {"grand_staircase", "creaky_hallway"} & _blob(s)
    assert main < _blob(s)


def test_a_cut_off_blob_next_to_the_main_one_joins_it(game: Game) -> None:
    s = _grown_with_a_blob_person_upstairs(game)
    # Jenny stands on the Basement Landing: this growth the Blob reaches the Chasm, next door.
    s = Scenario(s).at(0, "basement_landing").state
    s = run_script(next_turn(s, 3), ["end", "die 1"])
    assert {"chasm", "basement_landing"} <= _blob(s) and not _tokens(s, "apart")


def test_a_blob_person_goes_from_blob_room_to_blob_room_for_nothing(game: Game) -> None:
    s = _grown_with_a_blob_person_upstairs(game)
    s = Scenario(s).at(0, "furnace_room").turn(0).build()
    left = s.turn.moves_left
    move = next(
        a
        for a in s.legal_actions()
        if str(a).startswith("move ") and s.apply(a).explorers[0].room in _blob(s)
    )
    after = s.apply(move)
    assert after.turn.moves_left == left


def test_the_vault_gives_an_ingredient_only_once_opened(game: Game) -> None:
    s = run_script(_upstairs(game).turn(3).build(), ["end"])
    s = next_turn(Scenario(s).at(0, "vault").trait(0, Trait.KNOWLEDGE, 7).state, 0)
    offered = [str(a) for a in s.legal_actions()]
    assert "use haunt:27 gather" not in offered and "use room:vault open" in offered
    # Opened with a 6 or more: the two items inside are drawn.
    s = run_script(s, ["use room:vault open"] + ["die 2"] * s.trait(0, Trait.KNOWLEDGE))
    while s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    assert ("room:vault:opened", "vault") in s.tokens
    s = next_turn(s, 0)
    assert "use haunt:27 gather" in [str(a) for a in s.legal_actions()]


def test_a_vault_opened_before_the_haunt_gives_an_ingredient_too(game: Game) -> None:
    s = run_script(_upstairs(game).turn(3).build(), ["end"])
    s = Scenario(s).at(0, "vault").state
    # The Vault's room rules left their mark during the exploration.
    s = attrs.evolve(s, tokens=tuple(sorted((*s.tokens, ("room:vault:opened", "vault")))))
    s = next_turn(s, 0)
    offered = [str(a) for a in s.legal_actions()]
    assert "use haunt:27 gather" in offered and "use room:vault open" not in offered
