"""Event cards of batch A (events_a.bet), played with scripted dice.

Zoe Ingstrom (seat 0) starts with Might 3, Speed 4, Knowledge 3, Sanity 5 (clip positions
3, 3, 2, 2); Ox Bellows (seat 1) with Might 5 (position 2); Vivian Lopez (seat 2). Unless
a test says otherwise, Zoe draws the card on discovering the Conservatory, east of the
Entrance Hall, where the other two still stand.
"""

from __future__ import annotations

import attrs
import pytest

from betrayal import Trait
from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import Ctx, DrawCard, RollDice
from betrayal.core.state import CHANCE, GameState, Phase, Reveal, TraitorKind
from betrayal.script.library.rolls import dice_for_roll
from betrayal.testing import Scenario, run_script

ZOE, OX, VIVIAN = 0, 1, 2
MIGHT, SPEED, KNOWLEDGE, SANITY = Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY
START = {MIGHT: 3, SPEED: 3, KNOWLEDGE: 2, SANITY: 2}  # Zoe's clip positions


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def dice(*faces: int) -> list[str]:
    return [f"die {f}" for f in faces]


def pos(state: GameState, trait: Trait, seat: int = ZOE) -> int:
    return state.explorers[seat].position(trait)


def draw(card: str, sc: Scenario | None = None) -> GameState:
    """Zoe discovers the Conservatory and draws ``card`` there."""
    sc = sc if sc is not None else Scenario.new()
    s = sc.stack(["conservatory"]).build()
    return run_script(s, ["move E", "room conservatory", "rotate 3", f"card {card}"])


def settled(state: GameState) -> bool:
    """Nothing of the card is left to resolve: Zoe may act freely again."""
    return not state.frames and state.turn.player == ZOE


def unchanged_but(state: GameState, **changed: int) -> None:
    """Zoe's traits are at their starting positions, except the ones named."""
    for trait in START:
        expected = changed.get(trait.value, START[trait])
        assert pos(state, trait) == expected, trait


def awaiting_dice(state: GameState, count: int) -> bool:
    top = state.frames[-1] if state.frames else None
    return state.current_player() == CHANCE and isinstance(top, RollDice) and top.dice == count


# ----- Angry Being: Speed roll (Zoe rolls 4 dice) -------------------------------------------


def test_angry_being_five_or_more_gains_speed() -> None:
    s = run_script(draw("angry_being"), dice(2, 2, 1, 0))
    assert settled(s)
    unchanged_but(s, speed=4)


def test_angry_being_two_to_four_deals_a_die_of_mental_damage() -> None:
    for faces in [(2, 2, 0, 0), (1, 1, 0, 0)]:
        s = run_script(draw("angry_being"), dice(*faces))
        assert awaiting_dice(s, 1)
        s = run_script(s, ["die 2"])
        assert names(s) == ["damage knowledge", "damage sanity"]
        s = run_script(s, ["damage sanity", "damage sanity"])
        assert settled(s)
        unchanged_but(s, sanity=0)


def test_angry_being_zero_or_one_deals_mental_then_physical_damage() -> None:
    s = run_script(draw("angry_being"), dice(1, 0, 0, 0, 1))
    assert names(s) == ["damage knowledge", "damage sanity"]
    s = run_script(s, ["damage knowledge", "die 1"])
    assert names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage might"])
    assert settled(s)
    unchanged_but(s, knowledge=1, might=2)


# ----- Bloody Vision: Sanity roll (5 dice) ---------------------------------------------------


def test_bloody_vision_four_or_more_gains_sanity() -> None:
    s = run_script(draw("bloody_vision"), dice(2, 2, 0, 0, 0))
    assert settled(s)
    unchanged_but(s, sanity=3)


def test_bloody_vision_two_or_three_loses_sanity() -> None:
    for faces in [(2, 1, 0, 0, 0), (1, 1, 0, 0, 0)]:
        s = run_script(draw("bloody_vision"), dice(*faces))
        assert settled(s)
        unchanged_but(s, sanity=1)


def test_bloody_vision_zero_or_one_attacks_the_weakest_explorer_next_door() -> None:
    # Zoe is in the Conservatory; next door, in the Entrance Hall, stand Ox (Might 5) and
    # Vivian (Might 2): she must attack Vivian, with no step taken.
    s = run_script(draw("bloody_vision"), dice(1, 0, 0, 0, 0))
    assert awaiting_dice(s, 3)  # Zoe's Might 3 attacks
    s = run_script(s, dice(2, 2, 1))  # 5
    assert awaiting_dice(s, 2) and s.frames[-1].explorer == VIVIAN  # type: ignore[union-attr]
    s = run_script(s, dice(1, 0))  # 1: Vivian loses by 4
    assert names(s) == ["damage might", "damage speed"] and s.frames[-1].explorer == VIVIAN  # type: ignore[union-attr]
    s = run_script(s, ["damage speed"] * 4)
    assert settled(s) and s.turn.attacked  # the attack of Zoe's turn
    assert s.explorers[ZOE].room == "conservatory" and s.explorers[VIVIAN].room == "entrance_hall"
    assert pos(s, SPEED, VIVIAN) < pos(Scenario.new().build(), SPEED, VIVIAN)
    unchanged_but(s)


def test_bloody_vision_lets_the_drawer_pick_among_the_weakest() -> None:
    # Ox's Might at its lowest and Vivian's raised: both at 4, either may be the victim.
    sc = Scenario.new().trait(OX, MIGHT, 0).trait(VIVIAN, MIGHT, 3)
    s = run_script(draw("bloody_vision", sc), dice(1, 0, 0, 0, 0))
    assert names(s) == ["choose 1", "choose 2"]
    s = s.apply("choose 1")
    s = run_script(s, dice(0, 0, 0))  # Zoe rolls 0
    assert awaiting_dice(s, 4) and s.frames[-1].explorer == OX  # type: ignore[union-attr]
    s = run_script(s, dice(1, 1, 0, 0))  # Ox wins by 2: Zoe is hurt
    assert names(s) == ["damage might", "damage speed"] and s.frames[-1].explorer == ZOE  # type: ignore[union-attr]


def test_bloody_vision_zero_or_one_with_nobody_near_does_nothing() -> None:
    sc = Scenario.new().at(OX, "upper_landing").at(VIVIAN, "upper_landing")
    s = run_script(draw("bloody_vision", sc), dice(1, 0, 0, 0, 0))
    assert settled(s) and not s.turn.attacked
    unchanged_but(s)


# ----- Burning Man: Sanity roll (5 dice) -----------------------------------------------------


def test_burning_man_four_or_more_gains_sanity() -> None:
    s = run_script(draw("burning_man"), dice(2, 2, 0, 0, 0))
    assert settled(s) and s.explorers[ZOE].room == "conservatory"
    unchanged_but(s, sanity=3)


def test_burning_man_two_or_three_sends_you_to_the_entrance_hall() -> None:
    for faces in [(2, 1, 0, 0, 0), (1, 1, 0, 0, 0)]:
        s = run_script(draw("burning_man"), dice(*faces))
        assert settled(s) and s.explorers[ZOE].room == "entrance_hall"
        unchanged_but(s)


def test_burning_man_zero_or_one_deals_physical_then_mental_damage() -> None:
    s = run_script(draw("burning_man"), dice(1, 0, 0, 0, 0, 1))
    assert names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage speed", "die 2"])
    assert names(s) == ["damage knowledge", "damage sanity"]
    s = run_script(s, ["damage knowledge", "damage sanity"])
    assert settled(s) and s.explorers[ZOE].room == "conservatory"
    unchanged_but(s, speed=2, knowledge=1, sanity=1)


# ----- Creepy Crawlies: Sanity roll (5 dice) -------------------------------------------------


def test_creepy_crawlies_five_or_more_gains_sanity() -> None:
    s = run_script(draw("creepy_crawlies"), dice(2, 2, 1, 0, 0))
    assert settled(s)
    unchanged_but(s, sanity=3)


def test_creepy_crawlies_one_to_four_loses_one_sanity() -> None:
    for faces in [(2, 2, 0, 0, 0), (1, 0, 0, 0, 0)]:
        s = run_script(draw("creepy_crawlies"), dice(*faces))
        assert settled(s)
        unchanged_but(s, sanity=1)


def test_creepy_crawlies_zero_loses_two_sanity() -> None:
    s = run_script(draw("creepy_crawlies"), dice(0, 0, 0, 0, 0))
    assert settled(s)
    unchanged_but(s, sanity=0)


# ----- Creepy Puppet: a Might 4 attack (4 dice) against Zoe's Might (3 dice) -----------------


def test_creepy_puppet_a_higher_attack_deals_the_difference_and_arms_the_spear() -> None:
    sc = Scenario.new().give(OX, "spear")
    s = run_script(draw("creepy_puppet", sc), dice(2, 2, 1, 0) + dice(1, 0, 0))  # 5 vs 1
    assert names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage might", "damage might", "damage speed", "damage speed"])
    assert settled(s)
    unchanged_but(s, might=1, speed=1)
    assert pos(s, MIGHT, OX) == 4  # Ox holds the Spear: 2 Might


def test_creepy_puppet_a_tie_or_a_lower_attack_does_nothing() -> None:
    for attack, defence in [((1, 1, 0, 0), (2, 0, 0)), ((1, 0, 0, 0), (2, 2, 0))]:
        sc = Scenario.new().give(OX, "spear")
        s = run_script(draw("creepy_puppet", sc), dice(*attack) + dice(*defence))
        assert settled(s)
        unchanged_but(s)
        assert pos(s, MIGHT, OX) == 2


def test_creepy_puppet_the_spear_does_not_reward_its_holder_for_being_hurt() -> None:
    sc = Scenario.new().give(ZOE, "spear")
    s = run_script(draw("creepy_puppet", sc), dice(1, 1, 0, 0) + dice(1, 0, 0))  # 2 vs 1
    s = run_script(s, ["damage speed"])
    assert settled(s)
    unchanged_but(s, speed=2)


def test_creepy_puppet_damage_stopped_by_armor_does_not_arm_the_spear() -> None:
    sc = Scenario.new().give(ZOE, "armor").give(OX, "spear")
    if sc.state.game.scripts.for_card("armor") is None:
        pytest.skip("the Armor has no script")
    s = run_script(draw("creepy_puppet", sc), dice(1, 1, 0, 0) + dice(1, 0, 0))  # 2 vs 1
    assert settled(s)  # the one point is taken off by the Armor
    unchanged_but(s)
    assert pos(s, MIGHT, OX) == 2
    sc = Scenario.new().give(ZOE, "armor").give(OX, "spear")
    s = run_script(draw("creepy_puppet", sc), dice(2, 1, 0, 0) + dice(1, 0, 0))  # 3 vs 1
    s = run_script(s, ["damage speed"])
    assert settled(s)
    unchanged_but(s, speed=2)
    assert pos(s, MIGHT, OX) == 4


def test_creepy_puppet_without_a_spear_only_the_damage() -> None:
    s = run_script(draw("creepy_puppet"), dice(1, 1, 0, 0) + dice(0, 0, 0))
    s = run_script(s, ["damage might", "damage might"])
    assert settled(s)
    unchanged_but(s, might=1)
    assert pos(s, MIGHT, OX) == 2


# ----- Debris: Speed roll (4 dice); burial is not written -------------------------------------


def test_debris_three_or_more_gains_speed() -> None:
    s = run_script(draw("debris"), dice(2, 1, 0, 0))
    assert settled(s)
    unchanged_but(s, speed=4)
    assert s.explorers[ZOE].cards == ()


def test_debris_one_or_two_deals_a_die_of_physical_damage() -> None:
    for faces in [(1, 1, 0, 0), (1, 0, 0, 0)]:
        s = run_script(draw("debris"), dice(*faces))
        assert awaiting_dice(s, 1)
        s = run_script(s, ["die 1", "damage might"])
        assert settled(s)
        unchanged_but(s, might=2)


def test_debris_zero_deals_two_dice_of_physical_damage() -> None:
    s = run_script(draw("debris"), dice(0, 0, 0, 0))
    assert awaiting_dice(s, 2)
    s = run_script(s, ["die 1", "die 1", "damage might", "damage speed"])
    assert settled(s)
    unchanged_but(s, might=2, speed=2)


# ----- Disquieting Sounds: 6 dice against the omens drawn so far ------------------------------


def test_disquieting_sounds_at_least_the_omen_count_gains_sanity() -> None:
    s = draw("disquieting_sounds", Scenario.new().omens(3))
    assert awaiting_dice(s, 6)
    s = run_script(s, dice(2, 1, 0, 0, 0, 0))
    assert settled(s)
    unchanged_but(s, sanity=3)


def test_disquieting_sounds_below_the_omen_count_deals_mental_damage() -> None:
    s = run_script(draw("disquieting_sounds", Scenario.new().omens(3)), dice(2, 0, 0, 0, 0, 0))
    assert awaiting_dice(s, 1)
    s = run_script(s, ["die 1", "damage sanity"])
    assert settled(s)
    unchanged_but(s, sanity=1)


def test_disquieting_sounds_with_no_omen_yet_always_gains() -> None:
    s = run_script(draw("disquieting_sounds"), dice(0, 0, 0, 0, 0, 0))
    assert settled(s)
    unchanged_but(s, sanity=3)


# ----- Funeral: Sanity roll (5 dice) -----------------------------------------------------------


def test_funeral_four_or_more_gains_sanity() -> None:
    s = run_script(draw("funeral"), dice(2, 2, 0, 0, 0))
    assert settled(s)
    unchanged_but(s, sanity=3)


def test_funeral_two_or_three_loses_sanity() -> None:
    for faces in [(2, 1, 0, 0, 0), (1, 1, 0, 0, 0)]:
        s = run_script(draw("funeral"), dice(*faces))
        assert settled(s)
        unchanged_but(s, sanity=1)


def test_funeral_zero_or_one_loses_sanity_and_might_and_stays_without_a_grave() -> None:
    s = run_script(draw("funeral"), dice(1, 0, 0, 0, 0))
    assert settled(s) and s.explorers[ZOE].room == "conservatory"
    unchanged_but(s, sanity=1, might=2)


def test_funeral_zero_or_one_sends_you_to_the_only_grave_in_the_house() -> None:
    sc = Scenario.new().room("graveyard", Floor.GROUND, 5, 5)
    s = run_script(draw("funeral", sc), dice(0, 0, 0, 0, 0))
    assert settled(s) and s.explorers[ZOE].room == "graveyard"
    unchanged_but(s, sanity=1, might=2)
    sc = Scenario.new().room("crypt", Floor.BASEMENT, 5, 5)
    s = run_script(draw("funeral", sc), dice(0, 0, 0, 0, 0))
    assert settled(s) and s.explorers[ZOE].room == "crypt"


def test_funeral_zero_or_one_with_both_graves_lets_you_choose() -> None:
    sc = Scenario.new().room("graveyard", Floor.GROUND, 5, 5).room("crypt", Floor.BASEMENT, 5, 5)
    s = run_script(draw("funeral", sc), dice(1, 0, 0, 0, 0))
    assert names(s) == ["choose graveyard", "choose crypt"]
    s = run_script(s, ["choose crypt"])
    assert settled(s) and s.explorers[ZOE].room == "crypt"
    unchanged_but(s, sanity=1, might=2)


# ----- Grave Dirt: Might roll (3 dice); kept on a failure ---------------------------------------


def test_grave_dirt_four_or_more_gains_might() -> None:
    s = run_script(draw("grave_dirt"), dice(2, 2, 0))
    assert settled(s) and s.explorers[ZOE].cards == ()
    assert s.event_discards == ("grave_dirt",)
    unchanged_but(s, might=4)


def test_grave_dirt_three_or_less_is_kept_and_hurts_each_turn() -> None:
    s = run_script(draw("grave_dirt"), dice(2, 1, 0))
    assert settled(s) and s.explorers[ZOE].cards == ("grave_dirt",)
    unchanged_but(s)
    # Nothing at the other explorers' turns; a point of physical damage at Zoe's.
    s = run_script(s, ["end", "end"])
    assert not s.frames and s.turn.player == VIVIAN
    s = run_script(s, ["end"])
    assert s.turn.player == ZOE and names(s) == ["damage might", "damage speed"]
    s = run_script(s, ["damage might"])
    assert settled(s) and s.explorers[ZOE].cards == ("grave_dirt",)
    unchanged_but(s, might=2)


def test_grave_dirt_is_discarded_at_the_end_of_a_turn_in_an_open_air_room() -> None:
    for room, floor in [("gardens", Floor.GROUND), ("tower", Floor.UPPER)]:
        sc = Scenario.new().room(room, floor, 5, 5).at(ZOE, room).turn(ZOE)
        s = run_script(sc.give(ZOE, "grave_dirt").build(), ["end"])
        assert s.explorers[ZOE].cards == () and "grave_dirt" in s.event_discards


def test_grave_dirt_stays_at_the_end_of_a_turn_elsewhere() -> None:
    sc = Scenario.new().room("kitchen", Floor.GROUND, 5, 5).at(ZOE, "kitchen").turn(ZOE)
    s = run_script(sc.give(ZOE, "grave_dirt").build(), ["end"])
    assert s.explorers[ZOE].cards == ("grave_dirt",)


def test_grave_dirt_is_discarded_when_an_item_raises_a_trait() -> None:
    sc = Scenario.new().turn(ZOE).give(ZOE, "grave_dirt", "medical_kit").trait(ZOE, MIGHT, 2)
    s = run_script(sc.build(), ["use item:medical_kit treat 0", *dice(2, 2, 0)])  # 4: 1 point
    assert settled(s) and pos(s, MIGHT) == 3
    assert s.explorers[ZOE].cards == ("medical_kit",) and "grave_dirt" in s.event_discards


def test_grave_dirt_goes_once_when_an_item_raises_several_traits() -> None:
    sc = (
        Scenario.new().turn(ZOE).give(ZOE, "grave_dirt").pile("entrance_hall", "amulet_of_the_ages")
    )
    s = run_script(sc.build(), ["pickup amulet_of_the_ages"])
    assert settled(s) and s.explorers[ZOE].cards == ("amulet_of_the_ages",)
    assert s.event_discards.count("grave_dirt") == 1
    unchanged_but(s, might=4, speed=4, knowledge=3, sanity=3)


def test_grave_dirt_goes_whoever_uses_the_item() -> None:
    # Zoe treats Ox, who carries the dirt: Ox's trait is raised by an item card.
    sc = Scenario.new().turn(ZOE).give(ZOE, "medical_kit").give(OX, "grave_dirt")
    sc.trait(OX, SPEED, 2)
    s = run_script(sc.build(), ["use item:medical_kit treat 1", *dice(2, 2, 0)])
    assert settled(s) and pos(s, SPEED, OX) == 3
    assert s.explorers[OX].cards == () and "grave_dirt" in s.event_discards


def test_grave_dirt_stays_when_an_omen_or_a_missed_item_use_raises_nothing() -> None:
    # The Holy Symbol is an omen: its Sanity does not shake the dirt off.
    sc = Scenario.new().turn(ZOE).give(ZOE, "grave_dirt", "medical_kit").trait(ZOE, MIGHT, 2)
    s = run_script(sc.pile("entrance_hall", "holy_symbol").build(), ["pickup holy_symbol"])
    assert pos(s, SANITY) == START[SANITY] + 2
    assert "grave_dirt" in s.explorers[ZOE].cards
    # A treatment that heals nothing (a roll of 3) leaves it too.
    s = run_script(s, ["use item:medical_kit treat 0", *dice(2, 1, 0)])
    assert settled(s) and pos(s, MIGHT) == 2 and "grave_dirt" in s.explorers[ZOE].cards


# ----- Groundskeeper: Knowledge roll (3 dice, 2 fewer in the Gardens) ---------------------------


def test_groundskeeper_four_or_more_draws_an_item() -> None:
    s = run_script(draw("groundskeeper"), dice(2, 2, 0))
    assert s.current_player() == CHANCE
    s = run_script(s, ["card axe"])
    assert settled(s) and s.explorers[ZOE].cards == ("axe",)
    unchanged_but(s)


def test_groundskeeper_three_or_less_brings_a_might_four_attack() -> None:
    s = run_script(draw("groundskeeper"), dice(2, 1, 0))
    assert awaiting_dice(s, 4)
    s = run_script(s, dice(2, 2, 0, 0) + dice(1, 0, 0))  # 4 against 1
    s = run_script(s, ["damage might", "damage speed", "damage speed"])
    assert settled(s) and s.explorers[ZOE].cards == ()
    unchanged_but(s, might=2, speed=1)


def test_groundskeeper_attack_that_does_not_beat_the_defence_does_nothing() -> None:
    s = run_script(draw("groundskeeper"), dice(0, 0, 0) + dice(1, 1, 0, 0) + dice(2, 0, 0))
    assert settled(s)
    unchanged_but(s)


def test_groundskeeper_rolls_two_fewer_dice_in_the_gardens() -> None:
    s = Scenario.new().stack(["gardens"]).build()
    s = run_script(s, ["move E", "room gardens", "rotate 1", "card groundskeeper"])
    assert awaiting_dice(s, 1)  # Knowledge 3, less 2
    s = run_script(s, ["die 2"])  # 2: an attack
    assert awaiting_dice(s, 4)


# ----- Hanged Men: one roll per trait, 2+ to pass -----------------------------------------------


def test_hanged_men_four_passes_earn_a_point_of_your_choice() -> None:
    s = draw("hanged_men")
    s = run_script(s, dice(2, 0, 0) + dice(1, 1, 0, 0) + dice(2, 0, 0) + dice(1, 1, 0, 0, 0))
    assert names(s) == ["choose might", "choose speed", "choose knowledge", "choose sanity"]
    s = run_script(s, ["choose knowledge"])
    assert settled(s)
    unchanged_but(s, knowledge=3)


def test_hanged_men_each_failed_roll_costs_that_trait() -> None:
    s = draw("hanged_men")
    s = run_script(s, dice(1, 0, 0) + dice(2, 0, 0, 0) + dice(0, 0, 0) + dice(2, 2, 2, 2, 2))
    assert settled(s)
    unchanged_but(s, might=2, knowledge=1)


def test_hanged_men_all_four_failed() -> None:
    s = draw("hanged_men")
    s = run_script(s, dice(1, 0, 0) + dice(1, 0, 0, 0) + dice(0, 0, 0) + dice(1, 0, 0, 0, 0))
    assert settled(s)
    unchanged_but(s, might=2, speed=2, knowledge=1, sanity=1)


# ----- Image in the Mirror (two cards) ---------------------------------------------------------


def test_image_in_the_mirror_a_gives_an_item() -> None:
    s = draw("image_in_the_mirror_a")
    assert s.current_player() == CHANCE
    s = run_script(s, ["card revolver"])
    assert settled(s) and s.explorers[ZOE].cards == ("revolver",)


def test_image_in_the_mirror_b_takes_one_of_your_items_for_knowledge() -> None:
    sc = Scenario.new().give(ZOE, "axe", "spear", "revolver")
    s = draw("image_in_the_mirror_b", sc)
    assert names(s) == ["choose axe", "choose revolver"]  # the Spear is an omen
    s = run_script(s, ["choose axe"])
    assert settled(s) and s.explorers[ZOE].cards == ("spear", "revolver")
    assert "axe" in s.deck(CardKind.ITEM)
    unchanged_but(s, knowledge=3)


def test_image_in_the_mirror_b_passes_to_the_left_when_you_hold_no_item() -> None:
    sc = Scenario.new().give(ZOE, "spear").give(OX, "axe").give(VIVIAN, "revolver")
    s = draw("image_in_the_mirror_b", sc)
    assert settled(s)
    assert s.explorers[OX].cards == () and s.explorers[VIVIAN].cards == ("revolver",)
    assert pos(s, KNOWLEDGE, OX) == 3 and "axe" in s.deck(CardKind.ITEM)
    unchanged_but(s)
    sc = Scenario.new().give(VIVIAN, "revolver")
    s = draw("image_in_the_mirror_b", sc)
    assert s.explorers[VIVIAN].cards == () and "revolver" in s.deck(CardKind.ITEM)


def test_image_in_the_mirror_b_with_no_item_anywhere_does_nothing() -> None:
    before = Scenario.new().build()
    s = draw("image_in_the_mirror_b")
    assert settled(s) and s.event_discards == ("image_in_the_mirror_b",)
    for seat in (ZOE, OX, VIVIAN):
        assert s.explorers[seat].traits == before.explorers[seat].traits


# ----- Jonah's Turn -----------------------------------------------------------------------------


def test_jonahs_turn_replaces_the_puzzle_box_and_gains_sanity() -> None:
    s = draw("jonahs_turn", Scenario.new().give(OX, "puzzle_box"))
    assert s.current_player() == CHANCE
    s = run_script(s, ["card axe"])
    assert settled(s)
    assert s.explorers[OX].cards == ("axe",) and "puzzle_box" in s.removed
    unchanged_but(s, sanity=3)


def test_jonahs_turn_without_the_puzzle_box_deals_mental_damage() -> None:
    s = draw("jonahs_turn")
    assert awaiting_dice(s, 1)
    s = run_script(s, ["die 1", "damage knowledge"])
    assert settled(s)
    unchanged_but(s, knowledge=1)


# ----- Lights Out: kept; one space a turn -------------------------------------------------------


def test_lights_out_is_kept_when_drawn() -> None:
    s = draw("lights_out")
    assert settled(s) and s.explorers[ZOE].cards == ("lights_out",)
    s = run_script(s, ["end"])  # alone in the Conservatory: kept
    assert s.explorers[ZOE].cards == ("lights_out",)


def test_lights_out_with_the_candle_is_not_kept() -> None:
    s = draw("lights_out", Scenario.new().give(ZOE, "candle"))
    assert s.explorers[ZOE].cards == ("candle",) and "lights_out" in s.event_discards


def _dark(*extra: str) -> Scenario:
    # Zoe, alone in the Foyer, is given the card once her turn has started.
    return Scenario.new().at(ZOE, "foyer").turn(ZOE).give(ZOE, "lights_out", *extra)


def test_lights_out_allows_only_one_space() -> None:
    s = _dark().build()
    assert "move N" in names(s)
    s = run_script(s, ["move N"])
    assert s.explorers[ZOE].room == "grand_staircase"
    assert not any(n.startswith("move") for n in names(s))
    # Without the card, Zoe could go on.
    free = run_script(Scenario.new().at(ZOE, "foyer").turn(ZOE).build(), ["move N"])
    assert any(n.startswith("move") for n in names(free))


def test_lights_out_is_discarded_at_the_end_of_a_turn_with_company() -> None:
    s = run_script(_dark().build(), ["move S", "end"])  # into the Entrance Hall, with Ox
    assert s.explorers[ZOE].cards == () and "lights_out" in s.event_discards


def test_lights_out_is_discarded_at_the_end_of_a_turn_in_the_furnace_room() -> None:
    sc = Scenario.new().room("furnace_room", Floor.BASEMENT, 5, 5).at(ZOE, "furnace_room")
    s = run_script(sc.turn(ZOE).give(ZOE, "lights_out").build(), ["end"])
    assert "lights_out" not in s.explorers[ZOE].cards and "lights_out" in s.event_discards


def test_lights_out_ends_when_the_candle_comes() -> None:
    s = run_script(_dark("candle").build(), ["move N"])
    assert any(n.startswith("move") for n in names(s))
    assert s.explorers[ZOE].cards == ("candle",) and "lights_out" in s.event_discards


def test_lights_out_held_with_the_candle_goes_at_the_start_of_the_turn() -> None:
    sc = Scenario.new().give(ZOE, "lights_out", "candle").at(ZOE, "foyer").turn(VIVIAN)
    s = run_script(sc.build(), ["end"])
    assert s.turn.player == ZOE and not s.frames
    assert s.explorers[ZOE].cards == ("candle",) and "lights_out" in s.event_discards
    s = run_script(s, ["move N"])
    assert any(n.startswith("move") for n in names(s))


def test_lights_out_does_not_slow_the_others() -> None:
    sc = Scenario.new().give(ZOE, "lights_out").at(OX, "foyer").turn(OX)
    s = run_script(sc.build(), ["move N"])
    assert any(n.startswith("move") for n in names(s))


def test_lights_out_stays_while_alone() -> None:
    s = run_script(_dark().build(), ["move N", "end"])
    assert s.explorers[ZOE].cards == ("lights_out",)


# ----- Locked Safe: a token; Knowledge roll to open, once a turn --------------------------------

SAFE = ("event:locked_safe:safe", "conservatory")
OPEN = "use event:locked_safe open"


def test_locked_safe_puts_the_safe_in_the_room() -> None:
    s = draw("locked_safe")
    assert settled(s) and SAFE in s.tokens
    assert OPEN in names(s)


def test_locked_safe_five_or_more_opens_it_for_two_items() -> None:
    s = run_script(draw("locked_safe"), [OPEN, *dice(2, 2, 1)])
    assert SAFE not in s.tokens
    s = run_script(s, ["card axe", "card revolver"])
    assert settled(s) and s.explorers[ZOE].cards == ("axe", "revolver")
    assert OPEN not in names(s)


def test_locked_safe_two_to_four_deals_a_die_of_physical_damage() -> None:
    for faces in [(2, 2, 0), (1, 1, 0)]:
        s = run_script(draw("locked_safe"), [OPEN, *dice(*faces)])
        assert awaiting_dice(s, 1)
        s = run_script(s, ["die 1", "damage speed"])
        assert settled(s) and SAFE in s.tokens and s.explorers[ZOE].cards == ()
        unchanged_but(s, speed=2)
        assert OPEN not in names(s)  # once per turn


def test_locked_safe_zero_or_one_deals_two_dice_of_physical_damage() -> None:
    s = run_script(draw("locked_safe"), [OPEN, *dice(1, 0, 0)])
    assert awaiting_dice(s, 2)
    s = run_script(s, ["die 1", "die 0", "damage might"])
    assert settled(s) and SAFE in s.tokens
    unchanged_but(s, might=2)


def test_locked_safe_can_be_tried_by_anyone_in_the_room_on_their_turn() -> None:
    s = run_script(draw("locked_safe"), [OPEN, *dice(1, 1, 0), "die 0", "end"])
    assert s.turn.player == OX and OPEN not in names(s)  # Ox is not in the room
    s = run_script(s, ["move E"])
    assert OPEN in names(s)


# ----- A Moment of Hope and Drip... Drip... Drip...: tokens that change trait rolls ----------


def _vault(
    token: tuple[str, str] | None, knowledge: int = 2, sc: Scenario | None = None
) -> GameState:
    """Seat 0 in the Vault, whose open action makes a Knowledge roll, with a token there."""
    sc = sc if sc is not None else Scenario.new()
    sc = sc.room("vault", Floor.UPPER, 5, 5, 2).trait(ZOE, KNOWLEDGE, knowledge)
    s = sc.at(ZOE, "vault").turn(ZOE).build()
    if token is not None:
        s = attrs.evolve(s, tokens=(token,))
    return run_script(s, ["use room:vault open"])


BLESSING = ("event:a_moment_of_hope:blessing", "vault")
DRIP = ("event:drip_drip_drip:drip", "vault")


def test_a_moment_of_hope_puts_the_blessing_in_the_room() -> None:
    s = draw("a_moment_of_hope")
    assert settled(s) and ("event:a_moment_of_hope:blessing", "conservatory") in s.tokens


def test_the_blessing_adds_a_die_to_trait_rolls_in_its_room() -> None:
    assert awaiting_dice(_vault(None), 3)  # Knowledge 3
    assert awaiting_dice(_vault(BLESSING), 4)
    assert awaiting_dice(_vault(BLESSING, knowledge=7), 6)  # Knowledge 5
    assert awaiting_dice(_vault(("event:a_moment_of_hope:blessing", "kitchen")), 3)


def test_the_blessing_never_gives_more_than_eight_dice() -> None:
    # Professor Longfellow's Knowledge track tops out at 8.
    sc = Scenario.new(("professor_longfellow", "ox_bellows", "vivian_lopez"))
    assert awaiting_dice(_vault(BLESSING, knowledge=7, sc=sc), 8)
    sc = Scenario.new(("professor_longfellow", "ox_bellows", "vivian_lopez"))
    assert awaiting_dice(_vault(BLESSING, knowledge=6, sc=sc), 8)  # Knowledge 7, plus 1


def test_the_blessing_does_not_help_the_traitor() -> None:
    # The haunt is not played by the engine yet: ask the roll rule directly.
    reveal = Reveal(1, ZOE, TraitorKind.TRAITOR, ZOE, "spear", "vault")
    sc = Scenario.new().room("vault", Floor.UPPER, 5, 5, 2).at(ZOE, "vault").at(OX, "vault")
    s = attrs.evolve(sc.build(), tokens=(BLESSING,), reveal=reveal, phase=Phase.HAUNT)
    ctx = Ctx("room:vault", ZOE, None, "vault")
    assert dice_for_roll(s, ctx, ZOE, KNOWLEDGE) == 3  # the traitor: no extra die
    assert dice_for_roll(s, ctx, OX, KNOWLEDGE) == 4  # a hero: Knowledge 3, plus 1


def test_drip_drip_drip_puts_the_drip_in_the_room() -> None:
    s = draw("drip_drip_drip")
    assert settled(s) and ("event:drip_drip_drip:drip", "conservatory") in s.tokens


def test_the_drip_takes_a_die_from_trait_rolls_in_its_room_but_leaves_one() -> None:
    assert awaiting_dice(_vault(DRIP), 2)
    assert awaiting_dice(_vault(("event:drip_drip_drip:drip", "kitchen")), 3)
    assert awaiting_dice(_vault(DRIP, knowledge=0), 1)  # Knowledge 1: still one die


def test_debris_buries_and_others_dig_the_explorer_out() -> None:
    # Zoe (Speed 4) rolls 1 on Speed: buried, 1 die of physical damage.
    s = Scenario.new().stack(["conservatory"]).build()
    s = run_script(
        s,
        [
            "move E",
            "room conservatory",
            "rotate 3",
            "card debris",
            "die 1",
            "die 0",
            "die 0",
            "die 0",
            "die 1",
            "damage speed",
        ],
    )
    assert 0 in s.bound and "debris" in s.explorers[0].cards
    s = s.apply("end")
    # Ox walks in and digs: Might 5, rolls 5 dice; 4+ frees Zoe and discards the card.
    s = run_script(s, ["move E"])
    assert "use event:debris dig" in [str(a) for a in s.legal_actions()]
    s = run_script(s, ["use event:debris dig", "die 2", "die 2", "die 0", "die 0", "die 0"])
    assert 0 not in s.bound and "debris" in s.event_discards
    assert "debris" not in s.explorers[0].cards


def test_a_buried_explorer_can_only_wait_and_climbs_out_after_three_failed_digs() -> None:
    s = Scenario.new().stack(["conservatory"]).build()
    s = run_script(
        s,
        [
            "move E",
            "room conservatory",
            "rotate 3",
            "card debris",
            "die 0",
            "die 0",
            "die 0",
            "die 0",
            "die 0",
            "die 0",
        ],
    )
    s = run_script(s, ["end", "end", "end"])  # the damage dice showed nothing
    assert s.turn.player == 0 and [str(a) for a in s.legal_actions()] == [
        "use event:debris dig",
        "end",
    ]
    for _ in range(3):
        s = run_script(s, ["use event:debris dig"] + ["die 0"] * s.trait(0, Trait.MIGHT))
        s = run_script(s, ["end", "end", "end"])
    # Three failed digs: free at the start of her turn.
    assert s.turn.player == 0 and 0 not in s.bound and "debris" in s.event_discards


# ----- It Is Meant to Be: the first option, looking at the top of a stack ---------------------


def _meant(sc: Scenario, tops: tuple[tuple[str, int], ...] = ()) -> GameState:
    """Zoe draws It Is Meant to Be on her turn and takes the first option; ``tops`` are
    cards known to be next in their decks by then."""
    sc = sc.turn(ZOE)
    sc.state = attrs.evolve(sc.state, frames=(DrawCard(ZOE, CardKind.EVENT),))
    s = sc.build().apply("card it_is_meant_to_be")
    s = s.evolve(deck_tops=tops)
    assert names(s) == ["choose 1", "choose 2"]  # look at a stack, or keep a roll
    s = s.apply("choose 1")
    assert names(s) == ["choose 1", "choose 2", "choose 3", "choose 4"]
    return s


def test_it_is_meant_to_be_puts_the_top_three_tiles_back_in_an_order() -> None:
    s = _meant(Scenario.new().stack(["attic", "ballroom", "dining_room", "kitchen"]))
    s = s.apply("choose 1")  # the room stack
    # The top three turn up one by one, at random among the tiles left.
    assert s.current_player() == CHANCE
    assert names(s) == ["pick attic", "pick ballroom", "pick dining_room", "pick kitchen"]
    s = s.apply("pick kitchen")
    assert names(s) == ["pick attic", "pick ballroom", "pick dining_room"]
    s = run_script(s, ["pick attic", "pick ballroom"])
    # Zoe puts them back: the Ballroom first, then the Attic, the Kitchen last.
    assert names(s) == ["choose kitchen", "choose attic", "choose ballroom"]
    s = s.apply("choose ballroom")
    assert names(s) == ["choose kitchen", "choose attic"]
    s = s.apply("choose attic")
    assert settled(s) and "it_is_meant_to_be" in s.event_discards
    assert s.room_top == ("ballroom", ZOE)
    assert s.room_after == (("attic", ZOE), ("kitchen", ZOE))
    assert s.observation(ZOE)["room_after"] == [["attic", ZOE], ["kitchen", ZOE]]
    assert s.observation(OX)["room_top"] is None and s.observation(OX)["room_after"] == []
    # Exploring turns them over in that order: the Ballroom fits the ground floor...
    s = s.apply("move E")
    assert names(s) == ["room ballroom"]
    s = run_script(s, ["room ballroom", "rotate 0"])
    assert s.explorers[ZOE].room == "ballroom"
    assert s.room_top == ("attic", ZOE) and s.room_after == (("kitchen", ZOE),)


def test_the_order_of_the_tiles_holds_when_one_does_not_fit_the_floor() -> None:
    s = _meant(Scenario.new().stack(["attic", "ballroom", "dining_room", "kitchen"]))
    s = run_script(s, ["choose 1", "pick attic", "pick kitchen", "pick ballroom"])
    s = run_script(s, ["choose attic", "choose kitchen"])  # Attic, Kitchen, Ballroom
    # The Attic goes on no ground floor: it is set aside and the Kitchen comes next.
    s = s.apply("move E")
    assert names(s) == ["room attic"]
    s = s.apply("room attic")
    assert names(s) == ["room kitchen"] and s.room_discards == ("attic",)
    s = s.apply("room kitchen")
    s = s.apply(names(s)[0])  # turned any way that joins the door
    assert s.explorers[ZOE].room == "kitchen"
    assert s.room_top == ("ballroom", ZOE) and s.room_after == ()


def test_it_is_meant_to_be_orders_the_top_of_a_card_deck() -> None:
    s = _meant(Scenario.new())
    s = s.apply("choose 2")  # the item deck
    assert s.current_player() == CHANCE and len(names(s)) == len(s.deck(CardKind.ITEM))
    s = run_script(s, ["pick axe", "pick bell", "pick armor"])
    assert names(s) == ["choose axe", "choose bell", "choose armor"]
    s = run_script(s, ["choose armor", "choose bell"])
    assert settled(s)
    assert s.deck_tops == (("armor", ZOE), ("bell", ZOE), ("axe", ZOE))
    # The next three item draws follow that order.
    for card in ("armor", "bell", "axe"):
        drawing = attrs.evolve(s, frames=(DrawCard(OX, CardKind.ITEM),))
        assert names(drawing) == [f"card {card}"]
        s = drawing.apply(f"card {card}")
    assert s.deck_tops == () and s.explorers[OX].cards == ("armor", "bell", "axe")


def test_a_card_already_known_to_be_next_stays_on_top_of_the_look() -> None:
    s = _meant(Scenario.new(), tops=(("debris", OX),)).apply("choose 3")  # the event deck
    # The card Ox put on top is the first one seen; only the next two are chance.
    assert s.current_player() == CHANCE and "pick debris" not in names(s)
    assert len(names(s)) == len(s.deck(CardKind.EVENT)) - 1
    s = run_script(s, ["pick smoke", "pick skeletons"])
    assert names(s) == ["choose debris", "choose smoke", "choose skeletons"]
    s = run_script(s, ["choose smoke", "choose debris"])
    assert settled(s)
    assert s.deck_tops == (("smoke", ZOE), ("debris", ZOE), ("skeletons", ZOE))


# ----- Closet Door: a token anyone in the room may try once a turn --------------------------


def test_closet_door_four_gives_an_item_and_stays_open() -> None:
    s = draw("closet_door")
    closet = "event:closet_door:closet"
    assert (closet, "conservatory") in s.tokens and settled(s)
    s = run_script(s, ["use event:closet_door open", *dice(2, 2)])
    top = s.frames[-1]
    assert isinstance(top, DrawCard) and top.kind is CardKind.ITEM
    assert (closet, "conservatory") in s.tokens


def test_closet_door_zero_or_one_gives_an_event_and_shuts() -> None:
    s = draw("closet_door")
    s = run_script(s, ["use event:closet_door open", *dice(1, 0)])
    top = s.frames[-1]
    assert isinstance(top, DrawCard) and top.kind is CardKind.EVENT
    s = run_script(s, ["card night_view", *dice(0, 0, 0)])  # Night View: a failed roll
    assert settled(s)
    assert not any(t == "event:closet_door:closet" for t, _ in s.tokens)


# ----- Footsteps: one die (two in the Chapel) ------------------------------------------------


def test_footsteps_one_costs_speed_and_two_costs_sanity() -> None:
    s = draw("footsteps")
    assert awaiting_dice(s, 1)  # the Conservatory is not the Chapel: one die
    slow = s.apply("die 1")
    assert settled(slow) and pos(slow, Trait.SPEED) == START[Trait.SPEED] - 1
    shaken = s.apply("die 2")
    assert settled(shaken) and pos(shaken, Trait.SANITY) == START[Trait.SANITY] - 1
