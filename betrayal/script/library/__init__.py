"""The primitives of the rule language, grouped by topic; importing registers them."""

from betrayal.script.library import cards, movement, queries, rolls, traits

__all__ = ["cards", "movement", "queries", "rolls", "traits"]
