"""Haunt 16, The Phantom's Embrace: the Phantom found in the basement and fought at once,
its flight, the bomb's clock, defusing it and running out of the front door."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import CardKind, Floor, Side
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, check_invariants, haunt_var, names, run_script

KEY = "haunt:16"


# Seat 3 reveals; the traitor is the player to the revealer's left, seat 0.
EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")


def _reveal() -> GameState:
    """The haunt revealed by seat 3, who has just found the Ring, in a house of the
    starting rooms only (the basement is all to find); seat 1 looks after the Girl."""
    sc = Scenario.new(explorers=EXPLORERS).give(3, "ring").give(1, "girl")
    return sc.reveal(16, revealer=3, omen="ring").build()


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = _reveal()
    assert s.phase is Phase.HAUNT and s.haunt == 16
    return s


def with_vars(sc: Scenario, **values: object) -> None:
    found = dict(sc.state.script_vars)
    found.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(found.items())))


def setting(revealed: GameState) -> tuple[Scenario, int, int]:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(revealed.players):
        sc.fresh(seat)
    traitor = revealed.traitor
    assert traitor is not None
    return sc, revealed.turn.player, traitor


def discover_below(revealed: GameState) -> tuple[GameState, int]:
    """The first hero walks out of the Basement Landing into a new omen room."""
    sc, hero, _ = setting(revealed)
    s = sc.at(hero, "basement_landing").turn(hero).build()
    door = next(
        n
        for n in names(s)
        if n.startswith("move ") and s.house.connected("basement_landing", Side(n[5:])) is None
    )
    content = s.game.content
    room = next(
        r
        for r in s.room_stack
        if Floor.BASEMENT in content.room(r).floors
        and {CardKind.EVENT, CardKind.OMEN} & set(content.room(r).symbols)
    )
    s = run_script(s, [door, f"room {room}"])
    s = s.apply(next(n for n in names(s) if n.startswith("rotate")))
    return s, hero


def test_the_girl_is_taken_from_her_keeper() -> None:
    s = _reveal()
    assert all("girl" not in e.cards for e in s.explorers)
    check_invariants(s)


def test_the_phantom_is_found_below_and_beaten_at_once(revealed: GameState) -> None:
    s, hero = discover_below(revealed)
    # No card for the room: the Phantom is there, and the finder attacks it.
    (phantom,) = s.monsters
    assert phantom.kind == "phantom" and phantom.room == s.explorers[hero].room
    cards = s.explorers[hero].cards
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["die 2"] * might + ["die 0"] * 6)
    assert not s.monsters and haunt_var(s, 16, "rescued") is True
    assert s.carried == ((f"{KEY}:captive", hero),)
    assert s.explorers[hero].cards == cards
    assert haunt_var(s, 16, "fallen_in") == (s.explorers[hero].room,)
    assert not any(n.startswith("attack") for n in names(s))  # that was the turn's attack


def test_the_phantom_holds_and_slips_away_with_the_girl(revealed: GameState) -> None:
    s, hero = discover_below(revealed)
    room = s.explorers[hero].room
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["die 0"] * might + ["die 1"] * 6)
    # The hero takes the 6 points as usual; the Phantom and the Girl are gone.
    assert not s.monsters and not any(t.startswith(f"{KEY}:captive") for t, _ in s.tokens)
    assert (f"{KEY}:marker", room) in s.tokens
    assert not haunt_var(s, 16, "rescued")
    assert names(s)[0].startswith("damage")


def test_a_knowledge_roll_of_seven_defuses_the_bomb(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    sc.at(hero, "foyer").trait(hero, Trait.KNOWLEDGE, 7)
    with_vars(sc, rescued=True, fallen_in=("foyer",))
    s = sc.turn(hero).build()
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    # A 6 is not enough...
    s = run_script(s, ["use haunt:16 defuse"] + ["die 2"] * 3 + ["die 0"] * (knowledge - 3))
    assert s.phase is Phase.HAUNT and "use haunt:16 defuse" not in names(s)
    # ...a 7 is, on a later turn.
    s = Scenario(s).turn(hero).build()
    faces = ["die 2"] * 3 + ["die 1"] + ["die 0"] * (knowledge - 4)
    s = run_script(s, ["use haunt:16 defuse", *faces])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_bomb_goes_off_on_seven_with_four_players(revealed: GameState) -> None:
    sc, _, traitor = setting(revealed)
    with_vars(sc, ticks=3)
    s = sc.turn(traitor).build()
    s = run_script(s, ["end", "die 2", "die 2", "die 2", "die 0"])  # 4 dice show 6
    assert s.phase is Phase.HAUNT and haunt_var(s, 16, "ticks") == 4
    sc = Scenario(s)
    s = sc.turn(traitor).build()
    s = run_script(s, ["end", "die 2", "die 2", "die 2", "die 1", "die 0"])  # 7
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_door_forced_the_girl_runs_out_next_turn(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    sc.at(hero, "entrance_hall")
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:captive", hero),))
    with_vars(sc, rescued=True)
    s = sc.turn(hero).build()
    assert "use haunt:16 escape" not in names(s)
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, ["use haunt:16 open_door might"] + ["die 2"] * might)
    assert haunt_var(s, 16, "door_open") is True
    # An event card is drawn, then the turn is over.
    s = s.apply(names(s)[0])
    while s.current_player() == hero and "end" not in names(s):
        s = s.apply(names(s)[0])
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.state = attrs.evolve(sc.state, turn=attrs.evolve(sc.state.turn, number=s.turn.number + 1))
    s = sc.at(hero, "entrance_hall").turn(hero).build()
    assert s.explorers[hero].alive
    s = s.apply("use haunt:16 escape")
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_phantom_neither_moves_nor_attacks(revealed: GameState) -> None:
    from betrayal.core.rules.monster_turn import start_monster_turn
    from betrayal.core.state import TurnState

    sc, hero, traitor = setting(revealed)
    sc.at(hero, "basement_landing")
    sc.state = attrs.evolve(
        sc.state, monsters=(MonsterState("phantom#1", "phantom", "basement_landing"),)
    )
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = start_monster_turn(sc.state.evolve(turn=turn))
    assert names(s) == ["monster phantom#1 done"]


def test_nobody_can_snatch_the_girl_in_a_fight(revealed: GameState) -> None:
    sc, hero, traitor = setting(revealed)
    for seat in range(revealed.players):
        sc.at(seat, "foyer")
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:captive", hero),))
    s = sc.turn(traitor).build()
    might = s.trait(traitor, Trait.MIGHT)
    faces = ["die 2"] * might + ["die 0"] * s.trait(hero, Trait.MIGHT)
    s = run_script(s, [f"attack {hero}", *faces])
    assert not any(n.startswith("steal") for n in names(s))
    assert names(s)[0].startswith("damage")


def _sealed_basement(rooms: tuple[tuple[str, int, int], ...]) -> GameState:
    """The haunt revealed on the ground floor by seat 0, with the Basement Landing ringed by
    the given one-door rooms (room, x, y), each turned to face it; no Phantom met yet."""
    sc = Scenario.new(("ox_bellows", "zoe_ingstrom", "vivian_lopez", "brandon_jaspers"))
    for room, x, y in rooms:
        for rotation in range(4):
            trial = Scenario(sc.state).room(room, Floor.BASEMENT, x, y, rotation)
            if trial.state.house.connected(room, _facing(x, y)) is not None:
                sc = trial
                break
        else:
            raise AssertionError(f"{room} cannot face the landing")
    s = sc.reveal(16, revealer=0).build()
    assert s.traitor == 1 and not s.monsters
    return s


def _facing(x: int, y: int) -> Side:
    return {(0, -1): Side.N, (0, 1): Side.S, (-1, 0): Side.E, (1, 0): Side.W}[(x, y)]


def test_a_basement_with_no_door_left_open_counts_as_explored() -> None:
    # Every door of the Landing leads into a dead end: no basement room can be found any
    # more, though basement tiles are still in the stack.
    ring = (("crypt", 0, -1), ("vault", 0, 1), ("pentagram_chamber", -1, 0), ("storeroom", 1, 0))
    s = _sealed_basement(ring)
    content = s.game.content
    assert any(Floor.BASEMENT in content.room(r).floors for r in s.room_stack)
    assert s.house.open_doorways(Floor.BASEMENT) == 0
    s = Scenario(s).turn(1).build()
    assert f"use {KEY} hide_phantom crypt" in names(s)
    s = s.apply(f"use {KEY} hide_phantom crypt")
    assert [(m.kind, m.room) for m in s.monsters] == [("phantom", "crypt")]
    # With a door still open onto empty space below, the traitor must wait.
    s = Scenario(_sealed_basement(ring[:3])).turn(1).build()
    assert not any("hide_phantom" in n for n in names(s))


def test_a_dead_rescuer_drops_the_girl_and_another_hero_takes_her(revealed: GameState) -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.damage import kill

    sc, hero, traitor = setting(revealed)
    other = next(seat for seat in range(revealed.players) if seat not in (hero, traitor))
    sc.at(hero, "foyer").at(other, "grand_staircase")
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:captive", hero),))
    with_vars(sc, rescued=True)
    s = run_pending(kill(sc.state, hero))
    # The Girl is left in the Foyer where her rescuer fell.
    assert (f"{KEY}:captive", "foyer") in s.tokens and not s.carried
    s = Scenario(attrs.evolve(s, frames=())).turn(other).build()
    assert "use haunt:16 take_girl" not in names(s)  # not from the next room
    s = s.apply("move S")
    s = s.apply("use haunt:16 take_girl")
    assert s.carried == ((f"{KEY}:captive", other),)
    assert not any(t == f"{KEY}:captive" for t, _ in s.tokens)
