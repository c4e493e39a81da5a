"""Standing rules (``static NAME(...)``): what the engine asks of the scripts in play
whenever it computes something (a move's cost, a roll's dice, whether an attack may be
made), with the names each rule's condition may read.

The engine asks for a static by name (:meth:`~betrayal.core.scripted.ScriptedRules.static_amounts`);
the compiler checks each ``static`` declaration against this table, and the language
reference is generated from it.
"""

from __future__ import annotations

from collections.abc import Mapping

import attrs

from betrayal.script.registry import Param
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
    Type,
    list_of,
)


@attrs.frozen
class StaticSpec:
    name: str
    params: tuple[Param, ...]
    binds: tuple[tuple[str, Type], ...]  # names the `when` condition may use
    doc: str
    english: str
    example: str


STATICS: Mapping[str, StaticSpec] = {
    s.name: s
    for s in (
        StaticSpec(
            "extra_dice",
            (Param("amount", INT), Param("when", BOOL)),
            (("roller", EXPLORER), ("rolled", TRAIT), ("event_roll", BOOL)),
            "While this rule is live, a trait roll for which `when` holds uses `amount` more "
            "dice (fewer if negative; a roll that loses dice this way still rolls at least "
            "one, and no roll uses more than eight). `event_roll` is true for rolls an event "
            "card asks for.",
            "trait rolls use {amount} more dice when {when}",
            "static extra_dice(amount: 1, when: roller == holder and event_roll)",
        ),
        StaticSpec(
            "reduce_damage",
            (Param("amount", INT), Param("when", BOOL)),
            (
                ("target", EXPLORER),
                ("kind", DAMAGE),
                ("attack", BOOL),
                ("winner", list_of(EXPLORER)),
            ),
            "While this rule is live, damage dealt to an explorer for which `when` holds is "
            "reduced by `amount` (never below zero), each time it is dealt. `attack` is true "
            "for damage from losing a fight; `winner` then holds the explorer who won it (empty "
            "when a monster did, or for other damage).",
            "damage is reduced by {amount} when {when}",
            "static reduce_damage(amount: 1, when: target == holder and kind == physical)",
        ),
        StaticSpec(
            "physical_as_mental",
            (Param("when", BOOL),),
            (("target", EXPLORER),),
            "While this rule is live, physical damage dealt to an explorer for whom `when` "
            "holds is taken as mental damage instead (no choice).",
            "physical damage is taken as mental when {when}",
            "static physical_as_mental(when: target == holder)",
        ),
        StaticSpec(
            "mental_as_physical",
            (Param("when", BOOL),),
            (("target", EXPLORER),),
            "While this rule is live, an explorer for whom `when` holds, about to take "
            "mental damage, may take all of it as physical damage instead.",
            "mental damage may be taken as physical when {when}",
            "static mental_as_physical(when: target == holder)",
        ),
        StaticSpec(
            "move_cost",
            (Param("amount", INT), Param("when", BOOL)),
            (("mover", EXPLORER),),
            "While this rule is live, each space an explorer for whom `when` holds moves "
            "costs `amount` more spaces of movement (a step always costs at least one, and "
            "the first step of a turn is always allowed).",
            "each space moved costs {amount} more when {when}",
            "static move_cost(amount: 1, when: mover == holder)",
        ),
        StaticSpec(
            "cannot_attack",
            (Param("when", BOOL),),
            (
                ("attacker", EXPLORER),
                ("foe", MONSTER),
                ("trait", TRAIT),
                ("weapon", list_of(CARD)),
                ("foe_stunned", BOOL),
            ),
            "While this rule is live, an explorer may not attack a foe with a trait when "
            "`when` holds: the attack is not offered. `foe` is the monster kind attacked; "
            "when the foe is an explorer it equals no kind. `weapon` holds the card the "
            "attack would be made with (empty bare-handed); `foe_stunned` tells whether the "
            "foe is a stunned monster.",
            "no attack may be made when {when}",
            "static cannot_attack(when: foe == hound and trait == speed)",
        ),
        StaticSpec(
            "cannot_attack_explorer",
            (Param("when", BOOL),),
            (
                ("attacker", EXPLORER),
                ("target", EXPLORER),
                ("by_monster", BOOL),
                ("kind", MONSTER),
            ),
            "While this rule is live, no attack on the explorer `target` is offered when "
            "`when` holds, to an explorer or to a monster. `attacker` is the explorer "
            "attacking, or the one moving the monsters when `by_monster` is true; `kind` is "
            "then the attacking monster's kind (otherwise it equals no kind).",
            "explorers may not be attacked when {when}",
            "static cannot_attack_explorer(when: by_monster and target == left_of(attacker))",
        ),
        StaticSpec(
            "fight_bonus",
            (Param("amount", INT), Param("when", BOOL)),
            (("fighter", EXPLORER), ("foe", MONSTER), ("trait", TRAIT)),
            "While this rule is live, an explorer fighting (attacking or defending) adds "
            "`amount` to the total of their fight roll when `when` holds. `foe` is the "
            "opposing monster's kind; when the foe is an explorer it equals no kind.",
            "a fighter adds {amount} to their fight roll when {when}",
            "static fight_bonus(amount: 4, when: holds(fighter, spear) and foe == hound)",
        ),
        StaticSpec(
            "monster_trait",
            (Param("amount", INT), Param("when", BOOL)),
            (("kind", MONSTER), ("trait", TRAIT), ("owner", EXPLORER), ("room", ROOM)),
            "While this rule is live, monsters of a kind have `amount` (never below zero) "
            "as their value in a trait their kind has, instead of the printed one, when "
            "`when` holds (a track the haunt keeps, a value for the number of players). "
            "`owner` is the explorer the monster belongs to (see `spawn`); reading it for "
            "a monster that belongs to nobody is an error, so test `kind` first. `room` is "
            "the room the monster stands in (for a Speed roll made for several, the first "
            "one's): a monster stronger in its lair, say.",
            "a monster's trait is {amount} when {when}",
            "static monster_trait(amount: players + 2, when: kind == hound and trait == might)",
        ),
        StaticSpec(
            "monster_attack_dice",
            (Param("amount", INT), Param("when", BOOL)),
            (("kind", MONSTER), ("target", EXPLORER), ("trait", TRAIT)),
            "While this rule is live, a monster of a kind attacking an explorer (on the "
            "monster turn) rolls `amount` more dice when `when` holds (fewer if negative, "
            "never below none).",
            "a monster attacking rolls {amount} more dice when {when}",
            "static monster_attack_dice(amount: -2, when: kind == hound and holds(target, bell))",
        ),
        StaticSpec(
            "item_token",
            (Param("when", BOOL),),
            (("token", TOKEN),),
            "While this rule is live, the tokens of this script for which `when` holds are "
            "items: like an item card, once a turn each, their carrier may drop one in the "
            "room or offer it to another explorer there, and an explorer may pick one up "
            "from the room they stand in (stealing a carried token and dropping it at "
            "death need no rule).",
            "a token is an item (dropped, picked up, traded like a card) when {when}",
            "static item_token(when: true)",
        ),
        StaticSpec(
            "monster_way",
            (Param("when", BOOL),),
            (("kind", MONSTER), ("origin", ROOM), ("target", ROOM)),
            "While this rule is live, a monster of `kind` in the room `origin` may step into "
            "the placed room `target` when `when` holds, at the usual cost of leaving its "
            "room (a way only monsters take: the hole of the Collapsed Room, say).",
            "a monster may step from one room (origin) into another (target) when {when}",
            "static monster_way(when: origin == attic and target == vault)",
        ),
        StaticSpec(
            "token_cannot_be_stolen",
            (Param("when", BOOL),),
            (("holder", EXPLORER), ("token", TOKEN)),
            "While this rule is live, a token of this script that an explorer carries "
            "cannot be taken from them by the winner of a fight when `when` holds (it can "
            "still be handed over by rules).",
            "a carried token cannot be stolen when {when}",
            "static token_cannot_be_stolen(when: is_traitor(holder))",
        ),
        StaticSpec(
            "no_room_card",
            (Param("when", BOOL),),
            (("discoverer", EXPLORER), ("room", ROOM)),
            "While this rule is live, an explorer who discovers a room for which `when` "
            "holds draws no card for its symbols (and their movement is not ended by it).",
            "no card is drawn for a discovered room when {when}",
            "static no_room_card(when: floor_of(room) == basement)",
        ),
        StaticSpec(
            "extra_moves",
            (Param("amount", INT), Param("when", BOOL)),
            (("mover", EXPLORER),),
            "While this rule is live, an explorer for whom `when` holds starts each turn "
            "with `amount` more spaces of movement (fewer if negative), but never fewer "
            "than one.",
            "an explorer's movement changes by {amount} space(s) each turn when {when}",
            "static extra_moves(amount: -1, when: mover == holder)",
        ),
        StaticSpec(
            "cannot_take",
            (Param("when", BOOL),),
            (("taker", EXPLORER), ("card", CARD)),
            "While this rule is live, an explorer `taker` may not come to hold the item or "
            "omen `card` when `when` holds: it is not offered to them to pick up, in a "
            "trade or as a theft (rules may still hand it over).",
            "a card may not be taken when {when}",
            "static cannot_take(when: is_traitor(taker) and card == medallion)",
        ),
        StaticSpec(
            "stays_hidden",
            (Param("when", BOOL),),
            (("who", EXPLORER),),
            "While this rule is live, a hidden traitor `who` for whom `when` holds may not "
            "show themselves of their own accord: unmasking is not offered to them. Rules "
            "may still reveal them (reveal_traitor()).",
            "a hidden traitor may not reveal themselves at will when {when}",
            "static stays_hidden(when: true)",
        ),
        StaticSpec(
            "unchanging",
            (Param("when", BOOL),),
            (
                ("who", EXPLORER),
                ("lowering", BOOL),
                ("damage", BOOL),
                ("source", list_of(CARD)),
            ),
            "While this rule is live, the traits of an explorer for whom `when` holds never "
            "change: damage is not dealt to them, and gains, losses, heals and items do "
            "nothing. Only lose(..., forced: true) moves their clips. `when` may look at "
            "the change: `lowering` (it would lower a trait), `damage` (damage dealt, or a "
            "point of it placed) and `source` (the card whose own rules make it: an item, "
            "omen or event; empty for damage and for a room's or the haunt's rules).",
            "an explorer's traits never change when {when}",
            "static unchanging(when: who == holder)",
        ),
        StaticSpec(
            "keep_hold",
            (Param("when", BOOL),),
            (("card", CARD),),
            "While this rule is live, a card for which `when` holds cannot be dropped or "
            "traded away by whoever holds it (it still falls where its holder dies, and "
            "can still be stolen).",
            "a card cannot be dropped or traded when {when}",
            "static keep_hold(when: card == spirit_board)",
        ),
        StaticSpec(
            "silence_card",
            (Param("when", BOOL),),
            (("card", CARD),),
            "While this rule is live, the actions a card's own rules give its holder are not "
            "offered for a card for which `when` holds (its other rules still apply).",
            "a card's own actions cannot be used when {when}",
            "static silence_card(when: card == spirit_board)",
        ),
        StaticSpec(
            "silence_room",
            (Param("when", BOOL),),
            (("room", ROOM), ("user", EXPLORER)),
            "While this rule is live, a room's own rules do nothing for `user` when `when` "
            "holds: the actions they give are not offered to them (in the monster turn, "
            "whoever moves the monsters: a monster in the Mystic Elevator stopping it, "
            "say), and the room's triggers do not run for them (no roll to leave it, no "
            "harm at the end of a turn there: a sleepwalker the room cannot touch). The "
            "rules of other rooms, cards and the haunt still apply.",
            "a room's own rules do nothing when {when}",
            "static silence_room(when: room == vault and is_traitor(user))",
        ),
        StaticSpec(
            "halve_damage",
            (Param("when", BOOL),),
            (("target", EXPLORER), ("kind", DAMAGE), ("attack", BOOL)),
            "While this rule is live, damage dealt to an explorer for which `when` holds is "
            "halved, rounding up, after any reductions (`attack` is true for damage from "
            "losing a fight).",
            "damage is halved (rounding up) when {when}",
            "static halve_damage(when: target == holder and kind == physical)",
        ),
        StaticSpec(
            "reroll_blanks",
            (Param("when", BOOL),),
            (("kind", MONSTER),),
            "While this rule is live, when a monster of kind `kind` attacks and `when` "
            "holds, its blank dice are thrown once more and what they show is added to the "
            "dice that did not come up blank.",
            "an attacking monster throws its blank dice again when {when}",
            "static reroll_blanks(when: true)",
        ),
        StaticSpec(
            "pass_through_walls",
            (Param("when", BOOL),),
            (("mover", EXPLORER),),
            "While this rule is live, an explorer for whom `when` holds walks through walls "
            "as through doors: a step may go into any placed room beside theirs on the same "
            "floor, door or no door (never up or down through floors or ceilings), at the "
            "usual cost.",
            "one may walk through walls to a room beside one's own when {when}",
            "static pass_through_walls(when: mover == holder)",
        ),
        StaticSpec(
            "cannot_explore",
            (Param("when", BOOL),),
            (("mover", EXPLORER),),
            "While this rule is live, an explorer for whom `when` holds may not discover "
            "new rooms: doorways that lead nowhere yet are not offered as moves.",
            "one may not discover rooms when {when}",
            "static cannot_explore(when: mover == holder)",
        ),
        StaticSpec(
            "barred_room",
            (Param("when", BOOL),),
            (("mover", EXPLORER), ("room", ROOM)),
            "While this rule is live, an explorer may not move into a room for which `when` "
            "holds (through a door, or by stairs or a passage); rules may still put them "
            "there.",
            "one may not move into a room when {when}",
            "static barred_room(when: mover == holder and room == vault)",
        ),
        StaticSpec(
            "monster_rests",
            (Param("when", BOOL),),
            (("kind", MONSTER),),
            "While this rule is live, monsters of a kind for which `when` holds (checked once "
            "the rules for the start of the monster turn have run) sit that monster turn "
            "out: no Speed roll, no step, no attack. They still defend and still slow "
            "explorers.",
            "monsters sit out the monster turn when {when}",
            "static monster_rests(when: kind == hound and turn_number() < 3)",
        ),
        StaticSpec(
            "chase_in_sight",
            (Param("when", BOOL),),
            (("kind", MONSTER),),
            "While this rule is live, a monster of a kind for which `when` holds that sees a "
            "hero (in its room, or in line of sight through doors) must chase the nearest "
            "one: each step it takes brings it one space nearer, it cannot stop while such a "
            "step is open, and in a hero's room it must attack before it is done. Seeing "
            "nobody, it moves freely. Under a set path, the chase only narrows the path's "
            "step, and yields to it when the path leads no nearer. A monster with no step "
            "left may always stop.",
            "monsters chase the nearest hero they can see when {when}",
            "static chase_in_sight(when: kind == hound)",
        ),
        StaticSpec(
            "seek_rooms",
            (Param("rooms", list_of(ROOM)), Param("when", BOOL)),
            (("kind", MONSTER),),
            "While this rule is live, monsters of a kind for which `when` holds head for the "
            "nearest of `rooms` by the shortest way: each step brings them one space nearer, "
            "and they cannot stop while such a step is open. In one of the rooms (or with "
            "none left) they are free. Under a set path, a chase or a hunt that already "
            "binds the monster to a step, rooms sought only narrow those steps, and yield "
            "to them when none of them leads nearer.",
            "monsters head for the nearest of {amount} when {when}",
            "static seek_rooms(rooms: [chapel, crypt], when: kind == hound)",
        ),
        StaticSpec(
            "walk_path",
            (Param("turns", list_of(INT)), Param("when", BOOL)),
            (("kind", MONSTER),),
            "While this rule is live, monsters of a kind for which `when` holds walk a set "
            "path once they face some way (they face the way they last went through a "
            "door, or as face_monsters() turned them): each step goes through the first "
            "open door of `turns`, each a number of quarter turns to the left of the way "
            "they face (0 straight on, 1 left, 2 back, 3 right), and they cannot stop "
            "while such a door is open. With none open they may take stairs or stop. One "
            "that faces no way yet takes its first step wherever its mover likes.",
            "monsters walk a set path, trying in turn {amount} quarter turns to their left, "
            "when {when}",
            "static walk_path(turns: [1, 0, 3, 2], when: kind == hound)",
        ),
        StaticSpec(
            "hunt",
            (Param("target", EXPLORER), Param("when", BOOL)),
            (("kind", MONSTER), ("owner", EXPLORER)),
            "While this rule is live, monsters of a kind for which `when` holds go after the "
            "explorer `target` while they live: each step takes the shortest way toward "
            "them, a monster cannot stop while such a step is open, it takes no step once "
            "in their room, and it must attack a hero sharing its room before it is done. "
            "Under a set path or a chase that already binds the monster to a step, the hunt "
            "only narrows those steps, and yields to them when none of them leads nearer. "
            "`owner` is the explorer the monster belongs to, for a monster that has one.",
            "monsters go after {amount} when {when}",
            "static hunt(target: left_of(revealer()), when: kind == hound)",
        ),
        StaticSpec(
            "shielded_room",
            (Param("when", BOOL),),
            (("room", ROOM), ("user", EXPLORER)),
            "While this rule is live, the cards of the explorer `user` cannot reach into "
            "`room` when `when` holds: a card that aims at a room or pulls people from "
            "where they stand leaves that room out (cards ask with `shielded`).",
            "cards do not reach into a room when {when}",
            "static shielded_room(when: user != holder and room == chapel)",
        ),
        StaticSpec(
            "attacks_first",
            (Param("target", EXPLORER), Param("when", BOOL)),
            (("kind", MONSTER), ("owner", EXPLORER)),
            "While this rule is live, a monster of a kind for which `when` holds that shares "
            "a room with the living explorer `target` may attack only them there (a double "
            "that always goes for its own original, say); with `target` elsewhere it "
            "attacks as usual. `owner` is the explorer the monster belongs to, for a "
            "monster that has one.",
            "monsters attack {amount} before anyone else in their room when {when}",
            "static attacks_first(target: left_of(revealer()), when: kind == hound)",
        ),
        StaticSpec(
            "commanded_by",
            (Param("players", list_of(EXPLORER)), Param("when", BOOL)),
            (("kind", MONSTER), ("owner", EXPLORER)),
            "While this rule is live, the player of the first explorer in `players` moves "
            "the monsters of a kind for which `when` holds on the monster turn, instead of "
            "whoever plays the monsters (a dead hero's player taking over their own "
            "double, whoever holds a ring ruling the demons it conquered): their steps, "
            "attacks and stopping are that player's decisions; with `players` empty, "
            "nothing changes. Each explorer's monsters of a kind act apart, so `owner` can "
            "give each its own commander; the player may be dead. Whom the monsters may "
            "attack does not change.",
            "the player of {amount} moves the monsters when {when}",
            "static commanded_by(players: [left_of(revealer())], when: kind == hound)",
        ),
        StaticSpec(
            "spared_at_skull",
            (Param("when", BOOL),),
            (("target", EXPLORER), ("trait", TRAIT)),
            "While this rule is live, an explorer for whom `when` holds does not die when "
            "a trait would reach the skull: the clip stops on the lowest printed value and "
            "the `spared` event follows.",
            "an explorer does not die at the skull when {when}",
            "static spared_at_skull(when: target == holder and trait == sanity)",
        ),
        StaticSpec(
            "blocks_sight",
            (Param("when", BOOL),),
            (("room", ROOM),),
            "While this rule is live, a room for which `when` holds stops lines of sight: "
            "nobody sees into it or out of it from another room (ranged attacks, monsters "
            "that chase what they see). Who stands in the room itself is not hidden from "
            "those there.",
            "no line of sight passes into or out of a room when {when}",
            "static blocks_sight(when: room == vault)",
        ),
        StaticSpec(
            "obstacle",
            (Param("when", BOOL),),
            (("room", ROOM),),
            "While this rule is live, a room for which `when` holds has an obstacle in it "
            "(a token that blocks the way, say): leaving it costs one more space, before "
            "the haunt as after. Under the 3rd edition's rules an obstacle and opponents "
            "in one room still add only one space between them; otherwise each adds its "
            "own.",
            "leaving a room costs one more space when {when}",
            "static obstacle(when: room == junk_room)",
        ),
        StaticSpec(
            "attack_trait",
            (Param("trait", TRAIT), Param("when", BOOL)),
            (("attacker", EXPLORER),),
            "While this rule is live, an explorer for whom `when` holds attacks without a "
            "weapon using `trait` instead of Might (the defender rolls the same trait).",
            "attacks without a weapon use {amount} instead of Might when {when}",
            "static attack_trait(trait: speed, when: attacker == holder)",
        ),
    )
}
