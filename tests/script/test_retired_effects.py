"""The effects that a family with a mode, or a new parameter of an existing effect, now
says (betrayal/script/retired_effects.py): each entry's template, filled in with a value
of each old parameter's type, is a statement the current language accepts, the old name
is no longer registered, and each new form does what a player would expect of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs
import pytest

from betrayal import Game
from betrayal.content.loader import load
from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import Continue, Ctx, DrawCard, PlaceDamage, RollDice, RollPurpose, Then
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait
from betrayal.script import retired_effects
from betrayal.script.english import render_program
from betrayal.script.library.cards import NOWHERE as NO_ROOM
from betrayal.script.library.cards import CardMove
from betrayal.script.library.combat import THEIR_ROOM
from betrayal.script.library.house import Removal
from betrayal.script.library.monster_paths import ANYWHERE, NOWHERE, Sending
from betrayal.script.library.monsters import NOBODY
from betrayal.script.library.rolls import LOWEST, Change
from betrayal.script.library.steps import Step
from betrayal.script.library.tokens import Handling
from betrayal.script.library.traits import Reset
from betrayal.script.load import check_text
from betrayal.script.registry import all_primitives
from betrayal.script.retired import RETIRED, RetiredKind
from betrayal.script.types import Base
from betrayal.testing import Scenario

CONTENT = load("hoth2")
CTX = Ctx("test", 0, None, "test")
ROOM_CTX = Ctx("room:attic", 0, None, "attic")  # a program whose own rules run
DUEL = Path(__file__).parent.parent / "haunts" / "duel.haunt"
# A value of each type that fits the probe below.
SAMPLE = {
    Base.EXPLORER: "who",
    Base.ROOM: "foyer",
    Base.INT: "2",
    Base.MONSTER: "hound",
    Base.TRAIT: "might",
    Base.CARD: "axe",
    Base.TOKEN: "crate",
    Base.BOOL: "true",
    Base.DAMAGE: "physical",
}


def _probe(body: str, language: int = 3) -> str:
    return (
        f'language {language}\nhaunt 900 "Probe" {{\n'
        '  monster hound "Hound" { traits might 4 speed 3 }\n  token crate "Crate"\n'
        f"  rule {{ on turn_start(who) {{\n {body}\n }} }}\n"
        "  heroes { win when false }\n  traitor { win when false }\n}\n"
    )


def _ours() -> list[str]:
    all_primitives()  # loads the library, and with it the retired names
    return list(retired_effects.NAMES)


def _call(name: str, state: GameState, *args: object, ctx: Ctx = CTX) -> Any:
    return all_primitives()[name].impl(state, ctx, *args)


def _rendered(statement: str) -> str:
    result = check_text(_probe(statement), CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    return "\n".join(render_program(program))


def test_enough_effects_are_retired() -> None:
    assert len(_ours()) >= 25


@pytest.mark.parametrize("name", _ours())
def test_a_retired_effect_reads_as_a_call_of_the_general_form(name: str) -> None:
    entry = RETIRED[name]
    assert entry.kind is RetiredKind.CALL and entry.since == 3 and entry.why
    assert name not in all_primitives()
    filled = entry.template.format(**{p.name: SAMPLE[p.type.base] for p in entry.params})
    as_effect = check_text(_probe(filled), CONTENT)
    if not as_effect.errors:
        return
    as_value = check_text(_probe(f"let probe = {filled}\n if probe == probe {{ }}"), CONTENT)
    assert not as_value.errors, [d.format() for d in as_value.errors]


@pytest.mark.parametrize("name", _ours())
def test_an_old_file_still_reads_the_name_and_a_new_one_is_told_the_replacement(
    name: str,
) -> None:
    entry = RETIRED[name]
    args = ", ".join(SAMPLE[p.type.base] for p in entry.params)
    call = f"{name}({args})"
    if name == "token_room_for":
        call = f"let probe = {call}\n if probe == probe {{ }}"
    assert not check_text(_probe(call, language=2), CONTENT).errors
    (error,) = check_text(_probe(call, language=3), CONTENT).errors
    assert error.code == "E210" and "was retired in language 3" in error.message


# ----- draw(who, kind) -----------------------------------------------------------------------


def test_draw_takes_the_deck_named_and_ends_the_movement_of_ones_own_turn() -> None:
    s = Scenario.new().turn(0).build()
    for kind in (CardKind.ITEM, CardKind.EVENT, CardKind.OMEN):
        drawn = _call("draw", s, 0, kind)
        assert drawn.frames[-1] == DrawCard(0, kind)
        assert drawn.turn.movement_over
    assert not _call("draw", s, 1, CardKind.ITEM).turn.movement_over  # not their turn
    assert "draw an event card and resolve it" in _rendered("draw(who, event)")


def test_the_dead_draw_nothing() -> None:
    s = Scenario.new().build()
    dead = list(s.explorers)
    dead[1] = attrs.evolve(dead[1], alive=False)
    s = attrs.evolve(s, explorers=tuple(dead))
    assert _call("draw", s, 1, CardKind.OMEN) is s


# ----- change_roll(how, amount) and reroll_dice(face, count) ---------------------------------


def _rolling(faces: tuple[int, ...] = (), dice: int = 3) -> GameState:
    s = Scenario.new().build()
    roll = RollDice(RollPurpose.SCRIPT, 0, dice, faces=faces, trait=Trait.SANITY)
    return attrs.evolve(s, frames=(*s.frames, roll))


def _roll(state: GameState) -> RollDice:
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    return frame


def test_change_roll_adds_throws_more_or_names_the_result() -> None:
    landed = _rolling(faces=(2, 1, 0))
    assert _roll(_call("change_roll", landed, Change.ADD, 4)).total == 7
    assert _roll(_call("change_roll", _rolling(), Change.DICE, 2)).dice == 5
    assert _roll(_call("change_roll", _rolling(), Change.DICE, 9)).dice == 8  # eight at most
    named = _roll(_call("change_roll", _rolling(faces=(1,)), Change.SET, 6))
    assert named.total == 6 and named.dice == 1  # no more dice are thrown
    assert "add 4 to the roll's result" in _rendered("change_roll(add, 4)")
    assert "roll 2 more dice" in _rendered("change_roll(dice, 2)")
    assert "the roll's result is 8 instead" in _rendered("change_roll(set, 8)")


def test_reroll_dice_takes_the_lowest_when_no_face_is_named() -> None:
    landed = _rolling(faces=(2, 0, 1))
    assert _roll(_call("reroll_dice", landed, LOWEST, 2)).faces == (2,)
    assert _roll(_call("reroll_dice", landed, 1, 2)).faces == (2, 0)
    assert _roll(_call("reroll_dice", landed, -1, 1)).faces == (2, 0, 1)  # no die shows -1
    assert "reroll the 2 lowest dice" in _rendered("reroll_dice(count: 2)")
    assert "reroll 1 of the dice showing 0" in _rendered("reroll_dice(0)")


# ----- move_card(card, to, room) -------------------------------------------------------------


def test_move_card_shuffles_back_sets_aside_puts_down_and_brings_back() -> None:
    s = Scenario.new().give(0, "axe").build()
    assert "axe" not in s.deck(CardKind.ITEM)
    back_in_deck = _call("move_card", s, "axe", CardMove.DECK, NO_ROOM)
    assert (
        "axe" in back_in_deck.deck(CardKind.ITEM) and "axe" not in back_in_deck.explorers[0].cards
    )
    room = s.explorers[0].room
    down = _call("move_card", s, "axe", CardMove.ROOM, room)
    assert down.pile(room) == ("axe",) and "axe" not in down.explorers[0].cards
    aside = _call("move_card", down, "axe", CardMove.ASIDE, NO_ROOM)
    assert aside.pile(room) == () and "axe" in aside.removed
    returned = _call("move_card", aside, "axe", CardMove.BACK, room)
    assert returned.pile(room) == ("axe",) and "axe" not in returned.removed
    # Only a card out of play comes back; only a held card is put down.
    assert _call("move_card", down, "axe", CardMove.BACK, room) is down
    assert _call("move_card", down, "axe", CardMove.ROOM, room) is down
    with pytest.raises(Exception, match="needs the room"):
        _call("move_card", s, "axe", CardMove.ROOM, NO_ROOM)
    assert "put the Axe down in the Foyer" in _rendered("move_card(axe, room, foyer)")


# ----- monsters: facing and sending ----------------------------------------------------------


def _duel(*monsters: MonsterState) -> GameState:
    game = Game(players=3, scripts=[DUEL])
    s = game.new_state(seed=3, haunt=900)
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(3):
        sc.at(seat, "foyer")
    return attrs.evolve(sc.build(), monsters=monsters)


def test_face_monsters_with_no_room_named_forgets_every_facing() -> None:
    one = MonsterState("hound#1", "hound", "foyer", home="foyer", facing="N")
    two = MonsterState("hound#2", "hound", "entrance_hall", home="foyer", facing="S")
    s = _duel(one, two)
    forgot = _call("face_monsters", s, "hound", ANYWHERE, NOWHERE)
    assert [m.facing for m in forgot.monsters] == ["", ""]
    only_here = _call("face_monsters", s, "hound", "foyer", NOWHERE)
    assert [m.facing for m in only_here.monsters] == ["", "S"]
    # Anywhere, each turns to the room named if a door of its own room leads there.
    turned = _call("face_monsters", forgot, "hound", ANYWHERE, "entrance_hall")
    assert turned.monsters[0].facing != "" and turned.monsters[1].facing == ""
    assert "the Hound has no particular way to face" in _rendered("face_monsters(hound)")


def test_send_monsters_puts_walks_toward_or_turns_back() -> None:
    hound = MonsterState("hound#1", "hound", "upper_landing", home="upper_landing")
    s = _duel(hound)
    there = _call("send_monsters", s, "hound", "entrance_hall", Sending.THERE, 1)
    assert there.monsters[0].room == "entrance_hall"
    one_step = _call("send_monsters", s, "hound", "entrance_hall", Sending.TOWARD, 1)
    assert one_step.monsters[0].room == "grand_staircase"
    came = attrs.evolve(one_step.monsters[0], came_from="upper_landing")
    stepped = attrs.evolve(one_step, monsters=(came,))
    back = _call("send_monsters", stepped, "hound", "grand_staircase", Sending.BACK, 1)
    assert back.monsters[0].room == "upper_landing" and back.monsters[0].halted
    assert "moves up to 2 spaces toward the Foyer" in _rendered(
        "send_monsters(hound, foyer, toward, 2)"
    )


# ----- fights and the steps a rule calls off -------------------------------------------------


def test_fight_explorer_in_one_room_only_when_asked() -> None:
    s = Scenario.new().at(0, "foyer").at(1, "entrance_hall").turn(0).build()
    assert _call("fight_explorer", s, 0, 1, Trait.SANITY, True) is s  # not in one room
    fought = _call("fight_explorer", s, 0, 1, Trait.SANITY, False)
    assert fought is not s and fought.turn.attacked
    assert "in a fight of Might" in _rendered("fight_explorer(who, who)")
    assert "if they share a room" in _rendered("fight_explorer(who, who, same_room: true)")


def test_prevent_calls_off_the_step_named_and_no_other() -> None:
    s = Scenario.new().build()
    waiting = attrs.evolve(
        s,
        frames=(
            *s.frames,
            Continue(Then.MOVE, 0, ("N",)),
            Continue(Then.FIGHT_DAMAGE, 0, ()),
        ),
    )
    off = _call("prevent", waiting, Step.MOVE)
    move, damage = off.frames[-2:]
    assert isinstance(move, Continue) and move.cancelled
    assert isinstance(damage, Continue) and not damage.cancelled
    assert _call("prevent", s, Step.STUN) is s  # nothing pending
    assert "the fight deals no damage" in _rendered("prevent(damage)")


def test_replace_calls_the_step_off_with_prevent() -> None:
    text = _probe("").replace("rule {", "rule { replace leaving(who, d) { lose(who, speed) }\n", 1)
    result = check_text(text, CONTENT)
    assert not result.errors, [d.format() for d in result.errors]
    (program,) = result.programs
    assert "the step does not happen" in "\n".join(render_program(program))


# ----- explorers: the turn, traits and damage ------------------------------------------------


def test_end_movement_may_end_the_whole_turn() -> None:
    s = Scenario.new().turn(0).build()
    moved = _call("end_movement", s, 0, False)
    assert moved.turn.movement_over and not moved.turn.over
    over = _call("end_movement", s, 0, True)
    assert over.turn.movement_over and over.turn.over
    assert _call("end_movement", s, 1, True) is s  # someone else's turn
    assert "your turn is over" in _rendered("end_movement(who, whole_turn: true)")


def test_reset_trait_heals_up_to_the_start_or_drops_to_the_lowest() -> None:
    s = Scenario.new().trait(0, Trait.KNOWLEDGE, 1).build()
    start = s.explorer_def(0).track(Trait.KNOWLEDGE).start
    healed = _call("reset_trait", s, 0, Trait.KNOWLEDGE, Reset.START, ctx=ROOM_CTX)
    assert healed.explorers[0].position(Trait.KNOWLEDGE) == start
    high = Scenario(s).trait(0, Trait.KNOWLEDGE, start + 2).build()
    assert _call("reset_trait", high, 0, Trait.KNOWLEDGE, Reset.START, ctx=ROOM_CTX) is high
    low = _call("reset_trait", high, 0, Trait.KNOWLEDGE, Reset.LOWEST, ctx=ROOM_CTX)
    assert low.explorers[0].position(Trait.KNOWLEDGE) == 0 and low.explorers[0].alive
    assert "drops to its lowest value" in _rendered("reset_trait(who, might, lowest)")


def test_a_forced_loss_gets_through_and_says_so() -> None:
    s = Scenario.new().trait(0, Trait.MIGHT, 3).build()
    assert _call("lose", s, 0, Trait.MIGHT, 2, True).explorers[0].position(Trait.MIGHT) == 1
    assert _call("lose", s, 0, Trait.MIGHT, -2, True).explorers[0].position(Trait.MIGHT) == 3
    assert "whatever protects it" in _rendered("lose(who, might, 1, forced: true)")
    assert "whatever protects it" not in _rendered("lose(who, might, 1)")


def test_unpreventable_damage_is_placed_as_it_is() -> None:
    s = Scenario.new().build()
    hurt = _call("damage", s, 0, DamageKind.PHYSICAL, 2, 0, True)
    assert hurt.frames[-1] == PlaceDamage(0, DamageKind.PHYSICAL, 2)
    assert _call("damage", s, 0, DamageKind.PHYSICAL, 0, 0, True) is s
    with pytest.raises(Exception, match="points, not dice"):
        _call("damage", s, 0, DamageKind.PHYSICAL, 0, 1, True)
    words = _rendered("damage(who, physical, 2, unpreventable: true)")
    assert "2 points of physical damage that nothing can reduce" in words


# ----- tokens ---------------------------------------------------------------------------------


def test_an_owned_token_is_placed_moved_and_found_by_its_owner() -> None:
    s = Scenario.new().build()
    assert _call("token_rooms", s, "body", 1) == ()
    s = _call("place_token", s, "body", "foyer", False, 1)
    s = _call("place_token", s, "body", "entrance_hall", False, 1)  # moved, not doubled
    assert _call("token_rooms", s, "body", 1) == ("entrance_hall",)
    assert _call("token_rooms", s, "body", 2) == ()
    assert _call("token_rooms", s, "body", NOBODY) == ()  # no shared copy lies anywhere
    assert "put your own copy of the Crate token in the Foyer" in _rendered(
        "place_token(crate, foyer, owner: who)"
    )


def test_carry_token_picks_up_hands_on_puts_down_and_destroys() -> None:
    s = Scenario.new().at(0, "foyer").at(1, "foyer").build()
    s = _call("place_token", s, "crate", "foyer", False, NOBODY)
    s = _call("carry_token", s, 0, "crate", Handling.PICK_UP, NOBODY)
    assert s.carried == (("test:crate", 0),) and not s.tokens
    s = _call("carry_token", s, 0, "crate", Handling.HAND, 1)
    assert s.carried == (("test:crate", 1),)
    with pytest.raises(Exception, match="needs the explorer"):
        _call("carry_token", s, 1, "crate", Handling.HAND, NOBODY)
    down = _call("carry_token", s, 1, "crate", Handling.PUT_DOWN, NOBODY)
    assert down.carried == () and down.tokens == (("test:crate", "foyer"),)
    gone = _call("carry_token", s, 1, "crate", Handling.DESTROY, NOBODY)
    assert gone.carried == () and gone.tokens == ()
    assert "hand the Crate to" in _rendered("carry_token(who, crate, hand, who)")


# ----- fight_monster(who, kind, trait, room) and remove_room(room, how) ----------------------


def test_fight_monster_reaches_a_room_named_only_for_a_monster_the_trait_can_hit() -> None:
    hound = MonsterState("hound#1", "hound", "entrance_hall", home="entrance_hall")
    s = Scenario(_duel(hound)).turn(0).build()  # everyone in the Foyer
    assert _call("fight_monster", s, 0, "hound", Trait.MIGHT, THEIR_ROOM) is s  # not here
    fought = _call("fight_monster", s, 0, "hound", Trait.MIGHT, "entrance_hall")
    assert fought is not s and fought.turn.attacked
    # The hound has no Sanity: a fight in a room named does not start.
    assert _call("fight_monster", s, 0, "hound", Trait.SANITY, "entrance_hall") is s
    assert "attack the Hound in the Entrance Hall at once" in _rendered(
        "fight_monster(who, hound, might, entrance_hall)"
    )


def test_remove_room_lets_a_room_fall_or_lifts_it_back_into_the_stack() -> None:
    sc = Scenario.new().room("library", Floor.GROUND, 0, 3).pile("library", "axe")
    s = sc.build()
    fallen = _call("remove_room", s, "library", Removal.FALL)
    assert "library" in fallen.collapsed and "library" in fallen.house
    assert "axe" in fallen.removed
    lifted = _call("remove_room", s, "library", Removal.LIFT)
    assert "library" not in lifted.house and "library" in lifted.room_stack
    assert "axe" in lifted.deck(CardKind.ITEM)
    # A starting tile never leaves the house, and nobody is lifted out with a room.
    assert _call("remove_room", s, "foyer", Removal.LIFT) is s
    assert "falls away for good" in _rendered("remove_room(foyer, fall)")
