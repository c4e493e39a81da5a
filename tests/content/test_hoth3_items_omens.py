"""The 3rd edition's items and omens, as their scripts (content/hoth3/scripts/items.bet
and omens.bet) make them work in play.

Josef Hooper (seat 0) starts with Might 5, Speed 4, Knowledge 3, Sanity 4 (clip positions
3, 3, 2, 2); Stephanie Richter (seat 1) with Might 4, Speed 5, Knowledge 4, Sanity 5.
Cards are handed out before the turn starts: under the 3rd edition's rules a card is
used only once it has been held since the turn began.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Trait
from betrayal.content.model import Floor, Side
from betrayal.core.frames import RollDice
from betrayal.core.rules.damage import take_damage
from betrayal.core.state import CHANCE, GameState
from betrayal.core.traits import DamageKind
from betrayal.testing import Scenario, run_script

JOSEF, STEPHANIE, SAMMY = 0, 1, 2
THREE = ["josef_hooper", "stephanie_richter", "sammy_angler"]
MIGHT, SPEED, KNOWLEDGE, SANITY = Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY
DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def dice(*faces: int) -> list[str]:
    return [f"die {f}" for f in faces]


def pos(state: GameState, trait: Trait, seat: int = JOSEF) -> int:
    return state.explorers[seat].position(trait)


def rolling(state: GameState) -> int:
    """How many dice the roll waiting on top of the game throws."""
    top = state.frames[-1] if state.frames else None
    assert state.current_player() == CHANCE and isinstance(top, RollDice)
    return top.dice


def new() -> Scenario:
    return Scenario.new(THREE, edition="hoth3")


def holding(*cards: str) -> Scenario:
    return new().give(JOSEF, *cards)


def in_collapsed_room(*cards: str) -> GameState:
    """Josef ends his turn in the Collapsed Room (east of the Entrance Hall), holding the
    cards: it asks a Speed roll of 5 or more (four dice) to hold."""
    sc = holding(*cards).room("collapsed_room", Floor.GROUND, 1, 0, 2)
    return sc.at(JOSEF, "collapsed_room").turn(JOSEF).build().apply("end")


def duel(*cards: str) -> GameState:
    """The Duel revealed by Josef, so he is the traitor; Stephanie's turn, everyone fresh in
    the Entrance Hall (no hound), Stephanie holding the cards since her turn began."""
    sc = Scenario.new(THREE, edition="hoth3", scripts=[DUEL]).reveal(900, JOSEF)
    assert sc.state.traitor == JOSEF
    sc.state = attrs.evolve(sc.state, frames=(), monsters=())
    for seat in range(3):
        sc.at(seat, "entrance_hall").fresh(seat)
    return sc.give(STEPHANIE, *cards).turn(STEPHANIE).build()


# ----- weapons ---------------------------------------------------------------------------


def test_the_chainsaw_adds_a_die_to_an_attack() -> None:
    s = duel("chainsaw")
    assert rolling(s.apply(f"attack {JOSEF}")) == 4
    assert rolling(s.apply(f"attack {JOSEF} chainsaw")) == 5


def test_the_dagger_adds_two_dice_for_a_point_of_speed() -> None:
    s = duel("dagger").apply(f"attack {JOSEF} dagger")
    assert rolling(s) == 6
    assert pos(s, SPEED, STEPHANIE) == 1


def test_the_ring_fights_with_sanity() -> None:
    s = duel("ring").apply(f"attack {JOSEF} ring")
    assert rolling(s) == 5  # Stephanie's Sanity, not her Might of 4


def test_the_machete_adds_a_point_to_the_attack() -> None:
    # Four dice for Stephanie (4 + 1 with the machete) against Josef's five (4).
    fight = [*dice(1, 1, 1, 1), *dice(1, 1, 1, 1, 0)]
    s = run_script(duel("machete"), [f"attack {JOSEF} machete", *fight])
    assert s.current_player() == JOSEF and names(s) == ["damage might", "damage speed"]
    bare = run_script(duel("machete"), [f"attack {JOSEF}", *fight])
    assert not bare.frames  # a tie: nobody is hurt


def test_the_gun_and_the_crossbow_shoot_into_the_next_room_with_speed() -> None:
    for card, count in (("gun", 3), ("crossbow", 4)):  # Stephanie's Speed is 3
        s = duel(card)
        s = Scenario(s).at(JOSEF, "hallway").build()
        assert f"attack {JOSEF}" not in names(s)
        assert rolling(s.apply(f"attack {JOSEF} {card}")) == count


def test_the_crossbow_reaches_one_room_and_the_gun_any_in_sight() -> None:
    # Josef stands in the Ground Floor Staircase, two rooms along the line of sight.
    for card, reaches in (("gun", True), ("crossbow", False)):
        s = Scenario(duel(card)).at(JOSEF, "ground_floor_staircase").build()
        assert (f"attack {JOSEF} {card}" in names(s)) is reaches
        s = Scenario(duel(card)).at(JOSEF, "hallway").build()
        assert f"attack {JOSEF} {card}" in names(s)


def test_a_shooter_who_loses_in_their_own_room_is_not_hurt() -> None:
    # Stephanie (Speed 3) shoots Josef (Speed 4) in the Entrance Hall they share and loses.
    for card, count in (("gun", 3), ("crossbow", 4)):
        shot = [*dice(*[0] * count), *dice(1, 1, 1, 1)]
        s = run_script(duel(card), [f"attack {JOSEF} {card}", *shot])
        assert not s.frames and pos(s, SPEED, STEPHANIE) == 2
    # Bare-handed, a lost fight hurts (Might 4 against Josef's 5).
    s = run_script(duel(), [f"attack {JOSEF}", *dice(0, 0, 0, 0), *dice(1, 1, 1, 1, 1)])
    assert s.current_player() == STEPHANIE and names(s) == ["damage might", "damage speed"]


def test_the_dynamite_blasts_a_room_and_is_gone() -> None:
    s = Scenario(duel("dynamite")).at(JOSEF, "hallway").build()
    throws = [n for n in names(s) if n.startswith("use item:dynamite")]
    assert {"use item:dynamite throw entrance_hall", "use item:dynamite throw hallway"} <= set(
        throws
    )
    assert all(t.split()[-1] in s.house for t in throws) and len(throws) <= 5
    assert f"attack {JOSEF} dynamite" not in names(s)  # no weapon for an ordinary attack
    s = run_script(s, ["use item:dynamite throw hallway", *dice(1, 1, 1, 0)])  # Josef: 3
    assert s.current_player() == JOSEF and names(s) == ["damage might", "damage speed"]
    assert "dynamite" in s.removed and f"attack {JOSEF}" not in names(
        run_script(s, ["damage might"] * 4)
    )


def test_the_dynamite_spares_a_speed_of_four() -> None:
    s = Scenario(duel("dynamite")).at(JOSEF, "hallway").build()
    s = run_script(s, ["use item:dynamite throw hallway", *dice(2, 1, 1, 0)])
    assert not s.frames and pos(s, MIGHT) == 3


# ----- damage and protection ---------------------------------------------------------------


def test_armor_takes_a_point_off_physical_damage_only() -> None:
    s = take_damage(holding("armor").build(), JOSEF, DamageKind.PHYSICAL, 2)
    s = s.apply("damage might")
    assert not s.frames and pos(s, MIGHT) == 2
    s = take_damage(holding("armor").build(), JOSEF, DamageKind.GENERAL, 2)
    s = s.apply("damage might")
    assert s.frames  # general damage is not lighter


def test_the_headphones_take_a_point_off_mental_damage_only() -> None:
    s = take_damage(holding("headphones").build(), JOSEF, DamageKind.MENTAL, 2)
    s = s.apply("damage sanity")
    assert not s.frames
    s = take_damage(holding("headphones").build(), JOSEF, DamageKind.PHYSICAL, 1)
    assert s.frames


def test_the_brooch_lets_damage_of_either_kind_go_on_any_trait() -> None:
    s = take_damage(holding("brooch").build(), JOSEF, DamageKind.PHYSICAL, 2)
    assert names(s) == ["accept", "decline"]
    assert "take it as general damage" in s.explain(s.legal_actions()[0])
    general = s.apply("accept")
    assert names(general) == [f"damage {t.value}" for t in Trait]
    general = run_script(general, ["damage sanity", "damage knowledge"])
    assert not general.frames and [pos(general, t) for t in Trait] == [3, 3, 1, 1]
    assert names(s.apply("decline")) == ["damage might", "damage speed"]
    s = take_damage(holding("brooch").build(), JOSEF, DamageKind.MENTAL, 1)
    assert names(s.apply("decline")) == ["damage knowledge", "damage sanity"]
    assert names(s.apply("accept")) == [f"damage {t.value}" for t in Trait]
    # Taken as general, the armour's point off physical damage does not count.
    s = take_damage(holding("brooch", "armor").build(), JOSEF, DamageKind.PHYSICAL, 1)
    assert s.apply("accept").frames and not s.apply("decline").frames


def test_the_leather_jacket_adds_a_die_when_defending_only() -> None:
    s = duel().apply(f"attack {JOSEF}")
    assert rolling(run_script(s, dice(1, 1, 1, 1))) == 5  # Josef's Might, bare
    sc = Scenario(duel())
    sc.give(JOSEF, "leather_jacket")
    s = sc.build().apply(f"attack {JOSEF}")
    assert rolling(run_script(s, dice(1, 1, 1, 1))) == 6
    assert rolling(duel("leather_jacket").apply(f"attack {JOSEF}")) == 4  # attacking


def test_the_leather_jacket_helps_against_a_monster_too() -> None:
    from betrayal.core.rules.combat import start_attack

    revealed = Scenario.new(THREE, edition="hoth3", scripts=[DUEL]).reveal(900, JOSEF).build()
    hound = revealed.monsters[0]
    for card, count in ((), 4), (("leather_jacket",), 5):
        s = Scenario(revealed).at(STEPHANIE, hound.room).give(STEPHANIE, *card).build()
        s = run_script(start_attack(s, hound.ident, str(STEPHANIE), MIGHT, 4), dice(1, 1, 1, 1))
        assert rolling(s) == count  # Stephanie's Might of 4, and the jacket's die


def test_the_strange_amulet_gives_a_point_of_sanity_for_each_dose_of_physical_damage() -> None:
    from betrayal.core.engine import settle

    def hurt(kind: DamageKind, points: int, *cards: str) -> GameState:
        return settle(take_damage(holding("strange_amulet", *cards).build(), JOSEF, kind, points))

    s = hurt(DamageKind.PHYSICAL, 2)
    assert pos(s, SANITY) == 3 and names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage might", "damage might"])
    assert not s.frames and pos(s, MIGHT) == 1 and pos(s, SANITY) == 3
    s = hurt(DamageKind.MENTAL, 1)
    assert pos(s, SANITY) == 2 and s.frames  # mental damage: nothing
    # Damage the armour lightens to nothing is no damage taken.
    s = hurt(DamageKind.PHYSICAL, 1, "armor")
    assert not s.frames and pos(s, SANITY) == 2


def test_the_skull_may_spare_its_holder_at_the_skull() -> None:
    sc = holding("skull").haunt_started().trait(JOSEF, SANITY, 0)
    s = take_damage(sc.build(), JOSEF, DamageKind.MENTAL, 1)
    s = s.apply("damage sanity")
    assert rolling(s) == 3
    saved = run_script(s, dice(2, 1, 1))
    assert saved.explorers[JOSEF].alive
    assert [pos(saved, t) for t in Trait] == [0, 0, 0, 0]
    dead = run_script(s, dice(2, 1, 0))
    assert not dead.explorers[JOSEF].alive


# ----- rolls -----------------------------------------------------------------------------


def test_the_dog_adds_a_point_to_speed_rolls() -> None:
    s = run_script(in_collapsed_room("dog"), dice(2, 1, 1, 0))  # 4 + 1
    assert s.explorers[JOSEF].room == "collapsed_room"
    s = run_script(in_collapsed_room(), dice(2, 1, 1, 0))
    assert s.explorers[JOSEF].room == "basement_landing"


def test_the_book_rolls_knowledge_for_another_trait_for_a_point_of_sanity() -> None:
    s = in_collapsed_room("book")
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    assert rolling(s) == 3  # Josef's Knowledge, not his Speed of 4
    assert pos(s, SANITY) == 1


def test_the_angels_feather_names_the_result_and_is_gone() -> None:
    s = run_script(in_collapsed_room("angels_feather"), ["choose True", "choose 6"])
    assert s.explorers[JOSEF].room == "collapsed_room" and not s.frames
    assert "angels_feather" in s.removed


def test_the_creepy_doll_throws_every_die_again_for_a_point_of_sanity() -> None:
    s = run_script(in_collapsed_room("creepy_doll"), [*dice(0, 0, 0, 0), "choose True"])
    s = run_script(s, dice(2, 2, 1, 0))
    assert s.explorers[JOSEF].room == "collapsed_room" and pos(s, SANITY) == 1


def test_the_rabbits_foot_throws_one_die_again() -> None:
    s = run_script(in_collapsed_room("rabbits_foot"), [*dice(2, 2, 0, 0), "choose True"])
    s = run_script(s, dice(1))
    assert s.explorers[JOSEF].room == "collapsed_room" and pos(s, SANITY) == 2


def test_the_lucky_coin_throws_the_blanks_again_for_mental_damage() -> None:
    # Josef needs 5 on four Speed dice in the Collapsed Room; he throws 2, 1, 0, 0.
    s = run_script(in_collapsed_room("lucky_coin"), [*dice(2, 1, 0, 0), "choose True"])
    assert rolling(s) == 2  # the two blanks, thrown again
    s = run_script(s, dice(2, 0))  # 3 + 2: five, and one blank
    assert names(s) == ["damage knowledge", "damage sanity"]
    s = s.apply("damage sanity")
    assert s.explorers[JOSEF].room == "collapsed_room" and not s.frames
    assert pos(s, SANITY) == 1
    # No blank on the new throw: no damage.
    s = run_script(in_collapsed_room("lucky_coin"), [*dice(2, 1, 0, 0), "choose True"])
    s = run_script(s, dice(1, 1))
    assert not s.frames and pos(s, SANITY) == 2 and s.explorers[JOSEF].room == "collapsed_room"
    # A roll with no blank is not offered the coin.
    s = run_script(in_collapsed_room("lucky_coin"), dice(2, 1, 1, 1))
    assert not s.frames and s.explorers[JOSEF].room == "collapsed_room"
    # Declined, the roll stands: 3 falls through to the basement.
    s = run_script(in_collapsed_room("lucky_coin"), [*dice(2, 1, 0, 0), "choose False"])
    assert s.explorers[JOSEF].room == "basement_landing"


# ----- actions ---------------------------------------------------------------------------


def _turn(sc: Scenario) -> GameState:
    return sc.turn(JOSEF).build()


def test_the_first_aid_kit_heals_every_trait_at_its_lowest() -> None:
    sc = holding("first_aid_kit").trait(STEPHANIE, MIGHT, 0).trait(STEPHANIE, SANITY, 0)
    s = _turn(sc.trait(STEPHANIE, KNOWLEDGE, 1))
    assert [n for n in names(s) if n.startswith("use")] == ["use item:first_aid_kit treat 1"]
    s = s.apply("use item:first_aid_kit treat 1")
    assert [pos(s, t, STEPHANIE) for t in Trait] == [3, 2, 1, 3]  # her starting values
    assert "first_aid_kit" in s.removed


def test_the_map_takes_its_holder_anywhere_once() -> None:
    s = _turn(holding("map")).apply("use item:map go basement_landing")
    assert s.explorers[JOSEF].room == "basement_landing" and "map" in s.removed


def test_the_mirror_and_the_medicine_heal_two_traits_each() -> None:
    sc = holding("mirror", "strange_medicine")
    for t in Trait:
        sc.trait(JOSEF, t, 0)
    s = _turn(sc).apply("use item:mirror look")
    assert [pos(s, t) for t in Trait] == [0, 0, 2, 2]
    s = s.apply("use item:strange_medicine take")
    assert [pos(s, t) for t in Trait] == [3, 3, 2, 2]
    assert {"mirror", "strange_medicine"} <= set(s.removed)


def test_the_mystical_stopwatch_gives_another_turn_after_the_haunt() -> None:
    assert not any(n.startswith("use") for n in names(_turn(holding("mystical_stopwatch"))))
    s = duel("mystical_stopwatch").apply("use item:mystical_stopwatch stop")
    s = s.apply("end")
    assert s.turn.player == STEPHANIE


def test_the_necklace_of_teeth_mends_a_trait_at_its_lowest_at_the_turns_end() -> None:
    s = _turn(holding("necklace_of_teeth").trait(JOSEF, SPEED, 0)).apply("end")
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    assert pos(s, SPEED) == 1 and s.turn.player == STEPHANIE
    s = _turn(holding("necklace_of_teeth")).apply("end")
    assert s.turn.player == STEPHANIE  # nothing at its lowest: nothing to ask


def test_the_skeleton_key_walks_through_a_wall_and_may_break() -> None:
    # The Larder east of the Entrance Hall, its doors turned to face south and east.
    sc = holding("skeleton_key").room("larder", Floor.GROUND, 1, 0, 2)
    s = _turn(sc).apply("move E")
    assert s.explorers[JOSEF].room == "larder" and rolling(s) == 1
    assert "skeleton_key" in run_script(s, dice(0)).removed
    assert run_script(s, dice(1)).explorers[JOSEF].cards == ("skeleton_key",)
    without = _turn(new().room("larder", Floor.GROUND, 1, 0, 2))
    assert "move E" not in names(without)


def test_the_dog_trades_with_someone_four_spaces_away() -> None:
    sc = holding("dog", "map").give(STEPHANIE, "mirror").at(STEPHANIE, "upper_landing")
    s = _turn(sc.at(SAMMY, "basement_landing"))
    assert [n for n in names(s) if n.startswith("use omen:dog")] == ["use omen:dog trade 1"]
    # Josef keeps the Dog, offers the Map and asks for the Mirror; Stephanie agrees.
    s = run_script(s, ["use omen:dog trade 1", "choose False", "choose True", "choose True"])
    assert s.current_player() == STEPHANIE
    refused = s.apply("choose False")
    assert refused.explorers[JOSEF].cards == ("dog", "map")
    s = s.apply("choose True")
    assert s.explorers[JOSEF].cards == ("dog", "mirror")
    assert s.explorers[STEPHANIE].cards == ("map",)


def test_the_idol_leaves_an_event_undrawn_unless_its_ward_is_lowered() -> None:
    s = _turn(holding("idol").stack(["cramped_passageway"]))
    s = run_script(s, ["move E", "room cramped_passageway", "rotate 0"])
    assert not s.frames and s.explorers[JOSEF].room == "cramped_passageway"
    s = _turn(holding("idol").stack(["cramped_passageway"]))
    s = s.apply("use omen:idol ward")
    assert "use omen:idol ward" not in names(s)  # once a turn
    s = run_script(s, ["move E", "room cramped_passageway", "rotate 0"])
    assert s.current_player() == CHANCE  # the event is drawn


def test_the_mask_drives_everyone_else_into_the_next_rooms() -> None:
    s = _turn(holding("mask"))
    s = s.apply("use omen:mask scare")  # the Hallway is the only room through a door
    assert [e.room for e in s.explorers] == ["entrance_hall", "hallway", "hallway"]


def _found_larder() -> GameState:
    """Josef, holding the Holy Symbol, explores east of the Entrance Hall and turns over the
    Larder (a point of Might when found); the Gymnasium (a point of Speed) is the other
    tile left."""
    s = _turn(holding("holy_symbol").stack(["larder", "gymnasium"]))
    return run_script(s, ["move E", "room larder"])


def test_the_holy_symbol_buries_a_tile_found_and_discovers_the_next_instead() -> None:
    s = _found_larder()
    assert s.current_player() == JOSEF and names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    # The Larder is under the stack: the Gymnasium is the only tile that can turn up.
    assert s.current_player() == CHANCE and names(s) == ["room gymnasium"]
    assert s.room_discards == ("larder",) and "larder" not in s.house
    s = s.apply("room gymnasium")
    # Once for each discovery: the tile found in the Larder's place is placed, unasked.
    assert names(s) == ["rotate 0", "rotate 3"]
    s = s.apply("rotate 0")
    assert not s.frames and s.explorers[JOSEF].room == "gymnasium"
    assert s.house.tile("gymnasium").cell == s.house.tile("entrance_hall").next_cell(Side.E)
    assert pos(s, SPEED) == 4 and pos(s, MIGHT) == 3  # the Larder's point never came
    assert s.room_stack == ("larder",)  # with the stack spent, the buried tile is next


def test_the_holy_symbols_holder_may_keep_the_tile_found() -> None:
    s = _found_larder().apply("choose False")
    assert names(s) == ["rotate 0", "rotate 3"]
    s = s.apply("rotate 0")
    assert s.explorers[JOSEF].room == "larder" and pos(s, MIGHT) == 4
    assert s.room_stack == ("gymnasium",) and not s.room_discards


def test_the_holy_symbol_brings_a_lone_buried_tile_straight_back() -> None:
    s = _turn(holding("holy_symbol").stack(["larder"]))
    s = run_script(s, ["move E", "room larder", "choose True"])
    assert names(s) == ["room larder"]
    s = run_script(s, ["room larder", "rotate 0"])
    assert s.explorers[JOSEF].room == "larder" and pos(s, MIGHT) == 4
