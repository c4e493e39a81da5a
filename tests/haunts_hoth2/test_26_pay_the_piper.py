"""Haunt 26, Pay the Piper: Rats everywhere, a rite in the Pentagram Chamber."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.testing import (
    Scenario,
    haunt_var,
    late_house,
    monster_turn,
    names,
    next_turn,
    run_script,
    with_haunt_vars,
)
from betrayal.testing.houses import LATE_OMEN

_CACHE: dict[int, tuple[GameState, GameState]] = {}


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> tuple[GameState, GameState]:
    """The reveal (the late house, revealed by seat 1: Peter Akimoto, seat 2, is the
    traitor) and the state once the traitor has placed every Rat (always the first room offered)."""
    if id(game) not in _CACHE:
        s = late_house().reveal(26, revealer=1, omen=LATE_OMEN).build()
        assert s.traitor == 2
        start = s
        while s.frames:
            s = s.apply(s.legal_actions()[0])
        _CACHE[id(game)] = (start, s)
    return _CACHE[id(game)]


def test_eight_rats_in_empty_symbol_rooms_and_a_stronger_traitor(game: Game) -> None:
    start, s = _revealed(game)
    rooms = [m.room for m in s.monsters]
    assert len(rooms) == 8 and len(set(rooms)) == 8  # enough rooms for one each
    occupied = {e.room for e in s.explorers}
    assert not occupied & set(rooms) and "pentagram_chamber" not in rooms
    # Every trait back to at least its starting space, then one more (the rite's
    # setup ran before the first Rat was placed, so the reveal already shows it).
    for trait in Trait:
        assert start.explorers[2].position(trait) >= start.explorer_def(2).track(trait).start + 1


def test_a_beaten_rat_dies(game: Game) -> None:
    _, s = _revealed(game)
    rat = s.monsters[0]
    sc = Scenario(s).at(0, rat.room).fresh(0).turn(0)
    s = sc.build()
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, [f"attack {rat.ident}"] + ["die 2"] * might + ["die 0", "die 0"])
    assert rat.ident not in [m.ident for m in s.monsters]


def test_heroes_cannot_enter_the_chamber_nor_touch_the_traitor_there(game: Game) -> None:
    _, s = _revealed(game)
    sc = Scenario(s).at(0, "basement_landing").at(2, "pentagram_chamber").turn(0)
    s = sc.build()
    # The Chamber is north of the Landing.
    assert "move N" not in [str(a) for a in s.legal_actions()]
    s = Scenario(s).at(0, "pentagram_chamber").turn(0).build()  # a rule put them there
    assert not any(str(a).startswith("attack 2") for a in s.legal_actions())


def test_a_verse_that_holds_calls_a_rat_beside_the_chamber(game: Game) -> None:
    _, s = _revealed(game)
    s = attrs.evolve(Scenario(s).at(2, "pentagram_chamber").turn(2).build(), monsters=())
    sanity = s.trait(2, Trait.SANITY)
    s = run_script(s, ["use haunt:26 rite"] + ["die 1"] * 3 + ["die 0"] * (sanity - 3))
    assert haunt_var(s, 26, "verses") == 1
    assert [m.room for m in s.monsters] == ["basement_landing"]
    assert "use haunt:26 rite" not in [str(a) for a in s.legal_actions()]


def test_the_fifth_verse_wins_for_the_traitor(game: Game) -> None:
    _, s = _revealed(game)
    s = with_haunt_vars(Scenario(s).at(2, "pentagram_chamber").turn(2).build(), 26, verses=4)
    sanity = s.trait(2, Trait.SANITY)
    s = run_script(s, ["use haunt:26 rite"] + ["die 2"] * sanity)
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_last_rat_killed_wins_for_the_heroes(game: Game) -> None:
    _, s = _revealed(game)
    rat = MonsterState("rat#1", "rat", "foyer", home="foyer")
    s = attrs.evolve(Scenario(s).at(0, "foyer").fresh(0).turn(0).build(), monsters=(rat,))
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, ["attack rat#1"] + ["die 2"] * might + ["die 0", "die 0"])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_killing_the_traitor_only_counts_before_the_chamber(game: Game) -> None:
    _, s = _revealed(game)
    dead = tuple(
        attrs.evolve(e, alive=False, cards=()) if seat == 2 else e
        for seat, e in enumerate(s.explorers)
    )
    # Dead on the way: the heroes win at the next check.
    early = run_script(next_turn(attrs.evolve(s, explorers=dead), 0), ["end"])
    assert early.winner == "heroes"
    late = run_script(
        next_turn(with_haunt_vars(attrs.evolve(s, explorers=dead), 26, reached=True), 0), ["end"]
    )
    assert late.phase is Phase.HAUNT


def _swarm(game: Game, count: int) -> GameState:
    """``count`` Rats in the Foyer with Jenny (seat 0) on the traitor's monster turn,
    their Speed rolled; the other heroes are upstairs."""
    _, s = _revealed(game)
    rats = tuple(MonsterState(f"rat#{i}", "rat", "foyer", home="foyer") for i in range(count))
    sc = Scenario(s).at(0, "foyer").at(1, "upper_landing").at(3, "upper_landing").fresh(0)
    s = monster_turn(attrs.evolve(sc.build(), monsters=rats), 2)
    return run_script(s, ["die 1"] * 3)  # the Rats' Speed roll


def test_rats_sharing_a_room_may_swarm_a_hero_as_one(game: Game) -> None:
    s = _swarm(game, 3)
    offered = names(s)
    # Only the first Rat of the room leads the swarm; each may still attack alone.
    assert [n for n in offered if " pack " in n] == ["monster rat#0 pack 0"]
    assert {"monster rat#1 attack 0", "monster rat#2 attack 0"} <= set(offered)
    s = s.apply("monster rat#0 pack 0")
    roll = s.frames[-1]
    assert roll.dice == 6  # three Rats of Might 2
    assert all(m.attacked for m in s.monsters)


def test_a_swarm_adds_its_dice_up_to_eight(game: Game) -> None:
    s = _swarm(game, 6).apply("monster rat#0 pack 0")
    assert s.frames[-1].dice == 8


def test_a_swarm_beaten_off_loses_nothing(game: Game) -> None:
    s = _swarm(game, 3)
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, ["monster rat#0 pack 0"] + ["die 0"] * 6 + ["die 2"] * might)
    assert [m.ident for m in s.monsters] == ["rat#0", "rat#1", "rat#2"]
    assert not any(m.stunned for m in s.monsters)


def test_a_swarm_that_wins_hurts_the_hero(game: Game) -> None:
    s = _swarm(game, 3)
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, ["monster rat#0 pack 0"] + ["die 2"] * 6 + ["die 0"] * might)
    # 12 against 0: Jenny places twelve points of physical damage, one at a time.
    assert set(names(s)) <= {"damage might", "damage speed"} and names(s)


def test_a_lone_rat_has_no_swarm_to_lead(game: Game) -> None:
    s = _swarm(game, 1)
    assert not any(" pack " in n for n in names(s))
    assert "monster rat#0 attack 0" in names(s)


def test_a_heros_dynamite_cannot_be_thrown_into_the_chamber(game: Game) -> None:
    _, s = _revealed(game)
    # A hero on the Landing, beside the Chamber where the traitor stands, holds Dynamite:
    # the rooms through the Landing's other doors may be blasted, the Chamber may not.
    sc = Scenario(s).at(0, "basement_landing").at(2, "pentagram_chamber").give(0, "dynamite")
    throws = [str(a) for a in sc.turn(0).build().legal_actions() if "dynamite throw" in str(a)]
    assert throws and "use item:dynamite throw pentagram_chamber" not in throws
