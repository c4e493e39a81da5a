"""The goal agent's seeded choices. One stream serves every policy of an agent, so a
game replays only if each policy draws from it at the same points of each decision, in
the same order: a policy draws where it decides, never ahead of time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from betrayal.core.rng import Stream

T = TypeVar("T")


def pick(stream: Stream, options: Sequence[T]) -> T:
    """One of ``options``, each as likely as another."""
    return options[stream.below(len(options))]
