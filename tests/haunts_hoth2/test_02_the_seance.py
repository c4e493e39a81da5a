"""Haunt 2, The Séance: the race to summon, the bones, the Ghost that only Sanity can
touch, and the house falling from the top floor down."""

from __future__ import annotations

from h1_helpers import dice, hero_of, meet, names, position, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import run_script


def _vars(s: GameState) -> dict[str, object]:
    return {k.split(":", 2)[2]: v for k, v in s.script_vars if k.startswith("haunt:2:")}


def test_the_pentagram_chamber_is_in_the_house_after_the_reveal() -> None:
    s = revealed(2)
    assert "pentagram_chamber" in s.house


def test_nobody_attacks_before_the_seance() -> None:
    s = revealed(2)
    hero = hero_of(s)
    s = meet(s, "foyer").turn(hero).build()
    assert not any(n.startswith("attack") for n in names(s))


def test_heroes_finish_the_seance_and_hold_the_ghost() -> None:
    s = revealed(2)
    hero = hero_of(s)
    sc = meet(s, "pentagram_chamber")
    sc.trait(hero, Trait.SANITY, position(s, hero, Trait.SANITY, 3))
    sc.state = with_vars(sc.state, 2, hero_rolls=1)  # 4 players: 2 successes needed
    s = sc.turn(hero).build()
    assert "use haunt:2 seance sanity" in names(s)
    s = roll_all(s.apply("use haunt:2 seance sanity"), 2)
    v = _vars(s)
    assert v["summoned"] is True and v["heroes_control"] is True and v["summoner"] == hero
    assert not s.monsters  # the heroes' Ghost does not roam
    # The traitor's séance is over too.
    assert s.traitor is not None and "spirit_call" not in str(names(s))


def test_burying_the_bones_wins_for_the_heroes() -> None:
    s = revealed(2)
    hero = hero_of(s)
    sc = meet(s, "crypt")
    sc.trait(hero, Trait.KNOWLEDGE, position(s, hero, Trait.KNOWLEDGE, 3))
    sc.state = with_vars(sc.state, 2, summoned=True, heroes_control=True, bones_found=True)
    sc.state = sc.state.evolve(carried=(("haunt:2:bones", hero),))
    s = sc.turn(hero).build()
    s = roll_all(s.apply("use haunt:2 bury"), 2)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_ghost_passes_to_the_traitor_when_the_track_reaches_five() -> None:
    s = revealed(2)
    hero = hero_of(s)
    sc = meet(s, "foyer")
    sc.state = with_vars(
        sc.state, 2, summoned=True, heroes_control=True, summoner=hero, track=4, summon_turn=0
    )
    sc.state = sc.state.evolve(tokens=(*sc.state.tokens, ("haunt:2:ghost_mark", "foyer")))
    s = sc.turn(hero).build()
    s = s.apply("end")
    v = _vars(s)
    assert v["traitor_controls"] is True and v["heroes_control"] is False
    assert [m.room for m in s.monsters] == ["foyer"]


def test_the_traitors_ghost_is_touched_only_by_sanity_with_the_ring() -> None:
    s = revealed(2)
    hero = hero_of(s)
    sc = meet(s, "foyer", MonsterState("ghost#1", "ghost", "foyer"))
    sc.state = with_vars(sc.state, 2, summoned=True, traitor_controls=True)
    sc.trait(hero, Trait.SANITY, position(s, hero, Trait.SANITY, 3))
    s = sc.give(hero, "revolver").turn(hero).build()
    assert not any("ghost#1" in n for n in names(s))
    sc = meet(s, "foyer", MonsterState("ghost#1", "ghost", "foyer"))
    sc.trait(hero, Trait.SANITY, position(s, hero, Trait.SANITY, 3))
    s = sc.give(hero, "ring").turn(hero).build()
    assert [n for n in names(s) if "ghost#1" in n] == ["attack ghost#1 ring"]
    # The hero's Sanity rolls all 2s, the Ghost's Sanity 6 rolls 0: it is destroyed.
    s = s.apply("attack ghost#1 ring")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)
    assert s.phase is Phase.OVER and s.winner == "heroes" and not s.monsters


def test_the_house_starts_falling_at_the_end_of_the_traitors_turn() -> None:
    s = revealed(2)
    traitor = s.traitor
    assert traitor is not None
    sc = meet(s, "foyer", MonsterState("ghost#1", "ghost", "entrance_hall"))
    sc.state = with_vars(sc.state, 2, summoned=True, traitor_controls=True)
    upstairs = [t.room for t in s.house.tiles if t.floor.value == "upper"]
    s = sc.turn(traitor).build()
    s = s.apply("end")
    while s.frames and not s.is_terminal() and s.current_player() == traitor:
        s = s.apply(s.legal_actions()[0])
    assert _vars(s)["collapse_started"] is True
    assert len(s.collapsed) == 1 and next(iter(s.collapsed)) in upstairs


def test_the_ghost_goes_through_walls() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.house import SIDES
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    s = revealed(2)
    walled = next(
        (t.room, n.room)
        for t in s.house.tiles
        for side in SIDES
        if (n := s.house.neighbour(t.room, side)) is not None
        and s.house.connected(t.room, side) is None
        and n.floor is t.floor
        and t.floor.value != "basement"
    )
    room, beyond = walled
    traitor = s.traitor
    assert traitor is not None
    # Everyone beyond the wall: the way to them is through it.
    sc = meet(s, beyond)
    sc.state = with_vars(sc.state, 2, summoned=True, traitor_controls=True)
    s = sc.build().evolve(monsters=(MonsterState("ghost#1", "ghost", room),))
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(run_pending(start_monster_turn(s.evolve(turn=turn))), 1)
    assert f"monster ghost#1 take {beyond}" in names(s)


def test_the_ghost_makes_for_a_hero_it_cannot_see() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    s = revealed(2)
    traitor = s.traitor
    assert traitor is not None
    # The Ghost upstairs, everyone in the basement, far out of its sight.
    sc = meet(s, "basement_landing")
    sc.state = with_vars(sc.state, 2, summoned=True, traitor_controls=True)
    s = sc.build().evolve(monsters=(MonsterState("ghost#1", "ghost", "upper_landing"),))
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(run_pending(start_monster_turn(s.evolve(turn=turn))), 1)
    # It may not stay put: only a step nearer the heroes is offered, down the stairs.
    assert names(s) == ["monster ghost#1 take grand_staircase"]


def test_the_ghost_drifts_into_fallen_rooms() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    s = revealed(2)
    traitor = s.traitor
    assert traitor is not None
    # The Foyer has fallen; the Ghost in the Grand Staircase, the heroes in the Entrance
    # Hall beyond it.
    sc = meet(s, "entrance_hall")
    sc.state = with_vars(sc.state, 2, summoned=True, traitor_controls=True)
    s = sc.build().evolve(
        monsters=(MonsterState("ghost#1", "ghost", "grand_staircase"),),
        collapsed=frozenset({"foyer"}),
    )
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(run_pending(start_monster_turn(s.evolve(turn=turn))), 1)
    # The shortest way is over the fallen Foyer, and the Ghost takes it.
    assert names(s) == ["monster ghost#1 move S"]
    s = s.apply("monster ghost#1 move S")
    assert s.monsters[0].room == "foyer"
