"""3rd-edition haunt 30, 'Til Death Do Us Part: the possessed traitor, the Altar on the
last tile found, the Ring that compels the spirit, the ceremony and the Ring's theft."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.content.model import CardKind
from betrayal.core.engine import run_pending
from betrayal.core.rules.damage import deal
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import place_damage

HAUNT = 30


def test_the_bride_waits_in_the_entrance_hall_with_her_wedding_party() -> None:
    s = revealed(HAUNT)
    traitor = s.traitor
    assert traitor == 2  # lowest Sanity but for the revealer
    assert s.explorers[traitor].room == "entrance_hall"
    party = [m.room for m in s.monsters if m.kind == "wedding_party"]
    assert len(party) == 2 and len(set(party)) == 2  # four players: two, apart
    assert all(CardKind.OMEN in s.game.content.room(r).symbols for r in party)
    # Five tiles are left in the stack: fewer than six, so all of them count.
    assert haunt_vars(s, HAUNT)["tiles_left"] == 5


def _discover(tiles_left: int) -> GameState:
    """Seat 3 explores north of the Chapel and finds the Dining Room (its event: A
    Moment of Hope)."""
    s = with_vars(revealed(HAUNT), HAUNT, tiles_left=tiles_left)
    s = meet(s, "chapel").turn(3).build()
    s = s.apply("move N").apply("room dining_room").apply("rotate 0")
    s = s.apply("card a_moment_of_hope")
    while s.frames:
        s = s.apply(names(s)[0])
    return s


def test_the_last_tile_of_the_stack_holds_the_altar_and_ends_exploring() -> None:
    early = _discover(2)
    assert ("haunt:30:altar", "dining_room") not in early.tokens
    assert haunt_vars(early, HAUNT)["tiles_left"] == 1
    last = _discover(1)
    assert ("haunt:30:altar", "dining_room") in last.tokens
    s = meet(last, "graveyard").turn(3).build()
    assert "move N" not in names(s)  # the Graveyard's open doorway leads nowhere now
    s = meet(early, "graveyard").turn(3).build()
    assert "move N" in names(s)


def test_the_ring_compels_the_spirit_as_far_as_the_knowledge_roll() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.at(2, "entrance_hall").give(0, "ring")
    s = sc.turn(0).build()
    s = roll_all(s.apply("use haunt:30 compel"), 0)
    assert s.explorers[2].room == "entrance_hall"  # a roll of 0 moves nobody
    s = sc.turn(0).build()
    s = roll_all(s.apply("use haunt:30 compel"), 1)
    targets = names(s)
    assert any(n.endswith("ballroom") for n in targets), targets
    s = s.apply(next(n for n in targets if n.endswith("ballroom")))
    assert s.explorers[2].room == "ballroom"
    assert "ring" in haunt_vars(s, HAUNT)["shown"]  # shown to use it


def _ceremony(face: int) -> GameState:
    s = revealed(HAUNT)
    s = s.evolve(tokens=(("haunt:30:altar", "ballroom"),))
    s = meet(s, "ballroom").turn(0).build()
    return roll_all(s.apply("use haunt:30 ceremony"), face)


def test_the_ceremony_at_the_altar_needs_six_on_sanity() -> None:
    failed = _ceremony(1)  # Josef's three dice show 3
    assert not failed.is_terminal()
    wed = _ceremony(2)
    assert wed.is_terminal() and wed.winner == "heroes"


def test_once_at_the_altar_the_traitor_cannot_leave_it() -> None:
    s = revealed(HAUNT)
    s = s.evolve(tokens=(("haunt:30:altar", "ballroom"),))
    s = meet(s, "ballroom").turn(2).build()
    assert s.apply("move N").explorers[2].room == "ballroom"
    sc = meet(revealed(HAUNT), "ballroom")
    assert sc.turn(2).build().apply("move N").explorers[2].room != "ballroom"


def test_the_traitors_traits_do_not_fall_below_their_start() -> None:
    s = meet(revealed(HAUNT), "ballroom").turn(0).build()
    before = [s.trait(2, t) for t in Trait]
    hero = s.trait(0, Trait.MIGHT)
    for seat in (2, 0):
        s = run_pending(deal(s, seat, DamageKind.PHYSICAL, 2))
        s = place_damage(s, Trait.MIGHT)
    assert [s.trait(2, t) for t in Trait] == before
    assert s.trait(0, Trait.MIGHT) < hero  # a hero's damage lands as usual


def test_the_traitor_wins_on_taking_the_ring() -> None:
    # The 3rd edition has no theft in a fight, so the traitor beating the Ring's holder
    # only hurts them; the Ring is the traitor's once they take it from the body.
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(0, "ring")
    s = sc.turn(2).build()
    s = s.apply("attack 0")
    for _ in range(s.frames[-1].dice):  # type: ignore[union-attr]
        s = s.apply("die 2")  # the traitor's dice
    s = roll_all(s, 0)  # the hero's
    assert not any(n.startswith("steal") for n in names(s)), names(s)
    s = sc.turn(2).build()
    dead = tuple(attrs.evolve(e, alive=False) if i == 0 else e for i, e in enumerate(s.explorers))
    s = s.evolve(explorers=dead)
    assert not s.is_terminal()
    s = s.apply("loot 0 ring")
    assert s.is_terminal() and s.winner == "traitor"
