"""`betrayal lsp`: the language server, over stdio (needs the ``lsp`` extra, pygls).

It answers from the modules beside it: diagnostics from the checker on open and on
every change, hovers, completion, definitions, references and the outline from the
script's text (:mod:`~betrayal.editor.symbols`), formatting from
:mod:`~betrayal.editor.format`. Positions are worked out in characters and converted to
what the client counts in (UTF-16 by default) by pygls.

A request never takes the server down: bad text gives diagnostics, and a failure of our
own is logged and answered with an empty result.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.workspace import TextDocument

from betrayal import __version__
from betrayal.content.loader import load
from betrayal.content.model import Content
from betrayal.diagnostics import Diagnostic, Severity
from betrayal.editor.completion import Completion, ItemKind, complete
from betrayal.editor.format import format_text
from betrayal.editor.hover import hover
from betrayal.editor.semantic import MODIFIERS, TOKEN_TYPES, encode
from betrayal.editor.symbols import Outline, Symbol, SymbolKind, index
from betrayal.script import limits
from betrayal.script.load import check_text
from betrayal.script.source import LineIndex

__all__ = ["build_server", "serve"]

log = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")

_COMPLETION_KINDS = {
    ItemKind.FUNCTION: types.CompletionItemKind.Function,
    ItemKind.EVENT: types.CompletionItemKind.Event,
    ItemKind.PROPERTY: types.CompletionItemKind.Property,
    ItemKind.VARIABLE: types.CompletionItemKind.Variable,
    ItemKind.CLASS: types.CompletionItemKind.Class,
    ItemKind.CONSTANT: types.CompletionItemKind.Constant,
    ItemKind.KEYWORD: types.CompletionItemKind.Keyword,
    ItemKind.ENUM_MEMBER: types.CompletionItemKind.EnumMember,
    ItemKind.TYPE: types.CompletionItemKind.TypeParameter,
    ItemKind.FIELD: types.CompletionItemKind.Field,
}
_SYMBOL_KINDS = {
    SymbolKind.DECLARATION: types.SymbolKind.Module,
    SymbolKind.VARIABLE: types.SymbolKind.Variable,
    SymbolKind.MONSTER: types.SymbolKind.Class,
    SymbolKind.TOKEN: types.SymbolKind.Constant,
    SymbolKind.ACTION: types.SymbolKind.Method,
    SymbolKind.SECTION: types.SymbolKind.Namespace,
    SymbolKind.TRIGGER: types.SymbolKind.Event,
    SymbolKind.STATIC: types.SymbolKind.Property,
    SymbolKind.WIN: types.SymbolKind.Boolean,
}


def _safe(handler: Callable[P, R]) -> Callable[P, R | None]:
    """Answer nothing instead of failing: one bad request must not cost the session."""

    @functools.wraps(handler)
    def run(*args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return handler(*args, **kwargs)
        except Exception:
            log.exception("%s failed", handler.__name__)
            return None

    return run


class _Documents:
    """The index of each open document, worked out once per version of its text."""

    def __init__(self) -> None:
        self._cache: dict[str, tuple[str, Outline]] = {}

    def outline(self, document: TextDocument) -> Outline | None:
        text = document.source
        if len(text) > limits.MAX_SOURCE_BYTES:
            return None  # not a script the checker would read; diagnostics say so
        cached = self._cache.get(document.uri)
        if cached is not None and cached[0] == text:
            return cached[1]
        found = index(text)
        self._cache[document.uri] = (text, found)
        return found

    def forget(self, uri: str) -> None:
        self._cache.pop(uri, None)


def build_server(content: Content) -> LanguageServer:
    server = LanguageServer("betrayal", __version__)
    documents = _Documents()

    def document(uri: str) -> TextDocument:
        return server.workspace.get_text_document(uri)

    def publish(uri: str) -> None:
        doc = document(uri)
        found = _diagnostics(doc, content)
        server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=found, version=doc.version)
        )

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    @_safe
    def did_open(params: types.DidOpenTextDocumentParams) -> None:
        publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    @_safe
    def did_change(params: types.DidChangeTextDocumentParams) -> None:
        publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    @_safe
    def did_save(params: types.DidSaveTextDocumentParams) -> None:
        publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    @_safe
    def did_close(params: types.DidCloseTextDocumentParams) -> None:
        documents.forget(params.text_document.uri)
        server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
        )

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    @_safe
    def on_hover(params: types.HoverParams) -> types.Hover | None:
        doc = document(params.text_document.uri)
        outline = documents.outline(doc)
        if outline is None:
            return None
        found = hover(outline, doc.offset_at_position(params.position), content)
        if found is None:
            return None
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=found.markdown),
            range=_range(doc, found.start, found.end),
        )

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=[".", ":", "(", ",", " "]),
    )
    @_safe
    def on_completion(params: types.CompletionParams) -> types.CompletionList | None:
        doc = document(params.text_document.uri)
        outline = documents.outline(doc)
        if outline is None:
            return None
        offset = doc.offset_at_position(params.position)
        items = [_completion_item(item) for item in complete(outline, offset, content)]
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    @_safe
    def on_definition(params: types.DefinitionParams) -> types.Location | None:
        doc = document(params.text_document.uri)
        outline = documents.outline(doc)
        if outline is None:
            return None
        at = outline.token_index(doc.offset_at_position(params.position))
        binding = outline.resolve(at) if at is not None else None
        if binding is None:
            return None
        return types.Location(uri=doc.uri, range=_range(doc, binding.start, binding.end))

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    @_safe
    def on_references(params: types.ReferenceParams) -> list[types.Location] | None:
        doc = document(params.text_document.uri)
        outline = documents.outline(doc)
        if outline is None:
            return None
        at = outline.token_index(doc.offset_at_position(params.position))
        binding = outline.resolve(at) if at is not None else None
        if binding is None:
            return None
        return [
            types.Location(uri=doc.uri, range=_range(doc, start, end))
            for start, end in outline.uses(binding)
            if params.context.include_declaration or start != binding.start
        ]

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @_safe
    def on_symbols(params: types.DocumentSymbolParams) -> list[types.DocumentSymbol] | None:
        doc = document(params.text_document.uri)
        outline = documents.outline(doc)
        if outline is None:
            return []
        return [_document_symbol(doc, symbol) for symbol in outline.symbols]

    @server.feature(
        types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL,
        types.SemanticTokensLegend(token_types=list(TOKEN_TYPES), token_modifiers=list(MODIFIERS)),
    )
    @_safe
    def on_semantic_tokens(params: types.SemanticTokensParams) -> types.SemanticTokens | None:
        doc = document(params.text_document.uri)
        if len(doc.source) > limits.MAX_SOURCE_BYTES:
            return types.SemanticTokens(data=[])
        return types.SemanticTokens(data=encode(doc.source, doc.position_codec.client_num_units))

    @server.feature(types.TEXT_DOCUMENT_FORMATTING)
    @_safe
    def on_formatting(params: types.DocumentFormattingParams) -> list[types.TextEdit] | None:
        doc = document(params.text_document.uri)
        text = doc.source
        result = format_text(text, doc.path or doc.uri)
        if result.text is None or result.text == text:
            return []
        return [types.TextEdit(range=_range(doc, 0, len(text)), new_text=result.text)]

    return server


def serve(edition: str = "hoth2") -> None:
    """Run the server over stdin and stdout until the client says exit."""
    logging.basicConfig(level=logging.WARNING, format="betrayal lsp: %(message)s")
    build_server(load(edition)).start_io()


# ----- conversions


def _range(doc: TextDocument, start: int, end: int) -> types.Range:
    return types.Range(
        start=doc.client_position_at_offset(start), end=doc.client_position_at_offset(end)
    )


def _diagnostics(doc: TextDocument, content: Content) -> list[types.Diagnostic]:
    text = doc.source
    result = check_text(text, content, doc.path or doc.uri)
    lines = LineIndex(text)
    return [_diagnostic(doc, lines, d) for d in result.diagnostics]


def _diagnostic(doc: TextDocument, lines: LineIndex, found: Diagnostic) -> types.Diagnostic:
    span = found.span
    start = lines.offset(span.line, span.column)
    end = lines.offset(span.end_line, span.end_column)
    if end <= start:
        # A point (the end of the file, a missing word): mark the character there, if any.
        end = min(start + 1, len(lines.text))
        if lines.text[start:end] in ("", "\n"):
            end = start
    message = found.message + (f"\nhint: {found.hint}" if found.hint else "")
    severity = (
        types.DiagnosticSeverity.Error
        if found.severity is Severity.ERROR
        else types.DiagnosticSeverity.Warning
    )
    return types.Diagnostic(
        range=_range(doc, start, end),
        message=message,
        severity=severity,
        code=found.code,
        source="betrayal",
    )


def _completion_item(item: Completion) -> types.CompletionItem:
    documentation = (
        types.MarkupContent(kind=types.MarkupKind.Markdown, value=item.documentation)
        if item.documentation
        else None
    )
    return types.CompletionItem(
        label=item.label,
        kind=_COMPLETION_KINDS[item.kind],
        detail=item.detail or None,
        documentation=documentation,
        sort_text=f"{item.rank}{item.label}",
        insert_text=item.insert,
    )


def _document_symbol(doc: TextDocument, symbol: Symbol) -> types.DocumentSymbol:
    return types.DocumentSymbol(
        name=symbol.name,
        detail=symbol.detail,
        kind=_SYMBOL_KINDS[symbol.kind],
        range=_range(doc, symbol.start, symbol.end),
        selection_range=_range(doc, symbol.name_start, symbol.name_end),
        children=[_document_symbol(doc, child) for child in symbol.children],
    )
