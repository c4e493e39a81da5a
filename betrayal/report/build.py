"""Playing the games of a report and writing its folder: a page, plots and (on request)
the figures as JSON for each haunt, and an index page."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import attrs
from rich.progress import Progress

from betrayal.content.model import Content
from betrayal.core.rules.haunt import haunt_key
from betrayal.errors import BetrayalError
from betrayal.game import Game
from betrayal.report import page, plots
from betrayal.report.figures import HauntFigures, figures
from betrayal.script.load import check_file
from betrayal.simulate import HauntGame, jobs_for, run_jobs


@attrs.frozen
class Plan:
    """What to play: ``games`` games of each haunt at each player count."""

    haunts: tuple[int, ...]
    games: int
    players: tuple[int, ...]
    agents: str = "goal"
    seed: int = 0
    turn_cap: int = 150
    scripts: tuple[str, ...] = ()
    workers: int | None = None
    edition: str = "hoth2"


def player_counts(spec: str) -> tuple[int, ...]:
    """``4``, ``3-6`` or ``3,5``: the player counts to play."""
    counts: list[int] = []
    for part in spec.split(","):
        low, _, high = part.strip().partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise BetrayalError(f"{spec!r} is not a player count, a range such as 3-6, or a list")
        first, last = int(low), int(high or low)
        if first > last:
            raise BetrayalError(f"the range {part} is empty: write the lower number first")
        counts.extend(n for n in range(first, last + 1) if n not in counts)
    return tuple(sorted(counts))


def play(plan: Plan, *, show_progress: bool) -> dict[int, list[HauntGame]]:
    """Every game of the plan, by haunt, on the plan's workers."""
    jobs = [
        job
        for n in plan.players
        for job in jobs_for(
            plan.haunts,
            plan.games,
            plan.seed,
            players=n,
            agents=plan.agents,
            turn_cap=plan.turn_cap,
            scripts=plan.scripts,
            edition=plan.edition,
        )
    ]
    played: dict[int, list[HauntGame]] = {n: [] for n in plan.haunts}
    with Progress(disable=not show_progress, transient=True) as progress:
        task = progress.add_task("playing", total=len(jobs))
        for result in run_jobs(jobs, workers=plan.workers):
            played[result.haunt].append(result)
            progress.advance(task)
    return played


def source_of(game: Game, number: int) -> Path:
    program = game.scripts.program(haunt_key(number))
    if program.span is None:  # pragma: no cover - compiled programs all have their span
        raise BetrayalError(f"haunt {number} has no script file")
    return Path(program.span.file)


def warnings_of(path: Path, content: Content) -> tuple[str, ...]:
    return tuple(d.format() for d in check_file(path, content).diagnostics if not d.is_error)


def replay_command(game: Game, number: int, plan: Plan) -> str:
    """``betrayal play`` of one of the plan's games, up to its seed and player count."""
    shipped = number not in game.replaced and not any(
        source_of(game, number).resolve() == Path(s).resolve() for s in plan.scripts
    )
    haunt = str(number) if shipped else shlex.quote(str(source_of(game, number)))
    return f"betrayal play --haunt {haunt} --agents {plan.agents} --turn-cap {plan.turn_cap}"


def write(
    game: Game, plan: Plan, out: Path, *, keep_json: bool, show_progress: bool
) -> list[HauntFigures]:
    """Play the plan and write the report into ``out``; returns each haunt's figures."""
    plots.require()
    out.mkdir(parents=True, exist_ok=True)
    played = play(plan, show_progress=show_progress)
    reported: list[tuple[HauntFigures, str]] = []
    for number, games in played.items():
        source = source_of(game, number)
        found = figures(
            game.scripts.program(haunt_key(number)),
            games,
            replay=replay_command(game, number, plan),
            warnings=warnings_of(source, game.content),
        )
        stem = f"haunt-{number:02d}"
        files = plots.draw(found, out, stem)
        relative = {name: path.relative_to(out) for name, path in files.items()}
        (out / f"{stem}.html").write_text(
            page.haunt_page(found, relative, str(source)), encoding="utf-8"
        )
        if keep_json:
            text = json.dumps(found.to_json(), indent=2, ensure_ascii=False)
            (out / f"{stem}.json").write_text(text + "\n", encoding="utf-8")
        reported.append((found, f"{stem}.html"))
    (out / "index.html").write_text(page.index_page(reported), encoding="utf-8")
    return [f for f, _ in reported]
