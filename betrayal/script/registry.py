"""The primitives of the rule language: how each is declared, registered and found.

A script can call only what is registered. Each primitive declares its parameters with
their types (and defaults), what it returns, a docstring, an example that compiles, and
how it reads in English; the library (:mod:`betrayal.script.library`) registers them
with :func:`effect` and :func:`query`, and the language reference in the docs is
generated from the registry, so it cannot drift from the code. The rest of the closed
vocabulary sits beside it: events in :mod:`betrayal.script.triggers`, standing rules in
:mod:`betrayal.script.statics`, monster rules and abilities in
:mod:`betrayal.script.monster_vocabulary`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from typing import Any

import attrs

from betrayal.script.types import (
    Type,
)
from betrayal.script.verbs import fill

REQUIRED = object()


class PrimitiveKind(enum.Enum):
    EFFECT = "effect"  # a statement that changes the game
    QUERY = "query"  # an expression that reads the game


@attrs.frozen
class Param:
    name: str
    type: Type
    default: object = REQUIRED
    doc: str = ""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED


@attrs.frozen
class Primitive:
    name: str
    kind: PrimitiveKind
    params: tuple[Param, ...]
    returns: Type | None
    doc: str
    example: str  # a statement (effects) or expression (queries) that compiles
    # A template where {param} stands for the argument's English, or a function of those
    # words for renderings that depend on the arguments.
    english: str | Callable[[dict[str, str]], str]
    impl: Callable[..., Any] = attrs.field(eq=False, repr=False)

    def param(self, name: str) -> Param | None:
        for p in self.params:
            if p.name == name:
                return p
        return None

    def render(self, args: tuple[str, ...]) -> str:
        values = {p.name: a for p, a in zip(self.params, args, strict=False)}
        if callable(self.english):
            return self.english(values)
        return fill(self.english, values)


PRIMITIVES: dict[str, Primitive] = {}

English = str | Callable[[dict[str, str]], str]


def by_mode(param: str, templates: Mapping[str, str]) -> Callable[[dict[str, str]], str]:
    """An English rendering that reads differently for each word of the mode ``param``:
    one ``{name}`` template per word, so each mode says exactly what it does."""

    def render(values: dict[str, str]) -> str:
        template = templates.get(values.get(param, ""))
        if template is None:  # a mode the checker already reported as wrong
            return "?"
        return fill(template, values)

    return render


@attrs.frozen
class ModeFamilyEnglish:
    """The English of a family whose parameters serve only some of its modes (see
    :func:`unused_in`), with the means to tell which arguments it leaves unsaid."""

    render: Callable[[dict[str, str]], str]
    mode: str
    only: Mapping[str, tuple[str, frozenset[str]]]

    def unsaid(self, values: Mapping[str, str]) -> frozenset[str]:
        """The parameters that play no part under the mode given and hold their default:
        the compiler fills in a default left out, so such an argument changes nothing
        whether written or not, and saying it would only be noise."""
        return frozenset(
            name
            for name, (default, users) in self.only.items()
            if values.get(self.mode) not in users and values.get(name, default) == default
        )

    def __call__(self, values: dict[str, str]) -> str:
        said = self.render(values)
        idle = [
            values[name]
            for name, (default, users) in self.only.items()
            if values.get(self.mode) not in users and values.get(name, default) != default
        ]
        if not idle:
            return said
        return said + f" ({', '.join(idle)} playing no part)"


def unused_in(
    render: Callable[[dict[str, str]], str],
    mode: str,
    only: Mapping[str, tuple[str, frozenset[str]]],
) -> ModeFamilyEnglish:
    """An English rendering for a family whose parameters serve only some of its modes:
    ``only`` maps each such parameter to its default's words and the modes that use it.
    Given under another mode, an argument other than the default is still said, as
    playing no part, so that no argument that could change anything is silently left out
    of its sentence."""
    return ModeFamilyEnglish(render, mode, only)


def _register(
    kind: PrimitiveKind,
    name: str,
    params: tuple[Param, ...],
    returns: Type | None,
    example: str,
    english: English,
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        if name in PRIMITIVES:
            raise ValueError(f"primitive {name!r} registered twice")
        doc = " ".join((fn.__doc__ or "").split())
        if not doc:
            raise ValueError(f"primitive {name!r} has no docstring")
        PRIMITIVES[name] = Primitive(name, kind, params, returns, doc, example, english, fn)
        return fn

    return decorate


def effect(
    name: str, *params: Param, example: str, english: English
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register an effect: ``fn(state, ctx, *args) -> state``."""
    return _register(PrimitiveKind.EFFECT, name, params, None, example, english)


def query(
    name: str, *params: Param, returns: Type, example: str, english: English
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a query: ``fn(state, ctx, *args) -> value``; it must not change anything."""
    return _register(PrimitiveKind.QUERY, name, params, returns, example, english)


def primitive(name: str) -> Primitive | None:
    _load_library()
    return PRIMITIVES.get(name)


def all_primitives() -> Mapping[str, Primitive]:
    _load_library()
    return PRIMITIVES


_loaded = False


def _load_library() -> None:
    # The library modules register primitives on import; importing them lazily keeps the
    # registry module free of engine imports (the engine imports the registry).
    global _loaded
    if not _loaded:
        _loaded = True
        from betrayal.script import library  # noqa: F401
