"""The haunt roll of each edition, the haunt chart, and choosing the traitor."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait, TraitorKind
from betrayal.content.model import Floor, TraitorRule, TraitorRuleKind
from betrayal.core.frames import RollDice
from betrayal.core.rules.haunt_roll import break_tie, choose_traitor
from betrayal.core.rules.turns import end_turn
from betrayal.core.ruleset import BALDURS_GATE, HOTH2, HOTH3
from betrayal.core.state import GameState
from betrayal.testing import Scenario, run_script

ZOE, OX, VIVIAN = 0, 1, 2


def _after_omen(ruleset: str | None, omens: int) -> GameState:
    """Zoe's turn ends right after she drew the Girl in the Kitchen, the omens'th omen."""
    s = Scenario.new(ruleset=ruleset).omens(omens, ("girl", "kitchen")).build()
    return attrs.evolve(s, turn=attrs.evolve(s.turn, drew_omen=True, movement_over=True))


def _roll(state: GameState, faces: list[int]) -> GameState:
    return run_script(state, ["end", *(f"die {f}" for f in faces)])


def test_second_edition_rolls_six_dice_and_needs_less_than_the_omens() -> None:
    s = _after_omen(None, 5).apply("end")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice) and frame.dice == 6
    # The rulebook's example: with five omens drawn a total of 4 or less starts the haunt.
    started = _roll(_after_omen(None, 5), [2, 2, 0, 0, 0, 0])
    assert started.phase is Phase.HAUNT and started.reveal is not None
    # The haunt's script (every haunt of the box has one) takes over from here.
    assert started.haunt_script == f"haunt:{started.reveal.haunt}"
    quiet = _roll(_after_omen(None, 5), [2, 2, 1, 0, 0, 0])
    assert quiet.phase is Phase.EXPLORATION and quiet.turn.player == OX


def test_third_edition_rolls_a_die_per_omen_and_needs_five() -> None:
    s = _after_omen("hoth3", 5).apply("end")
    assert s.frames[-1].dice == 5  # type: ignore[union-attr]
    assert _roll(_after_omen("hoth3", 5), [2, 2, 1, 0, 0]).phase is Phase.HAUNT
    assert _roll(_after_omen("hoth3", 5), [2, 1, 1, 0, 0]).phase is Phase.EXPLORATION


def test_baldurs_gate_rolls_a_die_per_omen_and_needs_six() -> None:
    s = _after_omen("baldurs_gate", 5).apply("end")
    assert s.frames[-1].dice == 5  # type: ignore[union-attr]
    assert _roll(_after_omen("baldurs_gate", 5), [2, 2, 1, 1, 0]).phase is Phase.HAUNT
    assert _roll(_after_omen("baldurs_gate", 5), [2, 2, 1, 0, 0]).phase is Phase.EXPLORATION


@pytest.mark.parametrize(
    ("rule", "omens", "total", "starts"),
    [
        (HOTH2.haunt_roll, 1, 0, True),
        (HOTH2.haunt_roll, 1, 1, False),
        (HOTH2.haunt_roll, 13, 12, True),
        (HOTH3.haunt_roll, 3, 5, True),
        (HOTH3.haunt_roll, 3, 4, False),
        (BALDURS_GATE.haunt_roll, 4, 6, True),
        (BALDURS_GATE.haunt_roll, 4, 5, False),
    ],
)
def test_haunt_roll_thresholds(rule: object, omens: int, total: int, starts: bool) -> None:
    assert rule.starts_haunt(total, omens) is starts  # type: ignore[attr-defined]


def test_no_haunt_roll_without_an_omen() -> None:
    s = Scenario.new().omens(3, ("girl", "kitchen")).build().apply("end")
    assert not s.frames and s.turn.player == OX


def test_no_haunt_roll_once_the_haunt_has_started() -> None:
    s = _after_omen(None, 4)
    s = attrs.evolve(s, phase=Phase.HAUNT)
    assert not end_turn(s).frames


def test_girl_drawn_in_the_catacombs_reveals_the_mummy_walks() -> None:
    # The rulebook's example, played: Zoe finds the Catacombs and the Girl in it.
    s = Scenario.new().at(ZOE, "basement_landing").build()
    s = run_script(s, ["move N", "room catacombs", "rotate 0", "card girl", "end"])
    s = run_script(s, ["die 0"] * 6)
    assert s.reveal is not None
    assert s.haunt == 1 and s.game.content.haunt(1).name == "The Mummy Walks"
    assert (s.reveal.omen, s.reveal.room, s.reveal.revealer) == ("girl", "catacombs", ZOE)
    # Haunt 1's traitor is the haunt revealer.
    assert s.traitor == ZOE and s.reveal.traitor_kind is TraitorKind.TRAITOR


def _state() -> GameState:
    # Knowledge: Zoe 3, Ox 3, Vivian 5. Sanity: Zoe 5, Ox 3, Vivian 4.
    # Ages: Zoe 8, Ox 23, Vivian 42.
    return Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez")).build()


def _rule(kind: TraitorRuleKind, trait: Trait | None = None, exclude: bool = False) -> TraitorRule:
    return TraitorRule(kind, trait=trait, exclude_revealer=exclude)


def test_traitor_is_the_revealer_or_the_one_to_the_left() -> None:
    s = _state()
    assert choose_traitor(s, _rule(TraitorRuleKind.REVEALER), OX) == (TraitorKind.TRAITOR, OX)
    left = choose_traitor(s, _rule(TraitorRuleKind.LEFT_OF_REVEALER), VIVIAN)
    assert left == (TraitorKind.TRAITOR, ZOE)  # seats wrap around


def test_highest_and_lowest_trait() -> None:
    s = _state()
    highest = choose_traitor(s, _rule(TraitorRuleKind.HIGHEST, Trait.KNOWLEDGE), ZOE)
    assert highest == (TraitorKind.TRAITOR, VIVIAN)
    lowest = choose_traitor(s, _rule(TraitorRuleKind.LOWEST, Trait.SANITY), ZOE)
    assert lowest == (TraitorKind.TRAITOR, OX)


def test_ties_go_to_the_revealer_then_to_the_revealers_left() -> None:
    s = _state()
    low_knowledge = _rule(TraitorRuleKind.LOWEST, Trait.KNOWLEDGE)  # Zoe and Ox tie at 3
    assert choose_traitor(s, low_knowledge, OX)[1] == OX  # the revealer is among them
    assert choose_traitor(s, low_knowledge, VIVIAN)[1] == ZOE  # Zoe sits left of Vivian
    assert choose_traitor(s, low_knowledge, ZOE)[1] == ZOE
    assert break_tie([1, 3], revealer=2, players=4) == 3
    assert break_tie([0, 1], revealer=2, players=4) == 0


def test_excluding_the_revealer() -> None:
    s = _state()
    rule = _rule(TraitorRuleKind.HIGHEST, Trait.KNOWLEDGE, exclude=True)
    assert choose_traitor(s, rule, VIVIAN) == (TraitorKind.TRAITOR, ZOE)  # tie, left first


def test_oldest_and_youngest() -> None:
    s = _state()
    assert choose_traitor(s, _rule(TraitorRuleKind.OLDEST, exclude=True), VIVIAN)[1] == OX
    assert choose_traitor(s, _rule(TraitorRuleKind.YOUNGEST, exclude=True), ZOE)[1] == OX


def test_named_explorer_else_the_fallback() -> None:
    haunt7 = _state().game.content.haunt(7).traitor  # Father Rhinehardt, else highest Sanity
    assert choose_traitor(_state(), haunt7, OX) == (TraitorKind.TRAITOR, ZOE)
    with_him = Scenario.new(("zoe_ingstrom", "father_rhinehardt", "vivian_lopez")).build()
    assert choose_traitor(with_him, haunt7, ZOE) == (TraitorKind.TRAITOR, 1)


@pytest.mark.parametrize(
    ("haunt", "kind"),
    [(12, TraitorKind.NONE), (34, TraitorKind.HIDDEN), (9, TraitorKind.NONE_AT_FIRST)],
)
def test_haunts_without_a_known_traitor_are_marked(haunt: int, kind: TraitorKind) -> None:
    s = _state()
    rule = s.game.content.haunt(haunt).traitor
    assert choose_traitor(s, rule, ZOE) == (kind, None)


def test_reveal_uses_the_room_where_the_omen_was_drawn() -> None:
    s = Scenario.new().at(ZOE, "basement_landing").build()
    s = run_script(s, ["move N", "room pentagram_chamber", "rotate 1", "card skull", "end"])
    s = run_script(s, ["die 0"] * 6)
    assert s.haunt == s.game.content.chart.lookup("pentagram_chamber", "skull")
    assert s.reveal is not None and s.reveal.room == "pentagram_chamber"
    assert s.game.content.room("pentagram_chamber").floors == frozenset({Floor.BASEMENT})


def test_when_the_house_can_grow_no_more_every_turn_ends_with_a_haunt_roll() -> None:
    # No tile is left to turn over: no room, so no omen, can be found any more.
    s = Scenario.new().omens(3, ("girl", "kitchen")).stack([]).build()
    s = s.apply("end")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice) and frame.dice == 6 and frame.explorer == ZOE
    # While rooms can still be found, a turn with no omen ends without one.
    quiet = Scenario.new().omens(3, ("girl", "kitchen")).build().apply("end")
    assert not quiet.frames and quiet.turn.player == OX
