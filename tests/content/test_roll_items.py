"""Items used on a roll (a trait roll, or any roll for some): before the dice are thrown,
or after they land."""

from __future__ import annotations

from pathlib import Path

import attrs

from betrayal import Trait
from betrayal.content.model import Floor
from betrayal.core.frames import PlaceDamage, RollDice
from betrayal.core.state import CHANCE, GameState
from betrayal.testing import Scenario, run_script

ZOE = 0  # Speed 4: the Attic's roll to leave is a Speed roll of 3+, failing costs Might


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def _leaving_attic(*cards: str) -> GameState:
    sc = Scenario.new()
    sc.room("attic", Floor.UPPER, 0, 1)
    return sc.at(ZOE, "attic").give(ZOE, *cards).turn(ZOE).build().apply("move S")


def _roll(state: GameState) -> RollDice:
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    return frame


def test_adrenaline_shot_adds_four_and_is_used_up() -> None:
    s = _leaving_attic("adrenaline_shot")
    assert names(s) == ["choose False", "choose True"]  # use it, or keep it for later
    s = s.apply("choose True")
    assert _roll(s).bonus == 4 and "adrenaline_shot" in s.removed
    s = run_script(s, ["die 0"] * 4)  # 0 + 4: passes the 3+, no Might lost
    assert s.explorers[ZOE].room == "upper_landing"
    assert s.explorers[ZOE].position(Trait.MIGHT) == 3


def test_kept_adrenaline_shot_does_nothing() -> None:
    s = run_script(_leaving_attic("adrenaline_shot"), ["choose False"] + ["die 0"] * 4)
    assert (
        s.explorers[ZOE].position(Trait.MIGHT) == 2 and "adrenaline_shot" in s.explorers[ZOE].cards
    )


def test_angel_feather_names_the_result() -> None:
    s = run_script(_leaving_attic("angel_feather"), ["choose True"])
    assert names(s)[0] == "choose 0" and names(s)[-1] == "choose 8"
    s = s.apply("choose 2")  # names a failing 2: no dice are thrown
    assert s.current_player() == ZOE or not s.frames
    assert s.explorers[ZOE].room == "upper_landing"
    assert s.explorers[ZOE].position(Trait.MIGHT) == 2 and "angel_feather" in s.removed


def test_idol_gives_two_dice_for_a_point_of_sanity_once_a_turn() -> None:
    s = run_script(_leaving_attic("idol"), ["choose True"])
    assert _roll(s).dice == 6 and s.explorers[ZOE].position(Trait.SANITY) == 1


def test_rabbits_foot_rerolls_the_lowest_die() -> None:
    s = run_script(_leaving_attic("rabbits_foot"), ["die 0", "die 1", "die 0", "die 0"])
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    assert s.current_player() == CHANCE and _roll(s).faces == (1, 0, 0)
    s = s.apply("die 2")  # 1 + 0 + 0 + 2 = 3: passes
    assert s.explorers[ZOE].position(Trait.MIGHT) == 3 and "rabbits_foot" in s.explorers[ZOE].cards


def test_lucky_stone_rerolls_as_many_dice_as_wished_once() -> None:
    s = run_script(_leaving_attic("lucky_stone"), ["die 0", "die 1", "die 0", "die 0"])
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    # How many blanks to throw again (three show), then how many ones (one shows); no
    # die shows a two, so that is not asked.
    assert names(s) == ["choose 0", "choose 1", "choose 2", "choose 3"]
    s = run_script(s, ["choose 3", "choose 0"])
    assert _roll(s).faces == (1,) and "lucky_stone" in s.removed
    s = run_script(s, ["die 1", "die 1", "die 0"])  # 1 + 1 + 1 + 0 = 3: passes
    assert s.explorers[ZOE].position(Trait.MIGHT) == 3


def test_lucky_stone_may_throw_again_a_die_that_is_not_the_lowest() -> None:
    # The holder picks the dice: here the one showing 1 and a single blank.
    s = run_script(_leaving_attic("lucky_stone"), ["die 0", "die 1", "die 0", "die 0"])
    s = run_script(s, ["choose True", "choose 1", "choose 1"])
    assert _roll(s).faces == (0, 0)
    s = run_script(s, ["die 2", "die 2"])  # 0 + 0 + 2 + 2 = 4: passes
    assert s.explorers[ZOE].room == "upper_landing"


def test_lucky_stone_reaches_dice_of_damage() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.damage import roll_damage
    from betrayal.core.traits import DamageKind

    s = Scenario.new().give(ZOE, "lucky_stone").build()
    s = run_script(run_pending(roll_damage(s, ZOE, DamageKind.PHYSICAL, 2)), ["die 2", "die 2"])
    assert names(s) == ["choose False", "choose True"]
    s = run_script(s, ["choose True", "choose 2", "die 0", "die 1"])  # both twos again
    assert names(s) == ["damage might", "damage speed"]
    s = s.apply("damage might")
    assert not s.frames  # 1 point of damage, not 4


def test_rabbits_foot_reaches_an_items_plain_dice() -> None:
    # The Dark Dice throw three plain dice; the Rabbit's Foot throws the lowest again.
    s = Scenario.new().give(ZOE, "dark_dice", "rabbits_foot").build()
    s = run_script(s, ["use item:dark_dice throw", "die 0", "die 2", "die 2"])
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    assert _roll(s).faces == (2, 2) and s.current_player() == CHANCE


def test_idol_adds_two_dice_to_the_haunt_roll() -> None:
    import attrs

    sc = Scenario.new().give(ZOE, "idol").omens(1, ("girl", "kitchen"))
    s = sc.build()
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, drew_omen=True, movement_over=True))
    s = run_script(s, ["end", "choose True"])
    assert _roll(s).dice == 8 and s.explorers[ZOE].position(Trait.SANITY) == 1


def test_angel_feather_names_the_haunt_roll() -> None:
    import attrs

    from betrayal import Phase

    sc = Scenario.new().give(ZOE, "angel_feather").omens(1, ("girl", "kitchen"))
    s = sc.build()
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, drew_omen=True, movement_over=True))
    s = run_script(s, ["end", "choose True", "choose 0"])  # 0 is less than one omen
    assert s.phase is Phase.HAUNT and "angel_feather" in s.removed


def test_smoke_takes_two_dice_from_trait_rolls_in_its_room() -> None:
    s = Scenario.new().stack(["conservatory", "attic"]).build()
    s = run_script(s, ["move E", "room conservatory", "rotate 3", "card smoke"])
    assert any(t.endswith(":smoke") and r == "conservatory" for t, r in s.tokens)
    from betrayal.core.frames import Ctx
    from betrayal.script.library.rolls import dice_for_roll

    ctx = Ctx("room:attic", ZOE, None, "attic")
    assert dice_for_roll(s, ctx, ZOE, Trait.SPEED) == s.trait(ZOE, Trait.SPEED) - 2
    elsewhere = Scenario(s).at(ZOE, "foyer").build()
    assert dice_for_roll(elsewhere, ctx, ZOE, Trait.SPEED) == s.trait(ZOE, Trait.SPEED)


def test_it_is_meant_to_be_keeps_a_result_for_a_later_roll() -> None:
    sc = Scenario.new()
    sc.room("attic", Floor.UPPER, 0, 1)
    s = sc.stack(["conservatory"]).build()
    s = run_script(
        s,
        [
            "move E",
            "room conservatory",
            "rotate 3",
            "card it_is_meant_to_be",
            "choose 2",  # the second option: a roll kept for later
            "die 2",
            "die 2",
            "die 1",
            "die 0",
        ],
    )  # 5 kept for later
    assert "it_is_meant_to_be" in s.explorers[ZOE].cards
    s = Scenario(s).at(ZOE, "attic").turn(ZOE).build().apply("move S")
    s = s.apply("choose True")  # use the kept 5 for the Speed roll to leave the Attic
    assert s.explorers[ZOE].room == "upper_landing"
    assert s.explorers[ZOE].position(Trait.MIGHT) == 3  # 5 passes the 3+
    assert "it_is_meant_to_be" in s.event_discards


def test_the_skull_lets_mental_damage_be_taken_as_physical() -> None:
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.damage import take_damage
    from betrayal.core.traits import DamageKind

    s = Scenario.new().give(ZOE, "skull").build()
    s = run_pending(take_damage(s, ZOE, DamageKind.MENTAL, 2))
    assert names(s) == ["accept", "decline"]
    assert names(s.apply("accept")) == ["damage might", "damage speed"]
    assert names(s.apply("decline")) == ["damage knowledge", "damage sanity"]
    # Without the Skull, no question is asked.
    plain = run_pending(take_damage(Scenario.new().build(), ZOE, DamageKind.MENTAL, 2))
    assert names(plain) == ["damage knowledge", "damage sanity"]


def test_the_spirit_board_shows_the_next_room_tile() -> None:
    s = Scenario.new().give(ZOE, "spirit_board").stack(["kitchen", "attic", "chapel"]).build()
    assert "use omen:spirit_board peek" in names(s)
    s = s.apply("use omen:spirit_board peek")
    assert s.current_player() == CHANCE and names(s) == [
        "pick attic",
        "pick chapel",
        "pick kitchen",
    ]
    s = s.apply("pick chapel")
    assert s.room_top == ("chapel", ZOE)
    assert s.observation(ZOE)["room_top"] == ["chapel", ZOE]
    assert s.observation(1)["room_top"] is None
    s = s.apply("move E")
    assert names(s) == ["room chapel"]  # the tile she saw comes next
    s = s.apply("room chapel")
    assert s.room_top is None


def test_the_spirit_board_is_for_before_moving() -> None:
    s = Scenario.new().give(ZOE, "spirit_board").build().apply("move N")
    assert "use omen:spirit_board peek" not in names(s)


def test_the_music_box_mesmerises_whoever_starts_a_turn_near_it() -> None:
    s = Scenario.new().give(ZOE, "music_box").build()
    s = s.apply("use item:music_box wind")  # open: it plays
    s = s.apply("end")
    # Ox starts his turn in the Entrance Hall with the box playing: Sanity 3, three dice.
    assert s.current_player() == CHANCE
    s = run_script(s, ["die 0", "die 1", "die 1"])  # 2: mesmerised
    assert names(s) == ["end"]
    s = s.apply("end")
    s = run_script(s, ["die 2", "die 1", "die 1", "die 0"])  # Vivian: 4, she resists
    assert "end" in names(s) and len(names(s)) > 1


def test_a_mesmerised_holder_drops_the_music_box_and_it_plays_on() -> None:
    s = Scenario.new().give(ZOE, "music_box").build()
    s = run_script(s, ["use item:music_box wind", "end", "die 2", "die 2", "die 0", "end"])
    s = run_script(s, ["die 2", "die 2", "die 0", "die 0", "end"])  # Vivian: Sanity 4
    # Zoe's turn begins beside her own box: Sanity 5, five dice, all blank.
    s = run_script(s, ["die 0"] * 5)
    assert names(s) == ["end"]
    assert s.pile("entrance_hall") == ("music_box",)
    assert any(t.endswith(":tune") and r == "entrance_hall" for t, r in s.tokens)
    # Lying on the floor it still plays: Ox rolls again at the start of his turn.
    s = s.apply("end")
    assert s.current_player() == CHANCE


def test_the_spirit_board_sees_the_tile_another_look_put_on_top() -> None:
    sc = Scenario.new().give(ZOE, "spirit_board").stack(["kitchen", "attic", "chapel"])
    s = sc.build().evolve(room_top=("chapel", 1), room_after=(("attic", 1),))
    s = s.apply("use omen:spirit_board peek")
    # No chance: the top tile is known to be the Chapel, and now Zoe knows it too.
    assert not s.frames and s.room_top == ("chapel", ZOE)
    assert s.room_after == (("attic", 1),)


# ----- fights: an explorer's attack and defence dice are rolls too ---------------------------

DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"


def _duel_face_to_face(card: str, holder_attacks: bool) -> tuple[GameState, int, int]:
    """The Duel revealed; everyone fresh in the Foyer (the hound kept away); the hero whose
    turn it is attacks the traitor. ``card`` is held by the attacker or by the traitor."""
    from betrayal import Game
    from betrayal.core.state import MonsterState

    game = Game(players=4, scripts=[DUEL])
    s = game.new_state(seed=3, haunt=900)
    hero, traitor = s.turn.player, s.traitor
    assert traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    sc.give(hero if holder_attacks else traitor, card)
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("hound#1", "hound", "entrance_hall"),))
    s = sc.turn(hero).build().apply(f"attack {traitor}")
    return s, hero, traitor


def test_the_angel_feather_names_an_attack_roll() -> None:
    s, hero, traitor = _duel_face_to_face("angel_feather", holder_attacks=True)
    assert s.current_player() == hero and names(s) == ["choose False", "choose True"]
    s = run_script(s, ["choose True", "choose 8"])  # no attack dice are thrown
    assert "angel_feather" in s.removed
    defence = s.trait(traitor, Trait.MIGHT)
    s = run_script(s, ["die 0"] * defence)  # the traitor's defence: blanks
    # 8 beats 0: the traitor (who holds nothing to steal) takes eight points of damage.
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and (frame.explorer, frame.points) == (traitor, 8)


def test_the_rabbits_foot_rerolls_a_defence_die() -> None:
    s, hero, traitor = _duel_face_to_face("rabbits_foot", holder_attacks=False)
    s = run_script(s, ["die 1"] * s.trait(hero, Trait.MIGHT))  # the attack lands
    s = run_script(s, ["die 0"] * s.trait(traitor, Trait.MIGHT))  # the defence lands
    # The defender's one reroll of the turn, on their own dice.
    assert s.current_player() == traitor and names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    roll = _roll(s)  # one die taken back, to be thrown again
    assert s.current_player() == CHANCE and len(roll.faces) == roll.dice - 1


def test_a_card_acts_on_its_holders_dice_only() -> None:
    s, hero, _ = _duel_face_to_face("lucky_stone", holder_attacks=False)
    # The traitor holds the Lucky Stone; the hero's attack dice are not the traitor's
    # roll, so the stone is not offered when they land.
    s = run_script(s, ["die 1"] * s.trait(hero, Trait.MIGHT))
    assert s.current_player() == CHANCE
