"""3rd-edition haunt 15, Of Monsters and Mayhem: the traitor's body gives way to movie
monsters, each destroyed only by its own weapon."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import attacker_throws, monster_turn, place_damage, with_dead

HAUNT = 15
TRAITOR = 1  # the revealer, in the Library


def _picked(*kinds: str) -> GameState:
    s = revealed(HAUNT)
    for k in kinds:
        s = s.apply(f"pick {k}")
    return s


def _monster(kind: str, room: str = "ballroom") -> MonsterState:
    return MonsterState(ident=f"{kind}#1", kind=kind, room=room)


def test_the_traitor_dies_and_two_monsters_drawn_at_random_take_their_place() -> None:
    s = revealed(HAUNT)
    assert sorted(names(s)) == ["pick ghost", "pick vampire", "pick werewolf"]
    s = _picked("vampire", "ghost")
    assert s.traitor == TRAITOR
    assert not s.explorers[TRAITOR].alive
    assert sorted((m.kind, m.room) for m in s.monsters) == [
        ("ghost", "library"),
        ("vampire", "library"),
    ]
    assert s.current_player() == 2


def _banish(face: int) -> GameState:
    """Seat 0, holding the Holy Symbol, attacks the Ghost with Sanity: seat 0's four dice
    all show ``face``, the Ghost's five all blanks."""
    sc = meet(_picked("ghost", "vampire"), "ballroom", _monster("ghost"))
    sc.give(0, "holy_symbol")
    s = sc.turn(0).build()
    assert "use haunt:15 banish" in names(s)
    s = s.apply("use haunt:15 banish")
    for _ in range(4):
        s = s.apply(f"die {face}")
    return roll_all(s, 0)


def test_the_holy_symbol_destroys_the_ghost_and_the_heroes_win() -> None:
    s = _banish(2)
    assert s.monsters == ()
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_a_might_win_does_not_even_stun_the_ghost() -> None:
    sc = meet(_picked("ghost", "vampire"), "ballroom", _monster("ghost"))
    s = sc.turn(0).build()
    s = s.apply("attack ghost#1")
    for _ in range(s.frames[-1].dice):
        s = s.apply("die 2")
    s = roll_all(s, 0)
    assert len(s.monsters) == 1
    assert not s.monsters[0].stunned
    assert not s.is_terminal()


def _shoot_vampire(card: str) -> GameState:
    sc = meet(
        _picked("ghost", "vampire"), "ballroom", _monster("vampire"), _monster("ghost", "chapel")
    )
    sc.give(0, card)
    s = sc.turn(0).build()
    s = s.apply(f"attack vampire#1 {card}")
    for _ in range(s.frames[-1].dice):
        s = s.apply("die 2")
    return roll_all(s, 0)


def test_the_crossbow_destroys_the_vampire_another_weapon_only_stuns_it() -> None:
    s = _shoot_vampire("crossbow")
    assert [m.kind for m in s.monsters] == ["ghost"]
    s = _shoot_vampire("gun")
    vampire = next(m for m in s.monsters if m.kind == "vampire")
    assert vampire.stunned


def _bitten(blood: int) -> GameState:
    """On the monster turn the Vampire attacks seat 0 in the Ballroom, its dice all 1s
    and seat 0's all blanks."""
    sc = meet(_picked("ghost", "vampire"), "ballroom", _monster("vampire"))
    s = with_vars(sc.build(), HAUNT, blood=blood)
    s = monster_turn(s, TRAITOR)
    s = roll_all(s, 0)  # its Speed
    attack = [n for n in names(s) if n.startswith("monster vampire#1 attack")]
    s = s.apply(attack[0])
    s = attacker_throws(s, 1, 0)
    return s


def test_every_bite_gives_the_vampire_a_blood_token_and_more_strength() -> None:
    plain = _bitten(0)
    stronger = _bitten(2)
    assert haunt_vars(plain, HAUNT)["blood"] == 1
    assert haunt_vars(stronger, HAUNT)["blood"] == 3
    assert stronger.frames[-1].points == plain.frames[-1].points + 2


def test_the_ghosts_fright_sends_the_hero_running() -> None:
    sc = meet(_picked("ghost", "vampire"), "ballroom", _monster("ghost"))
    s = monster_turn(sc.build(), TRAITOR)
    s = roll_all(s, 0)
    s = s.apply(next(n for n in names(s) if n.startswith("monster ghost#1 attack 0")))
    while s.is_chance_node():
        s = s.apply("die 1")  # a tie: nobody is hurt, and seat 0 rolls Speed
    options = names(s)
    assert len(options) > 2, options  # the traitor picks where seat 0 runs to
    s = s.apply(options[-1])
    assert s.explorers[0].room != "ballroom"


def test_a_search_turns_up_a_card_to_keep() -> None:
    sc = meet(_picked("ghost", "vampire"), "library")  # an omen room
    s = sc.turn(0).build()
    held = len(s.explorers[0].cards)
    s = roll_all(s.apply("use haunt:15 search"), 2)
    while not [n for n in names(s) if n.startswith("choose")]:
        s = s.apply(names(s)[0])  # the cards turned over, one by one
    s = s.apply(next(n for n in names(s) if n.startswith("choose")))
    assert len(s.explorers[0].cards) == held + 1
    assert s.explorers[0].cards[-1] in {
        "armor",
        "dog",
        "idol",
        "mask",
        "ring",
        "skull",
        "dagger",
        "holy_symbol",
        "book",
    }
    failed = roll_all(sc.turn(0).build().apply("use haunt:15 search"), 0)
    assert len(failed.explorers[0].cards) == held


def test_the_traitor_wins_when_the_last_hero_dies() -> None:
    sc = meet(_picked("ghost", "werewolf"), "ballroom", _monster("werewolf"))
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.build()
    s = monster_turn(with_dead(s, 2, 3), TRAITOR)
    s = roll_all(s, 0)
    s = s.apply(next(n for n in names(s) if n.startswith("monster werewolf#1 attack 0")))
    s = attacker_throws(s, 2, 0)
    s = place_damage(s, Trait.MIGHT)
    assert not s.explorers[0].alive
    assert s.is_terminal()
    assert s.winner == "traitor"
