"""Pending steps: the explicit, serialisable stack a rule suspends on.

When a rule needs a die, a draw or a player's choice before it can finish, it pushes a
frame. The top frame decides who acts next and what they may do; applying an action or a
chance outcome resolves it. Frames are plain data, so a state mid-effect still compares,
copies and saves like any other.
"""

from __future__ import annotations

import enum

import attrs

from betrayal.content.model import CardKind, Side
from betrayal.core.traits import DamageKind


class RollPurpose(enum.Enum):
    HAUNT = "haunt"
    DAMAGE = "damage"


@attrs.frozen
class DrawRoom:
    """Turn over room tiles until one belongs on the floor being explored."""

    explorer: int
    from_room: str
    side: Side


@attrs.frozen
class PlaceRoom:
    """The explorer chooses how to turn the tile just drawn."""

    explorer: int
    room: str
    from_room: str
    side: Side


@attrs.frozen
class DrawCard:
    explorer: int
    kind: CardKind


@attrs.frozen
class RollDice:
    """Dice rolled one at a time; ``faces`` keeps what each showed."""

    purpose: RollPurpose
    explorer: int
    dice: int
    faces: tuple[int, ...] = ()
    damage: DamageKind | None = None

    @property
    def total(self) -> int:
        return sum(self.faces)

    @property
    def done(self) -> bool:
        return len(self.faces) >= self.dice


@attrs.frozen
class PlaceDamage:
    """The damaged explorer places the points one at a time on a trait of the right kind."""

    explorer: int
    kind: DamageKind
    points: int


@attrs.frozen
class TradeOffer:
    """A trade waits for the receiver's agreement."""

    giver: int
    receiver: int
    card: str


Frame = DrawRoom | PlaceRoom | DrawCard | RollDice | PlaceDamage | TradeOffer
