"""Haunt 30, Tomb of Dracula: a vampire traitor, Dracula asleep for a turn, domination
that drains Speed and makes new vampires, the Spear's stake, and the sunrise."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.frames import Ctx, RunScript
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.script.load import check_file, haunts_folder
from betrayal.testing import Scenario, check_invariants, run_script

KEY = "haunt:30"
# The revealer is the traitor: Madame Zostra (seat 1, a woman). Seats 0 and 2 are men,
# seat 3 a woman.
EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The haunt revealed by seat 1 in the Foyer, in a house of the starting rooms and the
    Graveyard east of the Foyer (no Crypt); the traitor holds the Girl, as if just drawn."""
    sc = Scenario.new(explorers=EXPLORERS)
    sc.room("graveyard", Floor.GROUND, 1, 1, 1).at(1, "foyer")
    # Holding the Girl has put Sanity and Knowledge one space up.
    sc.give(1, "girl").trait(1, Trait.SANITY, 3).trait(1, Trait.KNOWLEDGE, 4)
    s = sc.reveal(30, revealer=1).build()
    assert s.phase is Phase.HAUNT and s.haunt == 30 and s.traitor == 1 and not s.frames
    assert [s.explorer_def(i).sex for i in range(4)] == ["male", "female", "male", "female"]
    return s


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def _var(state: GameState, name: str) -> object:
    return dict(state.script_vars).get(f"{KEY}:{name}")


def _vars(state: GameState, **values: object) -> GameState:
    store = dict(state.script_vars)
    store.update({f"{KEY}:{k}": v for k, v in values.items()})
    return attrs.evolve(state, script_vars=tuple(sorted(store.items())))


def _calm(state: GameState, monsters: tuple[MonsterState, ...]) -> Scenario:
    """Everyone fresh in the Foyer, and the given monsters on the board."""
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    sc.state = attrs.evolve(sc.state, monsters=monsters)
    return sc


def test_setup_makes_the_traitor_a_vampire_and_wakes_the_pair(revealed: GameState) -> None:
    s = revealed
    kinds = {m.kind: m.room for m in s.monsters}
    # The Bride in the traitor's room; Dracula in the Graveyard (placed, the Crypt is not).
    assert kinds == {"bride": "foyer", "dracula": "graveyard"}
    # The Girl has become the Bride: her card leaves play, and her bonus with her; every
    # trait of the traitor ends one space above its start.
    assert "girl" not in s.explorers[1].cards and "girl" in s.removed
    starts = tuple(s.explorer_def(1).track(t).start for t in Trait)
    assert s.explorers[1].traits == tuple(p + 1 for p in starts)
    check_invariants(s)
    # Run the setup again on a fresh traitor: every trait goes one space up.
    program = s.game.scripts.program(KEY)
    assert program.setup is not None
    sc = Scenario(attrs.evolve(s, frames=(), monsters=())).fresh(1)
    fresh = sc.state.explorers[1].traits
    ctx = Ctx(KEY, 1, None, "30")
    again = run_pending(attrs.evolve(sc.state, frames=(RunScript(ctx, program.setup),)))
    assert again.explorers[1].traits == tuple(p + 1 for p in fresh)


def test_dracula_sleeps_through_the_first_monster_turn(revealed: GameState) -> None:
    s = revealed
    monsters = (
        MonsterState("bride#1", "bride", "entrance_hall"),
        MonsterState("dracula#1", "dracula", "foyer"),
    )
    sc = _calm(s, monsters)
    sc.state = attrs.evolve(
        sc.state, turn=TurnState(player=1, number=sc.state.turn.number, moves_left=0, monsters=True)
    )
    from betrayal.core.rules.monster_turn import start_monster_turn

    first = run_script(run_pending(start_monster_turn(sc.state)), ["die 2"] * 4)  # the dawn roll: 8
    assert _var(first, "track") == 1 and not _var(first, "sun_up")
    dracula = next(m for m in first.monsters if m.kind == "dracula")
    assert dracula.done  # it sits the turn out
    assert not any(n.startswith("monster dracula#1") for n in names(first))
    # A turn later (the track at 2) he rises.
    second = _vars(sc.state, track=1)
    second = run_script(run_pending(start_monster_turn(second)), ["die 2"] * 4)
    assert _var(second, "track") == 2
    dracula = next(m for m in second.monsters if m.kind == "dracula")
    assert not dracula.done


def test_sunrise_then_daylight_burns_the_vampires(revealed: GameState) -> None:
    s = revealed
    sc = _calm(s, (MonsterState("bride#1", "bride", "entrance_hall"),))
    sc.state = attrs.evolve(
        sc.state, turn=TurnState(player=1, number=sc.state.turn.number, moves_left=0, monsters=True)
    )
    from betrayal.core.rules.monster_turn import start_monster_turn

    state = _vars(sc.state, track=4)
    # The track moves to 5; four dice show 4 in all: under 5, the sun is up.
    up = run_script(run_pending(start_monster_turn(state)), ["die 1", "die 1", "die 1", "die 1"])
    assert _var(up, "sun_up") is True
    positions = up.explorers[1].traits
    # Next round: every vampire loses one from each trait, and no dawn roll is made.
    later = run_pending(start_monster_turn(_vars(up, track=5)))
    assert _var(later, "daylight_turns") == 1
    assert all(a == b - 1 for a, b in zip(later.explorers[1].traits, positions, strict=True))
    # Daylight wears the Bride down one point a round in each trait...
    from betrayal.core.rules.monster_kinds import trait_of

    assert trait_of(later, "bride", Trait.MIGHT) == 3
    # ... and she burns up when one of them reaches 0.
    worn = attrs.evolve(up, monster_traits=(("bride", "might", 1), ("bride", "sanity", 2)))
    last = run_pending(start_monster_turn(worn))
    assert last.monsters == () and _var(last, "bride_gone") is True


def test_domination_drains_speed_and_turns_a_hero(revealed: GameState) -> None:
    s = revealed
    sc = _calm(s, (MonsterState("bride#1", "bride", "graveyard"),))
    # The traitor (a woman) in the Foyer, a man (seat 0) one door away in the Entrance
    # Hall with little Speed left, the woman (seat 3) beside the traitor.
    sc.at(0, "entrance_hall").trait(0, Trait.SPEED, 1).turn(1)
    st = sc.build()
    options = [n for n in names(st) if "dominate" in n]
    assert options == [f"use {KEY} dominate 0", f"use {KEY} dominate 2"]  # men only
    mine = st.trait(1, Trait.SANITY)
    theirs = st.trait(0, Trait.SANITY)
    st = run_script(st, [f"use {KEY} dominate 0"] + ["die 2"] * mine + ["die 0"] * theirs)
    # Speed drained to the skull: seat 0 rises as a vampire on the traitor's side.
    hero = st.explorers[0]
    assert hero.alive and 0 not in [*_heroes(st)]
    assert hero.position(Trait.SPEED) == st.explorer_def(0).track(Trait.SPEED).start + 1
    # The attack of the turn is spent.
    assert not any(n.startswith("attack") for n in names(st))
    check_invariants(st)


def _heroes(state: GameState) -> list[int]:
    from betrayal.core.rules.haunt import side_of

    return [i for i, e in enumerate(state.explorers) if e.alive and side_of(state, i) == "heroes"]


def test_a_stake_from_the_spear_destroys_the_bride_and_both_gone_wins(revealed: GameState) -> None:
    s = revealed
    sc = _calm(s, (MonsterState("bride#1", "bride", "foyer"),))
    sc.give(0, "spear")
    s0 = _vars(sc.state, dracula_gone=True)
    st = Scenario(s0).turn(0).build()
    assert "attack bride#1 spear" in names(st)
    dice = st.trait(0, Trait.MIGHT) + 2  # the Spear adds two dice
    st = run_script(st, ["attack bride#1 spear"] + ["die 2"] * min(8, dice) + ["die 0"] * 4)
    assert st.monsters == ()
    assert st.phase is Phase.OVER and st.winner == "heroes"


def test_without_the_spear_the_bride_is_only_stunned(revealed: GameState) -> None:
    s = revealed
    sc = _calm(s, (MonsterState("bride#1", "bride", "foyer"),))
    st = sc.turn(0).build()
    dice = st.trait(0, Trait.MIGHT)
    st = run_script(st, ["attack bride#1"] + ["die 2"] * dice + ["die 0"] * 4)
    (bride,) = st.monsters
    assert bride.stunned and st.phase is Phase.HAUNT


def test_the_spear_stakes_a_vampire_explorer_too(revealed: GameState) -> None:
    sc = _calm(revealed, ()).give(0, "spear")
    st = sc.turn(0).build()
    assert "attack 1 spear" in names(st)
    dice = min(8, st.trait(0, Trait.MIGHT) + 2)
    st = run_script(st, ["attack 1 spear"] + ["die 1"] * dice)
    st = run_script(st, ["die 0"] * st.trait(1, Trait.MIGHT))
    # Not a wound but a stake: the traitor dies whatever their traits.
    assert not st.explorers[1].alive


def test_a_plain_win_over_a_vampire_explorer_only_hurts(revealed: GameState) -> None:
    st = _calm(revealed, ()).turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    st = run_script(st, ["attack 1"] + ["die 1"] * might)
    st = run_script(st, ["die 0"] * st.trait(1, Trait.MIGHT))
    assert st.explorers[1].alive and st.explorers[1].room == "foyer"


def test_the_holy_symbol_drives_a_beaten_vampire_back_a_room_a_point(
    revealed: GameState,
) -> None:
    sc = _calm(revealed, (MonsterState("bride#1", "bride", "foyer"),)).give(0, "holy_symbol")
    st = sc.turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    # Won by 1: one room, through a door of the hero's choosing.
    st = run_script(st, ["attack bride#1", "die 1"] + ["die 0"] * (might - 1) + ["die 0"] * 4)
    ways = ["choose entrance_hall", "choose grand_staircase", "choose graveyard"]
    assert sorted(names(st)) == ways
    st = st.apply("choose entrance_hall")
    (bride,) = st.monsters
    assert bride.room == "entrance_hall" and bride.stunned


def test_the_holy_symbol_drives_back_a_vampire_explorer_it_beats(revealed: GameState) -> None:
    sc = _calm(revealed, ()).give(0, "holy_symbol")
    st = sc.turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    st = run_script(st, ["attack 1", "die 1"] + ["die 0"] * (might - 1))
    st = run_script(st, ["die 0"] * st.trait(1, Trait.MIGHT))
    st = st.apply("choose graveyard")
    assert st.explorers[1].room == "graveyard"
    # The point of damage still follows.
    assert {n.split()[0] for n in names(st)} == {"damage"}


def _bride_turn(revealed: GameState) -> GameState:
    """The Bride in the Entrance Hall; Ox (seat 0) in the Foyer with the Holy Symbol, the
    others upstairs; the monster turn begins (dawn rolled high) and the Bride rolls 2."""
    from betrayal.core.rules.monster_turn import start_monster_turn

    sc = _calm(revealed, (MonsterState("bride#1", "bride", "entrance_hall"),))
    sc.give(0, "holy_symbol")
    for seat in (1, 2, 3):
        sc.at(seat, "upper_landing")
    sc.state = attrs.evolve(
        sc.state, turn=TurnState(player=1, number=sc.state.turn.number, moves_left=0, monsters=True)
    )
    s = run_script(run_pending(start_monster_turn(sc.state)), ["die 2"] * 4)  # no dawn
    return run_script(s, ["die 1", "die 1", "die 0", "die 0"])  # the Bride's Speed: 2


def test_a_vampire_without_the_nerve_turns_back_from_the_holy_symbol(
    revealed: GameState,
) -> None:
    s = _bride_turn(revealed)
    s = s.apply("monster bride#1 move N")  # into the Foyer, where Ox holds the Symbol
    s = run_script(s, ["die 2", "die 2", "die 1", "die 0"])  # a 5: not enough
    (bride,) = s.monsters
    assert bride.room == "entrance_hall"
    assert [n for n in names(s) if n.startswith("monster bride")] == ["monster bride#1 done"]


def test_a_vampire_with_the_nerve_goes_in(revealed: GameState) -> None:
    s = _bride_turn(revealed)
    s = s.apply("monster bride#1 move N")
    s = run_script(s, ["die 2", "die 2", "die 2", "die 0"])  # a 6
    (bride,) = s.monsters
    assert bride.room == "foyer"
    assert "monster bride#1 attack 0" in names(s)


def test_the_vampire_traitor_needs_the_nerve_too(revealed: GameState) -> None:
    sc = _calm(revealed, ()).give(0, "holy_symbol").at(1, "entrance_hall")
    s = sc.turn(1).build()
    s = s.apply("move N")
    s = run_script(s, ["die 0"] * s.trait(1, Trait.SANITY))
    assert s.explorers[1].room == "entrance_hall"
    assert not [n for n in names(s) if n.startswith("move")]
    # With the nerve, in she goes.
    s = sc.turn(1).build().apply("move N")
    s = run_script(s, ["die 2"] * s.trait(1, Trait.SANITY))
    assert s.explorers[1].room == "foyer"


def test_the_haunt_file_is_clean() -> None:
    folder = haunts_folder("hoth2")
    assert folder is not None
    (path,) = folder.glob("30_*.haunt")
    result = check_file(path, Game(players=4).content)
    assert not result.diagnostics


def test_a_vampire_coming_up_the_stairs_needs_the_nerve_too(revealed: GameState) -> None:
    # Ox holds the Symbol on the Upper Landing; the traitor climbs the Grand Staircase.
    sc = _calm(revealed, ()).give(0, "holy_symbol").at(0, "upper_landing")
    sc.at(1, "grand_staircase")
    s = sc.turn(1).build().apply("take upper_landing")
    s = run_script(s, ["die 0"] * s.trait(1, Trait.SANITY))
    # Held off: back down the stairs, and her movement is over.
    assert s.explorers[1].room == "grand_staircase"
    assert not [n for n in names(s) if n.startswith(("move", "take"))]
    s = sc.turn(1).build().apply("take upper_landing")
    s = run_script(s, ["die 2"] * s.trait(1, Trait.SANITY))
    assert s.explorers[1].room == "upper_landing"


def _chapel_west_of_the_foyer(sc: Scenario) -> Scenario:
    """The Chapel set down west of the Foyer, its one door facing it."""
    return sc.room("chapel", Floor.GROUND, -1, 1, 1)


def test_a_vampire_pushed_toward_the_chapel_is_held_off_and_the_push_ends(
    revealed: GameState,
) -> None:
    sc = _calm(revealed, (MonsterState("bride#1", "bride", "foyer"),)).give(0, "holy_symbol")
    st = _chapel_west_of_the_foyer(sc).turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    # Won by 2: two rooms' push. The first is into the Chapel.
    st = run_script(st, ["attack bride#1", "die 2"] + ["die 0"] * (might - 1) + ["die 0"] * 4)
    assert "choose chapel" in names(st)
    st = st.apply("choose chapel")
    # Her Sanity roll at the Chapel's threshold: a 5 is not enough.
    held = run_script(st, ["die 2", "die 2", "die 1", "die 0"])
    (bride,) = held.monsters
    assert bride.room == "foyer" and bride.stunned
    # The push goes no further: nothing more to choose.
    assert not [n for n in names(held) if n.startswith("choose")]
    # With a 6 she goes in; the second point pushes her out by the Chapel's one door,
    # back to Ox and his Symbol: another roll, and a 5 leaves her in the Chapel.
    went = run_script(st, ["die 2", "die 2", "die 2", "die 0"])
    assert went.is_chance_node()
    went = run_script(went, ["die 2", "die 2", "die 1", "die 0"])
    assert went.monsters[0].room == "chapel" and not went.frames


def test_a_vampire_explorer_pushed_toward_the_chapel_is_held_off(revealed: GameState) -> None:
    sc = _chapel_west_of_the_foyer(_calm(revealed, ()).give(0, "holy_symbol"))
    st = sc.turn(0).build()
    might = st.trait(0, Trait.MIGHT)
    st = run_script(st, ["attack 1", "die 1"] + ["die 0"] * (might - 1))
    st = run_script(st, ["die 0"] * st.trait(1, Trait.MIGHT))
    st = st.apply("choose chapel")
    st = run_script(st, ["die 0"] * st.trait(1, Trait.SANITY))
    assert st.explorers[1].room == "foyer"
    # The point of damage still follows.
    assert {n.split()[0] for n in names(st)} == {"damage"}
