"""The benchmark script still runs. Speed is never asserted here: timings on a shared CI
machine say nothing about the engine, and a test that fails on them only teaches people to
ignore it."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
SCRIPT = BENCHMARKS / "bench_engine.py"


def _load_script(path: Path = SCRIPT) -> ModuleType:
    # benchmarks/ is a folder of scripts, not a package: load the file under a private name.
    spec = importlib.util.spec_from_file_location(f"_{path.stem}_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # Registered before running it, as dataclasses look their module up in sys.modules.
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[spec.name]
        raise
    return module


def test_quick_benchmark_runs_and_counts_steps(capsys: pytest.CaptureFixture[str]) -> None:
    bench = _load_script()
    # --plain so the output has a fixed layout whether or not rich is installed; the
    # comparison runs too (two short games) when OpenSpiel is installed, else is skipped.
    assert bench.main(["--quick", "--plain"]) == 0
    out = capsys.readouterr().out
    row = re.search(r"^betrayal hoth2\s+(\d+)\s+(\d+)\s", out, re.MULTILINE)
    assert row is not None, out
    games, steps = int(row.group(1)), int(row.group(2))
    assert games > 0
    assert steps > 0
    assert "median of 1 timed run" in out
    assert "ratio, our µs/step" in out or "pip install -e" in out, out


def test_quick_replay_benchmark_replays_games_of_the_lengths_it_reports(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = _load_script(BENCHMARKS / "bench_replay.py")
    assert bench.main(["--quick"]) == 0
    rows = re.findall(r"^\s+(\d+)\s+[\d.]+\s+[\d.]+$", capsys.readouterr().out, re.MULTILINE)
    assert [int(r) for r in rows] == [1_000, 10_000]


def test_quick_simulation_benchmark_plays_and_reports_its_games(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = _load_script(BENCHMARKS / "bench_simulate.py")
    assert bench.main(["--quick", "--haunt", "6"]) == 0
    out = capsys.readouterr().out
    assert "haunt 6 The Floating Eye: 4 goal-agent games" in out
    assert re.search(r"^time [\d.]+ s; [\d.]+ games/s", out, re.MULTILINE)
    wins = re.search(r"^heroes (\d+), traitor (\d+), other (\d+), turn cap (\d+)", out, re.M)
    assert wins is not None and sum(int(n) for n in wins.groups()) <= 4
