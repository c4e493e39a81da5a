"""3rd-edition haunt 4, Free the Realtor: the Demon Realtor and the cleansed rooms at the
reveal, the studies that help the ritual, her presence and her flight when hurt, the
ritual itself, and the house's win."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.engine import run_pending
from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait

HAUNT = 4


def _realtor(room: str) -> MonsterState:
    return MonsterState("realtor#1", "realtor", room)


def _fires(s: GameState) -> list[str]:
    return [t[1] for t in s.tokens if t[0] == "haunt:4:fire"]


def test_no_traitor_the_realtor_in_the_entrance_hall_and_two_rooms_cleansed() -> None:
    s = revealed(HAUNT)
    assert s.traitor is None
    assert [(m.kind, m.room) for m in s.monsters] == [("realtor", "entrance_hall")]
    fires = _fires(s)
    assert len(fires) == 2  # four players
    assert set(fires) <= {e.room for e in s.explorers}


def test_knowledge_of_the_curse_in_the_library_then_passed_on() -> None:
    s = meet(revealed(HAUNT), "library").turn(0).build()
    s = roll_all(s.apply("use haunt:4 learn"), 2)
    assert s.explorers[0] and haunt_vars(s, HAUNT)["lore_out"] == 1
    s = roll_all(meet(revealed(HAUNT), "library").turn(0).build().apply("use haunt:4 learn"), 0)
    assert haunt_vars(s, HAUNT).get("lore_out", 0) == 0


def _cleanse(lore: bool) -> GameState:
    """Seat 0 tries to cleanse the Dining Room, with a Speed roll of 4."""
    sc = meet(revealed(HAUNT), "dining_room")
    sc.state = attrs.evolve(sc.state, tokens=())
    s = sc.turn(0).build()
    if lore:
        s = with_vars(s, HAUNT, **{"lore@0": 1})
    s = s.apply("use haunt:4 cleanse").apply("die 2").apply("die 2")
    return roll_all(s, 0)  # Speed comes to 4


def test_knowledge_of_the_curse_adds_two_to_the_cleansing() -> None:
    assert _fires(_cleanse(lore=False)) == []  # 4: short of 6
    assert _fires(_cleanse(lore=True)) == ["dining_room"]  # 4 + 2


def _ritual(face: int, fires: int) -> GameState:
    sc = meet(revealed(HAUNT), "ballroom", _realtor("ballroom"))
    rooms = ["ballroom", "laboratory", "guest_quarters", "kitchen", "chapel"][:fires]
    sc.state = attrs.evolve(sc.state, tokens=tuple(("haunt:4:fire", r) for r in rooms))
    s = sc.turn(0).build()
    return roll_all(s.apply("use haunt:4 ritual"), face)


def test_the_ritual_frees_her_with_the_cleansed_rooms_help() -> None:
    s = _ritual(2, fires=5)  # Sanity dice of 2 (at least 6), +5 on the ground floor
    assert s.trait(0, Trait.SANITY) >= 4
    assert s.is_terminal() and s.winner == "heroes"


def test_a_poor_ritual_costs_every_hero_a_point_of_sanity_and_the_turn() -> None:
    s = _ritual(0, fires=0)
    before = meet(revealed(HAUNT), "ballroom").build()
    assert not s.is_terminal()
    for i in range(4):
        assert (
            s.explorers[i].position(Trait.SANITY) == before.explorers[i].position(Trait.SANITY) - 1
        )
    assert names(s) == ["end"]


def test_the_realtor_is_not_stunned_but_driven_off_by_the_damage() -> None:
    s = meet(revealed(HAUNT), "ballroom", _realtor("ballroom")).turn(0).build()
    s = s.apply(next(n for n in names(s) if n.startswith("attack realtor")))
    s = s.apply("die 1")  # the hero's first die; the rest and all of hers blank
    s = roll_all(s, 0)  # a win by 1: she is moved one tile
    steps = 0
    while s.frames and any(n.startswith("choose") for n in names(s)):
        assert "choose ballroom" not in names(s)
        s = s.apply(next(n for n in names(s) if n.startswith("choose")))
        steps += 1
    assert steps == 1
    realtor = s.monsters[0]
    assert not realtor.stunned and realtor.room != "ballroom"


def test_a_ward_gives_two_more_dice_against_her() -> None:
    def dice_thrown(ward: bool) -> int:
        s = meet(revealed(HAUNT), "ballroom", _realtor("ballroom")).turn(0).build()
        if ward:
            s = with_vars(s, HAUNT, **{"ward@0": 1})
        s = s.apply(next(n for n in names(s) if n.startswith("attack realtor")))
        thrown = 0
        while s.is_chance_node():
            s = s.apply("die 1")
            thrown += 1
        return thrown

    assert dice_thrown(ward=True) == dice_thrown(ward=False) + 2


def test_her_presence_hurts_the_heroes_on_her_floor() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _realtor("ballroom"))
    sc.at(1, "upper_landing")
    s = sc.build()
    s = roll_all(run_pending(s.game.scripts.fire(s, "monster_turn_end", (0,))), 1)
    hurt = []
    while s.frames and isinstance(s.frames[-1], PlaceDamage):
        hurt.append(s.frames[-1].explorer)
        s = roll_all(s.apply(next(n for n in names(s) if n.startswith("damage"))), 1)
    assert sorted(hurt) == [0, 2, 3]  # not seat 1, upstairs


def test_the_house_wins_when_every_hero_is_dead() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _realtor("ballroom"))
    sc.trait(0, Trait.SANITY, 0)
    s = sc.turn(0).build()
    dead = [attrs.evolve(e, alive=False) if i else e for i, e in enumerate(s.explorers)]
    s = roll_all(s.evolve(explorers=tuple(dead)).apply("use haunt:4 ritual"), 0)
    assert not s.explorers[0].alive  # the failed ritual's lost Sanity was the last
    assert s.is_terminal() and s.winner != "heroes"
