"""The names retired in language 2 because a selection or a field now says them.

Each entry keeps the parameters the name had and writes it out with the general forms:
a filter `[x in L where C]`, `lowest(x in L, E)`, `min` / `max`, and fields such as
`h.age` or `r.floor`. Every template keeps the old order of results and the old tie rule.
"""

from __future__ import annotations

from betrayal.script.registry import Param
from betrayal.script.retired import Retired, RetiredKind, retire
from betrayal.script.types import CARD, EXPLORER, INT, ROOM, TRAIT, list_of

_CALL = RetiredKind.CALL
_SELECTION = "a filter `[x in LIST where CONDITION]` picks any items of any list"
_FIELD = "what a card or tile prints is read as a field with a dot"

retire(
    Retired(
        "rooms_except",
        _CALL,
        2,
        (Param("rooms", list_of(ROOM)), Param("drop", list_of(ROOM))),
        "[r in {rooms} where r not in {drop}]",
        _SELECTION,
    )
)
retire(
    Retired(
        "cards_except",
        _CALL,
        2,
        (Param("cards", list_of(CARD)), Param("drop", list_of(CARD))),
        "[c in {cards} where c not in {drop}]",
        _SELECTION,
    )
)
retire(
    Retired(
        "others_than",
        _CALL,
        2,
        (Param("people", list_of(EXPLORER)), Param("who", EXPLORER)),
        "[p in {people} where p != {who}]",
        _SELECTION,
    )
)
retire(
    Retired(
        "explorers_among",
        _CALL,
        2,
        (Param("rooms", list_of(ROOM)),),
        "[e in explorers where room_of(e) in {rooms}]",
        _SELECTION,
    )
)
retire(
    Retired(
        "items_among",
        _CALL,
        2,
        (Param("cards", list_of(CARD)),),
        "[c in {cards} where c.item]",
        _SELECTION,
    )
)
retire(
    Retired(
        "lowest_among",
        _CALL,
        2,
        (Param("people", list_of(EXPLORER)), Param("trait", TRAIT)),
        "lowest(p in [q in {people} where alive(q)], trait_of(p, {trait}))",
        "lowest(x in LIST, NUMBER) keeps every item tied at the lowest number",
    )
)
retire(
    Retired(
        "min_of",
        _CALL,
        2,
        (Param("a", INT), Param("b", INT)),
        "min([{a}, {b}])",
        "min() takes a list of any length",
    )
)
retire(
    Retired(
        "max_of",
        _CALL,
        2,
        (Param("a", INT), Param("b", INT)),
        "max([{a}, {b}])",
        "max() takes a list of any length",
    )
)
retire(Retired("age", _CALL, 2, (Param("who", EXPLORER),), "{who}.age", _FIELD))
retire(Retired("is_male", _CALL, 2, (Param("who", EXPLORER),), "{who}.male", _FIELD))
retire(Retired("is_female", _CALL, 2, (Param("who", EXPLORER),), "{who}.female", _FIELD))
retire(Retired("floor_of", _CALL, 2, (Param("room", ROOM),), "{room}.floor", _FIELD))
retire(Retired("has_window", _CALL, 2, (Param("room", ROOM),), "{room}.window", _FIELD))
retire(Retired("shows_symbol", _CALL, 2, (Param("room", ROOM),), "{room}.symbol", _FIELD))
retire(
    Retired(
        "rooms_with_attackable",
        _CALL,
        2,
        (Param("rooms", list_of(ROOM)), Param("trait", TRAIT)),
        "[r in {rooms} where count(attackable_kinds_in(r, {trait})) > 0]",
        _SELECTION,
    )
)
retire(Retired("is_item", _CALL, 2, (Param("card", CARD),), "{card}.item", _FIELD))
