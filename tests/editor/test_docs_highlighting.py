"""The docs site colours its scripts with our lexer: every code block that holds a script
is fenced as ```haunt, every ```haunt block holds one, and the built pages carry the
lexer's classes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from editor_helpers import ROOT
from lark.exceptions import LarkError

from betrayal.script.parser import lark_parser

DOCS = ROOT / "docs"
_FENCE = re.compile(r"^```([a-z]*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
# Wrappers that let a fragment parse: a file, declarations, members, statements, an expression.
_WRAPPERS = (
    ("start", "{}"),
    ("decls", "{}"),
    ("decls", 'haunt 1 "x" {{\n{}\n}}'),
    ("decls", 'haunt 1 "x" {{ setup {{\n{}\n}} }}'),
    ("decls", 'haunt 1 "x" {{ setup {{ let x = {} }} }}'),
)


def _holds_a_script(block: str) -> bool:
    """Whether the block parses as script, whole or (a list of forms) line by line."""
    if _parses(block):
        return True
    lines = [line for line in block.splitlines() if line.strip()]
    return len(lines) > 1 and all(_parses(line) for line in lines)


def _parses(block: str) -> bool:
    # `{ ... }` and `do { ... }` stand for omitted parts in the overview's sketches.
    body = block.replace("...", "")
    for start, wrapper in _WRAPPERS:
        try:
            lark_parser().parse(wrapper.format(body), start=start)
        except LarkError:
            continue
        return True
    return False


def _blocks() -> list[tuple[Path, str, str]]:
    found = []
    for page in sorted(DOCS.rglob("*.md")):
        for language, body in _FENCE.findall(page.read_text(encoding="utf-8")):
            found.append((page.relative_to(ROOT), language, body))
    return found


def test_every_block_that_holds_a_script_is_fenced_as_haunt() -> None:
    scripts = [(page, language) for page, language, body in _blocks() if _holds_a_script(body)]
    # The reference has an example per name (fewer since language 3 merged the twins),
    # the tutorial and the overview add their own: a broken block finder finds none.
    assert len(scripts) > 150
    assert [(str(page), language) for page, language in scripts if language != "haunt"] == []


def test_every_haunt_block_holds_a_script() -> None:
    haunts = [(page, body) for page, language, body in _blocks() if language == "haunt"]
    assert [(str(page), body) for page, body in haunts if not _holds_a_script(body)] == []


def test_a_command_and_its_output_is_not_taken_for_a_script() -> None:
    assert not _holds_a_script("$ betrayal check sealing.haunt\n1 file(s) checked\n")
    assert not _holds_a_script("The traitor: the haunt revealer.\n")
    assert _holds_a_script("win when rites >= 3\n")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--quiet", "--site-dir", str(out)],
        cwd=ROOT,
        check=True,
        env=env,
    )
    return out


_CODE = re.compile(r"<code>(.*?)</code>", re.DOTALL)
# A plain ```text block has no spans; a coloured one has spans besides whitespace (`w`).
_COLOURED = re.compile(r'<span class="(?!w")[a-z0-9]+">')
# Classes that only our lexer gives script words: declarations, primitives, events.
_OURS = re.compile(r'<span class="(kd|nb|nt)">')


@pytest.mark.parametrize("page", ["language/tutorial", "language/reference", "language"])
def test_the_built_pages_colour_every_script_block(site: Path, page: str) -> None:
    source = DOCS / (f"{page}.md" if page != "language" else "language/index.md")
    blocks = _FENCE.findall(source.read_text(encoding="utf-8"))
    fenced = [body for language, body in blocks if language == "haunt"]
    html = (site / page / "index.html").read_text(encoding="utf-8")
    coloured = [code for code in _CODE.findall(html) if _COLOURED.search(code)]
    assert fenced and len(coloured) == len(fenced)
    assert sum(1 for code in coloured if _OURS.search(code)) >= len(fenced) / 2
