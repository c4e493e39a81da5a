"""The closed vocabulary of the rule language: every primitive, trigger and limit.

A script can call only what is registered here. Each primitive declares its parameters
with their types (and defaults), what it returns, a docstring, an example that compiles,
and how it reads in English; the language reference in the docs is generated from this
registry, so it cannot drift from the code.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import Any

import attrs

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
from betrayal.script.verbs import fill

REQUIRED = object()


class PrimitiveKind(enum.Enum):
    EFFECT = "effect"  # a statement that changes the game
    QUERY = "query"  # an expression that reads the game


@attrs.frozen
class Param:
    name: str
    type: Type
    default: object = REQUIRED
    doc: str = ""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


@attrs.frozen
class Primitive:
    name: str
    kind: PrimitiveKind
    params: tuple[Param, ...]
    returns: Type | None
    doc: str
    example: str  # a statement (effects) or expression (queries) that compiles
    # A template where {param} stands for the argument's English, or a function of those
    # words for renderings that depend on the arguments.
    english: str | Callable[[dict[str, str]], str]
    impl: Callable[..., Any] = attrs.field(eq=False, repr=False)

    def param(self, name: str) -> Param | None:
        for p in self.params:
            if p.name == name:
                return p
        return None

    def render(self, args: tuple[str, ...]) -> str:
        values = {p.name: a for p, a in zip(self.params, args, strict=False)}
        if callable(self.english):
            return self.english(values)
        return fill(self.english, values)


PRIMITIVES: dict[str, Primitive] = {}

English = str | Callable[[dict[str, str]], str]


def _register(
    kind: PrimitiveKind,
    name: str,
    params: tuple[Param, ...],
    returns: Type | None,
    example: str,
    english: English,
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in PRIMITIVES:
            raise ValueError(f"primitive {name!r} registered twice")
        doc = " ".join((fn.__doc__ or "").split())
        if not doc:
            raise ValueError(f"primitive {name!r} has no docstring")
        PRIMITIVES[name] = Primitive(name, kind, params, returns, doc, example, english, fn)
        return fn

    return decorate


def effect(
    name: str, *params: Param, example: str, english: English
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register an effect: ``fn(state, ctx, *args) -> state``."""
    return _register(PrimitiveKind.EFFECT, name, params, None, example, english)


def query(
    name: str, *params: Param, returns: Type, example: str, english: English
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a query: ``fn(state, ctx, *args) -> value``; it must not change anything."""
    return _register(PrimitiveKind.QUERY, name, params, returns, example, english)


# ----- triggers: the engine events a script can react to ------------------------------------


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
            (("who", EXPLORER),),
            "An explorer has just come to hold this card (drawn, picked up, traded).",
            "when {who} gain this card",
            "on gained(who) { gain(who, knowledge, 2) }",
        ),
        TriggerSpec(
            "lost",
            (("who", EXPLORER),),
            "An explorer has just stopped holding this card (dropped, traded, discarded).",
            "when {who} lose this card",
            "on lost(who) { lose(who, knowledge, 2) }",
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
            (("who", EXPLORER), ("room", ROOM)),
            "An explorer has just entered a room (by moving, discovering or being moved).",
            "when {who} enter {room}",
            "on entered(who, r) where r == this { end_movement(who) }",
        ),
        TriggerSpec(
            "leaving",
            (("who", EXPLORER), ("room", ROOM)),
            "An explorer is about to step out of a room; the step happens after the "
            "trigger unless it calls cancel_move().",
            "when {who} try to leave {room}",
            "on leaving(who, r) where r == this { lose(who, speed, 1) }",
        ),
        TriggerSpec(
            "rolling",
            (("who", EXPLORER), ("trait", TRAIT)),
            "An explorer is about to make a trait roll; the dice are not thrown yet, so "
            "add_to_roll(), more_dice() and name_roll() act on it.",
            "when {who} are about to make a {trait} roll",
            "on rolling(who, t) where who == holder { add_to_roll(1) }",
        ),
        TriggerSpec(
            "rolled",
            (("who", EXPLORER), ("trait", TRAIT)),
            "The dice of an explorer's trait roll have landed and the result is not used "
            "yet: reroll_lowest() acts on them.",
            "when {who} have rolled for {trait}",
            "on rolled(who, t) where who == holder { reroll_lowest(1) }",
        ),
        TriggerSpec(
            "attacking",
            (("who", EXPLORER),),
            "An explorer is about to attack with this weapon; the attack comes after the "
            "trigger, unless it calls cancel_attack().",
            "when {who} attack with this card",
            "on attacking(who) { lose(who, speed, 1) }",
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
            ),
            "An explorer has just won a fight against a monster (as attacker or defender), "
            "by `points`, with `trait`; `weapon` holds the card the explorer attacked with "
            "(empty bare-handed or defending), or the item whose blast beat it "
            "(beat_monster). The monster is stunned after the trigger "
            "unless it calls spare_monster() or slay_monster().",
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
            "monster_entered",
            (("kind", MONSTER), ("room", ROOM)),
            "One of the haunt's monsters has just moved into a room (each room it passes "
            "through on its move, and the one it stops in). The rules run for the player "
            "whose turn it is.",
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
            ),
            "A monster has just beaten an explorer in a fight by `margin`, fought with "
            "`trait`; the damage is dealt after the trigger, unless it calls "
            "prevent_damage().",
            "when {kind} beat {who} in {room} by {margin}",
            "on monster_won(who, k, r, n) where n >= 2 { prevent_damage() }",
        ),
        TriggerSpec(
            "monster_tied",
            (
                ("who", EXPLORER),
                ("kind", MONSTER),
                ("room", ROOM),
                ("trait", TRAIT),
            ),
            "A fight between an explorer and a monster has just ended in a tie (as attacker "
            "or defender), fought with `trait`: nobody is hurt, but a haunt may exact a "
            "price all the same.",
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
            "robbed) after the trigger, unless it calls prevent_damage().",
            "when {who} beat {loser} in a fight",
            "on fight_won(who, loser, n, a, w) where revolver in w { prevent_damage() }",
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
            "amount, or heal()); `source` holds the card whose own rules did it (an item, "
            "omen or event), empty when a room or a haunt did. Clips already at the top do "
            "not move, and nothing is heard then.",
            "when a rule raises {who}'s {trait}",
            "on raised(who, t, s) where who == holder and count(s) > 0 { discard(this) }",
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

# ----- monster abilities: what a haunt's monster kind can be barred from ---------------------


@attrs.frozen
class MonsterRule:
    name: str
    doc: str
    english: str
    example: str


MONSTER_CANNOT: Mapping[str, MonsterRule] = {
    r.name: r
    for r in (
        MonsterRule(
            "be_attacked",
            "No explorer may choose a monster of this kind as the target of an attack, "
            "whatever trait or weapon they would use; it still counts as an opponent in "
            "its room.",
            "it cannot be attacked",
            'monster banshee "Banshee" { traits speed 8; cannot be_attacked }',
        ),
        MonsterRule(
            "attack",
            "Monsters of this kind never attack on the monster turn (they still defend "
            "when attacked).",
            "it never attacks",
            'monster madman "Madman" { traits might 7 speed 7; cannot attack }',
        ),
        MonsterRule(
            "move",
            "Monsters of this kind stay where they are: they roll no Speed and take no "
            "step on the monster turn (rules may still put them elsewhere).",
            "it never moves",
            'monster idol "Idol" { traits knowledge 6; cannot move }',
        ),
        MonsterRule(
            "slow",
            "Monsters of this kind never make leaving their room cost an explorer more.",
            "it never slows anyone down",
            'monster wisp "Wisp" { traits speed 4; cannot slow }',
        ),
        MonsterRule(
            "be_slowed",
            "Explorers in its room never make leaving it cost a monster of this kind more "
            "than one space.",
            "explorers never slow it down",
            'monster head "Head" { traits might 6 speed 1; cannot be_slowed }',
        ),
    )
}

# ----- statics: standing rules the engine consults when it computes something ----------


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
            (("kind", MONSTER), ("trait", TRAIT)),
            "While this rule is live, monsters of a kind have `amount` (never below zero) "
            "as their value in a trait their kind has, instead of the printed one, when "
            "`when` holds (a track the haunt keeps, a value for the number of players).",
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
            "unchanging",
            (Param("when", BOOL),),
            (("who", EXPLORER),),
            "While this rule is live, the traits of an explorer for whom `when` holds never "
            "change: damage is not dealt to them, and gains, losses, heals and items do "
            "nothing. Only wear_down() moves their clips.",
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
            "nobody, it moves freely.",
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
            "none left) they are free.",
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
            (("kind", MONSTER),),
            "While this rule is live, monsters of a kind for which `when` holds go after the "
            "explorer `target` while they live: each step takes the shortest way toward "
            "them, a monster cannot stop while such a step is open, it takes no step once "
            "in their room, and it must attack a hero sharing its room before it is done.",
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
            (("kind", MONSTER),),
            "While this rule is live, a monster of a kind for which `when` holds that shares "
            "a room with the living explorer `target` may attack only them there (a double "
            "that always goes for its own original, say); with `target` elsewhere it "
            "attacks as usual.",
            "monsters attack {amount} before anyone else in their room when {when}",
            "static attacks_first(target: left_of(revealer()), when: kind == hound)",
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

# ----- monster abilities: what sets a haunt's monster kind apart from plain traits -------


@attrs.frozen
class AbilitySpec:
    name: str
    params: tuple[Param, ...]  # each argument is a plain value, fixed when the script compiles
    doc: str
    english: str
    example: str  # a line that compiles inside a monster declaration


MONSTER_ABILITIES: Mapping[str, AbilitySpec] = {
    a.name: a
    for a in (
        AbilitySpec(
            "attack_bonus",
            (Param("amount", INT),),
            "Each attack roll this monster makes gets `amount` added to its total; its "
            "defence rolls are not changed.",
            "adds {amount} to the total of its attack rolls",
            "static attack_bonus(2)",
        ),
        AbilitySpec(
            "through_walls",
            (),
            "This monster moves through walls: besides its doors, it may step into any "
            "placed room next to its own on the same floor (not up or down through floors "
            "or ceilings), at the usual cost.",
            "moves through walls to any room beside its own",
            "static through_walls()",
        ),
        AbilitySpec(
            "attacks_each",
            (),
            "On the monster turn this monster may attack every hero it reaches, each one "
            "once, instead of making a single attack.",
            "attacks each hero it reaches once a turn",
            "static attacks_each()",
        ),
        AbilitySpec(
            "pack_attack",
            (),
            "Monsters of this kind that share a room may attack a hero there as one, on "
            "the monster turn: their attack dice are added together (eight at most) and "
            "each of them has made its attack. If the hero wins, the pack takes no harm.",
            "may attack together with the others of its kind in its room, adding their dice",
            "static pack_attack()",
        ),
        AbilitySpec(
            "must_attack",
            (),
            "On the monster turn this monster may not finish while it could still attack "
            "a hero in its room and has not attacked.",
            "must attack a hero in its room if it can",
            "static must_attack()",
        ),
        AbilitySpec(
            "avoids",
            (Param("room", ROOM),),
            "This monster never moves into the named room on the monster turn (a room it "
            "cannot bear, or cannot fit into); rules may still put it there.",
            "never moves into {room}",
            "static avoids(chapel)",
        ),
        AbilitySpec(
            "explores",
            (),
            "This monster may move through an open doorway into unexplored space on the "
            "monster turn: a room tile is turned over for that floor and placed as for an "
            "explorer, and the monster steps in at the usual cost. It draws no card for the "
            "room's symbol and may go on moving.",
            "may discover new rooms (it draws no cards for them)",
            "static explores()",
        ),
        AbilitySpec(
            "keeps_to_doors",
            (),
            "This monster never goes through a passage a rule opened between rooms (secret "
            "stairs, a secret passage); doors, stairs and chutes it uses as usual.",
            "never goes through secret stairs or passages",
            "static keeps_to_doors()",
        ),
    )
}

# Names usable in a trigger's `where` as a limit instead of a condition.
TRIGGER_LIMITS = ("once_per_game",)

ACTION_LIMITS = ("once_per_turn", "once_per_game", "any_number", "once_per_monster_turn")

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
        "rolling",
        "rolled",
        "died",
        "attacking",
        "raised",
        "monster_entered",
        "monster_turn_start",
    }
)
ROOM_TRIGGERS = frozenset({"turn_start", "turn_end", "entered", "leaving", "discovered"})

# What `replace EVENT(...) { ... }` may stand in for: the engine step that follows the event,
# and the effect that calls that step off. The block runs instead of the step.
REPLACEABLE: Mapping[str, str] = {
    "leaving": "cancel_move",
    "attacking": "cancel_attack",
    "monster_won": "prevent_damage",
}


def primitive(name: str) -> Primitive | None:
    _load_library()
    return PRIMITIVES.get(name)


def all_primitives() -> Mapping[str, Primitive]:
    _load_library()
    return PRIMITIVES


_loaded = False


def _load_library() -> None:
    # The library modules register primitives on import; importing them lazily keeps the
    # registry module free of engine imports (the engine imports the registry).
    global _loaded
    if not _loaded:
        _loaded = True
        from betrayal.script import library  # noqa: F401
