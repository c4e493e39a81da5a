"""Haunt 36, Better with Friends: the flood, the rowboat, the Medallion and both goals."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.frames import PlaceDamage
from betrayal.core.rules.damage import shift_trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, names, run_script, with_haunt_vars

KEY = "haunt:36"
# Nobody is Missy Dubourde, so the traitor is the fastest explorer: Darrin "Flash"
# Williams (seat 2, Speed 6 at the start; the others have 3 or 4).
EXPLORERS = ("heather_granville", "madame_zostra", "darrin_flash_williams", "zoe_ingstrom")


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The haunt revealed by seat 0 in a house of the starting rooms, the Attic north of
    the Upper Landing and the Balcony east of it; everyone fresh, nothing else about."""
    sc = Scenario.new(explorers=EXPLORERS)
    sc.room("attic", Floor.UPPER, 0, 1, 0).room("balcony", Floor.UPPER, 1, 0, 1)
    s = sc.reveal(36, revealer=0).build()
    assert s.phase is Phase.HAUNT and s.haunt == 36 and s.traitor == 2
    assert not s.frames and s.tokens == ((f"{KEY}:rowboat", "attic"),)
    return s


def test_the_boat_waits_in_the_attic(revealed: GameState) -> None:
    assert (f"{KEY}:rowboat", "attic") in revealed.tokens


def test_a_fully_flooded_floor_slows_and_hurts_through_armour(revealed: GameState) -> None:
    s = with_haunt_vars(revealed, 36, flood=2)  # the basement is fully flooded
    sc = Scenario(s).at(0, "basement_landing").give(0, "armor").trait(0, Trait.SPEED, 7)
    s = sc.turn(0).build()
    # Four spaces fewer (Speed 8 leaves 4); two points to place, armour or not.
    assert s.trait(0, Trait.SPEED) == 8 and s.turn.moves_left == 4
    assert s.frames and s.frames[-1] == PlaceDamage(0, s.frames[-1].kind, 2)  # type: ignore[union-attr]
    assert names(s) == ["damage might", "damage speed"]
    # One space is always left.
    s = Scenario(with_haunt_vars(revealed, 36, flood=2)).at(0, "basement_landing").turn(0).build()
    assert s.trait(0, Trait.SPEED) == 4 and s.turn.moves_left == 1


def test_a_partly_flooded_floor_only_slows(revealed: GameState) -> None:
    s = with_haunt_vars(revealed, 36, flood=3)  # basement full, ground floor partly flooded
    sc = Scenario(s).at(2, "entrance_hall").at(1, "entrance_hall").trait(1, Trait.SPEED, 6)
    s = sc.turn(1).build()
    assert s.trait(1, Trait.SPEED) == 6 and s.turn.moves_left == 4
    assert not s.frames
    # The traitor's own page spares them from the water.
    s = Scenario(with_haunt_vars(s, 36, flood=6)).at(2, "entrance_hall").turn(2).build()
    assert s.turn.moves_left == s.trait(2, Trait.SPEED) == 6 and not s.frames


def test_the_traitors_turns_raise_the_water_unless_the_medallion_holds_it(
    revealed: GameState,
) -> None:
    s = Scenario(with_haunt_vars(revealed, 36, flood=1)).at(3, "basement_landing")
    s = s.give(3, "medallion").turn(3).build()
    assert "use haunt:36 medallion" in names(s)
    s = run_script(s, ["use haunt:36 medallion"])
    assert "medallion" in s.removed
    s = Scenario(s).turn(2).build()
    s = s.apply("end")
    assert dict(s.script_vars)[f"{KEY}:flood"] == 1  # held back once
    s = Scenario(s).turn(2).build().apply("end")
    assert dict(s.script_vars)[f"{KEY}:flood"] == 2


def test_hauling_the_boat_costs_two_spaces_a_room(revealed: GameState) -> None:
    s = Scenario(revealed).at(3, "attic").turn(3).build()
    assert f"pickup {KEY}:rowboat" in names(s)
    s = s.apply(f"pickup {KEY}:rowboat")
    assert s.carried == ((f"{KEY}:rowboat", 3),) and not s.tokens
    # (The Attic asks for a roll to leave; walk from the Upper Landing instead.)
    s = Scenario(s).at(3, "upper_landing").turn(3).build()
    before = s.turn.moves_left
    s = s.apply("move E")
    assert s.explorers[3].room == "balcony" and s.turn.moves_left == before - 2
    # Whoever dies with the boat leaves it where they fell.
    s = Scenario(s).trait(3, Trait.SANITY, 0).build()
    s = shift_trait(s, 3, Trait.SANITY, -1)
    assert not s.explorers[3].alive and s.carried == ()
    assert (f"{KEY}:rowboat", "balcony") in s.tokens


def test_the_boat_is_put_down_picked_up_and_handed_over_like_an_item(
    revealed: GameState,
) -> None:
    # The Rowboat is a pentagonal item token: whoever carries it may put it down, and a
    # hero in the room may take it up again or be offered it, once a turn each, like a card.
    sc = Scenario(revealed).at(3, "upper_landing").at(0, "upper_landing")
    sc.state = attrs.evolve(sc.state, tokens=(), carried=((f"{KEY}:rowboat", 3),))
    s = sc.turn(3).build()
    boat = f"{KEY}:rowboat"
    assert f"drop {boat}" in names(s) and f"trade {boat} 0" in names(s)
    s = s.apply(f"drop {boat}")
    assert s.carried == () and s.tokens == ((boat, "upper_landing"),)
    # Once a turn: it cannot come straight back into the same hands.
    assert f"pickup {boat}" not in names(s)
    s = Scenario(s).turn(0).build()
    s = s.apply(f"pickup {boat}")
    assert s.carried == ((boat, 0),) and s.tokens == ()
    s = Scenario(s).turn(0).build()
    s = run_script(s, [f"trade {boat} 3", "accept"])
    assert s.carried == ((boat, 3),)


def test_every_living_hero_with_the_boat_in_the_balcony_escapes(revealed: GameState) -> None:
    sc = Scenario(revealed)
    for seat in (0, 1, 3):
        sc.at(seat, "balcony")
    sc.at(2, "attic")
    s = attrs.evolve(sc.turn(3).build(), tokens=(), carried=((f"{KEY}:rowboat", 1),))
    assert s.phase is Phase.HAUNT  # nothing checked yet; the next step decides
    s = s.apply("end")
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_hero_left_behind_keeps_the_boat_from_leaving(revealed: GameState) -> None:
    sc = Scenario(revealed)
    for seat in (0, 1):
        sc.at(seat, "balcony")
    sc.at(3, "attic").at(2, "attic")
    s = attrs.evolve(sc.turn(0).build(), tokens=(), carried=((f"{KEY}:rowboat", 1),))
    s = s.apply("end")
    assert s.phase is Phase.HAUNT


def test_the_fifth_blow_wrecks_the_boat(revealed: GameState) -> None:
    sc = Scenario(with_haunt_vars(revealed, 36, dents=4)).at(2, "attic")
    s = sc.turn(2).build()
    assert "use haunt:36 hole_boat" in names(s)
    might = s.trait(2, Trait.MIGHT)
    s = run_script(s, ["use haunt:36 hole_boat"] + ["die 1"] * might)
    assert might >= 3
    assert s.phase is Phase.OVER and s.winner == "traitor"
    # A miss does nothing.
    s2 = run_script(sc.turn(2).build(), ["use haunt:36 hole_boat"] + ["die 0"] * might)
    assert s2.phase is Phase.HAUNT and dict(s2.script_vars)[f"{KEY}:dents"] == 4


def test_two_dead_heroes_of_three_give_the_traitor_the_win(revealed: GameState) -> None:
    s = revealed
    explorers = list(s.explorers)
    for seat in (0, 1):
        explorers[seat] = attrs.evolve(explorers[seat], alive=False, cards=())
    removed = tuple(c for seat in (0, 1) for c in s.explorers[seat].cards)
    s = attrs.evolve(s, explorers=tuple(explorers), removed=(*s.removed, *removed))
    s = Scenario(s).turn(3).build().apply("end")
    assert s.phase is Phase.OVER and s.winner == "traitor"
