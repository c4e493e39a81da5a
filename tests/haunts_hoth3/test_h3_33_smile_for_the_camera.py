"""3rd-edition haunt 33, Smile for the Camera: the Phantom Photographers, the heroes'
Essence, the photo that steals it, the smashed camera and each side's win."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import monster_turn, place_damage, with_dead

HAUNT = 33


def _photographer(n: int = 1, room: str = "ballroom") -> MonsterState:
    return MonsterState(f"photographer#{n}", "photographer", room)


def _essence(s: GameState, seat: int) -> int:
    return int(haunt_vars(s, HAUNT).get(f"essence@{seat}", 0))  # type: ignore[call-overload]


def test_setup_spreads_the_photographers_and_hands_out_essences() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    assert "magic_camera" in s.explorers[1].cards  # taken from the item deck
    rooms = [m.room for m in s.monsters if m.kind == "photographer"]
    assert len(rooms) == 3  # four players
    assert not s.game.content.starting_rooms & set(rooms)
    assert sorted(s.house.floor_of(r).value for r in rooms) == ["basement", "ground", "upper"]
    assert [_essence(s, seat) for seat in range(4)] == [1, 0, 1, 1]


def _photo_turn(camera: bool) -> GameState:
    """The traitor's turn in the Ballroom; seat 3 shares the room, seat 0 is in the Larder
    (in line of sight), seat 2 in the Kitchen (out of sight)."""
    sc = meet(revealed(HAUNT), "ballroom")
    if camera:
        sc.give(1, "magic_camera")
    sc.at(0, "larder").at(2, "kitchen")
    return sc.turn(1).build()


def test_take_a_photo_reaches_down_a_line_of_sight_only_with_the_camera() -> None:
    photos = [n for n in names(_photo_turn(camera=True)) if n.startswith("use haunt:33 photo")]
    assert sorted(photos) == ["use haunt:33 photo 0", "use haunt:33 photo 3"]
    photos = [n for n in names(_photo_turn(camera=False)) if n.startswith("use haunt:33 photo")]
    assert photos == ["use haunt:33 photo 3"]


def test_a_good_photo_takes_the_essence_and_raises_a_trait() -> None:
    s = _photo_turn(camera=True)
    before = s.explorers[1].traits
    s = roll_all(s.apply("use haunt:33 photo 0"), 2)  # Speed 4 dice: 8
    s = s.apply("choose might")
    assert _essence(s, 0) == 0 and _essence(s, 3) == 1
    assert s.explorers[1].traits[0] == before[0] + 1
    # A poor roll takes nothing.
    s = roll_all(_photo_turn(camera=True).apply("use haunt:33 photo 3"), 1)  # 4
    assert _essence(s, 3) == 1


def test_a_hero_ending_a_turn_in_a_photographers_sight_loses_their_essence() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _photographer(1, "larder"))
    sc.at(2, "kitchen")
    s = sc.turn(0).build().apply("end")
    assert _essence(s, 0) == 0  # the Ballroom is in the Larder's sight
    s = meet(revealed(HAUNT), "kitchen", _photographer(1, "ballroom")).turn(2).build()
    s = s.apply("end")
    assert _essence(s, 2) == 1  # the Kitchen is not


def test_the_traitor_rolls_two_more_dice_against_a_hero_without_essence() -> None:
    def dice_against(essence: int) -> int:
        s = with_vars(revealed(HAUNT), HAUNT, **{"essence@0": essence})
        s = meet(s, "ballroom").turn(1).build().apply("attack 0")
        frame = s.frames[-1]
        assert isinstance(frame, RollDice) and frame.explorer == 1
        return frame.dice

    assert dice_against(0) == dice_against(1) + 2


def test_smashing_the_camera_needs_a_sanity_roll_of_six() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.give(1, "magic_camera").trait(0, Trait.SANITY, 5)
    s = sc.turn(0).build()
    assert "use haunt:33 smash" in names(s)
    missed = roll_all(s.apply("use haunt:33 smash"), 1)
    assert "magic_camera" in missed.explorers[1].cards
    s = roll_all(s.apply("use haunt:33 smash"), 2)
    assert "magic_camera" not in s.explorers[1].cards
    assert haunt_vars(s, HAUNT)["smashed"] is True


def test_only_a_might_attack_kills_a_photographer() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _photographer())
    sc.trait(0, Trait.MIGHT, 7)
    s = roll_all(sc.turn(0).build().apply("attack photographer#1"), 2)
    assert s.monsters == ()
    # Beaten in its own Sanity attack from afar, it is only stunned.
    sc = meet(revealed(HAUNT), "ballroom", _photographer(1, "larder"))
    s = monster_turn(sc.build(), 1)
    s = roll_all(s, 0)  # its Speed
    s = s.apply("use haunt:33 snipe")
    s = s.apply("choose 0")
    s = throw(s, 6, 0, 1)  # the Photographer's six dice 0, the hero's Sanity dice 1
    assert [(m.room, m.stunned) for m in s.monsters] == [("larder", True)]


def test_a_photographer_strikes_a_hero_it_sees_for_mental_damage() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _photographer(1, "larder"))
    sc.at(2, "chapel").at(3, "chapel")
    s = monster_turn(sc.build(), 1)
    s = roll_all(s, 0)
    s = s.apply("use haunt:33 snipe")
    # Seat 0 is the only hero in its sight: no choice is asked.
    s = throw(s, 6, 2, 1)  # six dice of 2 (12), the hero's Sanity dice 1
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0
    assert frame.kind is DamageKind.MENTAL and frame.points == 12 - 4  # his starting Sanity is 4


def test_holding_the_camera_the_traitor_does_not_die() -> None:
    def struck(camera: bool) -> GameState:
        sc = meet(revealed(HAUNT), "ballroom")
        if camera:
            sc.give(1, "magic_camera")
        sc.trait(0, Trait.MIGHT, 7).trait(1, Trait.MIGHT, 0).trait(1, Trait.SPEED, 0)
        s = roll_all(sc.turn(0).build().apply("attack 1"), 2)
        s = place_damage(s, Trait.MIGHT)
        return s

    assert struck(camera=True).explorers[1].alive
    assert not struck(camera=False).explorers[1].alive


def test_heroes_win_at_a_turns_end_once_the_camera_is_smashed_and_the_ghosts_gone() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, smashed=True)
    s = meet(s, "ballroom").turn(0).build().apply("end")
    assert s.is_terminal() and s.winner == "heroes"
    s = with_vars(revealed(HAUNT), HAUNT, smashed=True)
    s = meet(s, "kitchen", _photographer(1, "vault")).turn(0).build().apply("end")
    assert not s.is_terminal()


def test_the_traitor_wins_when_the_last_hero_dies() -> None:
    sc = meet(revealed(HAUNT), "ballroom")
    sc.trait(1, Trait.MIGHT, 7).trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(1).build()
    s = roll_all(with_dead(s, 2, 3).apply("attack 0"), 2)
    s = place_damage(s, Trait.MIGHT)
    assert s.is_terminal() and s.winner == "traitor"
