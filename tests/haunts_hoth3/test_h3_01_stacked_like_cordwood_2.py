"""3rd-edition haunt 1, Crimson Jack Returns: the traitor's strength at the reveal, the
lore learned in the Library, the Spirit freed by the traitor's death and the body
brought back, and each side's win."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all

from betrayal.core.engine import run_pending
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage

HAUNT = 1


def test_the_traitor_heals_and_gains_might_and_speed() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    start = s.explorer_def(1).track(Trait.MIGHT).start
    assert s.explorers[1].position(Trait.MIGHT) == start + 1  # four players: +1
    assert s.explorers[1].position(Trait.SPEED) == s.explorer_def(1).track(Trait.SPEED).start + 1
    assert s.monsters == ()


def _learn(face: int) -> GameState:
    s = meet(revealed(HAUNT), "library").turn(0).build()
    s = roll_all(s.apply("use haunt:1 learn"), face)
    while s.frames and any(n.startswith("choose") or n.startswith("pick") for n in names(s)):
        s = s.apply(s.legal_actions()[0])
    return s


def test_knowledge_of_five_in_the_library_hands_out_lore() -> None:
    assert haunt_vars(_learn(2), HAUNT)["lore_given"] == 1  # 3 dice of 2: 6
    assert haunt_vars(_learn(0), HAUNT).get("lore_given", 0) == 0


def test_a_failed_study_costs_two_mental_points() -> None:
    s = meet(revealed(HAUNT), "kitchen").turn(0).build()
    s = roll_all(s.apply("use haunt:1 study"), 0)
    assert "damage knowledge" in names(s) or "damage sanity" in names(s)
    s = roll_all(meet(revealed(HAUNT), "kitchen").turn(0).build().apply("use haunt:1 study"), 2)
    assert "kitchen" in [t[1] for t in s.tokens if t[0] == "haunt:1:circle"]


def _traitor_dies() -> GameState:
    """The traitor, in the Ballroom, has Might and Speed at their lowest and loses a Might
    fight by 3; the blow goes on Might."""
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(1, Trait.MIGHT, 0).trait(1, Trait.SPEED, 0)
    s = sc.turn(0).build()
    s = roll_all(s.apply("attack 1"), 2)
    s = place_damage(s, Trait.MIGHT)
    while s.frames and s.legal_actions() and str(s.legal_actions()[0]).startswith("choose"):
        s = s.apply(s.legal_actions()[0])
    return s


def test_the_traitors_death_frees_the_spirit_far_from_the_body() -> None:
    s = _traitor_dies()
    assert not s.explorers[1].alive
    spirits = [m for m in s.monsters if m.kind.endswith("spirit")]
    assert len(spirits) == 1
    assert spirits[0].room != "ballroom"


def test_the_spirit_on_the_body_brings_the_traitor_back() -> None:
    s = _traitor_dies()
    spirit = next(m for m in s.monsters if m.kind.endswith("spirit"))
    s = attrs.evolve(s, monsters=(attrs.evolve(spirit, room="ballroom"),))
    fired = run_pending(s.game.scripts.fire(s, "monster_turn_start", (1,)))
    assert fired.explorers[1].alive
    assert fired.explorers[1].position(Trait.MIGHT) >= s.explorer_def(1).track(Trait.MIGHT).start
    assert fired.monsters == ()


def _exorcise(circle: bool) -> GameState:
    """Seat 0 tries the exorcism on the Spirit's tile, the traitor dead; the Sanity dice
    come to 6 (three 2s, the rest blank)."""
    sc = meet(revealed(HAUNT), "ballroom", MonsterState("spirit#1", "spirit", "ballroom"))
    if circle:
        sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, ("haunt:1:circle", "ballroom")))
    s = sc.turn(0).build()
    dead = [attrs.evolve(e, alive=False) if i == 1 else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead))
    assert "use haunt:1 exorcise" in names(s), names(s)
    assert s.trait(0, Trait.SANITY) >= 3
    s = s.apply("use haunt:1 exorcise")
    for _ in range(3):
        s = s.apply("die 2")
    return roll_all(s, 0)


def test_the_exorcism_wins_for_the_heroes_with_help_from_a_circle() -> None:
    s = _exorcise(circle=True)  # 6, +1 for the circle: 7
    assert s.is_terminal() and s.winner == "heroes"
    s = _exorcise(circle=False)  # 6: every hero is hurt
    assert not s.is_terminal()
    assert "damage might" in names(s) or "damage speed" in names(s)


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(1).build()
    s = s.evolve(
        explorers=tuple(
            attrs.evolve(e, alive=False) if i in (2, 3) else e for i, e in enumerate(s.explorers)
        )
    )
    s = s.apply("attack 0")
    for _ in range(s.trait(1, Trait.MIGHT)):
        s = s.apply("die 2")  # the traitor's dice
    s = roll_all(s, 0)  # the hero's
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[0].alive
    assert s.is_terminal() and s.winner == "traitor"
