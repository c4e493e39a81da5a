"""Head to head: the search agent against the goal agent, on each side, haunt by haunt.

For each haunt named (numbers, ranges or ``all``, as ``betrayal simulate`` takes them) it
plays ``--games`` games from seeds 0, 1, ... in each of four line-ups: goal agents at
every seat (the baseline), search agents for the heroes against goal agents for the
traitor, the reverse, and search agents at every seat (the strongest agents on both
sides). It prints, per haunt and line-up, the heroes' share of the games a side won with
its 95% Wilson interval; a side's agent is stronger when its side's share rises against
the baseline. The seeds are the same in every line-up, so each game starts from the same
reveal. Not run in CI: the search agent costs a few hundred times the goal agent's time.

Usage: ``.venv/bin/python benchmarks/bench_agents.py [HAUNT...] [--games 10]
[--workers 2] [--json]`` (default: haunts 1-5; ``--quick`` plays one game of haunt 6 per
line-up, for a smoke run).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

import betrayal
from betrayal.haunt_files import numbers_in, scripted_numbers
from betrayal.report.figures import Rate, wilson
from betrayal.simulate import HauntGame, jobs_for, run_jobs

LINEUPS = ("goal", "search-heroes", "search-traitor", "search")


def share(games: Sequence[HauntGame]) -> Rate:
    decided = [g for g in games if g.winner in ("heroes", "traitor")]
    return wilson(sum(1 for g in decided if g.winner == "heroes"), len(decided))


def cell(rate: Rate) -> str:
    if not rate.games:
        return "-"
    return f"{rate.rate:4.0%} [{rate.low:.0%}-{rate.high:.0%}] n={rate.games}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("haunts", nargs="*", default=["1-5"])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--lineups", default=",".join(LINEUPS))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    game = betrayal.Game(players=4)
    scripted = scripted_numbers(game.scripts)
    specs = ["6"] if args.quick else args.haunts
    numbers = sorted({n for spec in specs for n in numbers_in(spec, scripted)})
    games = 1 if args.quick else args.games
    lineups = args.lineups.split(",")
    found: dict[str, dict[int, list[HauntGame]]] = {}
    seconds: dict[str, float] = {}
    for lineup in lineups:
        start = time.perf_counter()
        jobs = jobs_for(numbers, games, 0, agents=lineup)
        played: dict[int, list[HauntGame]] = {n: [] for n in numbers}
        for result in run_jobs(jobs, workers=1 if args.quick else args.workers):
            played[result.haunt].append(result)
        found[lineup] = played
        seconds[lineup] = time.perf_counter() - start
    if args.json:
        rows = [
            {
                "haunt": n,
                **{lineup: share(found[lineup][n]).to_json() for lineup in lineups},
            }
            for n in numbers
        ]
        json.dump({"games": games, "seconds": seconds, "haunts": rows}, sys.stdout, indent=2)
        print()
        return 0
    print(f"heroes' share of decided games, {games} games per haunt and line-up")
    print("haunt  " + "  ".join(f"{lineup:<26}" for lineup in lineups))
    for n in numbers:
        print(f"{n:>5}  " + "  ".join(f"{cell(share(found[u][n])):<26}" for u in lineups))
    every = {u: [g for gs in found[u].values() for g in gs] for u in lineups}
    print("  all  " + "  ".join(f"{cell(share(every[u])):<26}" for u in lineups))
    print("time   " + "  ".join(f"{seconds[u]:<26.1f}" for u in lineups))
    return 0


if __name__ == "__main__":
    sys.exit(main())
