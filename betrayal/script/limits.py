"""Hard limits on script input.

Scripts are untrusted, so the front end refuses input that would make it, or
any later stage that walks the syntax tree recursively, slow or crash. Going
over a limit is reported as a diagnostic (E108, E109), never as an exception.
"""

from __future__ import annotations

from typing import Final

from betrayal.core import budget

# The largest haunt we expect is a few KiB; 256 KiB leaves a wide margin while
# keeping a worst-case parse (valid or not) to a few seconds.
MAX_SOURCE_BYTES: Final = 256 * 1024

# How many brackets ('{', '(' and '[') may be open at once. Checked on the raw
# text before parsing, so pathological input costs one linear scan.
MAX_BRACKET_DEPTH: Final = 64

# After a syntax error the parser blanks the broken member and parses its
# declaration again to find the next error. These bound that work: at most
# this many errors per file, and at most this many characters parsed again in
# all, so a huge file full of errors costs a few parses, not thousands.
MAX_SYNTAX_ERRORS: Final = 50
MAX_REPARSED_CHARACTERS: Final = 4 * MAX_SOURCE_BYTES

# How deep the syntax tree may be. Bracket-free chains such as `not not ... x`
# or `if a then if b then ...` nest without brackets; this bound keeps every
# tree small enough for the recursive passes that follow the parser (checker,
# compiler, renderer) to stay far below Python's recursion limit.
MAX_TREE_DEPTH: Final = 200

# The largest integer literal. Game numbers are small; the bound also keeps
# int() away from huge digit strings.
MAX_INT: Final = 2**31 - 1

# The bounds of every value a script works out while the game runs: a number beyond
# MAX_VALUE either way, or a list longer than MAX_LIST, stops the script with a located
# error (a number squared over and over would otherwise grow without end, and a list
# doubled over and over would fill the memory). Game numbers are small, and no list of
# the game's things (rooms, cards, explorers, monsters) comes near MAX_LIST.
MAX_VALUE: Final = MAX_INT
MAX_LIST: Final = 1_000

# The most rooms a monster walks at once on a rule's word (``wander``): each room is a
# step taken in Python, outside the steps a settling counts.
MAX_WALK: Final = 100

# How deep selections (`[x in L where C]`, `lowest(x in L, E)`) may sit inside each
# other's conditions: each level looks at up to MAX_LIST items, so the work of one
# expression stays within MAX_LIST ** this.
MAX_SELECTION_NESTING: Final = 2

# How many automatic steps, and how much work, one applied action may cause are the
# engine's own bounds (a script frame is one of the frames it settles).
MAX_STEPS_PER_RESOLUTION: Final = budget.MAX_STEPS_PER_RESOLUTION
MAX_WORK_PER_RESOLUTION: Final = budget.MAX_WORK_PER_RESOLUTION
