"""Semantic tokens count positions in the client's units and skip nothing a lexer
colours."""

from __future__ import annotations

from betrayal.editor.semantic import TOKEN_TYPES, encode


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def test_a_wide_character_counts_two_utf16_units() -> None:
    data = encode('let g = "\U0001f47b" spawn(m)\n  # \U0001f47b\n', _utf16)
    tokens = [data[i : i + 5] for i in range(0, len(data), 5)]
    kinds = [TOKEN_TYPES[t[3]] for t in tokens]
    assert kinds == ["keyword", "variable", "operator", "string", "function", "variable", "comment"]
    string, function = tokens[3], tokens[4]
    assert string[2] == 4  # the quotes and a character of two units
    assert function[1] == 5  # `spawn` starts five units after the string does
    comment = tokens[6]
    assert comment[:3] == [1, 2, 4]  # next line, column 2, `# ` and two units


def test_each_token_is_relative_to_the_one_before() -> None:
    data = encode("a\n\n  b c\n", len)
    assert [data[i : i + 2] for i in range(0, len(data), 5)] == [[0, 0], [2, 2], [0, 2]]
