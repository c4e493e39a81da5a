"""3rd-edition haunt 3, The Dust: the hidden sickness 1, the swaps at the end of a turn
and the fever without one, the Feverish who rise from fallen traitors, the cure, and the
traitors' win."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all

from betrayal.content.model import CardKind
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage, with_dead

HAUNT = 3
AWAY = {1: "library", 2: "chapel"}  # seats sent off the tile in the two-explorer scenes


def _dealt() -> GameState:
    """Seat 3 is dealt the sickness 1: the hidden traitor."""
    return revealed(HAUNT).apply("deal 3")


def _pair(room: str, first: int, *away: int) -> GameState:
    """Everyone fresh in ``room`` except the seats in ``away``; ``first`` is to play."""
    sc = meet(_dealt(), room)
    for seat in away:
        sc.at(seat, AWAY[seat])
    return sc.turn(first).build()


def test_the_first_one_is_the_hidden_traitors_and_nobody_shows_it() -> None:
    s = _dealt()
    assert s.traitor == 3 and s.traitor_hidden
    assert haunt_vars(s, HAUNT)["sick"] == (3,)
    assert s.monsters == ()
    assert "unmask" not in names(meet(s, "ballroom").turn(3).build())


def test_a_swap_at_the_end_of_the_turn_passes_the_sickness_on() -> None:
    s = _pair("ballroom", 3, 1, 2).apply("end")
    s = s.apply("pick 1").apply("pick 2")  # the traitor's token is the 1; seat 0's is not
    assert haunt_vars(s, HAUNT)["sick"] == (0,)
    assert 0 in s.turned_secretly  # seat 0 holds a 1 now: a traitor for good
    assert not any(n.startswith("damage") for n in names(s))  # a swap: no fever


def test_a_swap_that_misses_the_one_leaves_everyone_as_they_were() -> None:
    s = _pair("ballroom", 3, 1, 2).apply("end")
    s = s.apply("pick 2").apply("pick 3")
    assert haunt_vars(s, HAUNT)["sick"] == (3,)
    assert 0 not in s.turned_secretly


def test_ending_a_turn_alone_brings_on_the_fever() -> None:
    sc = meet(_dealt(), "ballroom")
    for seat, room in ((1, "library"), (2, "chapel"), (3, "kitchen")):
        sc.at(seat, room)
    s = sc.turn(0).build().apply("end")
    assert s.is_chance_node()
    s = roll_all(s, 1)  # two dice of 1: 2 points of general damage
    assert "damage might" in names(s) and "damage sanity" in names(s)


def test_a_traitor_the_fever_kills_buries_their_cards_and_rises_feverish() -> None:
    sc = meet(_dealt(), "ballroom")
    for seat, room in ((0, "library"), (1, "chapel"), (2, "kitchen")):
        sc.at(seat, room)
    for t in Trait:
        sc.trait(3, t, 0)
    sc.give(3, "flashlight")
    s = roll_all(sc.turn(3).build().apply("end"), 2)
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[3].alive
    # Buried: not left on the body nor in the room, but under the item deck.
    assert "flashlight" not in s.pile("ballroom")
    assert "flashlight" not in s.explorers[3].cards
    assert "flashlight" in s.deck(CardKind.ITEM)
    assert any(card == "flashlight" for card, _ in s.deck_tops)
    feverish = [m for m in s.monsters if m.kind == "feverish"]
    assert len(feverish) == 1 and feverish[0].room == "ballroom" and feverish[0].owner == 3


def _cure(face: int, research: int) -> GameState:
    sc = meet(_dealt(), "kitchen")
    for seat, room in ((2, "chapel"), (3, "ballroom")):
        sc.at(seat, room)
    rooms = ["library", "chapel", "ballroom", "catacombs"][:research]
    sc.state = attrs.evolve(
        sc.state, tokens=(*sc.state.tokens, *(("haunt:3:research", r) for r in rooms))
    )
    s = sc.turn(0).build().apply("use haunt:3 cure").apply("choose might")
    return roll_all(s, face)


def test_the_cure_wins_with_enough_research() -> None:
    s = _cure(2, research=4)  # Might dice of 2 (6 or more), +8
    assert s.is_terminal() and s.winner == "heroes"


def test_a_failed_cure_swaps_a_token_with_the_explorer_on_the_left() -> None:
    s = _cure(0, research=0)
    assert not s.is_terminal()
    assert "pick 1" in names(s)  # the swap with seat 1 begins
    s = s.apply("pick 1").apply("pick 1")
    assert haunt_vars(s, HAUNT)["sick"] == (3,)  # neither held a 1 but the traitor
    assert haunt_vars(s, HAUNT)["swapped"] is True


def test_the_traitors_win_when_the_last_hero_catches_the_dust() -> None:
    s = _pair("ballroom", 3, 1, 2)
    s = with_dead(s, 1, 2).apply("end")
    s = s.apply("pick 1").apply("pick 3")
    assert s.is_terminal() and s.winner == "traitor"
