"""Language pieces grown for haunts 23 and 24: monsters that seize and carry explorers,
find their way home on their own, change their traits; hobbies; where a tile could go;
and monsters that carry cards (haunts 1 and 14)."""

from __future__ import annotations

from typing import Any

import attrs

from betrayal import Game
from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.script.library.distances import Reach
from betrayal.script.library.monster_paths import Sending
from betrayal.script.library.monsters import ANYWHERE
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario, value_of

CTX = Ctx("test", 0, None, "test")
DUEL = "tests/haunts/duel.haunt"


def _call(name: str, state: GameState, *args: object) -> Any:
    return all_primitives()[name].impl(state, CTX, *args)


def _duel() -> GameState:
    # The test haunt with a hound; everyone in the Foyer, the hound in the Entrance Hall.
    game = Game(players=4, scripts=[DUEL])
    s = game.new_state(seed=3, haunt=900)
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer")
    hound = MonsterState("hound#1", "hound", "entrance_hall", home="entrance_hall")
    return attrs.evolve(sc.build(), monsters=(hound,))


def test_a_seized_explorer_is_pinned_and_carried_home() -> None:
    s = _duel()
    hound = attrs.evolve(s.monsters[0], room="grand_staircase")
    s = attrs.evolve(s, monsters=(hound,))
    s = Scenario(s).at(1, "grand_staircase").build()
    s = _call("seize", s, "hound", 1)
    assert _call("held", s, "hound") == (1,) and _call("held_by", s, 1) == ("hound#1",)
    # Two spaces toward its home: through the Foyer to the Entrance Hall, the prey along.
    s = _call("send_monsters", s, "hound", "entrance_hall", Sending.TOWARD, 2)
    assert s.monsters[0].room == "entrance_hall" and s.explorers[1].room == "entrance_hall"
    assert _call("home_of", s, "hound") == ("entrance_hall",)
    s = _call("release", s, 1)
    assert _call("held", s, "hound") == ()


def test_a_held_explorer_may_only_end_the_turn_or_take_what_scripts_offer() -> None:
    s = _duel()
    s = Scenario(s).at(0, "entrance_hall").build()
    s = _call("seize", s, "hound", 0)
    s = Scenario(s).turn(0).build()
    assert [str(a) for a in s.legal_actions()] == ["end"]


def test_monster_traits_change_for_the_rest_of_the_game() -> None:
    s = _call("set_monster_trait", _duel(), "hound", Trait.MIGHT, 7, ANYWHERE)
    assert _call("monster_trait", s, "hound", Trait.MIGHT, ANYWHERE) == 7
    assert _call("monster_trait", s, "hound", Trait.SPEED, ANYWHERE) == 3


def test_one_monster_may_have_traits_of_its_own() -> None:
    s = _duel()
    other = MonsterState("hound#2", "hound", "foyer", home="foyer")
    s = attrs.evolve(s, monsters=(*s.monsters, other))
    s = _call("set_monster_trait", s, "hound", Trait.MIGHT, 9, "foyer")
    # Only the hound in the Foyer has it; the other keeps its kind's Might.
    assert _call("monster_trait", s, "hound", Trait.MIGHT, "foyer") == 9
    assert _call("monster_trait", s, "hound", Trait.MIGHT, "entrance_hall") == 4
    assert _call("monster_trait", s, "hound", Trait.MIGHT, "vault") == 0  # nobody there
    assert [m.traits for m in s.monsters] == [(), (("might", 9),)]
    # It keeps it as it moves; a value for the whole kind then overrides it.
    s = attrs.evolve(s, monsters=(s.monsters[0], attrs.evolve(s.monsters[1], room="vault")))
    assert _call("monster_trait", s, "hound", Trait.MIGHT, "vault") == 9
    s = _call("set_monster_trait", s, "hound", Trait.MIGHT, 6, ANYWHERE)
    assert _call("monster_trait", s, "hound", Trait.MIGHT, "vault") == 6
    assert [m.traits for m in s.monsters] == [(), ()]


def test_music_among_the_hobbies() -> None:
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "professor_longfellow"))
    s = sc.build()
    found = [value_of(s, "actor.musical", actor=seat) for seat in range(3)]
    assert found == [True, False, True]


def test_room_floors_lists_where_a_tile_could_still_go() -> None:
    s = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez")).build()
    assert _call("room_floors", s, "gardens") == (Floor.GROUND,)
    assert _call("room_floors", s, "entrance_hall") == ()  # placed already


def test_rooms_beside_ignore_doors() -> None:
    s = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez")).build()
    # The Foyer sits between the Entrance Hall and the Grand Staircase.
    beside = _call("rooms_near", s, "foyer", Reach.EDGE, 1, False)
    assert set(beside) == {"entrance_hall", "grand_staircase"}


def test_a_monster_never_steps_into_a_room_it_avoids(tmp_path: Any) -> None:
    text = (
        'language 1\nhaunt 903 "Probe" {\n  traitor revealer\n'
        '  monster rat "Rat" { traits might 2 speed 3; static avoids(foyer) }\n'
        "  setup { spawn(rat, entrance_hall) }\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )
    path = tmp_path / "probe.haunt"
    path.write_text(text)
    game = Game(players=4, scripts=[path])
    s = game.new_state(seed=3, haunt=903)
    from betrayal.core.rules.monster_turn import actions

    (rat,) = s.monsters
    rat = attrs.evolve(rat, moves_left=3)
    turn = attrs.evolve(s.turn, monsters=True)
    s = attrs.evolve(s, frames=(), monsters=(rat,), turn=turn)
    # The Foyer is the one room north of the Entrance Hall: that way is never offered.
    offered = [str(a) for a in actions(s)]
    assert "monster rat#1 done" in offered
    assert not any(a.startswith("monster rat#1 move N") for a in offered)


# ----- monsters carrying cards ---------------------------------------------------------------


def test_a_monster_takes_a_card_from_a_hand_and_a_hero_takes_it_back() -> None:
    from betrayal.testing import check_invariants

    s = Scenario(_duel()).at(1, "entrance_hall").give(1, "axe").build()
    s = _call("monster_carry", s, "hound", "entrance_hall", "axe")
    assert "axe" not in s.explorers[1].cards
    assert _call("carried_by", s, "hound") == ("axe",)
    check_invariants(s)  # the card is in one place: with the hound
    s = _call("gain_card", s, 1, "axe")
    assert "axe" in s.explorers[1].cards and _call("carried_by", s, "hound") == ()
    check_invariants(s)


def test_a_monster_elsewhere_takes_nothing() -> None:
    s = Scenario(_duel()).give(1, "axe").build()  # the hound is in the Entrance Hall
    s = _call("monster_carry", s, "hound", "foyer", "axe")
    assert "axe" in s.explorers[1].cards and _call("carried_by", s, "hound") == ()


def test_a_monster_drops_what_it_carries_where_it_stands() -> None:
    s = Scenario(_duel()).give(1, "axe").build()
    s = _call("monster_carry", s, "hound", "entrance_hall", "axe")
    s = _call("monster_drop", s, "hound", "entrance_hall")
    assert s.pile("entrance_hall") == ("axe",) and _call("carried_by", s, "hound") == ()


def test_a_monster_taken_off_the_board_leaves_its_cards_behind() -> None:
    from betrayal.testing import check_invariants

    s = Scenario(_duel()).give(1, "axe").build()
    s = _call("monster_carry", s, "hound", "entrance_hall", "axe")
    s = _call("remove_monsters", s, "hound", "entrance_hall", 1)
    assert not s.monsters and s.pile("entrance_hall") == ("axe",)
    check_invariants(s)


def test_a_stunned_monster_keeps_what_it_carries() -> None:
    from betrayal.core.rules import monsters

    s = Scenario(_duel()).give(1, "axe").build()
    s = _call("monster_carry", s, "hound", "entrance_hall", "axe")
    s = monsters.stun(s, "hound#1")
    assert s.monsters[0].stunned and s.monsters[0].cards == ("axe",)
