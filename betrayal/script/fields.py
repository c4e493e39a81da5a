"""The fields of game objects a script reads with a dot: `h.age`, `r.floor`, `c.item`.

A field is what the printed card or tile says about the thing (an explorer's age, a
room's floor, whether a card is an item), so it reads the edition's data and the house,
never anything a script could change. Each field has a type, a docstring for the
reference and an English rendering where `{of}` stands for the thing's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import attrs

from betrayal.content.model import CardKind
from betrayal.script.types import BOOL, FLOOR, INT, Base, Type

if TYPE_CHECKING:
    from betrayal.core.state import GameState


@attrs.frozen
class Field:
    name: str
    type: Type
    doc: str
    english: str  # `{of}` is the thing's words: "{of}'s age"
    read: Callable[[GameState, object], object] = attrs.field(eq=False, repr=False)


def _explorer_age(state: GameState, seat: object) -> object:
    assert isinstance(seat, int)
    return state.explorer_def(seat).age


def _explorer_sex(sex: str) -> Callable[[GameState, object], object]:
    def read(state: GameState, seat: object) -> object:
        assert isinstance(seat, int)
        return state.explorer_def(seat).sex == sex

    return read


def _room_floor(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    return state.house.floor_of(room)


def _room_window(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    return state.game.content.room(room).window


def _room_symbol(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    return bool(state.game.content.room(room).symbols)


def _room_shows(kind: CardKind) -> Callable[[GameState, object], object]:
    def read(state: GameState, room: object) -> object:
        assert isinstance(room, str)
        return kind in state.game.content.room(room).symbols

    return read


def _card_kind(kind: CardKind) -> Callable[[GameState, object], object]:
    def read(state: GameState, card: object) -> object:
        assert isinstance(card, str)
        return state.game.content.card(card).kind is kind

    return read


FIELDS: Mapping[Base, Mapping[str, Field]] = {
    Base.EXPLORER: {
        f.name: f
        for f in (
            Field(
                "age",
                INT,
                "The age printed on the explorer's card, in years.",
                "{of}'s age",
                _explorer_age,
            ),
            Field(
                "male",
                BOOL,
                "Whether the explorer's card shows a man or a boy.",
                "{of} is a man or a boy",
                _explorer_sex("male"),
            ),
            Field(
                "female",
                BOOL,
                "Whether the explorer's card shows a woman or a girl (false when the "
                "edition's data does not say).",
                "{of} is a woman",
                _explorer_sex("female"),
            ),
        )
    },
    Base.ROOM: {
        f.name: f
        for f in (
            Field(
                "floor",
                FLOOR,
                "The floor a placed room is on (it is an error to ask of a room not yet "
                "in the house).",
                "the floor of {of}",
                _room_floor,
            ),
            Field(
                "window",
                BOOL,
                "Whether the room's tile shows a window in an outside wall.",
                "{of} has a window to the outside",
                _room_window,
            ),
            Field(
                "symbol",
                BOOL,
                "Whether the room shows a card symbol (omen, item or event).",
                "{of} shows a card symbol",
                _room_symbol,
            ),
            # The same words as a card's kind: which symbol the room shows (a clue that
            # narrows a hidden room down to those with the same symbol, say).
            *(
                Field(
                    kind.value,
                    BOOL,
                    f"Whether the room shows the {kind.value} symbol.",
                    f"{{of}} shows the {kind.value} symbol",
                    _room_shows(kind),
                )
                for kind in (CardKind.OMEN, CardKind.ITEM, CardKind.EVENT)
            ),
        )
    },
    Base.CARD: {
        f.name: f
        for f in (
            Field(
                "item",
                BOOL,
                "Whether the card is an item card.",
                "{of} is an item card",
                _card_kind(CardKind.ITEM),
            ),
            Field(
                "omen",
                BOOL,
                "Whether the card is an omen card.",
                "{of} is an omen card",
                _card_kind(CardKind.OMEN),
            ),
            Field(
                "event",
                BOOL,
                "Whether the card is an event card.",
                "{of} is an event card",
                _card_kind(CardKind.EVENT),
            ),
        )
    },
}
