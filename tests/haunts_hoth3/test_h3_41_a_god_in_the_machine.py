"""3rd-edition haunt 41, A God in the Machine: the Generators and Traps of a house come
alive, the heroes' sabotage and overloads, and the House's own acts on the monster turn."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.content.model import CardKind
from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind
from betrayal.testing import monster_turn

HAUNT = 41
TRAITOR = 1  # the revealer
GEN = "haunt:41:generator"
OFF = "haunt:41:generator_off"
TRAP = "haunt:41:trap"
SABOTAGE = "haunt:41:sabotaged"


def _house(room: str = "library") -> MonsterState:
    return MonsterState("machine#1", "machine", room)


def _at(room: str, *tokens: tuple[str, str], track: int = 0, seat: int = 2) -> GameState:
    """Everyone in ``room``, only the given haunt tokens down, ``seat``'s turn."""
    s = with_vars(revealed(HAUNT), HAUNT, track=track)
    s = meet(s, room, _house()).turn(seat).build()
    return s.evolve(tokens=tuple(tokens))


def _tokens(s: GameState, kind: str) -> list[str]:
    return sorted(r for t, r in s.tokens if t == kind)


def test_setup_a_trap_and_generators_and_the_house_on_the_traitors_tile() -> None:
    s = revealed(HAUNT)
    assert s.traitor == TRAITOR
    lair = s.explorers[TRAITOR].room
    assert _tokens(s, TRAP) == [lair]
    gens = _tokens(s, GEN)
    assert len(gens) == 3 and lair in gens  # four players
    content = s.game.content
    symbols = {CardKind.ITEM, CardKind.OMEN}
    assert all(symbols & set(content.room(r).symbols) for r in gens)
    assert [(m.kind, m.room) for m in s.monsters] == [("machine", lair)]
    assert haunt_vars(s, HAUNT)["track"] == 0


def test_a_hero_stepping_onto_a_trap_takes_two_dice_of_general_damage() -> None:
    s = _at("ballroom", (TRAP, "armory"))
    s = roll_all(s.apply("move S"), 1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 2
    assert frame.points == 2 and frame.kind is DamageKind.GENERAL
    assert _tokens(s, TRAP) == ["armory"]
    # Next door, no trap: no harm.
    calm = _at("ballroom", (TRAP, "armory")).apply("move N")
    assert not any(isinstance(f, PlaceDamage) for f in calm.frames)


def test_disabling_a_trap_is_easier_on_its_own_tile() -> None:
    here = _at("armory", (TRAP, "armory"))
    here = roll_all(here.apply("use haunt:41 disable_trap armory"), 1)  # 4 dice (+2) = 6
    assert _tokens(here, TRAP) == []
    assert haunt_vars(here, HAUNT)["track"] == 1
    near = _at("ballroom", (TRAP, "armory"))
    near = roll_all(near.apply("use haunt:41 disable_trap armory"), 1)  # 4, next door
    assert _tokens(near, TRAP) == ["armory"]
    assert haunt_vars(near, HAUNT)["track"] == 0


def test_sabotage_raises_the_track_once_per_electronics_tile() -> None:
    s = _at("kitchen")
    assert "use haunt:41 sabotage might" not in names(_at("ballroom"))
    s = roll_all(s.apply("use haunt:41 sabotage might"), 2)
    assert haunt_vars(s, HAUNT)["track"] == 1
    assert _tokens(s, SABOTAGE) == ["kitchen"]
    again = _at("kitchen", *s.tokens)
    assert not [n for n in names(again) if "sabotage" in n]
    failed = roll_all(_at("kitchen").apply("use haunt:41 sabotage knowledge"), 0)
    assert haunt_vars(failed, HAUNT)["track"] == 0


def test_a_failed_overload_ends_the_heros_turn() -> None:
    s = _at("ballroom", (GEN, "ballroom"), (GEN, "library"), track=2)
    s = roll_all(s.apply("use haunt:41 overload"), 2)  # 4
    assert _tokens(s, OFF) == []
    assert names(s) == ["end"]


def test_overloading_the_last_generator_wins_for_the_heroes() -> None:
    s = _at("ballroom", (GEN, "ballroom"), (GEN, "library"), (OFF, "library"), track=3)
    assert "use haunt:41 overload" not in names(with_vars(s, HAUNT, track=0))
    s = roll_all(s.apply("use haunt:41 overload"), 2)  # 6
    assert s.is_terminal() and s.winner == "heroes"


def test_the_traitor_turns_a_generator_back_on() -> None:
    s = _at("ballroom", (GEN, "ballroom"), (OFF, "ballroom"), seat=TRAITOR)
    s = roll_all(s.apply("use haunt:41 reactivate"), 2)
    assert _tokens(s, OFF) == []
    low = _at("ballroom", (GEN, "ballroom"), (OFF, "ballroom"), seat=TRAITOR)
    low = roll_all(low.apply("use haunt:41 reactivate"), 0)
    assert _tokens(low, OFF) == ["ballroom"]


def test_the_house_strikes_only_near_a_generator_that_is_on() -> None:
    s = _at("ballroom", (GEN, "armory"))
    s = monster_turn(s, TRAITOR)
    strikes = [n for n in names(s) if n.startswith("use haunt:41 house_strike")]
    assert [n.split()[-1] for n in strikes] == ["0", "2", "3"]  # never the traitor
    s = s.apply(strikes[0])
    s = roll_all(s, 2)  # 14 against a Might roll of twos
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.kind is DamageKind.PHYSICAL
    off = monster_turn(_at("ballroom", (GEN, "armory"), (OFF, "armory")), TRAITOR)
    assert not [n for n in names(off) if "house_strike" in n]


def test_the_house_sets_traps_away_from_heroes_and_generators() -> None:
    s = monster_turn(_at("ballroom", (GEN, "larder")), TRAITOR)
    spots = [n.split()[-1] for n in names(s) if n.startswith("use haunt:41 possess")]
    assert "ballroom" not in spots  # heroes stand there
    assert "larder" not in spots and "kitchen" not in spots  # on and next to a Generator
    assert "armory" in spots
    s = s.apply("use haunt:41 possess armory")
    assert _tokens(s, TRAP) == ["armory"]


def test_twisting_the_hallways_stops_the_explorer_on_a_trap() -> None:
    s = monster_turn(_at("ballroom", (TRAP, "armory")), TRAITOR)
    s = roll_all(s.apply("use haunt:41 twist 2"), 2)  # four spaces
    s = s.apply("choose armory")
    assert s.explorers[2].room == "armory"
    s = roll_all(s, 1)
    while s.frames and isinstance(s.frames[-1], PlaceDamage):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert not [n for n in names(s) if n.startswith("choose")]
    assert s.explorers[2].room == "armory"
