"""3rd-edition haunt 29, A Beautiful Garden: the Fae come in with the traitor; the heroes
rend cold iron, learn the Fae's lore and bind them."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState

HAUNT = 29
FAE = MonsterState("fae#1", "fae", "bloody_room")
IRON = f"haunt:{HAUNT}:cold_iron"


def _in_bloody_room(*cards: str, **vars: object) -> GameState:
    """Everyone in the Bloody Room (an item symbol) with one Fae, seat 0's turn."""
    s = revealed(HAUNT)
    if vars:
        s = with_vars(s, HAUNT, **vars)
    sc = meet(s, "bloody_room", FAE)
    if cards:
        sc.give(0, *cards)
    return sc.turn(0).build()


def test_the_fae_arrive_in_the_traitors_room() -> None:
    s = revealed(HAUNT)
    assert s.players == 4 and s.traitor == 1
    fae = [m for m in s.monsters if m.kind == "fae"]
    assert len(fae) == 2  # {1/2/3/3} for four players
    assert {m.room for m in fae} == {s.explorers[1].room}


def test_rending_iron_takes_one_of_two_tokens_on_a_high_might_roll() -> None:
    s = _in_bloody_room()
    low = roll_all(s.apply("use haunt:29 rend_iron"), 0)
    assert haunt_vars(low, HAUNT).get("iron_left", 2) == 2
    assert (IRON, 0) not in low.carried
    high = roll_all(s.apply("use haunt:29 rend_iron"), 2)
    assert haunt_vars(high, HAUNT)["iron_left"] == 1
    assert (IRON, 0) in high.carried
    assert f"trade {IRON} 2" in names(high)  # Cold Iron changes hands like an item
    assert "use haunt:29 rend_iron" not in names(_in_bloody_room(iron_left=0))


def test_learning_in_the_library_puts_the_lore_on_the_heros_card() -> None:
    s = meet(revealed(HAUNT), "library").turn(0).build()
    assert "use haunt:29 learn" in names(s)
    fail = roll_all(s.apply("use haunt:29 learn"), 0)
    assert haunt_vars(fail, HAUNT).get("lore@0", 0) == 0
    s = roll_all(s.apply("use haunt:29 learn"), 2)
    assert haunt_vars(s, HAUNT)["lore@0"] == 1
    elsewhere = meet(revealed(HAUNT), "bloody_room").turn(0).build()
    assert "use haunt:29 learn" not in names(elsewhere)


def _bind(s: GameState) -> GameState:
    """Seat 0 tries to bind the Fae, every die a 1 (Josef's Knowledge is 3 dice)."""
    return roll_all(s.apply("use haunt:29 bind"), 1)


def test_binding_needs_lore_iron_and_the_ring_to_reach_nine() -> None:
    # 3 on the dice: +2 lore, +2 Ring is 7, short of 9.
    s = _bind(_in_bloody_room("ring", **{"lore@0": 1}))
    assert not s.is_terminal()
    # With the Cold Iron as well it is 9: the heroes win.
    s = _in_bloody_room("ring", **{"lore@0": 1})
    s = roll_all(s.apply("use haunt:29 rend_iron"), 2)
    s = _bind(s)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_the_fae_are_never_stunned_by_a_defeat() -> None:
    s = _in_bloody_room("chainsaw")
    s = roll_all(s.apply("attack fae#1"), 2)
    fae = [m for m in s.monsters if m.kind == "fae"]
    assert fae and not fae[0].stunned


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = _in_bloody_room()
    dead = [attrs.evolve(e, alive=i == 1) for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead)).apply("end")
    assert s.is_terminal()
    assert s.winner == "traitor"


def _monster_turn_with_hero_in(room: str) -> GameState:
    """Play on (every die a 1) to the monster turn, put seat 0 in ``room`` and give the
    two Fae in the Library a Speed roll of 0."""
    s = revealed(HAUNT)
    for _ in range(60):
        if s.turn.monsters:
            break
        s = roll_all(s, 1) if s.is_chance_node() else s.apply("end")
    explorers = list(s.explorers)
    explorers[0] = attrs.evolve(explorers[0], room=room)
    return roll_all(s.evolve(explorers=tuple(explorers)), 0)


def test_a_fae_strikes_a_hero_it_sees_from_another_room() -> None:
    s = _monster_turn_with_hero_in("winter_bedroom")  # through the Library's door
    strike = [n for n in names(s) if n.startswith("use haunt:29 fae_strike")]
    assert strike == ["use haunt:29 fae_strike library 0"]
    # The Fae's 6 Speed dice of 2 against seat 0's blanks: 12 Physical damage.
    s = s.apply(strike[0])
    for _ in range(6):
        s = s.apply("die 2")
    s = roll_all(s, 0)
    assert isinstance(s.frames[-1], PlaceDamage) and s.frames[-1].explorer == 0
    assert s.frames[-1].points == 12
    # A hero out of sight is safe.
    far = _monster_turn_with_hero_in("catacombs")
    assert not any("fae_strike" in n for n in names(far))
