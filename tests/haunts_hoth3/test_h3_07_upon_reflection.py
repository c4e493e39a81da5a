"""3rd-edition haunt 7, Upon Reflection: no traitor; the revealer dies and keeps a secret
answer, Mirror Beings come out of the Entrance Hall, the silent hint, Break the Spell and
both goals."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all

from betrayal.core.engine import run_pending
from betrayal.core.frames import PlaceDamage
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.core.traits import Trait

HAUNT = 7


def _answered() -> GameState:
    """The reveal, the answer drawn as Knowledge, the Book and the Dining Room."""
    s = revealed(HAUNT)
    for pick in ("pick knowledge", "pick book", "pick dining_room"):
        assert pick in names(s), names(s)
        s = s.apply(pick)
    return s


def test_the_revealer_dies_and_keeps_the_answer_and_mirror_beings_wait_in_the_hall() -> None:
    s = _answered()
    assert s.traitor is None
    assert not s.explorers[1].alive
    assert all(e.alive for i, e in enumerate(s.explorers) if i != 1)
    v = haunt_vars(s, HAUNT)
    assert (v["key_trait"], v["key_omen"], v["key_room"]) == (
        Trait.KNOWLEDGE,
        "book",
        "dining_room",
    )
    beings = [m.room for m in s.monsters if m.kind == "mirror_being"]
    assert beings == ["entrance_hall"] * 3  # four players: 3


def _break(room: str, trait: str, face: int) -> GameState:
    sc = meet(_answered(), room)
    sc.give(0, "book", "dog").trait(0, Trait.KNOWLEDGE, 6).trait(0, Trait.MIGHT, 6)
    s = sc.turn(0).build()
    act = f"use haunt:7 break_spell {trait} book"
    assert act in names(s), names(s)
    return roll_all(s.apply(act), face)


def test_breaking_the_spell_with_the_right_trait_omen_and_room_wins() -> None:
    s = _break("dining_room", "knowledge", 2)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_a_wrong_guess_or_a_low_roll_breaks_nothing() -> None:
    for room, trait, face in (
        ("ballroom", "knowledge", 2),  # wrong room
        ("dining_room", "might", 2),  # wrong trait
        ("dining_room", "knowledge", 0),  # right answer, roll under 5
    ):
        s = _break(room, trait, face)
        assert not s.is_terminal(), (room, trait, face)
        assert not haunt_vars(s, HAUNT).get("broken", False)


def test_the_revealer_hands_a_silent_hint_when_their_turn_comes() -> None:
    s = meet(_answered(), "ballroom").turn(0).build()
    s = s.apply("end")  # seat 0 sits on the dead revealer's right
    cards = [n for n in names(s) if n.startswith("choose ")]
    assert cards, names(s)
    s = s.apply(cards[0])
    s = s.apply("choose 3")
    v = haunt_vars(s, HAUNT)
    assert v["hint"] == (cards[0].removeprefix("choose "),)
    assert v["hinted"] == (3,)


def test_a_mirror_being_strikes_at_sanity_and_the_house_wins_when_all_are_dead() -> None:
    being = MonsterState("mirror_being#1", "mirror_being", "ballroom")
    sc = meet(_answered(), "ballroom", being)
    sc.trait(0, Trait.SANITY, 0).trait(0, Trait.KNOWLEDGE, 0)
    s = sc.build()
    dead = [attrs.evolve(e, alive=False) if i else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead))
    turn = TurnState(player=1, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(s, frames=()).evolve(turn=turn)))
    s = roll_all(s, 1)  # its Speed
    attack = [n for n in names(s) if "attack" in n]
    assert attack, names(s)
    s = roll_all(s.apply(attack[0]), 2)  # six Sanity dice against seat 0's few
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.kind.value == "mental"
    while s.frames and not s.is_terminal():
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert not s.explorers[0].alive
    assert s.winner == "traitor"
