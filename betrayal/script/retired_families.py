"""The near-twins that one general primitive with a mode replaced (issue 14, "families
instead of twins"): each old name, the parameters it had, and the text that says the same
in the new form. The table itself is :mod:`betrayal.script.retired`."""

from __future__ import annotations

from betrayal.script.registry import Param
from betrayal.script.retired import Retired, RetiredKind, retire
from betrayal.script.types import EXPLORER, INT, MONSTER, ROOM, TRAIT

# The names retired here, in order (the table holds other helpers' entries too).
NAMES: list[str] = []


def _retire(entry: Retired) -> None:
    retire(entry)
    NAMES.append(entry.name)


# ----- trait values: `trait_of(who, trait, at)` ------------------------------------------

_retire(
    Retired(
        "start_value",
        RetiredKind.CALL,
        since=2,
        params=(Param("who", EXPLORER, doc="an explorer"), Param("trait", TRAIT)),
        template="trait_of({who}, {trait}, start)",
        why="trait_of reads every value of a trait; `start` is the printed starting one.",
    )
)
_retire(
    Retired(
        "trait_at_reveal",
        RetiredKind.CALL,
        since=2,
        params=(Param("who", EXPLORER), Param("trait", TRAIT)),
        template="trait_of({who}, {trait}, reveal)",
        why="trait_of reads every value of a trait; `reveal` is the one at the haunt's start.",
    )
)

# ----- rooms near a room: `rooms_near(room, by, within, itself)` ----------------------------

_retire(
    Retired(
        "rooms_through_doors",
        RetiredKind.CALL,
        since=2,
        params=(Param("room", ROOM),),
        template="rooms_near({room}, door)",
        why="rooms_near lists the rooms near a room by edge, door or way; `door` is this one.",
    )
)
_retire(
    Retired(
        "adjacent_rooms",
        RetiredKind.CALL,
        since=2,
        params=(Param("room", ROOM),),
        template="rooms_near({room}, edge)",
        why="rooms_near lists the rooms near a room by edge, door or way; `edge` is this one.",
    )
)
_retire(
    Retired(
        "rooms_beside",
        RetiredKind.CALL,
        since=2,
        params=(Param("room", ROOM),),
        template="[r in rooms_near({room}, edge) where not collapsed(r)]",
        why="rooms_near(room, edge) lists the touching tiles; a filter drops fallen rooms.",
    )
)
_retire(
    Retired(
        "rooms_within",
        RetiredKind.CALL,
        since=2,
        params=(Param("room", ROOM), Param("spaces", INT)),
        template="rooms_near({room}, way, {spaces}, itself: true)",
        why="rooms_near(room, way, n) counts the spaces distance() does; itself keeps the room.",
    )
)

# ----- monsters' conditions: `set_monsters(kind, to, room, count)` ---------------------------

_retire(
    Retired(
        "stun_monsters",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER), Param("room", ROOM)),
        template="set_monsters({kind}, stunned, {room})",
        why="set_monsters puts monsters into any condition; `stunned` is this one.",
    )
)
_retire(
    Retired(
        "rest_monsters",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER),),
        template="set_monsters({kind}, resting)",
        why="set_monsters puts monsters into any condition; `resting` is this one.",
    )
)
_retire(
    Retired(
        "halt_monsters",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER), Param("room", ROOM), Param("count", INT)),
        template="set_monsters({kind}, halted, {room}, {count})",
        why="set_monsters puts monsters into any condition; `halted` is this one.",
    )
)
_retire(
    Retired(
        "ready_monsters",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER),),
        template="set_monsters({kind}, ready)",
        why="set_monsters puts monsters into any condition; `ready` is this one.",
    )
)
_retire(
    Retired(
        "spend_monster_attacks",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER), Param("room", ROOM), Param("count", INT)),
        template="set_monsters({kind}, spent, {room}, {count})",
        why="set_monsters puts monsters into any condition; `spent` is this one.",
    )
)

# ----- monsters taken off: `remove_monsters(kind, room, count)` ------------------------------

_retire(
    Retired(
        "remove_monster",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER), Param("room", ROOM)),
        template="remove_monsters({kind}, {room}, 1)",
        why="remove_monsters takes any number off the board; a count of 1 takes one.",
    )
)

# ----- the decks: `deck_cards(kind)` ----------------------------------------------------------

for _kind in ("item", "event", "omen"):
    _retire(
        Retired(
            f"{_kind}_deck",
            RetiredKind.CALL,
            since=2,
            params=(),
            template=f"deck_cards({_kind})",
            why=f"deck_cards reads any of the three decks; `{_kind}` is this one.",
        )
    )

# ----- monsters moved at once: `move_monsters(kind, source, target, how, count)` -------------

_retire(
    Retired(
        "move_monster",
        RetiredKind.CALL,
        since=2,
        params=(Param("kind", MONSTER), Param("room", ROOM), Param("to", ROOM)),
        template="move_monsters({kind}, {room}, {to}, lead, 1)",
        why="move_monsters moves any number by put, lead or step; `lead` is heard entering.",
    )
)
_retire(
    Retired(
        "monsters_step",
        RetiredKind.CALL,
        since=2,
        params=(
            Param("kind", MONSTER),
            Param("source", ROOM),
            Param("target", ROOM),
            Param("count", INT),
        ),
        template="move_monsters({kind}, {source}, {target}, step, {count})",
        why="move_monsters moves any number by put, lead or step; `step` is this one.",
    )
)

# ----- twins of a true/false -----------------------------------------------------------------

_retire(
    Retired(
        "traitor_known",
        RetiredKind.CALL,
        since=2,
        params=(),
        template="(count(known_traitor()) > 0)",
        why="known_traitor() lists the traitor once known; a count above 0 says it is.",
    )
)
_retire(
    Retired(
        "hide_explorer",
        RetiredKind.CALL,
        since=2,
        params=(Param("who", EXPLORER),),
        template="set_status({who}, unseen)",
        why="set_status(who, unseen, on) hides an explorer's room (true) or shows it again.",
    )
)
_retire(
    Retired(
        "show_explorer",
        RetiredKind.CALL,
        since=2,
        params=(Param("who", EXPLORER),),
        template="set_status({who}, unseen, false)",
        why="set_status(who, unseen, on) hides an explorer's room (true) or shows it again.",
    )
)
