"""Haunt 25, Voodoo: each hero's doll strikes them at the end of every traitor turn; a
search turns dolls up, and only a doll's double can smash it."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.content.model import Floor
from betrayal.core.state import GameState, Phase
from betrayal.script.secrets import seen_by
from betrayal.testing import Scenario, haunt_var, late_house, next_turn, run_script, with_haunt_vars
from betrayal.testing.houses import LATE_CREW, LATE_OMEN

KEY = "haunt:25"
# Jenny gets the Wax doll (Furnace Room), Madame Zostra the China doll (on the Balcony,
# not yet in the house), Peter Akimoto the Glass doll (Chapel).
HAND_OUT = [
    "choose wax",
    "choose furnace_room",
    "choose china",
    "choose balcony",
    "choose glass",
    "choose chapel",
]
_CACHE: dict[int, GameState] = {}


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> GameState:
    # The late house, revealed by seat 1: Professor Longfellow (seat 3, the most knowing)
    # is the traitor.
    if id(game) not in _CACHE:
        s = late_house().reveal(25, revealer=1, omen=LATE_OMEN).build()
        assert s.traitor == 3
        _CACHE[id(game)] = run_script(s, HAND_OUT)
    return _CACHE[id(game)]


def _upstairs(game: Game) -> Scenario:
    sc = Scenario(attrs.evolve(_revealed(game), frames=()))
    for seat in range(4):
        sc.at(seat, "upper_landing").fresh(seat)
    return sc


def test_the_traitor_hands_each_hero_a_doll_and_hides_it(game: Game) -> None:
    s = _revealed(game)
    assert haunt_var(s, 25, "starting") == 3
    assert (haunt_var(s, 25, "wax_of"), haunt_var(s, 25, "wax_in")) == ((0,), "furnace_room")
    assert (haunt_var(s, 25, "china_of"), haunt_var(s, 25, "china_in")) == ((1,), "balcony")
    assert (haunt_var(s, 25, "glass_of"), haunt_var(s, 25, "glass_in")) == ((2,), "chapel")
    assert haunt_var(s, 25, "stone_of") in (None, ()) and haunt_var(s, 25, "rag_of") in (None, ())


def test_only_the_room_in_the_house_can_hide_a_doll() -> None:
    # The Kitchen is in the house, the Furnace Room not.
    sc = Scenario.new(explorers=LATE_CREW).room("kitchen", Floor.GROUND, 1, 0, 3)
    s = sc.reveal(25, revealer=1, omen=LATE_OMEN).build()
    assert "furnace_room" not in s.house
    s = run_script(s, ["choose wax"])
    assert haunt_var(s, 25, "wax_in") == "kitchen"


def _settle(state: GameState, face: int) -> GameState:
    """Throw every die pending with one face; answer every other question with the first
    option (where to put a point of damage)."""
    while state.frames:
        state = state.apply(f"die {face}" if state.is_chance_node() else state.legal_actions()[0])
    return state


def test_each_traitor_turn_end_the_dolls_strike(game: Game) -> None:
    s = _upstairs(game).turn(3).build()
    before = s
    s = _settle(run_script(s, ["end"]), 0)
    assert haunt_var(s, 25, "track") == 1
    # China: 4 dice against the track; 0 is below 1, so the doll breaks and so does she.
    assert not s.explorers[1].alive and haunt_var(s, 25, "china_of") == ()
    # Wax: 1 physical damage, Glass: 1 mental damage.
    lost = [sum(before.explorers[seat].traits) - sum(s.explorers[seat].traits) for seat in (0, 2)]
    assert lost == [1, 1]


def test_a_lucky_china_roll_spares_its_double(game: Game) -> None:
    s = _upstairs(game).turn(3).build()
    s = _settle(run_script(s, ["end"]), 1)  # 4 dice showing 4: not below the track
    assert s.explorers[1].alive and haunt_var(s, 25, "china_of") == (1,)


def test_searching_your_own_dolls_room_smashes_it(game: Game) -> None:
    s = _upstairs(game).at(0, "furnace_room").turn(0).build()
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:25 search"] + ["die 1"] * knowledge)
    assert haunt_var(s, 25, "wax_of") == ()


def test_a_search_turns_up_anothers_doll_and_its_double_smashes_it(game: Game) -> None:
    s = _upstairs(game).at(0, "chapel").turn(0).build()
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:25 search"] + ["die 1"] * knowledge)
    assert haunt_var(s, 25, "glass_of") == (2,) and (f"{KEY}:glass", "chapel") in s.tokens
    s = next_turn(Scenario(s).at(2, "chapel").state, 2)
    s = run_script(s, ["use haunt:25 smash"])
    assert haunt_var(s, 25, "glass_of") == () and (f"{KEY}:glass", "chapel") not in s.tokens


def test_a_failed_search_finds_nothing(game: Game) -> None:
    s = _upstairs(game).at(0, "furnace_room").turn(0).build()
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:25 search", "die 1"] + ["die 0"] * (knowledge - 1))
    assert haunt_var(s, 25, "wax_of") == (0,)
    assert "use haunt:25 search" not in [str(a) for a in s.legal_actions()]


def test_every_doll_gone_with_enough_heroes_alive_wins(game: Game) -> None:
    s = _upstairs(game).at(0, "furnace_room").turn(0).build()
    s = with_haunt_vars(s, 25, china_of=(), glass_of=(), china_whole=False, glass_whole=False)
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:25 search"] + ["die 1"] * knowledge)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_two_of_three_heroes_dead_wins_for_the_traitor(game: Game) -> None:
    s = _upstairs(game).turn(3).build()
    explorers = tuple(
        attrs.evolve(e, alive=False, cards=()) if seat == 0 else e
        for seat, e in enumerate(s.explorers)
    )
    s = attrs.evolve(s, explorers=explorers)
    s = _settle(run_script(s, ["end"]), 0)  # the China doll breaks: Madame Zostra dies
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_nobody_searches_where_no_doll_can_still_lie(game: Game) -> None:
    # Wax and Stone are the kinds of the Furnace Room and the Graveyard: Wax is Jenny's,
    # still whole; nobody was given Stone.
    s = _upstairs(game).at(0, "furnace_room").turn(0).build()
    assert "use haunt:25 search" in [str(a) for a in s.legal_actions()]
    s = _upstairs(game).at(0, "graveyard").turn(0).build()
    assert "use haunt:25 search" not in [str(a) for a in s.legal_actions()]
    # Once the Wax doll is smashed, the Furnace Room holds nothing more to find.
    s = _upstairs(game).at(0, "furnace_room").turn(0).build()
    s = with_haunt_vars(s, 25, wax_of=(), wax_whole=False)
    assert "use haunt:25 search" not in [str(a) for a in s.legal_actions()]


def test_every_hero_knows_which_dolls_are_still_whole_but_not_whose_they_are(
    game: Game,
) -> None:
    # Wax is Jenny's (seat 0). Seat 1 cannot see whose doll it is, only that it is whole,
    # which is enough to know the Furnace Room is still worth searching.
    s = _upstairs(game).at(1, "furnace_room").turn(1).build()
    view = seen_by(s, 1)
    assert haunt_var(view, 25, "wax_whole") is True
    assert haunt_var(view, 25, "wax_of") != (0,)
    assert "use haunt:25 search" in [str(a) for a in view.legal_actions()]


def test_each_hero_knows_where_their_own_doll_lies_and_nobody_else_does(game: Game) -> None:
    s = _upstairs(game).build()
    # Jenny (seat 0) has heard her doll's hint: the Furnace Room.
    assert haunt_var(seen_by(s, 0), 25, "wax_in") == "furnace_room"
    # Peter (seat 2) hears his own, not hers.
    assert haunt_var(seen_by(s, 2), 25, "glass_in") == "chapel"
    assert haunt_var(seen_by(s, 2), 25, "wax_in") != "furnace_room"


def _discovering(game: Game) -> GameState:
    """Jenny in the Creaky Hallway with moves to spare; only the Tower (an event room) left
    in the stack, and she turns it over through an open doorway."""
    from betrayal.core.frames import PlaceRoom

    sc = _upstairs(game).stack(["tower"]).trait(0, Trait.SPEED, 5).at(0, "creaky_hallway")
    s = sc.turn(0).build().apply("move W").apply("room tower")
    assert isinstance(s.frames[-1], PlaceRoom)
    return s.apply(s.legal_actions()[0])


def test_a_new_rooms_symbol_neither_stops_nor_draws_on_the_way(game: Game) -> None:
    s = _discovering(game)
    assert s.explorers[0].room == "tower" and not s.frames
    # No card drawn yet, and Jenny may walk on.
    assert s.explorers[0].cards == () and s.turn.moves_left > 0
    assert haunt_var(s, 25, "undrawn") == ("tower",)
    # Ending her turn there, she draws the room's card then.
    s = s.apply("end")
    assert haunt_var(s, 25, "undrawn") == ()
    assert s.frames and type(s.frames[-1]).__name__ == "DrawCard"


def test_a_room_passed_by_waits_for_whoever_stops_there(game: Game) -> None:
    s = _discovering(game)
    back = next(a for a in s.legal_actions() if str(a).startswith("move "))
    s = s.apply(back).apply("end")
    # Nothing drawn for the Tower: it is still waiting.
    assert haunt_var(s, 25, "undrawn") == ("tower",)
    assert not any(type(f).__name__ == "DrawCard" for f in s.frames)


def test_searching_a_new_room_draws_its_card_first(game: Game) -> None:
    # The Tower may hide the China doll: Jenny searches it at once, and so draws for it.
    s = _discovering(game).apply("use haunt:25 search")
    assert haunt_var(s, 25, "undrawn") == ()
    assert type(s.frames[-1]).__name__ == "DrawCard"
