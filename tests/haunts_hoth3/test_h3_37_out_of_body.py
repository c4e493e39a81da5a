"""3rd-edition haunt 37, Out of Body: DNA on the heroes' boards, Security Robots after each
hero, the traitor's body swap and upload, messing with circuits, the escape, and each
side's win."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import place_damage

HAUNT = 37
TRAITOR = 1  # the revealer


def _robots(s: GameState) -> list[str]:
    return sorted(m.room for m in s.monsters if m.kind == "robot")


def _dna(s: GameState) -> dict[int, int]:
    return {
        int(k.split("@")[1]): v for k, v in haunt_vars(s, HAUNT).items() if k.startswith("dna@")
    }


def test_setup_dna_on_each_hero_a_robot_with_each_and_one_with_the_traitor() -> None:
    s = revealed(HAUNT)
    assert s.traitor == TRAITOR
    assert s.explorers[TRAITOR].room == "entrance_hall"
    assert _robots(s) == ["catacombs", "chapel", "entrance_hall", "kitchen"]
    assert _dna(s) == {0: 1, 2: 1, 3: 1}
    assert haunt_vars(s, HAUNT)["track"] == 3
    # Each hero has a robot of their own to chase; the extra one goes after seat 2.
    owners = sorted(m.owner for m in s.monsters if m.kind == "robot")
    assert owners == [0, 2, 2, 3]


def test_metamorph_trades_boards_with_a_hero_who_keeps_their_cards() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "ballroom")
    sc.give(0, "gun").trait(0, Trait.MIGHT, 1)
    s = sc.turn(TRAITOR).build()
    hero_board = s.explorers[0].explorer
    traitor_board = s.explorers[TRAITOR].explorer
    s = s.apply("use haunt:37 metamorph 0")
    assert s.explorers[TRAITOR].explorer == hero_board
    assert s.explorers[0].explorer == traitor_board
    assert s.explorers[0].cards == ("gun",)  # the hero's cards stay with the hero
    # The new body is healed, and the DNA went with the board.
    start = s.explorer_def(TRAITOR).track(Trait.MIGHT).start
    assert s.explorers[TRAITOR].traits[Trait.MIGHT.index] == start
    assert _dna(s) == {1: 1, 2: 1, 3: 1}
    assert names(s) == ["end"]  # the turn is over


def _upload(room: str, uploaded: int = 0) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, **{"dna@1": 1, "dna@0": 0}, uploaded=uploaded)
    s = meet(s, room).turn(TRAITOR).build()
    return s


def test_the_traitor_uploads_dna_on_an_omen_tile_and_wins_with_every_sample() -> None:
    assert "use haunt:37 upload" not in names(_upload("kitchen"))  # no omen symbol
    s = _upload("ballroom").apply("use haunt:37 upload")
    assert haunt_vars(s, HAUNT)["uploaded"] == 1
    assert 1 not in _dna(s) or _dna(s)[1] == 0
    assert s.winner is None
    assert _upload("ballroom", uploaded=2).apply("use haunt:37 upload").winner == "traitor"


def _circuits(face: int) -> GameState:
    s = revealed(HAUNT)
    sc = meet(s, "laboratory", MonsterState("robot#1", "robot", "kitchen", owner=0))
    s = sc.turn(0).build()
    assert "use haunt:37 circuits kitchen" in names(s)
    s = s.apply("use haunt:37 circuits kitchen")
    knowledge = s.explorer_def(0).track(Trait.KNOWLEDGE).value(s.explorers[0].traits[2])
    return throw(s, knowledge, face, 2 - face)  # the robot's dice show the other face


def test_messing_with_circuits_removes_a_robot_on_the_floor_or_hurts_the_mind() -> None:
    won = _circuits(2)
    assert _robots(won) == []
    assert "attack" not in " ".join(names(won))  # it was the attack of the turn
    lost = _circuits(0)
    assert _robots(lost) == ["kitchen"]
    frame = lost.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 8
    assert "mental" in str(frame.kind).lower()


def test_a_robot_beaten_on_a_heros_turn_is_destroyed() -> None:
    s = revealed(HAUNT)
    s = meet(s, "kitchen", MonsterState("robot#1", "robot", "kitchen", owner=0)).turn(0).build()
    might = s.explorer_def(0).track(Trait.MIGHT).value(s.explorers[0].traits[0])
    s = throw(s.apply("attack robot#1"), might, 2)
    assert _robots(s) == []


def _escape(track: int, face: int) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, track=track)
    s = meet(s, "entrance_hall").turn(0).build()  # no robots left
    return roll_all(s.apply("use haunt:37 escape"), face)


def test_the_escape_moves_the_track_and_the_heroes_get_out_at_zero() -> None:
    assert haunt_vars(_escape(3, 2), HAUNT)["track"] == 2
    assert haunt_vars(_escape(3, 0), HAUNT)["track"] == 3
    assert _escape(1, 2).winner == "heroes"
    s = revealed(HAUNT)
    s = meet(s, "entrance_hall", MonsterState("robot#1", "robot", "kitchen", owner=0))
    assert "use haunt:37 escape" not in names(s.turn(0).build())  # a robot still runs


def _lethal_blow(dna: int, skull: bool = False) -> GameState:
    """The traitor beats seat 0, whose Might and Speed are at their lowest, by a lot (with
    ``skull``, seat 0 holds the Skull and its three dice all come up blank)."""
    s = with_vars(revealed(HAUNT), HAUNT, **{"dna@0": dna})
    sc = meet(s, "ballroom").trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    if skull:
        sc.give(0, "skull")
    s = sc.turn(TRAITOR).build()
    might = s.explorer_def(TRAITOR).track(Trait.MIGHT).value(s.explorers[TRAITOR].traits[0])
    s = throw(s.apply("attack 0"), might, 2)
    s = s.apply("hurt") if "hurt" in names(s) else s
    while s.frames and any(n.startswith("damage ") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage ")))
        s = roll_all(s, 0)  # the Skull's dice, if any
    return s


def test_a_hero_whose_board_holds_dna_cannot_die() -> None:
    assert _lethal_blow(dna=1).explorers[0].alive
    assert not _lethal_blow(dna=0).explorers[0].alive


def test_not_even_the_skulls_failed_roll_kills_a_hero_with_dna() -> None:
    s = _lethal_blow(dna=1, skull=True)
    hero = s.explorers[0]
    assert hero.alive
    assert hero.traits == (0, 0, 0, 0)  # every trait at its lowest
    assert not _lethal_blow(dna=0, skull=True).explorers[0].alive


def test_the_traitor_struck_down_resets_and_goes_to_a_landing() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "ballroom").trait(TRAITOR, Trait.MIGHT, 0).trait(TRAITOR, Trait.SPEED, 0)
    s = sc.turn(0).build()
    might = s.explorer_def(0).track(Trait.MIGHT).value(s.explorers[0].traits[0])
    s = throw(s.apply(f"attack {TRAITOR}"), might, 2)
    s = s.apply("hurt") if "hurt" in names(s) else s
    s = place_damage(s)
    assert names(s)[:2] == ["choose basement_landing", "choose upper_landing"]
    s = s.apply("choose upper_landing")
    traitor = s.explorers[TRAITOR]
    assert traitor.alive and traitor.room == "upper_landing"
    start = s.explorer_def(TRAITOR).track(Trait.MIGHT).start
    assert traitor.traits[Trait.MIGHT.index] == start
