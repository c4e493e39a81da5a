"""The Pygments lexer and the TextMate grammar: every shipped script reads without an
error token, keywords are told from names as the grammar tells them, and the two
highlighters agree on every word."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from editor_helpers import ROOT, shipped_scripts
from lark import Token
from pygments import lexers
from pygments.token import Comment, Error, Keyword, Name, Number, Operator, String, _TokenType
from textmate_engine import Engine

from betrayal.editor import textmate
from betrayal.editor import vocabulary as words
from betrayal.editor.lexer import HauntLexer
from betrayal.editor.roles import pieces
from betrayal.editor.vocabulary import Role
from betrayal.script.parser import lark_parser

SCRIPTS = shipped_scripts()
GRAMMAR_FILE = ROOT / "editors" / "vscode" / "syntaxes" / "haunt.tmLanguage.json"


def _ids(paths: list[Path]) -> list[str]:
    return [p.name for p in paths]


def _tokens(text: str) -> list[tuple[_TokenType, str]]:
    return list(HauntLexer().get_tokens(text))


@pytest.mark.parametrize("path", SCRIPTS, ids=_ids(SCRIPTS))
def test_every_shipped_script_lexes_without_an_error_token(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = _tokens(text)
    errors = [value for kind, value in found if kind in Error]
    assert errors == []
    assert "".join(value for _, value in found).rstrip("\n") == text.rstrip("\n")


def test_there_are_shipped_scripts_to_lex() -> None:
    assert len([p for p in SCRIPTS if p.suffix == ".haunt"]) >= 50
    assert any(p.suffix == ".bet" for p in SCRIPTS)


def test_pygments_finds_the_lexer_by_alias_and_file_name() -> None:
    assert isinstance(lexers.get_lexer_by_name("haunt"), HauntLexer)
    assert isinstance(lexers.get_lexer_by_name("bet"), HauntLexer)
    assert isinstance(lexers.get_lexer_for_filename("01_the_mummy_walks.haunt"), HauntLexer)
    assert isinstance(lexers.get_lexer_for_filename("items.bet"), HauntLexer)


SAMPLE = """language 1
# The mummy walks.
haunt 1 "The Mummy Walks" {
  monster mummy "Mummy" { traits might 8; cannot move, slow }
  var loot: list<card> = []
  rule {
    on entered(who, r) where r == chapel { spawn(mummy, r) }
    static cannot_attack(when: foe == mummy and trait == speed)
  }
  heroes {
    action banish "Speak the name \\"aloud\\"" {
      who heroes
      limit once_per_turn
      do {
        roll trait(actor, knowledge) as r
        match r.total { 5.. => win heroes }
      }
    }
  }
}
"""


def _kind_of(word: str, text: str = SAMPLE, nth: int = 0) -> _TokenType:
    matches = [kind for kind, value in _tokens(text) if value == word]
    return matches[nth]


def test_the_lexer_colours_each_kind_of_word() -> None:
    assert _kind_of("# The mummy walks.") is Comment.Single
    assert _kind_of("haunt") is Keyword.Declaration
    assert _kind_of("monster") is Keyword.Declaration
    assert _kind_of("mummy") is Name.Class  # the name it declares
    assert _kind_of("loot") is Name.Class
    assert _kind_of("list") is Keyword.Type and _kind_of("card") is Keyword.Type
    assert _kind_of("rule") is Keyword.Namespace
    assert _kind_of("heroes") is Keyword.Namespace  # `heroes {` opens a section
    assert _kind_of("heroes", nth=1) is Name.Builtin.Pseudo  # `who heroes`: a value
    assert _kind_of("entered") is Name.Tag  # an event
    assert _kind_of("spawn") is Name.Builtin  # a primitive
    assert _kind_of("cannot_attack") is Name.Attribute  # a standing rule
    assert _kind_of("move") is Name.Constant and _kind_of("slow") is Name.Constant
    assert _kind_of("once_per_turn") is Name.Constant
    assert _kind_of("when") is Name  # an argument's name, not the keyword
    assert _kind_of("who") is Name  # `on entered(who, r)`: a name
    assert _kind_of("who", nth=1) is Keyword  # the action's clause
    assert _kind_of("and") is Operator.Word
    assert _kind_of("8") is Number.Integer
    assert _kind_of("..") is Operator
    assert _kind_of("=>") is Operator
    assert _kind_of('\\"') is String.Escape
    assert _kind_of('"Mummy"') is String.Double
    assert _kind_of("total") is Name  # an attribute
    assert _kind_of("knowledge") is Name.Builtin.Pseudo


def test_comments_and_ranges_are_their_own_tokens() -> None:
    found = _tokens("match x { 5.. => f() ..2 => g() }  # tail\n")
    assert [value for kind, value in found if kind in Comment] == ["# tail"]
    assert [value for kind, value in found if kind is Operator] == ["..", "=>", "..", "=>"]
    assert [value for kind, value in found if kind is Number.Integer] == ["5", "2"]
    # f and g are not primitives: plain names, not built-ins.
    assert [value for kind, value in found if kind is Name] == ["x", "f", "g"]


def test_what_the_grammar_cannot_read_is_an_error_token() -> None:
    assert any(kind in Error for kind, _ in _tokens("var x: int = 1 @ 2\n"))
    assert any(kind in Error for kind, _ in _tokens('token t "Unclosed\n'))


@pytest.mark.parametrize("path", SCRIPTS, ids=_ids(SCRIPTS))
def test_keywords_are_told_from_names_as_the_grammar_tells_them(path: Path) -> None:
    # The grammar's lexer is contextual: `who` is a keyword in `who heroes` and a name in
    # `room_of(who)`. The highlighter must make the same call on every word.
    text = path.read_text(encoding="utf-8")
    tree = lark_parser().parse(text, start="start")
    tokens = tree.scan_values(lambda v: isinstance(v, Token))
    names = {t.start_pos for t in tokens if t.type == "NAME"}
    nameish = {Role.NAME, Role.BUILTIN, Role.TYPE, Role.PRIMITIVE, Role.DECLARED_NAME}
    wrong = [
        (text.count("\n", 0, offset) + 1, piece)
        for offset, role, piece in pieces(text)
        if piece in words.keywords() and (offset in names) != (role in nameish)
    ]
    assert wrong == []


def test_the_word_groups_are_keywords_of_the_grammar() -> None:
    for group in (
        words.DECLARATION_KEYWORDS,
        words.SECTION_KEYWORDS,
        words.WORD_OPERATORS,
        words.CONSTANTS,
        words.SOFT_KEYWORDS,
        words.NOT_VALUES,
    ):
        assert group <= words.keywords()
    assert {"haunt", "on", "static", "who", "win", "language"} <= words.keywords()


# ------------------------------------------------------------------ TextMate grammar


def test_the_committed_textmate_grammar_is_up_to_date() -> None:
    assert GRAMMAR_FILE.read_text(encoding="utf-8") == textmate.generate(), (
        "regenerate with: python -m betrayal.editor.textmate > "
        "editors/vscode/syntaxes/haunt.tmLanguage.json"
    )


def _alternatives(pattern: str) -> set[str]:
    found = re.search(r"\(\?:([A-Za-z0-9_|]+)\)", pattern)
    assert found is not None, pattern
    return set(found.group(1).split("|"))


def test_the_textmate_word_lists_are_the_lexers() -> None:
    repository = json.loads(GRAMMAR_FILE.read_text(encoding="utf-8"))["repository"]
    keyword_rules = {rule["name"]: rule["match"] for rule in repository["keyword"]["patterns"]}
    scopes = textmate.SCOPES
    assert _alternatives(keyword_rules[scopes[Role.KEYWORD]]) == (
        words.keywords() - words.SOFT_KEYWORDS - words.WORD_OPERATORS - words.CONSTANTS
    )
    assert _alternatives(keyword_rules[scopes[Role.WORD_OPERATOR]]) == words.WORD_OPERATORS
    assert _alternatives(keyword_rules[scopes[Role.CONSTANT]]) == words.CONSTANTS
    assert _alternatives(repository["primitive"]["match"]) == words.primitives()
    assert _alternatives(repository["builtin"]["match"]) == words.builtins()
    assert _alternatives(repository["section"]["match"]) == words.SECTION_KEYWORDS
    introduced = repository["introduced"]["patterns"]
    assert _alternatives(introduced[0]["match"].split(r"\s+")[1]) == words.events()
    assert _alternatives(introduced[1]["match"].split(r"\s+")[1]) == words.statics()
    assert _alternatives(introduced[2]["match"].split(r"\s+")[1]) == words.rule_words()
    types = repository["type"]["patterns"][0]["match"]
    assert _alternatives(types) == words.types()


def test_every_role_has_a_pygments_token_and_a_textmate_scope() -> None:
    from betrayal.editor.lexer import TOKEN_TYPES

    assert set(TOKEN_TYPES) == set(Role)
    assert set(textmate.SCOPES) == set(Role) - {Role.WHITESPACE}


@pytest.mark.parametrize("path", SCRIPTS, ids=_ids(SCRIPTS))
def test_the_textmate_grammar_colours_every_word_as_the_lexer_does(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    spans = Engine(textmate.grammar()).tokenize(text)
    by_scope = {scope: role for role, scope in textmate.SCOPES.items()}

    innermost: dict[int, str] = {}
    for start, end, scope in sorted(spans, key=lambda s: s[0] - s[1]):  # widest first
        innermost.update(dict.fromkeys(range(start, end), scope))

    def role_at(offset: int) -> Role | None:
        return by_scope.get(innermost.get(offset, ""))

    differ = [
        (text.count("\n", 0, offset) + 1, piece, role.value)
        for offset, role, piece in pieces(text)
        if role is not Role.WHITESPACE and role_at(offset) is not role
    ]
    assert differ == []
