"""Rooms with rules, as their scripts make them work in play."""

from __future__ import annotations

from betrayal import Trait
from betrayal.content.model import Floor
from betrayal.core.state import CHANCE
from betrayal.testing import Scenario, run_script

ZOE = 0  # Speed 4, Might 3, Knowledge 3, Sanity 5 at the start


def names(state: object) -> list[str]:
    return [str(a) for a in state.legal_actions()]  # type: ignore[attr-defined]


def _in(room: str, floor: Floor, x: int, y: int, rotation: int = 0) -> Scenario:
    sc = Scenario.new()
    sc.room(room, floor, x, y, rotation)
    return sc.at(ZOE, room).turn(ZOE)


def test_attic_failing_the_speed_roll_costs_might_but_the_step_goes_on() -> None:
    # The Attic's only door faces south, onto the Upper Landing.
    s = _in("attic", Floor.UPPER, 0, 1).build()
    s = s.apply("move S")
    assert s.current_player() == CHANCE  # Speed 4: four dice
    s = run_script(s, ["die 0", "die 1", "die 0", "die 1"])  # 2: fails 3+
    assert s.explorers[ZOE].room == "upper_landing"
    assert s.explorers[ZOE].position(Trait.MIGHT) == 2


def test_attic_passing_the_roll_costs_nothing() -> None:
    s = _in("attic", Floor.UPPER, 0, 1).build()
    s = run_script(s, ["move S", "die 2", "die 1", "die 0", "die 0"])
    assert s.explorers[ZOE].room == "upper_landing"
    assert s.explorers[ZOE].position(Trait.MIGHT) == 3


def test_leaving_another_room_asks_no_roll_while_the_attic_is_placed() -> None:
    # The Attic is in play, but its rule is about leaving the Attic alone.
    s = _in("attic", Floor.UPPER, 0, 1).at(ZOE, "upper_landing").build()
    s = s.apply("move N")
    assert s.explorers[ZOE].room == "attic"
    assert s.current_player() == ZOE  # no dice to roll
    s = s.apply("move S")
    assert s.current_player() == CHANCE  # leaving the Attic itself does ask for one


def test_catacombs_failing_to_cross_stops_the_explorer() -> None:
    sc = Scenario.new()
    sc.room("catacombs", Floor.BASEMENT, 0, 1).room("wine_cellar", Floor.BASEMENT, 0, 2)
    s = sc.at(ZOE, "basement_landing").turn(ZOE).build()
    s = s.apply("move N")  # in through its south door
    assert s.explorers[ZOE].came_through == "S"
    # Going back the way she came is no crossing: no roll.
    back = s.apply("move S")
    assert back.explorers[ZOE].room == "basement_landing" and not back.frames
    # Crossing to the north door takes a Sanity roll of 6+ (Zoe rolls 5 dice).
    s = s.apply("move N")
    failed = run_script(s, ["die 2", "die 2", "die 1", "die 0", "die 0"])
    assert failed.explorers[ZOE].room == "catacombs"
    assert failed.turn.movement_over and names(failed) == ["end"]
    passed = run_script(s, ["die 2", "die 2", "die 2", "die 0", "die 0"])
    assert passed.explorers[ZOE].room == "wine_cellar"


def test_crypt_deals_a_point_of_mental_damage_at_the_end_of_a_turn() -> None:
    s = _in("crypt", Floor.BASEMENT, 0, 1, 2).build()
    s = s.apply("end")
    assert s.current_player() == ZOE and names(s) == ["damage knowledge", "damage sanity"]
    s = s.apply("damage sanity")
    assert s.explorers[ZOE].position(Trait.SANITY) == 1 and s.turn.player == 1


def test_the_medallion_wards_off_the_crypt() -> None:
    s = _in("crypt", Floor.BASEMENT, 0, 1, 2).give(ZOE, "medallion").build()
    s = s.apply("end")
    assert s.turn.player == 1 and not s.frames


def test_chapel_raises_sanity_once_per_game_per_explorer() -> None:
    s = _in("chapel", Floor.GROUND, -1, 1, 1).build()
    start = s.explorers[ZOE].position(Trait.SANITY)
    s = run_script(s, ["end", "end", "end"])  # Zoe, then seats 1 and 2 end their turns
    assert s.explorers[ZOE].position(Trait.SANITY) == start + 1
    s = s.apply("end")
    assert s.explorers[ZOE].position(Trait.SANITY) == start + 1


def test_vault_opens_on_knowledge_six_and_only_once() -> None:
    sc = Scenario.new()
    sc.room("vault", Floor.UPPER, 0, 1, 2)
    sc.trait(ZOE, Trait.KNOWLEDGE, 7)  # Knowledge 5: five dice
    s = sc.at(ZOE, "vault").turn(ZOE).build()
    assert "use room:vault open" in names(s)
    failed = run_script(s, ["use room:vault open"] + ["die 1"] * 5)
    assert "use room:vault open" not in names(failed)  # once per turn
    opened = run_script(s, ["use room:vault open", "die 2", "die 2", "die 2", "die 0", "die 0"])
    opened = run_script(opened, ["card axe", "card candle"])
    assert opened.explorers[ZOE].cards == ("axe", "candle")
    again = run_script(opened, ["end", "end", "end"])
    assert "use room:vault open" not in names(again)  # the vault is empty now


def test_furnace_room_burns() -> None:
    s = _in("furnace_room", Floor.BASEMENT, 0, 1, 2).build()
    s = s.apply("end")
    assert names(s) == ["damage might", "damage speed"]


def test_the_traitor_ignores_a_harmful_room() -> None:
    from pathlib import Path

    import attrs

    from betrayal import Game

    duel = Path(__file__).parent.parent / "haunts" / "duel.haunt"
    game = Game(players=4, scripts=[duel])
    s = game.new_state(seed=3, haunt=900)
    traitor = s.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, monsters=(), frames=()))
    if "crypt" not in s.house:
        sc.room("crypt", Floor.BASEMENT, 9, 9, 0)  # out of the way; only its rule matters
    for seat in range(4):
        sc.at(seat, "crypt").fresh(seat)
    s = sc.turn(traitor).build()
    s = s.apply("end")  # the crypt would deal a point of mental damage to anyone else
    assert not s.frames and s.turn.player == (traitor + 1) % 4
    s = s.apply("end")  # a hero ending a turn there is hurt
    assert [str(a) for a in s.legal_actions()] == ["damage knowledge", "damage sanity"]


def test_collapsed_room_drops_a_failing_discoverer_into_a_new_basement_room() -> None:
    s = Scenario.new().stack(["collapsed_room", "wine_cellar", "crypt"]).build()
    s = run_script(s, ["move E", "room collapsed_room", "rotate 0"])
    # Zoe's Speed 4: four dice; 4 fails the 5+.
    s = run_script(s, ["die 2", "die 2", "die 0", "die 0", "room wine_cellar"])
    s = s.apply(s.legal_actions()[0])  # placed by the Basement Landing
    assert s.explorers[ZOE].room == "wine_cellar"
    s = run_script(s, ["card axe", "die 1", "damage speed"])  # its item, then the fall
    assert not s.frames
    # Later explorers may drop through on purpose and land in the same room.
    s = run_script(s, ["end", "move E"])
    s = run_script(s, ["use room:collapsed_room drop", "die 0"])
    assert s.explorers[1].room == "wine_cellar"


def test_collapsed_room_passed_roll_keeps_the_explorer_upstairs() -> None:
    s = Scenario.new().stack(["collapsed_room"]).build()
    s = run_script(
        s, ["move E", "room collapsed_room", "rotate 0", "die 2", "die 2", "die 1", "die 0"]
    )
    assert s.explorers[ZOE].room == "collapsed_room" and not s.frames


def test_mystic_elevator_carries_its_riders_to_the_rolled_floor() -> None:
    sc = Scenario.new()
    sc.room("mystic_elevator", Floor.GROUND, 1, 1, 3)  # east of the Foyer, door facing west
    s = sc.at(ZOE, "mystic_elevator").turn(ZOE).build()
    s = run_script(s, ["use room:mystic_elevator ride", "die 1", "die 0"])  # 1: the basement
    options = [str(a) for a in s.legal_actions()]
    assert options and all(o.startswith("place ") for o in options)
    s = s.apply(options[0])
    assert s.house.floor_of("mystic_elevator") is Floor.BASEMENT
    assert s.explorers[ZOE].room == "mystic_elevator"  # she went with it
    assert "use room:mystic_elevator ride" not in [str(a) for a in s.legal_actions()]


def test_mystic_elevator_zero_also_hurts() -> None:
    sc = Scenario.new()
    sc.room("mystic_elevator", Floor.GROUND, 1, 1, 3)
    s = sc.at(ZOE, "mystic_elevator").turn(ZOE).build()
    s = run_script(s, ["use room:mystic_elevator ride", "die 0", "die 0"])
    s = s.apply(s.legal_actions()[0])
    s = s.apply("die 1")
    assert [str(a) for a in s.legal_actions()] == ["damage might", "damage speed"]


def _start(trait: Trait) -> int:
    return Scenario.new().build().explorers[ZOE].position(trait)


def _leaving(room: str, floor: Floor, x: int, y: int, way: str, faces: list[int]) -> Scenario:
    """Zoe steps out of ``room`` (set beside a starting room, turned so that a door meets
    it on the side ``way``) and throws ``faces`` for its roll."""
    for rotation in range(4):
        s = _in(room, floor, x, y, rotation).build()
        if f"move {way}" in names(s):
            return Scenario(run_script(s, [f"move {way}", *(f"die {f}" for f in faces)]))
    raise AssertionError(f"no door {way} out of the {room}")


def test_junk_room_failing_the_might_roll_costs_speed() -> None:
    s = _leaving("junk_room", Floor.BASEMENT, 0, 1, "S", [1, 1, 0]).build()  # Might 3: 2 fails
    assert s.explorers[ZOE].room == "basement_landing"
    assert s.explorers[ZOE].position(Trait.SPEED) == _start(Trait.SPEED) - 1


def test_graveyard_failing_the_sanity_roll_costs_knowledge() -> None:
    s = _leaving("graveyard", Floor.GROUND, -1, 0, "E", [1, 1, 1, 0, 0]).build()  # 3 fails
    assert s.explorers[ZOE].room == "entrance_hall"
    assert s.explorers[ZOE].position(Trait.KNOWLEDGE) == _start(Trait.KNOWLEDGE) - 1


def test_pentagram_chamber_failing_the_knowledge_roll_costs_sanity() -> None:
    s = _leaving("pentagram_chamber", Floor.BASEMENT, -1, 0, "E", [1, 1, 1]).build()  # 3 fails
    assert s.explorers[ZOE].room == "basement_landing"
    assert s.explorers[ZOE].position(Trait.SANITY) == _start(Trait.SANITY) - 1


def _crossing(room: str, floor: Floor) -> Scenario:
    """Zoe walks east from the landing of ``floor`` into ``room`` (doors east and west),
    with the Junk Room beyond it."""
    sc = Scenario.new()
    sc.room(room, floor, 1, 0).room("junk_room", floor, 2, 0)
    landing = "basement_landing" if floor is Floor.BASEMENT else "upper_landing"
    s = sc.at(ZOE, landing).turn(ZOE).build().apply("move E")
    assert s.explorers[ZOE].room == room and not s.frames
    return Scenario(s)


def test_chasm_failing_the_speed_roll_stops_the_crossing() -> None:
    s = _crossing("chasm", Floor.BASEMENT).build().apply("move E")
    failed = run_script(s, ["die 1", "die 1", "die 0", "die 0"])  # Speed 4: 2 fails 3+
    assert failed.explorers[ZOE].room == "chasm" and names(failed) == ["end"]
    passed = run_script(s, ["die 1", "die 1", "die 1", "die 0"])
    assert passed.explorers[ZOE].room == "junk_room"


def test_tower_failing_the_might_roll_stops_the_crossing() -> None:
    s = _crossing("tower", Floor.UPPER).build().apply("move E")
    failed = run_script(s, ["die 1", "die 1", "die 0"])  # Might 3: 2 fails 3+
    assert failed.explorers[ZOE].room == "tower" and names(failed) == ["end"]
    passed = run_script(s, ["die 1", "die 1", "die 1"])
    assert passed.explorers[ZOE].room == "junk_room"


def _gains_once(room: str, floor: Floor, trait: Trait) -> None:
    s = _in(room, floor, 9, 9).build()
    start = s.explorers[ZOE].position(trait)
    s = run_script(s, ["end", "end", "end"])  # Zoe, then seats 1 and 2 end their turns
    assert s.explorers[ZOE].position(trait) == start + 1
    s = run_script(s, ["end", "end", "end"])  # a second turn's end there gives nothing
    assert s.explorers[ZOE].position(trait) == start + 1


def test_gymnasium_raises_speed_once_per_game() -> None:
    _gains_once("gymnasium", Floor.UPPER, Trait.SPEED)


def test_larder_raises_might_once_per_game() -> None:
    _gains_once("larder", Floor.BASEMENT, Trait.MIGHT)


def test_library_raises_knowledge_once_per_game() -> None:
    _gains_once("library", Floor.GROUND, Trait.KNOWLEDGE)
