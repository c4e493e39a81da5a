"""What scripts declare that the engine's own rules read: monster kinds and weapons.

A haunt's script names its monsters with their traits, what they cannot do and their
fixed abilities; a weapon card's script says what it adds to an attack. The monster turn,
combat and obstacles are rules every game shares, so they live in the core and read
these plain records, which the rule language's compiler produces.
"""

from __future__ import annotations

import attrs

from betrayal.core.traits import Trait


@attrs.frozen
class MonsterAbility:
    """One of a monster kind's fixed abilities (``static attacks(mode: bonus, amount: 2)``) with its
    arguments, and how it reads in English."""

    name: str
    args: tuple[object, ...]
    english: str


@attrs.frozen
class MonsterKind:
    """A kind of monster a haunt puts on the board."""

    name: str  # the name the script gives it, and the start of each token's id
    title: str
    traits: tuple[tuple[str, int], ...]  # (trait, printed value)
    cannot: tuple[str, ...] = ()  # what the kind may not do (``cannot be_attacked``)
    abilities: tuple[MonsterAbility, ...] = ()


@attrs.frozen
class Weapon:
    """What a weapon card adds to an attack made with it."""

    dice: int = 0  # extra dice
    trait: Trait = Trait.MIGHT  # the trait attacked with (and defended with)
    ranged: bool = False  # may target an opponent in line of sight in another room
    reach: int = 0  # for a ranged one, how many rooms along the line it reaches (0: any)
    safe: bool = False  # its wielder takes no harm from losing the attack
