"""Haunt 23, Tentacled Horror: Suckers grab and haul heroes to their Arms; the Head dies
to three defeats once the Crystal Ball has shown where it lies."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.content.model import Floor
from betrayal.core.frames import PlaceRoomAnywhere
from betrayal.core.rules.monster_kinds import trait_of
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.testing import (
    Scenario,
    attacker_throws,
    check_invariants,
    late_house,
    monster_turn,
    names,
    next_turn,
    run_script,
    with_haunt_vars,
)
from betrayal.testing.houses import LATE_CREW, LATE_OMEN

KEY = "haunt:23"
ARMS = ["choose furnace_room", "choose conservatory", "choose organ_room", "choose chasm"]


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


_CACHE: dict[int, GameState] = {}


def _revealed(game: Game) -> GameState:
    # The late house, revealed by seat 1: Peter Akimoto (seat 2) turns traitor; every
    # tentacle room is in the house. The reveal is played once for the whole module.
    if id(game) not in _CACHE:
        s = late_house().reveal(23, revealer=1, omen=LATE_OMEN).build()
        assert s.traitor == 2
        _CACHE[id(game)] = run_script(s, ARMS)
    return _CACHE[id(game)]


def _var(state: GameState, name: str) -> object:
    return dict(state.script_vars)[f"{KEY}:{name}"]


def _sucker(state: GameState, ident: str) -> MonsterState:
    (m,) = [m for m in state.monsters if m.ident == ident]
    return m


def _with_monsters(state: GameState, *changed: MonsterState) -> GameState:
    by_id = {m.ident: m for m in changed}
    return attrs.evolve(state, monsters=tuple(by_id.get(m.ident, m) for m in state.monsters))


def _heroes_at(state: GameState, room: str) -> Scenario:
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in (0, 1, 3):
        sc.at(seat, room).fresh(seat)
    return sc


def test_the_traitor_dies_and_a_tentacle_reaches_in_per_player(game: Game) -> None:
    s = _revealed(game)
    assert not s.explorers[2].alive
    assert _var(s, "arms") == 4
    homes = {m.ident: m.home for m in s.monsters}
    assert homes == {
        "sucker#1": "furnace_room",
        "sucker#2": "conservatory",
        "sucker#3": "organ_room",
        "sucker#4": "chasm",
    }
    assert sorted(r for t, r in s.tokens if t == f"{KEY}:arm") == sorted(homes.values())
    check_invariants(s)


def test_missing_tentacle_rooms_are_laid_from_the_stack(game: Game) -> None:
    # Only the Conservatory and the Organ Room are in the house; once both have an Arm,
    # the traitor picks a tentacle room from the stack and lays it.
    sc = Scenario.new(explorers=LATE_CREW)
    sc.room("conservatory", Floor.GROUND, 1, 0, 3)  # east of the Entrance Hall
    sc.room("organ_room", Floor.GROUND, -1, 0, 2)  # west of the Entrance Hall
    s = sc.reveal(23, revealer=1, omen=LATE_OMEN).build()
    s = run_script(s, ["choose conservatory"])
    assert {str(a) for a in s.legal_actions()} == {
        "choose furnace_room",
        "choose underground_lake",
        "choose gardens",
        "choose chasm",
    }
    s = run_script(s, ["choose gardens"])  # the Gardens go on the ground floor only
    assert all(str(a).startswith("place") for a in s.legal_actions())
    s = s.apply(s.legal_actions()[0])
    assert "gardens" in s.house and ("haunt:23:arm", "gardens") in s.tokens
    check_invariants(s)


def test_a_sucker_that_wins_grabs_without_hurting_and_the_hero_drops_everything(
    game: Game,
) -> None:
    s = _revealed(game)
    sc = _heroes_at(s, "furnace_room").give(0, "axe").turn(0)
    s = sc.build()
    might = s.trait(0, Trait.MIGHT)
    before = s.explorers[0].traits
    s = run_script(s, ["attack sucker#1"] + ["die 0"] * might + ["die 2"] * 4)
    assert s.explorers[0].traits == before  # no damage
    assert _sucker(s, "sucker#1").holding == 0
    assert "axe" in s.pile("furnace_room") and s.explorers[0].cards == ()
    # Held: the hero has already attacked this turn, so only ending the turn is left.
    assert [str(a) for a in s.legal_actions()] == ["end"]
    s = run_script(next_turn(s, 0), [])
    assert [str(a) for a in s.legal_actions()] == ["use haunt:23 tear_free sucker#1", "end"]


def test_a_grabbing_sucker_hauls_its_hero_home_and_the_creature_eats(game: Game) -> None:
    s = _revealed(game)
    sc = _heroes_at(s, "upper_landing").at(0, "basement_landing")
    s = sc.build()
    grip = attrs.evolve(_sucker(s, "sucker#1"), room="basement_landing", holding=0)
    s = _with_monsters(s, grip)
    s = monster_turn(s, 2)
    # Two spaces nearer the Furnace Room, the hero dragged along; the Sucker is done.
    first = _sucker(s, "sucker#1").room
    assert first != "basement_landing" and s.explorers[0].room == first
    while s.turn.monsters:
        s = s.apply("die 0") if s.is_chance_node() else s.apply(_done(s))
    # Drag on until the Arm is reached, then the next monster turn eats the hero.
    for _ in range(4):
        if _sucker(s, "sucker#1").room == "furnace_room":
            break
        s = _finish_monster_turn(monster_turn(s, 2))
    assert s.explorers[0].room == "furnace_room" and s.explorers[0].alive
    s = monster_turn(s, 2)
    assert not s.explorers[0].alive
    assert not any(m.ident == "sucker#1" for m in s.monsters)
    assert ("haunt:23:arm", "furnace_room") not in s.tokens


def _done(state: GameState) -> str:
    actions = [str(a) for a in state.legal_actions()]
    return next(a for a in actions if a.endswith(" done"))


def _finish_monster_turn(state: GameState) -> GameState:
    while state.turn.monsters and state.phase is Phase.HAUNT:
        state = state.apply("die 0") if state.is_chance_node() else state.apply(_done(state))
    return state


def test_suckers_grow_stronger_with_the_track(game: Game) -> None:
    s = _heroes_at(_revealed(game), "upper_landing").build()
    # The creature lies in the basement, away from every hero; it is not shut in there
    # (monsters climb the Coal Chute), so no stairs are laid for it.
    s = monster_turn(with_haunt_vars(s, 23, track=3), 2)
    assert not any(isinstance(f, PlaceRoomAnywhere) for f in s.frames)
    assert (trait_of(s, "sucker", Trait.SPEED), trait_of(s, "sucker", Trait.MIGHT)) == (3, 5)
    s = _finish_monster_turn(s)
    assert _var(s, "track") == 4  # the track moves on as the creature's turn ends
    s = monster_turn(with_haunt_vars(s, 23, track=8), 2)
    traits = [trait_of(s, "sucker", t) for t in (Trait.SPEED, Trait.MIGHT, Trait.SANITY)]
    assert traits == [4, 8, 8]


def test_a_beaten_sucker_lets_go_and_snaps_back_to_its_arm(game: Game) -> None:
    s = _revealed(game)
    sc = _heroes_at(s, "basement_landing").turn(1)
    s = sc.build()
    grip = attrs.evolve(_sucker(s, "sucker#1"), room="basement_landing", holding=0)
    s = _with_monsters(s, grip)
    might = s.trait(1, Trait.MIGHT)
    s = run_script(s, ["attack sucker#1"] + ["die 2"] * might + ["die 0"] * 4)
    m = _sucker(s, "sucker#1")
    assert m.stunned and m.holding is None and m.room == "furnace_room"
    assert s.explorers[0].room == "basement_landing"


def test_a_grabbed_hero_fights_the_sucker_holding_them(game: Game) -> None:
    s = _revealed(game)
    sc = _heroes_at(s, "basement_landing").turn(0)
    s = sc.build()
    grip = attrs.evolve(_sucker(s, "sucker#1"), room="basement_landing", holding=0)
    s = _with_monsters(s, grip)
    might = s.trait(0, Trait.MIGHT)
    # A loss: no damage, still held, and the turn is over.
    before = s.explorers[0].traits
    lost = run_script(s, ["use haunt:23 tear_free sucker#1"] + ["die 0"] * might + ["die 1"] * 4)
    assert lost.explorers[0].traits == before and _sucker(lost, "sucker#1").holding == 0
    assert [str(a) for a in lost.legal_actions()] == ["end"]
    # A win: let go, the Sucker back at its Arm, and moving costs double this turn.
    s = run_script(s, ["use haunt:23 tear_free sucker#1"] + ["die 2"] * might + ["die 0"] * 4)
    m = _sucker(s, "sucker#1")
    assert m.stunned and m.room == "furnace_room" and m.holding is None
    assert _var(s, "slowed") == 0 and _var(s, "slowed_on") == s.turn.number


def test_the_crystal_ball_finds_the_head_and_three_defeats_destroy_it(game: Game) -> None:
    s = _revealed(game)
    sc = _heroes_at(s, "upper_landing").give(3, "crystal_ball").turn(3)
    s = sc.build()
    knowledge = s.trait(3, Trait.KNOWLEDGE)
    # Knowledge 4 or more, then 4 dice showing 2: the Organ Room.
    s = run_script(s, ["use haunt:23 find_head"] + ["die 1"] * knowledge)
    s = run_script(s, ["die 2", "die 0", "die 0", "die 0"])
    assert [(m.kind, m.room) for m in s.monsters if m.kind == "head"] == [("head", "organ_room")]
    assert "crystal_ball" in s.removed
    for wounds in (1, 2, 3):
        sc = Scenario(s).at(0, "organ_room")
        s = attrs.evolve(
            sc.state, monsters=tuple(attrs.evolve(m, stunned=False) for m in s.monsters)
        )
        s = next_turn(s, 0)
        might = s.trait(0, Trait.MIGHT)
        s = run_script(s, ["attack head#1"] + ["die 2"] * might + ["die 0"] * 6)
        assert _var(s, "wounds") == wounds
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_sucker_beating_a_hero_in_a_sanity_fight_hurts_instead_of_grabbing(
    game: Game,
) -> None:
    s = _revealed(game)
    s = _heroes_at(s, "furnace_room").give(0, "ring").turn(0).build()
    sanity = s.trait(0, Trait.SANITY)
    s = run_script(s, ["attack sucker#1 ring"] + ["die 0"] * sanity + ["die 2"] * 7)
    # Not grabbed, and the hero takes the mental damage of a lost fight.
    assert _sucker(s, "sucker#1").holding is None
    assert any(type(f).__name__ == "PlaceDamage" for f in s.frames)


def test_the_crystal_balls_own_search_is_not_offered(game: Game) -> None:
    s = _revealed(game)
    s = _heroes_at(s, "upper_landing").give(3, "crystal_ball").turn(3).build()
    offered = [str(a) for a in s.legal_actions()]
    assert "use haunt:23 find_head" in offered
    assert not any(a.startswith("use omen:crystal_ball") for a in offered)


def test_the_spirit_board_does_not_move_a_sucker(game: Game) -> None:
    s = _revealed(game)
    sc = _heroes_at(s, "basement_landing").give(0, "spirit_board").turn(0)
    s = _with_monsters(sc.build(), attrs.evolve(_sucker(sc.build(), "sucker#1"), room="vault"))
    s = s.apply("use omen:spirit_board peek")
    while s.frames:
        offered = [str(a) for a in s.legal_actions()]
        s = s.apply("choose 1" if "choose 1" in offered else offered[0])
    assert _sucker(s, "sucker#1").room == "vault"


def test_only_the_sucker_back_at_its_arm_eats_and_the_others_keep_hauling(game: Game) -> None:
    # Two Suckers each hold a hero: the first is at its own Arm, the second far from its.
    s = _heroes_at(_revealed(game), "upper_landing").at(0, "furnace_room").build()
    s = Scenario(s).at(1, "library").build()
    home = attrs.evolve(_sucker(s, "sucker#1"), holding=0)
    away = attrs.evolve(_sucker(s, "sucker#2"), room="library", holding=1)
    s = monster_turn(_with_monsters(s, home, away), 2)
    # The first eats its hero and goes, with its Arm; the second and its Arm stay.
    assert not s.explorers[0].alive and s.explorers[1].alive
    assert [m.ident for m in s.monsters] == ["sucker#2", "sucker#3", "sucker#4"]
    arms = sorted(r for t, r in s.tokens if t == f"{KEY}:arm")
    assert arms == ["chasm", "conservatory", "organ_room"]
    # The second drags its hero two spaces on toward the Conservatory, into the Charred
    # Room next to it; the free ones stay put.
    hauled = _sucker(s, "sucker#2")
    assert hauled.room == "charred_room" and hauled.holding == 1
    assert s.explorers[1].room == "charred_room"
    assert (_sucker(s, "sucker#3").room, _sucker(s, "sucker#4").room) == ("organ_room", "chasm")


def test_a_hero_tearing_free_sends_home_only_the_sucker_holding_them(game: Game) -> None:
    # Two Suckers in one room, each holding a hero.
    s = _heroes_at(_revealed(game), "basement_landing").turn(0).build()
    mine = attrs.evolve(_sucker(s, "sucker#1"), room="basement_landing", holding=0)
    theirs = attrs.evolve(_sucker(s, "sucker#2"), room="basement_landing", holding=1)
    s = _with_monsters(s, mine, theirs)
    assert "use haunt:23 tear_free sucker#1" in names(s)
    assert "use haunt:23 tear_free sucker#2" not in names(s)
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, ["use haunt:23 tear_free sucker#1"] + ["die 2"] * might + ["die 0"] * 4)
    beaten, other = _sucker(s, "sucker#1"), _sucker(s, "sucker#2")
    assert beaten.room == "furnace_room" and beaten.stunned and beaten.holding is None
    assert other.room == "basement_landing" and not other.stunned and other.holding == 1
    assert s.explorers[1].room == "basement_landing"


def _play_until(state: GameState, action: str) -> GameState:
    """The monster turn played on (every die a 1, the first act offered) until ``action``
    is offered, then taken."""
    for _ in range(20):
        if state.is_chance_node():
            state = state.apply("die 1")
        elif action in names(state):
            return state.apply(action)
        else:
            state = state.apply(names(state)[0])
    raise AssertionError(f"{action} was never offered")


def test_a_sucker_that_grabs_on_the_monster_turn_stops_but_its_kin_go_on(game: Game) -> None:
    s = _heroes_at(_revealed(game), "upper_landing").at(0, "furnace_room").build()
    s = Scenario(s).at(1, "furnace_room").build()
    s = _with_monsters(s, attrs.evolve(_sucker(s, "sucker#2"), room="furnace_room"))
    s = attacker_throws(_play_until(monster_turn(s, 2), "monster sucker#1 attack 0"), 2, 0)
    assert _sucker(s, "sucker#1").holding == 0
    offered = names(s)
    # The one that grabbed may only finish; the other may still attack.
    assert [a for a in offered if a.startswith("monster sucker#1")] == ["monster sucker#1 done"]
    assert "monster sucker#2 attack 1" in offered


def test_a_sucker_beaten_on_the_monster_turn_goes_home_and_its_kin_keep_their_grip(
    game: Game,
) -> None:
    # The first Sucker drags its hero into its Arm's room, where a second, free one
    # attacks that hero and loses.
    s = _heroes_at(_revealed(game), "upper_landing").at(0, "underground_lake").build()
    grip = attrs.evolve(_sucker(s, "sucker#1"), room="underground_lake", holding=0)
    kin = attrs.evolve(_sucker(s, "sucker#2"), room="furnace_room")
    s = monster_turn(_with_monsters(s, grip, kin), 2)
    assert s.explorers[0].room == "furnace_room"
    s = attacker_throws(_play_until(s, "monster sucker#2 attack 0"), 0, 2)
    beaten, holder = _sucker(s, "sucker#2"), _sucker(s, "sucker#1")
    assert beaten.room == "conservatory" and beaten.stunned
    assert holder.room == "furnace_room" and holder.holding == 0 and not holder.stunned


def test_a_sucker_blasted_next_door_snaps_back_to_its_arm(game: Game) -> None:
    s = _heroes_at(_revealed(game), "basement_landing").give(0, "dynamite").turn(0).build()
    s = _with_monsters(s, attrs.evolve(_sucker(s, "sucker#4"), room="vault"))
    s = s.apply("use item:dynamite throw vault")
    while s.frames:
        s = s.apply("die 0" if s.is_chance_node() else names(s)[0])
    blasted = _sucker(s, "sucker#4")
    assert blasted.room == "chasm" and blasted.stunned
    assert not any(m.stunned for m in s.monsters if m.ident != "sucker#4")


def test_a_free_hero_beating_the_second_of_two_suckers_sends_that_one_home(game: Game) -> None:
    s = _heroes_at(_revealed(game), "basement_landing").turn(1).build()
    first = attrs.evolve(_sucker(s, "sucker#1"), room="basement_landing")
    second = attrs.evolve(_sucker(s, "sucker#2"), room="basement_landing")
    s = _with_monsters(s, first, second)
    might = s.trait(1, Trait.MIGHT)
    s = run_script(s, ["attack sucker#2"] + ["die 2"] * might + ["die 0"] * 4)
    assert _sucker(s, "sucker#2").room == "conservatory"
    assert _sucker(s, "sucker#1").room == "basement_landing"
