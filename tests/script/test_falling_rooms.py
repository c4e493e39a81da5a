"""Language pieces grown for haunt 22: rooms that fall away, the brink of the fall, sudden
death and the omen symbol."""

from __future__ import annotations

from typing import Any

import attrs

from betrayal import Game
from betrayal.content.model import Floor
from betrayal.core.frames import Ctx
from betrayal.core.state import GameState, MonsterState
from betrayal.script.library.house import Removal
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario, check_invariants, value_of

CTX = Ctx("test", 0, None, "test")


def _call(name: str, state: GameState, *args: object) -> Any:
    return all_primitives()[name].impl(state, CTX, *args)


def _house() -> Scenario:
    # The Basement Landing with the Crypt to its west and the Wine Cellar west of that;
    # the Library on the ground floor north of the Grand Staircase.
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez"), seed=4)
    sc.room("crypt", Floor.BASEMENT, -1, 0).room("wine_cellar", Floor.BASEMENT, -2, 0)
    sc.room("library", Floor.GROUND, 0, 3)
    return sc


def test_a_fallen_room_loses_its_items_and_monsters_and_keeps_its_place() -> None:
    sc = _house().pile("crypt", "axe")
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("imp#1", "imp", "crypt"),))
    s = _call("remove_room", sc.build(), "crypt", Removal.FALL)
    assert _call("collapsed", s, "crypt") and not _call("collapsed", s, "wine_cellar")
    assert "axe" in s.removed and s.pile("crypt") == () and s.monsters == ()
    assert "crypt" in s.house
    check_invariants(s)


def test_the_brink_starts_at_the_bottom_and_spreads_to_neighbours() -> None:
    s = _house().build()
    basement = {"basement_landing", "crypt", "wine_cellar"}
    # Nothing has fallen: every basement room is on the brink.
    assert set(_call("brink", s, ())) == basement
    s = _call("remove_room", s, "basement_landing", Removal.FALL)
    assert _call("brink", s, ()) == ("crypt",)
    # Rooms about to fall count as fallen already.
    assert _call("brink", s, ("crypt",)) == ("wine_cellar",)
    for room in basement:
        s = _call("remove_room", s, room, Removal.FALL)
    # The basement is gone: the whole ground floor is next.
    assert set(_call("brink", s, ())) == {"entrance_hall", "foyer", "grand_staircase", "library"}


def test_a_filter_keeps_the_standing_rooms_of_a_list() -> None:
    s = _call("remove_room", _house().build(), "crypt", Removal.FALL)
    standing = "[r in [basement_landing, crypt, wine_cellar, attic] where placed(r) and not "
    assert value_of(s, standing + "collapsed(r)]") == ("basement_landing", "wine_cellar")
    # rooms_except() is retired: a file in language 1 still reads it, as the filter.
    old = "rooms_except([basement_landing, crypt, wine_cellar, attic], [crypt, attic])"
    new = "[r in [basement_landing, crypt, wine_cellar, attic] where r not in [crypt, attic]]"
    assert value_of(s, old, language=1) == ("basement_landing", "wine_cellar")
    assert value_of(s, new) == ("basement_landing", "wine_cellar")


def test_nobody_can_step_into_a_fallen_room() -> None:
    game = Game(players=3)
    s = game.new_state(seed=4, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez"])
    sc = Scenario(s).at(s.turn.player, "foyer")
    s = sc.turn(s.turn.player).build()
    assert "move N" in [str(a) for a in s.legal_actions()]
    s = _call("remove_room", s, "grand_staircase", Removal.FALL)
    assert "move N" not in [str(a) for a in s.legal_actions()]


def test_kill_and_the_omen_symbol() -> None:
    s = _house().haunt_started().build()
    symbols = {r.id for r in s.game.content.rooms if value_of(s, f"{r.id}.omen")}
    assert "gymnasium" in symbols and "foyer" not in symbols
    s = _call("kill", s, 1)
    assert not s.explorers[1].alive
    assert _call("kill", s, 1) is s  # the dead stay dead; nothing more happens
