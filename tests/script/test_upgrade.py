"""`betrayal upgrade`: every shipped script as it was written in language 1, rewritten in the
current language, checks and plays the same seeded games as the original; a fan's
language-1 haunt upgrades too; and the scripts shipped now are in the current language.

The language-1 originals are kept, as they were when the shipped scripts moved to
language 3 (2026-12-03), in `language1_scripts.tar.xz`: sixty real files that use most
retired names, a fixture that must never be edited."""

from __future__ import annotations

import functools
import io
import os
import random
import tarfile
from pathlib import Path

import pytest

from betrayal import CHANCE, TERMINAL, Game
from betrayal.cli import main
from betrayal.content.loader import load
from betrayal.core.rng import Stream
from betrayal.core.state import GameState
from betrayal.editor.upgrade import upgrade_text
from betrayal.script.english import render_program
from betrayal.script.load import build, check_text
from betrayal.script.retired import CURRENT_LANGUAGE, RETIRED
from betrayal.script.scripts import ScriptSet
from betrayal.script.usage import shipped_files
from betrayal.simulate import play_haunt, random_agents

LONG = os.environ.get("HYPOTHESIS_PROFILE") == "long"
FAN = Path(__file__).parents[1] / "haunts" / "old_words.haunt"
ORIGINALS = Path(__file__).with_name("language1_scripts.tar.xz")


@functools.cache
def _originals() -> dict[Path, str]:
    """The language-1 originals, by their path in the repository."""
    found = {}
    with tarfile.open(fileobj=io.BytesIO(ORIGINALS.read_bytes()), mode="r:xz") as tar:
        for member in tar.getmembers():
            data = tar.extractfile(member)
            assert data is not None
            found[Path(member.name)] = data.read().decode("utf-8")
    return found


HAUNTS = sorted(int(p.name[:2]) for p in _originals() if p.suffix == ".haunt")
# The quick run plays a seeded sample of the haunts; the long one plays them all.
SAMPLE = HAUNTS if LONG else sorted(random.Random(14).sample(HAUNTS, 10))
SEEDS = (1, 2, 3) if LONG else (1,)
TURNS = 30 if LONG else 10


def _edition(path: Path) -> str:
    return "hoth3" if "hoth3" in path.parts else "hoth2"


@functools.cache
def _upgraded() -> dict[Path, str]:
    found = {}
    for path, text in _originals().items():
        result = upgrade_text(text, str(path))
        assert result.text is not None, [d.format() for d in result.diagnostics]
        found[path] = result.text
    return found


@functools.cache
def _scripts(edition: str, upgraded: bool) -> ScriptSet:
    content = load(edition)
    texts = _upgraded() if upgraded else _originals()
    results = [
        check_text(text, content, str(path))
        for path, text in texts.items()
        if _edition(path) == edition
    ]
    return build(results)


def _game(edition: str, upgraded: bool) -> Game:
    game = Game(edition=edition, players=4)
    game.scripts = _scripts(edition, upgraded)
    return game


def test_the_originals_are_language_1_and_cover_every_shipped_file() -> None:
    originals = _originals()
    assert all(text.startswith("language 1\n") for text in originals.values())
    root = Path(__file__).parents[2]
    shipped = {p.resolve().relative_to(root) for p in shipped_files()}
    # The 3rd edition's haunts were first written in language 3: they have no original.
    born_current = {p for p in shipped if p.parts[:2] == ("haunts", "hoth3")}
    assert shipped - born_current <= set(originals)
    used = {name for name in RETIRED for text in originals.values() if f"{name}(" in text}
    assert len(used) >= 100, len(used)  # real files that lean on the retired names


@pytest.mark.parametrize("path", sorted(_originals()), ids=lambda p: p.name)
def test_every_original_upgrades_to_one_that_checks_and_says_the_same(path: Path) -> None:
    text = _upgraded()[path]
    assert text.startswith(f"language {CURRENT_LANGUAGE}\n")
    content = load(_edition(path))
    old = check_text(_originals()[path], content, str(path))
    new = check_text(text, content, str(path))
    assert [d.format() for d in new.errors] == []
    # No retired name is left, and `betrayal explain` reads the same rules.
    assert not [d for d in new.diagnostics if d.code == "E210"]
    assert [render_program(p) for p in new.programs] == [render_program(p) for p in old.programs]
    # A second upgrade changes nothing.
    assert upgrade_text(text, str(path)).text == text


@pytest.mark.parametrize("haunt", SAMPLE)
def test_an_upgraded_haunt_plays_the_same_seeded_games(haunt: int) -> None:
    # The exploration before the reveal runs the upgraded card and room scripts too.
    for seed in SEEDS:
        _, old = play_haunt(
            _game("hoth2", False), haunt, seed, agents=random_agents, turn_cap=TURNS
        )
        _, new = play_haunt(_game("hoth2", True), haunt, seed, agents=random_agents, turn_cap=TURNS)
        assert [str(a) for a in new.history] == [str(a) for a in old.history]
        assert new.winner == old.winner


def _explore(game: Game, seed: int, steps: int) -> GameState:
    state = game.new_state(seed=seed)
    stream = Stream(seed)
    for _ in range(steps):
        player = state.current_player()
        if player == TERMINAL:
            break
        if player == CHANCE:
            action = state.sample_chance()
        else:
            actions = state.legal_actions()
            action = actions[stream.below(len(actions))]
        state = state.apply(action)
    return state


def test_the_third_editions_upgraded_cards_play_the_same_exploration() -> None:
    for seed in SEEDS:
        old = _explore(_game("hoth3", False), seed, 400)
        new = _explore(_game("hoth3", True), seed, 400)
        assert [str(a) for a in new.history] == [str(a) for a in old.history]


def test_a_fans_language_1_haunt_upgrades_and_plays_the_same(tmp_path: Path) -> None:
    text = FAN.read_text(encoding="utf-8")
    used = {name for name in RETIRED if f"{name}(" in text}
    assert len(used) >= 5, used  # the fan haunt is there to use several retired names
    result = upgrade_text(text, str(FAN))
    assert result.text is not None
    upgraded = result.text
    assert upgraded.startswith(f"language {CURRENT_LANGUAGE}\n")
    assert not any(f"{name}(" in upgraded for name in used)
    # Comments stay where the author put them.
    assert [line.strip() for line in text.splitlines() if line.strip().startswith("#")] == [
        line.strip() for line in upgraded.splitlines() if line.strip().startswith("#")
    ]
    content = load("hoth2")
    old, new = check_text(text, content, "old.haunt"), check_text(upgraded, content, "new.haunt")
    assert old.errors == () and new.errors == ()
    assert [render_program(p) for p in new.programs] == [render_program(p) for p in old.programs]
    new_file = tmp_path / "old_words.haunt"
    new_file.write_text(upgraded, encoding="utf-8")
    for seed in (1, 2, 3):
        games = [
            play_haunt(Game(players=4, scripts=[f]), 907, seed, agents=random_agents, turn_cap=20)
            for f in (FAN, new_file)
        ]
        assert [str(a) for a in games[0][1].history] == [str(a) for a in games[1][1].history]
        # The haunt's own rules ran: a monster turn at least, so the filters were read.
        assert games[0][0].turns > 0


def test_the_command_prints_checks_and_writes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = tmp_path / "old.haunt"
    old.write_text(FAN.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["upgrade", str(old)]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(f"language {CURRENT_LANGUAGE}\n") and printed.endswith("}\n")
    assert main(["upgrade", "--check", str(old)]) == 1
    assert main(["upgrade", "--write", str(old)]) == 0
    assert old.read_text(encoding="utf-8") == printed
    assert main(["upgrade", "--check", str(old)]) == 0


@pytest.mark.parametrize("path", shipped_files(), ids=lambda p: p.name)
def test_every_shipped_script_is_written_in_the_current_language(path: Path) -> None:
    # The shipped scripts are the examples fans learn from: no retired word, nothing for
    # `betrayal upgrade` to do.
    text = path.read_text(encoding="utf-8")
    assert text.startswith(f"language {CURRENT_LANGUAGE}\n")
    assert upgrade_text(text, str(path)).text == text
