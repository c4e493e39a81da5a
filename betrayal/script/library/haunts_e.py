"""Primitives first needed by haunts 29-35: a monster kind's traits for rolls a rule
makes for it, who is a woman or a man, special attacks that use up the turn's attack."""

from __future__ import annotations

from betrayal.core.frames import Ctx
from betrayal.core.rules import monsters
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.registry import Param, query
from betrayal.script.types import INT, MONSTER, TRAIT


@query(
    "monster_trait",
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    returns=INT,
    example="monster_trait(hound, speed)",
    english="the {trait} of {kind}",
)
def monster_trait(state: GameState, ctx: Ctx, kind: str, trait: Trait) -> int:
    """A monster kind's printed value in a trait (0 when it has none), for rolls a rule
    makes for it."""
    return monsters.trait_of(state, kind, trait) or 0
