"""The names that make sense at a cursor, for an editor's completion list.

Where a member or statement may start, the members, clauses, statements and effects of
that block; after `on`, `static`, `cannot`, `limit` the words those take; inside a
static's `when:` first the names it gives; in the arguments of a trigger the names its
event gives, in order; anywhere else a value: queries, the script's own names in
scope, the built-in values and the edition's rooms and cards.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Iterator

import attrs

from betrayal.content.model import Content
from betrayal.editor import docs
from betrayal.editor import vocabulary as words
from betrayal.editor.context import MEMBER_BLOCKS, Cursor, cursor_at
from betrayal.editor.symbols import BindingKind, Outline
from betrayal.script.english import TRAITOR_RULE_WORDING as TRAITOR_WORDING
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.registry import PrimitiveKind, all_primitives
from betrayal.script.statics import STATICS
from betrayal.script.triggers import CARD_TRIGGERS, REPLACEABLE, ROOM_TRIGGERS, TRIGGERS
from betrayal.script.types import Type

__all__ = ["Completion", "ItemKind", "complete"]


class ItemKind(enum.Enum):
    FUNCTION = "function"
    EVENT = "event"
    PROPERTY = "property"
    VARIABLE = "variable"
    CLASS = "class"
    CONSTANT = "constant"
    KEYWORD = "keyword"
    ENUM_MEMBER = "enum_member"
    TYPE = "type"
    FIELD = "field"


@attrs.frozen
class Completion:
    label: str
    kind: ItemKind
    detail: str = ""
    documentation: str | None = None
    rank: int = 5  # lower sorts first: what fits best here before what merely may
    insert: str | None = None  # text to insert when it differs from the label


_MEMBERS = (
    "var", "monster", "token", "setup", "rule", "heroes", "traitor", "on", "static", "cannot",
    "companion", "weapon", "traits", "while", "replace", "action", "win",
)  # fmt: skip
_MONSTER_MEMBERS = ("traits", "cannot", "static")
_CLAUSES = ("who", "limit", "where", "choose", "do")
_STATEMENTS = ("let", "if", "for", "roll", "match", "win")
_WEAPON_PROPERTIES = ("dice", "trait", "ranged", "reach", "safe")


def complete(outline: Outline, offset: int, content: Content) -> list[Completion]:
    """Everything worth offering at ``offset``; the editor filters by what is typed."""
    cursor = cursor_at(outline, offset)
    return list(_unique(_candidates(outline, cursor, content)))


def _unique(items: Iterable[Completion]) -> Iterator[Completion]:
    seen: set[str] = set()
    for item in items:
        if item.label not in seen:
            seen.add(item.label)
            yield item


def _candidates(outline: Outline, cursor: Cursor, content: Content) -> Iterator[Completion]:
    before = cursor.before.text if cursor.before is not None else None
    if before == ".":
        yield Completion("total", ItemKind.FIELD, "int", "The total a roll shows.")
        return
    if _in_type(outline, cursor):
        yield from (Completion(t, ItemKind.TYPE) for t in sorted(words.types()))
        return
    after_word = _after_word(outline, cursor)
    if after_word is not None:
        yield from after_word
        return
    call = cursor.call or ""
    if cursor.call_keyword in ("on", "replace") and call in TRIGGERS:
        binds = TRIGGERS[call].binds
        if cursor.argument < len(binds):
            name, kind = binds[cursor.argument]
            yield Completion(name, ItemKind.VARIABLE, str(kind), "What the event gives here.", 0)
        return
    if cursor.call_keyword == "static" and call in STATICS:
        spec = STATICS[call]
        if cursor.argument_start and cursor.argument_name is None:
            for param in spec.params:
                yield Completion(
                    f"{param.name}:", ItemKind.PROPERTY, str(param.type), rank=0,
                    insert=f"{param.name}: ",
                )  # fmt: skip
        if cursor.argument_name == "when" or cursor.argument_name is None:
            for name, kind in _static_binds(outline, cursor, call):
                doc = docs.bound_name_doc(call, name)
                yield Completion(name, ItemKind.VARIABLE, str(kind), doc, 0)
    if cursor.starts_item:
        yield from _item_starts(outline, cursor)
        return
    yield from _values(outline, cursor, content)


_MODE_WRITTEN = re.compile(r"\bmode\s*:\s*([A-Za-z_]+)")


def _static_binds(outline: Outline, cursor: Cursor, call: str) -> tuple[tuple[str, Type], ...]:
    """What the `when:` of the static being written may read: in a family, under the mode
    written before the cursor (or the default one); every mode's names when none is."""
    spec = STATICS[call]
    if not spec.modes:
        return spec.binds
    head = outline.text[: cursor.offset]
    written = _MODE_WRITTEN.findall(head[head.rfind(call) :])
    word = written[-1] if written else spec.default_mode
    return spec.binds_for(word) if spec.mode(word) is not None else spec.every_bind


def _in_cannot_list(outline: Outline, cursor: Cursor) -> bool:
    """Whether the cursor follows `cannot a, b,`."""
    code = outline.code
    at = next((i for i, t in enumerate(code) if t is cursor.before), -1)
    while at >= 2 and code[at].is_punct(","):
        if code[at - 2].text == "cannot":
            return True
        at -= 2
    return False


def _after_word(outline: Outline, cursor: Cursor) -> list[Completion] | None:
    """What a keyword that takes a fixed word wants next, if the cursor follows one."""
    token = cursor.before
    if token is None:
        return None
    word = token.text
    if word == "on":
        allowed = _events_for(cursor.declaration)
        return [Completion(e, ItemKind.EVENT, "", docs.event_doc(e), 0) for e in sorted(allowed)]
    if word == "replace":
        return [
            Completion(e, ItemKind.EVENT, "", docs.event_doc(e), 0) for e in sorted(REPLACEABLE)
        ]
    if word == "static":
        if cursor.in_monster:
            return [
                Completion(a, ItemKind.PROPERTY, "monster ability", docs.ability_doc(a), 0)
                for a in sorted(MONSTER_ABILITIES)
            ]
        return [
            Completion(s, ItemKind.PROPERTY, "standing rule", docs.static_doc(s), 0)
            for s in sorted(STATICS)
        ]
    if word == "cannot" or (word == "," and _in_cannot_list(outline, cursor)):
        if cursor.in_monster:
            return [
                Completion(r, ItemKind.ENUM_MEMBER, "", docs.monster_rule_doc(r), 0)
                for r in sorted(MONSTER_CANNOT)
            ]
        return [
            Completion(r, ItemKind.ENUM_MEMBER, "", docs.rule_word_doc("cannot", r, False), 0)
            for r in words.CARD_CANNOT
        ]
    if word == "limit":
        return [
            Completion(r, ItemKind.ENUM_MEMBER, "", docs.rule_word_doc("limit", r, False), 0)
            for r in ACTION_LIMITS
        ]
    if word == "traitor" and cursor.block == "haunt" and cursor.line_start is False:
        return [
            Completion(r, ItemKind.ENUM_MEMBER, "", docs.rule_word_doc("traitor", r, False), 0)
            for r in sorted(TRAITOR_WORDING)
        ]
    if word == "win" and not cursor.in_brackets:
        return [
            Completion("heroes", ItemKind.CONSTANT, "the heroes win now", rank=0),
            Completion("traitor", ItemKind.CONSTANT, "the traitor wins now", rank=0),
            Completion("when", ItemKind.KEYWORD, "a win condition", rank=0),
        ]
    return None


def _events_for(declaration: str | None) -> Iterable[str]:
    if declaration == "room":
        return ROOM_TRIGGERS
    if declaration in ("item", "omen", "event"):
        return CARD_TRIGGERS
    return TRIGGERS


def _in_type(outline: Outline, cursor: Cursor) -> bool:
    token = cursor.before
    if token is None:
        return False
    if token.is_punct("<"):
        return True
    if not token.is_punct(":"):
        return False
    code = outline.code
    at = code.index(token)
    return at >= 2 and code[at - 2].text in ("var", "let", "choose")


def _item_starts(outline: Outline, cursor: Cursor) -> Iterator[Completion]:
    block = cursor.block
    if block is None:
        for word in ("haunt", "event", "item", "omen", "room", "language"):
            yield Completion(word, ItemKind.KEYWORD, rank=0)
        return
    if block == "monster":
        yield from (Completion(w, ItemKind.KEYWORD, rank=0) for w in _MONSTER_MEMBERS)
        return
    if block == "weapon":
        yield from (Completion(w, ItemKind.PROPERTY, rank=0) for w in _WEAPON_PROPERTIES)
        return
    if block == "action":
        yield from (Completion(w, ItemKind.KEYWORD, rank=0) for w in _CLAUSES)
        return
    if block in MEMBER_BLOCKS:
        yield from (Completion(w, ItemKind.KEYWORD, rank=0) for w in _MEMBERS)
        return
    yield from (Completion(w, ItemKind.KEYWORD, rank=1) for w in _STATEMENTS)
    yield from _primitives(PrimitiveKind.EFFECT, rank=0)
    for binding in outline.visible(cursor.offset):
        if binding.kind is BindingKind.VARIABLE:
            yield Completion(binding.name, ItemKind.VARIABLE, binding.type_hint, rank=2)


def _primitives(kind: PrimitiveKind, rank: int) -> Iterator[Completion]:
    for name, prim in sorted(all_primitives().items()):
        if prim.kind is kind:
            yield Completion(
                name,
                ItemKind.FUNCTION,
                docs.primitive_summary(name),
                docs.primitive_doc(name),
                rank,
            )
    if kind is PrimitiveKind.QUERY:
        for name in ("choose", "pick_at_random", "lowest", "highest"):
            yield Completion(
                name,
                ItemKind.FUNCTION,
                docs.primitive_summary(name),
                docs.primitive_doc(name),
                rank,
            )
    else:
        yield Completion("bonus", ItemKind.FUNCTION, docs.primitive_summary("bonus"),
                         docs.primitive_doc("bonus"), rank + 1)  # fmt: skip


_BINDING_ITEMS = {
    BindingKind.VARIABLE: ItemKind.VARIABLE,
    BindingKind.LOCAL: ItemKind.VARIABLE,
    BindingKind.MONSTER: ItemKind.CLASS,
    BindingKind.TOKEN: ItemKind.CONSTANT,
}


def _values(outline: Outline, cursor: Cursor, content: Content) -> Iterator[Completion]:
    for binding in sorted(outline.visible(cursor.offset), key=lambda b: b.kind.value):
        item = _BINDING_ITEMS.get(binding.kind)
        if item is not None:
            detail = binding.type_hint or binding.kind.value
            yield Completion(binding.name, item, detail, rank=1)
    yield from _primitives(PrimitiveKind.QUERY, rank=2)
    for name in sorted(_builtins_for(cursor.declaration)):
        yield Completion(name, ItemKind.CONSTANT, "", docs.builtin_doc(name), rank=3)
    for word in ("true", "false", "not", "if"):
        yield Completion(word, ItemKind.KEYWORD, rank=4)
    for room in content.rooms:
        yield Completion(room.id, ItemKind.CONSTANT, f"room: {room.name}", rank=5)
    for card in content.cards:
        yield Completion(card.id, ItemKind.CONSTANT, f"{card.kind.value}: {card.name}", rank=5)


def _builtins_for(declaration: str | None) -> set[str]:
    found = set(words.builtins())
    if declaration == "haunt":
        found -= {"holder", "this"}
    elif declaration == "room":
        found -= {"holder", "traitor"}
    elif declaration in ("item", "omen", "event"):
        found -= {"traitor"}
    return found
