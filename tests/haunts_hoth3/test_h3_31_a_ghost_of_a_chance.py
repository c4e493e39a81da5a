"""3rd-edition haunt 31, A Ghost of a Chance: everyone's belongings turned Cursed Items,
struck with the mind and dispelled, channelled by the traitor, and carried out with the
Holy Symbol."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all

from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind
from betrayal.testing import monster_turn

HAUNT = 31


def _cursed(n: int, card: str, room: str = "ballroom") -> MonsterState:
    """Cursed Item ``n`` (in the order it came on the board), carrying ``card``."""
    return MonsterState(f"cursed#{n}", "cursed", room, cards=(card,))


def test_every_belonging_becomes_a_cursed_item_the_holy_symbol_first() -> None:
    s = revealed(HAUNT)
    assert all(e.cards == () for e in s.explorers)
    assert {m.kind for m in s.monsters} == {"cursed"}
    carried = {m.ident: m.cards for m in s.monsters}
    assert carried["cursed#1"] == ("holy_symbol",)
    # Four cards were held, fewer than the five of four players: all of them are cursed.
    assert sorted(c for cards in carried.values() for c in cards) == [
        "book",
        "flashlight",
        "gun",
        "holy_symbol",
    ]
    rooms = [m.room for m in s.monsters]
    assert len(set(rooms)) == 4
    assert haunt_vars(s, HAUNT)["to_curse"] == 0


def _strike(face: int) -> GameState:
    """Seat 0 strikes Cursed Item 2 (the Gun) with Sanity: seat 0's dice all ``face``,
    the Item's all 0."""
    s = meet(revealed(HAUNT), "ballroom", _cursed(2, "gun")).turn(0).build()
    s = s.apply("use haunt:31 mind_attack cursed#2 sanity")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice)
    for _ in range(frame.dice):
        s = s.apply(f"die {face}")
    return roll_all(s, 0)


def test_a_cursed_item_struck_with_sanity_and_stunned_can_be_dispelled() -> None:
    tie = _strike(0)
    assert [m.stunned for m in tie.monsters] == [False]
    assert "use haunt:31 dispel cursed#2" not in names(tie)
    s = _strike(2)
    assert [m.stunned for m in s.monsters] == [True]
    s = s.apply("use haunt:31 dispel cursed#2")
    assert s.monsters == () and s.explorers[0].cards == ("gun",)


def _end_in_hall(*cards: str) -> GameState:
    sc = meet(revealed(HAUNT), "entrance_hall")
    sc.give(0, "holy_symbol", *cards)
    s = sc.turn(0).build()
    return s.apply("end")


def test_carrying_the_holy_symbol_and_four_more_out_wins() -> None:
    s = _end_in_hall("gun", "book", "flashlight", "machete")
    assert s.is_terminal() and s.winner == "heroes"


def test_the_holy_symbol_stings_whoever_ends_a_turn_with_too_little() -> None:
    s = _end_in_hall("gun", "book", "flashlight")
    assert not s.is_terminal()
    assert isinstance(s.frames[-1], RollDice) and s.frames[-1].dice == 1
    s = roll_all(s, 1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0
    assert frame.kind is DamageKind.GENERAL and frame.points == 1


def test_the_traitor_channels_a_cursed_spirit_into_a_hero_on_the_floor() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _cursed(3, "book"))
    sc.at(2, "chasm")  # the basement: out of reach
    s = sc.turn(1).build()
    s = s.apply("use haunt:31 channel cursed#3")
    assert s.monsters == () and s.explorers[1].cards == ("book",)
    # The traitor picks a hero on the ground floor (seats 0 and 3), not seat 2.
    assert names(s) == ["choose 0", "choose 3"]
    s = roll_all(s.apply("choose 3"), 1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 2 and frame.explorer == 3


def test_only_the_stunned_one_of_two_cursed_items_on_a_tile_can_be_dispelled() -> None:
    stunned = attrs.evolve(_cursed(2, "gun"), stunned=True)
    s = meet(revealed(HAUNT), "ballroom", _cursed(1, "book"), stunned).turn(0).build()
    assert [n for n in names(s) if "dispel" in n] == ["use haunt:31 dispel cursed#2"]
    s = s.apply("use haunt:31 dispel cursed#2")
    # The Gun comes to the hero; the other Cursed Item keeps the Book.
    assert s.explorers[0].cards == ("gun",)
    assert [(m.ident, m.cards) for m in s.monsters] == [("cursed#1", ("book",))]


def test_the_traitor_channels_one_cursed_item_and_leaves_its_neighbour() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _cursed(1, "book"), _cursed(2, "gun"))
    s = sc.turn(1).build()
    channels = [n for n in names(s) if "channel" in n]
    assert channels == ["use haunt:31 channel cursed#1", "use haunt:31 channel cursed#2"]
    s = s.apply("use haunt:31 channel cursed#2")
    assert s.explorers[1].cards == ("gun",)
    assert [(m.ident, m.cards) for m in s.monsters] == [("cursed#1", ("book",))]


def test_a_cursed_item_attacks_with_the_dagger_it_carries_and_another_without() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _cursed(1, "dagger"), _cursed(2, "book", "chapel"))
    sc.at(0, "chapel")
    m = monster_turn(sc.build(), 1)
    while m.is_chance_node():  # the Cursed Items' one Speed roll
        m = m.apply("die 0")
    armed = m.apply("monster cursed#1 attack 2").frames[-1]
    assert isinstance(armed, RollDice) and armed.dice == 5 + 2  # Might 5 and the Dagger
    bare = m.apply("monster cursed#2 attack 0").frames[-1]
    assert isinstance(bare, RollDice) and bare.dice == 5


def test_an_unarmed_cursed_item_beside_an_armed_one_strikes_without_its_weapon() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _cursed(1, "dagger"), _cursed(2, "book"))
    m = monster_turn(sc.build(), 1)
    while m.is_chance_node():
        m = m.apply("die 0")
    armed = m.apply("monster cursed#1 attack 2").frames[-1]
    assert isinstance(armed, RollDice) and armed.dice == 5 + 2
    bare = m.apply("monster cursed#2 attack 0").frames[-1]
    assert isinstance(bare, RollDice) and bare.dice == 5
