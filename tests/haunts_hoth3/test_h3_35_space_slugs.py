"""3rd-edition haunt 35, Space Slugs: the Nests and the first Slugs, Salt found and
burnt, the Slugs' bite that takes a hero's mind, the horde summoned and each side's win."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import monster_turn, place_damage, with_dead

HAUNT = 35
NEST = "haunt:35:nest"


def _slugs(n: int, room: str = "kitchen") -> tuple[MonsterState, ...]:
    return tuple(MonsterState(f"slug#{i}", "slug", room) for i in range(1, n + 1))


def _salt(s: GameState, seat: int) -> int:
    return sum(1 for key, _ in s.carried if key == "haunt:35:salt" and _ == seat)


def test_setup_lays_a_nest_below_and_above_and_slugs_at_the_traitor() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    nests = [room for key, room in s.tokens if key == NEST]
    floors = sorted(s.house.floor_of(r).value for r in nests)
    assert floors == ["basement", "upper"]
    assert [m.room for m in s.monsters] == ["library"] * 3  # four players


def test_find_salt_in_the_kitchen() -> None:
    def found(face: int) -> GameState:
        s = meet(revealed(HAUNT), "kitchen").turn(0).build()
        return roll_all(s.apply("use haunt:35 find_salt knowledge"), face)

    good = found(2)  # every die a 2: at least 6
    assert haunt_vars(good, HAUNT)["salt_left"] == 4
    assert _salt(good, 0) == 1
    assert good.monsters == ()
    bad = found(0)
    assert _salt(bad, 0) == 0 and [m.room for m in bad.monsters] == ["kitchen"]
    # Away from the kitchens and larders there is none to find.
    elsewhere = meet(revealed(HAUNT), "chapel").turn(0).build()
    assert not [n for n in names(elsewhere) if "find_salt" in n]


def _at_the_nest(salt: int, burnt: int = 0) -> GameState:
    """Seat 0 on the basement Nest (the Basement Landing), carrying ``salt`` Salt."""
    s = with_vars(revealed(HAUNT), HAUNT, burnt=burnt)
    s = meet(s, "basement_landing").turn(0).build()
    return s.evolve(carried=tuple(("haunt:35:salt", 0) for _ in range(salt)))


def test_each_salt_burnt_adds_two_to_the_nest_roll() -> None:
    s = _at_the_nest(salt=2)
    assert "use haunt:35 burn_nest 2" in names(s)
    # Speed 4: one die of 2 and three of 1 make 5; the two Salt make it 9.
    s = throw(s.apply("use haunt:35 burn_nest 2"), 1, 2, 1)
    assert _salt(s, 0) == 0
    assert haunt_vars(s, HAUNT)["burnt"] == 1
    assert ("haunt:35:nest", "basement_landing") not in s.tokens
    # Without the Salt the same dice fall short (5 to 8: nothing happens).
    s = throw(_at_the_nest(salt=2).apply("use haunt:35 burn_nest 0"), 1, 2, 1)
    assert haunt_vars(s, HAUNT)["burnt"] == 0 and _salt(s, 0) == 2 and s.monsters == ()
    # 4 or less calls a Slug onto the Nest.
    s = roll_all(_at_the_nest(salt=0).apply("use haunt:35 burn_nest 0"), 1)
    assert [m.room for m in s.monsters] == ["basement_landing"]


def test_the_second_nest_burnt_wins_for_the_heroes() -> None:
    s = throw(_at_the_nest(salt=2, burnt=1).apply("use haunt:35 burn_nest 2"), 1, 2, 1)
    assert s.is_terminal() and s.winner == "heroes"


def _slug_turn(slugs: int, bite: int, will: int) -> GameState:
    """Seat 0 alone with ``slugs`` Slugs in the Kitchen; they stay put, then one bites,
    its dice each ``bite``, seat 0's Sanity dice each ``will``."""
    sc = meet(revealed(HAUNT), "kitchen", *_slugs(slugs))
    for seat in (1, 2, 3):
        sc.at(seat, "library")
    s = monster_turn(sc.build(), 1)
    s = roll_all(s, 0)
    while "choose True" not in names(s):
        assert not [n for n in names(s) if " attack " in n]  # no bite while they move
        s = s.apply(next(n for n in names(s) if n.endswith("done")))
    s = throw(s.apply("choose True"), 3, bite, will)
    return s


def _placed(s: GameState) -> GameState:
    """The mental damage pending placed on Sanity."""
    s = place_damage(s, Trait.SANITY)
    return s


def test_a_slug_bite_that_wins_takes_the_heros_mind() -> None:
    s = _slug_turn(slugs=1, bite=2, will=1)  # 6 against Sanity 4
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0
    assert frame.kind is DamageKind.MENTAL and frame.points == 2
    assert 0 in s.turned  # Mind Controlled
    assert _placed(s).monsters == ()  # the Slug dies after its attack


def test_each_other_slug_on_the_tile_adds_one_to_the_bite() -> None:
    # 3 dice of 1 (3) + 2 others = 5 against Sanity 4: the bite wins by 1.
    s = _slug_turn(slugs=3, bite=1, will=1)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 1
    assert _placed(s).monsters == ()  # every Slug on the tile dies
    # One Slug alone with the same dice loses, and dies all the same.
    s = _slug_turn(slugs=1, bite=1, will=1)
    assert 0 not in s.turned and s.monsters == ()


def test_beating_a_slug_kills_it() -> None:
    sc = meet(revealed(HAUNT), "kitchen", *_slugs(1))
    sc.trait(0, Trait.MIGHT, 7)
    s = roll_all(sc.turn(0).build().apply("attack slug#1"), 2)
    assert s.monsters == ()


def test_the_traitor_summons_two_slugs_on_a_nest() -> None:
    s = meet(revealed(HAUNT), "upper_landing").turn(1).build()
    s = s.apply("use haunt:35 summon")
    assert [m.room for m in s.monsters] == ["upper_landing"] * 2
    away = meet(revealed(HAUNT), "kitchen").turn(1).build()
    assert "use haunt:35 summon" not in names(away)


def test_the_traitor_wins_when_the_last_hero_is_mind_controlled() -> None:
    s = revealed(HAUNT)
    s = with_dead(s, 2, 3)
    s = _slug_turn_from(s)
    assert s.explorers[0].alive and 0 in s.turned
    assert s.is_terminal() and s.winner == "traitor"


def _slug_turn_from(s: GameState) -> GameState:
    sc = meet(s, "kitchen", *_slugs(1))
    sc.at(1, "library")
    s = monster_turn(sc.build(), 1)
    s = roll_all(s, 0)
    while "choose True" not in names(s):
        s = s.apply(next(n for n in names(s) if n.endswith("done")))
    return _placed(throw(s.apply("choose True"), 3, 2, 1))
