"""Haunt 28, Ring of King Solomon: the Demons come through a far portal and hunt; only the
Ring's bearer can beat the Demon Lord for good, twice."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.core.state import GameState, Phase
from betrayal.testing import Scenario, haunt_var, late_house, next_turn, run_script, with_haunt_vars
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:28"
_CACHE: dict[int, tuple[GameState, GameState]] = {}


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> tuple[GameState, GameState]:
    # The late house, revealed by seat 1: Professor Longfellow (seat 3) is the traitor;
    # the gate goes in the Library.
    if id(game) not in _CACHE:
        s = late_house().reveal(28, revealer=1, omen=LATE_OMEN).build()
        assert s.traitor == 3
        _CACHE[id(game)] = (s, run_script(s, ["choose library"]))
    return _CACHE[id(game)]


def test_the_portal_opens_far_away_with_a_demon_per_hero(game: Game) -> None:
    start, s = _revealed(game)
    offered = [str(a) for a in start.legal_actions()]
    # Only empty event rooms 4 or more spaces from everyone are offered.
    assert "choose library" in offered and "choose crypt" not in offered
    kinds = sorted(m.kind for m in s.monsters)
    assert kinds == ["demon1", "demon2", "demon3", "demon_lord"]  # three heroes
    assert {m.room for m in s.monsters} == {"library"}
    assert (f"{KEY}:portal", "library") in s.tokens


def test_the_ring_bearer_beats_the_lord_twice_and_wins(game: Game) -> None:
    _, s = _revealed(game)
    lord = next(m.ident for m in s.monsters if m.kind == "demon_lord")
    s = next_turn(Scenario(s).at(0, "library").fresh(0).give(0, "ring").state, 0)
    sanity = s.trait(0, Trait.SANITY)
    # A Sanity attack with the Ring: its roll gets 2 more against the Lord.
    s = run_script(s, [f"attack {lord} ring"] + ["die 2"] * sanity + ["die 0"] * 7)
    assert haunt_var(s, 28, "lord_defeats") == 1
    assert next(m for m in s.monsters if m.kind == "demon_lord").stunned
    s = with_haunt_vars(s, 28, lord_defeats=1)
    s = next_turn(s, 0)
    s = run_script(s, [f"attack {lord} ring"] + ["die 2"] * sanity + ["die 0"] * 7)
    assert s.phase is Phase.OVER and s.winner == "heroes"
    assert not any(m.kind == "demon_lord" for m in s.monsters)


def test_without_the_ring_a_beaten_lord_is_only_stunned(game: Game) -> None:
    _, s = _revealed(game)
    lord = next(m.ident for m in s.monsters if m.kind == "demon_lord")
    s = next_turn(Scenario(s).at(0, "library").fresh(0).state, 0)
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, [f"attack {lord}"] + ["die 2"] * might + ["die 0"] * 7)
    assert haunt_var(s, 28, "lord_defeats") in (None, 0)
    assert next(m for m in s.monsters if m.kind == "demon_lord").stunned


def test_the_ring_adds_two_to_a_sanity_attack_on_the_lord(game: Game) -> None:
    _, s = _revealed(game)
    lord = next(m.ident for m in s.monsters if m.kind == "demon_lord")
    s = next_turn(Scenario(s).at(0, "library").fresh(0).give(0, "ring").state, 0)
    sanity = s.trait(0, Trait.SANITY)
    # The bearer rolls one less than the Lord; the Ring's 2 turn it into a win.
    lord_faces = ["die 1"] * (sanity + 1) + ["die 0"] * (7 - sanity - 1)
    s = run_script(s, [f"attack {lord} ring"] + ["die 1"] * sanity + lord_faces)
    assert haunt_var(s, 28, "lord_defeats") == 1


def test_a_demon_may_carry_off_the_ring_and_a_hero_may_win_it_back(game: Game) -> None:
    _, s = _revealed(game)
    demon = next(m.ident for m in s.monsters if m.kind == "demon1")
    s = next_turn(Scenario(s).at(0, "library").fresh(0).give(0, "ring").state, 0)
    might = s.trait(0, Trait.MIGHT)
    traits = s.explorers[0].traits
    # The bearer rolls nothing; the Demon's Might 5 rolls 5.
    s = run_script(s, [f"attack {demon}"] + ["die 0"] * might + ["die 1"] * 5)
    assert str(s.legal_actions()[0]) == "choose True"
    s = run_script(s, ["choose True"])  # the traitor takes the Ring instead of the damage
    assert "ring" not in s.explorers[0].cards and s.explorers[0].traits == traits
    assert next(m for m in s.monsters if m.ident == demon).cards == ("ring",)
    # A win by 2 or more over that Demon may take it back.
    s = next_turn(s, 0)
    s = run_script(s, [f"attack {demon}"] + ["die 2"] * might + ["die 0"] * 5)
    s = run_script(s, ["choose True"])
    assert "ring" in s.explorers[0].cards
    assert next(m for m in s.monsters if m.ident == demon).cards == ()


def test_a_sanity_win_with_the_ring_puts_a_demon_under_the_bearers_command(
    game: Game,
) -> None:
    from betrayal.core.engine import current_player, run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    _, s = _revealed(game)
    demon = next(m.ident for m in s.monsters if m.kind == "demon1")
    s = next_turn(Scenario(s).at(0, "library").at(1, "library").fresh(0).give(0, "ring").state, 0)
    sanity = s.trait(0, Trait.SANITY)
    s = run_script(s, [f"attack {demon} ring"] + ["die 2"] * sanity + ["die 0"] * 5)
    assert haunt_var(s, 28, "conquered") == ("demon1",)
    # On the monster turn the Lord goes first, for the traitor; the conquered Demon then
    # rolls and moves for the Ring's bearer, and attacks no hero.
    others = tuple(m for m in s.monsters if m.kind in ("demon_lord", "demon1"))
    free = tuple(attrs.evolve(m, stunned=False) for m in others)
    s = attrs.evolve(s, monsters=free, frames=())
    turn = TurnState(player=3, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    while not any(str(a).startswith(f"monster {demon} ") for a in s.legal_actions()):
        s = s.apply("die 0" if s.is_chance_node() else s.legal_actions()[-1])
    assert current_player(s) == 0
    assert not any(" attack " in str(a) for a in s.legal_actions())
    # Without the Ring in a hero's hands it is the traitor's again.
    s = Scenario(s).give(3, "ring").build()
    assert current_player(s) == 3


def _ruled_demon_acts(game: Game) -> GameState:
    """Demon 1 conquered by Ox (seat 0, the Ring's bearer, in the Crypt), on the board in
    the Library with the traitor (seat 3) and the other Demons; the monster turn runs,
    every die a blank, until it is Demon 1's turn to act, for Ox."""
    from betrayal.core.engine import current_player, run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    _, s = _revealed(game)
    s = Scenario(s).at(0, "crypt").at(3, "library").fresh(3).give(0, "ring").state
    s = with_haunt_vars(s, 28, conquered=("demon1",))
    free = tuple(attrs.evolve(m, stunned=False) for m in s.monsters)
    s = attrs.evolve(s, monsters=free, frames=())
    turn = TurnState(player=3, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    while not any(str(a).startswith("monster demon1#1 ") for a in s.legal_actions()):
        s = s.apply("die 0" if s.is_chance_node() else s.legal_actions()[-1])
    assert current_player(s) == 0
    return s


def test_a_ruled_demon_attacks_the_traitor(game: Game) -> None:
    s = _ruled_demon_acts(game)
    assert f"use {KEY} demons_strike" in [str(a) for a in s.legal_actions()]
    might = s.trait(3, Trait.MIGHT)
    # At the traitor: Demon 1's Might 5 rolls 10 against nothing.
    s = run_script(s, [f"use {KEY} demons_strike", "choose True"] + ["die 2"] * 5)
    s = run_script(s, ["die 0"] * might)
    # The traitor takes the 10 points, and Demon 1's attack is spent: no second strike.
    assert s.frames and s.frames[-1].points == 10  # type: ignore[union-attr]
    assert s.current_player() == 3


def test_a_ruled_demon_attacks_a_free_demon_and_stuns_it(game: Game) -> None:
    s = _ruled_demon_acts(game)
    s = run_script(s, [f"use {KEY} demons_strike", "choose False", "choose True"])
    # The free Demons standing with it (not the Lord, gone ahead) are the choice.
    assert sorted(str(a) for a in s.legal_actions()) == ["choose demon2", "choose demon3"]
    s = run_script(s, ["choose demon2"] + ["die 2"] * 5 + ["die 0"] * 4)
    assert next(m for m in s.monsters if m.kind == "demon2").stunned
    assert not next(m for m in s.monsters if m.kind == "demon1").stunned
    # Its attack is spent, and the strike is not offered again this monster turn.
    assert not any("demons_strike" in str(a) for a in s.legal_actions())


def test_the_traitors_demons_have_no_such_order(game: Game) -> None:
    # While the traitor moves the free Demons, nothing of the kind is offered.
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    _, s = _revealed(game)
    s = Scenario(s).at(3, "library").give(0, "ring").state
    s = with_haunt_vars(s, 28, conquered=("demon1",))
    s = attrs.evolve(s, monsters=tuple(attrs.evolve(m, stunned=False) for m in s.monsters))
    turn = TurnState(player=3, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_script(run_pending(start_monster_turn(s.evolve(turn=turn))), ["die 0"] * 2)
    assert any(str(a).startswith("monster demon_lord#1") for a in s.legal_actions())
    assert not any("demons_strike" in str(a) for a in s.legal_actions())


def test_with_no_event_room_far_enough_the_gate_opens_in_the_farthest() -> None:
    from betrayal.content.model import Floor

    # Only the starting rooms, the Chapel west of the Foyer and the Graveyard east of the
    # Entrance Hall. One explorer in the hall, the rest on the Upper Landing: the Chapel
    # is 2 spaces from its nearest explorer, the Graveyard 1; neither is 4 from everyone.
    sc = Scenario.new(("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc"))
    sc.room("chapel", Floor.GROUND, -1, 1, 1).room("graveyard", Floor.GROUND, 1, 0, 1)
    for seat in range(4):
        sc.at(seat, "upper_landing")
    sc.at(0, "entrance_hall")
    s = sc.reveal(28, revealer=1, omen="ring").build()
    assert {m.room for m in s.monsters} == {"chapel"}
    assert (f"{KEY}:portal", "chapel") in s.tokens
