"""3rd-edition haunt 28, We're Going to Need a Bigger House: the Shark swallows the
traitor, the house floods tile by tile, and the heroes feed it explosives."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState

HAUNT = 28
FLOODED = f"haunt:{HAUNT}:flooded"
BOOM = f"haunt:{HAUNT}:explosives"
SHARK = MonsterState("shark#1", "shark", "bloody_room")


def _flooded(s: GameState) -> set[str]:
    return {room for key, room in s.tokens if key == FLOODED}


def _turn(room: str, *cards: str, explosives: int = 0, **vars: object) -> GameState:
    """Everyone in ``room`` (the Bloody Room: an item symbol) with the Shark, seat 0's turn."""
    s = revealed(HAUNT)
    if vars:
        s = with_vars(s, HAUNT, **vars)
    sc = meet(s, room, attrs.evolve(SHARK, room=room))
    if cards:
        sc.give(0, *cards)
    s = sc.turn(0).build()
    return s.evolve(carried=tuple(sorted((*s.carried, *[(BOOM, 0)] * explosives))))


def test_the_shark_swallows_the_traitor_and_floods_their_floor() -> None:
    s = revealed(HAUNT)
    assert [m.room for m in s.monsters if m.kind == "shark"] == ["library"]
    assert 1 in s.escaped and not s.explorers[1].alive
    assert s.explorers[1].cards == ()
    omens = s.decks[0]
    assert "book" in omens  # the traitor's cards are buried
    assert "idol" not in omens  # the Idol leaves the game
    water = _flooded(s)
    # The traitor's tile, {0/1/2/3} more (one for four players), and one more as the
    # first hero's turn begins.
    assert "library" in water and len(water) == 3
    assert all(s.house.tile(r).floor == s.house.tile("library").floor for r in water)


def test_the_water_rises_at_the_start_of_each_heros_turn() -> None:
    s = revealed(HAUNT)
    before = _flooded(s)
    s = s.apply("end")  # seat 2 ends; seat 3's turn begins
    while s.frames and names(s) and names(s)[0].startswith("choose"):
        s = s.apply(names(s)[0])
    after = _flooded(s)
    assert before < after and len(after) == len(before) + 1
    assert not after & s.game.content.starting_rooms


def test_searching_for_explosives_on_a_dry_item_tile() -> None:
    s = _turn("bloody_room")
    ok = roll_all(s.apply("use haunt:28 search"), 2)
    assert (BOOM, 0) in ok.carried
    assert haunt_vars(ok, HAUNT)["explosives_left"] == 4
    miss = roll_all(s.apply("use haunt:28 search"), 0)
    assert (BOOM, 0) not in miss.carried
    wet = s.evolve(tokens=(*s.tokens, (FLOODED, "bloody_room")))
    assert "use haunt:28 search" not in names(wet)


def _force(face: int, spend: int) -> GameState:
    """Josef (5 Might dice) with 2 Explosives and the Dynamite forces them on the Shark."""
    s = _turn("bloody_room", "dynamite", explosives=2)
    s = s.apply("use haunt:28 force").apply(f"choose {spend}")
    return roll_all(s, face)


def test_forcing_explosives_down_the_sharks_throat() -> None:
    # Josef's 5 Might dice of 1, +4 for two Explosives, +2 for the Dynamite: 11, and
    # the Shark explodes.
    win = _force(1, spend=2)
    assert win.is_terminal() and win.winner == "heroes"
    # Blanks and the same bonus make 6: 2 Physical damage, and the turn is over.
    miss = _force(0, spend=2)
    assert not miss.is_terminal()
    assert isinstance(miss.frames[-1], PlaceDamage) and miss.frames[-1].points == 2
    assert (BOOM, 0) not in miss.carried  # the Explosives are spent
    # Spending none, 5 dice of 1 and the Dynamite make 7.
    assert not _force(1, spend=0).is_terminal()


def test_the_shark_is_never_stunned() -> None:
    s = _turn("bloody_room", "chainsaw")
    s = roll_all(s.apply("attack shark#1"), 2)
    assert not any(m.stunned for m in s.monsters if m.kind == "shark")


def _play_to_monster_turn_end(s: GameState) -> GameState:
    """End turns (every die a 1, the first option of a choice) until the game ends."""
    for _ in range(300):
        if s.is_terminal():
            break
        if s.is_chance_node():
            s = roll_all(s, 1)
        else:
            legal = names(s)
            s = s.apply("end" if "end" in legal else legal[0])
    return s


def test_the_traitor_wins_when_the_whole_house_is_flooded() -> None:
    s = revealed(HAUNT)
    rooms = [t.room for t in s.house.tiles if t.room not in s.game.content.starting_rooms]
    full = s.evolve(tokens=tuple(sorted((FLOODED, r) for r in rooms)))
    assert not full.is_terminal()  # checked only as the Shark's turn ends
    assert not full.apply("end").is_terminal()  # a hero's turn ends: not yet
    s = _play_to_monster_turn_end(full)
    assert s.is_terminal() and s.winner == "traitor"
