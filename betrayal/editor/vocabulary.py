"""The words of the rule language, grouped the way an editor colours them.

One place answers "what kind of word is this?" for the highlighter, the TextMate grammar
and the language server, and every list here is read from where the language defines
it: keywords from the grammar's keyword terminals, primitives from the registry, events
from :data:`~betrayal.script.triggers.TRIGGERS`, standing rules from
:data:`~betrayal.script.statics.STATICS`, and so on. Adding a word to the language adds
it here with no edit.
"""

from __future__ import annotations

import enum
import functools
import re

from betrayal.content.model import Floor
from betrayal.core.traits import DamageKind, Trait
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.parser import grammar_text
from betrayal.script.registry import all_primitives
from betrayal.script.retired import RETIRED, RetiredKind
from betrayal.script.statics import STATICS
from betrayal.script.traitor_choice import SCRIPT_TRAITOR_RULES
from betrayal.script.triggers import REPLACEABLE, TRIGGERS
from betrayal.script.types import SCALARS, SIDES, Base


class Role(enum.Enum):
    """What a piece of script text is, for colouring it; the lexer and the TextMate
    grammar each map a role to their own token names."""

    COMMENT = "comment"
    KEYWORD = "keyword"
    DECLARATION = "declaration"  # a keyword that declares a named thing: `monster`, `var`
    SECTION = "section"  # `rule`, `heroes`, `traitor` or `setup` opening a block
    WORD_OPERATOR = "word_operator"  # `and`, `or`, `not`, `in`
    CONSTANT = "constant"  # `true`, `false`
    TYPE = "type"  # `int`, `list<card>` in a declaration
    DECLARED_NAME = "declared_name"  # the name a declaration gives
    PRIMITIVE = "primitive"  # a call to an effect or a query
    EVENT = "event"  # `on EVENT`, `replace EVENT`
    STATIC = "static"  # `static NAME`: a standing rule or a monster ability
    RULE_WORD = "rule_word"  # `cannot move`, `limit once_per_turn`, `traitor revealer`
    BUILTIN = "builtin"  # a value every script may name: `actor`, `might`, `basement`
    NAME = "name"
    STRING = "string"
    ESCAPE = "escape"
    NUMBER = "number"
    OPERATOR = "operator"
    PUNCTUATION = "punctuation"
    ERROR = "error"
    WHITESPACE = "whitespace"


_KEYWORD_TERMINAL = re.compile(r"^_[A-Z]+\.\d+:\s*/([a-z_]+)\(\?!", re.MULTILINE)


@functools.cache
def keywords() -> frozenset[str]:
    """Every keyword of the grammar (the terminals written ``/word(?!...)/``)."""
    return frozenset(_KEYWORD_TERMINAL.findall(grammar_text()))


# How the grammar's keywords split for colouring. Keywords not named here are plain
# keywords; a test checks that every word named here is a keyword of the grammar.
DECLARATION_KEYWORDS = frozenset(
    {"haunt", "event", "item", "omen", "room", "monster", "token", "var", "action"}
)
SECTION_KEYWORDS = frozenset({"setup", "rule", "heroes", "traitor"})
WORD_OPERATORS = frozenset({"and", "or", "not", "in"})
CONSTANTS = frozenset({"true", "false"})
# Keywords that cannot start a value: `who in heroes` is a condition, not `who` clause.
NOT_VALUES = WORD_OPERATORS | {"then", "else"}

# Keywords that scripts also use as plain names (`on turn_start(who)`, `room == vault` in
# a static's `when:`, `who traitor`): they read as keywords only in their own forms. Any
# keyword also reads as a name just before `:`, where it names an argument (`when:`).
SOFT_KEYWORDS = frozenset(
    {"who", "traitor", "heroes", "choose", "room", "token", "item", "event", "omen",
     "monster", "haunt", "action", "weapon", "rule", "setup", "to"}
)  # fmt: skip

# Calls the compiler reads as forms of their own rather than registry primitives: what
# each is written as (the compiler names the same in its E304 message).
SPECIAL_FORMS: dict[str, tuple[str, str]] = {
    "choose": (
        "let x = choose(who, options, secret: false)",
        "The explorer `who` picks one of `options`; with `secret: true` only they see "
        "the options and the pick.",
    ),
    "pick_at_random": (
        "let x = pick_at_random(options)",
        "One of `options`, picked at random.",
    ),
    "lowest": (
        "lowest(x in list, number)",
        "The items of the list tied at the lowest number, in the list's order.",
    ),
    "highest": (
        "highest(x in list, number)",
        "The items of the list tied at the highest number, in the list's order.",
    ),
    "dice": ("roll dice(count) as r", "Roll `count` dice; `r.total` is what they show."),
    "trait": (
        "roll trait(who, trait, extra: 0) as r",
        "A trait roll of `who`'s `trait`, with `extra` more dice.",
    ),
    "once_per_game": (
        "on EVENT(...) where ... and once_per_game(who)",
        "Written last in a trigger's `where`: the trigger fires at most once a game.",
    ),
    "bonus": (
        "while held { bonus(holder, trait, amount) }",
        "While the card is held, `who`'s `trait` is `amount` higher.",
    ),
}

# Card flags a card's `cannot` line may clear (the content data says the same).
CARD_CANNOT = ("drop", "trade", "steal")

# Names every script may read besides its own: who is acting, the traits, the damage
# kinds, the floors, the sides.
_BUILTIN_VALUES = (
    "actor", "holder", "this", "players", "explorers", "haunt_started", "omens_drawn",
)  # fmt: skip


@functools.cache
def primitives() -> frozenset[str]:
    return frozenset(all_primitives()) | frozenset(SPECIAL_FORMS)


def events() -> frozenset[str]:
    return frozenset(TRIGGERS) | frozenset(REPLACEABLE)


def statics() -> frozenset[str]:
    # With the retired ones: the shipped files, in older languages, still use them.
    all_primitives()  # the retired table fills as the library loads
    retired = {
        name
        for name, entry in RETIRED.items()
        if entry.kind in (RetiredKind.STATIC, RetiredKind.ABILITY)
    }
    return frozenset(STATICS) | frozenset(MONSTER_ABILITIES) | frozenset(retired)


def rule_words() -> frozenset[str]:
    """Words that name a fixed rule after `cannot`, `limit` or `traitor`."""
    return (
        frozenset(MONSTER_CANNOT)
        | frozenset(CARD_CANNOT)
        | frozenset(ACTION_LIMITS)
        | frozenset(SCRIPT_TRAITOR_RULES)
    )


def builtins() -> frozenset[str]:
    values = {*_BUILTIN_VALUES, *SIDES}
    values.update(t.value for t in Trait)
    values.update(k.value for k in DamageKind)
    values.update(f.value for f in Floor)
    return frozenset(values)


def types() -> frozenset[str]:
    return frozenset(SCALARS) | {Base.LIST.value}
