"""Standing rules (``static NAME(...)``): what the engine asks of the scripts in play
whenever it computes something (a move's cost, a roll's dice, whether an attack may be
made), with the names each rule's condition may read.

The engine asks for a static by name (:meth:`~betrayal.core.scripted.ScriptedRules.static_amounts`);
the compiler checks each ``static`` declaration against this table, and the language
reference is generated from it. A family (``movement(mode: cost, ...)``) is one name with
several modes, each its own rule: the engine asks for the family and the mode.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping

import attrs

from betrayal.core.traits import Trait
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
    mode_of,
)

Binds = tuple[tuple[str, Type], ...]


@attrs.frozen
class StaticMode:
    """One mode of a family: what its `when` may read, the parameter whose value the
    engine takes (None: the rule only allows or forbids), and how it reads."""

    word: str
    binds: Binds
    english: str  # {amount} stands for the value's words, {when} for the condition
    value: str | None = None
    example: str = ""  # a line that compiles in a haunt


@attrs.frozen
class StaticSpec:
    name: str
    params: tuple[Param, ...]
    binds: Binds  # names the `when` condition may use (in a family: under every mode)
    doc: str
    english: str  # in a family, unused: each mode has its own
    example: str
    modes: tuple[StaticMode, ...] = ()

    def mode(self, word: str | None) -> StaticMode | None:
        return next((m for m in self.modes if m.word == word), None)

    @property
    def default_mode(self) -> str | None:
        """The word a family's rule has when its `mode` is left out (None: no default)."""
        param = next((p for p in self.params if p.name == "mode"), None)
        if param is None or param.required:
            return None
        default = param.default
        return str(default.value) if isinstance(default, enum.Enum) else str(default)

    def binds_for(self, word: str | None) -> Binds:
        mode = self.mode(word)
        return self.binds + (mode.binds if mode is not None else ())

    def english_for(self, word: str | None) -> str:
        mode = self.mode(word)
        return mode.english if mode is not None else self.english

    @property
    def every_bind(self) -> Binds:
        """Every name some mode's `when` may read, each once (for the editor's help)."""
        found = dict(self.binds)
        for mode in self.modes:
            found.update(mode.binds)
        return tuple(found.items())


@functools.cache  # asked at every look-up of a standing rule
def static_key(name: str, mode: str | None = None) -> str:
    """How the rules in play are filed: a family's by its mode too (None: its default)."""
    spec = STATICS.get(name)
    if spec is None or not spec.modes:
        return name
    word = mode if mode is not None else spec.default_mode
    return f"{name}:{word}"


def _modes(name: str, *words: str) -> Type:
    """The type of a family's `mode` argument: one of its words."""
    modes: type[enum.Enum] = enum.Enum(name, [(w, w) for w in words])  # type: ignore[misc]
    return mode_of(modes)


def _mode_param(modes: Type, default: str | None = None) -> Param:
    if default is None:
        return Param("mode", modes, doc="which rule of the family")
    assert modes.modes is not None
    return Param("mode", modes, modes.modes(default), doc="which rule of the family")


STATICS: Mapping[str, StaticSpec] = {
    s.name: s
    for s in (
        StaticSpec(
            "extra_dice",
            (
                Param(
                    "amount",
                    INT,
                    0,
                    doc="how many more dice (modes trait_roll, monster_attack, fight)",
                ),
                Param("when", BOOL),
                _mode_param(
                    _modes("DiceMode", "trait_roll", "monster_attack", "blanks_again", "fight"),
                    "trait_roll",
                ),
            ),
            (),
            "While this rule is live, a roll for which `when` holds is changed, by `mode`. "
            "`trait_roll` (the default): an explorer's trait roll uses `amount` more dice "
            "(fewer if negative; a roll that loses dice this way still rolls at least one, "
            "and no roll uses more than eight); `event_roll` is true for rolls an event card "
            "asks for. `monster_attack`: a monster attacking an explorer on the monster turn "
            "rolls `amount` more dice (fewer if negative, never below none); `striker` is "
            "that monster alone, `kind` its kind. "
            "`blanks_again`: an attacking monster throws its blank dice once more, and what "
            "they show is added to the dice that did not come up blank. `fight`: an "
            "explorer's roll in a fight (attacking or defending, against an explorer or a "
            "monster) uses `amount` more dice (fewer if negative, never below none, at most "
            "eight); `defending` is true for the defender's roll, and `foe` is the opposing "
            "monster's kind (when the foe is an explorer it equals no kind).",
            "",
            "static extra_dice(amount: 1, when: roller == holder and event_roll)",
            (
                StaticMode(
                    "trait_roll",
                    (("roller", EXPLORER), ("rolled", TRAIT), ("event_roll", BOOL)),
                    "trait rolls use {amount} more dice when {when}",
                    "amount",
                    example="static extra_dice(amount: 1, when: roller == holder and event_roll)",
                ),
                StaticMode(
                    "monster_attack",
                    (
                        ("kind", MONSTER),
                        ("target", EXPLORER),
                        ("trait", TRAIT),
                        ("striker", MONSTER),
                    ),
                    "a monster attacking rolls {amount} more dice when {when}",
                    "amount",
                    example=(
                        "static extra_dice(mode: monster_attack, amount: -2, when: kind == "
                        "hound and holds(target, bell))"
                    ),
                ),
                StaticMode(
                    "blanks_again",
                    (("kind", MONSTER),),
                    "an attacking monster throws its blank dice again when {when}",
                    example="static extra_dice(mode: blanks_again, when: kind == hound)",
                ),
                StaticMode(
                    "fight",
                    (
                        ("fighter", EXPLORER),
                        ("foe", MONSTER),
                        ("trait", TRAIT),
                        ("defending", BOOL),
                    ),
                    "a fighter rolls {amount} more dice in a fight when {when}",
                    "amount",
                    example=(
                        "static extra_dice(mode: fight, amount: 1, when: fighter == holder "
                        "and defending)"
                    ),
                ),
            ),
        ),
        StaticSpec(
            "reduce_damage",
            (
                Param("amount", INT, 0, doc="how many points fewer (mode by)"),
                Param("when", BOOL),
                _mode_param(_modes("ReduceMode", "by", "halve"), "by"),
            ),
            (
                ("target", EXPLORER),
                ("kind", DAMAGE),
                ("attack", BOOL),
                ("winner", list_of(EXPLORER)),
            ),
            "While this rule is live, damage dealt to an explorer for which `when` holds is "
            "made smaller each time it is dealt, by `mode`: `by` (the default) takes "
            "`amount` off it (never below zero); `halve` halves it, rounding up, after any "
            "reductions. `attack` is true for damage from losing a fight; `winner` then "
            "holds the explorer who won it (empty when a monster did, or for other damage).",
            "",
            "static reduce_damage(amount: 1, when: target == holder and kind == physical)",
            (
                StaticMode(
                    "by",
                    (),
                    "damage is reduced by {amount} when {when}",
                    "amount",
                    example=(
                        "static reduce_damage(amount: 1, when: target == holder and kind == "
                        "physical)"
                    ),
                ),
                StaticMode(
                    "halve",
                    (),
                    "damage is halved (rounding up) when {when}",
                    example=(
                        "static reduce_damage(mode: halve, when: target == holder and kind "
                        "== physical)"
                    ),
                ),
            ),
        ),
        StaticSpec(
            "damage_as",
            (
                _mode_param(_modes("DamageAsMode", "mental", "physical", "general")),
                Param("when", BOOL),
            ),
            (("target", EXPLORER),),
            "While this rule is live, damage dealt to an explorer for whom `when` holds "
            "changes kind, by `mode`: `mental`: physical damage is taken as mental damage "
            "instead (no choice); `physical`: the explorer, about to take mental damage, "
            "may take all of it as physical damage instead; `general`: the explorer, about "
            "to take physical or mental damage, may take all of it as general damage "
            "instead (each point on any trait they like; rules that lighten one kind of "
            "damage then do not apply).",
            "",
            "static damage_as(mode: mental, when: target == holder)",
            (
                StaticMode(
                    "mental",
                    (),
                    "physical damage is taken as mental when {when}",
                    example="static damage_as(mode: mental, when: target == holder)",
                ),
                StaticMode(
                    "physical",
                    (),
                    "mental damage may be taken as physical when {when}",
                    example="static damage_as(mode: physical, when: target == holder)",
                ),
                StaticMode(
                    "general",
                    (),
                    "physical or mental damage may be taken as general damage when {when}",
                    example="static damage_as(mode: general, when: target == holder)",
                ),
            ),
        ),
        StaticSpec(
            "cannot_attack",
            (
                Param("when", BOOL),
                _mode_param(_modes("CannotAttackMode", "foe", "explorer"), "foe"),
            ),
            (("attacker", EXPLORER),),
            "While this rule is live, an attack for which `when` holds is not offered, by "
            "`mode`. `foe` (the default): an explorer may not attack a foe with a trait; "
            "`foe` is the monster kind attacked (when the foe is an explorer it equals no "
            "kind), `weapon` holds the card the attack would be made with (empty "
            "bare-handed), `foe_stunned` tells whether the foe is a stunned monster and `struck` "
            "is that monster alone (no monster when the foe is an explorer). "
            "`explorer`: nobody, explorer or monster, may attack the explorer `target`; "
            "`attacker` is the explorer attacking, or the one moving the monsters when "
            "`by_monster` is true, and `kind` is then the attacking monster's kind and "
            "`striker` that monster alone (otherwise both equal no monster).",
            "",
            "static cannot_attack(when: foe == hound and trait == speed)",
            (
                StaticMode(
                    "foe",
                    (
                        ("foe", MONSTER),
                        ("trait", TRAIT),
                        ("weapon", list_of(CARD)),
                        ("foe_stunned", BOOL),
                        ("struck", MONSTER),
                    ),
                    "no attack may be made when {when}",
                    example="static cannot_attack(when: foe == hound and trait == speed)",
                ),
                StaticMode(
                    "explorer",
                    (
                        ("target", EXPLORER),
                        ("by_monster", BOOL),
                        ("kind", MONSTER),
                        ("striker", MONSTER),
                    ),
                    "explorers may not be attacked when {when}",
                    example=(
                        "static cannot_attack(mode: explorer, when: by_monster and target == "
                        "left_of(attacker))"
                    ),
                ),
            ),
        ),
        StaticSpec(
            "fight",
            (
                _mode_param(_modes("FightMode", "bonus", "unarmed", "goes_for")),
                Param("amount", INT, 0, doc="what is added to the roll (mode bonus)"),
                Param("with_trait", TRAIT, Trait.MIGHT, doc="the trait (mode unarmed)"),
                Param("target", EXPLORER, 0, doc="whom the monster goes for (mode goes_for)"),
                Param("when", BOOL),
            ),
            (),
            "While this rule is live, fights for which `when` holds go otherwise, by "
            "`mode`. `bonus`: an explorer fighting (attacking or defending) adds `amount` "
            "to the total of their fight roll; `foe` is the opposing monster's kind (when "
            "the foe is an explorer it equals no kind). `unarmed`: an explorer attacks "
            "without a weapon using `with_trait` instead of Might (the defender rolls the "
            "same trait). `goes_for`: a monster that shares a room with the living explorer "
            "`target` may attack only them there (a double that always goes for its own "
            "original, say); with `target` elsewhere it attacks as usual; `owner` is the "
            "explorer the monster belongs to, for a monster that has one.",
            "",
            "static fight(mode: bonus, amount: 4, when: holds(fighter, spear) and foe == hound)",
            (
                StaticMode(
                    "bonus",
                    (("fighter", EXPLORER), ("foe", MONSTER), ("trait", TRAIT)),
                    "a fighter adds {amount} to their fight roll when {when}",
                    "amount",
                    example=(
                        "static fight(mode: bonus, amount: 4, when: holds(fighter, spear) "
                        "and foe == hound)"
                    ),
                ),
                StaticMode(
                    "unarmed",
                    (("attacker", EXPLORER),),
                    "attacks without a weapon use {amount} instead of Might when {when}",
                    "with_trait",
                    example=(
                        "static fight(mode: unarmed, with_trait: speed, when: attacker == holder)"
                    ),
                ),
                StaticMode(
                    "goes_for",
                    (("kind", MONSTER), ("owner", EXPLORER)),
                    "monsters attack {amount} before anyone else in their room when {when}",
                    "target",
                    example=(
                        "static fight(mode: goes_for, target: left_of(revealer()), when: "
                        "kind == hound)"
                    ),
                ),
            ),
        ),
        StaticSpec(
            "movement",
            (
                _mode_param(
                    _modes(
                        "MovementMode",
                        "extra",
                        "cost",
                        "through_walls",
                        "no_discovery",
                        "barred",
                        "obstacle",
                        "explores_on",
                    )
                ),
                Param("amount", INT, 0, doc="how many spaces (modes extra, cost)"),
                Param("when", BOOL),
            ),
            (),
            "While this rule is live, explorers move otherwise when `when` holds, by `mode`. "
            "`extra`: an explorer `mover` starts each turn with `amount` more spaces of "
            "movement (fewer if negative), but never fewer than one. `cost`: each space "
            "`mover` moves costs `amount` more spaces of movement (a step always costs at "
            "least one, and the first step of a turn is always allowed). `through_walls`: "
            "`mover` walks through walls as through doors: a step may go into any placed "
            "room beside theirs on the same floor, door or no door (never up or down "
            "through floors or ceilings), at the usual cost. `no_discovery`: `mover` may "
            "not discover new rooms (doorways that lead nowhere yet are not offered as "
            "moves). `barred`: `mover` may not move into `room` (through a door, or by "
            "stairs or a passage); rules may still put them there. `obstacle`: `room` has an "
            "obstacle in it (a token that blocks the way, say): leaving it costs one more "
            "space, before the haunt as after; under the 3rd edition's rules an obstacle and "
            "opponents in one room still add only one space between them, otherwise each "
            "adds its own. `explores_on`: under the 3rd edition's rule that discovering a "
            "room ends the turn, `mover` goes on with the turn after discovering `room` (a "
            "card drawn for its symbol still ends their movement).",
            "",
            "static movement(mode: cost, amount: 1, when: mover == holder)",
            (
                StaticMode(
                    "extra",
                    (("mover", EXPLORER),),
                    "an explorer's movement changes by {amount} space(s) each turn when {when}",
                    "amount",
                    example="static movement(mode: extra, amount: -1, when: mover == holder)",
                ),
                StaticMode(
                    "cost",
                    (("mover", EXPLORER),),
                    "each space moved costs {amount} more when {when}",
                    "amount",
                    example="static movement(mode: cost, amount: 1, when: mover == holder)",
                ),
                StaticMode(
                    "through_walls",
                    (("mover", EXPLORER),),
                    "one may walk through walls to a room beside one's own when {when}",
                    example="static movement(mode: through_walls, when: mover == holder)",
                ),
                StaticMode(
                    "no_discovery",
                    (("mover", EXPLORER),),
                    "one may not discover rooms when {when}",
                    example="static movement(mode: no_discovery, when: mover == holder)",
                ),
                StaticMode(
                    "barred",
                    (("mover", EXPLORER), ("room", ROOM)),
                    "one may not move into a room when {when}",
                    example=(
                        "static movement(mode: barred, when: mover == holder and room == vault)"
                    ),
                ),
                StaticMode(
                    "explores_on",
                    (("mover", EXPLORER), ("room", ROOM)),
                    "discovering a room does not end one's turn when {when}",
                    example="static movement(mode: explores_on, when: is_traitor(mover))",
                ),
                StaticMode(
                    "obstacle",
                    (("room", ROOM),),
                    "leaving a room costs one more space when {when}",
                    example="static movement(mode: obstacle, when: room == junk_room)",
                ),
            ),
        ),
        StaticSpec(
            "holding",
            (
                _mode_param(
                    _modes(
                        "HoldingMode",
                        "unstealable",
                        "token_item",
                        "kept",
                        "untakable",
                        "stealable",
                        "stealable_token",
                    )
                ),
                Param("when", BOOL),
            ),
            (),
            "While this rule is live, what an explorer carries is held otherwise when "
            "`when` holds, by `mode`. `unstealable`: a token of this script that `holder` "
            "carries cannot be taken from them by the winner of a fight (it can still be "
            "handed over by rules). `token_item`: the tokens of this script are items: like "
            "an item card, once a turn each, their carrier may drop one in the room or "
            "offer it to another explorer there, and an explorer may pick one up from the "
            "room they stand in (dropping it at death needs no rule, nor, in the 2nd "
            "edition, stealing a carried token). `kept`: the card `card` cannot be dropped "
            "or traded away by whoever holds it (it still falls where its holder dies, and "
            "can still be stolen). "
            "`untakable`: the explorer `taker` may not come to hold the item or omen `card`: "
            "it is not offered to them to pick up, in a trade or as a theft (rules may still "
            "hand it over). `stealable` and `stealable_token`: in an edition with no general "
            "theft rule (the 3rd), the winner `thief` of a face-to-face Might attack on "
            "`victim` may take the card `card` (or the carried token `token` of this script) "
            "instead of dealing the damage, when `when` holds; in the 2nd edition every "
            "winner by 2 or more already may, and these rules add nothing.",
            "",
            "static holding(mode: kept, when: card == spirit_board)",
            (
                StaticMode(
                    "unstealable",
                    (("holder", EXPLORER), ("token", TOKEN)),
                    "a carried token cannot be stolen when {when}",
                    example="static holding(mode: unstealable, when: is_traitor(holder))",
                ),
                StaticMode(
                    "token_item",
                    (("token", TOKEN),),
                    "a token is an item (dropped, picked up, traded like a card) when {when}",
                    example="static holding(mode: token_item, when: token == seal)",
                ),
                StaticMode(
                    "kept",
                    (("card", CARD),),
                    "a card cannot be dropped or traded when {when}",
                    example="static holding(mode: kept, when: card == spirit_board)",
                ),
                StaticMode(
                    "stealable",
                    (("thief", EXPLORER), ("victim", EXPLORER), ("card", CARD)),
                    "the winner of a Might attack may take a card instead of hurting the "
                    "loser when {when}",
                    example="static holding(mode: stealable, when: card == idol)",
                ),
                StaticMode(
                    "stealable_token",
                    (("thief", EXPLORER), ("victim", EXPLORER), ("token", TOKEN)),
                    "the winner of a Might attack may take a carried token instead of "
                    "hurting the loser when {when}",
                    example="static holding(mode: stealable_token, when: is_traitor(victim))",
                ),
                StaticMode(
                    "untakable",
                    (("taker", EXPLORER), ("card", CARD)),
                    "a card may not be taken when {when}",
                    example=(
                        "static holding(mode: untakable, when: is_traitor(taker) and card == "
                        "medallion)"
                    ),
                ),
            ),
        ),
        StaticSpec(
            "silence",
            (_mode_param(_modes("SilenceMode", "card", "room")), Param("when", BOOL)),
            (),
            "While this rule is live, rules of cards or rooms do nothing when `when` holds, "
            "by `mode`. `card`: the actions a card's own rules give its holder are not "
            "offered for the card `card` (its other rules still apply). `room`: the room "
            "`room`'s own rules do nothing for `user`: the actions they give are not offered "
            "to them (in the monster turn, whoever moves the monsters: a monster in the "
            "Mystic Elevator stopping it, say), and the room's triggers do not run for them "
            "(no roll to leave it, no harm at the end of a turn there: a sleepwalker the "
            "room cannot touch). The rules of other rooms, cards and the haunt still apply.",
            "",
            "static silence(mode: room, when: room == vault and is_traitor(user))",
            (
                StaticMode(
                    "card",
                    (("card", CARD),),
                    "a card's own actions cannot be used when {when}",
                    example="static silence(mode: card, when: card == spirit_board)",
                ),
                StaticMode(
                    "room",
                    (("room", ROOM), ("user", EXPLORER)),
                    "a room's own rules do nothing when {when}",
                    example="static silence(mode: room, when: room == vault and is_traitor(user))",
                ),
            ),
        ),
        StaticSpec(
            "monster_moves",
            (
                _mode_param(
                    _modes("MonsterMovesMode", "rests", "way", "path", "seeks", "hunts", "chases")
                ),
                Param("turns", list_of(INT), (), doc="quarter turns to try (mode path)"),
                Param("rooms", list_of(ROOM), (), doc="the rooms sought (mode seeks)"),
                Param("prey", EXPLORER, 0, doc="the explorer hunted (mode hunts)"),
                Param("when", BOOL),
            ),
            (("kind", MONSTER),),
            "While this rule is live, monsters of a kind `kind` for which `when` holds move "
            "otherwise on the monster turn, by `mode`. `rests` (checked once the rules for "
            "the start of the monster turn have run): they sit that monster turn out: no "
            "Speed roll, no step, no attack; they still defend and still slow explorers. "
            "`way`: a monster in the room `origin` may step into the placed room `target`, "
            "at the usual cost of leaving its room (a way only monsters take: the hole of "
            "the Collapsed Room, say). `path`: they walk a set path once they face some way "
            "(they face the way they last went through a door, or as face_monsters() turned "
            "them): each step goes through the first open door of `turns`, each a number of "
            "quarter turns to the left of the way they face (0 straight on, 1 left, 2 back, "
            "3 right), and they cannot stop while such a door is open; with none open they "
            "may take stairs or stop; one that faces no way yet takes its first step "
            "wherever its mover likes. `chases`: one that sees a hero (in its room, or in "
            "line of sight through doors) must chase the nearest one: each step it takes "
            "brings it one space nearer, it cannot stop while such a step is open, and in a "
            "hero's room it must attack before it is done; seeing nobody, it moves freely; "
            "under a set path, the chase only narrows the path's step, and yields to it when "
            "the path leads no nearer; a monster with no step left may always stop. `hunts`: "
            "they go after the explorer `prey` while they live: each step takes the shortest "
            "way toward them, a monster cannot stop while such a step is open, it takes no "
            "step once in their room, and it must attack a hero sharing its room before it "
            "is done; under a set path or a chase that already binds the monster to a step, "
            "the hunt only narrows those steps, and yields to them when none of them leads "
            "nearer; `owner` is the explorer the monster belongs to, for a monster that has "
            "one. `seeks`: they head for the nearest of `rooms` by the shortest way: each "
            "step brings them one space nearer, and they cannot stop while such a step is "
            "open; in one of the rooms (or with none left) they are free; under a set path, "
            "a chase or a hunt that already binds the monster to a step, rooms sought only "
            "narrow those steps, and yield to them when none of them leads nearer.",
            "",
            "static monster_moves(mode: hunts, prey: left_of(revealer()), when: kind == hound)",
            (
                StaticMode(
                    "rests",
                    (),
                    "monsters sit out the monster turn when {when}",
                    example=(
                        "static monster_moves(mode: rests, when: kind == hound and "
                        "turn_number() < 3)"
                    ),
                ),
                StaticMode(
                    "way",
                    (("origin", ROOM), ("target", ROOM)),
                    "a monster may step from one room (origin) into another (target) when {when}",
                    example=(
                        "static monster_moves(mode: way, when: origin == attic and target == vault)"
                    ),
                ),
                StaticMode(
                    "path",
                    (),
                    "monsters walk a set path, trying in turn {amount} quarter turns to "
                    "their left, when {when}",
                    "turns",
                    example=(
                        "static monster_moves(mode: path, turns: [1, 0, 3, 2], when: kind == hound)"
                    ),
                ),
                StaticMode(
                    "seeks",
                    (),
                    "monsters head for the nearest of {amount} when {when}",
                    "rooms",
                    example=(
                        "static monster_moves(mode: seeks, rooms: [chapel, crypt], when: "
                        "kind == hound)"
                    ),
                ),
                StaticMode(
                    "hunts",
                    (("owner", EXPLORER),),
                    "monsters go after {amount} when {when}",
                    "prey",
                    example=(
                        "static monster_moves(mode: hunts, prey: left_of(revealer()), when: "
                        "kind == hound)"
                    ),
                ),
                StaticMode(
                    "chases",
                    (),
                    "monsters chase the nearest hero they can see when {when}",
                    example="static monster_moves(mode: chases, when: kind == hound)",
                ),
            ),
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
            "no_room_card",
            (Param("when", BOOL),),
            (("discoverer", EXPLORER), ("room", ROOM)),
            "While this rule is live, an explorer who discovers a room for which `when` "
            "holds draws no card for its symbols (and their movement is not ended by it).",
            "no card is drawn for a discovered room when {when}",
            "static no_room_card(when: floor_of(room) == basement)",
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
            "shielded_room",
            (
                Param("when", BOOL),
                _mode_param(_modes("ShieldedMode", "cards", "sight"), "cards"),
            ),
            (("room", ROOM),),
            "While this rule is live, a room for which `when` holds is shielded, by `mode`. "
            "`cards` (the default): the cards of the explorer `user` cannot reach into "
            "`room`: a card that aims at a room or pulls people from where they stand "
            "leaves that room out (cards ask with `shielded`). `sight`: the room stops "
            "lines of sight: nobody sees into it or out of it from another room (ranged "
            "attacks, monsters that chase what they see); who stands in the room itself is "
            "not hidden from those there.",
            "",
            "static shielded_room(when: user != holder and room == chapel)",
            (
                StaticMode(
                    "cards",
                    (("user", EXPLORER),),
                    "cards do not reach into a room when {when}",
                    example="static shielded_room(when: user != holder and room == chapel)",
                ),
                StaticMode(
                    "sight",
                    (),
                    "no line of sight passes into or out of a room when {when}",
                    example="static shielded_room(mode: sight, when: room == vault)",
                ),
            ),
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
    )
}
