"""Haunt 29, Frankenstein's Legacy: torches, the long fall, and a creature that shrugs off
Speed attacks and hits harder than it defends."""

from __future__ import annotations

import attrs

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.frames import PlaceRoomAnywhere, ScriptChoice
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import (
    Scenario,
    check_invariants,
    haunt_var,
    late_house,
    names,
    run_script,
    with_haunt_vars,
)
from betrayal.testing.houses import LATE_CREW, LATE_OMEN

KEY = "haunt:29"


def _revealed(sc: Scenario | None = None) -> GameState:
    """The haunt revealed by seat 1, in the late house unless ``sc`` gives another position."""
    s = (late_house() if sc is None else sc).reveal(29, revealer=1, omen=LATE_OMEN).build()
    # Setup may ask the traitor where a laboratory goes, or which one wakes the creature.
    while s.frames and isinstance(s.frames[-1], PlaceRoomAnywhere | ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.HAUNT and len(s.monsters) == 1
    return s


def _scene(state: GameState, hero_room: str, creature_room: str) -> tuple[Scenario, int, int]:
    """Everyone fresh; the traitor out of the way in the Entrance Hall, the hero to the
    traitor's left in ``hero_room`` with the creature in ``creature_room``; the hero's turn."""
    traitor = state.traitor
    assert traitor is not None
    hero = (traitor + 1) % 4
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.at(traitor, "entrance_hall").at(hero, hero_room)
    creature = MonsterState("creature#1", "creature", creature_room)
    sc.state = attrs.evolve(sc.state, monsters=(creature,))
    return sc, hero, traitor


def test_setup_fetches_a_laboratory_when_neither_is_in_the_house() -> None:
    sc = Scenario.new(explorers=LATE_CREW)  # only the starting rooms: neither laboratory
    s = sc.reveal(29, revealer=1, omen=LATE_OMEN).build()
    labs = ("research_laboratory", "operating_laboratory")
    assert not any(lab in s.house for lab in labs)
    assert isinstance(s.frames[-1], PlaceRoomAnywhere)
    assert s.frames[-1].room == "research_laboratory" and s.current_player() == s.traitor
    s = _revealed(Scenario.new(explorers=LATE_CREW))
    (creature,) = s.monsters
    assert creature.room == "research_laboratory"
    assert s.house.floor_of("research_laboratory") is Floor.UPPER
    # Nobody was moved into the new room.
    assert all(e.room != "research_laboratory" for e in s.explorers)
    check_invariants(s)


def test_the_creature_cannot_be_shot_with_speed_but_can_be_fought() -> None:
    sc, hero, _ = _scene(_revealed(), "foyer", "foyer")
    sc.give(hero, "revolver").turn(hero)
    s = sc.build()
    attacks = [n for n in names(s) if n.startswith("attack creature")]
    # Bare hands (Might) yes; the Revolver shoots with Speed, so it is not offered.
    assert attacks == ["attack creature#1"]


def test_the_creature_adds_two_to_its_attack_but_not_its_defence() -> None:
    sc, hero, _ = _scene(_revealed(), "foyer", "foyer")
    # Hero's Might at its third space: whatever dice the hero has, they roll all 0s.
    sc.turn(hero)
    s = sc.build()
    dice = s.trait(hero, Trait.MIGHT)
    # The hero attacks: rolls 0s; the creature defends with 8 dice of 1 = 8, no bonus.
    s = run_script(s, ["attack creature#1"] + ["die 0"] * dice + ["die 1"] * 8)
    # The hero lost by exactly 8: the damage placement asks for 8 points.
    assert s.frames and s.frames[-1].points == 8  # type: ignore[union-attr]


def test_a_torch_lit_in_the_kitchen_and_thrown_counts_a_hit() -> None:
    state = _revealed()
    if "kitchen" not in state.house:
        state = Scenario(state).room("kitchen", Floor.BASEMENT, 40, 40).state
    sc, hero, _ = _scene(state, "kitchen", "upper_landing")
    sc.turn(hero)
    s = sc.build()
    assert f"use {KEY} light_torch" in names(s)
    s = run_script(s, [f"use {KEY} light_torch"])
    assert haunt_var(s, 29, "torch_bearers") == (hero,) and haunt_var(s, 29, "torches_left") == 4
    # Not within a door of the creature (upstairs): no throw offered.
    assert not any("throw_torch" in n for n in names(s))
    # Now stand in the Foyer, one door from the creature in the Entrance Hall.
    sc2 = Scenario(s).at(hero, "foyer")
    moved = attrs.evolve(s.monsters[0], room="entrance_hall")
    sc2.state = attrs.evolve(sc2.state, monsters=(moved,))
    s = sc2.build()
    assert f"use {KEY} throw_torch entrance_hall" in names(s)
    speed = s.trait(hero, Trait.SPEED)
    s = run_script(s, [f"use {KEY} throw_torch entrance_hall"] + ["die 2"] * speed)
    s = run_script(s, ["die 0"] * 3)  # the creature's three Speed dice
    assert haunt_var(s, 29, "torch_hits") == 1 and haunt_var(s, 29, "torch_bearers") == ()
    # The spent torch goes back beside the board, to be lit again.
    assert haunt_var(s, 29, "torches_left") == 5
    # A hit does not stun it, and the torch is spent.
    assert not s.monsters[0].stunned
    check_invariants(s)


def test_the_last_torch_hit_kills_the_creature_and_the_heroes_win() -> None:
    sc, hero, _ = _scene(_revealed(), "foyer", "entrance_hall")
    sc.turn(hero)
    s = with_haunt_vars(sc.build(), 29, torch_hits=3, torch_bearers=(hero,))
    speed = s.trait(hero, Trait.SPEED)
    s = run_script(s, [f"use {KEY} throw_torch entrance_hall"] + ["die 2"] * speed + ["die 0"] * 3)
    assert s.monsters == ()
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_missed_throw_loses_the_torch_without_a_hit() -> None:
    sc, hero, _ = _scene(_revealed(), "foyer", "foyer")
    sc.turn(hero)
    s = with_haunt_vars(sc.build(), 29, torch_bearers=(hero,))
    speed = s.trait(hero, Trait.SPEED)
    s = run_script(s, [f"use {KEY} throw_torch foyer"] + ["die 0"] * speed + ["die 2"] * 3)
    assert haunt_var(s, 29, "torch_hits") in (None, 0) and haunt_var(s, 29, "torch_bearers") == ()
    assert len(s.monsters) == 1 and s.phase is Phase.HAUNT


def test_pushing_the_creature_from_the_tower() -> None:
    state = _revealed()
    if "tower" not in state.house:
        state = Scenario(state).room("tower", Floor.UPPER, 40, 40).state
    sc, hero, _ = _scene(state, "tower", "tower")
    sc.turn(hero)
    s = sc.build()
    might = s.trait(hero, Trait.MIGHT)
    # A roll of 5 is not enough...
    faces = ["die 2", "die 2", "die 1"] + ["die 0"] * (might - 3)
    s2 = run_script(s, [f"use {KEY} push_over", *faces])
    assert len(s2.monsters) == 1 and s2.phase is Phase.HAUNT
    # ... and once a turn only.
    assert f"use {KEY} push_over" not in names(s2)
    # A roll of 6 sends it over.
    faces = ["die 2", "die 2", "die 2"] + ["die 0"] * (might - 3)
    s3 = run_script(s, [f"use {KEY} push_over", *faces])
    assert s3.winner == "heroes"


def test_the_creature_can_tear_a_torch_away_instead_of_hurting() -> None:
    sc, hero, traitor = _scene(_revealed(), "foyer", "foyer")
    sc.turn(hero)
    s = with_haunt_vars(sc.build(), 29, torch_bearers=(hero,))
    might = s.trait(hero, Trait.MIGHT)
    # The hero attacks and loses by 8 (0 against eight 1s).
    s = run_script(s, ["attack creature#1"] + ["die 0"] * might + ["die 1"] * 8)
    assert s.current_player() == traitor
    assert sorted(names(s)) == ["choose False", "choose True"]
    before = s.explorers[hero].traits
    s = run_script(s, ["choose True"])
    assert s.explorers[hero].traits == before and not s.frames
    assert haunt_var(s, 29, "torch_bearers") == () and haunt_var(s, 29, "torches_left") in (None, 5)


def test_the_creature_goes_straight_for_the_nearest_hero() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    sc, _, traitor = _scene(_revealed(), "foyer", "entrance_hall")
    # Everyone else is upstairs; the hero in the Foyer is one door from the creature.
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(sc.state, turn=turn)))
    s = run_script(s, ["die 1", "die 1", "die 1"])  # three spaces to spend
    moves = [a for a in s.legal_actions() if str(a).startswith("monster creature#1")]
    assert moves and "monster creature#1 done" not in [str(a) for a in moves]
    for action in moves:
        after = s.apply(action)
        assert after.monsters[0].room == "foyer"


def test_the_traitor_picks_which_of_two_equally_near_heroes_the_creature_chases() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    sc, hero, traitor = _scene(_revealed(), "foyer", "entrance_hall")
    # A second hero in the Kitchen: one door from the creature, as near as the Foyer.
    other = (traitor + 2) % 4
    sc.at(other, "kitchen")
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(sc.state, turn=turn)))
    # The traitor is asked which of the two it goes after (the hero upstairs is farther).
    assert isinstance(s.frames[-1], ScriptChoice) and s.current_player() == traitor
    picks = {_picked(s.apply(a)): s.apply(a) for a in s.legal_actions()}
    assert set(picks) == {hero, other}
    for pick, room in ((other, "kitchen"), (hero, "foyer")):
        after = run_script(picks[pick], ["die 1", "die 1", "die 1"])
        moves = [a for a in after.legal_actions() if str(a).startswith("monster creature#1")]
        assert moves and "monster creature#1 done" not in [str(a) for a in moves]
        # Every step it may take goes to the chosen hero, never the other one.
        assert {after.apply(a).monsters[0].room for a in moves} == {room}


def _picked(state: GameState) -> int | None:
    chased = haunt_var(state, 29, "chased")
    return chased[0] if chased else None
