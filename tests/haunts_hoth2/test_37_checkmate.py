"""Haunt 37, Checkmate: Death's chess game, the forfeit, the seals, the barred room."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Phase, Trait
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, haunt_var, late_house, monster_turn, names, run_script
from betrayal.testing.houses import LATE_OMEN

KEY = "haunt:37"
# In the late house, revealed by seat 1: traitor seat 3; heroes 0, 1, 2.


@pytest.fixture(scope="module")
def game() -> Game:
    return Game(players=4)


def _revealed(game: Game) -> GameState:
    s = late_house().reveal(37, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == 3 and names(s) == ["choose 0", "choose 1", "choose 2"]
    s = s.apply("choose 0")  # Death sits down with seat 0
    (death,) = s.monsters
    assert death.kind == "death" and death.room == s.explorers[0].room
    # Everyone fresh; Death in the Foyer with seat 0; the traitor in the Entrance Hall.
    s = attrs.evolve(
        s, frames=(), monsters=(MonsterState("death#1", "death", "foyer"),), script_vars=()
    )
    sc = Scenario(s)
    for seat in range(4):
        sc.fresh(seat)
    return (
        sc.at(0, "foyer")
        .at(1, "grand_staircase")
        .at(2, "grand_staircase")
        .at(3, "entrance_hall")
        .build()
    )


def test_death_cannot_be_attacked_and_the_traitor_cannot_walk_in(game: Game) -> None:
    s = Scenario(_revealed(game)).turn(0).build()
    assert not any(n.startswith("attack") for n in names(s))
    # The Foyer lies north of the Entrance Hall: closed to the traitor while Death is there.
    s = Scenario(s).turn(3).build()
    assert "move N" not in names(s)
    s = Scenario(attrs.evolve(s, monsters=(MonsterState("death#1", "death", "vault"),)))
    assert "move N" in names(s.turn(3).build())


def test_no_hero_beside_death_forfeits_the_game(game: Game) -> None:
    s = Scenario(_revealed(game)).at(0, "grand_staircase").build()
    s = monster_turn(s, 3)
    assert haunt_var(s, 37, "forfeited") is True
    # Death has nothing to do on its turn; once it is done, the traitor has won.
    assert names(s) == ["monster death#1 done"]
    s = s.apply("monster death#1 done")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_a_hero_who_outplays_death_wins(game: Game) -> None:
    s = _revealed(game)
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = monster_turn(s, 3)
    # The hero's Knowledge dice, then Death's eight, then Death's blanks thrown again.
    s = run_script(s, ["die 1"] * knowledge + ["die 0"] * 8 + ["die 0"] * 8)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_death_winning_by_five_costs_every_hero_sanity_and_might(game: Game) -> None:
    s = _revealed(game)
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    before = {h: s.explorers[h].traits for h in (0, 1, 2)}
    s = monster_turn(s, 3)
    # The hero rolls nothing; Death rolls 2s and 1s with no blank: a total of 13.
    s = run_script(s, ["die 0"] * knowledge + ["die 2"] * 5 + ["die 1"] * 3)
    assert s.phase is Phase.HAUNT
    for h in (0, 1, 2):
        for trait in (Trait.SANITY, Trait.MIGHT):
            assert s.explorers[h].position(trait) == before[h][trait.index] - 1
        for trait in (Trait.SPEED, Trait.KNOWLEDGE):
            assert s.explorers[h].position(trait) == before[h][trait.index]


def test_each_broken_seal_takes_two_of_deaths_dice(game: Game) -> None:
    s = _revealed(game)
    store = dict(s.script_vars)
    store[f"{KEY}:broken"] = 3  # 8 - 6: Death throws two dice
    s = attrs.evolve(s, script_vars=tuple(sorted(store.items())))
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = monster_turn(s, 3)
    s = run_script(s, ["die 1"] * knowledge)
    assert s.frames[-1].dice == 2  # type: ignore[union-attr]
    s = run_script(s, ["die 0", "die 2"])  # one blank: one die thrown again
    assert s.frames[-1].dice == 1  # type: ignore[union-attr]


def test_a_seal_is_picked_up_and_broken_with_sanity(game: Game) -> None:
    s = _revealed(game)
    s = attrs.evolve(s, tokens=((f"{KEY}:seal", "grand_staircase"),))
    s = Scenario(s).turn(1).build()
    assert "use haunt:37 take_seal" in names(s)
    s = s.apply("use haunt:37 take_seal")
    assert s.carried == ((f"{KEY}:seal", 1),)
    assert "use haunt:37 pass_seal 2" in names(s)
    sanity = s.trait(1, Trait.SANITY)
    s = run_script(s, ["use haunt:37 break_seal"] + ["die 2"] * sanity)
    assert s.carried == () and haunt_var(s, 37, "broken") == 1


def test_the_traitor_may_take_a_seal_instead_of_damage(game: Game) -> None:
    s = _revealed(game)
    sc = Scenario(attrs.evolve(s, carried=((f"{KEY}:seal", 1),)))
    s = sc.at(3, "grand_staircase").turn(3).build()
    might_t, might_h = s.trait(3, Trait.MIGHT), s.trait(1, Trait.MIGHT)
    s = run_script(s, ["attack 1"] + ["die 2"] * might_t + ["die 0"] * might_h)
    assert f"steal {KEY}:seal" in names(s)
    s = s.apply(f"steal {KEY}:seal")
    assert s.carried == ((f"{KEY}:seal", 3),)


def test_the_book_lends_the_chess_player_a_die(game: Game) -> None:
    s = Scenario(_revealed(game)).give(0, "book").build()
    knowledge = s.trait(0, Trait.KNOWLEDGE)
    s = monster_turn(s, 3)
    roll = s.frames[-1]
    assert roll.dice == min(8, knowledge + 1)  # type: ignore[union-attr]


def test_the_sharpest_hero_beside_death_plays(game: Game) -> None:
    s = _revealed(game)
    s = Scenario(s).at(1, "foyer").build()
    best = 0 if s.trait(0, Trait.KNOWLEDGE) >= s.trait(1, Trait.KNOWLEDGE) else 1
    s = monster_turn(s, 3)
    assert s.frames[-1].explorer == best  # type: ignore[union-attr]


def test_the_traitor_cannot_shoot_into_deaths_room(game: Game) -> None:
    # With the Revolver the traitor in the Entrance Hall could fire into the Foyer.
    sc = Scenario(_revealed(game)).give(3, "revolver").turn(3)
    s = sc.build()
    assert not any(n.startswith("attack 0") for n in names(s))
    # With Death gone elsewhere, the shot is there to take.
    away = attrs.evolve(s, monsters=(MonsterState("death#1", "death", "vault"),))
    assert "attack 0 revolver" in names(Scenario(away).turn(3).build())


def test_the_traitors_dynamite_cannot_be_thrown_into_deaths_room(game: Game) -> None:
    s = Scenario(_revealed(game)).give(3, "dynamite").turn(3).build()
    assert not any(n.startswith("use item:dynamite throw foyer") for n in names(s))
    away = attrs.evolve(s, monsters=(MonsterState("death#1", "death", "vault"),))
    assert "use item:dynamite throw foyer" in names(Scenario(away).turn(3).build())


def test_the_traitors_bell_cannot_pull_anyone_out_of_deaths_room(game: Game) -> None:
    s = Scenario(_revealed(game)).give(3, "bell").turn(3).build()
    sanity = s.trait(3, Trait.SANITY)
    s = run_script(s, ["use item:bell ring"] + ["die 2"] * sanity)
    # Every pull offered is taken: the heroes on the stairs come, the chess player stays.
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[-1])
    assert s.explorers[0].room == "foyer"
    assert {s.explorers[1].room, s.explorers[2].room} != {"grand_staircase"}
