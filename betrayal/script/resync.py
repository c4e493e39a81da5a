"""Where to pick up parsing again after a syntax error inside a declaration.

The parser stops at the first error of a piece of text. To report the next
errors of the same declaration too, the member or statement holding the error
is blanked out (spaces, newlines kept, so every position stays true) from the
line where it starts to the next line that starts a sibling member or
statement, and the piece is parsed again. Only lines directly inside a `{ }`
block count, and only a sibling inside the same block, so a blanked stretch
never takes a bracket away from the text around it.
"""

from __future__ import annotations

import re

import attrs

from betrayal.script.source import OPENERS, LineIndex, brackets

# Words that start a member, a statement or an action's clause.
_UNIT_KEYWORDS = (
    "var|monster|token|setup|rule|heroes|traitor|on|static|cannot|companion|weapon|traits|"
    "while|replace|action|who|limit|where|choose|do|let|if|roll|match|for|win"
)
# A line that starts a member or statement: a keyword, or a call or assignment.
_UNIT_START = re.compile(
    rf"[ \t]*(?:(?:{_UNIT_KEYWORDS})(?![A-Za-z0-9_])"
    r"|[A-Za-z_]\w*(?:[ \t]*\.[ \t]*[A-Za-z_]\w*)*[ \t]*(?:\(|\+=|-=|=(?!=)))"
)
# Words that only continue what an earlier line began.
_CONTINUATION = re.compile(
    r"[ \t]*(?:and|or|else|then|in|as|from|through|when|to|not)(?![A-Za-z0-9_])"
)
_WORD_START = re.compile(r"[ \t]*[A-Za-z_]")


@attrs.frozen
class LineShape:
    """How one line sits in the bracket structure of the text around it."""

    start: int
    depth: int  # brackets open where the line starts
    in_block: bool  # the innermost of those is a `{`
    lowest: int  # the fewest brackets open anywhere on the line
    starts_unit: bool  # the line starts like a member, statement or clause
    starts_word: bool  # the line starts with a word that can begin something


def line_shapes(index: LineIndex, start: int, end: int) -> list[LineShape]:
    """The shape of every line that starts in [start, end)."""
    text = index.text
    first, _ = index.position(start)
    last, _ = index.position(max(start, end - 1))
    found = list(brackets(text, start, end))
    stack: list[str] = []
    shapes: list[LineShape] = []
    position = 0
    for line in range(first, last + 1):
        line_start = max(index.line_start(line), start)
        line_end = index.line_start(line + 1) if line < index.line_count else len(text)
        depth, innermost = len(stack), stack[-1] if stack else ""
        lowest = depth
        while position < len(found) and found[position][1] < line_end:
            char = found[position][0]
            if char in OPENERS:
                stack.append(char)
            elif stack:
                # A closer that does not match still ends the innermost bracket, as
                # the depth limit's count does.
                stack.pop()
            lowest = min(lowest, len(stack))
            position += 1
        shapes.append(
            LineShape(
                start=line_start,
                depth=depth,
                in_block=innermost == "{",
                lowest=lowest,
                starts_unit=_UNIT_START.match(text, line_start) is not None,
                starts_word=_WORD_START.match(text, line_start) is not None
                and _CONTINUATION.match(text, line_start) is None,
            )
        )
    return shapes


def skip_region(shapes: list[LineShape], error: int) -> tuple[int, int] | None:
    """The stretch to blank after an error at offset `error`, or None when there is none.

    It runs from the member or statement holding the error, and the sibling just before
    it (an unfinished line is often reported on the line after it), to the next sibling.
    When the error's member is the last of its block, the block's own member is skipped.
    """
    here = max((i for i, s in enumerate(shapes) if s.start <= error), default=None)
    if here is None:
        return None
    begin = _unit_start(shapes, here, None)
    while begin is not None:
        after = _next_sibling(shapes, begin, here)
        if after is not None:
            before = _previous_sibling(shapes, begin)
            return shapes[begin if before is None else before].start, shapes[after].start
        begin = _unit_start(shapes, begin, shapes[begin].depth)
    return None


def _unit_start(shapes: list[LineShape], here: int, below: int | None) -> int | None:
    # The last line at or before `here` that starts a unit whose block is still open at
    # `here` (and, with `below`, one that lies in a block outside that depth).
    floor = shapes[here].depth
    for i in range(here, -1, -1):
        shape = shapes[i]
        if i < here:
            floor = min(floor, shape.lowest)
        deep_enough = below is None or shape.depth < below
        if deep_enough and shape.depth <= floor and shape.in_block and shape.starts_word:
            return i
    return None


def _next_sibling(shapes: list[LineShape], begin: int, here: int) -> int | None:
    depth = shapes[begin].depth
    for j in range(begin + 1, len(shapes)):
        if shapes[j - 1].lowest < depth:
            return None  # the block holding the unit has closed
        shape = shapes[j]
        if j > here and shape.depth == depth and shape.in_block and shape.starts_unit:
            return j
    return None


def _previous_sibling(shapes: list[LineShape], begin: int) -> int | None:
    depth = shapes[begin].depth
    for i in range(begin - 1, -1, -1):
        shape = shapes[i]
        if shape.lowest < depth:
            return None
        if shape.depth == depth and shape.in_block and shape.starts_unit:
            return i
    return None


def blank(text: str, start: int, end: int) -> str:
    """`text` with [start, end) turned to spaces, its line breaks kept."""
    hole = re.sub(r"[^\n]", " ", text[start:end])
    return text[:start] + hole + text[end:]
