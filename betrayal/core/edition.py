"""What a game state asks of the game it belongs to.

A state refers to its game for the edition's content, its ruleset, the fixed ways through
the house and the compiled scripts; :class:`betrayal.game.Game` provides them. The core
names only this protocol, so it depends on nothing built above it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from betrayal.content.model import Content, Floor, LinkDef
from betrayal.core.ruleset import Ruleset
from betrayal.core.scripted import ScriptedRules

if TYPE_CHECKING:
    from betrayal.core.state import GameState


class Edition(Protocol):
    @property
    def edition(self) -> str:
        """The edition's id (``"hoth2"``)."""
        ...

    @property
    def players(self) -> int: ...

    @property
    def content(self) -> Content: ...

    @property
    def ruleset(self) -> Ruleset: ...

    @property
    def scripts(self) -> ScriptedRules:
        """The cards', rooms' and haunts' own rules."""
        ...

    def links_from(self, room: str) -> Sequence[tuple[str, LinkDef]]:
        """The fixed ways out of a room other than doors (stairs, chutes), with where
        each leads."""
        ...

    def rooms_for(self, floor: Floor) -> frozenset[str]:
        """The room tiles that may be placed on ``floor``."""
        ...

    def chute_from(self, room: str) -> str | None:
        """Where a one-way drop out of ``room`` lands, if it has one."""
        ...

    def start(
        self,
        seed: int,
        explorers: Sequence[str] | None,
        first_player: int,
        haunt: int | None = None,
        scenario: str | None = None,
    ) -> GameState:
        """The first turn of a game, before anything is played."""
        ...
