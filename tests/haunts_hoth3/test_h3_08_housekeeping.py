"""3rd-edition haunt 8, Housekeeping: no traitor; Housekeepers on Event tiles, the Clean
the House roll, a point of damage for everyone after the monsters act, and both goals."""

from __future__ import annotations

import attrs
from h3_helpers import meet, names, revealed, roll_all

from betrayal.content.model import CardKind
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, TurnState
from betrayal.core.traits import Trait

HAUNT = 8
RUNE = "haunt:8:rune"
CLEANABLE = ("bloody_room", "charred_room", "collapsed_room", "junk_room", "catacombs")


def test_everyone_is_a_hero_and_housekeepers_stand_on_separate_event_tiles() -> None:
    s = revealed(HAUNT)
    assert s.traitor is None
    rooms = [m.room for m in s.monsters if m.kind == "housekeeper"]
    assert len(rooms) == s.players  # {3/4/5/6}: one per player
    assert len(set(rooms)) == len(rooms)
    content = s.game.content
    assert all(CardKind.EVENT in content.room(r).symbols for r in rooms)
    events = [t.room for t in s.house.tiles if CardKind.EVENT in content.room(t.room).symbols]
    assert len(events) >= s.players


def _clean(face: int, room: str = "junk_room", runes: tuple[str, ...] = ()) -> GameState:
    sc = meet(revealed(HAUNT), room)
    s = sc.turn(0).build()
    s = s.evolve(tokens=tuple(sorted((*s.tokens, *((RUNE, r) for r in runes)))))
    act = [n for n in names(s) if n.startswith("use haunt:8 clean") and "speed" in n]
    assert act, names(s)
    return roll_all(s.apply(act[0]), face)


def test_a_roll_of_five_or_more_cleans_the_room_and_less_does_nothing() -> None:
    done = _clean(2)  # four dice of 2 at least: 8
    assert (RUNE, "junk_room") in done.tokens
    missed = _clean(1)  # Speed 4 at the start of most explorers: 4 at most with 1s
    assert (RUNE, "junk_room") not in missed.tokens


def test_a_cleaned_room_cannot_be_cleaned_again_and_other_rooms_offer_nothing() -> None:
    s = meet(revealed(HAUNT), "junk_room").turn(0).build()
    s = s.evolve(tokens=tuple(sorted((*s.tokens, (RUNE, "junk_room")))))
    assert not [n for n in names(s) if n.startswith("use haunt:8 clean")]
    s = meet(revealed(HAUNT), "ballroom").turn(0).build()
    assert not [n for n in names(s) if n.startswith("use haunt:8 clean")]


def test_the_fifth_rune_wins_for_the_heroes() -> None:
    s = _clean(2, runes=CLEANABLE[:3] + CLEANABLE[4:])
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_the_monsters_turn_ends_with_a_point_of_damage_and_the_house_wins_at_the_end() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    for t in Trait:
        sc.trait(0, t, 0)
    s = sc.build()
    dead = [attrs.evolve(e, alive=False) if i else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead))
    turn = TurnState(player=1, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(s, frames=()).evolve(turn=turn)))
    while s.frames and not s.is_terminal():
        places = [n for n in names(s) if n.startswith("damage")]
        assert places, names(s)
        s = s.apply(places[0])
    assert not s.explorers[0].alive
    assert s.is_terminal()
    assert s.winner == "traitor"
