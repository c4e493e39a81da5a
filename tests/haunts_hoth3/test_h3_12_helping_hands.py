"""3rd-edition haunt 12, Helping Hands: two Troll Hands serve whoever holds the Strange
Amulet, who wins once everyone else is dead."""

from __future__ import annotations

import attrs
from h3_helpers import dice, meet, names, revealed

from betrayal.core.frames import RollDice, RollPurpose
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait

HAUNT = 12


def _hand(room: str, n: int = 1) -> MonsterState:
    return MonsterState(ident=f"troll_hand#{n}", kind="troll_hand", room=room, home=room)


def test_the_hands_come_out_at_both_landings_and_the_revealer_has_the_amulet() -> None:
    s = revealed(HAUNT)
    assert s.traitor is None
    assert s.current_player() == 2
    assert sorted(m.room for m in s.monsters) == ["basement_landing", "entrance_hall"]
    assert "strange_amulet" in s.explorers[1].cards


def _attacker_wins(s: GameState) -> GameState:
    """Throw the fight's dice: every attack die a 2, every other die a 0."""
    while s.is_chance_node():
        frame = s.frames[-1]
        attack = isinstance(frame, RollDice) and frame.purpose is RollPurpose.ATTACK
        s = s.apply("die 2" if attack else "die 0")
    return s


def _monster_turn(amulet: int | None) -> GameState:
    """The revealer (seat 1) ends a turn with a Hand in the Ballroom and the Amulet held
    by ``amulet`` (or nobody)."""
    sc = meet(revealed(HAUNT), "ballroom", _hand("ballroom"))
    if amulet is not None:
        sc.give(amulet, "strange_amulet")
    return sc.turn(1).build().apply("end")


def test_the_hands_act_after_the_revealer_for_the_amulets_holder() -> None:
    s = _monster_turn(3)
    while s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    assert s.turn.monsters
    assert s.current_player() == 3
    # The Hand never attacks the one who commands it.
    attacks = [n for n in names(s) if "attack" in n]
    assert attacks and not [n for n in attacks if n.endswith(" 3")], attacks


def test_with_the_amulet_held_by_nobody_the_hands_do_nothing() -> None:
    s = _monster_turn(None)
    while s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    assert not s.turn.monsters
    assert s.current_player() == 2


def test_a_beaten_hand_is_not_stunned() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _hand("ballroom"))
    s = sc.turn(0).build()
    attack = [n for n in names(s) if n.startswith("attack") and "troll_hand" in n]
    assert attack, names(s)
    s = s.apply(attack[0])
    s = _attacker_wins(s)
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert s.monsters[0].room == "ballroom"
    assert not s.monsters[0].stunned


def _deadly_blow(holder: int) -> GameState:
    """Seats 2 and 3 are dead; seat 1 beats seat 0, whose Might and Speed are at their
    lowest, and seat 0 takes the blow on Might and dies. ``holder`` has the Amulet."""
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(holder, "strange_amulet")
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(1).build()
    dead = [attrs.evolve(e, alive=False) if i in (2, 3) else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead))
    s = _attacker_wins(s.apply("attack 0"))
    while s.frames and not s.is_terminal():
        hurt = [n for n in names(s) if n.startswith("damage") or n == "hurt"]
        if not hurt:
            break
        s = s.apply("damage might" if "damage might" in hurt else hurt[0])
    return s


def test_the_amulets_holder_wins_once_everyone_else_is_dead() -> None:
    s = _deadly_blow(holder=1)
    assert not s.explorers[0].alive
    assert s.is_terminal()
    assert s.winner == "1"


def test_the_last_one_alive_without_the_amulet_has_not_won_yet() -> None:
    s = _deadly_blow(holder=0)
    assert not s.explorers[0].alive
    assert not s.is_terminal()


def test_beating_the_amulets_holder_may_take_the_amulet() -> None:
    # The revealer (seat 1) holds the Amulet; seat 0 beats them in a Might attack (5 dice
    # of 2 against 4 blanks) and may take it instead of hurting them.
    s = meet(revealed(HAUNT), "ballroom").give(1, "strange_amulet").turn(0).build()
    s = s.evolve(monsters=())
    s = s.apply("attack 1")
    for d in dice(*[2] * 5, *[0] * 4):
        s = s.apply(d)
    assert "steal strange_amulet" in names(s)
    s = s.apply("steal strange_amulet")
    assert "strange_amulet" in s.explorers[0].cards
