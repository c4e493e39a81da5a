"""Haunt 41, Invisible Traitor: an unseen traitor, sneak attacks and pickpocketing,
blows at the empty air, and the clues that give the traitor away."""

from __future__ import annotations

import pytest

from betrayal import Game, Phase, Trait
from betrayal.core.frames import Attack, RollDice
from betrayal.core.state import GameState
from betrayal.testing import Scenario, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:41"
# In the late house the revealer, seat 1, is the traitor.


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _vanished(game: Game, room: str = "foyer") -> GameState:
    s = late_house().reveal(41, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == 1 and s.current_player() == 1
    s = s.apply(f"choose {room}")
    assert s.explorers[1].room == room and s.unseen == frozenset({1})
    sc = Scenario(s)
    for seat in range(4):
        sc.fresh(seat)
    return sc.at(0, "entrance_hall").at(2, "entrance_hall").at(3, "grand_staircase").build()


def test_only_the_traitor_sees_their_own_room(game: Game) -> None:
    s = _vanished(game)
    hero_view = s.observation(0)["explorers"]
    own_view = s.observation(1)["explorers"]
    assert hero_view[1]["room"] is None and hero_view[0]["room"] == "entrance_hall"  # type: ignore[index]
    assert own_view[1]["room"] == "foyer"  # type: ignore[index]


def test_a_blow_at_the_air_spends_the_attack_and_a_lucky_one_starts_a_fight(
    game: Game,
) -> None:
    s = Scenario(_vanished(game)).turn(0).build()
    assert not any(n.startswith("attack") for n in names(s))  # no bare-handed attack
    s = s.apply(f"use {KEY} grope")  # the traitor is in the Foyer, not here
    assert s.turn.attacked and f"use {KEY} grope" not in names(s) and not s.frames
    s = Scenario(s).at(0, "foyer").turn(0).build()
    s = s.apply(f"use {KEY} grope")
    assert any(isinstance(f, Attack) for f in s.frames) and 1 not in s.unseen
    assert haunt_var(s, 41, "sighted") == ("foyer",)


def test_the_traitor_strikes_unseen_and_the_victim_may_track_them(game: Game) -> None:
    s = Scenario(_vanished(game, "entrance_hall")).turn(1).build()
    assert not any(n.startswith("attack") for n in names(s))
    s = s.apply(f"use {KEY} sneak 0")
    roll = s.frames[-1]
    assert isinstance(roll, RollDice) and roll.dice == 2  # half of three heroes, rounded up
    s = run_script(s, ["die 1", "die 0"])
    s = run_script(s, [s.legal_actions()[0]])  # seat 0 places the point
    assert haunt_var(s, 41, "struck") == (0,)
    # The traitor slips out (no extra cost for the two heroes there) and ends the turn.
    before = s.turn.moves_left
    s = s.apply("move N")
    assert s.turn.moves_left == before - 1 and 1 in s.unseen
    s = s.apply("end")
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["die 2"] * knowledge)  # 5 or more: the traitor's room is known
    assert haunt_var(s, 41, "sighted") == ("foyer",) and haunt_var(s, 41, "struck") == ()


def test_a_pickpocket_takes_an_item_or_fumbles(game: Game) -> None:
    s = Scenario(_vanished(game, "entrance_hall")).give(2, "axe").turn(1).build()
    assert f"use {KEY} pilfer 2" in names(s) and f"use {KEY} pilfer 0" not in names(s)
    speed = s.trait(1, Trait.SPEED)
    taken = run_script(s, [f"use {KEY} pilfer 2"] + ["die 2"] * speed)
    assert "axe" in taken.explorers[1].cards and "axe" not in taken.explorers[2].cards
    fumbled = run_script(s, [f"use {KEY} pilfer 2"] + ["die 0"] * speed)
    assert "axe" in fumbled.explorers[2].cards and 1 not in fumbled.unseen
    assert haunt_var(fumbled, 41, "sighted") == ("entrance_hall",)


def test_the_skull_names_the_traitors_floor(game: Game) -> None:
    s = Scenario(_vanished(game)).give(3, "skull").trait(3, Trait.SANITY, 5).build()
    s = Scenario(s).turn(3).build()
    sanity = s.trait(3, Trait.SANITY)
    s = run_script(s, ["die 2"] * sanity)
    assert [f.value for f in haunt_var(s, 41, "floor_named")] == ["ground"]  # type: ignore[attr-defined]


def test_the_traitors_death_wins_for_the_heroes(game: Game) -> None:
    from betrayal.core.rules.damage import kill

    s = kill(_vanished(game), 1)
    s = Scenario(s).turn(0).build().apply("end")
    assert s.phase is Phase.OVER and s.winner == "heroes"


def _struck_then_gone(game: Game) -> GameState:
    """The traitor strikes Jenny (seat 0) in the Entrance Hall, walks on two rooms and
    ends the turn; Jenny's tracking roll is next."""
    s = Scenario(_vanished(game, "entrance_hall")).trait(1, Trait.SPEED, 4).turn(1).build()
    s = run_script(s, [f"use {KEY} sneak 0", "die 1", "die 0"])
    s = run_script(s, [s.legal_actions()[0]])
    s = s.apply("move N")  # out into the Foyer
    s = s.apply("move N")  # and on to the Grand Staircase
    assert s.explorers[1].room == "grand_staircase"
    return s.apply("end")


def test_a_middling_track_tells_which_way_the_traitor_went(game: Game) -> None:
    s = _struck_then_gone(game)
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["die 1"] * 3 + ["die 0"] * (knowledge - 3))  # 3: a partial clue
    # Not where they struck, and gone out toward the Foyer (not where they are now).
    assert haunt_var(s, 41, "headed") == ("foyer",)
    assert haunt_var(s, 41, "sighted") in (None, ())


def test_a_poor_track_tells_nothing(game: Game) -> None:
    s = _struck_then_gone(game)
    s = run_script(s, ["die 0"] * s.trait(0, Trait.KNOWLEDGE))
    assert haunt_var(s, 41, "headed") in (None, ())
    assert haunt_var(s, 41, "sighted") in (None, ())


def test_the_spirit_board_names_the_symbol_in_the_traitors_room(game: Game) -> None:
    s = Scenario(_vanished(game, "kitchen")).give(3, "spirit_board").build()
    s = Scenario(s).trait(3, Trait.KNOWLEDGE, 5).turn(3).build()
    s = run_script(s, ["die 2"] * s.trait(3, Trait.KNOWLEDGE))
    rooms = haunt_var(s, 41, "symbol_rooms")
    assert isinstance(rooms, tuple) and "kitchen" in rooms
    content = s.game.content
    kitchen = content.room("kitchen").symbols
    assert all(content.room(r).symbols == kitchen for r in rooms)
    assert len(rooms) < len(s.house.tiles)
