"""Haunt 22, The Abyss Gazes Back: rooms fall into the pit, the heroes exorcise it."""

from __future__ import annotations

import attrs

from betrayal import Trait
from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import RandomPick
from betrayal.core.state import GameState, Phase
from betrayal.testing import Scenario, late_house, next_turn, run_script, with_haunt_vars
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:22"


def _revealed() -> GameState:
    # The late house, revealed by seat 1: Peter Akimoto (seat 2) is the traitor; the
    # basement holds the Landing, Pentagram Chamber, Vault, Wine Cellar, Chasm, Larder,
    # Crypt, Underground Lake and Furnace Room.
    s = late_house().reveal(22, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == 2
    return s


def _var(state: GameState, name: str) -> object:
    return dict(state.script_vars)[f"{KEY}:{name}"]


def _dice(state: GameState, face: int) -> GameState:
    while state.is_chance_node():
        state = state.apply(f"die {face}")
    return state


def _everyone_upstairs(state: GameState) -> Scenario:
    sc = Scenario(attrs.evolve(state, frames=()))
    for seat in range(state.players):
        sc.at(seat, "upper_landing").fresh(seat)
    return sc


def test_the_traitor_picks_an_empty_basement_symbol_room_for_the_mouth() -> None:
    s = _revealed()
    # The Crypt and the Wine Cellar show symbols but explorers stand there.
    assert [str(a) for a in s.legal_actions()] == [
        "choose pentagram_chamber",
        "choose underground_lake",
        "choose vault",
    ]
    s = s.apply("choose vault")
    assert (f"{KEY}:mouth", "vault") in s.tokens
    assert not s.collapsed


def test_the_mouth_falls_at_the_end_of_the_traitors_first_turn() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(0, "vault").at(1, "vault").turn(2)
    s = run_script(sc.build(), ["end"])
    # Jenny (seat 0) rolls 4 or more and jumps through the Vault's one door; Madame
    # Zostra (seat 1) rolls too little and falls.
    speed = [s.trait(seat, Trait.SPEED) for seat in (0, 1)]
    s = run_script(s, ["die 2"] * speed[0] + ["die 0"] * speed[1])
    assert _var(s, "track") == 1
    assert "vault" in s.collapsed
    assert s.explorers[0].alive and s.explorers[0].room == "basement_landing"
    assert not s.explorers[1].alive


def test_nobody_walks_into_a_fallen_room() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(0, "basement_landing")
    sc.state = attrs.evolve(sc.state, collapsed=frozenset({"vault"}))
    s = sc.turn(0).build()
    moves = [str(a) for a in s.legal_actions() if str(a).startswith("move")]
    # The Landing's west door meets the Vault: that way is closed now.
    assert "move W" not in moves and "move N" in moves


def test_in_round_two_a_hero_drops_one_room_beside_the_pit() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).turn(3)
    sc.state = with_haunt_vars(attrs.evolve(sc.state, collapsed=frozenset({"vault"})), 22, track=1)
    s = run_script(sc.build(), ["end"])
    # Only the Landing touches the fallen Vault; the traitor has nothing else to pick.
    assert s.collapsed == frozenset({"vault", "basement_landing"})


def test_later_rounds_roll_dice_for_the_rooms_and_the_traitor_chooses() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).turn(3)
    sc.state = with_haunt_vars(attrs.evolve(sc.state, collapsed=frozenset({"vault"})), 22, track=2)
    s = run_script(sc.build(), ["end", "die 1", "die 0"])  # 2 dice: one room
    s = run_script(s, [])
    assert s.collapsed == frozenset({"vault", "basement_landing"})
    sc = Scenario(s).turn(0)
    s = run_script(sc.build(), ["end", "die 2", "die 0"])  # two more rooms
    options = {str(a) for a in s.legal_actions()}
    assert options == {"choose pentagram_chamber", "choose wine_cellar", "choose chasm"}
    s = run_script(s, ["choose chasm", "choose underground_lake"])
    assert {"chasm", "underground_lake"} <= s.collapsed


def test_exorcisms_as_many_as_players_win_for_the_heroes() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(3, "chapel").turn(3)
    sc.state = with_haunt_vars(sc.state, 22, exorcisms=3)
    s = sc.build()
    assert "use haunt:22 exorcise_here" in [str(a) for a in s.legal_actions()]
    s = run_script(s, ["use haunt:22 exorcise_here"])
    s = _dice(s, 2)  # Sanity roll in the Chapel: 5 or more
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_used_room_cannot_serve_again_and_one_try_a_turn() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(3, "library").give(3, "book").turn(3)
    s = run_script(sc.build(), ["use haunt:22 exorcise_here"])
    s = _dice(s, 2)  # Knowledge in the Library
    assert _var(s, "exorcisms") == 1 and (f"{KEY}:hallowed", "library") in s.tokens
    names = [str(a) for a in s.legal_actions()]
    assert not any("exorcise" in n for n in names)
    s = next_turn(s, 3)
    names = [str(a) for a in s.legal_actions()]
    assert "use haunt:22 exorcise_with book" in names
    assert "use haunt:22 exorcise_here" not in names


def test_the_holy_symbol_buys_a_calm() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(3, "basement_landing").give(3, "holy_symbol").turn(3)
    sc.state = with_haunt_vars(attrs.evolve(sc.state, collapsed=frozenset({"vault"})), 22, track=1)
    s = run_script(sc.build(), ["use haunt:22 sacrifice", "end"])
    assert "holy_symbol" in s.removed
    assert s.collapsed == frozenset({"vault"})  # nothing fell at the end of the turn
    s = run_script(Scenario(s).turn(0).build(), ["end"])
    assert s.collapsed == frozenset({"vault"})
    s = run_script(Scenario(s).turn(3).build(), ["end"])  # the bearer's next turn ends
    assert _var(s, "calm") is False
    s = run_script(Scenario(s).at(3, "upper_landing").turn(0).build(), ["end"])
    assert "basement_landing" in s.collapsed


def test_the_last_hero_falling_wins_for_a_dead_traitor() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(3, "basement_landing").turn(3)
    explorers = tuple(
        attrs.evolve(e, alive=(seat == 3), cards=()) for seat, e in enumerate(sc.state.explorers)
    )
    sc.state = with_haunt_vars(
        attrs.evolve(sc.state, explorers=explorers, collapsed=frozenset({"vault"})), 22, track=1
    )
    s = run_script(sc.build(), ["end"])
    s = _dice(s, 0)  # Professor Longfellow cannot leap clear
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_with_no_empty_symbol_room_below_a_fitting_tile_is_drawn_for_the_mouth() -> None:
    # A bare house: the basement holds only the Landing.
    seats = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "peter_akimoto")
    s = Scenario.new(explorers=seats).reveal(22, 1).build()
    pick = s.frames[-1]
    assert isinstance(pick, RandomPick)
    content = s.game.content
    # Every tile offered may go in the basement and shows an omen or event symbol.
    assert "vault" in pick.options
    for room in pick.options:
        data = content.room(room)
        assert Floor.BASEMENT in data.floors
        assert {CardKind.OMEN, CardKind.EVENT} & set(data.symbols)
    s = s.apply("pick vault")
    s = s.apply(s.legal_actions()[0])  # the traitor lays it
    assert "vault" in s.house and (f"{KEY}:mouth", "vault") in s.tokens


def _ride_down(collapsed: frozenset[str]) -> GameState:
    """Jenny rides the Mystic Elevator (upstairs) and rolls a 1: to the basement."""
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(0, "mystic_elevator")
    sc.state = attrs.evolve(sc.state, collapsed=collapsed)
    s = sc.turn(0).build()
    assert "use room:mystic_elevator ride" not in [str(a) for a in s.legal_actions()]
    return run_script(s, ["use haunt:22 ride_elevator", "die 1", "die 0"])


def test_the_mystic_elevator_sent_to_a_fallen_floor_drops_its_rider_in_the_pit() -> None:
    s = _revealed()
    basement = frozenset(t.room for t in s.house.tiles if t.floor is Floor.BASEMENT)
    fell = _ride_down(basement)
    assert not fell.explorers[0].alive
    # With the basement still standing, the ride goes as usual.
    rode = _ride_down(frozenset({"vault"}))
    while rode.frames:
        rode = rode.apply(rode.legal_actions()[0])  # where the tile goes
    assert rode.explorers[0].alive
    assert rode.house.tile("mystic_elevator").floor is Floor.BASEMENT


def test_the_traitor_finding_an_event_room_below_may_take_the_secret_stairs() -> None:
    s = _revealed().apply("choose vault")
    sc = _everyone_upstairs(s).at(2, "furnace_room")
    sc.stack(["operating_laboratory"])
    s = sc.turn(2).build()
    s = run_script(s, ["move E", "room operating_laboratory", "rotate 1"])
    s = run_script(s, ["choose True", "choose secret_stairs"])
    # The event drawn is the one the traitor named, and their movement is over.
    assert [str(a) for a in s.legal_actions()] == ["card secret_stairs"]
    assert s.turn.movement_over
