"""Subject and verb agreement in the English of scripts.

Templates are written for "you" ("{who} gain {amount} {trait}"), the way a player's page
speaks to them. When the subject is someone else the verb must agree ("the traitor gains").
A local name such as a trigger's ``who`` may still become "you" when the rule is rendered
(see english.py), so for those the verb is marked and settled once the names are known.
"""

from __future__ import annotations

import re

# Verbs that follow a subject at the start of a template, in the form used with "you".
_THIRD_PERSON = {
    "have": "has", "carry": "carries", "do": "does", "try": "tries", "are": "is", "go": "goes"
}  # fmt: skip
VERBS = frozenset(
    {
        "attack", "bring", "carry", "come", "die", "do", "draw", "fight", "find", "gain", "get",
        "go", "hand", "have", "hold", "keep", "lose", "make", "move", "pick", "put", "stand",
        "take", "win",
    }
)  # fmt: skip
_MARK = "\u2063"  # an invisible separator: "the verb after me still needs its subject"
_PLURAL = ("heroes", "explorers", "they", "you")
_LOCAL = re.compile(r"[a-z_][a-z0-9_]*")
_SUBJECT_VERB = re.compile(r"\{(\w+)\} (\w+)\b")


def third_person(verb: str) -> str:
    return _THIRD_PERSON.get(verb, verb + "s")


def agree(subject: str, verb: str) -> str:
    """The verb as it should follow ``subject`` (marked when that is not known yet)."""
    # "you" only as the whole subject: "the explorer nearest to you" is one explorer.
    if subject in ("actor", "you", "they") or subject.endswith(_PLURAL[:2]):
        return verb
    if _LOCAL.fullmatch(subject):
        return _MARK + verb
    return third_person(verb)


def fill(template: str, values: dict[str, str]) -> str:
    """Fill a ``{name}`` template, making each verb that follows a name agree with it
    ("{who} gain ..." at the start, or "the items {who} hold" inside)."""

    def agreeing(m: re.Match[str]) -> str:
        name, verb = m.group(1), m.group(2)
        if verb not in VERBS or name not in values:
            return m.group(0)
        return "{" + name + "} " + agree(values[name], verb)

    return _SUBJECT_VERB.sub(agreeing, template).format(**values)


def settle(text: str) -> str:
    """Resolve the marked verbs once every name has its final wording."""
    if _MARK not in text:
        return text
    text = re.sub(rf"\b(you|they|heroes|explorers) {_MARK}", r"\1 ", text)
    return re.sub(rf"{_MARK}(\w+)", lambda m: third_person(m.group(1)), text)
