"""Haunt 17, A Breath of Wind, in a house built by hand: the Poltergeist attacks each hero
it reaches once, the traitor hands it items and takes them back, and Dynamite blows it
apart, scattering its hoard, until it gathers again."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, TurnState
from betrayal.testing import Scenario, check_invariants, names, run_script
from betrayal.testing.haunts import dice, haunt_var, with_haunt_vars

EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")
TRAITOR = 1  # to the left of the revealer, seat 0


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """Revealed by seat 0 in the Foyer, everyone there; the Junk Room (an omen room) lies
    east of the Foyer."""
    sc = Scenario.new(explorers=EXPLORERS)
    sc.room("junk_room", Floor.GROUND, 1, 1, 0)
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    s = sc.reveal(17, revealer=0).build()
    assert s.phase is Phase.HAUNT and s.traitor == TRAITOR and not s.frames
    assert [m.room for m in s.monsters] == ["foyer"]
    return s


def monster_turn(s: GameState) -> GameState:
    turn = TurnState(player=TRAITOR, number=s.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(attrs.evolve(s, frames=()).evolve(turn=turn)))


def test_it_attacks_each_hero_in_its_room_once(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.at(3, "entrance_hall")  # only heroes 0 and 2 share its room
    s = monster_turn(sc.build())
    s = run_script(s, ["choose False", *dice(0, 0, 0)])  # it stays; a Speed roll of 0
    assert [n for n in names(s) if "attack" in n] == [
        "monster poltergeist#1 attack 0",
        "monster poltergeist#1 attack 2",
    ]
    might = s.trait(0, Trait.MIGHT)
    # It attacks hero 0 and loses: a stalemate of blanks hurts nobody.
    s = run_script(s, ["monster poltergeist#1 attack 0", *dice(0, 0, 0, 0), *dice(*[0] * might)])
    # Hero 2 is still there to strike; hero 0 is not offered again.
    attacks = [n for n in names(s) if "attack" in n]
    assert attacks == ["monster poltergeist#1 attack 2"]
    s = run_script(s, ["monster poltergeist#1 attack 2", *dice(0, 0, 0, 0)])
    s = run_script(s, dice(*[0] * s.trait(2, Trait.MIGHT)))
    assert not [n for n in names(s) if "attack" in n]
    check_invariants(s)


def test_the_traitor_hands_it_an_item_and_takes_one_back(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=())).give(TRAITOR, "axe").turn(TRAITOR)
    s = sc.build()
    assert "use haunt:17 feed axe" in names(s)
    s = s.apply("use haunt:17 feed axe")
    s = run_pending(s)
    assert "axe" not in s.explorers[TRAITOR].cards and "axe" in s.removed
    assert haunt_var(s, 17, "hoard") == ("axe",) and haunt_var(s, 17, "fury") == 5
    # A card changes hands once a turn: the Axe cannot come straight back.
    assert not [n for n in names(s) if "retrieve" in n]
    later = attrs.evolve(s, turn=attrs.evolve(s.turn, number=s.turn.number + 4))
    s = Scenario(later).turn(TRAITOR).build()
    s = run_pending(s.apply("use haunt:17 retrieve axe"))
    assert "axe" in s.explorers[TRAITOR].cards and "axe" not in s.removed
    assert haunt_var(s, 17, "hoard") == () and haunt_var(s, 17, "fury") == 4
    assert not [n for n in names(s) if "feed" in n]
    check_invariants(s)


def test_a_hero_cannot_feed_it(revealed: GameState) -> None:
    s = Scenario(attrs.evolve(revealed, frames=())).give(2, "axe").turn(2).build()
    assert not [n for n in names(s) if "feed" in n or "retrieve" in n]


def test_dynamite_scatters_its_hoard_and_blows_it_apart(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.at(2, "entrance_hall").give(2, "dynamite").give(0, "axe", "lucky_stone")
    sc.at(0, "grand_staircase").at(3, "grand_staircase").at(TRAITOR, "grand_staircase")
    sc.state = with_haunt_vars(sc.state, 17, fury=6)
    # The Poltergeist holds the Axe and the Lucky Stone (out of play).
    s = sc.turn(2).build()
    s = attrs.evolve(
        s,
        explorers=(attrs.evolve(s.explorers[0], cards=()), *s.explorers[1:]),
        removed=(*s.removed, "axe", "lucky_stone"),
    )
    s = with_haunt_vars(s, 17, hoard=("axe", "lucky_stone"))
    s = run_script(s, ["use item:dynamite throw foyer"])
    # Nobody else is there: the Poltergeist rolls its Speed of 3 and gets 4, caught.
    s = run_script(s, dice(2, 2, 0))
    assert s.monsters == ()
    assert set(s.pile("foyer")) == {"axe", "lucky_stone"}
    assert haunt_var(s, 17, "hoard") == () and haunt_var(s, 17, "fury") == 4
    check_invariants(s)
    # As the traitor's turn ends, it may gather again in an omen room, fury reset.
    s = Scenario(attrs.evolve(s, frames=())).turn(TRAITOR).build()
    s = run_pending(s.apply("end"))
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")  # the Junk Room is the only omen room: no more to choose
    assert [m.room for m in s.monsters] == ["junk_room"]
    assert haunt_var(s, 17, "fury") == 4
    # Then the monster turn begins as usual, with its usual chance to gather elsewhere;
    # staying, it rolls its Speed.
    assert s.turn.monsters and names(s) == ["choose False", "choose True"]
    s = run_script(s, ["choose False", *dice(0, 0, 0)])
    assert [m.room for m in s.monsters] == ["junk_room"]
    check_invariants(s)


def test_dynamite_that_misses_leaves_it_whole(revealed: GameState) -> None:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.at(2, "entrance_hall").give(2, "dynamite")
    for seat in (0, 1, 3):
        sc.at(seat, "grand_staircase")
    s = sc.turn(2).build()
    s = run_script(s, ["use item:dynamite throw foyer", *dice(2, 2, 1)])  # a 5: it dodges
    assert [(m.room, m.stunned) for m in s.monsters] == [("foyer", False)]
