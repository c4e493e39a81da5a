"""`betrayal lsp` through a real client: the server runs as a subprocess and pygls'
client speaks LSP to it over stdio, as an editor would."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from editor_helpers import ROOT

if os.environ.get("BETRAYAL_REQUIRE_LSP"):
    import pygls  # noqa: F401 - CI installs the lsp extra: these tests must run there
pytest.importorskip("pygls", reason="the language server needs the lsp extra")

from lsp_session import Session, server_command
from lsprotocol import types

from betrayal.editor.format import format_text
from betrayal.script.reference import signature
from betrayal.script.registry import all_primitives

MUMMY = ROOT / "haunts" / "hoth2" / "01_the_mummy_walks.haunt"
TEXT = MUMMY.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def lsp() -> Iterator[Session]:
    session = Session(server_command())
    yield session
    session.close()


@pytest.fixture(scope="module")
def mummy(lsp: Session) -> str:
    uri = lsp.open(MUMMY)
    assert lsp.diagnostics(uri) == []
    return uri


def at(text: str, needle: str, nth: int = 0, delta: int = 0) -> types.Position:
    """The position of the ``nth`` ``needle`` in ``text`` (plus ``delta`` characters), in
    the UTF-16 units LSP counts in."""
    offset = -1
    for _ in range(nth + 1):
        offset = text.index(needle, offset + 1)
    offset += delta
    line = text.count("\n", 0, offset)
    line_start = text.rfind("\n", 0, offset) + 1
    return types.Position(line, len(text[line_start:offset].encode("utf-16-le")) // 2)


def _line_of(text: str, needle: str, nth: int = 0) -> int:
    return at(text, needle, nth).line


# ------------------------------------------------------------------------- start-up


def test_the_server_says_what_it_can_do(lsp: Session) -> None:
    caps = lsp.capabilities
    assert caps.hover_provider and caps.definition_provider and caps.references_provider
    assert caps.document_symbol_provider and caps.document_formatting_provider
    assert caps.completion_provider is not None


def test_without_the_extra_the_command_says_how_to_install_it() -> None:
    # An interpreter where pygls cannot be imported, as on a plain install.
    code = (
        "import sys; sys.modules['pygls'] = None; from betrayal.cli import main; "
        "raise SystemExit(main(['lsp']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode != 0
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "pip install 'betrayal[lsp]'" in lines[0]


# ----------------------------------------------------------------------- diagnostics


def test_a_clean_haunt_has_no_diagnostics(mummy: str, lsp: Session) -> None:
    assert lsp.diagnostics(mummy) == []


def test_diagnostics_follow_each_change_with_code_span_and_hint(lsp: Session) -> None:
    uri = lsp.open(ROOT / "scratch" / "typo.haunt", TEXT)
    assert lsp.diagnostics(uri) == []
    broken = TEXT.replace("spawn(mummy", "spawn(mumy").replace(
        "place_token(sarc", "place_tokn(sarc"
    )
    lsp.change(uri, broken)
    found = lsp.diagnostics(uri)
    assert [d.code for d in found] == ["E201", "E202"]  # every problem, in order
    name, prim = found
    assert name.severity is types.DiagnosticSeverity.Error and name.source == "betrayal"
    assert name.range.start == at(broken, "mumy") and name.range.end == at(broken, "mumy", delta=4)
    assert "unknown name 'mumy'" in name.message and "did you mean 'mummy'?" in name.message
    assert prim.range.start.line == _line_of(broken, "place_tokn")
    lsp.change(uri, TEXT)  # fixed again: the diagnostics go
    assert lsp.diagnostics(uri) == []


def test_a_retired_name_in_the_current_language_is_shown_with_its_replacement(
    lsp: Session,
) -> None:
    # The Mummy's file is in the current language; put back the floor_of() it once used
    # and the editor says what to write instead, at the call.
    assert TEXT.startswith("language 3\n")
    current = TEXT.replace("reveal_room().floor", "floor_of(reveal_room())", 1)
    uri = lsp.open(ROOT / "scratch" / "retired.haunt", current)
    found = [d for d in lsp.diagnostics(uri) if d.code == "E210"]
    assert found, lsp.diagnostics(uri)
    first = found[0]
    assert first.severity is types.DiagnosticSeverity.Error
    assert first.range.start == at(current, "floor_of(reveal_room())")
    assert (
        "`floor_of(reveal_room())` was retired in language 2: write `reveal_room().floor`"
        in first.message
    )


def test_warnings_are_warnings(lsp: Session) -> None:
    text = TEXT.replace(
        "  var banished: bool = false\n", "  var banished: bool = false\n  var idle: int = 0\n"
    )
    uri = lsp.open(ROOT / "scratch" / "warning.haunt", text)
    (found,) = lsp.diagnostics(uri)
    assert found.code == "W301" and found.severity is types.DiagnosticSeverity.Warning
    assert found.range.start.line == _line_of(text, "var idle")


def test_positions_count_utf16_units(lsp: Session) -> None:
    # A character outside the basic plane is two UTF-16 units: the squiggle must still
    # land on the misspelt name after it.
    text = TEXT.replace("spawn(mummy, reveal_room())", "spawn(mumy, reveal_room()) # \U0001f47b ok")
    text = text.replace("    spawn(mumy", '    let ghost = "\U0001f47b"; spawn(mumy')
    uri = lsp.open(ROOT / "scratch" / "wide.haunt", text)
    found = [d for d in lsp.diagnostics(uri) if d.code == "E201"]
    assert found and found[0].range.start == at(text, "mumy")
    assert (
        found[0].range.start.character
        == len('    let ghost = "\U0001f47b"; spawn('.encode("utf-16-le")) // 2
    )


def test_a_malformed_document_gets_diagnostics_and_the_server_keeps_serving(
    lsp: Session, mummy: str
) -> None:
    uri = lsp.open(
        ROOT / "scratch" / "broken.haunt",
        'language 1\nhaunt 1 "X" {\n  setup { spawn( }\n\x00 @@@ "open\n',
    )
    found = lsp.diagnostics(uri)
    assert found and all(d.code.startswith("E1") for d in found)
    assert found[0].range.start.line == 2
    # Every feature answers on the broken text, and the next request elsewhere still works.
    assert lsp.hover(uri, types.Position(2, 10)) is not None  # `spawn`
    lsp.completion(uri, types.Position(2, 17))
    lsp.symbols(uri)
    assert lsp.formatting(uri) == []
    hover = lsp.hover(mummy, at(TEXT, "spawn(mummy"))
    assert hover is not None and "spawn(" in _markdown(hover)


def test_a_huge_document_gets_one_diagnostic_and_the_server_keeps_serving(
    lsp: Session, mummy: str
) -> None:
    huge = TEXT + ("# padding\n" * 30_000)  # about 300 KiB, over the 256 KiB script limit
    uri = lsp.open(ROOT / "scratch" / "huge.haunt", huge)
    (found,) = lsp.diagnostics(uri)
    assert found.code == "E108" and "at most 262144 bytes" in found.message
    assert lsp.hover(uri, at(TEXT, "spawn(mummy")) is None
    assert lsp.completion(uri, types.Position(0, 0)) == []
    assert lsp.formatting(uri) == []
    lsp.close_document(uri)
    hover = lsp.hover(mummy, at(TEXT, "spawn(mummy"))
    assert hover is not None and "spawn(" in _markdown(hover)


# ---------------------------------------------------------------------------- hover


def _markdown(hover: types.Hover) -> str:
    assert isinstance(hover.contents, types.MarkupContent)
    assert hover.contents.kind is types.MarkupKind.Markdown
    return hover.contents.value


def _hover(lsp: Session, uri: str, needle: str, nth: int = 0, delta: int = 1) -> str:
    found = lsp.hover(uri, at(TEXT, needle, nth, delta))
    assert found is not None, needle
    return _markdown(found)


def test_hover_on_a_primitive_shows_the_references_text(lsp: Session, mummy: str) -> None:
    text = _hover(lsp, mummy, "spawn(mummy")
    prim = all_primitives()["spawn"]
    assert signature("spawn") in text and prim.doc in text and prim.example in text
    reference = (ROOT / "docs" / "language" / "reference.md").read_text(encoding="utf-8")
    assert f"`{signature('spawn')}`" in reference and prim.doc in reference
    assert "Reads: *put `count` of `kind` in `room`, belonging to `owner`*" in text


def test_hover_on_events_statics_and_what_a_static_gives(lsp: Session, mummy: str) -> None:
    assert "on entered(who, room, origin)" in _hover(lsp, mummy, "entered(who")
    static = _hover(lsp, mummy, "cannot_attack")
    assert (
        "static cannot_attack(when: bool, mode: foe|explorer)" in static
        and "`foe`: monster" in static
    )
    bound = _hover(lsp, mummy, "foe == mummy")
    assert "foe: monster" in bound and "static cannot_attack" in bound
    ability = _hover(lsp, mummy, "attacks(mode: must)")
    assert "Monster ability" in ability


def test_hover_on_the_scripts_own_names(lsp: Session, mummy: str) -> None:
    var = _hover(lsp, mummy, "spell_known", nth=2)  # a use, not the declaration
    assert "var spell_known: bool = false" in var
    assert f"line {_line_of(TEXT, 'var spell_known') + 1}" in var
    assert 'monster mummy "Mummy"' in _hover(lsp, mummy, "spawn(mummy", delta=7)
    assert 'token bride "Girl"' in _hover(lsp, mummy, "place_token(bride", delta=13)
    local = _hover(lsp, mummy, "margin >= 2")
    assert "margin: int" in local and "on monster_won" in local


def test_hover_on_the_editions_rooms_cards_and_built_in_names(lsp: Session, mummy: str) -> None:
    assert "**Ring**" in _hover(lsp, mummy, "var relic: card = ring", delta=19)
    assert "**Library**" in _hover(lsp, mummy, "== library", delta=4)
    assert "actor: explorer" in _hover(lsp, mummy, "room_of(actor)", delta=9)
    assert "limit once_per_turn" in _hover(lsp, mummy, "once_per_turn")


# ----------------------------------------------------------------------- completion


def _labels(lsp: Session, uri: str, text: str, needle: str, delta: int) -> list[str]:
    return [item.label for item in lsp.completion(uri, at(text, needle, delta=delta))]


def _best(items: list[types.CompletionItem]) -> list[str]:
    ranked = sorted(items, key=lambda i: i.sort_text or i.label)
    return [i.label for i in ranked]


def test_completion_after_on_offers_the_events(lsp: Session) -> None:
    text = TEXT.replace("  rule {\n", "  rule {\n    on \n", 1)
    uri = lsp.open(ROOT / "scratch" / "on.haunt", text)
    labels = _labels(lsp, uri, text, "    on \n", 7)
    assert {"entered", "turn_start", "monster_won"} <= set(labels)
    assert "spawn" not in labels


def test_completion_in_a_statics_when_offers_what_it_gives_first(lsp: Session) -> None:
    text = TEXT.replace("when: foe == mummy", "when: f")
    uri = lsp.open(ROOT / "scratch" / "when.haunt", text)
    items = lsp.completion(uri, at(text, "when: f", delta=7))
    best = _best(items)
    assert set(best[:6]) == {"attacker", "foe", "trait", "weapon", "foe_stunned", "struck"}
    assert "spell_known" in best  # the haunt's own names come after


def test_completion_offers_effects_where_a_statement_starts(lsp: Session) -> None:
    text = TEXT.replace(
        "    spawn(mummy, reveal_room())\n", "    sp\n    spawn(mummy, reveal_room())\n"
    )
    uri = lsp.open(ROOT / "scratch" / "statement.haunt", text)
    labels = _labels(lsp, uri, text, "    sp\n", 6)
    assert {"spawn", "place_token", "let", "if", "spell_known"} <= set(labels)
    assert "room_of" not in labels  # a query is no statement


def test_completion_offers_values_in_an_expression(lsp: Session, mummy: str) -> None:
    labels = _labels(lsp, mummy, TEXT, "spawn(mummy", 6)
    assert {"mummy", "bride", "spell_known", "reveal_room", "chapel", "ring", "actor"} <= set(
        labels
    )
    assert "spawn" not in labels  # an effect is no value


def test_completion_offers_members_clauses_and_limits(lsp: Session) -> None:
    text = TEXT.replace("  heroes {\n", "  heroes {\n    \n", 1).replace(
        "      limit once_per_turn\n", "      limit \n", 1
    )
    uri = lsp.open(ROOT / "scratch" / "members.haunt", text)
    members = _labels(lsp, uri, text, "  heroes {\n    \n", 15)
    assert {"action", "on", "win", "static", "var"} <= set(members)
    assert set(_labels(lsp, uri, text, "limit \n", 6)) == {
        "once_per_turn",
        "once_per_game",
        "any_number",
        "once_per_monster_turn",
    }
    clause = TEXT.replace("      who heroes\n", "      \n      who heroes\n", 1)
    lsp.change(uri, clause)
    assert {"who", "limit", "where", "choose", "do"} <= set(
        _labels(lsp, uri, clause, '"Search for the Mummy\'s true name" {\n      \n', 43)
    )


# ---------------------------------------------------------- definition and references


def test_definition_of_a_variable_monster_and_token(lsp: Session, mummy: str) -> None:
    for needle, nth, declared in (
        ("spell_known", 3, "var spell_known"),
        ("mummy", 3, "monster mummy"),
        ("sarcophagus", 2, "token sarcophagus"),
    ):
        found = lsp.definition(mummy, at(TEXT, needle, nth, delta=1))
        location = found[0] if isinstance(found, list) else found
        assert isinstance(location, types.Location), needle
        name = declared.split()[1]
        assert location.uri == mummy
        assert location.range.start == at(TEXT, declared, delta=len(declared) - len(name))


def test_definition_of_an_action_is_its_declaration(lsp: Session, mummy: str) -> None:
    found = lsp.definition(mummy, at(TEXT, "action banish", delta=9))
    location = found[0] if isinstance(found, list) else found
    assert location.range.start == at(TEXT, "action banish", delta=7)


def test_references_find_every_use_and_only_those(lsp: Session, mummy: str) -> None:
    uses = lsp.references(mummy, at(TEXT, "spell_known", 1, delta=2))
    expected = [at(TEXT, "spell_known", n) for n in range(TEXT.count("spell_known"))]
    assert sorted((u.range.start.line, u.range.start.character) for u in uses) == [
        (p.line, p.character) for p in expected
    ]
    without = lsp.references(mummy, at(TEXT, "spell_known", 1), declaration=False)
    assert len(without) == len(uses) - 1
    # `r` is a different local in each trigger: only the uses of this one.
    local = lsp.references(mummy, at(TEXT, "entered(who, r)", delta=13))
    lines = {u.range.start.line for u in local}
    assert lines == {_line_of(TEXT, "entered(who, r)"), _line_of(TEXT, "remove_token(bride, r)")}


# ----------------------------------------------------------------- symbols, formatting


def test_document_symbols_outline_the_haunt(lsp: Session, mummy: str) -> None:
    (haunt,) = lsp.symbols(mummy)
    assert haunt.name == 'haunt 1 "The Mummy Walks"'
    names = [child.name for child in haunt.children or []]
    assert names[:3] == ["mummy", "sarcophagus", "bride"]
    assert {"setup", "rule", "heroes", "traitor", "spell_known"} <= set(names)
    heroes = next(c for c in haunt.children or [] if c.name == "heroes")
    inside = [c.name for c in heroes.children or []]
    assert [n for n in inside if not n.startswith(("on", "win"))] == [
        "learn_name",
        "learn_spell",
        "banish",
    ]
    assert "on turn_start(who)" in inside and "win when" in inside
    assert heroes.kind is types.SymbolKind.Namespace
    assert heroes.range.start.line == _line_of(TEXT, "  heroes {")


def test_semantic_tokens_colour_the_words_as_the_lexer_does(lsp: Session, mummy: str) -> None:
    legend = lsp.capabilities.semantic_tokens_provider
    assert legend is not None
    types_ = legend.legend.token_types
    data = lsp.semantic_tokens(mummy)
    found: dict[tuple[int, int], str] = {}
    line = column = 0
    for i in range(0, len(data), 5):
        delta_line, delta_column, length, kind, _ = data[i : i + 5]
        line += delta_line
        column = column + delta_column if delta_line == 0 else delta_column
        lines = TEXT.splitlines()
        found[(line, column)] = f"{types_[kind]}:{lines[line][column : column + length]}"

    def token(needle: str, delta: int = 0) -> str:
        where = at(TEXT, needle, delta=delta)
        return found[(where.line, where.character)]

    assert token("spawn(mummy") == "function:spawn"
    assert token("entered(who") == "event:entered"
    assert token("rule {") == "namespace:rule"
    assert token("cannot_attack") == "property:cannot_attack"
    assert token("monster mummy") == "keyword:monster"
    assert token('"Mummy"') == 'string:"Mummy"'
    assert token("# Haunt 1.").startswith("comment:# Haunt 1.")
    assert token("once_per_turn") == "enumMember:once_per_turn"


def test_formatting_gives_the_fmt_layout_and_nothing_when_already_tidy(lsp: Session) -> None:
    messy = TEXT.replace("  traitor revealer", "traitor    revealer").replace(
        "spawn(mummy, reveal_room())", "spawn( mummy ,reveal_room( ))"
    )
    uri = lsp.open(ROOT / "scratch" / "messy.haunt", messy)
    (edit,) = lsp.formatting(uri)
    assert edit.new_text == format_text(messy).text == TEXT
    assert edit.range.start == types.Position(0, 0)
    assert lsp.formatting(lsp.open(MUMMY)) == []
