"""The goal agent finds goals a script keeps outside its actions' `where` clauses: a
monster whose defeat counts towards the win, a card still to be drawn from a deck, and a
room it must not leave empty because the other side would win at the next monster turn."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Game, Trait
from betrayal.agents import GoalAgent
from betrayal.agents.explorer_turn import ExplorerTurn
from betrayal.agents.goals import rewarded
from betrayal.core.actions import Kind
from betrayal.core.engine import run_pending
from betrayal.core.rng import Stream
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, TurnState
from betrayal.script.secrets import seen_by
from betrayal.testing import Scenario

QUARRY = Path(__file__).parent / "haunts" / "quarry.haunt"
VIGIL = Path(__file__).parent / "haunts" / "vigil.haunt"
EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "peter_akimoto")


def _revealed() -> Scenario:
    """Seat 1 turns traitor in the Foyer, where the Warden and the Brute appear; seat 0
    is a weak hero (Might 2) about to take her turn."""
    sc = Scenario.new(explorers=EXPLORERS, scripts=[QUARRY])
    for seat in range(4):
        sc.fresh(seat).at(seat, "foyer")
    sc.trait(0, Trait.MIGHT, 1)
    sc.reveal(904, revealer=1)
    sc.state = sc.build()  # the set-up puts both monsters on the board
    return sc


def _choice(state: GameState) -> str:
    return str(GoalAgent(seed=3, wander=0).act(state, 0))


def _without(state: GameState, kind: str) -> GameState:
    return attrs.evolve(state, monsters=tuple(m for m in state.monsters if m.kind != kind))


def test_a_hero_attacks_the_monster_whose_defeat_wins_whatever_the_odds() -> None:
    s = _revealed().turn(0).build()
    assert {m.kind for m in s.monsters} == {"warden", "brute"}
    assert _choice(s) == f"attack {next(m.ident for m in s.monsters if m.kind == 'warden')}"


def test_a_hero_keeps_away_from_an_equally_strong_monster_that_is_no_goal() -> None:
    s = _without(_revealed().turn(0).build(), "warden")
    assert any(a.kind is Kind.ATTACK for a in s.legal_actions())
    assert not _choice(s).startswith("attack")


def test_a_card_still_in_the_deck_sends_the_hero_exploring() -> None:
    # No monsters: the Foyer's east and west doorways lead nowhere yet; an Axe lies north.
    sc = _revealed().pile("grand_staircase", "axe")
    sc.state = _without(_without(sc.state, "warden"), "brute")
    s = sc.turn(0).build()
    assert "crystal_ball" in s.decks[0]
    assert _choice(s) in ("move E", "move W")
    # With the Ball out of the game, there is nothing to explore for: the Axe it is.
    sc.state = attrs.evolve(
        sc.state,
        decks=(tuple(c for c in s.decks[0] if c != "crystal_ball"), *s.decks[1:]),
        removed=(*s.removed, "crystal_ball"),
    )
    assert _choice(sc.turn(0).build()) == "move N"


def _vigil(watcher: str, *others_in_foyer: int) -> GameState:
    """The Candle burns in the Foyer; seat 0 stands in ``watcher`` and takes her turn,
    with an Axe lying upstairs. The traitor (seat 1, far too strong to chase) waits in
    the basement; the other heroes are upstairs unless put in the Foyer."""
    sc = Scenario.new(explorers=EXPLORERS, scripts=[VIGIL])
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.at(1, "basement_landing").trait(1, Trait.MIGHT, 7)
    sc.reveal(905, revealer=1)
    sc.state = sc.build()
    sc.at(0, watcher).pile("upper_landing", "axe")
    for seat in others_in_foyer:
        sc.at(seat, "foyer")
    s = sc.turn(0).build()
    assert [m.room for m in s.monsters] == ["foyer"]
    return s


def test_the_last_hero_beside_the_candle_stays_with_it() -> None:
    alone = _vigil("foyer")
    assert any(a.kind is Kind.MOVE for a in alone.legal_actions())
    assert _choice(alone) == "end"
    # With a friend keeping watch, she is free to go for the Axe.
    kept = _vigil("foyer", 2)
    assert _choice(kept) == "move N"


def test_with_nobody_beside_the_candle_a_hero_goes_back_to_it() -> None:
    # From the Grand Staircase the Axe is one step up the stairs, the Candle one step south.
    s = _vigil("grand_staircase")
    assert "take upper_landing" in [str(a) for a in s.legal_actions()]
    assert _choice(s) == "move S"


BREAKOUT = Path(__file__).parent / "haunts" / "breakout.haunt"
DUEL = Path(__file__).parent / "haunts" / "duel.haunt"


def _breakout(hero_room: str, haunt: int = 906, script: Path = BREAKOUT) -> Scenario:
    """Seat 1 turns traitor in the Foyer (asleep there in the Breakout, with the Imp
    beside them); seat 0, strong, stands in ``hero_room``; the others wait upstairs."""
    sc = Scenario.new(explorers=EXPLORERS, scripts=[script])
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.at(1, "foyer").trait(1, Trait.MIGHT, 1)
    sc.reveal(haunt, revealer=1)
    sc.state = sc.build()
    sc.at(0, hero_room).trait(0, Trait.MIGHT, 7)
    return sc


def test_the_traitor_steers_a_monster_to_where_its_arrival_wins() -> None:
    sc = _breakout("entrance_hall")
    s = sc.build()
    turn = TurnState(player=1, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(attrs.evolve(s, turn=turn, frames=())))
    while s.current_player() < 0:
        s = s.apply(s.sample_chance())  # the Imp's Speed roll
    assert s.current_player() == 1
    # The hero is south in the Entrance Hall; the way out is north, up the Grand Staircase.
    choice = str(GoalAgent(seed=3, wander=0).act(s, 1))
    assert choice == "monster imp#1 move N"


def test_heroes_spare_a_traitor_their_own_goal_needs_alive() -> None:
    s = _without(_breakout("foyer").turn(0).build(), "imp")
    assert any(str(a) == "attack 1" for a in s.legal_actions())
    assert not _choice(s).startswith("attack")
    # Where the goal is the traitor's death, the same blow is struck.
    duel = _without(_breakout("foyer", 900, DUEL).turn(0).build(), "hound")
    assert _choice(duel) == "attack 1"


def test_a_card_wanted_in_another_room_still_sends_the_hero_exploring() -> None:
    # Waking the sleeper needs the Holy Symbol and the sleeper's room: from the Upper
    # Landing, the hero explores for the Symbol rather than hunting anyone.
    s = _breakout("upper_landing").turn(0).build()
    assert "holy_symbol" in s.decks[0]
    assert ExplorerTurn(Stream(3)).targets(seen_by(s, 0), 0)[1]


SHELF = Path(__file__).parent / "haunts" / "shelf.haunt"


def _shelf() -> Scenario:
    """Seat 1 turns traitor in the basement; seat 0 stands in the Foyer, an Axe lies on
    the Grand Staircase north of her, and the Library is still in the room stack."""
    sc = Scenario.new(explorers=EXPLORERS, scripts=[SHELF])
    for seat in range(4):
        sc.fresh(seat).at(seat, "upper_landing")
    sc.at(1, "basement_landing").trait(1, Trait.MIGHT, 7)
    sc.reveal(907, revealer=1)
    sc.state = sc.build()
    sc.at(0, "foyer").pile("grand_staircase", "axe")
    return sc


def _after_wear(sc: Scenario) -> GameState:
    """Seat 0's turn, once she has named the traits the house wears down."""
    s = sc.turn(0).build()
    for trait in ("might", "speed", "knowledge"):
        if s.frames:
            s = s.apply(f"choose {trait}")
    assert not s.frames and s.current_player() == 0
    return s


def test_an_action_in_a_room_still_in_the_stack_sends_the_hero_exploring() -> None:
    sc = _shelf()
    assert "library" in sc.state.room_stack
    assert _choice(_after_wear(sc)) in ("move E", "move W")
    # With no Library left to find, the Axe is the thing to fetch.
    sc.stack([r for r in sc.state.room_stack if r != "library"])
    assert _choice(_after_wear(sc)) == "move N"


def test_a_hero_names_a_trait_to_lose_that_keeps_her_clear_of_death() -> None:
    sc = _shelf()
    sc.trait(0, Trait.SANITY, 1)  # one step above the skull
    s = sc.turn(0).build()
    assert sorted(str(a) for a in s.legal_actions()) == [
        "choose knowledge",
        "choose might",
        "choose sanity",
        "choose speed",
    ]
    picks = {str(GoalAgent(seed=seed, wander=0).act(s, 0)) for seed in range(16)}
    assert "choose sanity" not in picks


OWNED = """language 3
haunt 953 "Each Their Own Shadow" {
  traitor revealer
  monster shade "Shade" { traits might 2 speed 2 }
  var laid: int = 0
  setup {
    for each h in heroes { spawn(shade, room_of(h), owner: h) }
  }
  heroes {
    # Only a hero beating their own Shade lays it to rest.
    on monster_beaten(who, kind, points, trait, weapon, owner) where owner == who {
      laid += 1
    }
    win when laid >= 2
  }
  traitor { win when count(heroes) == 0 }
}
"""


def test_a_rule_that_reads_the_monsters_explorer_is_judged_with_it(tmp_path: Path) -> None:
    # The agent weighs a win over a monster as the engine would tell the haunt of it,
    # owner included: each hero's own Shade is worth beating, another's is not.
    path = tmp_path / "owned.haunt"
    path.write_text(OWNED)
    s = Game(players=3, scripts=[path]).new_state(seed=1, haunt=953)
    hero = next(i for i in range(s.players) if i != s.traitor)
    own = next(m.ident for m in s.monsters if m.owner == hero)
    other = next(m.ident for m in s.monsters if m.owner != hero)
    assert rewarded(s, hero, own, Trait.MIGHT, ())
    assert not rewarded(s, hero, other, Trait.MIGHT, ())
