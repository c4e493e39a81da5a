"""A compiled script: the IR of one declaration (a card, a room or a haunt)."""

from __future__ import annotations

import attrs

from betrayal.diagnostics import Span
from betrayal.script.ast import DeclKind
from betrayal.script.ir import ActionIR, Expr, StaticIR, Stmt, TriggerIR, VarIR


@attrs.frozen
class AbilityIR:
    """One of a monster kind's abilities, with its fixed arguments."""

    name: str
    args: tuple[object, ...]
    english: str


@attrs.frozen
class MonsterIR:
    name: str
    title: str
    traits: tuple[tuple[str, int], ...]
    span: Span
    cannot: tuple[str, ...] = ()  # names from the registry's MONSTER_CANNOT
    abilities: tuple[AbilityIR, ...] = ()


@attrs.frozen
class WeaponIR:
    """What a weapon card adds to an attack made with it."""

    dice: int = 0  # extra dice
    trait: str | None = None  # the trait attacked with instead of Might
    ranged: bool = False  # may target an opponent in line of sight in another room


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
    monsters: tuple[MonsterIR, ...] = ()
    traitor_rule: str | None = None
    span: Span | None = None
    statics: tuple[StaticIR, ...] = ()
    weapon: WeaponIR | None = None
    # Tokens declared `secret to WHO`: (token id, who may see where they lie).
    secret_tokens: tuple[tuple[str, tuple[Expr, ...]], ...] = ()

    def block(self, index: int) -> tuple[Stmt, ...]:
        return self.blocks[index]

    def trigger_events(self) -> frozenset[str]:
        return frozenset(t.event for t in self.triggers)

    def action(self, name: str) -> ActionIR | None:
        """The action of this program called ``name``, if it has one."""
        return next((a for a in self.actions if a.name == name), None)


def program_key(kind: DeclKind, ident: str) -> str:
    return f"{kind.value}:{ident}"
