"""What a haunt's monster kind may declare besides its traits: the rules it is barred by
(``cannot be_attacked`` in a ``monster`` body) and its fixed abilities
(``static attacks(mode: bonus, amount: 2)`` in a ``monster`` body).

The compiler turns these into the core's :class:`~betrayal.core.declared.MonsterKind`
records, which the engine's monster rules read.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping

import attrs

from betrayal.core.traits import Trait
from betrayal.script.registry import Param
from betrayal.script.types import (
    BOOL,
    CARD,
    INT,
    ROOM,
    TRAIT,
    mode_of,
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
    # In a family (`attacks(mode: bonus, amount: 2)`): each mode's word, with the
    # parameters it reads (in order, the arguments the engine gets after the word) and
    # those of them it cannot do without.
    modes: tuple[AbilityMode, ...] = ()

    def mode(self, word: str) -> AbilityMode | None:
        return next((m for m in self.modes if m.word == word), None)

    def reads(self, words: Mapping[str, str]) -> str:
        """How `betrayal explain` reads the ability, given its arguments' English (for a
        family whose mode is not given as a word, every mode's reading)."""
        if self.modes:
            mode = self.mode(words.get("mode", ""))
            if mode is None:
                return "; ".join(f"{m.word}: {_read(m.english, words)}" for m in self.modes)
            return _read(mode.english, words)
        return _read(self.english, words)


@attrs.frozen
class AbilityMode:
    word: str
    uses: tuple[str, ...]
    required: tuple[str, ...]
    english: str | Callable[[Mapping[str, str]], str]


def _read(english: str | Callable[[Mapping[str, str]], str], words: Mapping[str, str]) -> str:
    if callable(english):
        return english(words)
    return english.format(**words)


class AttacksMode(enum.Enum):
    BONUS = "bonus"
    WITH = "with"
    EACH = "each"
    PACK = "pack"
    MUST = "must"


class MovesMode(enum.Enum):
    THROUGH_WALLS = "through_walls"
    EXPLORES = "explores"
    DOORS_ONLY = "doors_only"
    COST = "cost"
    UNROLLED = "unrolled"
    ALONE = "alone"


def _through_walls_words(words: Mapping[str, str]) -> str:
    base = "moves through walls to any room beside its own"
    if words.get("fallen") in ("false", None):
        return base
    return base + ", and into rooms that have fallen away"


MONSTER_ABILITIES: Mapping[str, AbilitySpec] = {
    a.name: a
    for a in (
        AbilitySpec(
            "attacks",
            (
                Param("mode", mode_of(AttacksMode), doc="which way of attacking"),
                Param("amount", INT, 0, doc="what is added to its attack rolls (mode bonus)"),
                Param("trait", TRAIT, Trait.MIGHT, doc="the trait it attacks with (mode with)"),
            ),
            "How this monster attacks on the monster turn, by `mode`. `bonus`: each attack "
            "roll it makes gets `amount` added to its total (its defence rolls are not "
            "changed). `with`: it attacks with `trait` (one its kind has), and the hero "
            "defends with the same trait: a ghost that strikes at the mind with its Sanity "
            "though it has Might; without this a monster attacks with its Might, or with "
            "its Sanity (else its Knowledge) if it has no Might. `each`: it may attack "
            "every hero it reaches, each one once, instead of making a single attack. "
            "`pack`: monsters of its kind that share a room may attack a hero there as one: "
            "their attack dice are added together (eight at most) and each of them has made "
            "its attack; if the hero wins, the pack takes no harm. `must`: it may not finish "
            "while it could still attack a hero in its room and has not attacked.",
            "",
            "static attacks(mode: bonus, amount: 2)",
            (
                AbilityMode(
                    "bonus",
                    ("amount",),
                    ("amount",),
                    "adds {amount} to the total of its attack rolls",
                ),
                AbilityMode("with", ("trait",), ("trait",), "attacks with its {trait}"),
                AbilityMode("each", (), (), "attacks each hero it reaches once a turn"),
                AbilityMode(
                    "pack",
                    (),
                    (),
                    "may attack together with the others of its kind in its room, adding "
                    "their dice",
                ),
                AbilityMode("must", (), (), "must attack a hero in its room if it can"),
            ),
        ),
        AbilitySpec(
            "moves",
            (
                Param("mode", mode_of(MovesMode), doc="which way of moving"),
                Param(
                    "fallen",
                    BOOL,
                    False,
                    doc="whether it also goes into fallen rooms (mode through_walls)",
                ),
                Param("amount", INT, 0, doc="how many more spaces a step costs (mode cost)"),
            ),
            "How this monster may move on the monster turn, by `mode`. `through_walls`: "
            "besides its doors, it may step into any placed room next to its own on the "
            "same floor (not up or down through floors or ceilings), at the usual cost; "
            "with `fallen: true` it also goes into rooms that have fallen away, by a wall "
            "or a door, and out of them (a ghost drifting over a pit the house fell into). "
            "`explores`: it may move through an open doorway into unexplored space: a room "
            "tile is turned over for that floor and placed as for an explorer, and the "
            "monster steps in at the usual cost; it draws no card for the room's symbol "
            "and may go on moving. `doors_only`: it never goes through a passage a rule "
            "opened between rooms (secret stairs, a secret passage); doors, stairs and "
            "chutes it uses as usual. `cost`: each step out of a room costs it `amount` more "
            "spaces of its move (a doorway that counts as a space of its own, say); its "
            "first step of a monster turn is still allowed while it has any movement. "
            "`unrolled`: it rolls no dice for its move: it has as many spaces as its Speed "
            "(one at the least), a creature that walks its full stride every turn. "
            "`alone`: each monster of the kind rolls its own Speed and takes its part of the "
            "monster turn apart from the others, in the order they came on the board (the "
            "rules have one roll for all monsters of a kind; a haunt may say otherwise).",
            "",
            "static moves(mode: through_walls, fallen: true)",
            (
                AbilityMode("through_walls", ("fallen",), (), _through_walls_words),
                AbilityMode(
                    "explores", (), (), "may discover new rooms (it draws no cards for them)"
                ),
                AbilityMode("doors_only", (), (), "never goes through secret stairs or passages"),
                AbilityMode(
                    "cost",
                    ("amount",),
                    ("amount",),
                    "each step out of a room costs it {amount} more space(s)",
                ),
                AbilityMode(
                    "unrolled",
                    (),
                    (),
                    "moves as many spaces as its Speed, rolling no dice for it",
                ),
                AbilityMode(
                    "alone",
                    (),
                    (),
                    "each one rolls for its own move and acts apart from the rest of its kind",
                ),
            ),
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
            "unmoved_by",
            (Param("card", CARD),),
            "The named card's own rules never move this monster (the Spirit Board drawing "
            "monsters toward its user, say): it stays where it stands. Other cards, rooms "
            "and the haunt's rules move it as usual.",
            "is never moved by {card}",
            "static unmoved_by(spirit_board)",
        ),
    )
}


# ----- values that stand for one monster -----------------------------------------------

# The queries whose values are single monsters on the board (each item, for a list), not
# kinds: a name bound to one reads "the monster k" in the English, where a kind's name
# reads "every k".
ONE_MONSTER_QUERIES = frozenset({"figures", "figures_in", "held_by", "newest", "beaten_monster"})


def one_monster_phrase(name: str) -> str:
    """How a name bound to one monster reads: "the monster tip won"."""
    return f"the monster {name.replace('_', ' ')}"
