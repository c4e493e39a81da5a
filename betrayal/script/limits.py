"""Hard limits on script input.

Scripts are untrusted, so the front end refuses input that would make it, or
any later stage that walks the syntax tree recursively, slow or crash. Going
over a limit is reported as a diagnostic (E108, E109), never as an exception.
"""

from __future__ import annotations

from typing import Final

from betrayal.core import frames

# The largest haunt we expect is a few KiB; 256 KiB leaves a wide margin while
# keeping a worst-case parse (valid or not) to a few seconds.
MAX_SOURCE_BYTES: Final = 256 * 1024

# How many brackets ('{', '(' and '[') may be open at once. Checked on the raw
# text before parsing, so pathological input costs one linear scan.
MAX_BRACKET_DEPTH: Final = 64

# How deep the syntax tree may be. Bracket-free chains such as `not not ... x`
# or `if a then if b then ...` nest without brackets; this bound keeps every
# tree small enough for the recursive passes that follow the parser (checker,
# compiler, renderer) to stay far below Python's recursion limit.
MAX_TREE_DEPTH: Final = 200

# The largest integer literal. Game numbers are small; the bound also keeps
# int() away from huge digit strings.
MAX_INT: Final = 2**31 - 1

# How many automatic steps one applied action may cause is the engine's own bound
# (a script frame is one of the frames it settles).
MAX_STEPS_PER_RESOLUTION: Final = frames.MAX_STEPS_PER_RESOLUTION
