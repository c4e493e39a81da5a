"""The documentation of each word of the language, as Markdown for hovers and completion.

Everything is read from where the language defines it (the registry, the event, static
and monster tables, the edition's content), and primitives are written with the
reference's own signature, so a hover says what the generated reference says.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from betrayal.content.model import Content
from betrayal.core.traits import DamageKind, Trait
from betrayal.editor.vocabulary import CARD_CANNOT, SPECIAL_FORMS
from betrayal.script.english import TRAITOR_RULE_WORDING as TRAITOR_WORDING
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.reference import signature
from betrayal.script.registry import Param, PrimitiveKind, all_primitives
from betrayal.script.retired import RETIRED, RetiredKind
from betrayal.script.statics import STATICS
from betrayal.script.triggers import REPLACEABLE, TRIGGERS
from betrayal.script.types import Type
from betrayal.script.verbs import settle

__all__ = [
    "ability_doc",
    "bound_name_doc",
    "builtin_doc",
    "content_doc",
    "event_doc",
    "monster_rule_doc",
    "primitive_doc",
    "rule_word_doc",
    "static_doc",
]


def _code(text: str) -> str:
    return f"```haunt\n{text}\n```"


def _reads(english: str) -> str:
    return f"Reads: *{english}*"


def _params(params: Sequence[Param]) -> str:
    return ", ".join(f"{p.name}: {p.type}" for p in params)


def _names(binds: Sequence[tuple[str, Type]]) -> str:
    return ", ".join(f"`{name}`: {kind}" for name, kind in binds)


def primitive_doc(name: str) -> str | None:
    """A primitive's signature, kind, doc, English and example; None if there is none."""
    prim = all_primitives().get(name)
    if prim is None:
        form = SPECIAL_FORMS.get(name)
        if form is None:
            return None
        written, doc = form
        return "\n\n".join([_code(written), doc])
    kind = "Effect (a statement)" if prim.kind is PrimitiveKind.EFFECT else "Query (a value)"
    english = settle(prim.render(tuple(f"`{p.name}`" for p in prim.params)))
    return "\n\n".join(
        [
            _code(signature(name)),
            f"{kind}. {prim.doc}",
            _reads(english),
            "Example:",
            _code(prim.example),
        ]
    )


def primitive_summary(name: str) -> str:
    """One line for a completion list: the signature."""
    if name in SPECIAL_FORMS:
        return SPECIAL_FORMS[name][0]
    return signature(name)


def event_doc(name: str) -> str | None:
    spec = TRIGGERS.get(name)
    if spec is None:
        return None
    binds = ", ".join(n for n, _ in spec.binds)
    parts = [
        _code(f"on {name}({binds})"),
        spec.doc,
        f"Gives, in order: {_names(spec.binds)}." if spec.binds else "Gives nothing.",
        _reads(spec.english.format(**{n: f"`{n}`" for n, _ in spec.binds})),
        "Example:",
        _code(spec.example),
    ]
    cancel = REPLACEABLE.get(name)
    if cancel is not None:
        parts.append(
            f"`replace {name}(...) {{ ... }}` runs its block instead of the step that "
            f"follows (as if it began with `prevent({cancel})`)."
        )
    return "\n\n".join(parts)


def _retired_doc(name: str, kind: RetiredKind, what: str) -> str | None:
    """A name an older language had: what it now reads as (shipped files still use it)."""
    entry = RETIRED.get(name)
    if entry is None or entry.kind is not kind:
        return None
    now = re.sub(r"\{(\w+)\}", r"\1", entry.template)
    return "\n\n".join(
        [
            _code(f"static {name}({_params(entry.params)})"),
            f"{what}, retired in language {entry.since}: a file in an older language reads "
            f"it as `{now}`. {entry.why}",
        ]
    )


def static_doc(name: str) -> str | None:
    spec = STATICS.get(name)
    if spec is None:
        return _retired_doc(name, RetiredKind.STATIC, "Standing rule")
    # As `betrayal explain` words it: `{amount}` is the argument that is not `when`.
    amount = next((p.name for p in spec.params if p.name != "when"), "amount")
    if spec.modes:
        reads = [
            f"`mode: {m.word}`: " + _reads(m.english.format(amount=f"`{m.value}`", when="`when`"))
            for m in spec.modes
        ]
    else:
        reads = [_reads(spec.english.format(amount=f"`{amount}`", when="`when`"))]
    return "\n\n".join(
        [
            _code(f"static {name}({_params(spec.params)})"),
            spec.doc,
            f"`when:` may read {_names(spec.every_bind)}.",
            *reads,
            "Example:",
            _code(spec.example),
        ]
    )


def ability_doc(name: str) -> str | None:
    spec = MONSTER_ABILITIES.get(name)
    if spec is None:
        return _retired_doc(name, RetiredKind.ABILITY, "Monster ability")
    return "\n\n".join(
        [
            _code(f"static {name}({_params(spec.params)})"),
            f"Monster ability. {spec.doc}",
            _reads(spec.reads({p.name: f"`{p.name}`" for p in spec.params})),
            "Example:",
            _code(spec.example),
        ]
    )


def monster_rule_doc(name: str) -> str | None:
    rule = MONSTER_CANNOT.get(name)
    if rule is None:
        return None
    return "\n\n".join(
        [_code(f"cannot {name}"), f"Monster rule. {rule.doc}", _reads(rule.english),
         "Example:", _code(rule.example)]
    )  # fmt: skip


def bound_name_doc(static: str, name: str) -> str | None:
    """A name that a static's `when:` condition may read."""
    spec = STATICS.get(static)
    if spec is None:
        return None
    for bound, kind in spec.every_bind:
        if bound == name:
            return "\n\n".join(
                [
                    _code(f"{name}: {kind}"),
                    f"Given to the `when:` of `static {static}`; it may also read "
                    f"{_names(spec.every_bind)}.",
                    spec.doc,
                ]
            )
    return None


def rule_word_doc(keyword: str, name: str, in_monster: bool) -> str | None:
    """A word after `cannot`, `limit` or `traitor`."""
    if keyword == "cannot" and in_monster:
        return monster_rule_doc(name)
    if keyword == "cannot" and name in CARD_CANNOT:
        return "\n\n".join(
            [_code(f"cannot {name}"), f"This card cannot be {_past(name)} by its holder."]
        )
    if keyword == "limit" and name in ACTION_LIMITS:
        limits = ", ".join(f"`{limit}`" for limit in ACTION_LIMITS)
        return "\n\n".join(
            [_code(f"limit {name}"), f"How often the action may be taken: one of {limits}."]
        )
    if keyword == "traitor" and name in TRAITOR_WORDING:
        # The words `betrayal explain` uses for the same line.
        return "\n\n".join([_code(f"traitor {name}"), f"The traitor: {TRAITOR_WORDING[name]}."])
    return None


def _past(verb: str) -> str:
    return {"drop": "dropped", "trade": "traded", "steal": "stolen"}.get(verb, verb)


_BUILTINS = {
    "actor": ("explorer", "The explorer taking the action, or whose turn or choice it is."),
    "holder": ("explorer", "The explorer holding this card (cards only)."),
    "this": ("card or room", "This card, or this room (cards and rooms only)."),
    "players": ("int", "The number of players."),
    "explorers": ("list<explorer>", "Every explorer in the game."),
    "heroes": ("list<explorer>", "The heroes."),
    "traitor": ("explorer", "The traitor (haunts only)."),
    "haunt_started": ("bool", "Whether the haunt has begun."),
    "omens_drawn": ("int", "How many omens have been drawn so far."),
}


def builtin_doc(name: str) -> str | None:
    if name in _BUILTINS:
        kind, doc = _BUILTINS[name]
        return "\n\n".join([_code(f"{name}: {kind}"), doc])
    if name in {t.value for t in Trait}:
        return "\n\n".join([_code(f"{name}: trait"), f"The {name.capitalize()} trait."])
    if name in {k.value for k in DamageKind}:
        return "\n\n".join([_code(f"{name}: damage"), f"{name.capitalize()} damage."])
    if name in ("basement", "ground", "upper"):
        return "\n\n".join([_code(f"{name}: floor"), f"The {name} floor."])
    return None


def content_doc(content: Content, name: str) -> str | None:
    """A room, card or explorer of the edition, by its id."""
    for room in content.rooms:
        if room.id == name:
            floors = ", ".join(sorted(f.value for f in room.floors))
            doors = ", ".join(sorted(d.value for d in room.doors)) or "none"
            symbols = ", ".join(s.value for s in room.symbols) or "none"
            return "\n\n".join(
                [
                    _code(f"{name}: room"),
                    f"**{room.name}**, a room of {content.edition}: floors {floors}; "
                    f"doors {doors}; card symbols {symbols}.",
                ]
            )
    for card in content.cards:
        if card.id == name:
            flags = [
                word
                for word, on in (("a weapon", card.weapon), ("a companion", card.companion))
                if on
            ]
            extra = f" It is {' and '.join(flags)}." if flags else ""
            return "\n\n".join(
                [
                    _code(f"{name}: card"),
                    f"**{card.name}**, {_article(card.kind.value)} {card.kind.value} card of "
                    f"{content.edition}.{extra}",
                ]
            )
    for explorer in content.explorers:
        if explorer.id == name:
            return f"**{explorer.name}**, an explorer of {content.edition}."
    return None


def content_kind(content: Content, name: str) -> str | None:
    for room in content.rooms:
        if room.id == name:
            return f"room: {room.name}"
    for card in content.cards:
        if card.id == name:
            return f"{card.kind.value}: {card.name}"
    return None


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"
