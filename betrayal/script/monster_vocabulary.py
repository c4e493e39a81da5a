"""What a haunt's monster kind may declare besides its traits: the rules it is barred by
(``cannot be_attacked`` in a ``monster`` body) and its fixed abilities
(``static attack_bonus(2)`` in a ``monster`` body).

The compiler turns these into the core's :class:`~betrayal.core.declared.MonsterKind`
records, which the engine's monster rules read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import attrs

from betrayal.script.registry import Param
from betrayal.script.types import (
    BOOL,
    CARD,
    INT,
    ROOM,
    TRAIT,
)

# ----- what a monster kind can be barred from ----------------------------------------


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


# ----- what sets a monster kind apart from plain traits ------------------------------


@attrs.frozen
class AbilitySpec:
    name: str
    params: tuple[Param, ...]  # each argument is a plain value, fixed when the script compiles
    doc: str
    # A template where {param} stands for the argument's English, or a function of those
    # words for a reading that depends on them.
    english: str | Callable[[Mapping[str, str]], str]
    example: str  # a line that compiles inside a monster declaration

    def reads(self, words: Mapping[str, str]) -> str:
        """How `betrayal explain` reads the ability, given its arguments' English."""
        if callable(self.english):
            return self.english(words)
        return self.english.format(**words)


def _through_walls_words(words: Mapping[str, str]) -> str:
    base = "moves through walls to any room beside its own"
    if words.get("fallen") in ("false", None):
        return base
    return base + ", and into rooms that have fallen away"


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
            "attacks_with",
            (Param("trait", TRAIT),),
            "On the monster turn this monster attacks with `trait` (one its kind has), and "
            "the hero defends with the same trait: a ghost that strikes at the mind with "
            "its Sanity though it has Might. Without this ability a monster attacks with "
            "its Might, or with its Sanity (else its Knowledge) if it has no Might.",
            "attacks with its {trait}",
            "static attacks_with(sanity)",
        ),
        AbilitySpec(
            "through_walls",
            (Param("fallen", BOOL, False, doc="whether it also goes into fallen rooms"),),
            "This monster moves through walls: besides its doors, it may step into any "
            "placed room next to its own on the same floor (not up or down through floors "
            "or ceilings), at the usual cost. With `fallen: true` it also goes into rooms "
            "that have fallen away, by a wall or a door, and out of them (a ghost drifting "
            "over a pit the house fell into).",
            _through_walls_words,
            "static through_walls(fallen: true)",
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
            "unmoved_by",
            (Param("card", CARD),),
            "The named card's own rules never move this monster (the Spirit Board drawing "
            "monsters toward its user, say): it stays where it stands. Other cards, rooms "
            "and the haunt's rules move it as usual.",
            "is never moved by {card}",
            "static unmoved_by(spirit_board)",
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
