"""What a word under the cursor is, in Markdown: a primitive's signature and docs, an
event, a standing rule and what its `when:` may read, a room or card of the edition, or
one of the script's own variables, monsters, tokens and actions with its declaration."""

from __future__ import annotations

import attrs

from betrayal.content.model import Content
from betrayal.editor import docs
from betrayal.editor.context import cursor_at
from betrayal.editor.scanner import Kind
from betrayal.editor.symbols import Binding, BindingKind, Outline
from betrayal.editor.vocabulary import Role

__all__ = ["Hover", "hover"]


@attrs.frozen
class Hover:
    markdown: str
    start: int
    end: int


def hover(outline: Outline, offset: int, content: Content) -> Hover | None:
    at = outline.token_index(offset)
    if at is None:
        return None
    token = outline.code[at]
    if token.kind is not Kind.NAME:
        return None
    text = _describe(outline, at, content)
    return Hover(text, token.start, token.end) if text else None


def _describe(outline: Outline, at: int, content: Content) -> str | None:
    token, role = outline.code[at], outline.roles[at]
    word = token.text
    before = outline.code[at - 1].text if at > 0 else ""
    cursor = cursor_at(outline, token.start)
    if role is Role.PRIMITIVE:
        return docs.primitive_doc(word)
    if role is Role.EVENT:
        return docs.event_doc(word)
    if role is Role.STATIC:
        found = docs.ability_doc(word) if cursor.in_monster else docs.static_doc(word)
        return found or docs.static_doc(word) or docs.ability_doc(word)
    if role is Role.RULE_WORD:
        keyword = "cannot" if before in ("cannot", ",") else before
        return docs.rule_word_doc(keyword, word, cursor.in_monster)
    if role not in (Role.NAME, Role.BUILTIN, Role.DECLARED_NAME, Role.TYPE):
        return None
    binding = outline.resolve(at)
    if binding is not None:
        return _binding_doc(outline, binding)
    if cursor.call_keyword == "static" and cursor.call is not None:
        bound = docs.bound_name_doc(cursor.call, word)
        if bound is not None:
            return bound
    return (
        docs.builtin_doc(word)
        or docs.content_doc(content, word)
        or (docs.primitive_doc(word) if outline.is_use(at) else None)
    )


_KIND_WORDS = {
    BindingKind.VARIABLE: "Variable",
    BindingKind.MONSTER: "Monster",
    BindingKind.TOKEN: "Token",
    BindingKind.ACTION: "Action",
}


def _binding_doc(outline: Outline, binding: Binding) -> str:
    line = outline.text.count("\n", 0, binding.start) + 1
    if binding.symbol is not None:
        parts = [f"```haunt\n{binding.symbol.detail}\n```"]
        what = _KIND_WORDS.get(binding.kind, "Name")
        parts.append(f"{what} of this script, declared on line {line}.")
        if binding.symbol.doc:
            parts.append(binding.symbol.doc)
        return "\n\n".join(parts)
    written = f"{binding.name}: {binding.type_hint}" if binding.type_hint else binding.name
    return f"```haunt\n{written}\n```\n\nLocal name, given by `{binding.given_by}` on line {line}."
