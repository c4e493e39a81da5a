"""Haunt 49, You Wear It Well: Souls that fight with their minds, an Astral Spirit worn
down by mental wins, bodies beaten while their Souls are out, and a body possessed."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:49"
# The late house: Jenny (0), Madame Zostra (1), Peter (2); Professor Longfellow is the traitor.
JENNY, ZOSTRA, PETER, TRAITOR = 0, 1, 2, 3


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = late_house().reveal(49, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == TRAITOR
    # The basement is cut off from the floors above here: a hero first places its stairs.
    assert "stairs_from_basement" not in s.house
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    assert "stairs_from_basement" in s.house
    return s


def _board(revealed: GameState, spirit: str = "foyer", **values: object) -> Scenario:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    store = {k: v for k, v in revealed.script_vars if k.startswith(f"{KEY}:body#")}
    store.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(
        sc.state,
        monsters=(MonsterState("spirit#1", "spirit", spirit),),
        script_vars=tuple(sorted(store.items())),
    )
    return sc


def test_the_spirit_joins_the_traitor_and_each_body_stays_put(revealed: GameState) -> None:
    assert [(m.kind, m.room) for m in revealed.monsters] == [("spirit", "upper_landing")]
    bodies = dict(revealed.script_vars)
    assert bodies[f"{KEY}:body#0"] == "wine_cellar" and f"{KEY}:body#3" not in bodies


def test_souls_fight_with_their_minds_and_wear_the_spirit_down(revealed: GameState) -> None:
    sc = _board(revealed, spirit_wins=2)
    sc.turn(JENNY)
    s = sc.build()
    # No Might attack on the traitor, nor any on the Spirit but with the mind.
    assert f"attack {TRAITOR}" not in names(s)
    assert "use haunt:49 fight_spirit knowledge" in names(s)
    knowledge = s.trait(JENNY, Trait.KNOWLEDGE)
    lost = run_script(
        s, ["use haunt:49 fight_spirit knowledge"] + ["die 0"] * knowledge + ["die 2"] * 6
    )
    assert lost.explorers[JENNY].traits == s.explorers[JENNY].traits  # losing costs nothing
    s = run_script(
        s, ["use haunt:49 fight_spirit knowledge"] + ["die 2"] * knowledge + ["die 0"] * 6
    )
    assert dict(s.script_vars)[f"{KEY}:knowledge_win@{JENNY}"] == 1
    assert haunt_var(s, 49, "spirit_wins") == 3 and not s.monsters[0].stunned
    sc = Scenario(s)
    sc.turn(ZOSTRA)
    s = sc.build()
    sanity = s.trait(ZOSTRA, Trait.SANITY)
    s = run_script(s, ["use haunt:49 fight_spirit sanity"] + ["die 2"] * sanity + ["die 0"] * 6)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_soul_takes_physical_harm_as_mental(revealed: GameState) -> None:
    sc = _board(revealed, spirit="attic")
    sc.turn(TRAITOR)
    s = sc.build()
    might = s.trait(TRAITOR, Trait.MIGHT)
    s = run_script(
        s, [f"attack {PETER}"] + ["die 2"] * might + ["die 0"] * s.trait(PETER, Trait.MIGHT)
    )
    # Peter holds nothing to steal: the points go on his mental traits.
    assert names(s) == ["damage knowledge", "damage sanity"]


def test_a_stunned_traitor_loses_a_turn(revealed: GameState) -> None:
    sc = _board(revealed, spirit="attic")
    sc.turn(PETER)
    s = sc.build()
    s = run_script(
        s,
        ["use haunt:49 stun_traitor sanity"]
        + ["die 2"] * s.trait(PETER, Trait.SANITY)
        + ["die 0"] * s.trait(TRAITOR, Trait.SANITY),
    )
    assert TRAITOR in s.bound
    sc = Scenario(s)
    sc.turn(TRAITOR)
    s = sc.build()
    assert names(s)[-1] == "end" and not any(n.startswith("move") for n in names(s))
    s = s.apply("end")
    assert TRAITOR not in s.bound


def test_a_soul_broken_through_its_body_leaves_a_body_that_cannot_be_worn(
    revealed: GameState,
) -> None:
    sc = _board(revealed, spirit="wine_cellar")
    sc.at(TRAITOR, "wine_cellar").trait(JENNY, Trait.SANITY, 0).trait(JENNY, Trait.KNOWLEDGE, 0)
    sc.turn(TRAITOR)
    s = sc.build()
    s = run_script(s, [f"use haunt:49 strike_body {JENNY}", "die 2", "die 2"])
    while s.explorers[JENNY].alive and s.frames:
        s = s.apply(s.legal_actions()[0])  # the four points, placed
    assert not s.explorers[JENNY].alive
    assert dict(s.script_vars)[f"{KEY}:spoiled@{JENNY}"] == 1


def test_the_spirit_wears_an_empty_body(revealed: GameState) -> None:
    sc = _board(revealed, spirit="wine_cellar")
    sc._explorer(JENNY, alive=False)
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(sorted((*sc.state.script_vars, (f"{KEY}:possession@{JENNY}", 3)))),
        turn=attrs.evolve(sc.state.turn, player=TRAITOR, monsters=True, number=300),
    )
    s = sc.build()
    assert f"use haunt:49 inhabit wine_cellar {JENNY}" in names(s)
    # Jenny's starting Sanity is beaten by twelve: the fourth token, and the body is worn.
    s = run_script(s, [f"use haunt:49 inhabit wine_cellar {JENNY}"] + ["die 2"] * 6)
    assert s.phase is Phase.OVER and s.winner == "traitor"


# ----- walls, and a basement cut off, in a house built by hand ------------------------------

WALL_EXPLORERS = ("ox_bellows", "heather_granville", "brandon_jaspers", "vivian_lopez")
HEATHER = 1  # the traitor


def _walled(stairs: bool = True) -> Scenario:
    """Everyone in the Foyer; the Ballroom east of the Grand Staircase, whose only door is
    south: a wall between them. With ``stairs`` the basement is joined by its stairs."""
    from betrayal.content.model import Floor

    sc = Scenario.new(explorers=WALL_EXPLORERS)
    sc.room("ballroom", Floor.GROUND, 1, 2)
    if stairs:
        sc.room("stairs_from_basement", Floor.BASEMENT, 0, 1)
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    return sc.reveal(49, revealer=0)


def test_a_basement_cut_off_gets_its_stairs_placed_by_a_hero() -> None:
    from betrayal.core.frames import PlaceRoomAnywhere
    from betrayal.core.rules.movement import spaces_to

    s = _walled(stairs=False).build()
    assert s.traitor == HEATHER
    frame = s.frames[-1]
    assert isinstance(frame, PlaceRoomAnywhere) and frame.room == "stairs_from_basement"
    assert frame.explorer == 2  # on the traitor's left
    s = s.apply(names(s)[0])
    assert "stairs_from_basement" in s.house
    assert "basement_landing" in spaces_to(s, "foyer")  # a way up now joins them


def test_a_joined_basement_is_left_alone() -> None:
    s = _walled().build()
    assert not s.frames and "stairs_from_basement" in s.house


def test_a_soul_drifts_through_a_wall_but_the_traitor_does_not() -> None:
    sc = Scenario(_walled().build()).at(2, "grand_staircase").at(HEATHER, "grand_staircase")
    s = sc.turn(2).build()
    assert "move E" in names(s)  # no door east: a wall, and the Ballroom behind it
    s = s.apply("move E")
    assert s.explorers[2].room == "ballroom"
    s = Scenario(s).turn(HEATHER).build()
    assert "move E" not in names(s)


def test_the_spirit_passes_through_walls() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    s = _walled().build()
    spirit = attrs.evolve(s.monsters[0], room="grand_staircase")
    turn = TurnState(player=HEATHER, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = attrs.evolve(s, monsters=(spirit,), frames=()).evolve(turn=turn)
    s = run_pending(start_monster_turn(s))
    s = run_script(s, ["die 1"] * 3)
    assert "monster spirit#1 take ballroom" in names(s)


# ----- Souls and the house's rooms -----------------------------------------------------------


def test_a_soul_drifts_back_up_the_coal_chute(revealed: GameState) -> None:
    sc = _board(revealed).at(JENNY, "basement_landing").trait(JENNY, Trait.SPEED, 4)
    s = sc.turn(JENNY).build()
    left = s.turn.moves_left
    # Nobody stands in the chute: going back up it comes out in the room at its door.
    assert "use haunt:49 drift coal_chute" not in names(s)
    s = s.apply("use haunt:49 drift abandoned_room")
    assert s.explorers[JENNY].room == "abandoned_room" and s.turn.moves_left == left - 1
    # The traitor has a body, and no such way.
    s = Scenario(s).at(TRAITOR, "basement_landing").turn(TRAITOR).build()
    assert not any("drift" in n for n in names(s))


def test_a_soul_passes_the_collapsed_room_without_a_roll(revealed: GameState) -> None:
    sc = _board(revealed).at(PETER, "collapsed_room").trait(PETER, Trait.SPEED, 4)
    s = sc.turn(PETER).build()
    # The room's own drop (a die of harm) is not for a Soul; the drift costs nothing.
    assert "use room:collapsed_room drop" not in names(s)
    before = s.explorers[PETER].traits
    s = s.apply("use haunt:49 drift basement_landing")
    assert s.explorers[PETER].room == "basement_landing" and not s.frames
    assert s.explorers[PETER].traits == before
    assert "use haunt:49 drift collapsed_room" in names(s)


def test_a_soul_floats_down_from_the_gallery_unharmed(revealed: GameState) -> None:
    from betrayal.content.model import Floor

    sc = _board(revealed).room("gallery", Floor.UPPER, -2, 0, 1)
    sc.at(ZOSTRA, "gallery").trait(ZOSTRA, Trait.SPEED, 4)
    s = sc.turn(ZOSTRA).build()
    assert "take ballroom" not in names(s)  # the drop that would hurt a body
    before = s.explorers[ZOSTRA].traits
    s = s.apply("use haunt:49 drift ballroom")
    assert s.explorers[ZOSTRA].room == "ballroom" and s.explorers[ZOSTRA].traits == before
    assert "use haunt:49 drift gallery" in names(s)


def test_a_soul_feels_no_furnace_but_the_crypt_still_bites(revealed: GameState) -> None:
    sc = _board(revealed).at(PETER, "furnace_room")
    s = sc.turn(PETER).build().apply("end")
    assert not any(n.startswith("damage") for n in names(s))
    s = _board(revealed).at(PETER, "crypt").turn(PETER).build().apply("end")
    assert names(s) == ["damage knowledge", "damage sanity"]


def test_a_stunned_traitor_cannot_beat_a_body(revealed: GameState) -> None:
    sc = _board(revealed, stunned=True).at(TRAITOR, "wine_cellar")
    sc.state = attrs.evolve(sc.state, bound=(TRAITOR,))
    s = sc.turn(TRAITOR).build()
    assert not any("strike_body" in n for n in names(s))
    s = _board(revealed).at(TRAITOR, "wine_cellar").turn(TRAITOR).build()
    assert f"use haunt:49 strike_body {JENNY}" in names(s)
