"""Haunt 10, Family Gathering: the Madman takes the traitor's place, Zombies rise in the
omen rooms, chase the heroes they see, and are trapped in their old rooms."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

HAUNT = 10
KEY = "haunt:10"
TRAPS = ("master_bedroom", "chapel", "conservatory", "game_room", "library", "attic")


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The west house, revealed by seat 2: the traitor places the Zombies (the first offer
    each time)."""
    s = west_house().reveal(HAUNT, revealer=2, omen=WEST_OMEN).build()
    while s.frames and names(s)[0].startswith("choose"):
        s = s.apply(names(s)[0])
    return s


def test_the_madman_replaces_the_traitor_and_the_zombies_rise(revealed: GameState) -> None:
    s = revealed
    traitor = s.traitor
    assert traitor is not None and not s.explorers[traitor].alive
    kinds = [m.kind for m in s.monsters]
    assert kinds.count("madman") == 1 and kinds.count("zombie") == s.players
    zombie_rooms = [m.room for m in s.monsters if m.kind == "zombie"]
    assert len(set(zombie_rooms)) == len(zombie_rooms)  # one to an omen room at most
    omen_rooms = [
        t.room
        for t in s.house.tiles
        if "omen" in {k.value for k in s.game.content.room(t.room).symbols}
    ]
    assert all(room in omen_rooms for room in zombie_rooms[: len(omen_rooms)])


def _board(state: GameState, heroes_at: str, *monsters: MonsterState) -> GameState:
    sc = Scenario(attrs.evolve(state, frames=(), monsters=monsters))
    for seat in range(state.players):
        if state.explorers[seat].alive:
            sc.at(seat, heroes_at).fresh(seat)
    return sc.build()


def _to_monster_turn(state: GameState) -> GameState:
    while not state.turn.monsters:
        state = state.apply("end")
        while state.frames and not state.turn.monsters:
            state = state.apply(state.legal_actions()[0])
    return state


def _trap_next_to(state: GameState) -> tuple[str, str, str]:
    """A trap room with a door into another placed room: (trap, neighbour, move there)."""
    for room in TRAPS:
        if room not in state.house:
            continue
        for side in ("N", "E", "S", "W"):
            from betrayal.content.model import Side

            other = state.house.connected(room, Side(side))
            if other is not None and other.room not in TRAPS:
                back = Side(side).opposite.value
                return room, other.room, f"move {back}"
    raise AssertionError("no trap room with a neighbour")


@pytest.mark.parametrize(("memory", "trapped"), [(3, True), (4, False)])
def test_a_zombie_walking_into_its_old_room_may_be_trapped(
    revealed: GameState, memory: int, trapped: bool
) -> None:
    trap, neighbour, step = _trap_next_to(revealed)
    zombie = MonsterState("zombie#1", "zombie", neighbour)
    # The heroes wait in the basement, out of the Zombie's sight: it moves freely.
    s = _to_monster_turn(_board(revealed, "basement_landing", zombie))
    s = run_script(s, ["die 1", "die 1"])  # the Zombies' Speed: 2
    s = s.apply(f"monster zombie#1 {step}")
    faces = {3: ["die 1", "die 1", "die 1"], 4: ["die 2", "die 1", "die 1"]}[memory]
    s = run_script(s, faces)
    kinds = {m.kind: m.room for m in s.monsters}
    if trapped:
        assert kinds == {"trapped_zombie": trap}
        # With every Zombie trapped the heroes have won.
        assert s.phase is Phase.OVER and s.winner == "heroes"
    else:
        assert kinds == {"zombie": trap} and s.phase is Phase.HAUNT


def test_a_room_traps_one_zombie_only(revealed: GameState) -> None:
    trap = next(r for r in TRAPS if r in revealed.house)
    monsters = (
        MonsterState("zombie#1", "zombie", trap),
        MonsterState("trapped_zombie#1", "trapped_zombie", trap),
    )
    s = _to_monster_turn(_board(revealed, "basement_landing", *monsters))
    # No Knowledge roll at the start of the monsters' turn: straight to the Speed roll.
    assert s.frames[-1].__class__.__name__ == "RollDice" and s.frames[-1].dice == 2


def test_a_zombie_that_sees_a_hero_must_chase_them(revealed: GameState) -> None:
    zombie = MonsterState("zombie#1", "zombie", "entrance_hall")
    s = _to_monster_turn(_board(revealed, "grand_staircase", zombie))
    s = run_script(s, ["die 2", "die 2"])  # 4 spaces
    assert names(s) == ["monster zombie#1 move N"]
    s = s.apply("monster zombie#1 move N")
    assert names(s) == ["monster zombie#1 move N"]
    s = s.apply("monster zombie#1 move N")
    attacks = [n for n in names(s) if "attack" in n]
    assert attacks and "monster zombie#1 done" not in names(s)


def test_five_points_of_physical_damage_kill_the_madman(revealed: GameState) -> None:
    madman = MonsterState("madman#1", "madman", "foyer")
    s = _board(revealed, "foyer", madman)
    store = {**dict(s.script_vars), f"{KEY}:madman_wounds": 3}
    s = attrs.evolve(s, script_vars=tuple(sorted(store.items())))
    hero = s.turn.player
    faces = ["die 2"] * s.trait(hero, Trait.MIGHT) + ["die 0"] * 5
    s = run_script(s, ["attack madman#1", *faces])
    assert not any(m.kind == "madman" for m in s.monsters)
