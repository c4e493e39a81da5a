"""Actions and chance outcomes: one small record with a stable, readable string.

Every input to a game, a player's choice or the result of a die or a draw, is an
:class:`Action`. Its string form is what saved games store, so it must never change.
"""

from __future__ import annotations

import enum

import attrs


class Kind(enum.Enum):
    # Player decisions
    MOVE = "move"  # through a doorway: ``move N``
    TAKE = "take"  # a stair or other fixed link: ``take upper_landing``
    ROTATE = "rotate"  # quarter turns for a newly discovered tile: ``rotate 1``
    DAMAGE = "damage"  # place one point of damage: ``damage might``
    DROP = "drop"  # ``drop axe``
    PICK_UP = "pickup"  # ``pickup axe``
    TRADE = "trade"  # offer a card to a player: ``trade axe 2``
    ACCEPT = "accept"
    DECLINE = "decline"
    END_TURN = "end"
    # Chance outcomes
    DIE = "die"  # ``die 2``
    ROOM = "room"  # the room tile drawn: ``room kitchen``
    CARD = "card"  # the card drawn: ``card girl``


CHANCE_KINDS = frozenset({Kind.DIE, Kind.ROOM, Kind.CARD})
_BY_NAME = {k.value: k for k in Kind}
_ARITY = {
    Kind.MOVE: 1,
    Kind.TAKE: 1,
    Kind.ROTATE: 1,
    Kind.DAMAGE: 1,
    Kind.DROP: 1,
    Kind.PICK_UP: 1,
    Kind.TRADE: 2,
    Kind.ACCEPT: 0,
    Kind.DECLINE: 0,
    Kind.END_TURN: 0,
    Kind.DIE: 1,
    Kind.ROOM: 1,
    Kind.CARD: 1,
}


@attrs.frozen(order=True)
class Action:
    kind: Kind = attrs.field(order=lambda k: k.value)
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.kind.value, *self.args))

    @property
    def is_chance(self) -> bool:
        return self.kind in CHANCE_KINDS

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action from its string; raises ValueError saying what is wrong."""
        words = text.split()
        if not words:
            raise ValueError("empty action")
        kind = _BY_NAME.get(words[0])
        if kind is None:
            known = ", ".join(sorted(_BY_NAME))
            raise ValueError(f"unknown action {words[0]!r} (known: {known})")
        if len(words) - 1 != _ARITY[kind]:
            raise ValueError(
                f"{kind.value!r} takes {_ARITY[kind]} argument(s), got {len(words) - 1}"
            )
        return cls(kind, tuple(words[1:]))


def act(kind: Kind, *args: object) -> Action:
    return Action(kind, tuple(str(a) for a in args))


END_TURN = Action(Kind.END_TURN)
ACCEPT = Action(Kind.ACCEPT)
DECLINE = Action(Kind.DECLINE)
