"""A compiled script: the IR of one declaration (a card, a room or a haunt).

The facts the engine's own rules read (monster kinds, a weapon) are the core's records
(:mod:`betrayal.core.declared`); the rest is the language's own IR."""

from __future__ import annotations

import attrs

from betrayal.content.model import TraitorRule
from betrayal.core.declared import MonsterKind, Weapon
from betrayal.diagnostics import Span
from betrayal.script.ast import DeclKind
from betrayal.script.ir import ActionIR, Expr, StaticIR, Stmt, TriggerIR, VarIR


@attrs.frozen
class Program:
    key: str  # "event:spider", "room:attic", "haunt:8": unique within a game
    kind: DeclKind
    ident: str  # the card or room id, or the haunt's number as text
    title: str
    blocks: tuple[tuple[Stmt, ...], ...]
    triggers: tuple[TriggerIR, ...]
    actions: tuple[ActionIR, ...]
    variables: tuple[VarIR, ...]
    tokens: tuple[tuple[str, str], ...]  # (token id, title)
    setup: int | None = None
    wins: tuple[tuple[str, Expr], ...] = ()  # (side, condition)
    monsters: tuple[MonsterKind, ...] = ()
    traitor_rule: TraitorRule | None = None
    # The edition's own table names the traitor of its shipped haunts, and the engine
    # follows the table over a script's line; kept here so the English says what is played.
    edition_traitor_rule: TraitorRule | None = None
    # How the played traitor rule reads, with the edition's names ("Brandon Jaspers").
    traitor_reading: str = ""
    span: Span | None = None
    statics: tuple[StaticIR, ...] = ()
    weapon: Weapon | None = None
    # Tokens declared `secret to WHO`: (token id, who may see where they lie).
    secret_tokens: tuple[tuple[str, tuple[Expr, ...]], ...] = ()

    @property
    def played_traitor_rule(self) -> TraitorRule | None:
        """The traitor rule the engine plays: the edition's table's, else the script's."""
        return self.edition_traitor_rule or self.traitor_rule

    def block(self, index: int) -> tuple[Stmt, ...]:
        return self.blocks[index]

    def trigger_events(self) -> frozenset[str]:
        return frozenset(t.event for t in self.triggers)

    def action(self, name: str) -> ActionIR | None:
        """The action of this program called ``name``, if it has one."""
        return next((a for a in self.actions if a.name == name), None)


def program_key(kind: DeclKind, ident: str) -> str:
    return f"{kind.value}:{ident}"
