"""The VS Code extension folder holds together: the language it declares is the lexer's,
its files exist, its grammar is ours and it starts `betrayal lsp`."""

from __future__ import annotations

import json

from editor_helpers import ROOT

from betrayal.editor.lexer import HauntLexer

FOLDER = ROOT / "editors" / "vscode"


def _json(name: str) -> dict[str, object]:
    found = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    assert isinstance(found, dict)
    return found


def test_the_language_covers_the_lexers_files_and_points_at_existing_files() -> None:
    contributes = _json("package.json")["contributes"]
    assert isinstance(contributes, dict)
    (language,) = contributes["languages"]
    assert sorted(language["extensions"]) == sorted(f[1:] for f in HauntLexer.filenames)
    assert (FOLDER / language["configuration"]).is_file()
    (grammar,) = contributes["grammars"]
    assert grammar["language"] == language["id"]
    assert grammar["scopeName"] == _json(grammar["path"])["scopeName"] == "source.haunt"


def test_comments_and_brackets_are_the_languages() -> None:
    config = _json("language-configuration.json")
    assert config["comments"] == {"lineComment": "#"}
    assert config["brackets"] == [["{", "}"], ["[", "]"], ["(", ")"]]


def test_the_client_starts_betrayal_lsp_by_default() -> None:
    package = _json("package.json")
    assert package["main"] == "./extension.js" and (FOLDER / "extension.js").is_file()
    settings = package["contributes"]["configuration"]["properties"]  # type: ignore[index]
    assert settings["betrayal.server.command"]["default"] == ["betrayal", "lsp"]
    assert "vscode-languageclient" in package["dependencies"]  # type: ignore[operator]
    readme = (FOLDER / "README.md").read_text(encoding="utf-8")
    assert "--extensionDevelopmentPath" in readme and "betrayal lsp" in readme
