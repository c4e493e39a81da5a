"""3rd-edition haunt 44, A Missing Seam: the heroes set the house on fire around the
plastic Mannequins, the fires spread after each monster turn, and the traitor shrugs
off blows."""

from __future__ import annotations

import attrs
from h3_helpers import meet, names, revealed, roll_all

from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.state import GameState, MonsterState
from betrayal.testing.haunts import monster_turn

HAUNT = 44
BURNING = f"haunt:{HAUNT}:burning"
FIRE = f"haunt:{HAUNT}:fire"
GROUND_LANDING = {"entrance_hall", "hallway", "ground_floor_staircase"}
UPPER = (
    "library",
    "observatory",
    "tower",
    "gallery",
    "statuary_corridor",
    "winter_bedroom",
)


def _mannequin(room: str, n: int = 1) -> MonsterState:
    return MonsterState(f"mannequin#{n}", "mannequin", room, owner=n - 1)


def _burning(s: GameState) -> set[str]:
    return {room for key, room in s.tokens if key == BURNING}


def _on_fire(s: GameState) -> set[str]:
    return {room for key, room in s.tokens if key == FIRE}


def _with(s: GameState, burning: tuple[str, ...] = (), fire: tuple[str, ...] = ()) -> GameState:
    tokens = [(BURNING, r) for r in burning] + [(FIRE, r) for r in fire]
    return s.evolve(tokens=tuple(sorted(tokens)))


def _turn(room: str, seat: int = 0, *monsters: MonsterState) -> GameState:
    """Everyone in ``room``, ``seat``'s turn, no tile burning."""
    return _with(meet(revealed(HAUNT), room, *monsters).turn(seat).build())


def test_the_revealers_tile_burns_and_the_mannequins_stand_on_landings() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 2  # left of the revealer (seat 1)
    assert _burning(s) == {"library"}  # where seat 1 revealed the haunt
    mannequins = [m for m in s.monsters if m.kind == "mannequin"]
    assert len(mannequins) == 2  # four players
    landings = GROUND_LANDING | {"upper_landing", "basement_landing"}
    assert all(m.room in landings for m in mannequins)


def test_setting_a_fire_burns_the_tile_or_lights_a_landing() -> None:
    s = _turn("ballroom")
    ok = roll_all(s.apply("use haunt:44 set_fire"), 2)
    assert _burning(ok) == {"ballroom"}
    miss = roll_all(s.apply("use haunt:44 set_fire"), 0)
    assert _burning(miss) == set()
    assert "use haunt:44 set_fire" not in names(_with(s, burning=("ballroom",)))
    # The Ground Floor Landing catches fire as one tile, with Fire tokens, not flipped.
    s = _turn("hallway")
    lit = roll_all(s.apply("use haunt:44 set_fire"), 2)
    assert _on_fire(lit) == GROUND_LANDING and _burning(lit) == set()


def test_a_hero_stepping_into_flames_is_hurt_the_traitor_is_not() -> None:
    # From the Upper Landing north into the burning Library.
    hero = _with(_turn("upper_landing", 0), burning=("library",))
    s = hero.apply("move N")
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0 and frame.points == 1
    traitor = _with(_turn("upper_landing", 2), burning=("library",))
    s = traitor.apply("move N")
    assert not (s.frames and isinstance(s.frames[-1], PlaceDamage))


def _end_monster_turn(s: GameState) -> GameState:
    """Play the Mannequins' turn out (blanks for Speed, no step taken) until the fire
    asks where it goes, or the turn is over."""
    for _ in range(20):
        if s.is_chance_node():
            s = roll_all(s, 0)
            continue
        done = [n for n in names(s) if n.endswith(" done")]
        if not done:
            break
        s = s.apply(done[0])
    return s


def test_each_fire_spreads_to_one_tile_beside_it() -> None:
    # The burning Library (upper floor) and the burning Vault (basement): two fires.
    s = meet(revealed(HAUNT), "ballroom", _mannequin("tower")).build()
    s = monster_turn(_with(s, burning=("library", "vault")), 2)
    s = _end_monster_turn(s)
    first = names(s)
    assert "choose winter_bedroom" in first and "choose observatory" not in first
    # The Vault's fire has only the Catacombs beside it: no choice to make.
    s = s.apply("choose winter_bedroom")
    assert not any(n.startswith("choose") for n in names(s))
    assert _burning(s) == {"library", "vault", "winter_bedroom", "catacombs"}


def test_a_fire_with_nowhere_to_go_lights_a_landing() -> None:
    s = meet(revealed(HAUNT), "ballroom", _mannequin("tower")).build()
    s = _with(s, burning=UPPER, fire=("upper_landing",))
    s = _end_monster_turn(monster_turn(s, 2))
    assert names(s) == ["choose entrance_hall", "choose basement_landing"]
    s = s.apply("choose basement_landing")
    assert _on_fire(s) == {"upper_landing", "basement_landing"}
    assert _burning(s) == set(UPPER)


def test_a_mannequin_in_a_heros_sight_rolls_two_dice_to_move() -> None:
    seen = monster_turn(_turn("ballroom", 0, _mannequin("ballroom")), 2)
    frame = seen.frames[-1]
    assert isinstance(frame, RollDice) and frame.dice == 2
    unseen = monster_turn(_turn("ballroom", 0, _mannequin("tower")), 2)
    frame = unseen.frames[-1]
    assert isinstance(frame, RollDice) and frame.dice == 6


def test_the_traitor_is_made_of_plastic() -> None:
    # Josef (seat 0) attacks the traitor: his five Might dice all 2s against blanks, a
    # margin of 10, and the traitor takes 1 less.
    s = _turn("ballroom", 0)
    s = s.apply("attack 2")
    while s.is_chance_node():
        frame = s.frames[-1]
        assert isinstance(frame, RollDice)
        s = s.apply("die 2" if frame.explorer == 0 else "die 0")
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 2
    assert frame.points == 10 - 1


def test_the_heroes_win_at_the_end_of_a_turn_with_the_whole_house_burning() -> None:
    s = _turn("ballroom", 0)
    rooms = [t.room for t in s.house.tiles]
    landings = GROUND_LANDING | {"upper_landing", "basement_landing"}
    s = _with(
        s,
        burning=tuple(r for r in rooms if r not in landings),
        fire=tuple(r for r in rooms if r in landings),
    )
    assert not s.is_terminal()  # only as a hero's turn ends
    s = s.apply("end")
    assert s.is_terminal() and s.winner == "heroes"
    # One tile not yet burning, and nobody wins.
    s = _with(
        _turn("ballroom", 0),
        burning=tuple(r for r in rooms if r not in landings and r != "vault"),
        fire=tuple(r for r in rooms if r in landings),
    )
    assert not s.apply("end").is_terminal()


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = _turn("ballroom", 0)
    dead = [attrs.evolve(e, alive=False) if i != 2 else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead)).apply("end")
    assert s.is_terminal() and s.winner == "traitor"
