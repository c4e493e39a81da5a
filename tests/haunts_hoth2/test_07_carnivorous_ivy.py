"""Haunt 7, Carnivorous Ivy: the Creepers, seizing and dragging, the Plant Spray."""

from __future__ import annotations

from h1_helpers import dice, hero_of, meet, names, position, revealed, roll_all, with_vars

from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_attacks import attack_options
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, Phase, TurnState
from betrayal.core.traits import Trait
from betrayal.testing import Scenario, run_script


def _vars(s: GameState) -> dict[str, object]:
    return {k.split(":", 2)[2]: v for k, v in s.script_vars if k.startswith("haunt:7:")}


def _tip(room: str, home: str, holding: int | None = None) -> MonsterState:
    return MonsterState("tip#1", "tip", room, home=home, holding=holding)


def _roots(s: GameState, *rooms: str) -> GameState:
    kept = tuple(t for t in s.tokens if t[0] != "haunt:7:root")
    return s.evolve(tokens=(*kept, *(("haunt:7:root", r) for r in rooms)))


def _monster_turn(s: GameState) -> GameState:
    assert s.traitor is not None
    turn = TurnState(player=s.traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(s.evolve(turn=turn)))


def test_two_creepers_per_player_go_in_the_ivy_rooms() -> None:
    s = revealed(7)
    homes = sorted(m.home for m in s.monsters)
    roots = sorted(r for t, r in s.tokens if t == "haunt:7:root")
    assert homes == roots and len(homes) == len(set(homes)) <= 8
    ivy = {
        "entrance_hall",
        "balcony",
        "bedroom",
        "chapel",
        "conservatory",
        "dining_room",
        "gardens",
        "grand_staircase",
        "graveyard",
        "master_bedroom",
        "patio",
        "tower",
    }
    assert set(homes) <= ivy


def test_a_tip_that_wins_seizes_instead_of_hurting() -> None:
    s = revealed(7)
    hero = hero_of(s)
    sc = meet(s, "foyer", _tip("foyer", "entrance_hall"))
    sc.trait(hero, Trait.MIGHT, position(s, hero, Trait.MIGHT, 3))
    s = sc.give(hero, "axe").turn(hero).build()
    before = s.explorers[hero].traits
    s = s.apply("attack tip#1")
    s = run_script(s, dice(*[0] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 2)
    assert s.explorers[hero].traits == before
    assert s.monsters[0].holding == hero and "axe" in s.pile("foyer")
    # Seized, the hero may only fight the Tip (or end the turn).
    s = meet(s, "foyer", _tip("foyer", "entrance_hall", hero)).turn(hero).build()
    assert set(names(s)) == {"use haunt:7 break_free", "end"}


def test_a_seized_explorer_is_dragged_home_and_eaten_there() -> None:
    s = revealed(7)
    hero = hero_of(s)
    sc = meet(s, "foyer", _tip("foyer", "entrance_hall", hero))
    s = _monster_turn(_roots(sc.build(), "entrance_hall"))
    assert s.monsters[0].room == "entrance_hall" and s.explorers[hero].room == "entrance_hall"
    assert s.explorers[hero].alive
    # At the next monster turn the Tip is home: the explorer is eaten.
    s = _monster_turn(
        meet(s, "entrance_hall", _tip("entrance_hall", "entrance_hall", hero)).build()
    )
    assert not s.explorers[hero].alive
    assert not s.monsters and ("haunt:7:root", "entrance_hall") not in s.tokens


def test_the_plant_spray_kills_creepers_until_the_heroes_win() -> None:
    s = revealed(7)
    hero = hero_of(s)
    sc = meet(s, "research_laboratory")
    sc.trait(hero, Trait.KNOWLEDGE, position(s, hero, Trait.KNOWLEDGE, 3))
    s = sc.give(hero, "book").turn(hero).build()
    s = roll_all(s.apply("use haunt:7 brew"), 2)
    assert ("haunt:7:spray", hero) in s.carried
    sc = meet(s, "foyer", _tip("entrance_hall", "foyer"))
    sc.state = with_vars(_roots(sc.state, "foyer"), 7, creepers_killed=3)
    sc.state = sc.state.evolve(carried=(("haunt:7:spray", hero),))
    s = sc.turn(hero).build()
    # The Root is here though its Tip is away: spraying the Root kills the Creeper.
    assert "use haunt:7 spray_creeper tip#1" in names(s)
    s = s.apply("use haunt:7 spray_creeper tip#1")
    assert not s.monsters and s.phase is Phase.OVER and s.winner == "heroes"


def test_the_traitor_destroys_the_spray_in_the_furnace_room() -> None:
    s = revealed(7)
    traitor = s.traitor
    assert traitor is not None
    sc = meet(s, "furnace_room")
    sc.state = sc.state.evolve(carried=(("haunt:7:spray", traitor),))
    s = sc.turn(traitor).build().apply("end")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_a_seized_hero_drops_the_spray_for_anyone_free_to_take_up() -> None:
    s = revealed(7)
    hero = hero_of(s)
    traitor = s.traitor
    assert traitor is not None
    other = next(i for i in range(s.players) if i not in (hero, traitor))
    sc = meet(s, "foyer", _tip("foyer", "entrance_hall"))
    sc.trait(hero, Trait.MIGHT, position(s, hero, Trait.MIGHT, 3))
    sc.state = sc.state.evolve(carried=(("haunt:7:spray", hero),))
    s = sc.turn(hero).build()
    s = s.apply("attack tip#1")
    s = run_script(s, dice(*[0] * s.frames[-1].dice))  # type: ignore[attr-defined]
    s = roll_all(s, 2)
    # Seized, the hero lets the Spray fall in the Foyer, and cannot take it back up.
    assert s.monsters[0].holding == hero and not s.carried
    assert ("haunt:7:spray", "foyer") in s.tokens
    assert "use haunt:7 take_spray" not in names(_turn_of(s, hero))
    # Another hero may pick it up; so may the traitor, to carry it off and destroy it.
    free = _turn_of(s, other)
    assert "use haunt:7 take_spray" in names(free)
    assert ("haunt:7:spray", other) in free.apply("use haunt:7 take_spray").carried
    taken = _turn_of(s, traitor).apply("use haunt:7 grab_spray")
    assert ("haunt:7:spray", traitor) in taken.carried
    assert ("haunt:7:spray", "foyer") not in taken.tokens


def _turn_of(s: GameState, seat: int) -> GameState:
    return Scenario(s.evolve(frames=())).turn(seat).build()


def test_a_tip_in_the_mystic_elevator_stops_it() -> None:
    s = revealed(7)
    hero = hero_of(s)
    # A hero in the elevator may ride it; with a Tip in there too, it does not move.
    alone = meet(s, "mystic_elevator").turn(hero).build()
    assert "use room:mystic_elevator ride" in names(alone)
    held = meet(s, "mystic_elevator", _tip("mystic_elevator", "entrance_hall"))
    assert "use room:mystic_elevator ride" not in names(held.turn(hero).build())


def test_the_bell_pulls_free_heroes_but_not_a_seized_one() -> None:
    s = revealed(7)
    traitor = s.traitor
    assert traitor is not None
    seized, *free = (i for i in range(s.players) if i != traitor)
    # The Tip holding one hero in the Foyer is stunned, so it holds nobody back by
    # standing there; its grip is what keeps the hero from the Bell's pull.
    tip = MonsterState("tip#1", "tip", "foyer", stunned=True, home="foyer", holding=seized)
    sc = meet(s, "foyer", tip).at(traitor, "entrance_hall").give(traitor, "bell")
    sc.trait(traitor, Trait.SANITY, position(s, traitor, Trait.SANITY, 5))
    s = sc.turn(traitor).build()
    s = roll_all(s.apply("use item:bell ring"), 2)
    while s.frames and not s.is_chance_node():
        options = [str(a) for a in s.legal_actions()]
        s = s.apply("choose True" if "choose True" in options else options[0])
    assert all(s.explorers[seat].room == "entrance_hall" for seat in free)
    assert s.explorers[seized].room == "foyer"


def _pull_with(card: str, use: str, *faces: str) -> GameState:
    """A hero in the Foyer uses a card that draws monsters toward them, a Tip next door
    in the Entrance Hall; the traitor, asked how many to move, says one."""
    s = revealed(7)
    hero = hero_of(s)
    s = meet(s, "foyer", _tip("entrance_hall", "entrance_hall")).give(hero, card)
    s = run_script(s.turn(hero).build(), [use, *faces])
    while s.frames:
        offered = [str(a) for a in s.legal_actions()]
        s = s.apply("choose 1" if "choose 1" in offered else offered[0])
    return s


def test_the_spirit_board_does_not_move_a_tip_but_the_bell_does() -> None:
    board = _pull_with("spirit_board", "use omen:spirit_board peek", "pick balcony")
    assert [m.room for m in board.monsters] == ["entrance_hall"]
    # A failed ring of the Bell draws the same Tip in.
    bell = _pull_with("bell", "use item:bell ring", *dice(0, 0, 0, 0))
    assert [m.room for m in bell.monsters] == ["foyer"]


def test_each_creeper_drags_its_own_victim_to_its_own_root() -> None:
    # Two Creepers of the one kind: the one holding a hero hauls them toward its own
    # Root, the other (free, away from its Root) is left where it is.
    s = revealed(7)
    hero = hero_of(s)
    holder = MonsterState("tip#1", "tip", "foyer", home="entrance_hall", holding=hero)
    idle = MonsterState("tip#2", "tip", "foyer", home="gardens")
    s = _monster_turn(_roots(meet(s, "foyer", holder, idle).build(), "entrance_hall", "gardens"))
    rooms = {m.ident: m.room for m in s.monsters}
    assert rooms == {"tip#1": "entrance_hall", "tip#2": "foyer"}
    assert s.explorers[hero].room == "entrance_hall"


def test_the_spray_kills_one_creeper_and_leaves_its_kin() -> None:
    s = revealed(7)
    hero = hero_of(s)
    near = MonsterState("tip#1", "tip", "foyer", home="entrance_hall")
    far = MonsterState("tip#2", "tip", "gardens", home="gardens")
    sc = meet(s, "foyer", near, far)
    sc.state = _roots(sc.state, "entrance_hall", "gardens")
    sc.state = sc.state.evolve(carried=(("haunt:7:spray", hero),))
    s = sc.turn(hero).build()
    # Only the Creeper here may be sprayed; it dies with its own Root, not the other's.
    offered = [n for n in names(s) if "spray_creeper" in n]
    assert offered == ["use haunt:7 spray_creeper tip#1"]
    s = s.apply(offered[0])
    assert [m.ident for m in s.monsters] == ["tip#2"]
    assert [r for t, r in s.tokens if t == "haunt:7:root"] == ["gardens"]
    assert _vars(s)["creepers_killed"] == 1


def test_a_creeper_holding_someone_strikes_nobody_but_its_kin_still_do() -> None:
    s = revealed(7)
    traitor = s.traitor
    assert traitor is not None
    seized, *others = (i for i in range(s.players) if i != traitor)
    holder = MonsterState("tip#1", "tip", "foyer", home="entrance_hall", holding=seized)
    free = MonsterState("tip#2", "tip", "foyer", home="gardens")
    s = meet(s, "foyer", holder, free).build()
    # The Creeper holding someone attacks nobody; the free one may strike every hero but
    # the seized one (a seized hero is the traitor's alone to strike).
    assert attack_options(s, s.monsters[0]) == []
    assert {a.args[2] for a in attack_options(s, s.monsters[1])} == {str(i) for i in others}
