"""3rd-edition haunt 14, Object Permanence: the spell in the Book counts down while a hero
holds it, the traitor wants it burnt, and the furniture gives the traitor new lives."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import finish_monster_turn, monster_turn, place_damage

HAUNT = 14
SANITY = 3  # the index of Sanity in an explorer's traits
TRAITOR = 2  # left of the revealer, seat 1, who holds the Book


def test_setup_furniture_on_every_hero_but_the_books_holder() -> None:
    s = revealed(HAUNT)
    assert s.traitor == TRAITOR
    assert haunt_vars(s, HAUNT)["track"] == 4
    rooms = sorted(m.room for m in s.monsters)
    assert len(rooms) == 2  # four players: {1/2/3/4} gives 2
    assert sorted([s.explorers[0].room, s.explorers[3].room]) == rooms
    assert s.explorers[1].room not in rooms
    assert s.current_player() == 3  # left of the traitor


def _hasten(face: int) -> GameState:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(1, "book")
    s = sc.turn(1).build()
    assert "use haunt:14 hasten" in names(s)
    s = s.apply("use haunt:14 hasten")
    s = s.apply("choose False")  # the Book's own offer to roll Knowledge instead
    return roll_all(s, face)


def test_hastening_the_spell_moves_the_track_on_a_good_roll() -> None:
    good = _hasten(2)
    bad = _hasten(0)
    assert haunt_vars(good, HAUNT)["track"] == 3
    assert haunt_vars(bad, HAUNT)["track"] == 4
    fresh = meet(revealed(HAUNT), "ballroom").build().explorers[1].traits[SANITY]
    for s in (good, bad):
        assert s.explorers[1].traits[SANITY] == fresh - 1
    # Only once a round among all the heroes.
    assert "use haunt:14 hasten" not in names(good)


def test_the_monsters_turn_moves_the_spell_on_while_a_hero_holds_the_book() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, track=1)
    s = finish_monster_turn(monster_turn(s, TRAITOR))
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_no_countdown_when_no_hero_holds_the_book() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(TRAITOR, "book")
    s = with_vars(sc.build(), HAUNT, track=2)
    s = finish_monster_turn(monster_turn(s, TRAITOR))
    assert haunt_vars(s, HAUNT)["track"] == 2
    assert not s.is_terminal()


def test_the_traitor_burns_the_book_in_the_kitchen_and_wins() -> None:
    sc = meet(revealed(HAUNT), "kitchen")
    sc.give(TRAITOR, "book")
    s = sc.turn(TRAITOR).build()
    assert "use haunt:14 burn" in names(s)
    s = s.apply("use haunt:14 burn")
    assert s.is_terminal()
    assert s.winner == "traitor"
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(TRAITOR, "book")
    assert "use haunt:14 burn" not in names(sc.turn(TRAITOR).build())


def _traitor_struck_down(furniture: bool) -> GameState:
    """Seat 0 beats the traitor, whose Might and Speed are at their lowest, in the Ballroom;
    the traitor holds the Book and takes the first point of the blow on Might."""
    monsters = (
        (MonsterState(ident="furniture#1", kind="furniture", room="chapel"),) if furniture else ()
    )
    sc = meet(revealed(HAUNT), "ballroom", *monsters)
    sc.give(TRAITOR, "book")
    sc.at(3, "chapel")
    sc.trait(TRAITOR, Trait.MIGHT, 0).trait(TRAITOR, Trait.SPEED, 0)
    s = sc.turn(0).build()
    s = roll_all(s.apply(f"attack {TRAITOR}"), 1)  # 5 against 2: three points
    assert "hurt" not in names(s)  # this edition offers no theft of the Book
    s = s.apply("damage might")  # the first point reaches the skull
    # (unconfirmed) the rest of the blow still lands on the risen traitor: put it on Speed.
    s = place_damage(s, Trait.SPEED)
    return s


def test_the_traitor_rises_again_in_a_piece_of_furniture() -> None:
    s = _traitor_struck_down(furniture=True)
    traitor = s.explorers[TRAITOR]
    assert traitor.alive
    assert traitor.room == "chapel"
    assert s.monsters == ()
    assert traitor.traits[0] >= 1
    assert "book" not in traitor.cards
    # The nearest hero to where the traitor fell: seat 0 in the Ballroom, not seat 3 who
    # stands in the Chapel with the furniture.
    assert "book" in s.explorers[0].cards


def test_with_no_furniture_left_the_traitor_stays_dead() -> None:
    s = _traitor_struck_down(furniture=False)
    assert not s.explorers[TRAITOR].alive
