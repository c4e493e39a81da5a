"""3rd-edition haunt 43, Hide and Eat: the heroes hide from the Werewolf and charm it
until dawn, while the traitor drags them out of hiding and sets the beast on them."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.testing.haunts import monster_turn

HAUNT = 43


def _wolf(room: str, stunned: bool = False) -> MonsterState:
    return MonsterState("werewolf#1", "werewolf", room, stunned=stunned)


def _turn(room: str, wolf: str, seat: int = 0, **vars: object) -> GameState:
    """Everyone in ``room``, the Werewolf in ``wolf``, ``seat``'s turn."""
    s = revealed(HAUNT)
    if vars:
        s = with_vars(s, HAUNT, **vars)
    return meet(s, room, _wolf(wolf)).turn(seat).build()


def _hidden(s: GameState) -> list[int]:
    return list(haunt_vars(s, HAUNT).get("hidden", ()))  # type: ignore[call-overload]


def test_the_werewolf_stands_where_the_haunt_was_revealed() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    assert [m.room for m in s.monsters if m.kind == "werewolf"] == ["library"]
    assert all("dog" not in e.cards for e in s.explorers)
    assert haunt_vars(s, HAUNT)["dawn"] == 7  # four players


def test_hiding_out_of_the_werewolfs_sight() -> None:
    s = _turn("ballroom", wolf="vault")
    # Josef's Speed dice (at his start) all 2s: 5 or more, and he hides.
    ok = roll_all(s.apply("use haunt:43 hide"), 2)
    assert _hidden(ok) == [0]
    miss = roll_all(s.apply("use haunt:43 hide"), 0)
    assert _hidden(miss) == []
    # With the Werewolf in sight (in the same room) there is no hiding.
    assert "use haunt:43 hide" not in names(_turn("ballroom", wolf="ballroom"))


def test_a_hiding_spot_helps_and_moving_gives_the_hiding_up() -> None:
    # Speed dice summing to 4 (four 1s, the rest blanks) miss in the Ballroom but hide
    # in the Armory, a hiding spot.
    s = _turn("ballroom", wolf="vault")
    assert _hidden(throw(s.apply("use haunt:43 hide"), 4, 1)) == []
    s = _turn("armory", wolf="vault")
    s = throw(s.apply("use haunt:43 hide"), 4, 1)
    assert _hidden(s) == [0]
    moved = s.apply(next(n for n in names(s) if n.startswith("move ")))
    assert _hidden(moved) == []


def test_the_werewolf_cannot_attack_a_hidden_hero() -> None:
    s = revealed(HAUNT)
    s = with_vars(meet(s, "ballroom", _wolf("ballroom")).build(), HAUNT, hidden=(0,))
    s = roll_all(monster_turn(s, 1), 0)  # the Werewolf's Speed
    legal = names(s)
    assert "monster werewolf#1 attack 2" in legal
    assert "monster werewolf#1 attack 0" not in legal


def test_charming_the_beast_stuns_it() -> None:
    # Josef's Sanity dice and +4 for the four heroes there, none hiding.
    s = _turn("ballroom", wolf="ballroom")
    ok = roll_all(s.apply("use haunt:43 charm"), 2)
    assert all(m.stunned for m in ok.monsters)
    bad = roll_all(s.apply("use haunt:43 charm"), 0)
    assert not any(m.stunned for m in bad.monsters)
    assert "use haunt:43 charm" in names(s)
    s = _turn("ballroom", wolf="ballroom", hidden=(1, 2, 3))  # only Josef counts: +1
    bad = roll_all(s.apply("use haunt:43 charm"), 0)
    frame = bad.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 1


def _howl(hurt: bool, dawn: int) -> GameState:
    """The Werewolf's turn ends with the Number Track at ``dawn``, Josef hidden."""
    s = revealed(HAUNT)
    s = with_vars(meet(s, "ballroom", _wolf("vault")).build(), HAUNT, dawn=dawn, hidden=(0,))
    s = roll_all(monster_turn(s, 1), 0)
    s = with_vars(s, HAUNT, hurt=hurt)
    return s.apply("monster werewolf#1 done")


def test_the_howl_brings_dawn_nearer_and_drives_everyone_out_of_hiding() -> None:
    quiet = _howl(hurt=False, dawn=7)
    assert haunt_vars(quiet, HAUNT)["dawn"] == 5 and _hidden(quiet) == []
    bloody = _howl(hurt=True, dawn=7)
    assert haunt_vars(bloody, HAUNT)["dawn"] == 6


def test_the_heroes_win_at_dawn() -> None:
    s = _howl(hurt=False, dawn=2)
    assert s.is_terminal() and s.winner == "heroes"
    assert not _howl(hurt=False, dawn=3).is_terminal()


def test_communing_with_wolves_moves_the_werewolf_and_bites() -> None:
    # The traitor and the Werewolf in the Ballroom, the heroes one door away.
    s = revealed(HAUNT)
    sc = meet(s, "primary_bedroom", _wolf("ballroom"))
    s = sc.at(1, "ballroom").turn(1).build()
    s = s.apply("use haunt:43 commune primary_bedroom")
    assert [m.room for m in s.monsters] == ["primary_bedroom"]
    s = s.apply(names(s)[0])  # the first hero there
    s = throw(s, 7, 1)  # seven 1s for the Werewolf, blanks for the hero
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 7


def test_cursing_an_enemy_buries_one_of_their_cards() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "ballroom", _wolf("vault"))
    sc.give(0, "gun")
    s = sc.turn(1).build()
    s = s.apply("use haunt:43 curse 0")
    s = roll_all(s, 2)
    assert s.explorers[0].cards == ()


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = _turn("ballroom", wolf="vault")
    dead = [attrs.evolve(e, alive=False) if i != 1 else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead)).apply("end")
    assert s.is_terminal() and s.winner == "traitor"


def test_hidden_heroes_are_no_obstacle_to_the_traitor() -> None:
    s = _turn("ballroom", wolf="vault", seat=1)
    step = next(n for n in names(s) if n.startswith("move "))
    before = s.turn.moves_left
    # Heroes in the room hold the traitor back by one space...
    assert s.apply(step).turn.moves_left == before - 2
    # ...unless every one of them is hidden.
    assert with_vars(s, HAUNT, hidden=(0, 2, 3)).apply(step).turn.moves_left == before - 1
    assert with_vars(s, HAUNT, hidden=(0, 2)).apply(step).turn.moves_left == before - 2
