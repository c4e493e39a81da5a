"""Every haunt script of every edition: it compiles cleanly, explains itself and plays.

Each file in haunts/<edition>/ is picked up here on its own; the haunt's own scenario
tests (its main special rule driven with scripted dice) live in tests/haunts_hoth2/ as
test_NN_*.py and in tests/haunts_hoth3/ as test_h3_NN_*.py.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from betrayal import Game
from betrayal.content.loader import load
from betrayal.core.state import GameState, Phase
from betrayal.script.english import render_program
from betrayal.script.load import check_file, haunts_folder
from betrayal.simulate import play_haunt, random_agents
from betrayal.testing import check_invariants

EDITIONS = ("hoth2", "hoth3")
# The folder of each edition's scenario tests, and the prefix of their file names.
OWN_TESTS = {"hoth2": ("haunts_hoth2", "test_"), "hoth3": ("haunts_hoth3", "test_h3_")}


def _files(edition: str) -> list[Path]:
    folder = haunts_folder(edition)
    return sorted(folder.glob("*.haunt")) if folder is not None else []


FILES = [path for edition in EDITIONS for path in _files(edition)]
CONTENT = {edition: load(edition) for edition in EDITIONS}
GAMES = {edition: Game(edition=edition, players=4) for edition in EDITIONS}
# The long profile (HYPOTHESIS_PROFILE=long, docs/testing.md) plays many more games.
SEEDS = tuple(range(1, 21)) if os.environ.get("HYPOTHESIS_PROFILE") == "long" else (1, 2)


def _number(path: Path) -> int:
    return int(path.name.split("_", 1)[0])


def _edition(path: Path) -> str:
    return path.parent.name


@pytest.fixture(params=FILES, ids=lambda p: f"{_edition(p)}-{p.stem}")
def haunt_file(request: pytest.FixtureRequest) -> Path:
    path: Path = request.param
    return path


def test_file_names_follow_the_haunt_number(haunt_file: Path) -> None:
    result = check_file(haunt_file, CONTENT[_edition(haunt_file)])
    (program,) = result.programs
    assert program.kind.value == "haunt"
    assert int(program.ident) == _number(haunt_file)


def test_has_scenario_tests_of_its_own(haunt_file: Path) -> None:
    # Each haunt's main special rule is driven with scripted dice in its own test file.
    folder, prefix = OWN_TESTS[_edition(haunt_file)]
    pattern = f"{prefix}{_number(haunt_file):02d}_*.py"
    own = list((Path(__file__).parent / folder).glob(pattern))
    assert own, f"no tests/{folder}/{pattern}"
    assert "def test_" in own[0].read_text(encoding="utf-8")


def test_compiles_with_no_warning(haunt_file: Path) -> None:
    result = check_file(haunt_file, CONTENT[_edition(haunt_file)])
    assert [d.format() for d in result.diagnostics] == []


def test_explains_both_pages(haunt_file: Path) -> None:
    (program,) = check_file(haunt_file, CONTENT[_edition(haunt_file)]).programs
    text = "\n".join(render_program(program))
    assert program.title in text
    assert "The heroes' page" in text or "Every explorer's page" in text


@pytest.mark.parametrize("seed", SEEDS)
def test_goal_directed_playouts_end_and_keep_every_invariant(haunt_file: Path, seed: int) -> None:
    game = GAMES[_edition(haunt_file)]
    summary, final = play_haunt(game, _number(haunt_file), seed, check=check_invariants)
    _ended_properly(summary.hit_cap, final)


def _ended_properly(hit_cap: bool, final: GameState) -> None:
    """A game stops at the cap, with a winner, or undecided only when nobody is left to
    play and nothing stands on the board (the engine's rule for a haunt nobody can win)."""
    if hit_cap:
        assert final.phase is Phase.HAUNT
        return
    assert final.phase is Phase.OVER
    if final.winner is None:
        assert not final.monsters
        assert all(not e.alive or seat in final.escaped for seat, e in enumerate(final.explorers))


def test_random_playouts_keep_every_invariant(haunt_file: Path) -> None:
    summary, final = play_haunt(
        GAMES[_edition(haunt_file)],
        _number(haunt_file),
        5,
        agents=random_agents,
        check=check_invariants,
        turn_cap=60,
    )
    _ended_properly(summary.hit_cap, final)


def test_a_mid_haunt_game_saves_and_replays(haunt_file: Path) -> None:
    seen: list[GameState] = []

    def keep(state: GameState) -> None:
        if state.phase is Phase.HAUNT and len(seen) < 40:
            seen.append(state)

    game = GAMES[_edition(haunt_file)]
    play_haunt(game, _number(haunt_file), 3, check=keep, turn_cap=6)
    middle = seen[-1]
    assert game.deserialize(game.serialize(middle)) == middle


# "Twin 2", "Illusion B": a title told from its kind's others only by a number or letter.
_COPY_MARK = re.compile(r"\s+(\d+|[A-Z])$")


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{_edition(p)}-{p.stem}")
def test_declares_no_copies_of_one_monster(path: Path) -> None:
    """Monsters a haunt needs many of are one kind spawned many times (or one kind per
    explorer), never numbered copies of a kind ("Twin 1", "Twin 2", ...): one monster
    among them is told apart by its own value (`figures`, `newest`)."""
    (program,) = check_file(path, CONTENT[_edition(path)]).programs
    seen: dict[tuple[object, ...], str] = {}
    for m in program.monsters:
        shape = (_COPY_MARK.sub("", m.title), m.traits, m.cannot, m.abilities)
        assert shape not in seen, f"{m.name} copies {seen[shape]}"
        seen[shape] = m.name
