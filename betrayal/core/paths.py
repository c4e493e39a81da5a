"""Counting spaces through the house: one breadth-first walk that the rules, the rule
language's queries and the agents share, each with its own idea of a room's neighbours
(doors only, doors and stairs, passages too, walked forward or back)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable


def spaces_from(start: str, nexts: Callable[[str], Iterable[str]]) -> dict[str, int]:
    """Spaces from ``start`` to every room reachable by repeatedly taking ``nexts`` (0 for
    ``start``), in the order the walk reaches them: nearest first, ties as ``nexts``
    lists them."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        room = queue.popleft()
        for other in nexts(room):
            if other not in found:
                found[other] = found[room] + 1
                queue.append(other)
    return found
