"""`betrayal upgrade`: every shipped script, rewritten in the current language, checks and
plays the same seeded games as the original; a fan's language-1 haunt upgrades too."""

from __future__ import annotations

import functools
import os
import random
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
HAUNTS = sorted(int(p.name[:2]) for p in shipped_files() if p.suffix == ".haunt")
# The quick run plays a seeded sample of the haunts; the long one plays them all.
SAMPLE = HAUNTS if LONG else sorted(random.Random(14).sample(HAUNTS, 10))
SEEDS = (1, 2, 3) if LONG else (1,)
TURNS = 30 if LONG else 10


def _edition(path: Path) -> str:
    return "hoth3" if "hoth3" in path.parts else "hoth2"


@functools.cache
def _upgraded() -> dict[Path, str]:
    found = {}
    for path in shipped_files():
        result = upgrade_text(path.read_text(encoding="utf-8"), str(path))
        assert result.text is not None, [d.format() for d in result.diagnostics]
        found[path] = result.text
    return found


@functools.cache
def _upgraded_scripts(edition: str) -> ScriptSet:
    content = load(edition)
    results = [
        check_text(text, content, str(path))
        for path, text in _upgraded().items()
        if _edition(path) == edition
    ]
    return build(results)


def _game(edition: str, upgraded: bool) -> Game:
    game = Game(edition=edition, players=4)
    if upgraded:
        game.scripts = _upgraded_scripts(edition)
    return game


@pytest.mark.parametrize("path", shipped_files(), ids=lambda p: p.name)
def test_every_shipped_script_upgrades_to_one_that_checks_and_says_the_same(path: Path) -> None:
    text = _upgraded()[path]
    assert text.startswith(f"language {CURRENT_LANGUAGE}\n")
    content = load(_edition(path))
    old = check_text(path.read_text(encoding="utf-8"), content, str(path))
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
