"""The effects that a family with a mode, or a few general statements, now say (issue 14,
language 3): each old name, the parameters it had, and the text that says the same in
the current language. The table itself is :mod:`betrayal.script.retired`."""

from __future__ import annotations

from betrayal.script.registry import Param
from betrayal.script.retired import Retired, RetiredKind, retire
from betrayal.script.types import (
    BOOL,
    CARD,
    DAMAGE,
    EXPLORER,
    INT,
    MONSTER,
    ROOM,
    TOKEN,
    TRAIT,
)

# The names retired here, in order (the table holds other modules' entries too).
NAMES: list[str] = []


def _retire(entry: Retired) -> None:
    retire(entry)
    NAMES.append(entry.name)


def _effect(
    name: str,
    params: tuple[Param, ...],
    template: str,
    why: str,
    defaults: dict[str, str] | None = None,
) -> None:
    _retire(Retired(name, RetiredKind.CALL, 3, params, template, why, defaults or {}))


WHO = Param("who", EXPLORER)
KIND = Param("kind", MONSTER)
ROOM_P = Param("room", ROOM)
CARD_P = Param("card", CARD)
TOKEN_P = Param("token", TOKEN)
TRAIT_P = Param("trait", TRAIT)

# ----- drawing a card: `draw(who, kind)` -----------------------------------------------------

for _kind in ("item", "event", "omen"):
    _effect(
        f"draw_{_kind}",
        (WHO,),
        f"draw({{who}}, {_kind})",
        f"draw() takes the top card of any of the three decks; `{_kind}` is this one.",
    )

# ----- a roll under way changed: `change_roll(how, amount)`, `reroll_dice(face, count)` ------

_CHANGE = "change_roll adds to a roll, throws more dice or names its result; `{}` is this one."
_effect("add_to_roll", (Param("amount", INT),), "change_roll(add, {amount})", _CHANGE.format("add"))
_effect("more_dice", (Param("amount", INT),), "change_roll(dice, {amount})", _CHANGE.format("dice"))
_effect("name_roll", (Param("value", INT),), "change_roll(set, {value})", _CHANGE.format("set"))
_effect(
    "reroll_lowest",
    (Param("count", INT, 1),),
    "reroll_dice(count: {count})",
    "reroll_dice throws again the dice showing a face, or the lowest when no face is named.",
    {"count": "1"},
)

# ----- the known order of the next cards and tiles -------------------------------------------

_effect(
    "put_on_top",
    (CARD_P,),
    "order_next_cards([{card}])",
    "order_next_cards puts any cards on top of their decks; a list of one puts one there.",
)
_effect(
    "fix_next_room",
    (ROOM_P,),
    "order_next_tiles([{room}])",
    "order_next_tiles puts any tiles on top of the stack; a list of one makes it the next.",
)

# ----- cards moved by a rule: `move_card(card, to, room)` ------------------------------------

_MOVE_CARD = "move_card moves a card to its deck, aside, down in a room or back; `{}` is this."
_effect("return_to_deck", (CARD_P,), "move_card({card}, deck)", _MOVE_CARD.format("deck"))
_effect("set_aside_card", (CARD_P,), "move_card({card}, aside)", _MOVE_CARD.format("aside"))
_effect(
    "leave_item_in", (CARD_P, ROOM_P), "move_card({card}, room, {room})", _MOVE_CARD.format("room")
)
_effect(
    "bring_back_card",
    (CARD_P, ROOM_P),
    "move_card({card}, back, {room})",
    _MOVE_CARD.format("back"),
)

# ----- monsters -------------------------------------------------------------------------------

_effect(
    "forget_facing",
    (KIND,),
    "face_monsters({kind})",
    "face_monsters turns monsters toward a room, or with none named to face no way at all.",
)
_SEND = "send_monsters sends every monster of a kind there, toward a room or back; `{}` is this."
_effect(
    "move_monsters_toward",
    (KIND, ROOM_P, Param("spaces", INT)),
    "send_monsters({kind}, {room}, toward, {spaces})",
    _SEND.format("toward"),
)
_effect(
    "turn_back_monsters",
    (KIND, ROOM_P),
    "send_monsters({kind}, {room}, back)",
    _SEND.format("back"),
)

# ----- fights and the steps a rule calls off -------------------------------------------------

_effect(
    "attack_explorer",
    (WHO, Param("target", EXPLORER), TRAIT_P),
    "fight_explorer({who}, {target}, {trait}, same_room: true)",
    "fight_explorer fights with any trait; `same_room: true` needs the two in one room.",
)
_effect(
    "fight_monster_in",
    (WHO, KIND, ROOM_P, TRAIT_P),
    "fight_monster({who}, {kind}, {trait}, {room})",
    "fight_monster fights a monster in the explorer's room, or in the room named.",
)
_PREVENT = "prevent() calls off the step about to follow; `{}` is this one."
_effect("cancel_attack", (), "prevent(attack)", _PREVENT.format("attack"))
_effect("cancel_move", (), "prevent(move)", _PREVENT.format("move"))
_effect("prevent_damage", (), "prevent(damage)", _PREVENT.format("damage"))
_effect("spare_monster", (), "prevent(stun)", _PREVENT.format("stun"))

# ----- explorers: their status, their turn, their traits, damage -----------------------------

_STATUS = "set_status puts an explorer in a status (bound, unseen) or takes them out of it."
_effect("bind", (WHO,), "set_status({who}, bound)", _STATUS)
_effect("unbind", (WHO,), "set_status({who}, bound, false)", _STATUS)
_effect("set_unseen", (WHO, Param("unseen", BOOL)), "set_status({who}, unseen, {unseen})", _STATUS)
_effect(
    "end_turn_now",
    (WHO,),
    "end_movement({who}, whole_turn: true)",
    "end_movement ends a turn's movement, or with `whole_turn: true` the turn itself.",
)
_RESET = "reset_trait puts a trait back to its start (if below) or its lowest; `{}` is this."
_effect("heal", (WHO, TRAIT_P), "reset_trait({who}, {trait}, start)", _RESET.format("start"))
_effect("to_lowest", (WHO, TRAIT_P), "reset_trait({who}, {trait}, lowest)", _RESET.format("lowest"))
_effect(
    "wear_down",
    (WHO, TRAIT_P, Param("amount", INT, 1)),
    "lose({who}, {trait}, {amount}, forced: true)",
    "lose() with `forced: true` moves the clip even where a rule holds traits unchanging.",
    {"amount": "1"},
)
_effect(
    "unpreventable_damage",
    (WHO, Param("kind", DAMAGE), Param("points", INT)),
    "damage({who}, {kind}, {points}, unpreventable: true)",
    "damage() with `unpreventable: true` deals points no standing rule reduces or turns.",
)

# ----- tokens ---------------------------------------------------------------------------------

_effect(
    "place_token_for",
    (WHO, TOKEN_P, ROOM_P),
    "place_token({token}, {room}, owner: {who})",
    "place_token with an `owner` puts down that explorer's own copy of a token.",
)
_retire(
    Retired(
        "token_room_for",
        RetiredKind.CALL,
        3,
        (WHO, TOKEN_P),
        "token_rooms({token}, owner: {who})",
        "token_rooms with an `owner` tells where that explorer's own copy of a token lies.",
    )
)
_CARRY = "carry_token picks a token up, puts it down, hands it on or destroys it; `{}` is this."
_effect(
    "pick_up_token",
    (WHO, TOKEN_P),
    "carry_token({who}, {token}, pick_up)",
    _CARRY.format("pick_up"),
)
_effect(
    "drop_token", (WHO, TOKEN_P), "carry_token({who}, {token}, put_down)", _CARRY.format("put_down")
)
_effect(
    "hand_token",
    (WHO, Param("to", EXPLORER), TOKEN_P),
    "carry_token({who}, {token}, hand, {to})",
    _CARRY.format("hand"),
)
_effect(
    "destroy_carried_token",
    (WHO, TOKEN_P),
    "carry_token({who}, {token}, destroy)",
    _CARRY.format("destroy"),
)

# ----- rooms taken out of the house: `remove_room(room, how)` --------------------------------

_REMOVE = "remove_room takes a room out of the house: it falls, or is lifted out; `{}` is this."
_effect("collapse_room", (ROOM_P,), "remove_room({room}, fall)", _REMOVE.format("fall"))
_effect("unplace_room", (ROOM_P,), "remove_room({room}, lift)", _REMOVE.format("lift"))
