"""3rd-edition haunt 6, Inheritance: a hidden traitor; Evidence laid about the house,
Uncover the Truth, the price of a turn without an attack, being slowed by anyone, and
both goals."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage, ScriptChoice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait

HAUNT = 6
TRAITOR = 2


def _dealt() -> GameState:
    """The reveal with the traitor's token dealt to seat 2, the Evidence laid and the
    heroes' Number tokens dealt, each choice its first option."""
    s = revealed(HAUNT).apply(f"deal {TRAITOR}")
    while s.frames and (isinstance(s.frames[-1], ScriptChoice) or names(s)[0].startswith("pick")):
        s = s.apply(names(s)[0])
    return s


def test_the_traitor_is_hidden_and_the_evidence_lies_in_pairs_on_two_floors() -> None:
    s = _dealt()
    assert s.traitor == TRAITOR and s.traitor_hidden
    ev = dict((t.removeprefix("haunt:6:"), r) for t, r in s.tokens)
    assert len(ev) == 8 and len(set(ev.values())) == 8
    floor = {t.room: t.floor for t in s.house.tiles}
    for trait in ("might", "speed", "sanity", "knowledge"):
        assert floor[ev[f"{trait}_a"]] != floor[ev[f"{trait}_b"]], trait
    assert sorted(haunt_vars(s, HAUNT)["ranking"]) == [0, 1, 3]


def _uncover(face: int, cleared: tuple[int, ...] = (), hurt: bool = False) -> GameState:
    """Seat 0 carries the first Might Evidence into the Ballroom, where its twin lies (the
    traitor at their lowest Sanity if ``hurt``)."""
    sc = meet(_dealt(), "ballroom")
    sc.trait(0, Trait.MIGHT, 6)
    if hurt:
        sc.trait(TRAITOR, Trait.SANITY, 0)
    s = sc.turn(0).build()
    tokens = tuple(t for t in s.tokens if t[0] != "haunt:6:might_b")
    s = s.evolve(
        tokens=tuple(sorted((*tokens, ("haunt:6:might_b", "ballroom")))),
        carried=(("haunt:6:might_a", 0),),
    )
    s = with_vars(s, HAUNT, cleared=cleared)
    act = "use haunt:6 uncover_might"
    assert act in names(s), names(s)
    return roll_all(s.apply(act), face)


def test_uncover_the_truth_turns_up_the_highest_heros_number() -> None:
    s = _uncover(2)
    ranking = haunt_vars(s, HAUNT)["ranking"]
    assert haunt_vars(s, HAUNT)["cleared"] == (ranking[0],)
    assert s.traitor_hidden
    low = _uncover(0)
    assert haunt_vars(low, HAUNT)["cleared"] == ()


def test_with_every_hero_cleared_uncover_the_truth_exposes_and_heals_the_traitor() -> None:
    ranking = haunt_vars(_dealt(), HAUNT)["ranking"]
    start = meet(_dealt(), "ballroom").build().explorers[TRAITOR].traits
    s = _uncover(2, cleared=tuple(ranking), hurt=True)
    assert not s.traitor_hidden
    after = s.explorers[TRAITOR].traits
    assert after[0] == start[0] + 1  # Might: +1
    assert after[3] == start[3]  # Sanity healed from its lowest
    assert _uncover(2, cleared=tuple(ranking[:-1])).traitor_hidden


def test_a_turn_without_an_attack_costs_two_dice_of_mental_damage() -> None:
    s = meet(_dealt(), "ballroom").turn(0).build()
    s = roll_all(s.apply("end"), 1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0 and frame.points == 2
    # After an attack, nothing.
    s = meet(_dealt(), "ballroom").turn(0).build()
    s = roll_all(s.apply("attack 1"), 1)
    while s.frames:
        s = s.apply(names(s)[0])
    s = s.apply("end")
    assert not (s.frames and isinstance(s.frames[-1], PlaceDamage))


def test_damage_that_would_kill_the_hidden_traitor_reveals_them_instead() -> None:
    sc = meet(_dealt(), "ballroom")
    sc.trait(TRAITOR, Trait.SANITY, 0).trait(TRAITOR, Trait.KNOWLEDGE, 0)
    s = sc.turn(TRAITOR).build()
    s = roll_all(s.apply("end"), 2)  # 4 points of Mental damage
    while s.frames and not s.is_chance_node():
        s = s.apply(names(s)[0])
    assert s.explorers[TRAITOR].alive
    assert not s.traitor_hidden
    start = meet(_dealt(), "ballroom").build().explorers[TRAITOR].traits
    assert s.explorers[TRAITOR].traits[3] == start[3]  # Sanity healed


def test_while_hidden_any_other_explorer_slows_you() -> None:
    sc = meet(_dealt(), "ballroom")
    for seat in (1, 2, 3):
        sc.at(seat, "graveyard")
    s = sc.turn(0).build()
    alone = s.apply("move N").turn.moves_left
    sc = meet(_dealt(), "ballroom")
    sc.at(TRAITOR, "graveyard").at(3, "graveyard")  # seat 1, a hero, stays with seat 0
    s = sc.turn(0).build()
    slowed = s.apply("move N").turn.moves_left
    assert slowed == alone - 1


def _killed(seats: tuple[int, ...], frail: bool = True) -> GameState:
    """Seats ``seats`` lie dead; seat 0, at its lowest Sanity and Knowledge, ends a turn
    without an attack and takes the two dice (every die a 2)."""
    sc = meet(_dealt(), "ballroom")
    if frail:
        sc.trait(0, Trait.SANITY, 0).trait(0, Trait.KNOWLEDGE, 0)
    s = sc.turn(0).build()
    dead = [attrs.evolve(e, alive=False) if i in seats else e for i, e in enumerate(s.explorers)]
    s = roll_all(s.evolve(explorers=tuple(dead)).apply("end"), 2)
    while s.frames and not s.is_terminal() and "damage" in names(s)[0]:
        s = s.apply(names(s)[0])
    return s


def test_the_heroes_win_when_the_traitor_is_dead() -> None:
    s = _killed((TRAITOR,), frail=False)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_the_traitor_wins_when_the_last_hero_dies() -> None:
    s = _killed((1, 3))
    assert not s.explorers[0].alive
    assert s.is_terminal()
    assert s.winner == "traitor"


def _holding() -> GameState:
    s = meet(_dealt(), "ballroom").turn(0).build()
    return s.evolve(carried=(("haunt:6:might_a", 0),))


def test_evidence_changes_hands_only_with_the_takers_consent() -> None:
    s = _holding()
    give = "use haunt:6 give might_a 1"
    assert give in names(s), names(s)
    s = s.apply(give)
    refused = s.apply("choose False")
    assert refused.carried == (("haunt:6:might_a", 0),)
    taken = s.apply("choose True")
    assert taken.carried == (("haunt:6:might_a", 1),)


def test_a_dead_explorer_drops_their_evidence_on_their_tile() -> None:
    sc = meet(_dealt(), "ballroom")
    sc.trait(0, Trait.SANITY, 0).trait(0, Trait.KNOWLEDGE, 0)
    s = sc.turn(0).build().evolve(carried=(("haunt:6:might_a", 0),))
    s = roll_all(s.apply("end"), 2)
    while s.frames and "damage" in names(s)[0]:
        s = s.apply(names(s)[0])
    assert not s.explorers[0].alive
    assert s.carried == ()
    assert ("haunt:6:might_a", "ballroom") in s.tokens
