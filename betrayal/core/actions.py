"""Actions and chance outcomes: one small record with a stable, readable string.

Every input to a game, a player's choice or the result of a die or a draw, is an
:class:`Action`. Its string form is what saved games store, so it must never change.
"""

from __future__ import annotations

import enum
from typing import ClassVar


class Kind(enum.Enum):
    # Members are singletons, so identity hashing (in C) is exact and much faster than
    # Enum's default hash of the member name.
    __hash__ = object.__hash__

    # Player decisions
    MOVE = "move"  # through a doorway: ``move N``
    TAKE = "take"  # a stair or other fixed link: ``take upper_landing``
    ROTATE = "rotate"  # quarter turns for a newly discovered tile: ``rotate 1``
    PLACE = "place"  # a tile placed anywhere on its floor: ``place X Y R`` (cell, turns)
    DAMAGE = "damage"  # place one point of damage: ``damage might``
    DROP = "drop"  # ``drop axe``
    PICK_UP = "pickup"  # ``pickup axe``
    TRADE = "trade"  # offer a card to a player: ``trade axe 2``
    ACCEPT = "accept"
    DECLINE = "decline"
    END_TURN = "end"
    ATTACK = "attack"  # ``attack 2`` or ``attack zombie#1`` or ``attack 2 axe`` (with a weapon)
    STEAL = "steal"  # take this card instead of dealing the damage: ``steal axe``
    HURT = "hurt"  # deal the damage rather than steal
    LOOT = "loot"  # 3rd edition: take one card from a body here, ``loot 2 axe``
    UNMASK = "unmask"  # a hidden traitor shows themselves
    PICK = "pick"  # chance: the option a script left to chance, ``pick axe``
    DEAL = "deal"  # chance: the seat dealt the traitor's token, ``deal 2``
    # ``monster zombie#1 move N`` / ``take ROOM`` / ``attack 2`` / ``pack 2`` / ``done``
    MONSTER = "monster"
    USE = "use"  # a script action: ``use room:vault open`` or ``use item:medical_kit heal 2``
    CHOOSE = "choose"  # answer a script's question: ``choose sanity``
    # Chance outcomes
    DIE = "die"  # ``die 2``
    ROOM = "room"  # the room tile drawn: ``room kitchen``
    CARD = "card"  # the card drawn: ``card girl``


CHANCE_KINDS = frozenset({Kind.DIE, Kind.ROOM, Kind.CARD, Kind.DEAL, Kind.PICK})
_BY_NAME = {k.value: k for k in Kind}
_ARITY = {
    Kind.MOVE: 1,
    Kind.TAKE: 1,
    Kind.ROTATE: 1,
    Kind.PLACE: 3,
    Kind.DAMAGE: 1,
    Kind.DROP: 1,
    Kind.PICK_UP: 1,
    Kind.TRADE: 2,
    Kind.ACCEPT: 0,
    Kind.DECLINE: 0,
    Kind.END_TURN: 0,
    Kind.ATTACK: -1,
    Kind.STEAL: 1,
    Kind.HURT: 0,
    Kind.UNMASK: 0,
    Kind.LOOT: 2,
    Kind.DEAL: 1,
    Kind.PICK: 1,
    Kind.MONSTER: -2,
    Kind.USE: -2,  # at least two: the script and the action, then one word per choice
    Kind.CHOOSE: 1,
    Kind.DIE: 1,
    Kind.ROOM: 1,
    Kind.CARD: 1,
}


class Action:
    """An action or chance outcome. Instances are interned: equal actions are one object.

    Interning makes comparing and hashing actions identity-based (done in C), which keeps
    ``action in state.legal_actions()`` cheap on the engine's hottest path.
    """

    __slots__ = ("_text", "args", "kind")
    _interned: ClassVar[dict[tuple[Kind, tuple[str, ...]], Action]] = {}
    kind: Kind
    args: tuple[str, ...]
    _text: str

    def __new__(cls, kind: Kind, args: tuple[str, ...] = ()) -> Action:
        key = (kind, args)
        found = cls._interned.get(key)
        if found is None:
            found = super().__new__(cls)
            object.__setattr__(found, "kind", kind)
            object.__setattr__(found, "args", args)
            object.__setattr__(found, "_text", " ".join((kind.value, *args)))
            cls._interned[key] = found
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self) -> tuple[type[Action], tuple[Kind, tuple[str, ...]]]:
        return (Action, (self.kind, self.args))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    def __lt__(self, other: Action) -> bool:
        return (self.kind.value, self.args) < (other.kind.value, other.args)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"

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
        arity = _ARITY[kind]
        if arity < 0:
            if len(words) - 1 < -arity:
                raise ValueError(f"{kind.value!r} takes at least {-arity} arguments")
        elif len(words) - 1 != arity:
            raise ValueError(
                f"{kind.value!r} takes {_ARITY[kind]} argument(s), got {len(words) - 1}"
            )
        return cls(kind, tuple(words[1:]))


def act(kind: Kind, *args: object) -> Action:
    return Action(kind, tuple(str(a) for a in args))


END_TURN = Action(Kind.END_TURN)
ACCEPT = Action(Kind.ACCEPT)
DECLINE = Action(Kind.DECLINE)
UNMASK = Action(Kind.UNMASK)
