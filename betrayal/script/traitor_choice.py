"""A haunt script's `traitor RULE(...)` line: the rules a haunt of any number may use to
name its traitor, their parameters, and how each reads in English.

The rules themselves are the engine's (:class:`~betrayal.content.model.TraitorRule`, the
same records the edition's chart uses), so a fan haunt gets exactly the chart's choices
and the rulebook's tie rule: among tied explorers the revealer, else the nearest to the
revealer's left.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable

import attrs

from betrayal.content.model import Content, TraitorRule, TraitorRuleKind
from betrayal.core.traits import Trait
from betrayal.diagnostics import Span
from betrayal.script import ast

# What a parameter of a traitor rule names.
_TRAIT, _CARD, _EXPLORER = "trait", "card", "explorer"


@attrs.frozen
class RuleWord:
    word: str  # as written after `traitor`
    kind: TraitorRuleKind
    english: str  # how the rule reads; {0} is its first parameter
    first: str | None = None  # what its one positional parameter names, if it takes one
    fallback: bool = False  # takes `else: RULE`, used when nobody fits
    others: bool = False  # takes `except_revealer: true`
    example: str = ""


RULE_WORDS: tuple[RuleWord, ...] = (
    RuleWord("revealer", TraitorRuleKind.REVEALER, "the haunt revealer"),
    RuleWord(
        "left_of_revealer",
        TraitorRuleKind.LEFT_OF_REVEALER,
        "the explorer on the haunt revealer's left",
    ),
    RuleWord(
        "highest",
        TraitorRuleKind.HIGHEST,
        "the explorer with the highest {0}",
        first=_TRAIT,
        others=True,
        example="traitor highest(knowledge)",
    ),
    RuleWord(
        "lowest",
        TraitorRuleKind.LOWEST,
        "the explorer with the lowest {0}",
        first=_TRAIT,
        others=True,
        example="traitor lowest(sanity, except_revealer: true)",
    ),
    RuleWord("oldest", TraitorRuleKind.OLDEST, "the oldest explorer", others=True),
    RuleWord("youngest", TraitorRuleKind.YOUNGEST, "the youngest explorer", others=True),
    RuleWord(
        "most_omens", TraitorRuleKind.MOST_OMENS, "the explorer holding the most omens", others=True
    ),
    RuleWord(
        "holder",
        TraitorRuleKind.HOLDER_ELSE,
        "whoever holds {0}",
        first=_CARD,
        fallback=True,
        example="traitor holder(book, else: left_of_revealer)",
    ),
    RuleWord(
        "named",
        TraitorRuleKind.NAMED_ELSE,
        "{0}, if in the game",
        first=_EXPLORER,
        fallback=True,
        example="traitor named(ox_bellows, else: highest(might))",
    ),
    RuleWord("none", TraitorRuleKind.NONE, "nobody: there is no traitor"),
    RuleWord(
        "none_at_first",
        TraitorRuleKind.NONE_AT_FIRST,
        "nobody at first; traitors may rise during the haunt",
    ),
    RuleWord("hidden", TraitorRuleKind.HIDDEN, "dealt in secret: nobody knows who"),
    RuleWord(
        "free_for_all", TraitorRuleKind.FREE_FOR_ALL, "nobody: every explorer plays for themselves"
    ),
)
_BY_WORD = {r.word: r for r in RULE_WORDS}
_BY_KIND = {r.kind: r for r in RULE_WORDS}
SCRIPT_TRAITOR_RULES = tuple(_BY_WORD)
# Past a few fallbacks a chain of `else:` says nothing a shorter one does not; the bound
# keeps a stranger's script from nesting without end.
MAX_FALLBACKS = 4

Report = Callable[[str, Span, str, str | None], None]


def rule_word(rule: TraitorRule) -> str:
    """The word a script writes for the rule (`holder` for HOLDER_ELSE)."""
    return _BY_KIND[rule.kind].word


def traitor_english(rule: TraitorRule, content: Content | None = None) -> str:
    """The rule as a player reads it, with the tie rule where a tie can happen."""
    spec = _BY_KIND[rule.kind]
    first = ""
    if rule.trait is not None:
        first = rule.trait.value.capitalize()
    elif rule.card is not None:
        first = _title(content, rule.card, "the card ")
    elif rule.explorer is not None:
        first = _title(content, rule.explorer, "")
    text = spec.english.format(first)
    if rule.exclude_revealer:
        text += " other than the haunt revealer"
    if rule.kind in (
        TraitorRuleKind.HIGHEST,
        TraitorRuleKind.LOWEST,
        TraitorRuleKind.OLDEST,
        TraitorRuleKind.YOUNGEST,
        TraitorRuleKind.MOST_OMENS,
    ):
        text += (
            " (a tie goes to the tied explorer nearest the haunt revealer in turn order)"
            if rule.exclude_revealer
            else " (a tie goes to the revealer if tied, else to the tied explorer nearest "
            "the revealer's left)"
        )
    if rule.fallback is not None:
        text += f"; else {traitor_english(rule.fallback, content)}"
    return text


def _title(content: Content | None, ident: str, article: str) -> str:
    if content is not None:
        for explorer in content.explorers:
            if explorer.id == ident:
                return explorer.name
        for card in content.cards:
            if card.id == ident:
                return f"the {card.name}"
    return article + ident


def read_traitor_rule(
    choice: ast.TraitorChoice, content: Content, report: Report
) -> TraitorRule | None:
    """The rule a `traitor` line names, or None after reporting what is wrong with it."""
    return _read(choice.rule, choice.args, content, report, 0)


def _read(
    name: ast.Name,
    args: tuple[ast.Arg, ...] | None,
    content: Content,
    report: Report,
    depth: int,
) -> TraitorRule | None:
    spec = _BY_WORD.get(name.text)
    if spec is None:
        close = difflib.get_close_matches(name.text, sorted(_BY_WORD), n=1, cutoff=0.7)
        hint = f"did you mean {close[0]!r}? " if close else ""
        report(
            "E204",
            name.span,
            f"unknown traitor rule {name.text!r}",
            hint + "the `traitor` line takes one of: " + ", ".join(SCRIPT_TRAITOR_RULES),
        )
        return None
    positional = [a for a in args or () if a.name is None]
    named = {a.name.text: a for a in args or () if a.name is not None}
    takes = {"else"} if spec.fallback else set()
    if spec.others:
        takes.add("except_revealer")
    for key, arg in named.items():
        if key not in takes:
            accepted = ", ".join(sorted(takes)) or "none"
            report(
                "E204",
                arg.span,
                f"traitor rule {spec.word!r} takes no parameter {key!r}",
                f"its named parameters: {accepted}",
            )
            return None
    wanted = 1 if spec.first else 0
    if len(positional) != wanted:
        usage = spec.example or f"traitor {spec.word}"
        report(
            "E204",
            name.span,
            f"traitor rule {spec.word!r} takes {wanted or 'no'} "
            f"{'value' if wanted == 1 else 'values'} in parentheses",
            f"write it as `{usage}`",
        )
        return None
    rule = TraitorRule(kind=spec.kind)
    if spec.first is not None:
        given = _first(spec, positional[0], rule, content, report)
        if given is None:
            return None
        rule = given
    if "except_revealer" in named:
        value = named["except_revealer"].value
        if not isinstance(value, ast.BoolLit):
            report("E204", value.span, "except_revealer takes true or false", None)
            return None
        rule = attrs.evolve(rule, exclude_revealer=value.value)
    if spec.fallback:
        fallback = _fallback(spec, named.get("else"), name.span, content, report, depth)
        if fallback is None:
            return None
        rule = attrs.evolve(rule, fallback=fallback)
    return rule


def _first(
    spec: RuleWord, arg: ast.Arg, rule: TraitorRule, content: Content, report: Report
) -> TraitorRule | None:
    value = arg.value
    text = value.name if isinstance(value, ast.NameRef) else None
    if spec.first == _TRAIT:
        known = [t.value for t in Trait]
    elif spec.first == _CARD:
        known = [c.id for c in content.cards]
    else:
        known = [e.id for e in content.explorers]
    if text is None or text not in known:
        shown = text if text is not None else "this value"
        close = difflib.get_close_matches(text or "", known, n=1, cutoff=0.7)
        hint = f"did you mean {close[0]!r}?" if close else f"name a {spec.first} of the edition"
        report(
            "E201", value.span, f"traitor rule {spec.word!r}: {shown!r} is not a {spec.first}", hint
        )
        return None
    if spec.first == _TRAIT:
        return attrs.evolve(rule, trait=Trait(text))
    if spec.first == _CARD:
        return attrs.evolve(rule, card=text)
    return attrs.evolve(rule, explorer=text)


def _fallback(
    spec: RuleWord,
    arg: ast.Arg | None,
    span: Span,
    content: Content,
    report: Report,
    depth: int,
) -> TraitorRule | None:
    if arg is None:
        report(
            "E204",
            span,
            f"traitor rule {spec.word!r} needs `else: RULE` for a game where nobody fits",
            f"write it as `{spec.example}`",
        )
        return None
    if depth >= MAX_FALLBACKS:
        report("E204", arg.span, f"more than {MAX_FALLBACKS} `else:` rules in a row", None)
        return None
    value = arg.value
    if isinstance(value, ast.NameRef):
        return _read(ast.Name(text=value.name, span=value.span), None, content, report, depth + 1)
    if isinstance(value, ast.Call):
        return _read(value.func, value.args, content, report, depth + 1)
    report("E204", value.span, "`else:` takes a traitor rule, such as `revealer`", None)
    return None
