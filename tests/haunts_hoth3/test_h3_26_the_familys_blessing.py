"""3rd-edition haunt 26, The Family's Blessing: the traitor's Relatives, the Elder rising
at the Altar, and the heroes' Tribute, pruning and Altar."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.content.model import CardKind
from betrayal.core.state import GameState, MonsterState

HAUNT = 26


def _turn_in(room: str, seat: int = 0, traitor_dead: bool = False, **vars: object) -> GameState:
    s = revealed(HAUNT)
    if vars:
        s = with_vars(s, HAUNT, **vars)
    s = meet(s, room, MonsterState("relative#1", "relative", "ballroom")).turn(seat).build()
    if traitor_dead:
        dead = [attrs.evolve(e, alive=i != 1) for i, e in enumerate(s.explorers)]
        s = s.evolve(explorers=tuple(dead))
    return s


def test_setup_spreads_the_family_and_places_the_altar() -> None:
    s = revealed(HAUNT)
    relatives = [m.room for m in s.monsters if m.kind == "relative"]
    assert len(relatives) == 3  # {2/3/4/5} for four players
    assert len(set(relatives)) == 3
    assert all(CardKind.OMEN in s.game.content.room(r).symbols for r in relatives)
    assert not any(m.kind == "elder" for m in s.monsters)
    altar = [room for key, room in s.tokens if key == f"haunt:{HAUNT}:altar"]
    assert altar == ["entrance_hall"]  # the first Ground Floor tile
    assert "ritual_room" in s.house
    assert s.current_player() == 2  # the player left of the traitor starts


def test_ruining_the_tribute_in_the_ritual_room() -> None:
    s = _turn_in("ritual_room")
    ok = roll_all(s.apply("use haunt:26 ruin"), 2)
    assert haunt_vars(ok, HAUNT)["tribute_ruined"] is True
    bad = roll_all(s.apply("use haunt:26 ruin"), 0)
    assert haunt_vars(bad, HAUNT).get("tribute_ruined", False) is False
    assert "damage might" in names(bad)  # a point of Physical damage to place


def test_the_altar_falls_only_after_the_tribute_and_the_traitor() -> None:
    assert "use haunt:26 destroy" not in names(_turn_in("entrance_hall", tribute_ruined=True))
    assert "use haunt:26 destroy" not in names(_turn_in("entrance_hall", traitor_dead=True))
    s = _turn_in("entrance_hall", traitor_dead=True, tribute_ruined=True)
    s = roll_all(s.apply("use haunt:26 destroy"), 2)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_pruning_the_family_tree_removes_a_relative() -> None:
    s = _turn_in("gallery")
    s = roll_all(s.apply("use haunt:26 prune"), 2)
    assert not any(m.kind == "relative" for m in s.monsters)
    bad = roll_all(_turn_in("gallery").apply("use haunt:26 prune"), 0)
    assert any(m.kind == "relative" for m in bad.monsters)
    assert "damage might" in names(bad)


def test_the_elder_rises_on_the_altar_after_the_traitors_second_turn() -> None:
    s = _turn_in("library", seat=1, traitor_turns=1)
    s = s.apply("end")
    assert [m.room for m in s.monsters if m.kind == "elder"] == ["entrance_hall"]
    first = _turn_in("library", seat=1).apply("end")
    assert not any(m.kind == "elder" for m in first.monsters)


def test_the_traitor_uses_hidden_passages_from_a_bedroom() -> None:
    assert not any("passages" in n for n in names(_turn_in("library", seat=1)))
    s = _turn_in("primary_bedroom", seat=1)
    go = [n for n in names(s) if n.startswith("use haunt:26 passages") and "vault" in n]
    assert go, names(s)
    s = s.apply(go[0])
    assert s.explorers[1].room == "vault"


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = _turn_in("library", seat=1)
    dead = [attrs.evolve(e, alive=i == 1) for i, e in enumerate(s.explorers)]
    s = roll_all(s.evolve(explorers=tuple(dead)).apply("end"), 1)
    assert s.is_terminal()
    assert s.winner == "traitor"
