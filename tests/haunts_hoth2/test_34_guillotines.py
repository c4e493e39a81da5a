"""Haunt 34, Guillotines: collars numbered at random, a clock that drops the blades,
Keys that open collars two at a time, and a hidden traitor whose collar is a fake."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import (
    Scenario,
    check_invariants,
    haunt_var,
    late_house,
    names,
    run_script,
    with_haunt_vars,
)
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:34"


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _dealt(game: Game) -> GameState:
    """The late house, revealed by seat 1. Seat 2 is dealt the traitor's token; the collars
    go 1, 2, 3, 4 in seat order."""
    s = late_house().reveal(34, revealer=1, omen=LATE_OMEN).build()
    s = run_script(s, ["deal 2", "pick 1", "pick 2", "pick 3"])  # the last one is left
    assert s.traitor == 2 and s.traitor_hidden and s.phase is Phase.HAUNT
    return s


def _collar(state: GameState, seat: int) -> object:
    return haunt_var(state, 34, f"collar@{seat}")


def test_collars_are_dealt_and_keys_lie_in_the_key_rooms(game: Game) -> None:
    s = _dealt(game)
    assert [_collar(s, seat) for seat in range(4)] == [1, 2, 3, 4]
    keys = {room for token, room in s.tokens if token == f"{KEY}:key"}
    key_rooms = (
        "attic",
        "catacombs",
        "chasm",
        "collapsed_room",
        "crypt",
        "furnace_room",
        "gallery",
        "junk_room",
        "operating_laboratory",
        "pentagram_chamber",
        "tower",
        "vault",
    )
    expected = {r for r in key_rooms if r in s.house}
    assert keys == expected and keys
    check_invariants(s)


def _scene(state: GameState) -> Scenario:
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    return sc


def test_the_blade_falls_on_a_low_roll_once_the_number_comes_up(game: Game) -> None:
    s = _dealt(game)
    # The revealer (seat 1) ends a turn: the track goes to 1, and only collar 1 (seat 0)
    # is reached. Three blanks are under 1: seat 0 loses their head.
    st = _scene(s).turn(1).build()
    st = run_script(st, ["end", "die 0", "die 0", "die 0"])
    assert haunt_var(st, 34, "track") == 1
    assert not st.explorers[0].alive and st.explorers[1].alive


def test_the_fake_collar_reveals_the_traitor_instead(game: Game) -> None:
    s = with_haunt_vars(_dealt(game), 34, track=2)  # the next end of the revealer's turn makes it 3
    st = _scene(s).turn(1).build()
    # Collars 1, 2 and 3 roll (seats 0, 1, 2): seats 0 and 1 survive with 3+, the
    # traitor's fake collar "fails" and shows who they are.
    faces = ["die 2", "die 1", "die 0"] * 2 + ["die 0"] * 3
    st = run_script(st, ["end", *faces])
    assert st.explorers[2].alive and not st.traitor_hidden
    assert all(st.explorers[seat].alive for seat in range(4))


def test_two_keys_open_a_collar_and_freed_heroes_win(game: Game) -> None:
    s = _dealt(game)
    sc = _scene(s)
    sc.at(0, "foyer").at(3, "foyer")
    token = f"{KEY}:key"
    sc.state = attrs.evolve(sc.state, carried=((token, 0), (token, 0)))
    # Seats 1 and 3 already free, seat 0 frees themselves: every living hero is free.
    sc.state = with_haunt_vars(sc.state, 34, freed=(1, 3))
    st = sc.turn(0).build()
    assert f"use {KEY} unlock 0" in names(st) and f"use {KEY} unlock 3" in names(st)
    st = run_script(st, [f"use {KEY} unlock 0"])
    assert st.carried == () and haunt_var(st, 34, f"unlocked@{0}") == 1
    assert st.phase is Phase.OVER and st.winner == "heroes"


def _taking(game: Game, room: str, faces: list[str]) -> GameState:
    """Seat 0 in ``room`` (its Key there) takes the Key, the dice showing ``faces``."""
    s = _dealt(game)
    sc = _scene(s).at(0, room)
    if (f"{KEY}:key", room) not in sc.state.tokens:
        sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, (f"{KEY}:key", room)))
    st = sc.turn(0).build()
    return run_script(st, [f"use {KEY} take_key", *faces])


def test_taking_a_key_ends_movement(game: Game) -> None:
    s = _dealt(game)
    speed = s.trait(0, Trait.SPEED)
    st = _taking(game, "attic", ["die 2"] * speed)  # the Attic's exit roll, passed
    assert (f"{KEY}:key", 0) in st.carried
    assert not any(n.startswith("move") for n in names(st))


def test_a_failed_exit_roll_costs_the_trait_point_and_the_key(game: Game) -> None:
    s = _dealt(game)
    st = _taking(game, "attic", ["die 1"] * 2 + ["die 0"] * (s.trait(0, Trait.SPEED) - 2))
    assert st.carried == () and (f"{KEY}:key", "attic") in st.tokens
    before = _scene(s).build().explorers[0].position(Trait.MIGHT)
    assert st.explorers[0].position(Trait.MIGHT) == before - 1


def test_a_failed_crossing_keeps_the_key_out_of_reach(game: Game) -> None:
    s = _dealt(game)
    speed = s.trait(0, Trait.SPEED)
    st = _taking(game, "chasm", ["die 0"] * speed)
    assert st.carried == () and (f"{KEY}:key", "chasm") in st.tokens
    st = _taking(game, "chasm", ["die 2"] * speed)
    assert (f"{KEY}:key", 0) in st.carried


def test_the_crypt_bites_before_its_key_is_taken(game: Game) -> None:
    st = _taking(game, "crypt", [])
    assert names(st) == ["damage knowledge", "damage sanity"]  # the point of mental harm
    st = st.apply("damage sanity")
    assert (f"{KEY}:key", 0) in st.carried


def test_the_collapsed_rooms_floor_gives_way_under_a_slow_taker(game: Game) -> None:
    s = _dealt(game)
    st = _taking(game, "collapsed_room", ["die 0"] * s.trait(0, Trait.SPEED))
    assert all(n.startswith("choose ") for n in names(st))  # where in the basement
    st = st.apply("choose wine_cellar")
    assert st.explorers[0].room == "wine_cellar" and st.carried == ()


def test_the_vault_key_goes_to_the_first_to_end_a_turn_in_the_open_vault(game: Game) -> None:
    s = _dealt(game)
    sc = _scene(s).at(3, "vault")
    if (f"{KEY}:key", "vault") not in sc.state.tokens:
        sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, (f"{KEY}:key", "vault")))
    st = sc.turn(3).build()
    assert f"use {KEY} take_key" not in names(st)
    # While the Vault is shut, a turn ended in it gets nothing.
    shut = st.apply("end")
    assert (f"{KEY}:key", 3) not in shut.carried and (f"{KEY}:key", "vault") in shut.tokens
    # A failed try leaves it shut; 6 or more on Knowledge opens it (two items drawn).
    knowledge = st.trait(3, Trait.KNOWLEDGE)
    failed = run_script(st, ["use room:vault open"] + ["die 0"] * knowledge).apply("end")
    assert (f"{KEY}:key", 3) not in failed.carried
    opened = run_script(st, ["use room:vault open"] + ["die 2"] * knowledge)
    opened = run_script(opened, ["card armor", "card candle"])
    assert {"armor", "candle"} <= set(opened.explorers[3].cards)
    assert "use room:vault open" not in names(opened)
    opened = opened.apply("end")
    assert (f"{KEY}:key", 3) in opened.carried


def test_a_key_just_handed_over_cannot_go_on_ones_own_collar(game: Game) -> None:
    s = _dealt(game)
    sc = _scene(s).at(0, "foyer").at(3, "foyer")
    token = f"{KEY}:key"
    sc.state = attrs.evolve(sc.state, carried=((token, 0), (token, 3)))
    st = sc.turn(3).build()
    st = st.apply(f"use {KEY} give_key 0")
    # Seat 0 holds two Keys now, one of them received this turn: not for their own collar.
    sc = Scenario(st).turn(0)
    sc.state = attrs.evolve(sc.state, turn=attrs.evolve(sc.state.turn, number=st.turn.number))
    st0 = sc.build()
    assert f"use {KEY} unlock 0" not in names(st0)
    assert f"use {KEY} unlock 3" in names(st0)


def test_more_than_half_the_heroes_dead_wins_for_the_traitor(game: Game) -> None:
    s = _dealt(game)
    st = with_haunt_vars(s, 34, track=1)
    st = _scene(st).turn(1).build()
    # The track reaches 2: seats 0 and 1 (collars 1 and 2) both fail.
    st = run_script(st, ["end"] + ["die 0"] * 6)
    assert st.phase is Phase.OVER and st.winner == "traitor"


def test_the_traitor_keeps_their_secret_until_the_collar_gives_it_away(game: Game) -> None:
    # On their own turn the hidden traitor (seat 2) is not offered to show themselves;
    # only the fake collar reveals them (above).
    st = _scene(_dealt(game)).turn(2).build()
    assert st.traitor_hidden and "unmask" not in names(st)
