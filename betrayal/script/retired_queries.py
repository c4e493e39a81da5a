"""The queries that a filter, a field or a family now says (issue 14, language 3): each old
name, the parameters it had, and the text that says the same in the current language.
The table itself is :mod:`betrayal.script.retired`."""

from __future__ import annotations

from betrayal.script.registry import Param
from betrayal.script.retired import Retired, RetiredKind, retire
from betrayal.script.types import (
    CARD,
    EXPLORER,
    FLOOR,
    INT,
    MONSTER,
    ROLL,
    ROOM,
    TOKEN,
    TRAIT,
    list_of,
)

# The names retired here, in order (the table holds other modules' entries too).
NAMES: list[str] = []


def _retire(entry: Retired) -> None:
    retire(entry)
    NAMES.append(entry.name)


_CALL = RetiredKind.CALL
_FIELD = "what a card or tile prints, and the dice of a roll, are read as a field with a dot"
_FILTER = "a filter `[x in LIST where CONDITION]` picks the items of any list, in its order"
_WHO = Param("who", EXPLORER)
_ROOM = Param("room", ROOM)
_CARD = Param("card", CARD)


def _call(name: str, params: tuple[Param, ...], template: str, why: str) -> None:
    _retire(Retired(name, _CALL, since=3, params=params, template=template, why=why))


# ----- fields: what a card or tile prints ---------------------------------------------------

_call("seat", (_WHO,), "{who}.seat", _FIELD)
_call("musical", (_WHO,), "{who}.musical", _FIELD)
_call("can_be_traded", (_CARD,), "{card}.tradable", _FIELD)
_call("can_be_stolen", (_CARD,), "{card}.stealable", _FIELD)
_call("event_room", (_ROOM,), "{room}.event", _FIELD)
_call("omen_room", (_ROOM,), "{room}.omen", _FIELD)
_call(
    "tiles_for",
    (Param("floor", FLOOR),),
    "[r in room_stack() where {floor} in r.floors]",
    "a room's `.floors` are the floors its tile may go on; a filter over room_stack() "
    "keeps the stack's order",
)
_call(
    "faces_showing",
    (Param("roll", ROLL), Param("face", INT)),
    "count([d in {roll}.dice where d == {face}])",
    "a roll's `.dice` are its faces; a filter and count() say how many show one",
)

# ----- filters over the lists the language has ----------------------------------------------

_call(
    "explorers_in",
    (_ROOM,),
    "[e in explorers where room_of(e) == {room}]",
    _FILTER,
)
_call(
    "explorers_on",
    (Param("floor", FLOOR),),
    "[e in explorers where room_of(e).floor == {floor}]",
    _FILTER,
)
_call(
    "unoccupied",
    (Param("rooms", list_of(ROOM)),),
    "[r in {rooms} where count([e in explorers where room_of(e) == r]) == 0]",
    _FILTER,
)
_call("items_of", (_WHO,), "[c in cards_of({who}) where c.item]", _FILTER)
_call(
    "in_deck",
    (_CARD,),
    "({card} in deck_cards(item) or {card} in deck_cards(event) or {card} in deck_cards(omen))",
    "deck_cards() lists what is left in each deck; `in` asks whether a card is there",
)
_call(
    "carriers_of",
    (Param("token", TOKEN),),
    "[e in explorers where carries(e, {token})]",
    _FILTER,
)
_call(
    "token_count",
    (_ROOM, Param("token", TOKEN)),
    "count([r in token_rooms({token}) where r == {room}])",
    "token_rooms() lists a room once for each copy lying there; a filter and count() say how many",
)
_call(
    "standing",
    (Param("rooms", list_of(ROOM)),),
    "[r in {rooms} where placed(r) and not collapsed(r)]",
    _FILTER,
)
_call(
    "rooms_on",
    (Param("floor", FLOOR),),
    "[r in rooms_in_house() where r.floor == {floor}]",
    _FILTER,
)
_call(
    "next_to_fallen",
    (Param("rooms", list_of(ROOM)),),
    "[r in {rooms} where placed(r) and not collapsed(r) "
    "and count([n in rooms_near(r, edge) where collapsed(n)]) > 0]",
    "rooms_near(room, edge) lists the touching tiles, fallen or not; a filter keeps "
    "the standing rooms next to a fallen one",
)
_call(
    "far_rooms",
    (Param("origin", ROOM), Param("rooms", list_of(ROOM)), Param("spaces", INT)),
    "if count([r in {rooms} where distance({origin}, r) >= {spaces}]) > 0 "
    "then [r in {rooms} where distance({origin}, r) >= {spaces}] "
    "else highest(r in {rooms}, distance({origin}, r))",
    "a filter keeps the rooms far enough; highest() the farthest when none is",
)

_call(
    "searchable_cards",
    (),
    "deck_cards(item) + deck_cards(event)",
    "deck_cards() lists what is left in each deck; `+` joins two lists",
)

# ----- a mode or a parameter of a general query ---------------------------------------------

_call(
    "monsters_ready_to_attack",
    (Param("kind", MONSTER), _ROOM),
    "monsters_in({kind}, {room}, ready: true)",
    "monsters_in(kind, room, ready: true) counts the monsters that could still attack",
)
_call(
    "floor_can_grow",
    (Param("floor", FLOOR),),
    "tiles_left_for({floor}, open: true)",
    "tiles_left_for(floor, open: true) also asks for a door there onto an empty space",
)
_call(
    "nearest_hero",
    (_ROOM,),
    "nearest_of({room}, heroes)",
    "nearest_of(room, among) finds the nearest of any explorers, with the same tie rule",
)
_call(
    "explorers_in_sight",
    (_ROOM,),
    "[e in explorers where room_of(e) in rooms_near({room}, sight, 99, itself: true)]",
    "rooms_near(room, sight) lists the rooms seen along straight lines of doors",
)
for _status, _why in (
    ("bound", "pinned down"),
    ("unseen", "hidden from the others"),
    ("escaped", "out of the house alive"),
):
    _call(
        _status,
        (_WHO,),
        f"has_status({{who}}, {_status})",
        f"has_status(who, bound|unseen|escaped) asks after any standing; `{_status}` is {_why}",
    )

# ----- the dice of the roll under way: `rolled_dice()` -----------------------------------------

_call(
    "dice_showing",
    (Param("face", INT),),
    "count([d in rolled_dice() where d == {face}])",
    "rolled_dice() lists the faces of the roll under way; a filter and count() say how "
    "many show one",
)
_call(
    "dice_thrown",
    (),
    "count(rolled_dice())",
    "rolled_dice() lists the faces of the roll under way; count() says how many",
)

# ----- the spaces of a trait's track: `trait_space(who, trait, at)` ---------------------------

_call(
    "trait_at_lowest",
    (_WHO, Param("trait", TRAIT)),
    "trait_space({who}, {trait}) <= 0",
    "trait_space() counts a track's spaces from its lowest printed value (0)",
)
_call(
    "below_start",
    (_WHO, Param("traits", list_of(TRAIT))),
    "[t in {traits} where trait_space({who}, t) < trait_space({who}, t, start)]",
    "trait_space(who, trait, start) is the starting space; a filter keeps those below it",
)

# ----- round the table: `seats_left_of(who, itself)` and `first(list)` -------------------------

_call(
    "next_left_off",
    (_WHO, Param("floor", FLOOR)),
    "first([e in seats_left_of({who}, last) where room_of(e).floor != {floor}])",
    "seats_left_of(who, last) goes round the table; a filter and first() find the next one",
)
_call(
    "next_item_holder",
    (_WHO,),
    "first([e in seats_left_of({who}, first) where count([c in cards_of(e) where c.item]) > 0])",
    "seats_left_of(who, first) goes round the table; a filter and first() find the next one",
)
_call(
    "highest_in",
    (Param("people", list_of(EXPLORER)), Param("trait", TRAIT)),
    "first(highest(p in [q in seats_left_of(actor, last) where q in {people}], "
    "trait_of(p, {trait})))",
    "highest() keeps the tied in the list's order; over seats_left_of(actor, last), first() "
    "takes the tie rule's pick",
)
