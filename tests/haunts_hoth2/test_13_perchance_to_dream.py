"""Haunt 13, Perchance to Dream: the dreamer sleeps, Nightmares slip out through the
escape rooms, hurt minds, die when a hero beats them, and the Holy Symbol lets the heroes
try to wake the dreamer."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, names, next_turn, run_script, with_haunt_vars
from betrayal.testing.houses import EARLY_OMEN, early_house

HAUNT = 13
KEY = "haunt:13"


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The early house, revealed by seat 0: the dreamer (seat 3) sleeps in the Vault and
    drops the Axe there."""
    s = early_house().reveal(HAUNT, revealer=0, omen=EARLY_OMEN).build()
    while s.frames and names(s)[0].startswith("place"):
        s = s.apply(names(s)[0])
    return s


def _var(state: GameState, name: str) -> object:
    return dict(state.script_vars).get(f"{KEY}:{name}", 0)


def test_the_dreamer_sleeps_and_the_nightmares_spill_out(revealed: GameState) -> None:
    s = revealed
    dreamer = s.traitor
    assert dreamer == 3 and dreamer in s.bound
    assert s.explorers[dreamer].cards == () and "axe" in s.pile("vault")
    assert [m.room for m in s.monsters] == ["vault"] * s.players
    assert isinstance(_var(s, "target"), int) and int(str(_var(s, "target"))) >= s.players


def _monster_turn(state: GameState, *monsters: MonsterState) -> GameState:
    sc = Scenario(attrs.evolve(state, frames=(), monsters=monsters))
    for seat in range(state.players):
        if seat != state.traitor:
            sc.at(seat, "upper_landing")
    s = sc.build()
    while not s.turn.monsters:
        s = s.apply("end")
        while s.frames and not s.turn.monsters:
            s = s.apply(s.legal_actions()[0])
    return s


def test_a_nightmare_escapes_through_an_unused_escape_room(revealed: GameState) -> None:
    s = _monster_turn(revealed, MonsterState("nightmare#1", "nightmare", "foyer"))
    s = run_script(s, ["die 1"] * 5)
    s = s.apply("monster nightmare#1 move S")  # into the Entrance Hall, with its front door
    assert _var(s, "escapes") == 1
    # It left the board, and a new Nightmare (with a number of its own) came on with the
    # traitor.
    assert [(m.kind, m.room) for m in s.monsters] == [("nightmare", "vault")]
    assert s.monsters[0].ident != "nightmare#1"
    assert s.tokens == ((f"{KEY}:gone", "entrance_hall"),)


def test_a_spent_escape_room_lets_no_one_else_out(revealed: GameState) -> None:
    s = _monster_turn(revealed, MonsterState("nightmare#1", "nightmare", "foyer"))
    s = attrs.evolve(s, tokens=((f"{KEY}:gone", "entrance_hall"),))
    s = run_script(s, ["die 1"] * 5)
    s = s.apply("monster nightmare#1 move S")
    assert _var(s, "escapes") == 0 and s.monsters[0].room == "entrance_hall"


def test_the_last_escape_needed_wins_for_the_traitor(revealed: GameState) -> None:
    s = _monster_turn(revealed, MonsterState("nightmare#1", "nightmare", "foyer"))
    s = with_haunt_vars(s, 13, escapes=int(str(_var(s, "target"))) - 1)
    s = run_script(s, ["die 1"] * 5)
    s = s.apply("monster nightmare#1 move S")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_a_beaten_nightmare_is_replaced_and_a_winning_one_hurts_the_mind(
    revealed: GameState,
) -> None:
    hero = revealed.turn.player
    sc = Scenario(attrs.evolve(revealed, frames=()))
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("nightmare#1", "nightmare", "foyer"),))
    s = sc.at(hero, "foyer").fresh(hero).build()
    might = s.trait(hero, Trait.MIGHT)
    won = run_script(s, ["attack nightmare#1", *["die 2"] * might, *["die 0"] * 4])
    assert [m.room for m in won.monsters] == ["vault"]  # destroyed, and another appears
    lost = run_script(s, ["attack nightmare#1", *["die 0"] * might, *["die 1"] * 4])
    assert names(lost) == ["damage knowledge", "damage sanity"]  # 4 points to the mind


def test_the_holy_symbol_lets_the_heroes_wake_the_dreamer(revealed: GameState) -> None:
    hero = revealed.turn.player
    sc = Scenario(attrs.evolve(revealed, frames=()))
    s = sc.at(hero, "vault").fresh(hero).build()
    assert not any(n.startswith("use haunt:13 wake") for n in names(s))
    s = Scenario(s).give(hero, "holy_symbol").build()
    assert "use haunt:13 wake sanity" in names(s) and "use haunt:13 wake might" in names(s)
    s = with_haunt_vars(s, 13, wakes=s.players - 1)
    s = run_script(s, ["use haunt:13 wake sanity", *["die 2"] * s.trait(hero, Trait.SANITY)])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_with_every_hero_dead_the_nightmares_have_won(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None

    def with_dead(*seats: int) -> GameState:
        explorers = tuple(
            attrs.evolve(e, alive=False, cards=()) if seat in seats else e
            for seat, e in enumerate(revealed.explorers)
        )
        s = next_turn(attrs.evolve(revealed, explorers=explorers), traitor)
        # The sleeper's turn ends and the Nightmares roll for their move.
        return run_script(s, ["end"] + ["die 0"] * 5)

    heroes = [seat for seat in range(revealed.players) if seat != traitor]
    assert with_dead(*heroes[:-1]).phase is Phase.HAUNT  # one hero left to wake them
    over = with_dead(*heroes)
    assert over.phase is Phase.OVER and over.winner == "traitor"
