"""What the values an event or a static binds stand for, in words.

A trigger names the values its event tells it (`on entered(who, r)`), and a static's
`when:` reads the names its rule binds (`attacker`, `foe`, `kind`). In a rule read out in
English those names are not words a player knows, so each reads as the thing it stands
for: "a room" where the event is described, "the room" in the rule that follows.
"""

from __future__ import annotations

import attrs

from betrayal.script.types import Base, Type


@attrs.frozen
class Phrase:
    """How one bound value reads: ``some`` where the event is told, ``this`` after."""

    some: str  # "a room": in the words of the event itself
    this: str  # "the room": in the conditions and effects that follow


# By the name the event or the static gives the value; a few depend on its type.
_PHRASES: dict[str, Phrase] = {
    "who": Phrase("an explorer", "the explorer"),
    "room": Phrase("a room", "the room"),
    "trait": Phrase("a trait", "the trait"),
    "loser": Phrase("another explorer", "the loser"),
    "points": Phrase("some points", "the number of points"),
    "margin": Phrase("a margin", "the margin"),
    "total": Phrase("a total", "the total rolled"),
    "weapon": Phrase("a weapon", "the weapon used"),
    "winner": Phrase("a winner", "the winner of the fight"),
    "source": Phrase("some cards", "the cards whose own rules do it"),
    "rolled": Phrase("a trait", "the trait rolled"),
    "foe": Phrase("a monster", "the monster fought"),
    "striker": Phrase("a monster", "the attacking monster"),
    "struck": Phrase("a monster", "the monster attacked"),
    "owner": Phrase("the monster's explorer", "the monster's explorer"),
    "card": Phrase("a card", "the card"),
    "token": Phrase("a token", "the token"),
    # Truths about the moment, read as the statement they make.
    "attacking": Phrase("the winner was attacking", "the winner was attacking"),
    "attack": Phrase("the damage comes from a fight", "the damage comes from a fight"),
    "by_monster": Phrase("a monster attacks", "a monster attacks"),
    "defending": Phrase("the fighter is defending", "the fighter is defending"),
    "event_roll": Phrase("an event asks for the roll", "an event asks for the roll"),
    "foe_stunned": Phrase("the monster is stunned", "the monster fought is stunned"),
    "lowering": Phrase("the change lowers a trait", "the change lowers a trait"),
    "damage": Phrase("the change is damage", "the change is damage"),
    "drawn": Phrase("the card was drawn from its deck", "the card was drawn from its deck"),
    "origin": Phrase("the room left behind", "the room left behind"),
}
_KINDS = {
    Base.MONSTER: Phrase("a monster", "the monster"),
    Base.DAMAGE: Phrase("some kind of damage", "the kind of damage"),
}


def phrase(name: str, type_: Type) -> Phrase:
    """How the value an event or static binds as ``name`` reads in English."""
    if name == "kind" and type_.base in _KINDS:
        return _KINDS[type_.base]
    found = _PHRASES.get(name)
    if found is not None:
        return found
    # The roles of an explorer (attacker, mover, target...) read as that role.
    words = name.replace("_", " ")
    article = "an" if words[:1] in "aeiou" else "a"
    return Phrase(f"{article} {words}", f"the {words}")
