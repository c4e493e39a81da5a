"""Every word of the language has its documentation for hovers and completion, taken
from where the language defines it, so none can be missing or stale."""

from __future__ import annotations

from betrayal.content.loader import load
from betrayal.editor import docs
from betrayal.editor import vocabulary as words
from betrayal.script.english import TRAITOR_RULE_WORDING as TRAITOR_WORDING
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.reference import signature
from betrayal.script.registry import all_primitives
from betrayal.script.statics import STATICS
from betrayal.script.triggers import TRIGGERS


def test_every_primitive_has_the_references_signature_doc_and_example() -> None:
    for name, prim in all_primitives().items():
        text = docs.primitive_doc(name)
        assert text is not None
        assert signature(name) in text and prim.doc in text and prim.example in text
        assert "Reads: *" in text
    for name, (written, doc) in words.SPECIAL_FORMS.items():
        assert docs.primitive_doc(name) == f"```haunt\n{written}\n```\n\n{doc}"


def test_every_event_static_and_monster_word_is_documented() -> None:
    for name, event in TRIGGERS.items():
        text = docs.event_doc(name)
        assert text is not None and event.doc in text and event.example in text
        assert all(f"`{bound}`" in text for bound, _ in event.binds)
    for name, static in STATICS.items():
        text = docs.static_doc(name)
        assert text is not None and static.doc in text and static.example in text
        assert "{" not in text.split("Reads:")[1].split("\n")[0]  # the English is filled in
        for bound, _ in static.binds:
            bound_text = docs.bound_name_doc(name, bound)
            assert bound_text is not None and f"`static {name}`" in bound_text
    for name, ability in MONSTER_ABILITIES.items():
        text = docs.ability_doc(name)
        assert text is not None and ability.doc in text
    for name, rule in MONSTER_CANNOT.items():
        text = docs.monster_rule_doc(name)
        assert text is not None and rule.doc in text


def test_every_rule_word_and_built_in_name_is_documented() -> None:
    for limit in ACTION_LIMITS:
        assert docs.rule_word_doc("limit", limit, in_monster=False)
    for rule in words.rule_words() & set(TRAITOR_WORDING):
        assert docs.rule_word_doc("traitor", rule, in_monster=False)
    for flag in words.CARD_CANNOT:
        assert docs.rule_word_doc("cannot", flag, in_monster=False)
    for name in words.builtins():
        assert docs.builtin_doc(name), name


def test_the_traitor_rules_the_checker_takes_are_those_explain_words() -> None:
    others = {*ACTION_LIMITS, *MONSTER_CANNOT, *words.CARD_CANNOT}
    accepted = words.rule_words() - others
    assert accepted == set(TRAITOR_WORDING)


def test_every_room_and_card_of_the_edition_is_documented() -> None:
    content = load("hoth2")
    for room in content.rooms:
        text = docs.content_doc(content, room.id)
        assert text is not None and f"**{room.name}**" in text
    for card in content.cards:
        text = docs.content_doc(content, card.id)
        assert text is not None and f"**{card.name}**" in text
