"""Compiled scripts rendered as the rules a player reads."""

from __future__ import annotations

import re

from betrayal.content.model import TraitorRuleKind
from betrayal.core.declared import Weapon
from betrayal.script import bound_names, ir
from betrayal.script.ast import DeclKind
from betrayal.script.monster_vocabulary import (
    MONSTER_CANNOT,
    ONE_MONSTER_QUERIES,
    one_monster_phrase,
)
from betrayal.script.program import Program
from betrayal.script.statics import STATICS
from betrayal.script.traitor_choice import RULE_WORDS
from betrayal.script.triggers import HAUNT_HEARS_ANY_CARD, TRIGGERS
from betrayal.script.types import BOOL, EXPLORER, MONSTER, Base
from betrayal.script.verbs import settle, third_person

INDENT = "  "


def render_program(program: Program) -> list[str]:
    """Every rule of one script, as indented lines of plain English.

    A haunt reads as its two pages: what both sides know (the traitor, the monsters, the
    set-up and the shared rules), then the heroes' page and the traitor's page.
    """
    if program.kind is DeclKind.HAUNT:
        return render_haunt(program)
    lines = [f"{program.title} ({program.kind.value})"]
    if program.weapon is not None:
        lines.append(f"{INDENT}{weapon_english(program.weapon)}")
    lines += _variables_and_tokens(program)
    lines += _monsters(program)
    if program.setup is not None:
        lines.append(f"{INDENT}When the haunt begins:")
        lines += _block(program, program.setup, 2, {})
    for static in program.statics:
        lines.append(_fix(f"{INDENT}Always: {_static(static)}.", {}))
    for trigger in program.triggers:
        lines += _trigger(program, trigger)
    for action in program.actions:
        lines += _action(program, action)
    for side, condition in program.wins:
        who = "The heroes win" if side == "heroes" else "The traitor wins"
        lines.append(_fix(f"{INDENT}{who} when {condition.english()}.", {}))
    return lines


def weapon_english(weapon: Weapon) -> str:
    """What a weapon card does to an attack made with it, in one sentence."""
    parts = [f"A weapon: its attacks are made with {weapon.trait.value.capitalize()}"]
    if weapon.dice:
        parts.append(f"with {weapon.dice} more {'die' if weapon.dice == 1 else 'dice'}")
    if weapon.ranged and weapon.reach:
        rooms = "room" if weapon.reach == 1 else "rooms"
        parts.append(f"at anyone in the room or in sight at most {weapon.reach} {rooms} away")
    elif weapon.ranged:
        parts.append("at anyone in the room or in sight, however far")
    text = ", ".join(parts)
    if weapon.safe:
        text += "; whoever attacks with it is not hurt if they lose"
    return text + "."


def _variables_and_tokens(program: Program) -> list[str]:
    lines = []
    for var in program.variables:
        start = ""
        if isinstance(var.initial, ir.ListOf) and not var.initial.items:
            start = ", starting empty"
        elif var.initial is not None:
            start = f", starting at {ir.all_of(var.initial)}"
        secret = _secret(var.secret, "a secret seen only by") if var.secret else ""
        lines.append(f"{INDENT}Keeps track of {_words(var.name)}{start}{secret}.")
    secret_tokens = dict(program.secret_tokens)
    for token, title in program.tokens:
        who = secret_tokens.get(token)
        secret = _secret(who, "placed in secret, seen only by", "placed in secret, ") if who else ""
        lines.append(f"{INDENT}Uses the {title} token{secret}.")
    return lines


def _seers(who: tuple[ir.Expr, ...]) -> str:
    return " and ".join(w.english() for w in who)


def _secret(who: tuple[ir.Expr, ...], seen_by: str, placed: str = "") -> str:
    if all(isinstance(w, ir.ListOf) and not w.items for w in who):
        return f", {placed}kept secret from every player"  # `secret to []`
    return f", {seen_by} {_seers(who)}"


def _monsters(program: Program) -> list[str]:
    lines = []
    for m in program.monsters:
        traits = ", ".join(f"{t.capitalize()} {v}" for t, v in m.traits) or "no traits"
        rules = "".join(f"; {MONSTER_CANNOT[c].english}" for c in m.cannot)
        rules += "".join(f"; it {a.english}" for a in m.abilities)
        lines.append(f"{INDENT}Monster {m.title}: {traits}{rules}.")
    return lines


# How each word of a `traitor` line reads, its parameter shown by what it names.
TRAITOR_RULE_WORDING = {
    r.word: r.english.format(f"a named {r.first}" if r.first else "") for r in RULE_WORDS
}

_PAGES = (
    ("heroes", "The heroes' page", "The heroes win"),
    ("traitor", "The traitor's page", "The traitor wins"),
)

# In a free-for-all every explorer plays the heroes' page for themselves.
_FREE_FOR_ALL_PAGES = (("heroes", "Every explorer's page (each plays for themselves)", "You win"),)

# With no traitor, the traitor's section is the house's goal: nobody plays it, and when
# it is met every explorer loses.
_NO_TRAITOR_PAGES = (
    _PAGES[0],
    ("traitor", "The house's goal (no explorer plays it)", "Every explorer loses"),
)


def _pages(program: Program) -> tuple[tuple[str, str, str], ...]:
    rule = program.played_traitor_rule
    if rule is not None and rule.kind is TraitorRuleKind.FREE_FOR_ALL:
        return _FREE_FOR_ALL_PAGES
    if rule is not None and rule.kind is TraitorRuleKind.NONE:
        return _NO_TRAITOR_PAGES
    return _PAGES


def _win_line(win: str, condition: ir.Expr) -> str:
    # `win when false`: the side wins only where one of its rules says `win`.
    if _is_never(condition):
        return f"{INDENT}{win} only when one of the rules above says so."
    return _fix(f"{INDENT}{win} when {_goal(condition)}.", {})


def _goal(condition: ir.Expr) -> str:
    """A goal as it reads after "win when": a yes/no variable reads "broken is true", not
    a bare "broken", alone or as one of the goal's `and`s and `or`s (bracketed as the
    English of the expression itself brackets them)."""
    if isinstance(condition, ir.Global) and condition.type == BOOL:
        return f"{condition.english()} is true"
    if isinstance(condition, ir.Binary) and condition.op in (ir.Op.AND, ir.Op.OR):
        sides = []
        for part, right in ((condition.left, False), (condition.right, True)):
            text = _goal(part)
            if isinstance(part, ir.Cond) or (
                isinstance(part, ir.Binary)
                and part.op in (ir.Op.AND, ir.Op.OR)
                and (right or part.op is not condition.op)
            ):
                text = f"({text})"
            sides.append(text)
        return f"{sides[0]} {condition.op.value} {sides[1]}"
    return condition.english()


def render_haunt(program: Program) -> list[str]:
    """A haunt as a player reads it: shared facts, then one page per side."""
    lines = [f"{program.title} (haunt {program.ident})"]
    if program.traitor_reading:
        lines.append(f"{INDENT}The traitor: {program.traitor_reading}.")
    else:
        # A haunt the edition's table does not list and with no `traitor` line of its
        # own is played with the revealer as the traitor.
        lines.append(f"{INDENT}The traitor: the haunt revealer (the script names no rule).")
    lines += _monsters(program)
    lines += _variables_and_tokens(program)
    if program.setup is not None:
        lines.append(f"{INDENT}When the haunt begins:")
        lines += _block(program, program.setup, 2, {})
    lines += _side_rules(program, None)
    for side, heading, win in _pages(program):
        rules = _side_rules(program, side)
        wins = [_win_line(win, c) for s, c in program.wins if s == side]
        if not rules and not wins:
            continue
        lines.append(f"{heading}:")
        lines += rules + wins
    return lines


def _side_rules(program: Program, side: str | None) -> list[str]:
    lines: list[str] = []
    for static in program.statics:
        if static.side == side:
            lines.append(_fix(f"{INDENT}Always: {_static(static)}.", {}))
    for trigger in program.triggers:
        if trigger.side == side:
            lines += _trigger(program, trigger)
    for action in program.actions:
        if action.side == side:
            lines += _action(program, action)
    return lines


def _static(static: ir.StaticIR) -> str:
    spec = STATICS[static.name]
    binds = spec.binds_for(static.mode)
    names = {name: bound_names.phrase(name, type_).this for name, type_ in binds}
    with ir.naming(names):
        english = spec.english_for(static.mode)
        if isinstance(static.when, ir.Const) and static.when.value is True:
            english = english.replace(" when {when}", "")  # a rule that always holds
        return english.format(amount=ir.argument(static.amount), when=static.when.english())


def _words(name: str) -> str:
    return name.replace("_", " ")


def _trigger(program: Program, trigger: ir.TriggerIR, you: bool = True) -> list[str]:
    spec = TRIGGERS[trigger.event]
    # The first value is "you" when the trigger names it and it is an explorer (a
    # monster is not "you"); every other value reads as what it stands for.
    first_is_explorer = bool(spec.binds) and spec.binds[0][1] == EXPLORER
    # A card's own script hears its own gain or loss only.
    own_card = trigger.event in HAUNT_HEARS_ANY_CARD and program.kind is not DeclKind.HAUNT
    told: dict[str, str] = {}
    names: dict[str, str] = {}
    for position, (bind, type_) in enumerate(spec.binds):
        words = bound_names.phrase(bind, type_)
        named = position < len(trigger.binds)
        if position == 0 and first_is_explorer and named and you:
            told[bind], this = "you", "you"
        elif bind == "card" and own_card:
            told[bind], this = "this card", "this card"
        else:
            told[bind], this = words.some, words.this
        if named:
            names[trigger.binds[position]] = this
    head = event_words(spec.english, told)
    with ir.naming(names):
        if trigger.where is not None:
            head += f", if {trigger.where.english()}"
        if trigger.once_per_game:
            head += " (once per game for each explorer)"
        return [
            _fix(f"{INDENT}{head[0].upper()}{head[1:]}:", {}),
            *_block(program, trigger.block, 2, {}),
        ]


# Verbs that follow a value in the events' words, in the form used with "you".
_EVENT_VERBS = frozenset(
    {"draw", "gain", "lose", "end", "enter", "try", "are", "have", "attack", "die", "beat",
     "discover"}
)  # fmt: skip
_PLACEHOLDER = re.compile(
    r"(?P<before>\b(?:a|an|the)\s|'s\s|and\s)?\{(?P<name>\w+)\}(?P<verb> \w+)?"
)


def event_words(template: str, values: dict[str, str]) -> str:
    """An event's words with its values filled in: "a room" loses its article after "a"
    or a possessive ("a trait roll", "your trait"), and a verb after a value that is not
    "you" agrees with it ("a monster beats you")."""

    def fill_one(match: re.Match[str]) -> str:
        before = match.group("before") or ""
        value = values[match.group("name")]
        if before.strip() in ("a", "an", "the", "'s"):
            value = re.sub(r"^(?:a|an|some|another) ", "", value)
        verb = match.group("verb") or ""
        word = verb.strip()
        if word in _EVENT_VERBS and value != "you" and before.strip() != "and":
            verb = " " + third_person(word)
        return f"{before}{value}{verb}"

    return _PLACEHOLDER.sub(fill_one, template).replace("you's", "your")


def _action(program: Program, action: ir.ActionIR) -> list[str]:
    limit = {
        ir.Limit.NONE: " (any number of times)",
        ir.Limit.ONCE_PER_TURN: " (once per turn)",
        ir.Limit.ONCE_PER_GAME: " (once per game)",
        ir.Limit.ONCE_PER_MONSTER_TURN: " (once in each monster turn)",
    }[action.limit]
    who = f" for {action.who.english()}" if action.who is not None else ""
    lines = [f'{INDENT}Action "{action.label}"{who}{limit}:']
    rename = {"actor": "you"}
    if action.where is not None:
        lines.append(_fix(f"{INDENT * 2}only if {action.where.english()}", rename))
    for choice in action.choices:
        text = f"{INDENT * 2}choose {_words(choice.name)} from {choice.source.english()}"
        if choice.where is not None:
            text += f" where {choice.where.english()}"
        lines.append(_fix(text, rename))
    return lines + _block(program, action.block, 2, rename)


def _one_monster(value: ir.Expr, ones: frozenset[str]) -> bool:
    """Whether a value (or each item of a list) is one monster on the board, not a kind:
    a query of single monsters, a name bound to one (or to a list of them), or a pick or
    filter from such a list."""
    if isinstance(value, ir.Local):
        return value.name in ones
    if isinstance(value, ir.Select):
        return _one_monster(value.items, ones)
    if isinstance(value, ir.Query):
        if value.name in ONE_MONSTER_QUERIES:
            return True
        picks = value.type.base is Base.MONSTER or value.type.element == MONSTER
        return picks and any(_one_monster(arg, ones) for arg in value.args)
    return False


def _block(
    program: Program,
    index: int,
    depth: int,
    rename: dict[str, str],
    ones: frozenset[str] = frozenset(),
) -> list[str]:
    """A block's statements as lines; ``ones`` are the names bound around it to one
    monster or a list of single monsters."""
    lines: list[str] = []
    # Names a `let` in this block bound to one monster, from there to the block's end.
    named: dict[str, str] = {}
    for stmt in program.block(index):
        with ir.naming(named):
            lines += _statement(program, stmt, depth, rename, ones)
        bound = _one_monster_bound(stmt, ones)
        if bound is not None:
            ones |= {bound[0]}
            if bound[1]:
                named[bound[0]] = one_monster_phrase(bound[0])
    return lines


def _one_monster_bound(stmt: ir.Stmt, ones: frozenset[str]) -> tuple[str, bool] | None:
    """The name a `let` binds to one monster or a list of single monsters (a pick from
    such a list included), and whether it is one monster rather than a list."""
    if isinstance(stmt, ir.Let) and _one_monster(stmt.value, ones):
        return stmt.name, stmt.value.type.base is Base.MONSTER
    if isinstance(stmt, ir.Choose) and _one_monster(stmt.options, ones):
        return stmt.name, stmt.type.base is Base.MONSTER
    return None


def _statement(
    program: Program, stmt: ir.Stmt, depth: int, rename: dict[str, str], ones: frozenset[str]
) -> list[str]:
    lines: list[str] = []
    pad = INDENT * depth
    if isinstance(stmt, ir.If):
        lines.append(_fix(f"{pad}if {stmt.condition.english()}:", rename))
        lines += _block(program, stmt.then, depth + 1, rename, ones)
        if stmt.otherwise is not None:
            lines.append(f"{pad}otherwise:")
            lines += _block(program, stmt.otherwise, depth + 1, rename, ones)
    elif isinstance(stmt, ir.Match):
        lines.append(_fix(f"{pad}{stmt.english()}:", rename))
        for arm in stmt.arms:
            lines.append(f"{pad}{INDENT}{arm.english()}:")
            body = _block(program, arm.block, depth + 2, rename, ones)
            lines += body or [f"{pad}{INDENT * 2}nothing happens"]
    elif isinstance(stmt, ir.ForEach):
        inner, one = ones, {}
        if _one_monster(stmt.items, ones):
            inner, one = ones | {stmt.name}, {stmt.name: one_monster_phrase(stmt.name)}
        with ir.naming(one):
            lines.append(_fix(f"{pad}{stmt.english()}:", rename))
            lines += _block(program, stmt.block, depth + 1, rename, inner)
    elif isinstance(stmt, ir.Roll | ir.Choose):
        lines.append(_fix(f"{pad}{stmt.english()} (call it {_words(stmt.name)})", rename))
    else:
        lines.append(_fix(f"{pad}{stmt.english()}", rename))
    return lines


_PRONOUNS = (
    (re.compile(r"\byou's\b"), "your"),
    (re.compile(r"\byou is\b"), "you are"),
    (re.compile(r"\byou holds\b"), "you hold"),
    (re.compile(r"\byou has\b"), "you have"),
)


# A determiner before a name that already carries "the": "every the Witch" reads
# "every Witch", "the the Alien" reads "the Alien".
_DOUBLED_ARTICLE = re.compile(r"\b(every|each|the|a|an|any) the (?=[A-Z])")
# A possessive before a bound value: "seat 0's the trait" reads "seat 0's trait".
_POSSESSIVE_ARTICLE = re.compile(r"'s the |'s starting the ")
# A count of one reads in the singular ("at most 1 space"), and a negative extra amount
# as less ("costs 1 less", "1 fewer die"), whatever value the script wrote.
_ONE_OF_MANY = re.compile(r"\b(?<!-)1 (spaces|steps|rooms|points|tiles)\b")
_FEWER = re.compile(r"\bminus (\d+) more (dice|die)\b")
_LESS = re.compile(r"\bminus (\d+) more\b")
# A bound count read into a template that names its unit again: "takes that many points".
_COUNT_OF_ITSELF = re.compile(r"\bthe number of (\w+) \1\b")


def _fix(text: str, rename: dict[str, str]) -> str:
    for name, word in rename.items():
        text = re.sub(rf"\b{re.escape(name)}\b", word, text)
    text = _POSSESSIVE_ARTICLE.sub(lambda m: m.group(0).replace("the ", ""), text)
    for pattern, word in _PRONOUNS:
        text = pattern.sub(word, text)
    text = _DOUBLED_ARTICLE.sub(lambda m: "the " if m.group(1) == "the" else f"{m.group(1)} ", text)
    text = _ONE_OF_MANY.sub(lambda m: "1 " + m.group(1)[:-1], text)
    text = _FEWER.sub(lambda m: f"{m.group(1)} fewer {_dice(m.group(1))}", text)
    text = _LESS.sub(r"\1 less", text)
    text = _COUNT_OF_ITSELF.sub(r"that many \1", text)
    return settle(text)


def _dice(count: str) -> str:
    return "die" if count == "1" else "dice"


def render_side(program: Program, side: str) -> list[str]:
    """The page of a haunt one side reads: the shared rules, that side's actions, and
    that side's goal; the other side's actions and goal are left out."""
    if is_house_side(program, side):
        lines = [f"{program.title}: the house's goal (no explorer plays it)"]
    elif side == "heroes":
        lines = [f"{program.title}: the {side}' page"]
    else:
        lines = [f"{program.title}: the {side}'s page"]
    lines += _monsters(program)
    if program.setup is not None:
        lines.append(f"{INDENT}When the haunt begins:")
        lines += _block(program, program.setup, 2, {})
    for static in program.statics:
        lines.append(_fix(f"{INDENT}Always: {_static(static)}.", {}))
    for trigger in program.triggers:
        lines += _trigger(program, trigger)
    for action in program.actions:
        if action.side in (None, side):
            lines += _action(program, action)
    house = is_house_side(program, side)
    for won, condition in program.wins:
        if won == side:
            lines.append(_win_line("Every explorer loses" if house else "You win", condition))
    return lines


def is_house_side(program: Program, side: str) -> bool:
    """Whether ``side`` is the goal of a haunt with no traitor: nobody plays it, and when
    it is met every explorer loses."""
    rule = program.played_traitor_rule
    return side == "traitor" and rule is not None and rule.kind is TraitorRuleKind.NONE


def _is_never(condition: ir.Expr) -> bool:
    return isinstance(condition, ir.Const) and condition.value is False


def goal_words(program: Program, side: str) -> str | None:
    """What ``side`` must bring about to win, as one clause ("rites is at least 3"; two
    conditions read "A, or B"); None when the haunt gives that side no win condition.
    A side that wins only by a rule's `win` reads "a rule of theirs says so"."""
    written = [c for s, c in program.wins if s == side]
    conditions = [_fix(_goal(c), {}) for c in written if not _is_never(c)]
    if written and not conditions:
        return "a rule of theirs says so"
    return ", or ".join(conditions) if conditions else None


def condition_words(condition: ir.Expr) -> str:
    """A win condition (or any condition) as a clause, as the pages print it."""
    return _fix(condition.english(), {})


def trigger_words(program: Program, trigger: ir.TriggerIR) -> str:
    """When a trigger runs, as its heading reads on the haunt's page but told of someone
    rather than "you" (for a log, read by everyone), without the colon."""
    return _trigger(program, trigger, you=False)[0].strip().rstrip(":")


def statement_words(stmt: ir.Stmt, rename: dict[str, str]) -> str:
    """One statement as a sentence, with the bound names in ``rename`` read as given."""
    return _fix(stmt.english(), rename)
