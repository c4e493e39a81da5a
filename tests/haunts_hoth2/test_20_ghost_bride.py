"""Haunt 20, Ghost Bride: the groom she picks, her kiss that drains him, the Ring that alone
can touch her, the heroes' steps to the real groom's body, and the wedding."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, check_invariants, haunt_var, names, run_script
from betrayal.testing.houses import LATE_OMEN, late_house

GAME = Game(players=4)
KEY = "haunt:20"


def settle(state: GameState) -> GameState:
    while state.frames:
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = settle(late_house().reveal(20, revealer=1, omen=LATE_OMEN).build())
    assert s.phase is Phase.HAUNT and s.haunt == 20
    return s


def with_vars(sc: Scenario, **values: object) -> None:
    found = dict(sc.state.script_vars)
    found.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(found.items())))


def roll(state: GameState, twos: int) -> GameState:
    """Throw the pending dice: ``twos`` of them show 2, the rest 0."""
    from betrayal import CHANCE

    shown = 0
    while state.current_player() == CHANCE:
        state = state.apply("die 2" if shown < twos else "die 0")
        shown += 1
    return state


def groom_of(state: GameState) -> int:
    (groom,) = haunt_var(state, 20, "groom")  # type: ignore[misc]
    assert isinstance(groom, int)
    return groom


def setting(revealed: GameState, room: str = "library") -> tuple[Scenario, int, int]:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    traitor = revealed.traitor
    assert traitor is not None
    for seat in range(revealed.players):
        sc.fresh(seat).at(seat, room)
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("bride#1", "bride", "crypt"),))
    return sc, groom_of(revealed), traitor


def monster_turn(state: GameState, traitor: int) -> GameState:
    turn = TurnState(player=traitor, number=state.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(state.evolve(turn=turn)))


def test_the_oldest_man_among_the_heroes_is_her_groom(revealed: GameState) -> None:
    groom = groom_of(revealed)
    heroes = [s for s in range(4) if s != revealed.traitor]
    men = [s for s in heroes if revealed.explorer_def(s).sex == "male"]
    assert groom == max(men, key=lambda s: revealed.explorer_def(s).age)
    assert (f"{KEY}:corpse", "crypt") in revealed.tokens and "chapel" in revealed.house
    (bride,) = revealed.monsters
    assert bride.room == revealed.explorers[revealed.traitor or 0].room
    check_invariants(revealed)


def test_her_kiss_drains_the_grooms_might(revealed: GameState) -> None:
    sc, groom, traitor = setting(revealed, room="crypt")
    s = monster_turn(sc.build(), traitor)
    s = run_script(s, ["die 0"] * 4)  # her Speed roll
    sanity = s.trait(groom, Trait.SANITY)
    might = s.explorers[groom].position(Trait.MIGHT)
    # 6 dice showing 1 against the groom's Sanity dice showing 0 at most 3: a win by 3+.
    faces = ["die 1"] * 6 + ["die 0"] * sanity
    s = run_script(s, [f"monster bride#1 attack {groom}", *faces])
    margin = 6
    lost = 3 if margin >= 5 else 2 if margin >= 3 else 1
    assert s.explorers[groom].position(Trait.MIGHT) == max(-1, might - lost)
    assert s.trait(groom, Trait.SANITY) == sanity  # no mental damage to him


def test_only_the_rings_sanity_attack_touches_her(revealed: GameState) -> None:
    sc, groom, traitor = setting(revealed, room="crypt")
    hero = next(s for s in range(4) if s not in (groom, traitor))
    s = sc.turn(hero).build()
    assert not any(n.startswith("attack bride#1") for n in names(s))  # no Might to fight
    sc.give(hero, "ring").trait(hero, Trait.SANITY, 7)
    s = sc.turn(hero).build()
    assert "attack bride#1 ring" in names(s)
    sanity = s.trait(hero, Trait.SANITY)
    s = run_script(s, ["attack bride#1 ring"] + ["die 2"] * sanity + ["die 0"] * 6)
    assert s.monsters[0].stunned


def test_she_walks_through_walls(revealed: GameState) -> None:
    from betrayal.content.model import Side

    def walled(state: GameState, room: str) -> set[str]:
        found = set()
        for side in Side:
            tile = state.house.neighbour(room, side)
            if tile is not None and state.house.connected(room, side) is None:
                found.add(tile.room)
        return found

    lair = next(t.room for t in revealed.house.tiles if walled(revealed, t.room))
    sc, _, traitor = setting(revealed, room="crypt")
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("bride#1", "bride", lair),))
    s = roll(monster_turn(sc.build(), traitor), 1)
    taken = {n.rsplit(" ", 1)[1] for n in names(s) if n.startswith("monster bride#1 take")}
    assert taken >= walled(s, lair)


def test_a_stand_in_groom_is_claimed_where_she_finds_him(revealed: GameState) -> None:
    sc, _, traitor = setting(revealed, room="crypt")
    with_vars(sc, groom=())
    sc.state = attrs.evolve(
        sc.state,
        monsters=(
            MonsterState("bride#1", "bride", "entrance_hall"),
            MonsterState("stand_in#1", "stand_in", "entrance_hall"),
        ),
    )
    s = roll(monster_turn(sc.build(), traitor), 0)
    s = s.apply("use haunt:20 claim")
    assert sorted(m.kind for m in s.monsters) == ["bride", "spirit"]


def test_the_heroes_steps_one_a_turn_and_in_order(revealed: GameState) -> None:
    sc, groom, _ = setting(revealed, room="library")
    hero = groom
    sc.trait(hero, Trait.KNOWLEDGE, 7).trait(hero, Trait.MIGHT, 7)
    s = sc.turn(hero).build()
    assert "use haunt:20 find_body" not in names(s)
    s = roll(s.apply("use haunt:20 learn_name"), 3)
    assert haunt_var(s, 20, "named") is True
    # In the Crypt, but this turn's step is spent.
    sc = Scenario(s).at(hero, "crypt")
    assert "use haunt:20 find_body" not in names(sc.build())
    sc.state = attrs.evolve(sc.state, turn=attrs.evolve(sc.state.turn, number=s.turn.number + 4))
    s = sc.turn(hero).build()
    s = roll(s.apply("use haunt:20 find_body"), 2)
    assert haunt_var(s, 20, "located") is True
    sc = Scenario(s)
    sc.state = attrs.evolve(sc.state, turn=attrs.evolve(sc.state.turn, number=s.turn.number + 4))
    s = sc.turn(hero).build()
    s = roll(s.apply("use haunt:20 dig_up"), 2)
    assert haunt_var(s, 20, "disinterred") is True
    s = s.apply("use haunt:20 take_corpse")
    assert s.carried == ((f"{KEY}:corpse", hero),)


def test_corpse_and_ring_in_the_chapel_lay_her_to_rest(revealed: GameState) -> None:
    sc, groom, _ = setting(revealed, room="chapel")
    with_vars(sc, named=True, located=True, disinterred=True)
    sc.give(groom, "ring")
    sc.state = attrs.evolve(
        sc.state, tokens=tuple(t for t in sc.state.tokens if "corpse" not in t[0])
    )
    sc.at(groom, "foyer")
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:corpse", groom),))
    s = sc.build()
    assert s.phase is Phase.HAUNT
    sc.at(groom, "chapel")
    s = run_pending(sc.state.evolve(frames=()))
    from betrayal.core.rules.haunt import check_victory

    s = check_victory(s)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_dead_groom_rises_and_three_rounds_in_the_chapel_wed_them(
    revealed: GameState,
) -> None:
    sc, groom, traitor = setting(revealed, room="chapel")
    s = sc.build()
    from betrayal.core.rules.damage import kill

    s = run_pending(kill(s, groom))
    assert [m.kind for m in s.monsters] == ["bride", "spirit"]
    sc = Scenario(s)
    sc.state = attrs.evolve(
        sc.state,
        monsters=(
            MonsterState("bride#1", "bride", "chapel"),
            MonsterState("spirit#1", "spirit", "chapel"),
        ),
    )
    s = sc.build()
    for round_ in range(3):
        s = roll(monster_turn(s, traitor), 0)  # the Speed rolls
        assert "use haunt:20 wed" in names(s)
        s = s.apply("use haunt:20 wed")
        if round_ < 2:
            assert s.phase is Phase.HAUNT
            assert "use haunt:20 wed" not in names(s)  # once a monster turn
    assert s.phase is Phase.OVER and s.winner == "traitor"
