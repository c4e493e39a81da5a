"""Haunt 14, The Stars Are Right: Cultists in the Pentagram Chamber, cans of Paint for the
heroes to throw onto it, and offerings (cards and corpses) for the traitor to make."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor, Side
from betrayal.core.engine import run_pending
from betrayal.core.rules import monster_cards
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, names, run_script, with_haunt_vars

HAUNT = 14
KEY = "haunt:14"


# Seat 0 reveals and, by the haunt's rule, is the traitor.
EXPLORERS = ("darrin_flash_williams", "brandon_jaspers", "heather_granville", "madame_zostra")


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The haunt revealed by seat 0 in the Foyer, in a house of the starting rooms and the
    Junk Room east of the Foyer: the only paint room, so it takes all four cans. The
    Pentagram Chamber is still in the stack: the traitor places it first (the first spot
    offered: east of the Basement Landing)."""
    sc = Scenario.new(explorers=EXPLORERS)
    sc.room("junk_room", Floor.GROUND, 1, 1, 0)
    s = sc.at(0, "foyer").reveal(HAUNT, revealer=0).build()
    assert s.traitor == 0 and "pentagram_chamber" not in s.house
    while s.frames and names(s)[0].startswith("place"):
        s = s.apply(names(s)[0])
    assert s.house.floor_of("pentagram_chamber") is Floor.BASEMENT
    return s


def _var(state: GameState, name: str) -> object:
    return dict(state.script_vars).get(f"{KEY}:{name}", 0)


def test_cultists_gather_and_the_paint_is_laid_out(revealed: GameState) -> None:
    s = revealed
    assert [m.room for m in s.monsters] == ["pentagram_chamber"] * (s.players - 1)
    cans = sorted(t for t in s.tokens if t[0].startswith(f"{KEY}:paint"))
    assert cans == [(f"{KEY}:paint{k}", "junk_room") for k in range(1, 5)]
    assert _var(s, "laid") == 4


def test_a_hero_carries_one_can_and_throws_it_from_next_door(revealed: GameState) -> None:
    hero = revealed.turn.player
    sc = Scenario(attrs.evolve(revealed, frames=()))
    s = sc.at(hero, "junk_room").fresh(hero).build()
    s = s.apply("use haunt:14 take_paint paint1")
    assert not any(n.startswith("use haunt:14 take_paint") for n in names(s))  # one at a time
    s = Scenario(s).at(hero, "basement_landing").build()
    before = s.turn.moves_left
    s = s.apply("use haunt:14 throw_paint paint1")
    assert _var(s, "thrown") == 1 and s.turn.moves_left == before - 1
    # The last can wins for the heroes.
    s = with_haunt_vars(Scenario(s).build(), 14, thrown=3)
    s = run_script(Scenario(s).at(hero, "junk_room").build(), ["use haunt:14 take_paint paint2"])
    s = Scenario(s).at(hero, "basement_landing").build()
    s = s.apply("use haunt:14 throw_paint paint2")
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_fallen_become_offerings_worth_four(revealed: GameState) -> None:
    traitor = 0
    victim = 2
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.at(victim, "foyer").trait(victim, Trait.MIGHT, 0)
    s = sc.at(traitor, "foyer").turn(traitor).build()
    # The traitor beats the victim by enough to kill them.
    might = s.trait(traitor, Trait.MIGHT)
    s = run_script(
        s, [f"attack {victim}", *["die 2"] * might, *["die 0"] * s.trait(victim, Trait.MIGHT)]
    )
    while s.frames:
        s = s.apply(names(s)[0])  # the victim places the damage, or the traitor hurts
    assert not s.explorers[victim].alive
    assert (f"{KEY}:corpse", "foyer") in s.tokens
    s = s.apply("use haunt:14 take_corpse")
    left = s.turn.moves_left
    step = next(n for n in names(s) if n.startswith("move"))
    s = s.apply(step)
    assert s.turn.moves_left == left - 2  # a corpse makes every room cost two spaces
    s = Scenario(s).at(traitor, "pentagram_chamber").build()
    s = with_haunt_vars(s, 14, offered=9)
    s = s.apply("use haunt:14 offer_corpse")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_cards_offered_are_worth_two_or_one_and_leave_the_game(revealed: GameState) -> None:
    traitor = 0
    sc = Scenario(attrs.evolve(revealed, frames=())).fresh(traitor)
    s = sc.at(traitor, "pentagram_chamber").give(traitor, "dog", "axe", "bite").turn(traitor)
    s = s.build()
    offers = [n for n in names(s) if n.startswith("use haunt:14 offer_card")]
    assert offers == ["use haunt:14 offer_card dog", "use haunt:14 offer_card axe"]
    s = run_script(s, ["use haunt:14 offer_card dog"])
    assert _var(s, "offered") == 2 and "dog" not in s.explorers[traitor].cards
    s = s.apply("use haunt:14 offer_card axe")
    assert _var(s, "offered") == 3 and "axe" in s.removed


# ----- Cultists that carry cards -------------------------------------------------------------


def _cultist_in(state: GameState, room: str, *cards: str) -> GameState:
    """Only one Cultist on the board, in ``room``, carrying ``cards``."""
    s = attrs.evolve(state, frames=(), monsters=(MonsterState("cultist#1", "cultist", room),))
    for card in cards:
        s = monster_cards.give(s, "cultist#1", card)
    return s


def _monster_turn(state: GameState, speed: int) -> GameState:
    turn = TurnState(player=0, number=state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(state, frames=(), turn=turn)))
    while s.frames and not s.is_chance_node():
        s = s.apply(names(s)[0])  # a way up for a Cultist shut in the basement
    return run_script(s, [f"die {speed}"] * 4)


def test_a_cultist_winning_by_two_may_take_a_card_instead_of_hurting(
    revealed: GameState,
) -> None:
    hero = 1
    s = _cultist_in(revealed, "foyer")
    s = Scenario(s).at(hero, "foyer").fresh(hero).give(hero, "axe").turn(hero).build()
    traits = s.explorers[hero].traits
    # The hero rolls nothing; the Cultist's Might 4 rolls 4.
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["attack cultist#1", *["die 0"] * might, *["die 1"] * 4])
    assert names(s) == ["choose True", "choose False"]
    s = run_script(s, ["choose True"])  # the Axe is all there is to take
    assert "axe" not in s.explorers[hero].cards and s.monsters[0].cards == ("axe",)
    assert s.explorers[hero].traits == traits  # no damage for the theft


def test_a_cultist_gathers_cards_lying_where_it_goes(revealed: GameState) -> None:
    s = Scenario(_cultist_in(revealed, "entrance_hall")).pile("foyer", "axe").build()
    s = Scenario(s).at(1, "upper_landing").at(2, "upper_landing").at(3, "upper_landing")
    s = _monster_turn(s.at(0, "upper_landing").build(), speed=2)
    s = run_script(s, ["monster cultist#1 move N"])
    assert s.monsters[0].room == "foyer"
    s = run_script(s, ["choose True"])
    assert s.monsters[0].cards == ("axe",) and s.pile("foyer") == ()


def test_what_a_cultist_carries_into_the_chamber_is_offered(revealed: GameState) -> None:
    s = _cultist_in(revealed, "basement_landing", "dog", "axe")
    for seat in range(s.players):
        s = Scenario(s).at(seat, "upper_landing").build()
    s = Scenario(s).pile("pentagram_chamber", "armor").build()
    s = _monster_turn(s, speed=1)
    way = next(
        n
        for n in names(s)
        if " move " in n
        and (found := s.house.connected("basement_landing", Side(n.rsplit(" ", 1)[1])))
        and found.room == "pentagram_chamber"
    )
    s = run_script(s, [way])
    assert s.monsters[0].room == "pentagram_chamber" and s.monsters[0].cards == ()
    # The Dog is worth 2, the Axe 1; the Armor already lying there is no offering.
    assert _var(s, "offered") == 3
    assert "dog" in s.removed and "axe" in s.removed and s.pile("pentagram_chamber") == ("armor",)


# ----- Cultists that carry corpses -----------------------------------------------------------


def _everyone_upstairs(state: GameState) -> GameState:
    sc = Scenario(state)
    for seat in range(state.players):
        sc.at(seat, "upper_landing")
    return sc.build()


def test_a_cultist_takes_up_a_corpse_and_goes_no_further(revealed: GameState) -> None:
    s = _cultist_in(revealed, "entrance_hall", "axe")
    s = _everyone_upstairs(attrs.evolve(s, tokens=(*s.tokens, (f"{KEY}:corpse", "foyer"))))
    s = _monster_turn(s, speed=2)  # 4 spaces
    s = run_script(s, ["monster cultist#1 move N", "choose True"])
    # The corpse is off the floor, carried by a Bearer who keeps the Axe.
    assert (f"{KEY}:corpse", "foyer") not in s.tokens
    assert [(m.kind, m.room, m.cards) for m in s.monsters] == [("bearer", "foyer", ("axe",))]
    assert not any(n.startswith("monster ") for n in names(s))  # its move is over


def test_a_bearer_goes_half_as_far(revealed: GameState) -> None:
    s = attrs.evolve(
        revealed, frames=(), monsters=(MonsterState("bearer#1", "bearer", "entrance_hall"),)
    )
    s = _monster_turn(_everyone_upstairs(s), speed=1)  # 4 dice, a total of 4
    assert s.monsters[0].moves_left == 2


def test_a_bearer_offers_the_corpse_and_its_cards_in_the_chamber(revealed: GameState) -> None:
    s = attrs.evolve(
        revealed,
        frames=(),
        monsters=(MonsterState("bearer#1", "bearer", "basement_landing"),),
    )
    s = _everyone_upstairs(monster_cards.give(s, "bearer#1", "dog"))
    s = _monster_turn(s, speed=2)
    way = next(
        n
        for n in names(s)
        if " move " in n
        and (found := s.house.connected("basement_landing", Side(n.rsplit(" ", 1)[1])))
        and found.room == "pentagram_chamber"
    )
    s = run_script(s, [way])
    # The corpse is worth 4 and the Dog 2; a plain Cultist stands there now.
    assert _var(s, "offered") == 6 and "dog" in s.removed
    assert [(m.kind, m.room) for m in s.monsters] == [("cultist", "pentagram_chamber")]
