"""What the engine asks of the rules that cards, rooms and haunts write in a language.

The engine holds the rules every game shares. A card's, a room's or a haunt's own rules
are scripts, compiled and run by the rule language (:mod:`betrayal.script`); the engine
knows them only through the calls below, made on ``state.game.scripts``. Scripts run on
the state's own frame stack: the engine's settle loop hands each script frame to
:meth:`ScriptedRules.step` and a roll's faces or a choice back to
:meth:`ScriptedRules.resume`.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Protocol

from betrayal.core.declared import MonsterKind, Weapon

if TYPE_CHECKING:
    from betrayal.content.model import TraitorRule
    from betrayal.core.actions import Action
    from betrayal.core.budget import Budget
    from betrayal.core.frames import Loop, RunScript
    from betrayal.core.state import GameState

Binds = tuple[tuple[str, object], ...]
"""The names a standing rule's condition may read, with their values: (("mover", 2),)."""


class ScriptedRules(Protocol):
    # ----- events: triggered rules -------------------------------------------------------

    def fire(
        self, state: GameState, event: str, values: tuple[object, ...], card: str | None = None
    ) -> GameState:
        """Queue the rules in play that hear ``event`` (with ``card``, that card's own
        rules only), as frames on top of the stack; the settle loop runs them."""
        ...

    def hears(self, state: GameState, event: str) -> bool:
        """Whether any rule in play hears ``event``, so a step need not wait for it."""
        ...

    # ----- statics: standing rules -------------------------------------------------------

    def static_amounts(
        self, state: GameState, name: str, binds: Binds, mode: str | None = None
    ) -> list[int]:
        """The amounts of the standing rules ``name`` in play whose condition holds (for
        a family, those of ``mode``; None: the family's default mode)."""
        ...

    def static_values(
        self, state: GameState, name: str, binds: Binds, mode: str | None = None
    ) -> list[object]:
        """The values (a number, a trait, a room...) of the standing rules ``name`` (for a
        family, of ``mode``)."""
        ...

    # ----- actions the scripts offer -----------------------------------------------------

    def actions(self, state: GameState, player: int) -> list[Action]:
        """The scripts' actions open to ``player`` now, each with its choices made."""
        ...

    def start_action(
        self, state: GameState, action: Action, player: int | None = None
    ) -> GameState:
        """Begin a scripted action ``player`` chose (already checked legal): the current
        player, the turn's player when not given."""
        ...

    def describe(self, action: Action) -> str:
        """A scripted action in words."""
        ...

    # ----- running scripts ---------------------------------------------------------------

    def step(self, state: GameState, frame: RunScript | Loop, budget: Budget) -> GameState:
        """Run one step of the script frame on top of the stack, charging its work to
        ``budget``."""
        ...

    def resume(self, state: GameState, value: object) -> GameState:
        """Hand a roll's faces or a choice to the script frame on top, waiting for it."""
        ...

    # ----- what the scripts declare ------------------------------------------------------

    def has(self, key: str) -> bool:
        """Whether the game has the script ``key`` (``"haunt:8"``, ``"item:revolver"``)."""
        ...

    def has_rules(self, card: str) -> bool:
        """Whether the card has rules of its own (a script)."""
        ...

    def weapon(self, card: str) -> Weapon | None:
        """What the card adds to an attack, if it is a weapon with a script."""
        ...

    def monster_kinds(self, haunt: str) -> tuple[MonsterKind, ...]:
        """The monster kinds the haunt script ``haunt`` declares."""
        ...

    def traitor_rule(self, haunt: str) -> TraitorRule | None:
        """The haunt script's own traitor line (``traitor highest(knowledge)``), if it has
        one."""
        ...

    # ----- the haunt ---------------------------------------------------------------------

    def start_haunt(self, state: GameState, haunt: str, actor: int) -> GameState:
        """Put the haunt's setup (if any) on top of the stack, run for ``actor``."""
        ...

    def goal_met(self, state: GameState, actor: int, sides: Collection[str]) -> str | None:
        """The side of the first win condition, in the running haunt's own order, among
        ``sides``, that holds with ``actor`` as the one it is read for; None if none."""
        ...

    def rules_text(self, haunt: str, side: str) -> list[str]:
        """The haunt's page for one side, in English: shared rules, actions, goal."""
        ...

    def hidden_from(
        self, state: GameState, seat: int
    ) -> tuple[frozenset[str], frozenset[str]] | None:
        """What the scripts keep from ``seat``: the keys of script variables and the ids
        of tokens whose values and places they may not see; None when no script keeps
        anything secret."""
        ...
