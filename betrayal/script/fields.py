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

from betrayal.content.model import CardKind, Floor
from betrayal.script.types import BOOL, FLOOR, INT, Base, Type, list_of

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


def _explorer_seat(state: GameState, seat: object) -> object:
    return seat  # an explorer is their seat


def _explorer_musical(state: GameState, seat: object) -> object:
    assert isinstance(seat, int)
    return any("music" in h.lower() for h in state.explorer_def(seat).hobbies)


def _room_shows(kind: CardKind) -> Callable[[GameState, object], object]:
    def read(state: GameState, room: object) -> object:
        assert isinstance(room, str)
        return kind in state.game.content.room(room).symbols

    return read


def _room_floors(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    floors = state.game.content.room(room).floors
    return tuple(f for f in Floor if f in floors)


def _card_tradable(state: GameState, card: object) -> object:
    assert isinstance(card, str)
    return state.game.content.card(card).can_trade


def _card_stealable(state: GameState, card: object) -> object:
    assert isinstance(card, str)
    return state.game.content.card(card).can_steal


def _card_weapon(state: GameState, card: object) -> object:
    assert isinstance(card, str)
    return state.game.content.card(card).weapon


def _roll_dice(state: GameState, roll: object) -> object:
    assert isinstance(roll, tuple)
    return tuple(f for f in roll if isinstance(f, int))


def _room_floor(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    return state.house.floor_of(room)


def _room_window(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    return state.game.content.room(room).window


def _room_symbol(state: GameState, room: object) -> object:
    assert isinstance(room, str)
    return bool(state.game.content.room(room).symbols)


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
            Field(
                "seat",
                INT,
                "The explorer's seat at the table, counted from 0 (a number to pair "
                "explorers up in a list, say).",
                "{of}'s seat number",
                _explorer_seat,
            ),
            Field(
                "musical",
                BOOL,
                "Whether one of the hobbies printed on the explorer's card is a kind of music.",
                "{of} has music among their hobbies",
                _explorer_musical,
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
            Field(
                "omen",
                BOOL,
                "Whether the room shows an omen symbol.",
                "{of} shows an omen symbol",
                _room_shows(CardKind.OMEN),
            ),
            Field(
                "item",
                BOOL,
                "Whether the room shows an item symbol.",
                "{of} shows an item symbol",
                _room_shows(CardKind.ITEM),
            ),
            Field(
                "event",
                BOOL,
                "Whether the room shows an event symbol.",
                "{of} shows an event symbol",
                _room_shows(CardKind.EVENT),
            ),
            Field(
                "floors",
                list_of(FLOOR),
                "The floors the room's tile may be placed on, as printed on its back "
                "(basement first).",
                "the floors {of} may go on",
                _room_floors,
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
            Field(
                "tradable",
                BOOL,
                "Whether the card may change hands in a trade.",
                "{of} can be traded",
                _card_tradable,
            ),
            Field(
                "stealable",
                BOOL,
                "Whether the card may be stolen from whoever holds it.",
                "{of} can be stolen",
                _card_stealable,
            ),
            Field(
                "weapon",
                BOOL,
                "Whether the card is a weapon (an item one attacks with).",
                "{of} is a weapon",
                _card_weapon,
            ),
        )
    },
    Base.ROLL: {
        f.name: f
        for f in (
            Field(
                "dice",
                list_of(INT),
                "The faces the roll's dice show, one number a die, in the order thrown "
                "(`.total` is their sum).",
                "the faces of {of}'s dice",
                _roll_dice,
            ),
        )
    },
}
