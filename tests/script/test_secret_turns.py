"""turn_traitor(who, secret: true): a hero goes over to the traitor in secret. The rules
count them with the traitor at once; every other seat's view shows a hero until they die
or the turn is made known. A win shared by only some of the traitor's side (win_alone
with others) scores every seat by that list."""

from __future__ import annotations

from pathlib import Path

from betrayal.core.engine import run_pending
from betrayal.core.frames import Ctx
from betrayal.core.rules import haunt
from betrayal.core.rules.damage import kill
from betrayal.core.state import GameState, Phase
from betrayal.script.library.sides import start_haunt, traitors, turn_traitor, win_alone
from betrayal.script.secrets import seen_by
from betrayal.testing import Scenario, check_invariants

DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"
THREE = ["josef_hooper", "stephanie_richter", "sammy_angler"]
BY_EVENT = Ctx("event:say_cheese", 1, None, "say_cheese")
RULE = Ctx("haunt:900", 1, None, "900")
TRAITOR, ZERO, TWO = 1, 0, 2


def _duel() -> GameState:
    """The Duel begun by seat 1, its traitor, everyone in the hallway."""
    s = Scenario.new(THREE, edition="hoth3", scripts=[DUEL]).at(1, "hallway").build()
    s = run_pending(start_haunt(s, BY_EVENT, 900, 1))
    for seat in range(3):
        s = Scenario(s).at(seat, "hallway").build()
    assert s.traitor == TRAITOR and not s.traitor_hidden
    return s


def test_a_secret_turn_is_seen_only_by_the_one_who_turned() -> None:
    s = turn_traitor(_duel(), RULE, ZERO, True)
    check_invariants(s)
    assert haunt.side_of(s, ZERO) == "traitor"  # the rules know at once
    mine, theirs = s.observation(ZERO), s.observation(TWO)
    assert mine["side"] == "traitor" and mine["turned"] == [ZERO]
    assert mine["turned_secretly"] == [ZERO]
    assert theirs["turned"] == [] and theirs["turned_secretly"] == []
    # So do the goal agents' plans, and traitors() (the traitor's known allies).
    assert seen_by(s, TWO).turned == frozenset() and seen_by(s, ZERO).turned == {ZERO}
    assert traitors(s, RULE) == (TRAITOR,)
    # A plain turn shows in every view.
    s = turn_traitor(_duel(), RULE, ZERO, False)
    assert s.observation(TWO)["turned"] == [ZERO] and traitors(s, RULE) == (ZERO, TRAITOR)


def test_while_a_secret_turn_stands_anyone_may_attack_anyone() -> None:
    plain = _duel()
    assert str(TWO) not in haunt.opponents_of_explorer(plain, ZERO)
    s = turn_traitor(plain, RULE, TWO, True)
    # Seat 0 may attack seat 2 on a suspicion (refusing it would give the secret away),
    # and seat 2 may attack seat 0.
    assert str(TWO) in haunt.opponents_of_explorer(s, ZERO)
    assert str(ZERO) in haunt.opponents_of_explorer(s, TWO)


def test_death_or_a_plain_turn_makes_a_secret_turn_known() -> None:
    s = turn_traitor(_duel(), RULE, ZERO, True)
    known = turn_traitor(s, RULE, ZERO, False)
    assert known.turned == {ZERO} and not known.turned_secretly
    assert known.observation(TWO)["turned"] == [ZERO]
    dead = run_pending(kill(s, ZERO))
    check_invariants(dead)
    assert dead.turned == {ZERO} and not dead.turned_secretly
    assert dead.observation(TWO)["turned"] == [ZERO]


def test_a_secret_turn_wins_and_loses_with_the_traitor() -> None:
    s = turn_traitor(_duel(), RULE, ZERO, True)
    over = s.evolve(phase=Phase.OVER, winner="traitor")
    assert haunt.returns(over) == (1.0, 1.0, -1.0)
    over = s.evolve(phase=Phase.OVER, winner="heroes")
    assert haunt.returns(over) == (-1.0, -1.0, 1.0)


def test_a_win_for_the_traitors_but_one_scores_the_one_left_out_as_a_loss() -> None:
    s = turn_traitor(turn_traitor(_duel(), RULE, ZERO, True), RULE, TWO, True)
    # Everyone is on the traitor's side; the last to turn (seat 2) is left out.
    over = win_alone(s, RULE, TRAITOR, (ZERO,))
    assert over.phase is Phase.OVER and over.winner == "0,1"
    assert haunt.returns(over) == (1.0, 1.0, -1.0)
