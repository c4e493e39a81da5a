"""The rules that differ between the editions of the game, as plain parameters.

Only what the engine needs is here; the content of each edition lives in
:mod:`betrayal.content`. A ruleset can be combined with another edition's content, which
is how the tests exercise each edition's haunt roll with the 2nd edition's house.
"""

from __future__ import annotations

import enum

import attrs


class HauntRollKind(enum.Enum):
    FIXED_DICE_BELOW_OMENS = "fixed_dice_below_omens"
    OMEN_DICE_AT_LEAST = "omen_dice_at_least"


@attrs.frozen
class HauntRollRule:
    """How the haunt roll after an omen is made and when it starts the haunt."""

    kind: HauntRollKind
    dice: int = 0  # for FIXED_DICE_BELOW_OMENS
    target: int = 0  # for OMEN_DICE_AT_LEAST

    def dice_for(self, omens_drawn: int) -> int:
        if self.kind is HauntRollKind.FIXED_DICE_BELOW_OMENS:
            return self.dice
        return omens_drawn

    def starts_haunt(self, total: int, omens_drawn: int) -> bool:
        if self.kind is HauntRollKind.FIXED_DICE_BELOW_OMENS:
            return total < omens_drawn
        return total >= self.target

    def describe(self) -> str:
        if self.kind is HauntRollKind.FIXED_DICE_BELOW_OMENS:
            return (
                f"roll {self.dice} dice; the haunt starts if the total is less than "
                "the number of omens drawn so far"
            )
        return f"roll one die per omen drawn so far; the haunt starts on {self.target} or more"


@attrs.frozen
class Ruleset:
    name: str
    title: str
    haunt_roll: HauntRollRule
    min_players: int = 3
    max_players: int = 6
    # 3rd edition: the dead keep their cards, and once a turn anyone on their tile may
    # take one. Otherwise the dead drop everything in an item pile.
    looting: bool = False
    # 2nd edition: the room tile the traitor lays at an open basement doorway when a
    # monster is shut in the basement with no way to the heroes (see rules/trapped.py).
    basement_stairs: str | None = None
    # 3rd edition: before the haunt a trait at its critical (lowest) value cannot take a
    # point of damage while another trait the damage may lower still can.
    critical_trait: bool = False
    # 3rd edition: a room with an obstacle costs one extra move to leave, however many
    # obstacles it holds. Otherwise each opponent in the room adds one.
    flat_obstacles: bool = False
    # 3rd edition: drawing the last omen of the deck starts the haunt without a roll.
    last_omen_reveals: bool = False
    # 3rd edition: an item or omen can be used for a special action or an attack only if
    # its holder had it when their turn began.
    cards_wait_a_turn: bool = False
    # 3rd edition: a tile that cannot be placed is buried at the bottom of the stack and
    # comes back in the order it was buried. Otherwise it is set aside and reshuffled.
    bury_tiles: bool = False
    # 3rd edition: the traitor may leave a room's event symbol alone (no card is drawn),
    # but resolves in full an event they draw. Otherwise (2nd edition) the traitor draws
    # and may then choose not to be affected.
    traitor_skips_event_symbols: bool = False
    # 3rd edition: discovering a room ends the discoverer's turn once the room's rules and
    # its card are resolved. Otherwise (2nd edition) only a card drawn ends movement.
    discovery_ends_turn: bool = False
    # 2nd edition: the winner of a face-to-face Might fight by 2 or more may take a card
    # or a carried token instead of hurting the loser. The 3rd edition has no such
    # general rule: a haunt grants it (`holding(mode: stealable)`), and then any win will
    # do (unconfirmed: its haunts say "instead of damage" with no margin).
    thefts: bool = True
    theft_margin: int = 2
    # 3rd edition: a player trades once a turn, with one explorer (any number of cards
    # may go in that trade). Otherwise each card may be offered to anyone in the room.
    one_trade_a_turn: bool = False


HOTH2 = Ruleset(
    "hoth2",
    "Betrayal at House on the Hill, 2nd edition",
    HauntRollRule(HauntRollKind.FIXED_DICE_BELOW_OMENS, dice=6),
    basement_stairs="stairs_from_basement",
)
HOTH3 = Ruleset(
    "hoth3",
    "Betrayal at House on the Hill, 3rd edition",
    HauntRollRule(HauntRollKind.OMEN_DICE_AT_LEAST, target=5),
    looting=True,
    critical_trait=True,
    flat_obstacles=True,
    last_omen_reveals=True,
    cards_wait_a_turn=True,
    bury_tiles=True,
    traitor_skips_event_symbols=True,
    discovery_ends_turn=True,
    thefts=False,
    theft_margin=1,
    one_trade_a_turn=True,
)
BALDURS_GATE = Ruleset(
    "baldurs_gate",
    "Betrayal at Baldur's Gate",
    HauntRollRule(HauntRollKind.OMEN_DICE_AT_LEAST, target=6),
)

RULESETS = {r.name: r for r in (HOTH2, HOTH3, BALDURS_GATE)}
