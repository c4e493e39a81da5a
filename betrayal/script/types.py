"""The types of the rule language and the plain values that stand for them at run time.

Types are checked before a script runs; at run time values are plain Python data (ints,
bools, strings, enums, tuples) so they can sit in the game state's frames and be
compared, copied and saved with it.

| type       | run-time value                                     |
|------------|----------------------------------------------------|
| int, bool  | int, bool                                          |
| trait      | :class:`~betrayal.core.traits.Trait`               |
| damage     | :class:`~betrayal.core.traits.DamageKind`          |
| floor      | :class:`~betrayal.content.model.Floor`             |
| explorer   | the explorer's seat, an int                        |
| room       | the room's id, a str                               |
| card       | the card's id, a str                               |
| token      | the token kind's id, a str                         |
| side       | "heroes" or "traitor"                              |
| roll       | the faces shown, a tuple of ints (``.total`` sums)  |
| monster    | a kind's name in the haunt, or one monster's id ("tip#3"), a str |
| list<T>    | a tuple of T's values                              |
| a|b|c      | a mode: one word of a fixed set, the member of its enum |

A mode is how one general primitive is told which of its forms to take (rooms near a room
by `edge`, `door` or `walk`; a trait's value `now` or at `start`). Its words are not names
of the language: they mean something only where a mode of that set is expected, so one set
may share a word with another, or with a room, and the checker still knows which is meant.
"""

from __future__ import annotations

import enum

import attrs

from betrayal.content.model import Floor
from betrayal.core.traits import DamageKind, Trait


class Base(enum.Enum):
    INT = "int"
    BOOL = "bool"
    TRAIT = "trait"
    DAMAGE = "damage"
    FLOOR = "floor"
    EXPLORER = "explorer"
    ROOM = "room"
    CARD = "card"
    TOKEN = "token"
    SIDE = "side"
    ROLL = "roll"
    MONSTER = "monster"  # a kind the haunt declares, or one monster of it on the board
    LIST = "list"
    MODE = "mode"  # one word of a fixed set (`Type.modes`), only as a primitive's argument
    # What the checker gives a name or call it could not make sense of: it fits anywhere,
    # so one mistake in an expression is reported once, not again by what contains it.
    UNKNOWN = "unknown"


@attrs.frozen
class Type:
    base: Base
    element: Type | None = None
    modes: type[enum.Enum] | None = None  # for a mode, the enum whose values are its words

    def __str__(self) -> str:
        if self.base is Base.LIST:
            return f"list<{self.element}>"
        if self.modes is not None:
            return "|".join(str(m.value) for m in self.modes)
        return str(self.base.value)

    def accepts(self, other: Type) -> bool:
        """Whether a value of type ``other`` may stand where this type is expected."""
        if Base.UNKNOWN in (self.base, other.base):
            return True
        if self.base is not other.base:
            return False
        if self.base is Base.LIST:
            # The empty list literal has no element type and fits any list.
            if other.element is None or self.element is None:
                return True
            return self.element.accepts(other.element)
        return self.modes is other.modes


INT = Type(Base.INT)
BOOL = Type(Base.BOOL)
TRAIT = Type(Base.TRAIT)
DAMAGE = Type(Base.DAMAGE)
FLOOR = Type(Base.FLOOR)
EXPLORER = Type(Base.EXPLORER)
ROOM = Type(Base.ROOM)
CARD = Type(Base.CARD)
TOKEN = Type(Base.TOKEN)
SIDE = Type(Base.SIDE)
ROLL = Type(Base.ROLL)
MONSTER = Type(Base.MONSTER)
ANY_LIST = Type(Base.LIST)
UNKNOWN = Type(Base.UNKNOWN)


def list_of(element: Type) -> Type:
    return Type(Base.LIST, element)


def mode_of(modes: type[enum.Enum]) -> Type:
    """The type of an argument that is one word of ``modes`` (an enum of str values)."""
    return Type(Base.MODE, modes=modes)


SCALARS = {
    t.base.value: t
    for t in (INT, BOOL, TRAIT, DAMAGE, FLOOR, EXPLORER, ROOM, CARD, TOKEN, SIDE, ROLL, MONSTER)
}

Value = int | bool | str | Trait | DamageKind | Floor | tuple[object, ...]

SIDES = ("heroes", "traitor")
