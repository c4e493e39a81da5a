"""Every play log quoted in the docs is the real output of the command it shows."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
from pathlib import Path

import pytest

from betrayal.cli import main

ROOT = Path(__file__).parent.parent
# What the docs call a file in their commands, and the file in the repository.
ALIASES = {"sealing.haunt": ROOT / "examples" / "haunts" / "tutorial.haunt"}
_BLOCK = re.compile(r"^```text\n(.*?)^```", re.MULTILINE | re.DOTALL)
_LOG_LINE = re.compile(r"^(Turn \d+: |The haunt is revealed: |  haunt roll by )", re.MULTILINE)


def _pages() -> list[Path]:
    docs = [
        p
        for p in sorted((ROOT / "docs").rglob("*.md"))
        # The generated pages quote no logs (and the catalogue has fifty).
        if "haunts" not in p.relative_to(ROOT / "docs").parts and p.name != "reference.md"
    ]
    return [ROOT / "README.md", *docs]


def _quoted_logs() -> list[tuple[str, list[str]]]:
    found: list[tuple[str, list[str]]] = []
    for page in _pages():
        for block in _BLOCK.findall(page.read_text(encoding="utf-8")):
            if _LOG_LINE.search(block):
                name = f"{page.relative_to(ROOT)}:{len(found)}"
                found.append((name, block.splitlines()))
    return found


QUOTED = _quoted_logs()


def test_the_docs_quote_play_logs() -> None:
    # The home page and the tutorial at least: a test that checks nothing would pass.
    pages = {name.split(":")[0] for name, _ in QUOTED}
    assert {"docs/index.md", "docs/language/tutorial.md"} <= pages


@pytest.mark.parametrize(("page", "shown"), QUOTED, ids=[name for name, _ in QUOTED])
def test_a_quoted_play_log_is_the_real_output(page: str, shown: list[str]) -> None:
    command = shown[0]
    assert command.startswith("$ betrayal play "), f"{page}: say which command printed it"
    args = [str(ALIASES.get(a, a)) for a in shlex.split(command)[2:]]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(args) == 0
    log = out.getvalue().splitlines()
    body = shown[1:]
    assert body[0] == log[0] and body[-1] == log[-1]
    # Each excerpt between `...` lines is a run of consecutive lines of the real log.
    excerpt: list[str] = []
    for line in [*body, "..."]:
        if line != "...":
            excerpt.append(line)
            continue
        starts = [i for i, real in enumerate(log) if real == excerpt[0]]
        assert any(log[i : i + len(excerpt)] == excerpt for i in starts), excerpt
        excerpt = []
