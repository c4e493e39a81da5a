"""3rd-edition haunt 32, The Catastrophe: the Bakeneko and its pack of Undead Cats, the
fires it sets, the calls that lure a Cat away and the banishing."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.testing import monster_turn, place_damage

HAUNT = 32


def _bakeneko(room: str = "ballroom") -> MonsterState:
    return MonsterState("bakeneko#1", "bakeneko", room)


def _cat(n: int, room: str = "ballroom", stunned: bool = False) -> MonsterState:
    return MonsterState(f"cat#{n}", "cat", room, stunned=stunned)


def test_the_traitor_dies_and_the_bakeneko_rises_with_its_pack() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1 and not s.explorers[1].alive
    assert s.explorers[1].cards == ()
    assert "book" in s.decks[0]  # buried under the omen deck
    kinds = sorted((m.kind, s.house.floor_of(m.room).value) for m in s.monsters)
    assert [k for k, _ in kinds].count("cat") == 4  # four players
    assert [m.room for m in s.monsters if m.kind == "bakeneko"] == ["library"]
    upper = s.house.floor_of("library")
    assert all(s.house.floor_of(m.room) == upper for m in s.monsters)
    assert haunt_vars(s, HAUNT)["pack"] == 4


def test_beating_an_undead_cat_destroys_it() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _cat(1))
    sc.trait(0, Trait.MIGHT, 7)
    s = sc.turn(0).build()
    s = roll_all(s.apply("attack cat#1"), 2)
    assert s.monsters == ()


def _strike_bakeneko(*cats: MonsterState) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, pack=len(cats))
    sc = meet(s, "ballroom", _bakeneko(), *cats)
    sc.trait(0, Trait.MIGHT, 7)
    s = sc.turn(0).build()
    return roll_all(s.apply("attack bakeneko#1"), 2)


def test_the_bakeneko_beaten_with_might_and_no_cat_on_its_floor_is_banished() -> None:
    s = _strike_bakeneko()
    assert s.is_terminal() and s.winner == "heroes"


def test_with_a_cat_on_its_floor_the_bakeneko_is_only_stunned() -> None:
    # A stunned Cat in the Charred Room, on the ground floor with the Ballroom.
    s = _strike_bakeneko(_cat(1, "charred_room", stunned=True))
    assert not s.is_terminal()
    assert [m.stunned for m in s.monsters if m.kind == "bakeneko"] == [True]


def test_calling_a_cat_buries_a_card_and_sends_the_cat_off_stunned() -> None:
    sc = meet(revealed(HAUNT), "ballroom", _cat(1))
    sc.give(0, "flashlight")
    s = sc.turn(0).build()
    calls = [n for n in names(s) if n.startswith("use haunt:32 pspsps")]
    to_larder = [n for n in calls if n.endswith("larder")]
    assert to_larder, calls
    s = s.apply(to_larder[0])
    assert s.explorers[0].cards == ()
    assert [(m.room, m.stunned) for m in s.monsters] == [("larder", True)]


def test_the_bakeneko_burning_the_last_room_wins_for_the_traitor() -> None:
    s = with_vars(revealed(HAUNT), HAUNT, fires=3)
    s = _monster_turn(meet(s, "ballroom", _bakeneko()).build())
    s = roll_all(s, 1)
    s = s.apply("use haunt:32 burn larder")
    assert haunt_vars(s, HAUNT)["fires"] == 4 and not s.is_terminal()
    s = _monster_turn(s.evolve(frames=()))
    s = roll_all(s, 1)
    assert "use haunt:32 burn larder" not in names(s)
    s = s.apply("use haunt:32 burn armory")
    assert s.is_terminal() and s.winner == "traitor"


def _into_flames(face: int) -> GameState:
    """Seat 0 steps from the Primary Bedroom east into the burning Larder, every die of
    the Speed roll showing ``face``."""
    s = with_vars(revealed(HAUNT), HAUNT, fires=1)
    s = s.evolve(tokens=(("haunt:32:fire", "larder"),))
    s = meet(s, "primary_bedroom").turn(0).build()
    s = s.apply("move E")
    assert s.explorers[0].room == "larder"
    return roll_all(s, face)


def test_a_hero_walking_into_flames_is_burnt_on_a_poor_speed_roll() -> None:
    burnt = _into_flames(0)
    frame = burnt.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0 and frame.points == 1
    assert frame.kind is DamageKind.PHYSICAL
    safe = _into_flames(2)
    assert not any(isinstance(f, PlaceDamage) for f in safe.frames)


def _bakeneko_dice(*cats: MonsterState) -> int:
    """How many dice the Bakeneko in the Ballroom rolls to defend against seat 0."""
    s = meet(revealed(HAUNT), "ballroom", _bakeneko(), *cats).turn(0).build()
    s = s.apply("attack bakeneko#1")
    for _ in range(s.frames[-1].dice):  # type: ignore[union-attr]
        s = s.apply("die 0")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice) and frame.explorer == -1
    return frame.dice


def test_the_bakenekos_might_grows_with_the_cats_on_its_floor() -> None:
    assert _bakeneko_dice() == 3
    assert _bakeneko_dice(_cat(1), _cat(2, "charred_room")) == 5
    assert _bakeneko_dice(_cat(1), _cat(2, "chasm")) == 4  # the Chasm is in the basement
    assert _bakeneko_dice(*[_cat(n) for n in range(1, 7)]) == 8


def test_an_undead_cat_deals_two_at_most_and_the_next_cat_spares_its_victim() -> None:
    s = _monster_turn(meet(revealed(HAUNT), "ballroom", _cat(1), _cat(2)).build())
    s = roll_all(s, 0)  # the Cats' Speed
    assert "monster cat#2 attack 0" in names(s)
    s = s.apply("monster cat#1 attack 0")
    for _ in range(s.frames[-1].dice):  # type: ignore[union-attr]
        s = s.apply("die 2")  # six dice, 12 against a Speed roll of 0
    s = roll_all(s, 0)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0 and frame.points == 2
    s = place_damage(s, Trait.SPEED)
    assert "monster cat#2 attack 0" not in names(s)
    assert "monster cat#2 attack 2" in names(s)


def _monster_turn(s: GameState) -> GameState:
    assert s.traitor is not None
    return monster_turn(s, s.traitor)
