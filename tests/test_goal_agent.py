"""The goal agent's choices, end to end through ``GoalAgent.act``, with no haunt-specific
code: an attack weighed by what its side's rules make of the win (a blow the heroes' page
singles out is worth worse odds), the room where the heroes win by gathering, the
traitor's blows and hunt aimed first at whoever carries the haunt's token, the rooms
where ending a turn sets off a rule, and in the monster turn a hero another monster holds
left to it."""

from __future__ import annotations

import attrs

from betrayal import Phase, Trait
from betrayal.agents.foes import foe_rooms
from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.goals import goal_foes
from betrayal.agents.progress import turn_end_rooms
from betrayal.content.model import Floor
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario
from betrayal.testing.haunts import clip_for, monster_turn

EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "brandon_jaspers")


def _werewolf_and_gunman(bullets: bool) -> GameState:
    """Haunt 5 revealed by seat 0 (the Werewolf) in the Foyer; seat 1 beside them holds the
    Revolver (a Speed attack with a die more), with or without the Silver Bullets, and is
    two dice short of the Werewolf's Speed."""
    sc = Scenario.new(EXPLORERS)
    for seat in range(4):
        sc.at(seat, "foyer")
    s = sc.reveal(5, revealer=0).build()
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])  # the Werewolf's set-up choices
    assert s.traitor == 0
    sc = Scenario(attrs.evolve(s, frames=(), monsters=()))
    sc.fresh(1).give(1, "revolver")
    if bullets:
        sc.state = attrs.evolve(sc.state, carried=(("haunt:5:bullets", 1),))
    sc.trait(1, Trait.SPEED, clip_for(sc.state, 1, Trait.SPEED, 3))
    sc.trait(0, Trait.SPEED, clip_for(sc.state, 0, Trait.SPEED, 6))
    return sc.turn(1).build()


def test_a_hero_presses_an_attack_the_heroes_rules_reward_despite_the_odds() -> None:
    s = _werewolf_and_gunman(bullets=True)
    assert (s.trait(1, Trait.SPEED), s.trait(0, Trait.SPEED)) == (3, 6)
    assert str(GoalAgent(seed=1, wander=0).act(s, 1)) == "attack 0 revolver"


def test_without_the_reward_the_same_odds_keep_the_hero_back() -> None:
    s = _werewolf_and_gunman(bullets=False)
    assert "attack 0 revolver" in [str(a) for a in s.legal_actions()]
    # Two dice short with the Revolver's Speed, one with bare-handed Might: the heroes win
    # when the Werewolf dies, so the closer blow is struck, never the long shot.
    assert (s.trait(1, Trait.MIGHT), s.trait(0, Trait.MIGHT)) == (5, 6)
    assert str(GoalAgent(seed=1, wander=0).act(s, 1)) == "attack 0"
    weaker = Scenario(s).trait(1, Trait.MIGHT, clip_for(s, 1, Trait.MIGHT, 4)).build()
    assert not str(GoalAgent(seed=1, wander=0).act(weaker, 1)).startswith("attack")


def test_a_foe_whose_death_wins_is_a_goal_foe() -> None:
    s = _werewolf_and_gunman(bullets=False)
    assert goal_foes(s, 1) == {0}  # the heroes win when no traitor is left
    assert goal_foes(s, 0) == {1, 2, 3}  # the Werewolf's side wins when no hero is


def test_a_hero_heads_for_the_room_where_the_heroes_win_by_gathering() -> None:
    """Haunt 36: with the rowboat carried into the Balcony, the heroes win once all of
    them stand there; the last hero walks in rather than off to explore."""
    sc = Scenario.new(EXPLORERS)
    sc.room("balcony", Floor.UPPER, 0, 1)
    s = sc.reveal(36, revealer=0).build()
    traitor = s.traitor
    assert traitor is not None
    carrier, other, last = [seat for seat in range(4) if seat != traitor]
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.at(traitor, "basement_landing").at(carrier, "balcony").at(other, "balcony")
    sc.at(last, "upper_landing")
    sc.state = attrs.evolve(sc.state, carried=(("haunt:36:rowboat", carrier),))
    s = sc.turn(last).build()
    move = GoalAgent(seed=1, wander=0).act(s, last)
    assert str(move) == "move N"
    s = s.apply(move)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def _revealed_in_foyer(haunt: int, sc: Scenario | None = None) -> GameState:
    """``haunt`` revealed by seat 0 with everyone in the Foyer (of ``sc``'s house, if
    given), its set-up choices answered with the first option."""
    sc = sc or Scenario.new(EXPLORERS)
    for seat in range(4):
        sc.at(seat, "foyer")
    s = sc.reveal(haunt, revealer=0).build()
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    return s


def _girl_with_a_strong_hero() -> tuple[GameState, int, int, int]:
    """Haunt 16 with everyone in the Foyer on the traitor's turn: one hero carries the
    rescued Girl and is far stronger than another hero standing beside them."""
    s = _revealed_in_foyer(16)
    traitor = s.traitor
    assert traitor is not None
    carrier, weak = [seat for seat in range(4) if seat != traitor][:2]
    sc = Scenario(attrs.evolve(s, frames=(), carried=(("haunt:16:captive", carrier),)))
    sc.trait(carrier, Trait.MIGHT, clip_for(sc.state, carrier, Trait.MIGHT, 7))
    sc.trait(weak, Trait.MIGHT, clip_for(sc.state, weak, Trait.MIGHT, 2))
    return sc.turn(traitor).build(), traitor, carrier, weak


def test_the_traitor_strikes_at_the_hero_carrying_the_haunts_token_first() -> None:
    s, traitor, carrier, weak = _girl_with_a_strong_hero()
    offered = [str(a) for a in s.legal_actions()]
    assert f"attack {carrier}" in offered and f"attack {weak}" in offered
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, traitor)) == f"attack {carrier}"


def test_without_a_token_the_traitor_picks_the_weaker_hero() -> None:
    s, traitor, _, weak = _girl_with_a_strong_hero()
    s = attrs.evolve(s, carried=())
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, traitor)) == f"attack {weak}"


def test_the_traitor_hunts_the_carrier_of_the_haunts_token() -> None:
    s, traitor, carrier, _ = _girl_with_a_strong_hero()
    s = Scenario(s).at(carrier, "basement_landing").build()
    assert foe_rooms(s, traitor) == frozenset({"basement_landing"})
    assert foe_rooms(attrs.evolve(s, carried=()), traitor) == frozenset(
        {"foyer", "basement_landing"}
    )


def test_a_rule_that_goes_off_wherever_the_turn_ends_points_nowhere() -> None:
    # Haunt 16: the bomb ticks after every turn of the traitor's, wherever it ends, so
    # it gives the traitor no reason to stay put (and the traitor hunts the carrier).
    s, traitor, _, _ = _girl_with_a_strong_hero()
    assert turn_end_rooms(s, traitor) == frozenset()
    sc = Scenario(s)
    for hero in range(4):
        if hero != traitor:
            sc.at(hero, "upper_landing")
    s = sc.build()
    for seed in range(4):
        # Off toward the heroes upstairs, not ending the turn in the Foyer.
        assert str(GoalAgent(seed=seed, wander=0).act(s, traitor)).startswith("move ")


def test_a_rule_for_ending_the_turn_in_certain_rooms_points_there() -> None:
    # Haunt 7: the traitor destroys the Plant Spray by ending a turn with it in the
    # Furnace Room (or the Chasm, or the Underground Lake).
    s = _revealed_in_foyer(7, Scenario.new(EXPLORERS).room("furnace_room", Floor.BASEMENT, 0, 1))
    traitor = s.traitor
    assert traitor is not None
    assert turn_end_rooms(s, traitor) == frozenset()  # no Spray in hand
    s = attrs.evolve(s, carried=(("haunt:7:spray", traitor),))
    assert turn_end_rooms(s, traitor) == frozenset({"furnace_room"})


def test_a_monster_leaves_alone_a_hero_another_monster_holds() -> None:
    # Haunt 23: a Sucker that beats a hero grabs them and hauls them to its Arm; another
    # Sucker's grab would only take them over, and nobody would ever be dragged home.
    s = _revealed_in_foyer(23)
    traitor = s.traitor
    assert traitor is not None
    hero = next(seat for seat in range(4) if seat != traitor and s.explorers[seat].alive)
    homes = [m.home for m in s.monsters if m.kind == "sucker"]
    held = MonsterState("sucker#1", "sucker", "foyer", home=homes[0], holding=hero)
    other = MonsterState("sucker#2", "sucker", "foyer", home=homes[1])
    sc = Scenario(attrs.evolve(s, monsters=(held, other)))
    for seat in range(4):
        if seat != hero:
            sc.at(seat, "upper_landing")
    s = monster_turn(sc.build(), traitor)
    while s.is_chance_node() or not any("sucker#2" in str(a) for a in s.legal_actions()):
        s = s.apply(s.legal_actions()[0])
    assert f"monster sucker#2 attack {hero}" in [str(a) for a in s.legal_actions()]
    for seed in range(6):
        assert "attack" not in str(GoalAgent(seed=seed, wander=0).act(s, traitor))
