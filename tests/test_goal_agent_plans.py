"""The goal agent reads where a plan leads from a haunt's own rules: rooms to lure monsters
into, what to carry where the win condition wants it, where the traitor's monsters must
meet, a card a rule needs, foes a weapon can beat, rooms never to walk into, and rooms
where the heroes would win by gathering."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.agents import GoalAgent
from betrayal.agents.foes import foe_rooms
from betrayal.agents.goals import goal_monsters
from betrayal.agents.plans import (
    gathering_rooms,
    hazard_rooms,
    key_cards,
    lure_rooms,
    monster_goals,
    win_rooms,
)
from betrayal.content.model import Floor, Side
from betrayal.core.state import GameState, MonsterState
from betrayal.script.secrets import seen_by
from betrayal.testing import Scenario

# Seat 1 reveals; seats 0, 2 and 3 are heroes in the haunts used here.
EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")


def _house() -> Scenario:
    """The starting rooms, the Library east of the Foyer and the Chapel west of it."""
    sc = Scenario.new(explorers=EXPLORERS)
    sc.room("library", Floor.GROUND, 1, 1, 0).room("chapel", Floor.GROUND, -1, 1, 1)
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    s = sc.state
    assert s.house.connected("foyer", Side.E) is not None
    assert s.house.connected("foyer", Side.W) is not None
    return sc


def _settled(sc: Scenario) -> GameState:
    """The haunt's set-up with every question answered by the first offer."""
    s = sc.build()
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    return s


def _with(state: GameState, *monsters: MonsterState, **script_vars: object) -> GameState:
    key = f"haunt:{state.haunt}"
    store = dict(state.script_vars)
    store.update({f"{key}:{k}": v for k, v in script_vars.items()})
    return attrs.evolve(state, monsters=monsters, script_vars=tuple(sorted(store.items())))


def _turn(state: GameState, seat: int) -> GameState:
    sc = Scenario(state)
    return sc.turn(seat).build()


def _walk(state: GameState, seat: int, steps: int) -> list[str]:
    """The rooms the goal agent (never wandering) passes through in ``steps`` decisions."""
    agent = GoalAgent(seed=3, wander=0)
    rooms = []
    for _ in range(steps):
        while state.current_player() < 0 and not state.is_terminal():
            state = state.apply(state.sample_chance())  # dice, by the state's own stream
        if state.current_player() != seat or state.turn.monsters:
            break
        state = state.apply(agent.act(state, seat))
        rooms.append(state.explorers[seat].room)
    return rooms


# ----- haunt 10: leading Zombies into the rooms that trap them -------------------------------


@pytest.fixture(scope="module")
def gathering() -> GameState:
    return _settled(_house().reveal(10, revealer=1))


def test_a_trap_room_for_a_monster_is_a_room_to_lure_it_into(gathering: GameState) -> None:
    s = _with(gathering, MonsterState("zombie#1", "zombie", "grand_staircase"))
    assert lure_rooms(s, 0) == {"library", "chapel"}
    # Once a Zombie is trapped in the Library, that room traps no other.
    trapped = MonsterState("trapped_zombie#1", "trapped_zombie", "library")
    s = _with(gathering, MonsterState("zombie#1", "zombie", "grand_staircase"), trapped)
    assert lure_rooms(s, 0) == {"chapel"}


def test_a_hero_walks_to_a_trap_room_and_waits_there_as_bait(gathering: GameState) -> None:
    trapped = MonsterState("trapped_zombie#1", "trapped_zombie", "chapel")
    s = _turn(_with(gathering, MonsterState("zombie#1", "zombie", "grand_staircase"), trapped), 0)
    rooms = _walk(s, 0, 4)
    assert rooms[:2] == ["foyer", "library"]
    assert set(rooms[2:]) <= {"library"}  # stays there (ends the turn) rather than leaving


def test_no_lure_when_no_monster_that_moves_could_get_there(gathering: GameState) -> None:
    # Only a trapped Zombie is left: it never moves, so there is nothing to lure.
    trapped = MonsterState("trapped_zombie#1", "trapped_zombie", "chapel")
    assert lure_rooms(_with(gathering, trapped), 0) == frozenset()


# ----- haunt 20: carrying the body where the win wants it; the Bride and her groom ----------


@pytest.fixture(scope="module")
def wedding() -> GameState:
    return _settled(_house().reveal(20, revealer=1))


def test_the_corpse_carrier_heads_for_the_chapel(wedding: GameState) -> None:
    s = _with(wedding, *wedding.monsters, disinterred=True)
    hero = next(seat for seat in range(4) if seat != s.traitor)
    assert win_rooms(s, hero) == frozenset()  # empty hands: where they stand changes nothing
    carrying = attrs.evolve(s, carried=(("haunt:20:corpse", hero),))
    assert win_rooms(carrying, hero) == {"chapel"}
    # The Bride is far off; the others are upstairs, so no one is there to take the body.
    sc = Scenario(_with(carrying, MonsterState("bride#1", "bride", "library")))
    for seat in range(4):
        if seat != hero:
            sc.at(seat, "upper_landing")
    assert _walk(_turn(sc.build(), hero), hero, 3)[:2] == ["foyer", "chapel"]


def test_the_bride_and_her_groom_both_make_for_the_chapel(wedding: GameState) -> None:
    traitor = wedding.traitor
    assert traitor is not None
    bride = MonsterState("bride#1", "bride", "entrance_hall")
    spirit = MonsterState("spirit#1", "spirit", "library")
    s = _with(wedding, bride, spirit)
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, player=traitor, monsters=True))
    assert monster_goals(s, traitor) == {"bride#1": {"chapel"}, "spirit#1": {"chapel"}}
    # With no groom's ghost yet, no wedding can be held: she goes after the heroes instead.
    assert monster_goals(_with(s, bride), traitor) == {}


# ----- haunt 21: the Medallion; a weapon's own trait ------------------------------------------


@pytest.fixture(scope="module")
def living_dead() -> GameState:
    return _settled(_house().reveal(21, revealer=2))


def test_the_card_that_lets_a_blow_wound_the_lord_is_worth_fetching(
    living_dead: GameState,
) -> None:
    hero = next(seat for seat in range(4) if seat != living_dead.traitor)
    assert key_cards(living_dead, hero) == {"medallion"}
    s = _turn(Scenario(living_dead).pile("library", "medallion").build(), hero)
    s = _with(s, MonsterState("zombie#1", "zombie", "chapel"))  # one Zombie, out of the way
    assert _walk(s, hero, 3)[:2] == ["foyer", "library"]


def test_the_lord_is_worth_any_odds_only_to_the_hero_whose_blows_can_wound_it(
    living_dead: GameState,
) -> None:
    hero = next(seat for seat in range(4) if seat != living_dead.traitor)
    lord = MonsterState("lord#1", "lord", "library")
    s = _with(living_dead, lord, MonsterState("zombie#1", "zombie", "chapel"))
    assert goal_monsters(s, hero) == frozenset()  # without the Medallion a win leaves it untouched
    assert goal_monsters(Scenario(s).give(hero, "medallion").build(), hero) == {"lord#1"}


def test_a_weapon_of_the_mind_makes_a_strong_bodied_foe_one_to_hunt(
    living_dead: GameState,
) -> None:
    hero = next(seat for seat in range(4) if seat != living_dead.traitor)
    lord = MonsterState("lord#1", "lord", "library")
    sc = Scenario(_with(living_dead, lord)).trait(hero, Trait.MIGHT, 1)
    assert "library" not in foe_rooms(sc.build(), hero)  # bare hands: Might 7 is too much
    armed = sc.give(hero, "ring").build()  # the Ring attacks with Sanity: the Lord has 2
    assert "library" in foe_rooms(armed, hero)


# ----- haunt 27: never walking into the Blob ---------------------------------------------------


@pytest.fixture(scope="module")
def blob() -> GameState:
    return _settled(_house().reveal(27, revealer=1))


def test_rooms_that_would_turn_a_hero_are_kept_out_of(blob: GameState) -> None:
    hero = next(seat for seat in range(4) if seat != blob.traitor)
    s = attrs.evolve(blob, tokens=(*blob.tokens, ("haunt:27:blob", "library")))
    assert hazard_rooms(s, hero) == {"library"}
    # With the Library worth reaching (an ingredient to gather there), the hero still keeps
    # out of it.
    s = _turn(Scenario(s).at(hero, "foyer").build(), hero)
    assert "library" not in _walk(s, hero, 6)


# ----- gathering: a win only a blanked secret shows --------------------------------------------

CHARMS_EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "peter_akimoto")

# The heroes win once the traitor's hidden count of charms reaches nothing; only the
# traitor sees the count, so in a hero's view it reads as its starting value, nothing.
CHARMS = """language 1
haunt 906 "Charms" {
  traitor revealer
  var charms: int = 0 secret to traitor
  setup { charms = 3 }
  heroes { win when charms == 0 }
  traitor { win when false }
}
"""


def test_a_win_that_only_a_blanked_secret_shows_sends_nobody_anywhere(tmp_path: Path) -> None:
    path = tmp_path / "charms.haunt"
    path.write_text(CHARMS, encoding="utf-8")
    sc = Scenario.new(explorers=CHARMS_EXPLORERS, scripts=[path])
    s = sc.reveal(906, revealer=1).build()
    view = seen_by(s, 0)
    assert not view.frames and view.phase is Phase.HAUNT
    assert dict(view.script_vars).get("haunt:906:charms", 0) == 0
    assert dict(s.script_vars)["haunt:906:charms"] == 3
    assert gathering_rooms(view, 0) == frozenset()
