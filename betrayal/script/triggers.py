"""The events a script can react to (``on EVENT(...)``), and which declarations hear which.

Each event says what it tells the script (the names its trigger binds, in order), what
it means, how it reads in English and an example; the compiler checks triggers against
this table, the interpreter's callers raise the events, and the language reference is
generated from it.
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from betrayal.script.types import (
    BOOL,
    CARD,
    DAMAGE,
    EXPLORER,
    INT,
    MONSTER,
    ROOM,
    TRAIT,
    Type,
    list_of,
)


@attrs.frozen
class TriggerSpec:
    name: str
    binds: tuple[tuple[str, Type], ...]  # what the event tells the script, in order
    doc: str
    english: str
    example: str


TRIGGERS: Mapping[str, TriggerSpec] = {
    t.name: t
    for t in (
        TriggerSpec(
            "drawn",
            (("who", EXPLORER),),
            "This card has just been drawn by an explorer (events resolve here).",
            "when {who} draw this card",
            "on drawn(who) { gain(who, sanity, 1) }",
        ),
        TriggerSpec(
            "gained",
            (("who", EXPLORER), ("card", CARD), ("drawn", BOOL)),
            "An explorer has just come to hold a card (drawn, picked up, traded, taken): "
            "in a card's script, this card; in a haunt's, any item or omen, `card` saying "
            "which. `drawn` is true when they drew it from its deck, false when it came "
            "any other way (picked up, handed over, taken, fetched by a rule).",
            "when {who} gain {card}",
            "on gained(who, c) where c == book { gain(who, knowledge, 2) }",
        ),
        TriggerSpec(
            "lost",
            (("who", EXPLORER), ("card", CARD)),
            "An explorer has just stopped holding a card (dropped, traded, discarded, "
            "taken from them): in a card's script, this card; in a haunt's, any card, "
            "`card` saying which.",
            "when {who} lose {card}",
            "on lost(who, c) where c == book { lose(who, knowledge, 2) }",
        ),
        TriggerSpec(
            "turn_start",
            (("who", EXPLORER),),
            "An explorer's turn begins.",
            "at the start of {who}'s turn",
            "on turn_start(who) where who == holder { damage(who, physical, points: 1) }",
        ),
        TriggerSpec(
            "turn_end",
            (("who", EXPLORER),),
            "An explorer ends their turn, before any haunt roll.",
            "when {who} end a turn",
            "on turn_end(who) where room_of(who) == this { gain(who, sanity, 1) }",
        ),
        TriggerSpec(
            "entered",
            (("who", EXPLORER), ("room", ROOM), ("origin", list_of(ROOM))),
            "An explorer has just entered a room (by moving, discovering or being moved). "
            "`origin` holds the room they were in just before (through a door, up or down "
            "stairs, or put there by a rule alike); it is empty when they were in no room.",
            "when {who} enter {room}",
            "on entered(who, r) where r == this { end_movement(who) }",
        ),
        TriggerSpec(
            "leaving",
            (("who", EXPLORER), ("room", ROOM), ("to", ROOM)),
            "An explorer is about to step out of a room, through a door or up or down "
            "stairs (or another link or passage); the step happens after the trigger "
            "unless it calls prevent(move). `to` is the room the step leads into (it "
            "equals no room for a doorway into unexplored space).",
            "when {who} try to leave {room}",
            "on leaving(who, r) where r == this { lose(who, speed, 1) }",
        ),
        TriggerSpec(
            "rolling",
            (("who", EXPLORER), ("trait", TRAIT)),
            "An explorer is about to make a trait roll; the dice are not thrown yet, so "
            "change_roll() acts on it.",
            "when {who} are about to make a {trait} roll",
            "on rolling(who, t) where who == holder { change_roll(add, 1) }",
        ),
        TriggerSpec(
            "rolled",
            (("who", EXPLORER), ("trait", TRAIT)),
            "The dice of an explorer's trait roll have landed and the result is not used "
            "yet: reroll_dice() acts on them.",
            "when {who} have rolled for {trait}",
            "on rolled(who, t) where who == holder { reroll_dice(count: 1) }",
        ),
        TriggerSpec(
            "rolling_any",
            (("who", EXPLORER),),
            "An explorer is about to make any roll (a trait roll, an event's or a card's "
            "dice, dice of damage, the haunt roll, their own attack or defence dice in a "
            "fight; a monster's dice are no explorer's roll); the dice are not thrown yet, "
            "so change_roll() acts on it.",
            "when {who} are about to roll dice",
            "on rolling_any(who) where who == holder { change_roll(dice, 1) }",
        ),
        TriggerSpec(
            "rolled_any",
            (("who", EXPLORER),),
            "The dice of any roll an explorer makes (fights included, as for rolling_any) "
            "have landed and the result is not used yet: reroll_dice() acts on them.",
            "when {who} have rolled dice",
            "on rolled_any(who) where who == holder { reroll_dice(count: 1) }",
        ),
        TriggerSpec(
            "attacking",
            (("who", EXPLORER),),
            "An explorer is about to attack with this weapon; the attack comes after the "
            "trigger, unless it calls prevent(attack).",
            "when {who} attack with this card",
            "on attacking(who) { lose(who, speed, 1) }",
        ),
        TriggerSpec(
            "attacked",
            (
                ("who", EXPLORER),
                ("attacker", list_of(EXPLORER)),
                ("kind", list_of(MONSTER)),
                ("trait", TRAIT),
                ("owner", list_of(EXPLORER)),
            ),
            "An attack on an explorer has just been declared, by an explorer (`attacker`, "
            "empty for a monster) or a monster (`kind`, empty for an explorer), with "
            "`trait`; no die is thrown yet, so prevent(attack) calls it off and "
            "redirect_attack() turns it on someone else. `owner` holds the explorer the "
            "attacking monster belongs to (empty for one that belongs to nobody, or for an "
            "explorer's attack).",
            "when {who} are about to be attacked",
            "on attacked(who, a, k) where who == holder and count(k) > 0 { prevent(attack) }",
        ),
        TriggerSpec(
            "died",
            (("who", EXPLORER),),
            "An explorer has just died (after the haunt has begun).",
            "when {who} die",
            "on died(who) where who == traitor { win heroes }",
        ),
        TriggerSpec(
            "monster_beaten",
            (
                ("who", EXPLORER),
                ("kind", MONSTER),
                ("points", INT),
                ("trait", TRAIT),
                ("weapon", list_of(CARD)),
                ("owner", EXPLORER),
            ),
            "An explorer has just won a fight against a monster (as attacker or defender), "
            "by `points`, with `trait`; `weapon` holds the card the explorer attacked with "
            "(empty bare-handed or defending), or the item whose blast beat it "
            "(beat_monster). The monster is stunned after the trigger "
            "unless it calls prevent(stun) or slay_monster(). `owner` is the explorer "
            "the monster belongs to (unbound for one that belongs to nobody).",
            "when {who} beat {kind} in a fight",
            "on monster_beaten(who, k, n, t, w) where k == hound and n >= 3 { slay_monster() }",
        ),
        TriggerSpec(
            "discovered",
            (("who", EXPLORER), ("room", ROOM)),
            "A room tile has just been placed by an explorer exploring.",
            "when {who} discover {room}",
            "on discovered(who, r) where r == this { end_movement(who) }",
        ),
        TriggerSpec(
            "discovering",
            (("who", EXPLORER), ("room", ROOM)),
            "An explorer exploring through a doorway has turned over a room tile that fits "
            "there, and is about to place it: prevent(move) sets the tile aside unplaced "
            "and the explorer stays where they are; prevent(tile) buries it and turns "
            "over the next tile for the same doorway.",
            "when {who} are about to discover {room}",
            "on discovering(who, r) where r == vault { prevent(move) }",
        ),
        TriggerSpec(
            "monster_entered",
            (("kind", MONSTER), ("room", ROOM), ("origin", ROOM)),
            "One of the haunt's monsters has just moved into a room from `origin`, the "
            "room it was in (each room it passes through on its move, and the one it "
            "stops in). The rules run for the player whose turn it is.",
            "when {kind} moves into {room}",
            "on monster_entered(k, r) where k == hound { lose(actor, sanity, 1) }",
        ),
        TriggerSpec(
            "monster_won",
            (
                ("who", EXPLORER),
                ("kind", MONSTER),
                ("room", ROOM),
                ("margin", INT),
                ("trait", TRAIT),
                ("owner", EXPLORER),
            ),
            "A monster has just beaten an explorer in a fight by `margin`, fought with "
            "`trait`; the damage is dealt after the trigger, unless it calls "
            "prevent(damage). `owner` is the explorer the monster belongs to (unbound "
            "for one that belongs to nobody).",
            "when {kind} beat {who} in {room} by {margin}",
            "on monster_won(who, k, r, n) where n >= 2 { prevent(damage) }",
        ),
        TriggerSpec(
            "monster_tied",
            (
                ("who", EXPLORER),
                ("kind", MONSTER),
                ("room", ROOM),
                ("trait", TRAIT),
                ("owner", EXPLORER),
            ),
            "A fight between an explorer and a monster has just ended in a tie (as attacker "
            "or defender), fought with `trait`: nobody is hurt, but a haunt may exact a "
            "price all the same. `owner` is the explorer the monster belongs to (unbound "
            "for one that belongs to nobody).",
            "when {who} and {kind} fight to a tie in {room}",
            "on monster_tied(who, k, r, t) where k == hound { lose(who, sanity, 1) }",
        ),
        TriggerSpec(
            "fight_won",
            (
                ("who", EXPLORER),
                ("loser", EXPLORER),
                ("points", INT),
                ("attacking", BOOL),
                ("weapon", list_of(CARD)),
            ),
            "An explorer has just beaten another explorer in a fight by `points` "
            "(`attacking` tells whether the winner made the attack; `weapon` holds the card "
            "they attacked with, empty bare-handed or defending). The loser is hurt (or "
            "robbed) after the trigger, unless it calls prevent(damage).",
            "when {who} beat {loser} in a fight",
            "on fight_won(who, loser, n, a, w) where revolver in w { prevent(damage) }",
        ),
        TriggerSpec(
            "monster_turn_start",
            (("who", EXPLORER),),
            "The monsters' turn begins, before any of them rolls or acts; `who` is the "
            "explorer who moves them (the traitor, else the revealer).",
            "at the start of the monsters' turn (played by {who})",
            "on monster_turn_start(who) { gain(who, sanity, 1) }",
        ),
        TriggerSpec(
            "monster_turn_end",
            (("who", EXPLORER),),
            "Every monster has acted and the monsters' turn is about to pass on; `who` is "
            "the explorer who moves them.",
            "at the end of the monsters' turn (played by {who})",
            "on monster_turn_end(who) { lose(who, sanity, 1) }",
        ),
        TriggerSpec(
            "spared",
            (("who", EXPLORER), ("trait", TRAIT)),
            "A trait of an explorer reached the skull, but a `spared_at_skull` rule kept "
            "them alive: the clip stays on the trait's lowest printed value.",
            "when {who} are spared at the skull in {trait}",
            "on spared(who, t) { turn_traitor(who) }",
        ),
        TriggerSpec(
            "raised",
            (("who", EXPLORER), ("trait", TRAIT), ("source", list_of(CARD))),
            "A rule has just moved an explorer's trait clip up (gain() with a positive "
            "amount, or reset_trait(..., start)); `source` holds the card whose own rules "
            "did it (an item, omen or event), empty when a room or a haunt did. Clips "
            "already at the top do not move, and nothing is heard then.",
            "when a rule raises {who}'s {trait}",
            "on raised(who, t, s) where who == holder and count(s) > 0 { discard(this) }",
        ),
        TriggerSpec(
            "damaged",
            (("who", EXPLORER), ("kind", DAMAGE), ("points", INT)),
            "An explorer has just been dealt damage: `points` points of `kind`, as they "
            "will take it (after the rules that lighten damage or change its kind; damage "
            "lightened to nothing is not heard). The trigger runs before they place the "
            "points.",
            "when {who} take damage",
            "on damaged(who, k, n) where who == holder and k == physical { gain(who, sanity, 1) }",
        ),
        TriggerSpec(
            "monster_speed",
            (("kind", MONSTER), ("total", INT)),
            "A kind of monster has just rolled its Speed on the monster turn (`total` is "
            "the dice's total, before the one-space minimum); none of them has moved yet. "
            "The rules run for the explorer who moves the monsters.",
            "when {kind} have rolled {total} for Speed",
            "on monster_speed(k, n) where k == hound { spawn(hound, reveal_room(), n) }",
        ),
    )
}


# The card events a running haunt hears for every card (a card's own script hears them
# for itself alone).
HAUNT_HEARS_ANY_CARD = frozenset({"gained", "lost"})

# Names usable in a trigger's `where` as a limit instead of a condition.
TRIGGER_LIMITS = ("once_per_game",)

# Declaration kinds and the triggers that make sense for them.
CARD_TRIGGERS = frozenset(
    {
        "drawn",
        "gained",
        "lost",
        "turn_start",
        "turn_end",
        "entered",
        "leaving",
        "discovered",
        "discovering",
        "rolling",
        "rolled",
        "rolling_any",
        "rolled_any",
        "died",
        "attacking",
        "attacked",
        "raised",
        "damaged",
        "monster_entered",
        "monster_turn_start",
        "spared",
    }
)
ROOM_TRIGGERS = frozenset(
    {"turn_start", "turn_end", "entered", "leaving", "discovered", "monster_entered"}
)

# What `replace EVENT(...) { ... }` may stand in for: the engine step that follows the event,
# named by the word of `prevent(what)` that calls that step off. The block runs instead of
# the step.
REPLACEABLE: Mapping[str, str] = {
    "leaving": "move",
    "attacking": "attack",
    "attacked": "attack",
    "discovering": "move",
    "monster_won": "damage",
}
