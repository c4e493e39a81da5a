"""3rd-edition haunt 50, The Taste of Flesh and Metal: the Construct that takes the
traitor's place, the tiles and corpses it consumes, and the heroes' explosives."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, names, revealed, roll_all, throw, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.testing import monster_turn
from betrayal.testing.haunts import meet

HAUNT = 50
CONSUMED = "haunt:50:consumed"
EXPLOSIVE = "haunt:50:explosive"


def _construct(room: str = "ballroom") -> MonsterState:
    return MonsterState("construct#1", "construct", room)


def test_the_construct_takes_the_traitors_place_and_consumes_their_tile() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1 and 1 in s.escaped
    assert s.explorers[1].cards == () and "book" in s.decks[0]  # buried
    assert [(m.kind, m.room) for m in s.monsters] == [("construct", "library")]
    assert (CONSUMED, "library") in s.tokens
    v = haunt_vars(s, HAUNT)
    assert v["track"] == 3 and v["explosives"] == 4  # four players


def _construct_steps(way: str) -> GameState:
    s = _monster_turn(meet(revealed(HAUNT), "chapel", _construct()).build())
    s = roll_all(s, 1)  # the Construct's Speed: the Number Track's 3 dice
    return s.apply(f"monster construct#1 move {way}")


def test_the_construct_consumes_each_tile_it_enters() -> None:
    s = _construct_steps("S")
    assert s.monsters[0].room == "armory"
    assert (CONSUMED, "armory") in s.tokens
    assert (CONSUMED, "ballroom") not in s.tokens  # it stood there, but did not come to it
    assert any(n.startswith("monster construct#1 move") for n in names(s))


def test_consuming_an_omen_tile_lets_the_construct_leap_to_a_hero() -> None:
    s = _construct_steps("E")
    assert (CONSUMED, "primary_bedroom") in s.tokens
    assert "choose chapel" in names(s) and "choose primary_bedroom" in names(s)
    s = s.apply("choose chapel")
    assert s.monsters[0].room == "chapel"
    assert (CONSUMED, "chapel") in s.tokens
    assert not any(n.startswith("monster construct#1 move") for n in names(s))


def test_the_construct_eats_a_corpse_and_grows_faster() -> None:
    s = meet(revealed(HAUNT), "chapel", _construct()).pile("ballroom", "machete").build()
    corpse = attrs.evolve(s.explorers[0], alive=False, room="ballroom")
    s = s.evolve(explorers=(corpse, *s.explorers[1:]))
    s = roll_all(_monster_turn(s), 1)
    assert "use haunt:50 flesh 0" in names(s)
    s = s.apply("use haunt:50 flesh 0")
    assert haunt_vars(s, HAUNT)["track"] == 4
    assert "machete" not in dict(s.piles).get("ballroom", ())
    assert "machete" not in s.decks[1]  # out of play
    assert "use haunt:50 flesh 0" not in names(s)


def _set_explosive(face: int) -> GameState:
    sc = meet(revealed(HAUNT), "ballroom", _construct("vault"))
    sc.give(0, "flashlight")
    s = sc.turn(0).build().apply("use haunt:50 explosive flashlight")
    s = s.apply("choose knowledge")
    return roll_all(s, face)


def test_a_hero_buries_a_card_and_sets_an_explosive_on_a_good_roll() -> None:
    s = _set_explosive(2)
    assert s.explorers[0].cards == ()
    assert (EXPLOSIVE, "ballroom") in s.tokens
    assert haunt_vars(s, HAUNT)["placed_count"] == 1
    miss = _set_explosive(0)
    assert miss.explorers[0].cards == ()
    assert (EXPLOSIVE, "ballroom") not in miss.tokens


def test_every_explosive_set_on_every_floor_wins_at_the_end_of_a_heros_turn() -> None:
    s = meet(revealed(HAUNT), "ballroom", _construct("vault")).turn(0).build()
    charges = [(EXPLOSIVE, r) for r in ("ballroom", "chasm", "gallery", "larder")]
    s = with_vars(s.evolve(tokens=tuple(sorted([*s.tokens, *charges]))), HAUNT, placed_count=4)
    assert haunt_vars(s, HAUNT).get("rigged") is None
    s = roll_all(s.apply("end"), 0)  # the win is declared as the next turn begins
    assert s.is_terminal() and s.winner == "heroes"
    # All four on two floors only: the house still stands.
    s = meet(revealed(HAUNT), "ballroom", _construct("vault")).turn(0).build()
    charges = [(EXPLOSIVE, r) for r in ("ballroom", "chasm", "larder", "kitchen")]
    s = with_vars(s.evolve(tokens=tuple(sorted([*s.tokens, *charges]))), HAUNT, placed_count=4)
    s = roll_all(s.apply("end"), 0)
    assert not s.is_terminal() and haunt_vars(s, HAUNT).get("rigged") is None


def test_the_whole_house_consumed_wins_for_the_traitor() -> None:
    s = meet(revealed(HAUNT), "chapel", _construct("armory")).build()
    rooms = [
        t.room
        for t in s.house.tiles
        if t.room not in s.game.content.starting_rooms and t.room != "ballroom"
    ]
    s = s.evolve(tokens=tuple(sorted((CONSUMED, r) for r in rooms)))
    s = _monster_turn(s)
    s = roll_all(s, 1)
    assert not s.is_terminal()
    s = s.apply("monster construct#1 move N")
    assert s.monsters[0].room == "ballroom"
    s = s.apply("choose ballroom")  # an omen tile: it may leap, but stays
    assert s.is_terminal() and s.winner == "traitor"


def test_the_construct_is_never_stunned() -> None:
    s = meet(revealed(HAUNT), "ballroom", _construct()).turn(0).build()
    s = s.apply("attack construct#1")
    s = throw(s, s.frames[-1].dice, 2, 0)  # type: ignore[union-attr]
    assert [m.stunned for m in s.monsters] == [False]


def _monster_turn(s: GameState) -> GameState:
    assert s.traitor is not None
    return monster_turn(s, s.traitor)
