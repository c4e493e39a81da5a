"""Whatever the text, the editor's answers come back: no offset of a broken, half-typed
or shipped script makes the index, the context, hover or completion fail."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_helpers import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st

from betrayal.content.loader import load
from betrayal.content.model import Content
from betrayal.editor.completion import complete
from betrayal.editor.context import cursor_at
from betrayal.editor.hover import hover
from betrayal.editor.symbols import index

BROKEN = sorted((ROOT / "tests" / "script" / "broken").glob("*.haunt"))
CONTENT = load("hoth2")


def _ask_everywhere(text: str, content: Content, step: int = 1) -> None:
    outline = index(text)
    for offset in range(0, len(text) + 1, step):
        cursor_at(outline, offset)
        for item in complete(outline, offset, content):
            assert item.label
        found = hover(outline, offset, content)
        if found is not None:
            assert found.markdown and found.start <= offset <= found.end


@pytest.mark.parametrize("path", BROKEN, ids=[p.name for p in BROKEN])
def test_every_offset_of_a_broken_script_gets_answers(path: Path) -> None:
    _ask_everywhere(path.read_text(encoding="utf-8"), CONTENT)


def test_every_offset_of_a_shipped_haunt_gets_answers() -> None:
    text = (ROOT / "haunts" / "hoth2" / "01_the_mummy_walks.haunt").read_text(encoding="utf-8")
    _ask_everywhere(text, CONTENT, step=3)


_PIECES = st.sampled_from(
    ["haunt", "1", '"T"', "{", "}", "(", ")", "on", "entered", "static", "cannot_attack",
     "when", ":", "foe", "==", "var", "x", "int", "=", "let", "if", "\n", " ", "#c\n", ",",
     "monster", "m", "action", "a", "who", "limit", "do", "[", "]", ".", "..", '"', "@"]
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.lists(_PIECES, max_size=40))
def test_any_jumble_of_script_words_gets_answers(pieces: list[str]) -> None:
    _ask_everywhere(" ".join(pieces), CONTENT)
