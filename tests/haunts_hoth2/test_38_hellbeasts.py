"""Haunt 38, Hellbeasts: Firebats that breed with their roll and burn, and the exorcism."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.core.frames import PlaceDamage, PlaceRoomAnywhere
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import (
    Scenario,
    late_house,
    monster_turn,
    names,
    next_turn,
    run_script,
)
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:38"
# In the late house: traitor seat 0, revealer seat 1, revealed in the Furnace Room.


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> GameState:
    s = late_house().reveal(38, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == 0 and s.reveal is not None and s.reveal.room == "furnace_room"
    sc = Scenario(attrs.evolve(s, frames=(), script_vars=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    return sc.build()


def _bats(state: GameState, *rooms: str) -> GameState:
    return attrs.evolve(
        state,
        monsters=tuple(
            MonsterState(f"firebat#{i + 1}", "firebat", room) for i, room in enumerate(rooms)
        ),
    )


def test_half_the_players_in_firebats_wait_where_the_haunt_began(game: Game) -> None:
    s = late_house().reveal(38, revealer=1, omen=LATE_OMEN).build()
    assert [m.room for m in s.monsters] == ["furnace_room", "furnace_room"]


def test_firebats_cannot_be_fought_and_hold_nobody_up(game: Game) -> None:
    s = _bats(_revealed(game), "foyer", "foyer")
    s = Scenario(s).at(1, "foyer").turn(1).build()
    assert not any(n.startswith("attack") for n in names(s))
    before = s.turn.moves_left
    s = s.apply("move N")
    assert s.turn.moves_left == before - 1


def test_the_speed_roll_breeds_new_firebats_that_wait_a_turn(game: Game) -> None:
    s = monster_turn(_bats(_revealed(game), "furnace_room", "furnace_room"), 0)
    # Away from every hero in the basement, yet not shut in: monsters climb the Coal Chute.
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)
    s = run_script(s, ["die 2", "die 1", "die 0"])  # 3: three more in the Furnace Room
    assert len(s.monsters) == 5
    new = [m for m in s.monsters if m.ident in ("firebat#3", "firebat#4", "firebat#5")]
    assert all(m.room == "furnace_room" and m.done for m in new)
    acting = {n.split()[1] for n in names(s) if n.startswith("monster")}
    assert acting == {"firebat#1", "firebat#2"}  # the newcomers are not asked


def test_no_more_firebats_come_once_forty_fly(game: Game) -> None:
    # A game the heroes never fight back in would breed bats for ever: the swarm stops
    # growing at 40 (the tokens run out), so it never meets the engine's monster bound.
    s = monster_turn(_bats(_revealed(game), *["furnace_room"] * 38), 0)
    s = run_script(s, ["die 2", "die 2", "die 1"])  # 5 rolled, but only 2 more come
    assert len(s.monsters) == 40
    s = monster_turn(attrs.evolve(s, frames=()), 0)
    s = run_script(s, ["die 2", "die 2", "die 2"])
    assert len(s.monsters) == 40


def test_firebats_burn_every_hero_they_share_a_room_with(game: Game) -> None:
    s = _bats(_revealed(game), "foyer", "foyer", "vault")
    s = Scenario(s).at(1, "foyer").at(2, "foyer").at(3, "grand_staircase").build()
    s = monster_turn(s, 0)  # the one in the Vault can climb the Coal Chute: no stairs
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)
    s = run_script(s, ["die 0"] * 3)  # they roll 0: each flies one space at most
    for ident in ("firebat#1", "firebat#2", "firebat#3"):
        s = s.apply(f"monster {ident} done")
    # The Foyer burns with two dice; seats 1 and 2 each take the total.
    assert s.current_player() == -1 and s.frames[-1].dice == 2  # type: ignore[union-attr]
    s = run_script(s, ["die 2", "die 1"])
    for seat in (1, 2):
        top = s.frames[-1]
        assert isinstance(top, PlaceDamage) and (top.explorer, top.points) == (seat, 3)
        s = run_script(s, ["damage might", "damage speed", "damage speed"])
    # The hero on the Grand Staircase is not burnt.
    assert s.explorers[3] == Scenario(_revealed(game)).at(3, "grand_staircase").build().explorers[3]


def test_a_sanity_rite_in_the_chapel_counts_once(game: Game) -> None:
    s = _revealed(game)
    assert "chapel" in s.house
    s = Scenario(s).at(1, "chapel").turn(1).build()
    assert f"use {KEY} rite_sanity_room" in names(s)
    sanity = s.trait(1, Trait.SANITY)
    s = run_script(s, [f"use {KEY} rite_sanity_room"] + ["die 2"] * sanity)
    assert dict(s.script_vars)[f"{KEY}:rites"] == 1
    assert f"use {KEY} rite_sanity_room" not in names(s)
    # The next hero's turn, the Chapel has nothing more to give.
    s = next_turn(Scenario(s).at(2, "chapel").give(2, "book").build(), 2)
    assert f"use {KEY} rite_sanity_room" not in names(s)
    assert f"use {KEY} rite_knowledge_card book" in names(s)


def test_one_try_a_turn_and_a_card_spent_once(game: Game) -> None:
    s = Scenario(_revealed(game)).give(1, "book", "ring").turn(1).build()
    knowledge = s.trait(1, Trait.KNOWLEDGE)
    s = run_script(s, [f"use {KEY} rite_knowledge_card book"] + ["die 2"] * knowledge)
    assert not any("rite" in n for n in names(s))  # one try this turn, whatever succeeds
    s = next_turn(s, 1)
    assert f"use {KEY} rite_knowledge_card book" not in names(s)
    assert f"use {KEY} rite_sanity_card ring" in names(s)


def test_as_many_rites_as_players_win(game: Game) -> None:
    s = Scenario(_revealed(game)).give(1, "ring").turn(1).build()
    store = {**dict(s.script_vars), f"{KEY}:rites": 3}
    s = attrs.evolve(s, script_vars=tuple(sorted(store.items())))
    sanity = s.trait(1, Trait.SANITY)
    s = run_script(s, [f"use {KEY} rite_sanity_card ring"] + ["die 2"] * sanity)
    assert s.phase is Phase.OVER and s.winner == "heroes"
