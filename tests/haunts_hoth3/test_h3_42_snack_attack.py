"""3rd-edition haunt 42, Snack Attack: the Demonic Dog that grows on stolen food, the
spirits laid to rest in the gang's old haunts, and the Dog beaten at last."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.content.model import Floor
from betrayal.core.frames import PlaceDamage, PlaceRoomAnywhere
from betrayal.core.state import UNDER, GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing.haunts import monster_turn
from betrayal.testing.houses import furnished
from betrayal.testing.houses3 import LATE_CREW3, LATE_HOUSE3, LATE_OMEN3, LATE_PILES3, LATE_SEATS3

HAUNT = 42
SPIRIT = f"haunt:{HAUNT}:exorcised"
FOOD = f"haunt:{HAUNT}:food"


def _dog(room: str) -> MonsterState:
    return MonsterState("demon_dog#1", "demon_dog", room)


def _turn(room: str, seat: int = 0, spirits: tuple[str, ...] = (), **vars: object) -> GameState:
    """Everyone in ``room`` with the Dog, the given spirits laid, ``seat``'s turn."""
    s = revealed(HAUNT)
    if vars:
        s = with_vars(s, HAUNT, **vars)
    s = meet(s, room, _dog(room)).turn(seat).build()
    return s.evolve(tokens=tuple(sorted((*s.tokens, *((SPIRIT, r) for r in spirits)))))


def test_the_dog_comes_out_fed_and_the_traitor_is_healed() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    assert [m.room for m in s.monsters if m.kind == "demon_dog"] == ["library"]
    assert ("dog", UNDER) in s.deck_tops  # buried under the omen deck
    v = haunt_vars(s, HAUNT)
    # Four players: one Food token on the Monster Card, the other four set aside.
    assert v["dog_food"] == 1 and v["food_left"] == 4


def test_a_missing_larder_is_placed_on_the_ground_floor() -> None:
    spots = tuple(spot for spot in LATE_HOUSE3 if spot[0] != "larder")
    house = furnished(LATE_CREW3, spots, LATE_SEATS3, LATE_PILES3, edition="hoth3")
    assert "larder" not in house.build().house
    s = house.reveal(HAUNT, revealer=1, omen=LATE_OMEN3).build()
    # The hero who plays first (left of the traitor, seat 1) lays the tile.
    frame = s.frames[-1]
    assert isinstance(frame, PlaceRoomAnywhere) and frame.explorer == 2
    assert frame.room == "larder" and frame.floor == Floor.GROUND
    s = s.apply(names(s)[0])
    assert s.house.floor_of("larder") == Floor.GROUND


def test_exorcising_uses_the_trait_of_the_haunted_tile() -> None:
    s = _turn("library")
    # Josef rolls his Knowledge (2 dice at clip 2) in the Library: two 2s lay the spirit.
    ok = roll_all(s.apply("use haunt:42 exorcise"), 2)
    assert (SPIRIT, "library") in ok.tokens
    miss = roll_all(s.apply("use haunt:42 exorcise"), 1)
    assert (SPIRIT, "library") not in miss.tokens
    # Away from a haunted tile there is nothing to exorcise.
    assert "use haunt:42 exorcise" not in names(_turn("ballroom"))


def test_stealing_food_in_the_larder() -> None:
    s = _turn("larder")
    ok = roll_all(s.apply("use haunt:42 steal"), 2)
    assert (FOOD, 0) in ok.carried
    assert haunt_vars(ok, HAUNT)["food_left"] == 3
    miss = roll_all(s.apply("use haunt:42 steal"), 0)
    assert (FOOD, 0) not in miss.carried
    empty = with_vars(s, HAUNT, food_left=0)
    assert "use haunt:42 steal" not in names(empty)


def test_the_dog_eats_in_the_larder_and_grows_stronger() -> None:
    s = revealed(HAUNT)
    s = monster_turn(meet(s, "larder", _dog("larder")).build(), 1)
    s = roll_all(s, 0)  # the Dog's Speed
    assert "use haunt:42 bite" in names(s)
    s = s.apply("use haunt:42 bite")
    v = haunt_vars(s, HAUNT)
    assert v["dog_food"] == 2 and v["food_left"] == 3


def test_a_sanity_attack_beats_the_dog_and_wins_once_enough_spirits_rest() -> None:
    laid = ("library", "larder", "chapel")
    s = _turn("ballroom", spirits=laid)
    # Josef's four Sanity dice show 2s, the Dog's five blanks.
    s = throw(s.apply("use haunt:42 sanity_attack"), 4, 2)
    assert s.is_terminal() and s.winner == "heroes"
    # With two spirits at rest (three are needed with four players) the Dog only
    # shrugs the blow off, never stunned.
    s = _turn("ballroom", spirits=laid[:2])
    s = throw(s.apply("use haunt:42 sanity_attack"), 4, 2)
    assert not s.is_terminal()
    assert not any(m.stunned for m in s.monsters)


def _dog_attack(feed: bool) -> GameState:
    """The Dog (Might 5 with one Food eaten) attacks seat 0, who carries Food: the Dog's
    five dice and Josef's first show 1s, his others blanks (5 against 1)."""
    s = revealed(HAUNT)
    s = meet(s, "ballroom", _dog("ballroom")).build()
    s = s.evolve(carried=((FOOD, 0),))
    s = monster_turn(s, 1)
    s = roll_all(s, 0)  # the Dog's Speed
    s = s.apply("monster demon_dog#1 attack 0")
    s = s.apply("choose True" if feed else "choose False")
    return throw(s, 6, 1)


def test_a_hero_throws_the_dog_food_to_blunt_its_bite() -> None:
    hungry = _dog_attack(feed=False)
    frame = hungry.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 4
    assert (FOOD, 0) in hungry.carried
    fed = _dog_attack(feed=True)  # 4 off the Dog's 5: a tie, and nobody is hurt
    assert not (fed.frames and isinstance(fed.frames[-1], PlaceDamage))
    assert (FOOD, 0) not in fed.carried
    assert haunt_vars(fed, HAUNT)["dog_food"] == 2  # the Food is eaten


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = _turn("ballroom")
    dead = [attrs.evolve(e, alive=False) if i != 1 else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead)).apply("end")
    assert s.is_terminal() and s.winner == "traitor"


def test_the_traitor_heals_in_the_gangs_favourite_places() -> None:
    fresh = meet(revealed(HAUNT), "chapel", _dog("vault")).build().explorers[1].traits
    sc = meet(revealed(HAUNT), "chapel", _dog("vault"))
    sc.trait(1, Trait.MIGHT, 0).trait(1, Trait.SANITY, 0)
    s = sc.turn(1).build()
    assert s.explorers[1].traits != fresh
    assert s.apply("use haunt:42 visit").explorers[1].traits == fresh
    away = meet(revealed(HAUNT), "ballroom", _dog("vault")).turn(1).build()
    assert "use haunt:42 visit" not in names(away)
