"""Item and omen cards, as their scripts make them work in play.

Seats: Zoe Ingstrom (0) starts at Might 3, Speed 4, Knowledge 3, Sanity 5 (track
positions 3, 3, 2, 2); Ox Bellows (1) at track positions 2, 4, 2, 2; Vivian Lopez (2) at
positions 2, 3, 3, 2. Positions are compared, not values, since values repeat on tracks.
A roll of n dice is written as n ``die`` steps.
"""

from __future__ import annotations

import attrs
import pytest

from betrayal import Trait
from betrayal.content.model import CardKind, Floor
from betrayal.core.actions import Action
from betrayal.core.budget import Budget
from betrayal.core.frames import Continue, Ctx, DrawCard, Loop, PlaceDamage, RollDice, RunScript
from betrayal.core.state import GameState
from betrayal.script.registry import all_primitives
from betrayal.testing import Scenario, run_script

ZOE, OX, VIVIAN = 0, 1, 2
M, S, K, SAN = Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def uses(state: GameState) -> list[str]:
    return [a for a in names(state) if a.startswith("use ")]


def dice(*faces: int) -> list[str]:
    return [f"die {f}" for f in faces]


def pos(state: GameState, seat: int) -> tuple[int, int, int, int]:
    return state.explorers[seat].traits


def pending_dice(state: GameState) -> int:
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    return frame.dice


def draws(card: str, kind: CardKind, sc: Scenario | None = None, seat: int = ZOE) -> GameState:
    """The state just after ``seat`` draws ``card`` on their own turn."""
    sc = (sc or Scenario.new()).turn(seat)
    sc.state = attrs.evolve(sc.state, frames=(DrawCard(seat, kind),))
    return sc.build().apply(f"card {card}")


def mine(sc: Scenario, *cards: str, seat: int = ZOE) -> GameState:
    """``seat``'s turn with ``cards`` just picked up from the floor of their room."""
    room = sc.state.explorers[seat].room
    s = sc.pile(room, *cards).turn(seat).build()
    return run_script(s, [f"pickup {c}" for c in cards])


def settle_scripts(state: GameState) -> GameState:
    """Run the script frames on top of the stack, as the engine would, but fail on any
    engine step among them: these rules are the cards' alone."""
    while state.frames and isinstance(state.frames[-1], RunScript | Loop):
        state = state.game.scripts.step(state, state.frames[-1], Budget())
    if state.frames and isinstance(state.frames[-1], Continue):
        raise AssertionError(f"unexpected engine step {state.frames[-1]}")
    return state


def after_haunt_use(state: GameState, action: str) -> GameState:
    """Use a card's action in the haunt phase, bypassing the turn loop (the scenario's
    haunt has no script, so the engine itself stops at the reveal)."""
    chosen = Action.parse(action)
    scripts = state.game.scripts
    assert chosen in scripts.actions(state, state.turn.player)
    state = settle_scripts(scripts.start_action(state, chosen))
    return attrs.evolve(state, _legal=None)


def lose_card(state: GameState, card: str) -> GameState:
    """The holder discards ``card`` by a rule (companions cannot be dropped)."""
    ctx = Ctx("test", state.turn.player, None, card)
    state = all_primitives()["discard"].impl(state, ctx, card)
    return attrs.evolve(settle_scripts(state), _legal=None)


# ----- bonuses while held -------------------------------------------------------------------


def test_amulet_gives_one_in_each_trait_when_drawn_and_costs_three_when_dropped() -> None:
    s = draws("amulet_of_the_ages", CardKind.ITEM)
    assert pos(s, ZOE) == (4, 4, 3, 3)
    s = s.apply("drop amulet_of_the_ages")
    # Three spaces down from 4, 4, 3, 3; before the haunt a clip stops at the lowest value.
    assert pos(s, ZOE) == (1, 1, 0, 0)


def test_amulet_traded_moves_its_gift_and_its_cost() -> None:
    sc = Scenario.new().at(OX, "entrance_hall").trait(ZOE, M, 5)
    s = mine(sc, "amulet_of_the_ages", seat=OX)
    assert pos(s, OX) == (3, 5, 3, 3)
    s = run_script(s, ["end", "end", "end"])  # round to Ox's next turn
    s = run_script(s, ["trade amulet_of_the_ages 0", "accept"])
    assert pos(s, OX) == (0, 2, 0, 0)
    assert pos(s, ZOE) == (6, 4, 3, 3)


@pytest.mark.parametrize(
    ("card", "kind", "gained"),
    [
        ("book", CardKind.OMEN, (3, 3, 4, 2)),
        ("holy_symbol", CardKind.OMEN, (3, 3, 2, 4)),
        ("bell", CardKind.ITEM, (3, 3, 2, 3)),
        ("girl", CardKind.OMEN, (3, 3, 3, 3)),
        ("dog", CardKind.OMEN, (4, 3, 2, 3)),
        ("madman", CardKind.OMEN, (5, 3, 2, 1)),
    ],
)
def test_bonus_cards_give_on_drawing_and_take_back_on_loss(
    card: str, kind: CardKind, gained: tuple[int, int, int, int]
) -> None:
    s = draws(card, kind)
    assert pos(s, ZOE) == gained
    s = lose_card(s, card)
    assert pos(s, ZOE) == (3, 3, 2, 2)


def test_book_traded_takes_its_knowledge_to_the_new_holder() -> None:
    s = mine(Scenario.new(), "book")
    assert pos(s, ZOE)[2] == 4
    s = run_script(s, ["end", "end", "end", "trade book 1", "accept"])  # round to Zoe
    assert pos(s, ZOE)[2] == 2 and pos(s, OX)[2] == 4
    assert s.explorers[OX].cards == ("book",)


def test_companions_cannot_be_dropped_or_traded() -> None:
    s = draws("girl", CardKind.OMEN, Scenario.new().at(OX, "entrance_hall"))
    assert not [a for a in names(s) if "girl" in a]


def test_bell_book_and_candle_together_give_two_in_each_trait() -> None:
    sc = Scenario.new().give(ZOE, "book", "candle")
    s = mine(sc, "bell")
    # One Sanity from the Bell itself, two everywhere from the set.
    assert pos(s, ZOE) == (5, 5, 4, 5)
    s = s.apply("drop candle")  # the set is broken: the two come off again
    assert pos(s, ZOE) == (3, 3, 2, 3)
    s = s.apply("drop book")  # only the Book's own two Knowledge now
    assert pos(s, ZOE) == (3, 3, 0, 3)
    s = run_script(s, ["end", "end", "end", "pickup candle"])
    assert pos(s, ZOE) == (3, 3, 0, 3)
    s = s.apply("pickup book")  # the set again
    assert pos(s, ZOE) == (5, 5, 4, 5)


def test_two_of_the_three_give_no_set_bonus() -> None:
    assert pos(mine(Scenario.new(), "bell", "book"), ZOE) == (3, 3, 4, 3)
    assert pos(mine(Scenario.new().give(ZOE, "candle"), "bell"), ZOE) == (3, 3, 2, 3)


# ----- Candle: an extra die on the trait rolls of the holder's events -----------------------


def test_candle_adds_a_die_to_the_holders_event_roll() -> None:
    s = draws("spider", CardKind.EVENT, Scenario.new().give(ZOE, "candle"))
    s = s.apply("choose speed")
    assert pending_dice(s) == 5  # Speed 4, and the Candle's die
    plain = draws("spider", CardKind.EVENT).apply("choose speed")
    assert pending_dice(plain) == 4


def test_candle_does_not_help_with_an_event_someone_else_drew() -> None:
    sc = Scenario.new().give(ZOE, "candle")
    s = draws("hideous_shriek", CardKind.EVENT, sc, seat=OX)
    assert pending_dice(s) == 5  # Zoe's Sanity 5: her roll comes first, without the die
    mine_ = draws("hideous_shriek", CardKind.EVENT, Scenario.new().give(ZOE, "candle"))
    assert pending_dice(mine_) == 6


def test_candle_does_not_help_with_an_items_roll() -> None:
    s = Scenario.new().give(ZOE, "candle", "puzzle_box").turn(ZOE).build()
    s = s.apply("use item:puzzle_box open")
    assert pending_dice(s) == 3


# ----- Armor ---------------------------------------------------------------------------------


def test_armor_takes_one_off_each_physical_damage() -> None:
    sc = Scenario.new().room("furnace_room", Floor.BASEMENT, 0, 1, 2)
    sc.at(ZOE, "furnace_room").give(ZOE, "armor")
    s = sc.turn(ZOE).build().apply("end")
    assert s.turn.player == OX and not s.frames  # a point of damage, all stopped
    # Two dice of damage from the Spider's 0: two points, one stopped.
    s = draws("spider", CardKind.EVENT, Scenario.new().give(ZOE, "armor"))
    s = run_script(s, ["choose speed", *dice(0, 0, 0, 0), *dice(1, 1)])
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 1


def test_armor_does_not_stop_mental_damage() -> None:
    sc = Scenario.new().room("crypt", Floor.BASEMENT, 0, 1, 2)
    s = sc.at(ZOE, "crypt").give(ZOE, "armor").turn(ZOE).build().apply("end")
    assert names(s) == ["damage knowledge", "damage sanity"]


# ----- Puzzle Box ------------------------------------------------------------------------------


def test_puzzle_box_opens_on_six_and_gives_two_items() -> None:
    s = Scenario.new().give(ZOE, "puzzle_box").turn(ZOE).build()
    s = run_script(s, ["use item:puzzle_box open", *dice(2, 2, 2), "card axe", "card bell"])
    assert s.explorers[ZOE].cards == ("axe", "bell")
    assert "puzzle_box" in s.removed and not s.frames


def test_puzzle_box_stays_shut_on_five_and_waits_for_next_turn() -> None:
    s = Scenario.new().give(ZOE, "puzzle_box").turn(ZOE).build()
    s = run_script(s, ["use item:puzzle_box open", *dice(2, 2, 1)])
    assert s.explorers[ZOE].cards == ("puzzle_box",) and not s.frames
    assert "use item:puzzle_box open" not in names(s)


# ----- Medical Kit -----------------------------------------------------------------------------


def _hurt_zoe(*cards: str) -> Scenario:
    sc = Scenario.new().give(ZOE, "medical_kit", *cards)
    return sc.trait(ZOE, M, 1).trait(ZOE, S, 1).trait(ZOE, K, 7)  # Knowledge 5: five dice


def test_medical_kit_eight_heals_three_points_up_to_the_start() -> None:
    s = _hurt_zoe().turn(ZOE).build()
    s = run_script(s, ["use item:medical_kit treat 0", *dice(2, 2, 2, 2, 0)])
    assert names(s) == ["choose might", "choose speed"]
    s = run_script(s, ["choose might", "choose might"])  # Might is back to its start
    assert not s.frames and pos(s, ZOE) == (3, 2, 7, 2)


def test_medical_kit_six_or_seven_heals_two_points() -> None:
    s = _hurt_zoe().turn(ZOE).build()
    s = run_script(s, ["use item:medical_kit treat 0", *dice(2, 2, 2, 1, 0)])
    s = run_script(s, ["choose speed", "choose speed"])
    assert not s.frames and pos(s, ZOE) == (1, 3, 7, 2)


def test_medical_kit_four_or_five_heals_one_point() -> None:
    s = _hurt_zoe().turn(ZOE).build()
    s = run_script(s, ["use item:medical_kit treat 0", *dice(2, 2, 1, 0, 0)])
    s = s.apply("choose might")
    assert not s.frames and pos(s, ZOE) == (2, 1, 7, 2)


def test_medical_kit_three_or_less_does_nothing() -> None:
    s = _hurt_zoe().turn(ZOE).build()
    s = run_script(s, ["use item:medical_kit treat 0", *dice(2, 1, 0, 0, 0)])
    assert not s.frames and pos(s, ZOE) == (1, 1, 7, 2)
    assert "medical_kit" in s.explorers[ZOE].cards


def test_medical_kit_treats_a_hurt_explorer_in_the_room_only() -> None:
    sc = Scenario.new().give(ZOE, "medical_kit").trait(OX, S, 2).trait(VIVIAN, M, 0)
    sc.at(VIVIAN, "foyer")
    s = sc.turn(ZOE).build()
    assert uses(s) == ["use item:medical_kit treat 1"]
    s = run_script(s, ["use item:medical_kit treat 1", *dice(2, 2, 0)])
    assert pos(s, OX) == (2, 3, 2, 2)  # only Speed was hurt: the point goes there


# ----- Healing Salve and Smelling Salts --------------------------------------------------------


def test_healing_salve_restores_might_and_speed_and_is_used_up() -> None:
    sc = Scenario.new().give(ZOE, "healing_salve").trait(ZOE, M, 0).trait(ZOE, S, 1)
    s = sc.turn(ZOE).build()
    s = s.apply("use item:healing_salve apply 0")
    assert pos(s, ZOE) == (3, 3, 2, 2) and "healing_salve" in s.removed


def test_healing_salve_on_another_explorer_leaves_other_traits() -> None:
    sc = Scenario.new().give(ZOE, "healing_salve").trait(OX, S, 0).trait(OX, K, 0)
    s = sc.turn(ZOE).build()
    assert uses(s) == ["use item:healing_salve apply 1"]
    s = s.apply("use item:healing_salve apply 1")
    assert pos(s, OX) == (2, 4, 0, 2)


def test_smelling_salts_restore_knowledge_only_where_it_is_low() -> None:
    sc = Scenario.new().give(ZOE, "smelling_salts").trait(VIVIAN, K, 0).trait(OX, M, 0)
    s = sc.turn(ZOE).build()
    assert uses(s) == ["use item:smelling_salts revive 2"]
    s = s.apply("use item:smelling_salts revive 2")
    assert pos(s, VIVIAN) == (2, 3, 3, 2) and "smelling_salts" in s.removed


# ----- Pickpocket's Gloves ---------------------------------------------------------------------


def test_pickpockets_gloves_take_an_item_but_not_armor_or_omens() -> None:
    sc = Scenario.new().give(ZOE, "pickpockets_gloves").give(OX, "axe", "armor", "book")
    s = sc.turn(ZOE).build()
    assert uses(s) == ["use item:pickpockets_gloves pick 1 axe"]
    s = s.apply("use item:pickpockets_gloves pick 1 axe")
    assert s.explorers[ZOE].cards == ("axe",)
    assert s.explorers[OX].cards == ("armor", "book")
    assert "pickpockets_gloves" in s.removed


def test_pickpockets_gloves_move_a_bonus_with_the_stolen_item() -> None:
    sc = Scenario.new().at(OX, "foyer").give(ZOE, "pickpockets_gloves")
    s = mine(sc, "amulet_of_the_ages", seat=OX)
    s = run_script(s, ["move S", "end", "end"])  # Ox comes into Zoe's room; round to Zoe
    assert s.turn.player == ZOE
    s = s.apply("use item:pickpockets_gloves pick 1 amulet_of_the_ages")
    assert pos(s, ZOE) == (4, 4, 3, 3) and pos(s, OX) == (0, 2, 0, 0)


def test_pickpockets_gloves_need_someone_else_in_the_room() -> None:
    sc = Scenario.new().give(ZOE, "pickpockets_gloves").give(OX, "axe").at(OX, "foyer")
    s = sc.turn(ZOE).build()
    assert not uses(s)


# ----- Dark Dice -------------------------------------------------------------------------------


def _dark(sc: Scenario | None = None) -> GameState:
    sc = (sc or Scenario.new()).give(ZOE, "dark_dice")
    return sc.turn(ZOE).build().apply("use item:dark_dice throw")


def test_dark_dice_six_moves_to_another_explorers_room() -> None:
    s = _dark(Scenario.new().at(OX, "foyer").at(VIVIAN, "grand_staircase"))
    s = run_script(s, dice(2, 2, 2))
    assert names(s) == ["choose 1", "choose 2"]
    s = s.apply("choose 2")
    assert s.explorers[ZOE].room == "grand_staircase"


def test_dark_dice_five_pushes_another_explorer_through_a_door() -> None:
    s = _dark(Scenario.new().at(VIVIAN, "foyer"))
    s = run_script(s, dice(2, 2, 1))  # Ox is the only other one here; one door leads out
    assert s.explorers[OX].room == "foyer" and s.explorers[ZOE].room == "entrance_hall"


def test_dark_dice_five_alone_does_nothing() -> None:
    s = _dark(Scenario.new().at(OX, "foyer").at(VIVIAN, "foyer"))
    s = run_script(s, dice(2, 2, 1))
    assert not s.frames and s.explorers[OX].room == "foyer"


def test_dark_dice_four_gains_a_physical_trait() -> None:
    s = run_script(_dark(), dice(2, 2, 0))
    assert names(s) == ["choose might", "choose speed"]
    s = s.apply("choose speed")
    assert pos(s, ZOE) == (3, 4, 2, 2)


def test_dark_dice_three_steps_into_a_next_room_for_free() -> None:
    s = run_script(_dark(), dice(2, 1, 0))
    assert s.explorers[ZOE].room == "foyer" and s.turn.moves_left == 4


def test_dark_dice_two_gains_a_mental_trait() -> None:
    s = run_script(_dark(), dice(2, 0, 0))
    assert names(s) == ["choose knowledge", "choose sanity"]
    s = s.apply("choose knowledge")
    assert pos(s, ZOE) == (3, 3, 3, 2)


def test_dark_dice_one_draws_an_event() -> None:
    s = run_script(_dark(), dice(1, 0, 0))
    frame = s.frames[-1]
    assert isinstance(frame, DrawCard) and frame.kind is CardKind.EVENT


def test_dark_dice_zero_drops_every_trait_and_is_lost() -> None:
    s = run_script(_dark(), dice(0, 0, 0))
    assert pos(s, ZOE) == (0, 0, 0, 0) and "dark_dice" in s.removed


def test_dark_dice_once_per_turn() -> None:
    s = run_script(_dark(), [*dice(2, 0, 0), "choose sanity"])
    assert "use item:dark_dice throw" not in names(s)


# ----- Bottle and Dynamite: only after the haunt -----------------------------------------------


def test_bottle_and_dynamite_wait_for_the_haunt() -> None:
    s = Scenario.new().give(ZOE, "bottle", "dynamite").turn(ZOE).build()
    assert not uses(s)


def _bottle(*faces: int) -> GameState:
    sc = Scenario.new().give(ZOE, "bottle").turn(ZOE).haunt_started()
    s = after_haunt_use(sc.build(), "use item:bottle drink")
    return run_script(s, dice(*faces))


@pytest.mark.parametrize(
    ("faces", "after"),
    [
        ((2, 2, 1), (5, 5, 2, 2)),
        ((2, 2, 0), (3, 3, 4, 4)),
        ((2, 1, 0), (2, 3, 3, 2)),
        ((2, 0, 0), (3, 3, 0, 0)),
        ((1, 0, 0), (1, 1, 2, 2)),
        ((0, 0, 0), (1, 1, 0, 0)),
    ],
)
def test_bottle_results(faces: tuple[int, ...], after: tuple[int, int, int, int]) -> None:
    s = _bottle(*faces)
    assert not s.frames and pos(s, ZOE) == after and "bottle" in s.removed


def test_bottle_six_moves_anywhere_in_the_house() -> None:
    s = _bottle(2, 2, 2)
    assert "choose basement_landing" in names(s)
    s = s.apply("choose basement_landing")
    assert s.explorers[ZOE].room == "basement_landing" and "bottle" in s.removed


def test_dynamite_hurts_explorers_who_fail_a_speed_five() -> None:
    sc = Scenario.new().give(ZOE, "dynamite").at(OX, "foyer").at(VIVIAN, "foyer")
    s = sc.turn(ZOE).haunt_started().build()
    s = after_haunt_use(s, "use item:dynamite throw foyer")
    assert "dynamite" in s.removed
    s = run_script(s, dice(2, 2, 1, 0))  # Ox: 5, safe
    s = run_script(s, dice(2, 2, 0, 0))  # Vivian: 4, hit
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == VIVIAN and frame.points == 4
    assert pos(s, OX) == (2, 4, 2, 2)


# ----- Bite ------------------------------------------------------------------------------------


def test_bite_higher_attack_deals_the_difference() -> None:
    s = draws("bite", CardKind.OMEN)
    assert pending_dice(s) == 4
    s = run_script(s, [*dice(2, 2, 2, 1), *dice(1, 1, 0)])  # 7 against Might 3 dice: 2
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.kind.value == "physical"
    assert frame.points == 5


def test_bite_tie_or_lower_attack_does_nothing() -> None:
    tie = run_script(draws("bite", CardKind.OMEN), [*dice(1, 1, 0, 0), *dice(1, 1, 0)])
    assert not tie.frames and pos(tie, ZOE) == (3, 3, 2, 2)
    low = run_script(draws("bite", CardKind.OMEN), [*dice(0, 0, 0, 0), *dice(1, 0, 0)])
    assert not low.frames and pos(low, ZOE) == (3, 3, 2, 2)
    assert low.explorers[ZOE].cards == ("bite",)
    assert "drop bite" not in names(low)


# ----- Mask ------------------------------------------------------------------------------------


def test_mask_put_on_with_four_then_taken_off_later() -> None:
    s = Scenario.new().give(ZOE, "mask").turn(ZOE).build()
    assert "use omen:mask take_off" not in names(s)
    s = run_script(s, ["use omen:mask put_on", *dice(2, 2, 0, 0, 0)])
    assert pos(s, ZOE) == (3, 3, 4, 0)
    assert "use omen:mask take_off" not in names(s)  # once per turn
    s = run_script(s, ["end", "end", "end"])
    assert "use omen:mask put_on" not in names(s)
    # Sanity is 3 now: three dice.
    s = run_script(s, ["use omen:mask take_off", *dice(2, 2, 0)])
    assert pos(s, ZOE) == (3, 3, 2, 2)


def test_mask_three_or_less_does_nothing() -> None:
    s = Scenario.new().give(ZOE, "mask").turn(ZOE).build()
    s = run_script(s, ["use omen:mask put_on", *dice(2, 1, 0, 0, 0)])
    assert pos(s, ZOE) == (3, 3, 2, 2)
    assert not uses(s)


def test_mask_lost_while_worn_comes_off() -> None:
    s = Scenario.new().give(ZOE, "mask").turn(ZOE).build()
    s = run_script(s, ["use omen:mask put_on", *dice(2, 2, 0, 0, 0), "end", "end", "end"])
    s = s.apply("drop mask")
    assert pos(s, ZOE) == (3, 3, 2, 2)
    s = run_script(s, ["end", "end", "end", "pickup mask", "end", "end", "end"])
    assert "use omen:mask put_on" in names(s) and "use omen:mask take_off" not in names(s)


# ----- the Dog's errand -----------------------------------------------------------------------


def _dog(*cards: str) -> Scenario:
    """Zoe on her turn in the Entrance Hall with the Dog and ``cards``."""
    return Scenario.new().give(ZOE, "dog", *cards).turn(ZOE)


def test_the_dog_fetches_an_item_from_a_room_and_zoe_stays_put() -> None:
    sc = _dog().room("library", Floor.GROUND, 1, 1, 0).pile("library", "axe")
    s = sc.build()
    assert "use omen:dog fetch library" in names(s)
    s = s.apply("use omen:dog fetch library")
    assert names(s) == ["choose False", "choose True"]  # bring the Axe back, or not
    s = s.apply("choose True")
    assert not s.frames and s.explorers[ZOE].cards == ("dog", "axe")
    assert s.pile("library") == () and s.explorers[ZOE].room == "entrance_hall"
    # Once a turn.
    assert not any(n.startswith("use omen:dog") for n in names(s))


def test_the_dog_leaves_one_item_and_brings_back_another() -> None:
    s = _dog("bell").pile("foyer", "revolver").build()
    sanity = pos(s, ZOE)[3]
    s = s.apply("use omen:dog fetch foyer")
    s = run_script(s, ["choose True"])  # leave the Bell (her only item) there
    assert s.pile("foyer") == ("revolver", "bell") and pos(s, ZOE)[3] == sanity - 1
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")  # the Revolver comes back; the Bell stays
    assert not s.frames and s.explorers[ZOE].cards == ("dog", "revolver")
    assert s.pile("foyer") == ("bell",)


def test_the_dog_keeps_out_of_rooms_that_ask_a_roll_and_stays_within_six_spaces() -> None:
    sc = _dog().room("attic", Floor.UPPER, 0, 1).pile("attic", "axe")
    sc.room("kitchen", Floor.GROUND, 5, 5).pile("kitchen", "bottle")  # joined to nothing
    sc.pile("upper_landing", "armor")
    s = sc.build()
    errands = [n for n in names(s) if n.startswith("use omen:dog")]
    # The Upper Landing is three spaces off by the stairs; the Attic asks a Speed roll of
    # whoever leaves it; no way leads to the Kitchen.
    assert errands == ["use omen:dog fetch upper_landing"]


def test_the_dog_has_no_errand_with_nothing_to_carry() -> None:
    s = _dog().build()
    assert not any(n.startswith("use omen:dog") for n in names(s))
