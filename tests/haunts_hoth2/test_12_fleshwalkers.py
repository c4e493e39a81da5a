"""Haunt 12, Fleshwalkers: a twin for every explorer, as strong as they were at the
reveal, hunting its own hero; only the Crystal Ball kills a twin."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.engine import current_player, run_pending
from betrayal.core.frames import Attack, RandomPick, RollDice, RollPurpose
from betrayal.core.rules import combat
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

HAUNT = 12


def _twin(seat: int, room: str, stunned: bool = False) -> MonsterState:
    """The twin of the hero in ``seat``, as the haunt's setup numbers them."""
    return MonsterState(f"twin#{seat + 1}", "twin", room, stunned=stunned, owner=seat)


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = west_house().reveal(HAUNT, revealer=2, omen=WEST_OMEN).build()
    assert s.traitor is None
    return s


def test_each_twin_mirrors_its_hero_at_the_reveal(revealed: GameState) -> None:
    s = revealed
    # One kind of twin, one twin belonging to each hero.
    assert [(m.kind, m.owner, m.room) for m in s.monsters] == [
        ("twin", k, "entrance_hall") for k in range(4)
    ]
    assert s.reveal is not None
    for k, m in enumerate(s.monsters):
        might, _speed, _knowledge, sanity = s.reveal.traits[k]
        assert combat.defence_dice(s, m.ident, Trait.MIGHT) == might
        assert combat.defence_dice(s, m.ident, Trait.SANITY) == sanity
    # Later changes to the hero do not change the twin.
    weaker = Scenario(s).trait(0, Trait.MIGHT, 0).build()
    assert combat.defence_dice(weaker, "twin#1", Trait.MIGHT) == s.reveal.traits[0][0]


def _monster_turn(state: GameState, *monsters: MonsterState, room: str) -> GameState:
    """Everyone in ``room`` except seat 0 in the Grand Staircase; the monsters' turn."""
    sc = Scenario(attrs.evolve(state, frames=(), monsters=monsters))
    for seat in range(state.players):
        sc.at(seat, room)
    s = sc.at(0, "grand_staircase").build()
    while not s.turn.monsters:
        s = s.apply("end")
        while s.frames and not s.turn.monsters:
            s = s.apply(s.legal_actions()[0])
    return s


def test_a_twin_makes_for_its_own_hero_and_attacks_there(revealed: GameState) -> None:
    twin = _twin(0, "entrance_hall")
    s = _monster_turn(revealed, twin, room="upper_landing")
    s = run_script(s, ["die 2"] * 4)  # its hero's Speed at the reveal: 4 dice
    # The twin walks to its own hero, whoever else it might find upstairs.
    assert names(s) == ["monster twin#1 move N"]
    s = s.apply("monster twin#1 move N")
    assert names(s) == ["monster twin#1 move N"]
    s = s.apply("monster twin#1 move N")
    assert s.monsters[0].room == "grand_staircase"
    assert names(s) == ["monster twin#1 attack 0"]


def _fight_own_twin(state: GameState, ball: bool) -> GameState:
    hero = state.turn.player
    twin = _twin(hero, "foyer")
    other = _twin((hero + 1) % state.players, "vault")
    sc = Scenario(attrs.evolve(state, frames=(), monsters=(twin, other)))
    for seat in range(state.players):
        sc.at(seat, "grand_staircase").fresh(seat)
    sc.at(hero, "foyer")
    if ball:
        sc.give(hero, "crystal_ball")
    s = sc.build()
    guard = combat.defence_dice(s, twin.ident, Trait.MIGHT)
    faces = ["die 2"] * s.trait(hero, Trait.MIGHT) + ["die 0"] * guard
    return run_script(s, [f"attack {twin.ident}", *faces])


def test_without_the_ball_beating_your_twin_stuns_it_and_costs_you(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _fight_own_twin(revealed, ball=False)
    twin = next(m for m in s.monsters if m.owner == hero)
    assert twin.stunned
    fresh = Scenario(revealed).fresh(hero).build()
    for trait in Trait:
        assert s.explorers[hero].position(trait) == fresh.explorers[hero].position(trait) - 1


def test_with_the_ball_beating_your_twin_kills_it(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _fight_own_twin(revealed, ball=True)
    assert not any(m.owner == hero for m in s.monsters)
    assert s.phase is Phase.HAUNT  # another twin is still about


def test_the_heroes_win_when_the_last_twin_dies(revealed: GameState) -> None:
    hero = revealed.turn.player
    twin = _twin(hero, "foyer")
    sc = Scenario(attrs.evolve(revealed, frames=(), monsters=(twin,)))
    s = sc.at(hero, "foyer").fresh(hero).give(hero, "crystal_ball").build()
    guard = combat.defence_dice(s, twin.ident, Trait.MIGHT)
    faces = ["die 2"] * s.trait(hero, Trait.MIGHT) + ["die 0"] * guard
    s = run_script(s, [f"attack {twin.ident}", *faces])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def _tie_with(state: GameState, owner: int) -> GameState:
    """The player whose turn it is attacks the twin of the hero in seat ``owner`` in the
    Foyer and both sides roll nothing."""
    hero = state.turn.player
    twin = _twin(owner, "foyer")
    sc = Scenario(attrs.evolve(state, frames=(), monsters=(twin,)))
    for seat in range(state.players):
        sc.at(seat, "grand_staircase").fresh(seat)
    s = sc.at(hero, "foyer").build()
    guard = combat.defence_dice(s, twin.ident, Trait.MIGHT)
    faces = ["die 0"] * (s.trait(hero, Trait.MIGHT) + guard)
    return run_script(s, [f"attack {twin.ident}", *faces])


def test_a_tie_with_your_own_twin_still_costs_you(revealed: GameState) -> None:
    hero = revealed.turn.player
    s = _tie_with(revealed, hero)
    assert not s.monsters[0].stunned
    fresh = Scenario(revealed).fresh(hero).build()
    for trait in Trait:
        assert s.explorers[hero].position(trait) == fresh.explorers[hero].position(trait) - 1


def test_a_tie_with_someone_elses_twin_costs_nothing(revealed: GameState) -> None:
    hero = revealed.turn.player
    other = (hero + 1) % revealed.players
    s = _tie_with(revealed, other)
    fresh = Scenario(revealed).fresh(hero).build()
    for trait in Trait:
        assert s.explorers[hero].position(trait) == fresh.explorers[hero].position(trait)


def _beside_stunned_twin(state: GameState, ball: bool) -> GameState:
    hero = state.turn.player
    twin = _twin(hero, "foyer", stunned=True)
    sc = Scenario(attrs.evolve(state, frames=(), monsters=(twin,)))
    for seat in range(state.players):
        sc.at(seat, "grand_staircase").fresh(seat)
    sc.at(hero, "foyer")
    if ball:
        sc.give(hero, "crystal_ball")
    return sc.build()


def test_only_the_crystal_balls_holder_may_strike_a_stunned_twin(revealed: GameState) -> None:
    hero = revealed.turn.player
    without = _beside_stunned_twin(revealed, ball=False)
    assert not any(n.startswith("attack ") for n in names(without))
    with_ball = _beside_stunned_twin(revealed, ball=True)
    assert f"attack twin#{hero + 1}" in names(with_ball)


def test_among_several_heroes_a_twin_attacks_its_own(revealed: GameState) -> None:
    twin = _twin(0, "entrance_hall")
    s = _monster_turn(revealed, twin, room="entrance_hall")
    s = Scenario(s).at(0, "entrance_hall").build()  # its own hero among the others
    s = run_script(s, ["die 0"] * 4)  # the twin's Speed roll
    assert [n for n in names(s) if " attack " in n] == ["monster twin#1 attack 0"]


def test_without_its_own_hero_there_a_twin_may_attack_anyone(revealed: GameState) -> None:
    twin = _twin(0, "entrance_hall")
    s = _monster_turn(revealed, twin, room="entrance_hall")  # seat 0 is upstairs
    s = run_script(s, ["die 0"] * 4)
    attacks = [n for n in names(s) if " attack " in n]
    assert len(attacks) == revealed.players - 1 and "monster twin#1 attack 0" not in attacks


def test_without_its_own_hero_there_a_twin_falls_on_a_hero_at_random(
    revealed: GameState,
) -> None:
    twin = _twin(0, "entrance_hall")
    s = _monster_turn(revealed, twin, room="entrance_hall")  # seat 0 is upstairs
    s = run_script(s, ["die 0"] * 4)
    # Whoever its mover points it at, the victim is drawn among the heroes there.
    s = s.apply("monster twin#1 attack 1")
    assert isinstance(s.frames[-1], RandomPick)
    assert s.frames[-1].options == tuple(range(1, revealed.players))
    s = s.apply(f"pick {revealed.players - 1}")
    attack = next(f for f in reversed(s.frames) if isinstance(f, Attack))
    assert attack.attacker == "twin#1" and attack.defender == str(revealed.players - 1)


def test_a_twin_its_dead_heros_player_commands_is_aimed_by_them(revealed: GameState) -> None:
    assert revealed.reveal is not None
    s = _monster_turn(revealed, _twin(1, "foyer"), room="foyer")
    s = _dead(s, 1)
    s = run_script(s, ["die 0"] * revealed.reveal.traits[1][1])
    s = s.apply("monster twin#2 attack 2")
    attack = next(f for f in reversed(s.frames) if isinstance(f, Attack))
    assert attack.defender == "2" and not any(isinstance(f, RandomPick) for f in s.frames)


def test_each_twin_rolls_its_own_heros_speed(revealed: GameState) -> None:
    assert revealed.reveal is not None
    speeds = [traits[1] for traits in revealed.reveal.traits]
    a, b = next((a, b) for a in range(4) for b in range(4) if speeds[a] != speeds[b])
    s = _monster_turn(revealed, _twin(a, "vault"), _twin(b, "vault"), room="foyer")
    # One roll for the first twin alone, with its own hero's Speed in dice.
    top = s.frames[-1]
    first, second = sorted((a, b))
    assert isinstance(top, RollDice) and top.dice == speeds[first]
    s = run_script(s, ["die 0"] * speeds[first])
    s = _until_speed_roll(s)
    top = s.frames[-1]
    assert isinstance(top, RollDice) and top.dice == speeds[second]


def _until_speed_roll(s: GameState) -> GameState:
    """Play the first choice on offer (blanks for any die) until a monster's Speed is
    rolled."""
    for _ in range(60):
        top = s.frames[-1] if s.frames else None
        if isinstance(top, RollDice) and top.purpose is RollPurpose.MONSTER_SPEED:
            return s
        s = s.apply("die 0" if isinstance(top, RollDice) else s.legal_actions()[0])
    raise AssertionError("no Speed roll came")


def _dead(state: GameState, seat: int) -> GameState:
    explorers = tuple(
        attrs.evolve(e, alive=False, cards=()) if k == seat else e
        for k, e in enumerate(state.explorers)
    )
    return run_pending(attrs.evolve(state, explorers=explorers))


def test_a_dead_heros_player_commands_that_heros_twin(revealed: GameState) -> None:
    assert revealed.reveal is not None
    speeds = [traits[1] for traits in revealed.reveal.traits]
    # Seat 0 waits in the Grand Staircase, the others in the Foyer.
    s = _monster_turn(revealed, _twin(0, "vault"), _twin(1, "entrance_hall"), room="foyer")
    s = _dead(s, 1)
    mover = s.turn.player
    assert mover != 1
    s = run_script(s, ["die 0"] * speeds[0])
    # The living hero's twin is moved by the player of the monster turn ...
    assert current_player(s) == mover
    assert names(s) and all(n.startswith("monster twin#1 ") for n in names(s))
    s = _until_speed_roll(s)
    s = run_script(s, ["die 1"] * speeds[1])
    # ... the dead hero's twin by that hero's player, who may send it after the others.
    assert current_player(s) == 1
    assert "monster twin#2 move N" in names(s)
    s = s.apply("monster twin#2 move N")
    assert s.monsters[1].room == "foyer"
    assert {n for n in names(s) if " attack " in n} == {
        f"monster twin#2 attack {seat}" for seat in range(revealed.players) if seat not in (0, 1)
    }
