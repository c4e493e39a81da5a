"""Haunt 17, A Breath of Wind: candles found and lit, the Poltergeist's Might from its
track, its immunities, the Speed and Sanity fights against it, and its hoard."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.engine import run_pending
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, check_invariants, haunt_var, names, run_script

KEY = "haunt:17"
# Seat 1 reveals; the traitor is the player to the revealer's left, seat 2.
EXPLORERS = ("jenny_leclerc", "madame_zostra", "peter_akimoto", "professor_longfellow")
ROOMS = (
    ("junk_room", Floor.GROUND, -1, 0, 0),  # west of the Entrance Hall
    ("ballroom", Floor.GROUND, -1, 1, 3),  # north of the Junk Room
    ("kitchen", Floor.GROUND, 1, 0, 3),  # east of the Entrance Hall
    ("furnace_room", Floor.BASEMENT, 1, 0, 0),  # east of the Basement Landing
)


@pytest.fixture(scope="module")
def revealed() -> GameState:
    """The haunt revealed by seat 1 in the Furnace Room, in the basement, in a house of the
    starting rooms and the rooms above."""
    sc = Scenario.new(explorers=EXPLORERS)
    for room, floor, x, y, rotation in ROOMS:
        sc.room(room, floor, x, y, rotation)
    s = sc.at(1, "furnace_room").reveal(17, revealer=1, omen="spirit_board").build()
    assert s.phase is Phase.HAUNT and s.haunt == 17 and s.traitor == 2
    return s


def with_vars(sc: Scenario, **values: object) -> None:
    found = dict(sc.state.script_vars)
    found.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(found.items())))


def setting(revealed: GameState, room: str = "junk_room") -> tuple[Scenario, int, int]:
    """Everyone fresh; the Poltergeist (and the first hero) in ``room``."""
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(revealed.players):
        sc.fresh(seat)
    hero = revealed.turn.player
    traitor = revealed.traitor
    assert traitor is not None
    sc.at(hero, room)
    poltergeist = MonsterState("poltergeist#1", "poltergeist", room)
    sc.state = attrs.evolve(sc.state, monsters=(poltergeist,))
    return sc, hero, traitor


def hoarding(sc: Scenario, *cards: str) -> None:
    """The Poltergeist carries these cards (out of play)."""
    sc.give(0, *cards)
    e = sc.state.explorers[0]
    explorers = (attrs.evolve(e, cards=tuple(c for c in e.cards if c not in cards)),)
    sc.state = attrs.evolve(
        sc.state,
        explorers=explorers + sc.state.explorers[1:],
        removed=(*sc.state.removed, *cards),
    )
    with_vars(sc, hoard=tuple(cards))


def test_setup_counts_the_heroes_and_places_the_poltergeist(revealed: GameState) -> None:
    assert haunt_var(revealed, 17, "needed") == 3
    (poltergeist,) = revealed.monsters
    assert poltergeist.room == "furnace_room"
    check_invariants(revealed)


def test_its_might_is_the_track(revealed: GameState) -> None:
    from betrayal.core.rules.monster_kinds import trait_of

    sc, _, _ = setting(revealed)
    assert trait_of(sc.state, "poltergeist", Trait.MIGHT) == 4
    with_vars(sc, fury=11)
    assert trait_of(sc.state, "poltergeist", Trait.MIGHT) == 8
    assert trait_of(sc.state, "poltergeist", Trait.SPEED) == 3


def test_no_might_or_revolver_attack_but_a_grab_with_speed(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    sc.give(hero, "revolver", "axe")
    s = sc.turn(hero).build()
    offered = names(s)
    assert not any(n.startswith("attack poltergeist#1") for n in offered)
    assert "use haunt:17 grapple" in offered
    assert "use haunt:17 banish" not in offered  # no Ring, Skull or Bell


def test_a_speed_win_snatches_back_an_item(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    hoarding(sc, "axe", "lucky_stone")
    with_vars(sc, fury=6)
    s = sc.turn(hero).build()
    speed = s.trait(hero, Trait.SPEED)
    s = run_script(s, ["use haunt:17 grapple"] + ["die 2"] * speed + ["die 0"] * 3)
    assert names(s) == ["choose axe", "choose lucky_stone"]
    s = s.apply("choose axe")
    assert "axe" in s.explorers[hero].cards
    assert haunt_var(s, 17, "hoard") == ("lucky_stone",) and haunt_var(s, 17, "fury") == 5
    assert not s.monsters[0].stunned
    check_invariants(s)


def test_losing_a_grab_costs_one_die_not_the_margin(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    s = sc.turn(hero).build()
    speed = s.trait(hero, Trait.SPEED)
    # Lost by 6, but only a die of physical damage follows: it shows 1.
    s = run_script(s, ["use haunt:17 grapple"] + ["die 0"] * speed + ["die 2"] * 3 + ["die 1"])
    assert [n for n in names(s) if n.startswith("damage")] == ["damage might", "damage speed"]
    s = s.apply("damage might")
    assert not s.frames


def test_its_own_attack_may_snatch_instead_of_hurting(revealed: GameState) -> None:
    from betrayal.core.rules.monster_turn import start_monster_turn

    sc, hero, traitor = setting(revealed)
    sc.give(hero, "axe")
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = s.apply("choose False")  # it does not re-form
    s = run_script(s, ["die 0"] * 3)  # its Speed roll
    might = s.trait(hero, Trait.MIGHT)
    s = run_script(s, [f"monster poltergeist#1 attack {hero}"] + ["die 2"] * 4)
    s = run_script(s, ["die 0"] * might)
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")  # the Axe is the only item to take
    assert "axe" not in s.explorers[hero].cards and "axe" in s.removed
    assert haunt_var(s, 17, "hoard") == ("axe",) and haunt_var(s, 17, "fury") == 5
    check_invariants(s)


def test_it_draws_an_item_ending_its_turn_in_the_junk_room(revealed: GameState) -> None:
    from betrayal.core.rules.monster_turn import start_monster_turn

    sc, _, traitor = setting(revealed)
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = run_script(s, ["choose False"] + ["die 0"] * 3 + ["monster poltergeist#1 done"])
    # The item drawn for it is a chance pick among the item deck.
    s = s.apply(names(s)[0])
    assert haunt_var(s, 17, "fury") == 5 and len(haunt_var(s, 17, "hoard")) == 1  # type: ignore[arg-type]
    check_invariants(s)


def test_lighting_the_last_candle_exorcises_it(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed, room="furnace_room")
    sc.trait(hero, Trait.KNOWLEDGE, 7)
    with_vars(sc, lit=2)
    s = sc.turn(hero).build()
    assert "use haunt:17 light_candle" not in names(s)  # no candle to burn
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:taper", hero),))
    s = sc.turn(hero).build()
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    # A 4 is not enough, and the candle is gone.
    s = run_script(s, ["use haunt:17 light_candle"] + ["die 2"] * 2 + ["die 0"] * (knowledge - 2))
    assert not s.carried and haunt_var(s, 17, "lit") == 2 and s.phase is Phase.HAUNT
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:taper", hero),))
    s = sc.turn(hero).build()
    s = run_script(s, ["use haunt:17 light_candle"] + ["die 2"] * 3 + ["die 0"] * (knowledge - 3))
    assert (f"{KEY}:flame", "furnace_room") in s.tokens
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_speed_roll_of_three_finds_a_candle(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed, room="kitchen")
    s = sc.turn(hero).build()
    speed = s.trait(hero, Trait.SPEED)
    s = run_script(s, ["use haunt:17 find_candle", "die 2", "die 1"] + ["die 0"] * (speed - 2))
    assert s.carried == ((f"{KEY}:taper", hero),)


def test_it_reforms_in_an_omen_room_dropping_its_hoard(revealed: GameState) -> None:
    from betrayal.core.rules.monster_turn import start_monster_turn

    sc, _, traitor = setting(revealed, room="kitchen")
    hoarding(sc, "axe")
    with_vars(sc, fury=7)
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = s.apply("choose True")
    assert "choose junk_room" in names(s) and "choose kitchen" in names(s)
    s = s.apply("choose junk_room")
    assert "axe" in s.pile("kitchen") and haunt_var(s, 17, "hoard") == ()
    assert haunt_var(s, 17, "fury") == 4 and s.monsters[0].room == "junk_room"
    # Then it goes on with its turn, sweeping up what lies there.
    s = run_script(s, ["die 0"] * 3 + ["monster poltergeist#1 move N"])
    check_invariants(s)


def test_sweeping_up_a_pile_feeds_its_fury(revealed: GameState) -> None:
    from betrayal.core.rules.monster_turn import start_monster_turn

    sc, _, traitor = setting(revealed)
    sc.pile("junk_room", "axe", "lucky_stone")
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = run_script(s, ["choose False"] + ["die 0"] * 3 + ["use haunt:17 sweep"])
    assert s.pile("junk_room") == () and haunt_var(s, 17, "hoard") == ("axe", "lucky_stone")
    assert haunt_var(s, 17, "fury") == 6
    check_invariants(s)


def test_it_may_let_an_item_fall_where_it_whirls(revealed: GameState) -> None:
    from betrayal.core.rules.monster_turn import start_monster_turn

    sc, _, traitor = setting(revealed)
    sc.pile("junk_room", "axe", "lucky_stone")
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = run_script(s, ["choose False"] + ["die 0"] * 3 + ["use haunt:17 sweep"])
    assert "use haunt:17 let_fall axe" in names(s)
    s = run_script(s, ["use haunt:17 let_fall axe"])
    assert s.pile("junk_room") == ("axe",) and haunt_var(s, 17, "hoard") == ("lucky_stone",)
    assert haunt_var(s, 17, "fury") == 5
    # One item a monster turn.
    assert not any(n.startswith("use haunt:17 let_fall") for n in names(s))
    check_invariants(s)
