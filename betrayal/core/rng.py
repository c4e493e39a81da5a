"""A small pure random generator whose whole state is one integer kept in the game state.

SplitMix64: the same seed gives the same numbers on every machine and Python version,
which `random.Random` does not promise for anything but ``random()``.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return seed & _MASK


def next_value(state: int) -> tuple[int, int]:
    """Advance the generator: returns the new state and a 64-bit value."""
    state = (state + _GOLDEN) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def advance(state: int) -> int:
    """The generator's state after one draw, without the value drawn (the first part of
    :func:`next_value`, for a step that only moves the generator on)."""
    return (state + _GOLDEN) & _MASK


def below(state: int, n: int) -> tuple[int, int]:
    """A value in ``range(n)`` and the new state. The modulo bias is below 2**-50 for n < 2**14."""
    if n <= 0:
        raise ValueError("n must be positive")
    state, value = next_value(state)
    return state, value % n


class Stream:
    """A generator for agents and drivers that live outside the game state."""

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, value = below(self.state, n)
        return value
