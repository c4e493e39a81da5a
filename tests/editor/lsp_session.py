"""A language client for the tests: `betrayal lsp` started as a subprocess and driven
over stdio by pygls' own client, with a blocking call for each request."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types
from pygls.lsp.client import LanguageClient

T = TypeVar("T")
# Only a guard against a hung server: every answer normally comes in well under a second.
HANG = 120.0


class Session:
    def __init__(self, command: list[str]) -> None:
        self.loop = asyncio.new_event_loop()
        self.client = LanguageClient("betrayal-tests", "1")
        self.published: dict[str, types.PublishDiagnosticsParams] = {}
        self._arrived = asyncio.Event()
        self.versions: dict[str, int] = {}

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
            self.published[params.uri] = params
            self._arrived.set()

        self.run(self.client.start_io(command[0], *command[1:]))
        self.capabilities = self.run(
            self.client.initialize_async(
                types.InitializeParams(
                    process_id=os.getpid(),
                    capabilities=types.ClientCapabilities(
                        general=types.GeneralClientCapabilities(
                            position_encodings=[types.PositionEncodingKind.Utf16]
                        )
                    ),
                )
            )
        ).capabilities
        self.client.initialized(types.InitializedParams())

    def run(self, job: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(asyncio.wait_for(job, HANG))

    def close(self) -> None:
        self.run(self.client.shutdown_async(None))
        self.client.exit(None)
        self.run(self.client.stop())
        self.loop.close()

    # ----- documents

    def open(self, path: Path, text: str | None = None) -> str:
        uri = path.resolve().as_uri()
        body = path.read_text(encoding="utf-8") if text is None else text
        self.versions[uri] = 1
        self.published.pop(uri, None)
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=uri, language_id="haunt", version=1, text=body
                )
            )
        )
        return uri

    def change(self, uri: str, text: str) -> None:
        self.versions[uri] += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    uri=uri, version=self.versions[uri]
                ),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )

    def close_document(self, uri: str) -> None:
        self.client.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )

    def diagnostics(self, uri: str) -> list[types.Diagnostic]:
        """The diagnostics published for the document's latest version."""

        async def wait() -> list[types.Diagnostic]:
            while True:
                found = self.published.get(uri)
                if found is not None and found.version == self.versions[uri]:
                    return list(found.diagnostics)
                self._arrived.clear()
                await self._arrived.wait()

        return self.run(wait())

    # ----- requests

    @staticmethod
    def _doc(uri: str) -> types.TextDocumentIdentifier:
        return types.TextDocumentIdentifier(uri=uri)

    def hover(self, uri: str, position: types.Position) -> types.Hover | None:
        return self.run(
            self.client.text_document_hover_async(
                types.HoverParams(text_document=self._doc(uri), position=position)
            )
        )

    def completion(self, uri: str, position: types.Position) -> list[types.CompletionItem]:
        found = self.run(
            self.client.text_document_completion_async(
                types.CompletionParams(text_document=self._doc(uri), position=position)
            )
        )
        if found is None:
            return []
        return list(found.items if isinstance(found, types.CompletionList) else found)

    def definition(self, uri: str, position: types.Position) -> Any:
        return self.run(
            self.client.text_document_definition_async(
                types.DefinitionParams(text_document=self._doc(uri), position=position)
            )
        )

    def references(
        self, uri: str, position: types.Position, declaration: bool = True
    ) -> list[types.Location]:
        found = self.run(
            self.client.text_document_references_async(
                types.ReferenceParams(
                    text_document=self._doc(uri),
                    position=position,
                    context=types.ReferenceContext(include_declaration=declaration),
                )
            )
        )
        return list(found or [])

    def symbols(self, uri: str) -> list[types.DocumentSymbol]:
        found = self.run(
            self.client.text_document_document_symbol_async(
                types.DocumentSymbolParams(text_document=self._doc(uri))
            )
        )
        return [s for s in found or [] if isinstance(s, types.DocumentSymbol)]

    def semantic_tokens(self, uri: str) -> list[int]:
        found = self.run(
            self.client.text_document_semantic_tokens_full_async(
                types.SemanticTokensParams(text_document=self._doc(uri))
            )
        )
        return list(found.data) if isinstance(found, types.SemanticTokens) else []

    def formatting(self, uri: str) -> list[types.TextEdit]:
        found = self.run(
            self.client.text_document_formatting_async(
                types.DocumentFormattingParams(
                    text_document=self._doc(uri),
                    options=types.FormattingOptions(tab_size=2, insert_spaces=True),
                )
            )
        )
        return list(found or [])


def server_command() -> list[str]:
    return [sys.executable, "-m", "betrayal.cli", "lsp"]
