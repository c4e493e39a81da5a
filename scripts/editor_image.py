"""Make docs/images/editor.png: part of a shipped haunt as our Pygments lexer colours it,
beside the hover that `betrayal lsp` really answers for one of its words.

Nothing in the picture is drawn by hand: the colours are the lexer's tokens, and the
hover is the server's Markdown answer to a hover request, rendered with the same lexer.
Needs the lsp extra and Chromium (``apt-get install chromium``); CI needs neither, the
PNG is committed.

    .venv/bin/python scripts/editor_image.py [--chromium PATH] [--out PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import html
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import markdown
from lsprotocol import types
from pygls.lsp.client import LanguageClient
from pygments import highlight
from pygments.formatters import HtmlFormatter

from betrayal.editor.lexer import HauntLexer

ROOT = Path(__file__).resolve().parents[1]
HAUNT = ROOT / "haunts" / "hoth2" / "01_the_mummy_walks.haunt"
FIRST, LAST = 35, 63  # the lines shown (1-based, inclusive): the setup and the first rules
WORD, WORD_LINE = "spawn", 36  # the word hovered
STYLE = "friendly"


async def _hover_markdown(text: str, line: int, character: int) -> str:
    client = LanguageClient("editor-image", "1")

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def diagnostics(params: types.PublishDiagnosticsParams) -> None:
        if params.diagnostics:  # the haunt shown should be clean
            raise SystemExit(f"{HAUNT.name} has diagnostics: {params.diagnostics}")

    await client.start_io(sys.executable, "-m", "betrayal.cli", "lsp")
    await client.initialize_async(
        types.InitializeParams(process_id=os.getpid(), capabilities=types.ClientCapabilities())
    )
    client.initialized(types.InitializedParams())
    uri = HAUNT.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="haunt", version=1, text=text)
        )
    )
    answer = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
        )
    )
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    if answer is None or not isinstance(answer.contents, types.MarkupContent):
        raise SystemExit(f"the server gave no hover for {WORD!r}")
    return answer.contents.value


def _page(text: str, hover: str, column: int) -> str:
    lines = text.splitlines()[FIRST - 1 : LAST]
    formatter = HtmlFormatter(
        style=STYLE, noclasses=True, nowrap=True, linenos=False, prestyles="margin:0"
    )
    code = highlight("\n".join(lines) + "\n", HauntLexer(), formatter)
    numbers = "\n".join(str(n) for n in range(FIRST, LAST + 1))
    hovered = WORD_LINE - FIRST
    body = markdown.markdown(
        hover,
        extensions=["fenced_code", "codehilite"],
        extension_configs={"codehilite": {"noclasses": True, "pygments_style": STYLE}},
    )
    background = HtmlFormatter(style=STYLE).style.background_color
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><style>
  body {{ margin: 0; background: #e8e8e8; font-family: "DejaVu Sans", sans-serif; }}
  .window {{ margin: 16px; background: {background}; border-radius: 8px;
            box-shadow: 0 2px 8px rgba(0,0,0,.25); overflow: hidden; width: 1400px; }}
  .tab {{ background: #d6d6d6; padding: 6px 14px; font-size: 13px; color: #333; }}
  .editor {{ position: relative; display: flex; padding: 10px 0;
            font: 14px/20px "DejaVu Sans Mono", monospace; }}
  .gutter {{ color: #999; text-align: right; padding: 0 12px 0 8px; white-space: pre; }}
  .code {{ white-space: pre; }}
  .mark {{ position: absolute; top: {10 + hovered * 20 + 18}px;
          left: calc(3ch + 20px + {column}ch); width: {len(WORD)}ch;
          border-bottom: 2px solid #0366d6; }}
  .hover {{ position: absolute; top: {10 + hovered * 20 + 22}px; left: 770px; width: 600px;
           background: #fff; border: 1px solid #c8c8c8; border-radius: 4px;
           box-shadow: 0 2px 6px rgba(0,0,0,.2); padding: 4px 12px;
           font: 13px/18px "DejaVu Sans", sans-serif; color: #222; }}
  .hover pre {{ font: 13px/18px "DejaVu Sans Mono", monospace; margin: 4px 0;
               white-space: pre-wrap; }}
  .hover p {{ margin: 6px 0; }}
  .hover code {{ font-family: "DejaVu Sans Mono", monospace; }}
</style></head><body>
<div class="window">
  <div class="tab">{html.escape(HAUNT.name)} &mdash; hovering <code>{WORD}</code></div>
  <div class="editor">
    <div class="gutter">{numbers}</div>
    <div class="code">{code}</div>
    <div class="mark"></div>
    <div class="hover">{body}</div>
  </div>
</div>
</body></html>
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "editor.png")
    args = parser.parse_args()
    text = HAUNT.read_text(encoding="utf-8")
    line_text = text.splitlines()[WORD_LINE - 1]
    column = line_text.index(WORD)
    hover = asyncio.run(_hover_markdown(text, WORD_LINE - 1, column + 1))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "editor.html"
        page.write_text(_page(text, hover, column), encoding="utf-8")
        subprocess.run(
            [
                args.chromium,
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--window-size=1432,660",
                f"--screenshot={args.out}",
                page.as_uri(),
            ],
            check=True,
            capture_output=True,
        )
    print(f"wrote {args.out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
