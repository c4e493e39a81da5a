"""Haunt 4, The Web of Destiny: the growing Spider, the web, the eggs and the way out."""

from __future__ import annotations

from h1_helpers import dice, meet, names, position, revealed, roll_all, with_vars

from betrayal.core.engine import run_pending
from betrayal.core.rules import monster_kinds
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, Phase, TurnState
from betrayal.core.traits import Trait
from betrayal.testing import run_script


def _vars(s: GameState) -> dict[str, object]:
    return {k.split(":", 2)[2]: v for k, v in s.script_vars if k.startswith("haunt:4:")}


def _trapped(s: GameState) -> int:
    assert s.reveal is not None
    return s.reveal.revealer


def _other_hero(s: GameState) -> int:
    return next(i for i in range(4) if i not in (s.traitor, _trapped(s)))


def test_with_four_players_the_spider_eats_the_traitor() -> None:
    s = revealed(4)
    assert s.traitor is not None and not s.explorers[s.traitor].alive
    kinds = sorted(m.kind for m in s.monsters)
    assert kinds == ["spider", "web"]
    trapped_room = s.explorers[_trapped(s)].room
    assert all(m.room == trapped_room for m in s.monsters)


def test_the_spider_grows_with_the_track() -> None:
    s = revealed(4)
    sizes = []
    for track in (1, 3, 6, 8):
        t = with_vars(s, 4, track=track)
        sizes.append(
            (
                monster_kinds.trait_of(t, "spider", Trait.SPEED),
                monster_kinds.trait_of(t, "spider", Trait.MIGHT),
            )
        )
    assert sizes == [(0, 2), (2, 4), (6, 7), (6, 8)]


def test_the_eggs_hatch_on_turn_nine() -> None:
    s = revealed(4)
    sc = meet(s, "foyer", MonsterState("spider#1", "spider", "foyer"))
    sc.state = with_vars(sc.state, 4, track=8)
    hero = _other_hero(s)
    s = sc.turn(hero).build()
    while s.phase is not Phase.OVER:
        if s.is_chance_node():
            s = s.apply("die 0")
        elif s.turn.monsters:
            # The Spider must strike at a hero beside it before it may stop.
            offered = names(s)
            s = s.apply(
                "monster spider#1 done" if "monster spider#1 done" in offered else offered[0]
            )
        else:
            s = s.apply("end") if not s.frames else s.apply(s.legal_actions()[0])
    assert s.winner == "traitor"


def test_the_trapped_explorer_cannot_move_and_nobody_of_the_traitor_touches_them() -> None:
    s = revealed(4)
    trapped = _trapped(s)
    s1 = meet(s, "foyer", MonsterState("web#1", "web", "foyer")).turn(trapped).build()
    assert not any(n.startswith("move") for n in names(s1))
    assert "attack web#1" in names(s1)


def test_tearing_the_web_takes_a_might_win_per_player() -> None:
    s = revealed(4)
    hero = _other_hero(s)
    sc = meet(s, "foyer", MonsterState("web#1", "web", "foyer"))
    sc.state = with_vars(sc.state, 4, web_hits=3)
    s = sc.turn(hero).build()
    assert "attack web#1" in names(s)
    s = s.apply("attack web#1")
    s = run_script(s, dice(*[2] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 0)
    assert _vars(s)["web_torn"] is True and not s.monsters


def test_a_web_win_hurts_nobody() -> None:
    s = revealed(4)
    hero = _other_hero(s)
    s = meet(s, "foyer", MonsterState("web#1", "web", "foyer")).turn(hero).build()
    before = s.explorers[hero].traits
    s = roll_all(s.apply("attack web#1"), 0)
    assert s.explorers[hero].traits == before  # a tie: nothing
    s = meet(s, "foyer", MonsterState("web#1", "web", "foyer")).turn(hero).build()
    s = s.apply("attack web#1")
    s = run_script(s, dice(*[0] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 2)
    assert s.explorers[hero].traits == before and s.monsters[0].kind == "web"


def test_the_medical_kit_destroys_the_eggs_and_the_heroes_walk_out() -> None:
    s = revealed(4)
    hero = _other_hero(s)
    trapped = _trapped(s)
    sc = meet(s, "entrance_hall")
    sc.trait(hero, Trait.KNOWLEDGE, position(s, hero, Trait.KNOWLEDGE, 4))
    sc.state = with_vars(sc.state, 4, web_torn=True)
    s = sc.give(hero, "medical_kit").turn(hero).build()
    assert sc.state.explorers[trapped].room == "entrance_hall"
    s = roll_all(s.apply("use haunt:4 destroy_eggs"), 2)
    assert _vars(s)["eggs_destroyed"] is True
    s = roll_all(s.apply("use haunt:4 open_door knowledge"), 2)
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    assert _vars(s)["door_open"] is True
    assert "use haunt:4 leave" not in names(s)  # not on the turn the door opens
    sc = meet(s, "entrance_hall")
    sc.state = with_vars(sc.state, 4, door_turn=0)  # a later turn
    s = sc.turn(trapped).build()
    s = s.apply("use haunt:4 leave")
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_spider_throws_its_blank_dice_again_when_it_attacks() -> None:
    s = revealed(4)
    hero = _other_hero(s)
    traitor = s.traitor
    assert traitor is not None
    sc = meet(s, "foyer", MonsterState("spider#1", "spider", "foyer"))
    s = sc.build()
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(run_pending(start_monster_turn(s.evolve(turn=turn))), 1)
    s = s.apply(f"monster spider#1 attack {hero}")
    # Might 2 on the first turn: 0 and 2; the blank die is thrown again and shows 2.
    s = run_script(s, dice(0, 2))
    assert s.frames[-1].dice == 1  # type: ignore[attr-defined]
    s = run_script(s, dice(2))
    attack = s.frames[-2]
    assert getattr(attack, "attack_total", None) == 4


def test_the_spider_makes_for_the_nearest_hero_not_in_its_web() -> None:
    s = revealed(4)
    trapped = _trapped(s)
    sc = meet(s, "foyer", MonsterState("spider#1", "spider", "foyer"))
    for seat in range(4):
        if seat != trapped:
            sc.at(seat, "upper_landing")
    s = sc.build()
    traitor = s.traitor
    assert traitor is not None
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = roll_all(run_pending(start_monster_turn(s.evolve(turn=turn))), 2)
    # The trapped explorer shares its room, but the Spider may neither stop nor attack
    # there: every move it has left goes toward the hero upstairs.
    offered = names(s)
    assert "monster spider#1 done" not in offered
    assert not any(" attack " in n for n in offered)
    assert all(n.startswith("monster spider#1 ") for n in offered) and offered
    assert s.explorers[trapped].room == "foyer"


def test_at_speed_zero_the_spider_throws_no_dice_and_still_moves_one_space() -> None:
    s = revealed(4)
    trapped = _trapped(s)
    sc = meet(s, "foyer", MonsterState("spider#1", "spider", "foyer"))
    for seat in range(4):
        if seat != trapped:
            sc.at(seat, "upper_landing")
    s = sc.build()
    assert monster_kinds.trait_of(s, "spider", Trait.SPEED) == 0  # the track's first step
    traitor = s.traitor
    assert traitor is not None
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    # No Speed roll: the Spider has its one space, and takes it toward the hero upstairs.
    assert not s.is_chance_node() and s.monsters[0].moves_left == 1
    s = s.apply(names(s)[0])
    assert s.monsters[0].moves_left == 0 and s.monsters[0].room != "foyer"
