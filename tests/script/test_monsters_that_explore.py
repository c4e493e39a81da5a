"""Monsters that break into unexplored space (`explores`), monsters that keep off secret
ways (`keeps_to_doors`) and chutes as a way down, and the goal agent pursuing a haunt's
goal when it is not a hunt: monsters walking toward where the goal gains ground or a
spell opens, players heading where ending a turn counts, exploring for a room still to
be found (or when the way is cut off), and moving on from a room tried twice for
nothing."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.progress import goal_gap
from betrayal.content.model import Floor
from betrayal.core.frames import DrawCard
from betrayal.core.state import GameState
from betrayal.testing import Scenario, run_script

# A mole that marks each room it enters (once a room), and whose side wins on four marks.
MOLE = """language 1
haunt 904 "Probe" {{
  traitor revealer
  monster mole "Mole" {{ traits might 2 speed 1; {abilities} }}
  token mark "Mark"
  var marks: int = 0
  setup {{ spawn(mole, {start}) }}
  rule {{
    on monster_entered(k, r) {{
      if not has_token(r, mark) {{
        place_token(mark, r)
        marks += 1
      }}
    }}
  }}
  heroes {{ win when false }}
  traitor {{ win when marks >= 4 }}
}}
"""


def _revealed(tmp_path: Path, text: str, haunt: int) -> GameState:
    """The probe haunt ``text`` (numbered ``haunt``) revealed by seat 0 of three explorers,
    its set-up done."""
    path = tmp_path / f"probe{haunt}.haunt"
    path.write_text(text, encoding="utf-8")
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez"), scripts=[path])
    return sc.reveal(haunt, revealer=0).build()


def _monster_turn(
    tmp_path: Path,
    abilities: str,
    start: str,
    *,
    moves: int,
    marked: tuple[str, ...] = (),
    stack: tuple[str, ...] = (),
) -> GameState:
    """The probe haunt revealed by seat 0 in the Entrance Hall, the other explorers in the
    Entrance Hall too, and the monster turn begun with ``moves`` steps for the mole."""
    path = tmp_path / "mole.haunt"
    path.write_text(MOLE.format(abilities=abilities, start=start), encoding="utf-8")
    sc = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez"), scripts=[path])
    if stack:
        sc.stack(stack)
    s = sc.reveal(904, revealer=0).build()
    key = "haunt:904"
    tokens = (*s.tokens, *((f"{key}:mark", room) for room in marked))
    (mole,) = s.monsters
    mole = attrs.evolve(mole, moves_left=moves)
    turn = attrs.evolve(s.turn, player=0, monsters=True)
    return attrs.evolve(
        s,
        frames=(),
        monsters=(mole,),
        turn=turn,
        tokens=tuple(sorted(tokens)),
        script_vars=tuple(sorted({**dict(s.script_vars), f"{key}:marks": len(marked)}.items())),
    )


def _names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def test_an_exploring_monster_places_the_new_room_and_goes_on(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path, "static explores()", "foyer", moves=2, stack=("chapel",))
    offered = _names(s)
    # The Foyer's east and west doorways lead into unexplored space.
    assert "monster mole#1 explore E" in offered and "monster mole#1 explore W" in offered
    s = run_script(s, ["monster mole#1 explore E", "room chapel"])
    rotations = _names(s)
    assert rotations and all(a.startswith("rotate") for a in rotations)
    s = s.apply(rotations[0])
    tile = s.house.tile("chapel")
    assert (tile.floor, tile.x, tile.y) == (Floor.GROUND, 1, 1)
    (mole,) = s.monsters
    # It stands in the new room with a step left, having drawn nothing for the symbol,
    # and the haunt heard it come in.
    assert mole.room == "chapel" and mole.moves_left == 1
    assert not any(isinstance(f, DrawCard) for f in s.frames)
    assert dict(s.script_vars)["haunt:904:marks"] == 1
    assert "monster mole#1 move W" in _names(s)


def test_a_plain_monster_never_explores(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path, "cannot be_slowed", "foyer", moves=2, stack=("chapel",))
    assert not any(" explore " in a for a in _names(s))


def test_a_monster_that_keeps_to_doors_takes_no_secret_way(tmp_path: Path) -> None:
    passage = ("entrance_hall", "upper_landing")
    plain = _monster_turn(tmp_path, "cannot be_slowed", "entrance_hall", moves=2)
    plain = attrs.evolve(plain, passages=(passage,))
    assert "monster mole#1 take upper_landing" in _names(plain)
    kept = _monster_turn(tmp_path, "static keeps_to_doors()", "entrance_hall", moves=2)
    kept = attrs.evolve(kept, passages=(passage,))
    assert "monster mole#1 take upper_landing" not in _names(kept)
    assert "monster mole#1 move N" in _names(kept)


def test_goal_gap_counts_what_the_win_condition_still_needs(tmp_path: Path) -> None:
    s = _monster_turn(tmp_path, "cannot be_slowed", "foyer", moves=1, marked=("foyer",))
    assert goal_gap(s, "traitor") == 3
    assert goal_gap(s, "heroes") == 1  # `win when false`: never met


def test_the_agent_walks_a_monster_toward_unmarked_rooms_not_toward_heroes(
    tmp_path: Path,
) -> None:
    # The heroes stand in the Entrance Hall, south of the mole. North, past the marked
    # Grand Staircase, the Upper Landing is still unmarked: two steps away, with one step
    # to go this turn.
    marked = ("foyer", "entrance_hall", "grand_staircase")
    s = _monster_turn(tmp_path, "cannot be_slowed", "foyer", moves=1, marked=marked)
    agent = GoalAgent(seed=1, wander=0)
    assert str(agent.act(s, 0)) == "monster mole#1 move N"
    # Looking ahead changed nothing: no mark was laid and no trigger reported.
    assert dict(s.script_vars)["haunt:904:marks"] == 3


def test_with_nothing_in_reach_to_gain_an_exploring_monster_breaks_new_ground(
    tmp_path: Path,
) -> None:
    marked = ("foyer", "entrance_hall", "grand_staircase", "upper_landing")
    s = _monster_turn(
        tmp_path, "static explores()", "foyer", moves=1, marked=marked[:3], stack=("chapel",)
    )
    s = attrs.evolve(s, tokens=tuple(sorted((*s.tokens, ("haunt:904:mark", "upper_landing")))))
    agent = GoalAgent(seed=1, wander=0)
    assert str(agent.act(s, 0)).startswith("monster mole#1 explore")


def _heroes_dead(s: GameState) -> GameState:
    explorers = tuple(
        e if seat == s.traitor else attrs.evolve(e, alive=False)
        for seat, e in enumerate(s.explorers)
    )
    return attrs.evolve(s, explorers=explorers)


def test_an_exploring_monster_with_no_doorway_to_open_heads_for_the_nearest_one(
    tmp_path: Path,
) -> None:
    # Only an upper-floor tile is left, so the Upper Landing is the one room with a
    # doorway still to open: from the Foyer that is north, up the Grand Staircase, not
    # south. Every room in reach is marked and the heroes are dead, so nothing else
    # calls.
    marked = ("foyer", "entrance_hall", "grand_staircase", "upper_landing")
    s = _monster_turn(
        tmp_path, "static explores()", "foyer", moves=1, marked=marked, stack=("attic",)
    )
    s = _heroes_dead(s)
    for seed in range(5):
        assert str(GoalAgent(seed=seed, wander=0).act(s, 0)) == "monster mole#1 move N"


def test_a_monster_with_no_one_to_hunt_wanders_instead_of_standing_still(
    tmp_path: Path,
) -> None:
    marked = ("foyer", "entrance_hall", "grand_staircase", "upper_landing")
    s = _heroes_dead(_monster_turn(tmp_path, "cannot be_slowed", "foyer", moves=1, marked=marked))
    assert "monster mole#1 done" in _names(s)
    for seed in range(5):
        chosen = GoalAgent(seed=seed, wander=0).act(s, 0)
        assert chosen.args[1] in ("move", "take")


# A traitor who wins by ending a turn on the Upper Landing.
LANDING = """language 1
haunt 905 "Probe" {
  traitor revealer
  var done: bool = false
  heroes { win when false }
  traitor {
    on turn_end(who) where is_traitor(who) and room_of(who) == upper_landing {
      done = true
    }
    win when done
  }
}
"""


def test_the_agent_heads_where_ending_its_turn_sets_off_its_sides_rule(
    tmp_path: Path,
) -> None:
    s = _revealed(tmp_path, LANDING, 905)
    # The heroes wait in the Entrance Hall, south of the traitor in the Foyer.
    sc = Scenario(attrs.evolve(s, frames=())).at(0, "foyer").turn(0)
    s = sc.build()
    agent = GoalAgent(seed=1, wander=0)
    s = s.apply(agent.act(s, 0))
    assert s.explorers[0].room == "grand_staircase"
    while s.current_player() == 0 and s.explorers[0].room != "upper_landing":
        s = s.apply(agent.act(s, 0))
    assert s.explorers[0].room == "upper_landing"
    s = s.apply(agent.act(s, 0))
    assert s.winner == "traitor"


# A hag whose one spell a monster turn is either a curse on whoever shares her room, or a
# flight to any room.
HAG = """language 1
haunt 906 "Probe" {
  traitor revealer
  monster hag "Hag" { traits might 2 speed 2; cannot attack }
  var cursed: int = 0
  var cast_on: int = 0
  setup { spawn(hag, foyer) }
  heroes { win when false }
  traitor {
    action curse "Curse someone" {
      who traitor
      limit once_per_monster_turn
      where cast_on != turn_number()
      choose t: explorer from explorers_in(monster_room(hag)) where not is_traitor(t)
      do {
        cast_on = turn_number()
        cursed += 1
      }
    }
    action fly "Fly anywhere" {
      who traitor
      limit once_per_monster_turn
      where cast_on != turn_number()
      choose to: room from standing(rooms_in_house()) where not (to in monster_rooms(hag))
      do {
        cast_on = turn_number()
        for each r in monster_rooms(hag) { move_monsters(hag, r, to) }
      }
    }
    win when cursed >= 1
  }
}
"""


def _hag_turn(tmp_path: Path, moves: int) -> GameState:
    s = _revealed(tmp_path, HAG, 906)
    # The traitor waits upstairs; the heroes stand in the Entrance Hall.
    s = Scenario(attrs.evolve(s, frames=())).at(0, "upper_landing").build()
    (hag,) = s.monsters
    turn = attrs.evolve(s.turn, player=0, monsters=True)
    hag = attrs.evolve(hag, moves_left=moves)
    return attrs.evolve(s, monsters=(hag,), turn=turn)


def test_a_monster_walks_to_where_its_spell_opens_before_casting_another(
    tmp_path: Path,
) -> None:
    s = _hag_turn(tmp_path, moves=2)
    agent = GoalAgent(seed=1, wander=0)
    # Flying is open now, the curse is not: the Hag first steps south to the heroes.
    assert str(agent.act(s, 0)) == "monster hag#1 move S"
    s = s.apply("monster hag#1 move S")
    assert str(agent.act(s, 0)).startswith("use haunt:906 curse")


def test_a_monster_spell_aimed_at_a_room_goes_where_the_foes_are(tmp_path: Path) -> None:
    s = _hag_turn(tmp_path, moves=0)
    s = attrs.evolve(s, monsters=(attrs.evolve(s.monsters[0], done=True),))
    offered = [str(a) for a in s.legal_actions() if str(a).startswith("use haunt:906 fly")]
    assert len(offered) > 3  # many rooms to fly to, one of them with the heroes
    agent = GoalAgent(seed=1, wander=0)
    assert str(agent.act(s, 0)) == "use haunt:906 fly entrance_hall"


# The heroes' one action needs the Chapel, which is not in the house yet.
CHAPEL = """language 1
haunt 907 "Probe" {
  traitor revealer
  var prayed: bool = false
  heroes {
    action pray "Pray in the Chapel" {
      who heroes
      limit once_per_turn
      where room_of(actor) == chapel
      do { prayed = true }
    }
    win when prayed
  }
  traitor { win when false }
}
"""


def test_a_hero_whose_goal_lies_in_a_room_still_to_find_explores(tmp_path: Path) -> None:
    s = _revealed(tmp_path, CHAPEL, 907)
    # An Axe lies in the Entrance Hall, south of the hero in the Foyer, whose east and
    # west doorways lead into unexplored space.
    sc = Scenario(attrs.evolve(s, frames=())).at(1, "foyer").pile("entrance_hall", "axe")
    s = sc.turn(1).build()
    assert "chapel" not in s.house
    agent = GoalAgent(seed=1, wander=0)
    assert str(agent.act(s, 1)) in ("move E", "move W")


def test_the_way_into_a_chute_counts_as_the_way_to_where_it_drops_you() -> None:
    from betrayal.core.rules.movement import spaces_to

    sc = Scenario.new()
    sc.room("coal_chute", Floor.GROUND, 1, 1, 3)  # its one door opens onto the Foyer
    s = sc.build()
    distance = spaces_to(s, "basement_landing")
    # One step from the Foyer into the Coal Chute lands on the Basement Landing: a
    # monster hunting someone down there walks that way.
    assert distance["coal_chute"] == 0 and distance["foyer"] == 1
    assert distance["upper_landing"] == 3


def test_a_way_through_a_fallen_room_is_no_way_and_the_hero_explores_instead(
    tmp_path: Path,
) -> None:
    s = _revealed(tmp_path, CHAPEL.replace("chapel", "upper_landing"), 907)
    # The Grand Staircase, the one way up, has fallen away.
    s = attrs.evolve(s, frames=(), collapsed=frozenset({"grand_staircase"}))
    s = Scenario(s).at(1, "foyer").turn(1).build()
    agent = GoalAgent(seed=1, wander=0)
    assert str(agent.act(s, 1)) in ("move E", "move W")


# Two rooms where the heroes may poke about; poking never turns anything up.
POKE = """language 1
haunt 908 "Probe" {
  traitor revealer
  token spot "Spot"
  setup {
    place_token(spot, foyer)
    place_token(spot, entrance_hall)
  }
  heroes {
    action poke "Poke about" {
      who heroes
      limit any_number
      where has_token(room_of(actor), spot)
      do { roll dice(1) as r }
    }
    win when false
  }
  traitor { win when false }
}
"""


def test_after_two_fruitless_tries_in_a_room_the_agent_tries_elsewhere(tmp_path: Path) -> None:
    s = _revealed(tmp_path, POKE, 908)
    s = Scenario(attrs.evolve(s, frames=())).at(1, "foyer").turn(1).build()
    agent = GoalAgent(seed=1, wander=0)
    for _ in range(2):
        choice = agent.act(s, 1)
        assert str(choice) == "use haunt:908 poke"
        s = run_script(s, [choice, "die 1"])
    # Twice for nothing: off to the other room where poking is open.
    assert str(agent.act(s, 1)) == "move S"
