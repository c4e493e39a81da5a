"""Haunt 32, Lost: the house rebuilds itself, drains the heroes every turn, and goes
home only on a Knowledge roll with enough help, fewer the more the traitor jams it."""

from __future__ import annotations

import attrs

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.frames import MoveRoom, PlaceRoomAnywhere
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

KEY = "haunt:32"


def _revealed() -> GameState:
    """The haunt revealed by seat 1 in the late house, its rooms rebuilt."""
    s = late_house().reveal(32, revealer=1, omen=LATE_OMEN).build()
    while s.frames and isinstance(s.frames[-1], MoveRoom | PlaceRoomAnywhere):
        s = s.apply(s.legal_actions()[0])
    # The first hero's turn has begun: the house's drain roll waits.
    assert s.phase is Phase.HAUNT
    return s


def _organ_scene(state: GameState) -> Scenario:
    """Everyone fresh in the Entrance Hall; the organ player (seat 0) in the Organ Room."""
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    sc.at(0, "organ_room")
    return sc


def test_the_house_keeps_only_occupied_rooms_and_the_organ_room() -> None:
    s = _revealed()
    occupied = {e.room for e in s.explorers if e.alive}
    kept = s.game.content.starting_rooms | occupied | {"organ_room"}
    for tile in s.house.tiles:
        assert tile.room in kept
    assert "organ_room" in s.house
    # The lifted rooms went back into the stack, to be found again.
    assert "library" in s.room_stack or "library" in s.room_discards or "library" in s.house
    check_invariants(s)


def test_each_hero_turn_two_dice_come_off_their_traits() -> None:
    s = _revealed()
    traitor = s.traitor
    assert traitor is not None
    hero = next(i for i in range(4) if i != traitor)
    sc = _organ_scene(s)
    sc.state = attrs.evolve(sc.state, frames=())
    st = sc.turn(hero).build()
    st = run_script(st, ["die 2", "die 1"])  # three points to take
    assert sorted(names(st)) == [
        "choose knowledge",
        "choose might",
        "choose sanity",
        "choose speed",
    ]
    before = st.explorers[hero].traits
    st = run_script(st, ["choose might", "choose might", "choose sanity"])
    after = st.explorers[hero].traits
    assert after[Trait.MIGHT.index] == before[Trait.MIGHT.index] - 2
    assert after[Trait.SANITY.index] == before[Trait.SANITY.index] - 1


def _play_organ(state: GameState, hero: int, faces: list[str]) -> GameState:
    st = Scenario(state).turn(hero).build()
    st = run_script(st, ["die 0", "die 0"])  # the house drains nothing this turn
    return run_script(st, [f"use {KEY} play_organ", *faces])


def test_the_organ_sends_the_house_home_with_enough_help() -> None:
    s = _revealed()
    traitor = s.traitor
    hero = next(i for i in range(4) if i != traitor)
    sc = _organ_scene(s).at(hero, "organ_room")
    sc.pile("organ_room", "madman", "book")  # each is worth 2 while it is in the room
    omens = sum(
        1
        for t in sc.state.house.tiles
        if sc.state.game.content.room(t.room).symbols
        and "omen" in [k.value for k in sc.state.game.content.room(t.room).symbols]
    )
    base = with_haunt_vars(sc.state, 32, books=True, trophies=True, planet=True)
    knowledge = base.trait(hero, Trait.KNOWLEDGE)
    # 16 to beat with four players: 6 from the clues, 4 from the Madman and the Book,
    # one for each omen room, and the dice.
    needed = 16 - 10 - omens
    faces = ["die 2"] * (needed // 2) + ["die 1"] * (needed % 2)
    faces += ["die 0"] * (knowledge - len(faces))
    assert len(faces) == knowledge, "the hero needs enough dice for this test"
    won = _play_organ(base, hero, faces)
    assert won.phase is Phase.OVER and won.winner == "heroes"
    # One lock in the house takes 3 off: the same dice fall short.
    jammed = attrs.evolve(
        base,
        tokens=((f"{KEY}:lock", "chapel"),)
        if "chapel" in base.house
        else ((f"{KEY}:lock", "entrance_hall"),),
    )
    lost = _play_organ(jammed, hero, faces)
    assert lost.phase is Phase.HAUNT and haunt_var(lost, 32, "home") in (None, False)


def test_a_musical_hero_plays_the_organ_two_better() -> None:
    s = _revealed()
    # Professor Longfellow (seat 3) counts Gaelic music among his hobbies; Jenny LeClerc
    # (seat 0) does not. Both in the Organ Room with every clue found, and the Madman and
    # the Book there too.
    assert s.traitor == 1
    sc = _organ_scene(s).at(3, "organ_room")
    sc.pile("organ_room", "madman", "book")
    base = with_haunt_vars(sc.state, 32, books=True, trophies=True, planet=True)
    omens = sum(
        1
        for t in base.house.tiles
        if "omen" in [k.value for k in base.game.content.room(t.room).symbols]
    )
    # Dice two short of the 16 mark for a player with no ear for music.
    short = 16 - 10 - omens - 2
    for hero, wins in ((3, True), (0, False)):
        dice = base.trait(hero, Trait.KNOWLEDGE)
        faces = ["die 2"] * (short // 2) + ["die 1"] * (short % 2)
        faces += ["die 0"] * (dice - len(faces))
        assert len(faces) == dice, "the hero needs enough dice for this test"
        after = _play_organ(base, hero, faces)
        assert (after.phase is Phase.OVER and after.winner == "heroes") is wins


def test_the_traitor_jams_a_room_once() -> None:
    s = _revealed()
    traitor = s.traitor
    assert traitor is not None
    sc = _organ_scene(s)
    if "chapel" not in sc.state.house:
        sc.room("chapel", Floor.UPPER, 30, 30)
    sc.at(traitor, "chapel")
    st = sc.turn(traitor).build()
    assert f"use {KEY} jam" in names(st)
    knowledge = st.trait(traitor, Trait.KNOWLEDGE)
    st = run_script(st, [f"use {KEY} jam", "die 2", "die 2"] + ["die 0"] * (knowledge - 2))
    assert (f"{KEY}:lock", "chapel") in st.tokens
    # Once per turn, and one lock to a room.
    assert f"use {KEY} jam" not in names(st)
    st = Scenario(st).turn(traitor).build()
    assert f"use {KEY} jam" not in names(st)


def test_the_collapsed_room_forgets_a_basement_room_lifted_away() -> None:
    # The Collapsed Room remembers where its hole leads; once the rebuilt house has sent
    # that room back to the stack, dropping through finds a new one instead of failing.
    s = _revealed()
    sc = _organ_scene(s)
    if "collapsed_room" not in sc.state.house:
        sc.room("collapsed_room", Floor.GROUND, 30, 30)
    sc.at(0, "collapsed_room")
    gone = next(r for r in ("gymnasium", "larder", "crypt") if r not in sc.state.house)
    store = dict(sc.state.script_vars)
    store["room:collapsed_room:below"] = (gone,)
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(store.items())))
    st = sc.turn(0).build()
    st = run_script(st, ["die 0", "die 0"])  # the house drains nothing this turn
    st = st.apply("use room:collapsed_room drop")
    assert st.phase is Phase.HAUNT


def test_rooms_joined_to_an_occupied_room_by_stairs_or_a_passage_are_kept() -> None:
    # A passage a rule opened joins the Crypt (occupied) to the Chapel; the Stairs from
    # Basement, set down apart, climb to the Foyer, where seat 3 now stands.
    sc = late_house().at(3, "foyer").room("stairs_from_basement", Floor.BASEMENT, 6, 6)
    sc.state = attrs.evolve(sc.state, passages=(("crypt", "chapel"),))
    s = sc.reveal(32, revealer=1, omen=LATE_OMEN).build()
    while s.frames and isinstance(s.frames[-1], MoveRoom | PlaceRoomAnywhere):
        s = s.apply(s.legal_actions()[0])
    assert "chapel" in s.house and ("crypt", "chapel") in s.passages
    assert "stairs_from_basement" in s.house
    # Cut off from the Basement Landing, the stairs were set back against it.
    assert s.house.tile("stairs_from_basement").x != 6
    # Rooms with no such tie to anyone went back to the stack.
    assert "library" not in s.house and "organ_room" in s.house
    check_invariants(s)
