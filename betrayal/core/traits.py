"""Traits and the printed tracks their clips slide along.

A track is the row of printed values above the skull. A clip sits at an index into that
row; index -1 is the skull. Values may repeat, so moving a clip does not always change
the value it shows.
"""

from __future__ import annotations

import enum

import attrs

SKULL = -1


class Trait(enum.Enum):
    __hash__ = object.__hash__  # members are singletons: identity hashing is exact

    MIGHT = "might"
    SPEED = "speed"
    KNOWLEDGE = "knowledge"
    SANITY = "sanity"

    @property
    def index(self) -> int:
        return _ORDER.index(self)

    @property
    def physical(self) -> bool:
        return self in (Trait.MIGHT, Trait.SPEED)


_ORDER = (Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY)
TRAITS = _ORDER


class DamageKind(enum.Enum):
    __hash__ = object.__hash__  # members are singletons: identity hashing is exact

    PHYSICAL = "physical"
    MENTAL = "mental"
    GENERAL = "general"  # 3rd edition: the damaged explorer picks any trait for each point

    @property
    def traits(self) -> tuple[Trait, ...]:
        if self is DamageKind.PHYSICAL:
            return (Trait.MIGHT, Trait.SPEED)
        if self is DamageKind.MENTAL:
            return (Trait.KNOWLEDGE, Trait.SANITY)
        return _ORDER


@attrs.frozen
class TraitTrack:
    """The printed values of one trait, lowest first, and where the clip starts."""

    values: tuple[int, ...]
    start: int

    @property
    def top(self) -> int:
        return len(self.values) - 1

    @property
    def maximum(self) -> int:
        return self.values[-1]

    @property
    def start_value(self) -> int:
        return self.values[self.start]

    def value(self, position: int) -> int:
        """The value the clip shows; 0 at the skull."""
        return 0 if position <= SKULL else self.values[position]

    def raise_by(self, position: int, steps: int) -> int:
        """Slide the clip up; it stops at the top of the track."""
        return min(self.top, position + steps)

    def lower_by(self, position: int, steps: int, *, can_die: bool) -> int:
        """Slide the clip down. Before the haunt nobody dies, so it stops at the lowest value."""
        floor = SKULL if can_die else 0
        return max(floor, position - steps)
