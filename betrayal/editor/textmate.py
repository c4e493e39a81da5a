"""The TextMate grammar of the rule language (VS Code and the editors that read TextMate
grammars), generated from the same vocabulary and roles as the Pygments lexer.

``python -m betrayal.editor.textmate > editors/vscode/syntaxes/haunt.tmLanguage.json``
writes the file; a test fails when the committed file differs from what this module
generates, so the word lists cannot drift from the language.

A TextMate grammar only sees one line at a time through regular expressions, so it
makes the lexer's contextual calls with look-ahead: `traitor {` is a section, `on
entered` an event, `spawn(` a primitive.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from betrayal.editor import vocabulary as words
from betrayal.editor.scanner import OPERATORS
from betrayal.editor.vocabulary import Role

__all__ = ["SCOPES", "WORD_LISTS", "generate", "grammar"]

SCOPES: Mapping[Role, str] = MappingProxyType(
    {
        Role.COMMENT: "comment.line.number-sign.haunt",
        Role.KEYWORD: "keyword.control.haunt",
        Role.DECLARATION: "storage.type.haunt",
        Role.SECTION: "entity.name.section.haunt",
        Role.WORD_OPERATOR: "keyword.operator.word.haunt",
        Role.CONSTANT: "constant.language.boolean.haunt",
        Role.TYPE: "support.type.haunt",
        Role.DECLARED_NAME: "entity.name.type.haunt",
        Role.PRIMITIVE: "support.function.haunt",
        Role.EVENT: "entity.name.tag.event.haunt",
        Role.STATIC: "entity.other.attribute-name.static.haunt",
        Role.RULE_WORD: "constant.other.rule.haunt",
        Role.BUILTIN: "variable.language.haunt",
        Role.NAME: "variable.other.haunt",
        Role.STRING: "string.quoted.double.haunt",
        Role.ESCAPE: "constant.character.escape.haunt",
        Role.NUMBER: "constant.numeric.integer.haunt",
        Role.OPERATOR: "keyword.operator.haunt",
        Role.PUNCTUATION: "punctuation.separator.haunt",
        Role.ERROR: "invalid.illegal.haunt",
    }
)

_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
# Where a member or clause may start on a line: at its start, or after a bracket or `;`.
_MEMBER_START = r"(?:^|(?<=[{};]))\s*"


def _hard_keywords() -> frozenset[str]:
    """Keywords that never read as names: everything the lexer colours as a keyword
    outside the forms handled one by one."""
    return words.keywords() - words.SOFT_KEYWORDS - words.WORD_OPERATORS - words.CONSTANTS


def word_lists() -> dict[str, frozenset[str]]:
    """The word lists the grammar is built from, by the repository key that holds each."""
    return {
        "keywords": _hard_keywords(),
        "word-operators": words.WORD_OPERATORS,
        "constants": words.CONSTANTS,
        "primitives": words.primitives(),
        "events": words.events(),
        "statics": words.statics(),
        "rule-words": words.rule_words(),
        "builtins": words.builtins(),
        "types": words.types(),
        "declarations": words.DECLARATION_KEYWORDS,
        "sections": words.SECTION_KEYWORDS,
    }


WORD_LISTS = tuple(word_lists())


def _alternation(names: Iterable[str]) -> str:
    # Longest first, so that `once_per_turn` is not cut short by `once`.
    ordered = sorted(set(names), key=lambda n: (-len(n), n))
    return "(?:" + "|".join(ordered) + ")"


def _words(role: Role, names: Iterable[str], after: str = "") -> dict[str, Any]:
    return {"name": SCOPES[role], "match": rf"\b{_alternation(names)}\b{after}"}


def _captures(*roles: Role) -> dict[str, dict[str, str]]:
    return {str(i): {"name": SCOPES[role]} for i, role in enumerate(roles, start=1)}


def grammar() -> dict[str, Any]:
    lists = word_lists()
    operators = [op for op in OPERATORS if op not in "{}()[],;:."]
    operator_pattern = "|".join(
        "".join("\\" + c if not c.isalnum() else c for c in op) for op in operators
    )
    declared = sorted(words.DECLARATION_KEYWORDS - {"haunt", "var"})
    rules = _alternation(lists["rule-words"])
    not_values = _alternation(words.NOT_VALUES)
    repository: dict[str, Any] = {
        "comment": {"name": SCOPES[Role.COMMENT], "match": "#.*$"},
        "string": {
            "name": SCOPES[Role.STRING],
            "begin": '"',
            "end": '"|$',
            "patterns": [{"name": SCOPES[Role.ESCAPE], "match": r"\\."}],
        },
        "declaration": {
            "patterns": [
                {
                    "match": r"\b(haunt)\s+([0-9]+)",
                    "captures": _captures(Role.DECLARATION, Role.NUMBER),
                },
                {
                    "match": rf"\b({_alternation(declared)})\s+({_NAME})(?=\s*\")",
                    "captures": _captures(Role.DECLARATION, Role.DECLARED_NAME),
                },
                {
                    "begin": rf"\b(var)\s+({_NAME})",
                    "beginCaptures": _captures(Role.DECLARATION, Role.DECLARED_NAME),
                    "end": r"(?=[=#]|\bsecret\b)|$",
                    "patterns": [
                        {"name": SCOPES[Role.PUNCTUATION], "match": ":"},
                        {"include": "#type"},
                    ],
                },
                {
                    "begin": rf"\b(let|choose)\s+({_NAME})\s*(:)",
                    "beginCaptures": _captures(Role.KEYWORD, Role.NAME, Role.PUNCTUATION),
                    "end": r"(?=[=#]|\bfrom\b)|$",
                    "patterns": [{"include": "#type"}],
                },
            ]
        },
        "type": {
            "patterns": [
                _words(Role.TYPE, lists["types"]),
                {"name": SCOPES[Role.OPERATOR], "match": "[<>]"},
                {"include": "#name"},
            ]
        },
        "section": {
            "match": rf"{_MEMBER_START}\b({_alternation(lists['sections'])})\b(?=\s*\{{)",
            "captures": _captures(Role.SECTION),
        },
        "introduced": {
            "patterns": [
                {
                    "match": rf"\b(on|replace)\s+({_alternation(lists['events'])})\b",
                    "captures": _captures(Role.KEYWORD, Role.EVENT),
                },
                {
                    "match": rf"\b(static)\s+({_alternation(lists['statics'])})\b",
                    "captures": _captures(Role.KEYWORD, Role.STATIC),
                },
                {
                    "match": rf"\b(limit)\s+({_alternation(lists['rule-words'])})\b",
                    "captures": _captures(Role.KEYWORD, Role.RULE_WORD),
                },
                {
                    # `traitor revealer`; an unknown rule is left a plain name.
                    "match": rf"^\s*(traitor)\s+(?:({rules})\b|(?={_NAME}))",
                    "captures": _captures(Role.KEYWORD, Role.RULE_WORD),
                },
                {
                    "begin": r"\b(cannot)\b",
                    "beginCaptures": _captures(Role.KEYWORD),
                    "end": r"(?=[;}#])|$",
                    "patterns": [
                        _words(Role.RULE_WORD, lists["rule-words"]),
                        {"name": SCOPES[Role.PUNCTUATION], "match": ","},
                    ],
                },
                {
                    "match": rf"{_MEMBER_START}\b(who)\b(?=\s+(?!{not_values}\b)[A-Za-z_0-9\[-])",
                    "captures": _captures(Role.KEYWORD),
                },
                {
                    "match": rf"{_MEMBER_START}\b(weapon)\b(?=\s*\{{)",
                    "captures": _captures(Role.KEYWORD),
                },
                {
                    "match": r"\b(secret)\s+(to)\b",
                    "captures": _captures(Role.KEYWORD, Role.KEYWORD),
                },
            ]
        },
        # Any word just before `:` names an argument (`when:`), even a keyword's spelling.
        "argument": {"name": SCOPES[Role.NAME], "match": rf"\b{_NAME}(?=\s*:)"},
        # A word alone as an argument is a value, even a keyword's spelling: the mode word
        # `each` in `attacks(mode: each)`.
        "lone": {
            "match": rf"(?<=[(,:])\s*({_alternation(lists['keywords'])})\b(?=\s*[),])",
            "captures": _captures(Role.NAME),
        },
        "primitive": _words(Role.PRIMITIVE, lists["primitives"], r"(?=\s*\()"),
        "keyword": {
            "patterns": [
                _words(Role.WORD_OPERATOR, lists["word-operators"]),
                _words(Role.CONSTANT, lists["constants"]),
                _words(Role.KEYWORD, lists["keywords"]),
            ]
        },
        "builtin": _words(Role.BUILTIN, lists["builtins"]),
        "name": {"name": SCOPES[Role.NAME], "match": rf"\b{_NAME}\b"},
        "number": {"name": SCOPES[Role.NUMBER], "match": r"\b[0-9]+\b"},
        "operator": {"name": SCOPES[Role.OPERATOR], "match": operator_pattern},
        "punctuation": {"name": SCOPES[Role.PUNCTUATION], "match": r"[{}()\[\],;:.]"},
        "invalid": {"name": SCOPES[Role.ERROR], "match": r"[^\sA-Za-z0-9_{}()\[\],;:.=<>+*/\-]"},
    }
    order = [
        "comment",
        "string",
        "declaration",
        "section",
        "introduced",
        "argument",
        "lone",
        "primitive",
        "keyword",
        "builtin",
        "name",
        "number",
        "operator",
        "punctuation",
        "invalid",
    ]
    return {
        "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
        "name": "Betrayal haunt script",
        "scopeName": "source.haunt",
        "fileTypes": ["haunt", "bet"],
        "comment": "Generated by `python -m betrayal.editor.textmate`; do not edit.",
        "patterns": [{"include": f"#{key}"} for key in order],
        "repository": repository,
    }


def generate() -> str:
    return json.dumps(grammar(), indent=2) + "\n"


if __name__ == "__main__":
    print(generate(), end="")
