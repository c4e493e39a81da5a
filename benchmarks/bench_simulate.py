"""Time goal-agent games of one haunt, as ``betrayal simulate`` plays them.

Plays ``--games`` games (default 200) of haunt ``--haunt`` (default 6) from seeds 0, 1, ...
with the goal-directed agents at every seat and the usual turn cap, on ``--workers``
processes (default: one per core), and prints the wall time, the games per second and the
haunt turns per second, with the figures of the run (wins and median turns) so that a
speed-up that changed the games shows. ``--profile`` plays them in this process under
cProfile instead and prints the costliest functions.

``--haunt all`` plays ``--games`` games of each of the fifty haunts (from ``--seed``, 1 as
the catalogue run) and prints what the catalogue's 200 games each would take at the same
rate. With one worker the process's CPU time is printed too: on a shared machine it
moves far less from run to run than the wall time.

Usage: ``.venv/bin/python benchmarks/bench_simulate.py [--games 200] [--haunt 6|all]
[--seed 0] [--workers 2] [--profile]`` (``--quick`` plays four games, for the smoke test).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from collections.abc import Sequence

import betrayal
from betrayal.simulate import jobs_for, run_jobs, summarise


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--haunt", default="6", help="a haunt's number, or all")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--profile", action="store_true", help="one process, under cProfile")
    parser.add_argument("--quick", action="store_true", help="four games, one process")
    args = parser.parse_args(argv)
    games = 4 if args.quick else args.games
    workers = 1 if args.quick or args.profile else args.workers
    haunts = list(range(1, 51)) if args.haunt == "all" else [int(args.haunt)]
    jobs = jobs_for(haunts, games, args.seed, players=args.players)
    profiler = cProfile.Profile() if args.profile else None
    start, cpu = time.perf_counter(), time.process_time()
    if profiler is not None:
        profiler.enable()
    played = list(run_jobs(jobs, workers=workers))
    if profiler is not None:
        profiler.disable()
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    turns = sum(g.turns for g in played)
    total = len(played)
    if len(haunts) == 1:
        game = betrayal.Game(players=args.players)
        report = summarise(game.scripts.program(f"haunt:{haunts[0]}"), played)
        print(f"haunt {haunts[0]} {report.title}: {games} goal-agent games, workers {workers}")
    else:
        print(f"{len(haunts)} haunts, {games} goal-agent games each, workers {workers}")
    print(f"time {seconds:.1f} s; {total / seconds:.2f} games/s; {turns / seconds:.1f} turns/s")
    if workers == 1:
        print(f"cpu {cpu:.1f} s; {cpu / total:.3f} s a game")
    if len(haunts) == 1:
        print(
            f"heroes {report.heroes_wins}, traitor {report.traitor_wins}, other "
            f"{report.other_wins}, turn cap {report.turn_cap}, median turns "
            f"{statistics.median(g.turns for g in played):g}"
        )
    else:
        print(f"200 games of each haunt at this rate: {seconds * 200 / games / 60:.1f} min")
    if profiler is not None:
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(40)
    return 0


if __name__ == "__main__":
    sys.exit(main())
