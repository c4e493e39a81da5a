"""Haunt 46, The Feast: Victims led out of the front door, Freaks and the traitor hunting
them, bodies feasted on, both sides' goals, and how the goal agent herds the Victims."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.herding import herd_distance, herd_rooms, tend_rooms
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, haunt_var, names, run_script
from betrayal.testing.houses import LATE_OMEN, WEST_OMEN, late_house, west_house

KEY = "haunt:46"
# The late house: Jenny (0), Madame Zostra the traitor (1), Peter (2), Professor Longfellow (3);
# the Attic and the Dining Room are both in the house.
JENNY, TRAITOR, PETER, PROF = 0, 1, 2, 3


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


@pytest.fixture(scope="module")
def revealed(game: Game) -> GameState:
    s = late_house().reveal(46, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == TRAITOR
    return s


def _board(revealed: GameState, *monsters: tuple[str, str], **values: object) -> Scenario:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    counts: dict[str, int] = {}
    placed = []
    for kind, room in monsters:
        counts[kind] = counts.get(kind, 0) + 1
        placed.append(MonsterState(f"{kind}#{counts[kind]}", kind, room))
    store = {f"{KEY}:victims": 3, **{f"{KEY}:{k}": v for k, v in values.items()}}
    sc.state = attrs.evolve(
        sc.state, monsters=tuple(placed), script_vars=tuple(sorted(store.items()))
    )
    return sc


def test_victims_wait_in_the_attic_and_freaks_in_the_dining_room(revealed: GameState) -> None:
    # Placed there (the player to the traitor's left, first to play, has since walked
    # the Victims on as their turn began).
    kinds = [(m.kind, m.home) for m in revealed.monsters]
    assert kinds.count(("victim", "attic")) == 3
    assert kinds.count(("freak", "dining_room")) == 3


def test_missing_rooms_are_placed_first(game: Game) -> None:
    s = west_house().reveal(46, revealer=2, omen=WEST_OMEN).build()
    assert "attic" not in s.house and s.current_player() == (s.traitor or 0) + 1
    s = s.apply(s.legal_actions()[0])  # a hero places the Attic
    assert "attic" in s.house and s.current_player() == s.traitor
    s = s.apply(s.legal_actions()[0])  # the traitor places the Dining Room
    assert "dining_room" in s.house
    assert sum(m.kind == "freak" and m.room == "dining_room" for m in s.monsters) == 3


def test_led_out_of_the_open_door_every_victim_wins_for_the_heroes(
    revealed: GameState,
) -> None:
    sc = _board(
        revealed,
        ("victim", "foyer"),
        ("victim", "entrance_hall"),
        ("victim", "entrance_hall"),
        escaped=0,
    )
    sc.at(JENNY, "entrance_hall").at(PETER, "foyer").turn(PETER)
    s = sc.build()
    assert "use haunt:46 lead entrance_hall" in names(s)
    s = run_script(s, ["use haunt:46 lead entrance_hall"])
    assert sum(m.room == "entrance_hall" for m in s.monsters) == 3
    assert "use haunt:46 escort_out" not in names(s)  # the door is still shut
    # Jenny forces the door (Might 5 or more), draws an event and her turn ends.
    sc = Scenario(s)
    sc.turn(JENNY)
    s = sc.build()
    s = run_script(s, ["use haunt:46 open_door might"] + ["die 2"] * s.trait(JENNY, Trait.MIGHT))
    assert haunt_var(s, 46, "door_open") is True
    sc = (
        Scenario(attrs.evolve(s, frames=())).at(JENNY, "entrance_hall").trait(JENNY, Trait.SPEED, 7)
    )
    sc.turn(JENNY)
    s = sc.build()
    while "use haunt:46 escort_out" in names(s):
        s = s.apply("use haunt:46 escort_out")
    assert haunt_var(s, 46, "escaped") == 3
    # Every Victim is out, but the heroes are still inside: they must follow.
    assert s.phase is not Phase.OVER
    assert "use haunt:46 step_out" in names(s)
    s = s.apply("use haunt:46 step_out")
    assert JENNY in s.escaped and s.phase is not Phase.OVER
    for seat in (PETER, PROF):
        sc = Scenario(attrs.evolve(s, frames=())).at(seat, "entrance_hall").turn(seat)
        s = sc.build().apply("use haunt:46 step_out")
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_heroes_step_out_only_after_every_victim(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "entrance_hall"), escaped=2, door_open=True)
    sc.at(JENNY, "entrance_hall").turn(JENNY)
    s = sc.build()
    assert "use haunt:46 step_out" not in names(s)
    s = s.apply("use haunt:46 escort_out")
    assert "use haunt:46 step_out" in names(s)
    # With a hero dead the way out wins nothing, and nobody is offered it.
    sc = _board(revealed, escaped=3, door_open=True, hero_deaths=1)
    s = sc.at(JENNY, "entrance_hall").turn(JENNY).build()
    assert "use haunt:46 step_out" not in names(s)


def _monster_turn(sc: Scenario) -> GameState:
    sc.state = attrs.evolve(
        sc.state, turn=attrs.evolve(sc.state.turn, player=TRAITOR, monsters=True)
    )
    return sc.build()


def test_each_freak_may_fall_on_a_victim(revealed: GameState) -> None:
    sc = _board(
        revealed,
        ("victim", "ballroom"),
        ("victim", "ballroom"),
        ("victim", "attic"),
        ("freak", "ballroom"),
        ("freak", "ballroom"),
    )
    s = _monster_turn(sc)
    # Both Freaks in the Ballroom attack, each a Victim of its own.
    roll = ["die 2"] * 4 + ["die 0"] * 3
    s = run_script(s, ["use haunt:46 freak_attack", *roll, *roll])
    assert haunt_var(s, 46, "eaten") == 2
    assert [m.room for m in s.monsters if m.kind == "victim"] == ["attic"]
    assert all(m.attacked for m in s.monsters if m.kind == "freak")


def test_a_freak_that_feasts_spends_its_turn(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "ballroom"), ("freak", "ballroom"), ("freak", "ballroom"))
    sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, (f"{KEY}:corpse", "ballroom")))
    s = _monster_turn(sc)
    s = s.apply("use haunt:46 freak_feast")
    # One body feeds one Freak, which does nothing more this turn; the other may attack.
    assert [m.traits for m in s.monsters if m.kind == "freak"] == [
        (("might", 5), ("sanity", 5), ("speed", 3)),
        (),
    ]
    assert next((m.moves_left, m.attacked) for m in s.monsters if m.kind == "freak") == (0, True)
    assert [m.attacked for m in s.monsters if m.kind == "freak"] == [True, False]
    s = run_script(s, ["use haunt:46 freak_attack"] + ["die 2"] * 5 + ["die 0"] * 3)
    assert haunt_var(s, 46, "eaten") == 1


def test_a_fed_freak_alone_grows_stronger(revealed: GameState) -> None:
    sc = _board(revealed, ("freak", "ballroom"), ("freak", "ballroom"), ("freak", "foyer"))
    sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, (f"{KEY}:corpse", "ballroom")))
    s = _monster_turn(sc).apply("use haunt:46 freak_feast")
    fed, hungry, other = s.monsters
    assert hungry.traits == () and other.traits == ()
    # Peter throws 5. The one that ate defends with five dice (a tie, nobody hurt); one
    # that did not with four, and it dies.
    sc = Scenario(attrs.evolve(s, frames=(), turn=attrs.evolve(s.turn, monsters=False)))
    s = sc.at(PETER, "ballroom").turn(PETER).build()
    peter = ["die 2", "die 2", "die 1"] + ["die 0"] * (s.trait(PETER, Trait.MIGHT) - 3)
    s = run_script(s, [f"attack {fed.ident}", *peter] + ["die 1"] * 5)
    assert len(s.monsters) == 3
    s = Scenario(attrs.evolve(s, frames=())).at(PETER, "foyer").turn(PETER).build()
    s = run_script(s, [f"attack {other.ident}", *peter] + ["die 1"] * 4)
    assert [m.ident for m in s.monsters] == [fed.ident, hungry.ident]


def test_the_traitor_kills_a_victim_and_feasts_on_the_body(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "ballroom"), ("victim", "attic"), ("victim", "attic"))
    sc.at(TRAITOR, "ballroom").turn(TRAITOR)
    s = sc.build()
    might = s.trait(TRAITOR, Trait.MIGHT)
    s = run_script(s, ["use haunt:46 maul"] + ["die 2"] * might + ["die 0"] * 3)
    assert haunt_var(s, 46, "eaten") == 1 and (f"{KEY}:corpse", "ballroom") in s.tokens
    assert sum(m.kind == "victim" for m in s.monsters) == 2
    # Next turn, with no hero there and before moving, the traitor feasts.
    sc = Scenario(s)
    sc.turn(TRAITOR)
    s = sc.build()
    before = [s.explorers[TRAITOR].position(t) for t in Trait]
    s = s.apply("use haunt:46 feast")
    assert [s.explorers[TRAITOR].position(t) for t in Trait] == [p + 1 for p in before]
    assert s.turn.over and (f"{KEY}:corpse", "ballroom") not in s.tokens


def test_a_victim_that_wins_hurts_nobody_and_beaten_freaks_die(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "ballroom"), ("freak", "foyer"))
    sc.at(TRAITOR, "ballroom").turn(TRAITOR)
    s = sc.build()
    might = s.trait(TRAITOR, Trait.MIGHT)
    before = s.explorers[TRAITOR].traits
    s = run_script(s, ["use haunt:46 maul"] + ["die 0"] * might + ["die 2"] * 3)
    assert s.explorers[TRAITOR].traits == before and len(s.monsters) == 2
    sc = Scenario(s)
    sc.turn(PETER)
    s = sc.build()
    s = run_script(s, ["attack freak#1"] + ["die 2"] * s.trait(PETER, Trait.MIGHT) + ["die 0"] * 4)
    assert [m.kind for m in s.monsters] == ["victim"]


def test_every_victim_eaten_wins_for_the_traitor(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "ballroom"), ("freak", "ballroom"), eaten=2)
    sc.state = attrs.evolve(
        sc.state, turn=attrs.evolve(sc.state.turn, player=TRAITOR, monsters=True)
    )
    s = sc.build()
    assert "use haunt:46 freak_attack" in names(s)
    s = run_script(s, ["use haunt:46 freak_attack"] + ["die 2"] * 4 + ["die 0"] * 3)
    assert s.phase is Phase.OVER and s.winner == "traitor"


# ----- the Victims' own wandering, in a house built by hand ------------------------------

WANDER_EXPLORERS = ("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc")


def _wander_house(hero_upstairs: bool = False) -> GameState:
    """Upstairs, from north to south: the Attic (its one door south), the Upper Landing,
    the Gallery, the Balcony (its south door leads to unexplored space). Madame Zostra
    (seat 1) is the traitor; Brandon (seat 2), on her left, plays first."""
    from betrayal.content.model import Floor

    sc = Scenario.new(explorers=WANDER_EXPLORERS)
    sc.room("attic", Floor.UPPER, 0, 1).room("gallery", Floor.UPPER, 0, -1)
    sc.room("balcony", Floor.UPPER, 0, -2).room("dining_room", Floor.GROUND, 1, 1, 1)
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    if hero_upstairs:
        sc.at(3, "upper_landing")
    s = sc.reveal(46, revealer=0).build()
    assert s.traitor == 1 and s.turn.player == 2 and not s.frames
    return s


def _victims(s: GameState) -> list[tuple[str, str]]:
    return [(m.room, m.facing) for m in s.monsters if m.kind == "victim"]


def test_victims_face_out_of_the_attic_and_walk_two_rooms_as_the_first_turn_begins() -> None:
    s = _wander_house()
    # Set off facing the Attic's only door, south: two rooms straight on.
    assert _victims(s) == [("gallery", "S")] * 3


def test_victims_never_walk_into_unexplored_space_and_turn_left_when_blocked() -> None:
    s = _wander_house()
    s = Scenario(attrs.evolve(s, frames=())).turn(2).build()
    # The Balcony, then: south is unexplored, east and west are walls, so the next exit
    # round to the left is the way back north.
    assert _victims(s) == [("gallery", "N")] * 3


def test_only_the_player_on_the_traitors_left_walks_them() -> None:
    s = _wander_house()
    for seat in (0, 1, 3):
        assert (
            _victims(Scenario(attrs.evolve(s, frames=())).turn(seat).build())
            == [("gallery", "S")] * 3
        )


def test_a_hero_they_meet_keeps_the_victims_with_them() -> None:
    s = _wander_house(hero_upstairs=True)
    assert _victims(s) == [("upper_landing", "S")] * 3
    s = Scenario(attrs.evolve(s, frames=())).turn(2).build()
    assert _victims(s) == [("upper_landing", "S")] * 3


# ----- the goal agent's play (betrayal.agents.herding) ---------------------------------
# The heroes' escape action asks for Victims in the Entrance Hall, so a hero leads a
# Victim toward it, never into the Freaks while another way is clear, takes it out of
# the door rather than leading it off again, and waits beside it to lead it on.

VICTIMS_IN_THE_ATTIC = (("victim", "attic"),) * 3


def test_the_heroes_must_bring_victims_to_the_entrance_hall(revealed: GameState) -> None:
    s = _board(revealed, *VICTIMS_IN_THE_ATTIC).turn(JENNY).build()
    assert herd_rooms(s, JENNY) == {"victim": frozenset({"entrance_hall"})}
    # The traitor's rules ask for no monster anywhere: the Freaks hunt.
    assert herd_rooms(s, TRAITOR) == {}
    # Attic, Upper Landing, Grand Staircase, Foyer, Entrance Hall: four spaces each.
    assert herd_distance(s, JENNY) == 12
    assert tend_rooms(s, JENNY) == frozenset({"attic"})
    assert tend_rooms(s, TRAITOR) == frozenset()


def test_a_hero_leads_a_victim_toward_the_front_door(revealed: GameState) -> None:
    s = _board(revealed, *VICTIMS_IN_THE_ATTIC).at(JENNY, "attic").turn(JENNY).build()
    leads = [n for n in names(s) if n.startswith("use haunt:46 lead ")]
    assert len(leads) > 2  # the Grand Staircase is one way of several
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, JENNY)) == (
            "use haunt:46 lead grand_staircase"
        )


def test_a_hero_does_not_lead_a_victim_into_the_freaks(revealed: GameState) -> None:
    sc = _board(revealed, *VICTIMS_IN_THE_ATTIC, ("freak", "grand_staircase"))
    s = sc.at(JENNY, "attic").turn(JENNY).build()
    assert "use haunt:46 lead grand_staircase" in names(s)
    for seed in range(6):
        # One space further from the door, but out of the Freak's reach this turn.
        assert str(GoalAgent(seed=seed, wander=0).act(s, JENNY)) == (
            "use haunt:46 lead upper_landing"
        )


def test_at_the_open_door_a_hero_takes_the_victim_out(revealed: GameState) -> None:
    sc = _board(revealed, ("victim", "entrance_hall"), door_open=True, escaped=0)
    s = sc.at(JENNY, "entrance_hall").turn(JENNY).build()
    assert "use haunt:46 escort_out" in names(s)
    assert any(n.startswith("use haunt:46 lead ") for n in names(s))
    for seed in range(6):
        assert str(GoalAgent(seed=seed, wander=0).act(s, JENNY)) == "use haunt:46 escort_out"


def test_after_leading_a_hero_waits_beside_the_victim(revealed: GameState) -> None:
    # The door is shut: forcing it open calls Jenny to the Entrance Hall, which her Speed
    # reaches this turn; the Victim she has led is nearer.
    sc = _board(revealed, ("victim", "attic"))
    s = sc.at(JENNY, "attic").trait(JENNY, Trait.SPEED, 7).turn(JENNY).build()
    agent = GoalAgent(seed=3, wander=0)
    turn = s.turn.number
    for _ in range(20):
        if s.turn.number != turn:
            break
        # Leaving the Attic takes a roll: its dice come from the seeded source.
        s = s.apply(s.sample_chance() if s.is_chance_node() else agent.act(s, JENNY))
    # Jenny ended her turn where the Victim she led stands, to lead it on when her next
    # turn begins.
    assert s.turn.number != turn
    assert [m.room for m in s.monsters] == ["grand_staircase"]
    assert s.explorers[JENNY].room == "grand_staircase"
