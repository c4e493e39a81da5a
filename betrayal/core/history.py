"""The actions that led to a state: a sequence that grows by sharing its past.

Every applied action makes a new state whose history is the old one plus that action.
Copying a tuple at each step would make a game of n steps cost n² to play or replay
(a saved game of a million steps would never load), so a history is a chain of links:
appending makes one new link that points at the old history, which every earlier state
keeps sharing. Reading it as a whole (saving, replaying, comparing) flattens it once and
keeps the result; reading its last few actions walks back from the end.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from betrayal.core.actions import Action

# Reading this many actions back from the end walks the links; more flattens once.
_WALK = 64


class History(Sequence[Action]):
    """An immutable sequence of actions, oldest first, that appends in constant time."""

    __slots__ = ("_flat", "_last", "_length", "_past")

    def __init__(self, actions: Sequence[Action] = ()) -> None:
        self._past: History | None = None
        self._last: Action | None = None
        self._length = len(actions)
        self._flat: tuple[Action, ...] | None = tuple(actions)

    def append(self, action: Action) -> History:
        """This history with ``action`` after its last action (this one is unchanged)."""
        new = History.__new__(History)
        new._past = self
        new._last = action
        new._length = self._length + 1
        new._flat = None
        return new

    def __len__(self) -> int:
        return self._length

    def as_tuple(self) -> tuple[Action, ...]:
        """Every action, oldest first."""
        if self._flat is None:
            # Walk back to the nearest history already flat, then build forward once: no
            # recursion, however long the game.
            tail: list[Action] = []
            node: History | None = self
            while node is not None and node._flat is None:
                assert node._last is not None
                tail.append(node._last)
                node = node._past
            base = node._flat if node is not None and node._flat is not None else ()
            tail.reverse()
            self._flat = (*base, *tail)
            self._past = None  # the flat copy holds everything; let the links go
        return self._flat

    def _recent(self, count: int) -> list[Action]:
        """The last ``count`` actions (fewer if the history is shorter), oldest first."""
        found: list[Action] = []
        node: History | None = self
        while node is not None and len(found) < count:
            if node._flat is not None:
                found.extend(reversed(node._flat[len(found) - count :]))
                break
            assert node._last is not None
            found.append(node._last)
            node = node._past
        found.reverse()
        return found

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        if isinstance(index, int):
            if -_WALK <= index < 0 and -index <= self._length:
                return self._recent(-index)[0]
            return self.as_tuple()[index]
        start, stop, step = index.start, index.stop, index.step
        near_end = isinstance(start, int) and -_WALK <= start < 0 and stop is None
        if near_end and step in (None, 1):
            return tuple(self._recent(-start))
        return self.as_tuple()[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self.as_tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            return self is other or (
                self._length == other._length and self.as_tuple() == other.as_tuple()
            )
        if isinstance(other, tuple):
            return self._length == len(other) and self.as_tuple() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def __reduce__(self) -> tuple[type[History], tuple[tuple[Action, ...]]]:
        # Pickled flat: the chain of links is as long as the game.
        return (History, (self.as_tuple(),))

    def __repr__(self) -> str:
        return f"History({list(self.as_tuple())!r})"


EMPTY = History()
