"""Time complete random games of the engine and compare its cost per step with OpenSpiel's.

Plays ``--games`` games from setup to the haunt reveal with :class:`RandomAgent` at every
seat and the state's own generator at every chance node, several times over, and reports
the median. If OpenSpiel is installed (``pip install -e '.[bench]'``), plays random games
of its pure-Python ``python_team_dominoes`` with the same kind of loop and prints the ratio
of the two costs per step: a pure-Python OpenSpiel game is the yardstick for what an
interpreted engine can reasonably cost per step.

Usage: ``.venv/bin/python benchmarks/bench_engine.py [--games N] [--seed S] [--quick]``
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import betrayal
from betrayal.agents import RandomAgent

RATIO_GOAL_NOW = 2.0
RATIO_GOAL_LONG_TERM = 1.0
OPENSPIEL_GAME = "python_team_dominoes"
# A game that runs past this many steps is a bug in the engine, not a long game: stop it
# rather than let the benchmark spin forever.
MAX_STEPS_PER_GAME = 100_000
QUICK_GAMES = 3
QUICK_OPENSPIEL_GAMES = 2


@dataclass(frozen=True)
class Measurement:
    """One engine's figures: the median time of ``repeats`` runs of the same ``games``."""

    name: str
    games: int
    steps: int  # in one run; every run plays the same games, so the same steps
    seconds: float  # median over the runs
    repeats: int

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds

    @property
    def mean_steps(self) -> float:
        return self.steps / self.games

    @property
    def us_per_step(self) -> float:
        return self.seconds * 1e6 / self.steps


@dataclass(frozen=True)
class Report:
    ours: Measurement
    theirs: Measurement | None
    skipped: str | None  # why the comparison did not run, if it did not

    @property
    def ratio(self) -> float | None:
        if self.theirs is None:
            return None
        return self.ours.us_per_step / self.theirs.us_per_step


@dataclass(frozen=True)
class Options:
    games: int
    seed: int
    players: int
    repeats: int
    openspiel_games: int
    compare: bool
    plain: bool


def parse_args(argv: Sequence[str] | None = None) -> Options:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200, help="games per run (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    parser.add_argument(
        "--repeats", type=int, default=5, help="timed runs; the median is reported (default 5)"
    )
    parser.add_argument(
        "--openspiel-games",
        type=int,
        default=None,
        help="OpenSpiel games per run (default: as many as --games)",
    )
    parser.add_argument("--no-compare", action="store_true", help="skip the OpenSpiel run")
    parser.add_argument("--plain", action="store_true", help="plain text even if rich is found")
    parser.add_argument("--quick", action="store_true", help="a tiny smoke run, one repeat")
    args = parser.parse_args(argv)
    games: int = args.games
    repeats: int = args.repeats
    openspiel_games: int = games if args.openspiel_games is None else args.openspiel_games
    if args.quick:
        games, repeats = QUICK_GAMES, 1
        openspiel_games = min(openspiel_games, QUICK_OPENSPIEL_GAMES)
    if games < 1 or repeats < 1 or openspiel_games < 1:
        parser.error("--games, --repeats and --openspiel-games must be at least 1")
    return Options(
        games=games,
        seed=args.seed,
        players=args.players,
        repeats=repeats,
        openspiel_games=openspiel_games,
        compare=not args.no_compare,
        plain=args.plain,
    )


def _median_run(name: str, games: int, repeats: int, run: Callable[[], int]) -> Measurement:
    """Time ``repeats`` calls of ``run``, which returns the steps it applied."""
    times: list[float] = []
    steps = -1
    for _ in range(repeats):
        start = time.perf_counter()
        counted = run()
        times.append(time.perf_counter() - start)
        if steps not in (-1, counted):
            raise RuntimeError(f"{name}: runs of the same games took {steps} and {counted} steps")
        steps = counted
    return Measurement(name, games, steps, statistics.median(times), repeats)


# ----- our engine -------------------------------------------------------------------------


def play_betrayal(game: betrayal.Game, seeds: Sequence[int]) -> int:
    """Play one random game per seed to the haunt's reveal; return the steps applied.

    The reveal, not the end: the haunts' own scripts make the haunt phase a different
    workload for each haunt, and random play may not finish some haunts at all."""
    chance, terminal, players = betrayal.CHANCE, betrayal.TERMINAL, game.players
    exploring = betrayal.Phase.EXPLORATION
    total = 0
    for seed in seeds:
        state = game.new_state(seed=seed)
        # Distinct agent streams per game and seat, so no two seats mirror each other.
        agents = [RandomAgent(seed * players + seat) for seat in range(players)]
        steps = 0
        while True:
            player = state.current_player()
            if player == terminal or state.phase is not exploring:
                break
            if player == chance:
                action = state.sample_chance()
            else:
                action = agents[player].act(state, player)
            state = state.apply(action)
            steps += 1
            if steps > MAX_STEPS_PER_GAME:
                raise RuntimeError(f"game with seed {seed} ran past {MAX_STEPS_PER_GAME} steps")
        total += steps
    return total


def measure_betrayal(options: Options) -> Measurement:
    game = betrayal.Game(edition="hoth2", players=options.players)
    seeds = range(options.seed, options.seed + options.games)
    # The first game pays for lazily built tables and cold caches: play one off the clock,
    # on a seed outside the timed set so the timed games find nothing of theirs cached.
    play_betrayal(game, [options.seed + options.games])
    return _median_run(
        "betrayal hoth2",
        options.games,
        options.repeats,
        lambda: play_betrayal(game, seeds),
    )


# ----- OpenSpiel's pure-Python dominoes ---------------------------------------------------


def load_openspiel() -> tuple[ModuleType | None, str | None]:
    """pyspiel with the Python games registered, or None and why not."""
    try:
        pyspiel = importlib.import_module("pyspiel")
        # Python games register themselves with pyspiel when their module is imported.
        importlib.import_module("open_spiel.python.games")
    except ImportError as error:
        return None, (
            f"OpenSpiel is not installed ({error}); install the optional extra with "
            "`pip install -e '.[bench]'` (or `bash scripts/setup.sh bench`) to compare"
        )
    return pyspiel, None


def play_openspiel(game: Any, games: int, stream: random.Random) -> int:
    """Play ``games`` uniformly random games; chance outcomes drawn by their probability."""
    chance, terminal = -1, -4  # pyspiel.PlayerId.CHANCE and TERMINAL
    total = 0
    for _ in range(games):
        state = game.new_initial_state()
        steps = 0
        while True:
            player = state.current_player()
            if player == terminal:
                break
            if player == chance:
                pick = stream.random()
                outcomes = state.chance_outcomes()
                action = outcomes[-1][0]  # if rounding leaves pick above the last sum
                for outcome, probability in outcomes:
                    pick -= probability
                    if pick < 0.0:
                        action = outcome
                        break
            else:
                legal = state.legal_actions()
                action = legal[stream.randrange(len(legal))]
            state.apply_action(action)
            steps += 1
            if steps > MAX_STEPS_PER_GAME:
                raise RuntimeError(f"{OPENSPIEL_GAME} ran past {MAX_STEPS_PER_GAME} steps")
        total += steps
    return total


def measure_openspiel(pyspiel: ModuleType, options: Options) -> Measurement:
    game = pyspiel.load_game(OPENSPIEL_GAME)
    if int(pyspiel.PlayerId.CHANCE) != -1 or int(pyspiel.PlayerId.TERMINAL) != -4:
        raise RuntimeError("pyspiel's player ids changed; update play_openspiel")
    play_openspiel(game, 1, random.Random(options.seed + 1))  # warm-up, off the clock
    return _median_run(
        OPENSPIEL_GAME,
        options.openspiel_games,
        options.repeats,
        # A fresh stream per run, so every run plays the same games.
        lambda: play_openspiel(game, options.openspiel_games, random.Random(options.seed)),
    )


# ----- running and reporting --------------------------------------------------------------


def measure(options: Options) -> Report:
    ours = measure_betrayal(options)
    if not options.compare:
        return Report(ours, None, "comparison skipped (--no-compare)")
    pyspiel, why_not = load_openspiel()
    if pyspiel is None:
        return Report(ours, None, why_not)
    return Report(ours, measure_openspiel(pyspiel, options), None)


_COLUMNS = ("engine", "games", "steps", "steps/game", "games/s", "steps/s", "µs/step")


def _rows(report: Report) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for m in (report.ours, report.theirs):
        if m is not None:
            rows.append(
                (
                    m.name,
                    str(m.games),
                    str(m.steps),
                    f"{m.mean_steps:.1f}",
                    f"{m.games_per_second:.1f}",
                    f"{m.steps_per_second:,.0f}",
                    f"{m.us_per_step:.1f}",
                )
            )
    return rows


def _notes(report: Report) -> list[str]:
    repeats = report.ours.repeats
    notes = [f"median of {repeats} timed run{'s' if repeats != 1 else ''} after a warm-up game"]
    ratio = report.ratio
    if ratio is None:
        notes.append(report.skipped or "no comparison")
    else:
        verdict = "meets" if ratio <= RATIO_GOAL_NOW else "misses"
        notes.append(
            f"ratio, our µs/step ÷ OpenSpiel's: {ratio:.2f} ({verdict} the goal "
            f"≤ {RATIO_GOAL_NOW:.1f}; long term ≤ {RATIO_GOAL_LONG_TERM:.1f})"
        )
    return notes


def _load_rich() -> tuple[Any, Any, Any] | None:
    try:
        box = importlib.import_module("rich.box")
        console = importlib.import_module("rich.console")
        table = importlib.import_module("rich.table")
    except ImportError:
        return None
    return console.Console, table.Table, box.SIMPLE_HEAD


def show(report: Report, *, plain: bool = False) -> None:
    rich = None if plain else _load_rich()
    if rich is None:
        rows = [_COLUMNS, *_rows(report)]
        widths = [max(len(row[i]) for row in rows) for i in range(len(_COLUMNS))]
        for row in rows:
            cells = [row[0].ljust(widths[0])]
            cells += [cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True)]
            print("  ".join(cells))
        for note in _notes(report):
            print(note)
        return
    console_type, table_type, box = rich
    # A light box keeps all seven columns within 80 characters when the output is piped.
    table = table_type(
        title="Random games, setup to terminal", box=box, collapse_padding=True, pad_edge=False
    )
    for i, column in enumerate(_COLUMNS):
        # Narrow consoles (80 columns when piped) would otherwise cut headers short.
        table.add_column(column, justify="left" if i == 0 else "right", min_width=len(column))
    for row in _rows(report):
        table.add_row(*row)
    console = console_type()
    console.print(table)
    for note in _notes(report):
        console.print(note, highlight=False, markup=False)


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_args(argv)
    show(measure(options), plain=options.plain)
    return 0


if __name__ == "__main__":
    sys.exit(main())
