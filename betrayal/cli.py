"""The ``betrayal`` command line."""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from betrayal.agents import GoalAgent, RandomAgent
from betrayal.agents.base import Agent
from betrayal.catalogue import traitor_words
from betrayal.content.loader import load, shipped_editions
from betrayal.core import serialize
from betrayal.core.actions import Action
from betrayal.core.rules.haunt import haunt_key
from betrayal.core.state import CHANCE, GameState, Phase
from betrayal.driver import play
from betrayal.errors import BetrayalError
from betrayal.game import Game
from betrayal.haunt_files import is_number_spec, numbers_in, scripted_numbers, shipped_file
from betrayal.narrate import describe_reveal, describe_win, turn_header
from betrayal.narrate_board import monsters_standing
from betrayal.narrate_scripts import win_reason
from betrayal.script.english import render_program
from betrayal.script.load import CheckResult, check_files, check_text, content_scripts
from betrayal.simulate import AGENTS, DEFAULT_TURN_CAP, HauntGame
from betrayal.story import Story


def _play(args: argparse.Namespace) -> int:
    game = Game(edition=args.edition, players=args.players, ruleset=args.ruleset)
    explorers = args.explorers.split(",") if args.explorers else None
    haunt = _one_haunt(game, args.haunt)
    _say_replaced(game)
    state = game.new_state(
        seed=args.seed,
        explorers=explorers,
        first_player=args.first,
        haunt=haunt,
        scenario=args.scenario,
    )
    out = sys.stdout
    names = ", ".join(f"seat {i}: {state.explorer_def(i).name}" for i in range(state.players))
    print(f"{game.ruleset.title}; {state.players} players; seed {args.seed}", file=out)
    print(f"Explorers: {names}", file=out)
    if state.setup.scenario is not None:
        print(f"Scenario card: {game.content.scenario(state.setup.scenario).name}", file=out)
    print(f"Haunt roll: {game.ruleset.haunt_roll.describe()}", file=out)
    if state.reveal is not None:
        print("The exploration was played by seeded random explorers.", file=out)
        for line in describe_reveal(state):
            print(line, file=out)
        # The set-up ran before the log began: say where its monsters came onto the board.
        for line in monsters_standing(state):
            print(line, file=out)
    if state.winner is not None:
        # Won as the haunt began (a fan's rule, say): no step of play will announce it.
        print(describe_win(state), file=out)
        reason = win_reason(state)
        if reason is not None:
            print(reason, file=out)
    else:
        print(turn_header(state), file=out)

    story = Story(lambda line: print(line, file=out))
    show = story.step

    if args.agents not in ("goal", "random") and haunt is None:
        raise BetrayalError(f"the {args.agents} agents play a haunt: name one with --haunt")
    if haunt is not None and (args.turn_cap is not None or args.agents not in ("goal", "random")):
        # As `simulate` and `report` play: their agents, seeds and cap, so that a seed
        # they name plays the same game here, with its log.
        agents = [AGENTS[args.agents](state, seat, args.seed) for seat in range(state.players)]
        final = _play_capped(state, agents, args.turn_cap, args.max_steps, show)
        story.close()
        if not final.is_terminal() and args.turn_cap is not None:
            print(f"The turn cap of {args.turn_cap} haunt turns was reached.", file=out)
    else:
        make = GoalAgent if args.agents == "goal" else RandomAgent
        agents = [make(args.seed * 100 + seat) for seat in range(state.players)]
        final = play(state, agents, max_steps=args.max_steps, on_step=show)
        story.close()
    if final.phase is Phase.HAUNT and final.haunt_script is None:
        print("This haunt has no script yet, so play stops at its reveal.", file=out)
    print(f"Stopped after {len(final.history)} steps, phase {final.phase.value}.", file=out)
    if args.save:
        Path(args.save).write_text(game.serialize(final), encoding="utf-8")
        print(f"Saved to {args.save}", file=out)
    return 0


def _play_capped(
    state: GameState,
    agents: Sequence[Agent],
    turn_cap: int | None,
    max_steps: int,
    show: Callable[[GameState, Action, GameState], None],
) -> GameState:
    """Play on until the game ends or ``turn_cap`` haunt turns have passed, as `simulate`
    counts them (or ``max_steps`` steps, with no cap)."""
    first = state.turn.number
    cap = turn_cap if turn_cap is not None else max_steps
    for _ in range(max_steps):
        if state.is_terminal() or state.turn.number - first >= cap:
            break
        player = state.current_player()
        action = state.sample_chance() if player == CHANCE else agents[player].act(state, player)
        after = state.apply(action)
        show(state, action, after)
        state = after
    return state


def _one_haunt(game: Game, spec: str | None) -> int | None:
    """``play --haunt``: one haunt, by number or file (a file is added to the game)."""
    if spec is None:
        return None
    numbers = _numbers(game, [spec])
    if len(numbers) != 1:
        raise BetrayalError(f"play takes one haunt, and {spec!r} names {len(numbers)}")
    return numbers[0]


def _numbers(game: Game, specs: Sequence[str]) -> list[int]:
    """The haunts named by numbers, ranges, ``all`` and files, in order, each once; files
    are added to the game (replacing a shipped haunt of the same number)."""
    found: list[int] = []
    for spec in specs:
        if is_number_spec(spec):
            named = numbers_in(spec, scripted_numbers(game.scripts))
        else:
            named = [game.haunt_number(spec)]
        found.extend(n for n in named if n not in found)
    if not found:
        # `all` in an edition whose haunts are not scripted yet, or a range with none.
        raise BetrayalError(
            f"no scripted haunt of {game.edition} among {' '.join(specs)} "
            "(`betrayal list` shows which haunts have scripts)"
        )
    return found


def _say_replaced(game: Game) -> None:
    for number, file in sorted(game.replaced.items()):
        print(
            f"betrayal: {file} replaces the edition's haunt {number} for this run", file=sys.stderr
        )


def _script_paths(edition: str, specs: Sequence[str]) -> list[Path]:
    """``check`` and ``explain``: haunt numbers, ranges and ``all`` as the shipped files."""
    shipped = content_scripts(load(edition))
    paths: list[Path] = []
    for spec in specs:
        if is_number_spec(spec):
            numbers = numbers_in(spec, scripted_numbers(shipped))
            paths.extend(shipped_file(shipped, n) for n in numbers)
        else:
            paths.append(Path(spec))
    return paths


def _replay(args: argparse.Namespace) -> int:
    text = serialize.read_save(args.file)
    header = serialize.read_header(text)
    game = Game(edition=header.edition, players=header.players, ruleset=header.ruleset)
    state = game.deserialize(text)
    print(
        f"Replayed {len(state.history)} steps: phase {state.phase.value}, turn {state.turn.number}"
    )
    return 0


def _check(args: argparse.Namespace) -> int:
    content = load(args.edition)
    results = check_files(_script_paths(args.edition, args.paths), content)
    if not results:
        print("betrayal: no script files found (*.bet, *.haunt)", file=sys.stderr)
        return 2
    problems = [d for r in results for d in r.diagnostics]
    if args.json:
        print(json.dumps([d.to_json() for d in problems], indent=2))
    else:
        for result in results:
            for d in result.diagnostics:
                print(d.format_with_source(result.text))
        errors = sum(1 for d in problems if d.is_error)
        warnings = len(problems) - errors
        print(
            f"{len(results)} file(s) checked: {errors} error(s), {warnings} warning(s)",
            file=sys.stderr,
        )
        for result in results:
            _other_edition_hint(result, args.edition)
    return 1 if any(d.is_error for d in problems) else 0


def _other_edition_hint(result: CheckResult, edition: str) -> None:
    """A file full of unknown names may be another edition's script: say which edition
    it checks clean against (each edition names its own rooms and cards)."""
    if not any(d.code == "E201" for d in result.errors):
        return
    for other in shipped_editions():
        if other != edition and not check_text(result.text, load(other), result.file).errors:
            print(
                f"betrayal: {result.file} checks clean as a script of the {other} edition: "
                f"run with --edition {other}",
                file=sys.stderr,
            )
            return


def _explain(args: argparse.Namespace) -> int:
    content = load(args.edition)
    status = 0
    for result in check_files(_script_paths(args.edition, args.paths), content):
        for d in result.diagnostics:
            print(d.format_with_source(result.text), file=sys.stderr)
        if result.errors:
            status = 1
            continue
        for program in result.programs:
            print("\n".join(render_program(program)))
            print()
    return status


def _fmt(args: argparse.Namespace) -> int:
    from betrayal.editor.format import format_text
    from betrayal.script.load import read_script, script_files

    refused: list[Path] = []
    paths = script_files((Path(p) for p in args.paths), refused)
    if not paths:
        print("betrayal: no script files found (*.bet, *.haunt)", file=sys.stderr)
        return 2
    status = 0
    for path in paths:
        if path in refused:
            # As in `check`: a link in a folder that leads out of it is neither read nor written.
            problem = "E000 not read: a link that leads out of the folder"
            print(f"{path}:1:1: {problem}", file=sys.stderr)
            status = 1
            continue
        text = read_script(path)
        if not isinstance(text, str):
            print(text.format(), file=sys.stderr)
            status = 1
            continue
        result = format_text(text, str(path))
        if result.text is None:
            for d in result.diagnostics:
                print(d.format(), file=sys.stderr)
            print(f"betrayal: {path} not formatted: it has syntax errors", file=sys.stderr)
            status = 1
        elif args.check:
            if result.text != text:
                print(f"would reformat {path}", file=sys.stderr)
                status = 1
        elif args.write:
            if result.text != text:
                path.write_text(result.text, encoding="utf-8")
                print(f"reformatted {path}", file=sys.stderr)
        else:
            sys.stdout.write(result.text)
    return status


def _upgrade(args: argparse.Namespace) -> int:
    from betrayal.editor.upgrade import upgrade_text
    from betrayal.script.load import read_script, script_files

    refused: list[Path] = []
    paths = script_files((Path(p) for p in args.paths), refused)
    if not paths:
        print("betrayal: no script files found (*.bet, *.haunt)", file=sys.stderr)
        return 2
    status = 0
    for path in paths:
        if path in refused:
            print(
                f"{path}:1:1: E000 not read: a link that leads out of the folder", file=sys.stderr
            )
            status = 1
            continue
        text = read_script(path)
        if not isinstance(text, str):
            print(text.format(), file=sys.stderr)
            status = 1
            continue
        result = upgrade_text(text, str(path))
        if result.text is None:
            for d in result.diagnostics:
                print(d.format(), file=sys.stderr)
            print(f"betrayal: {path} not upgraded", file=sys.stderr)
            status = 1
        elif args.check:
            if result.text != text:
                print(f"would upgrade {path}", file=sys.stderr)
                status = 1
        elif args.write:
            if result.text != text:
                path.write_text(result.text, encoding="utf-8")
                print(f"upgraded {path}", file=sys.stderr)
        else:
            sys.stdout.write(result.text)
    return status


def _lsp(args: argparse.Namespace) -> int:
    try:
        from betrayal.editor.server import serve
    except ImportError as e:
        missing = e.name or "pygls"
        print(
            f"betrayal: the language server needs the lsp extra ({missing} is not installed);"
            " install it with: pip install 'betrayal[lsp]'",
            file=sys.stderr,
        )
        return 2
    serve(edition=args.edition)
    return 0


def _simulate(args: argparse.Namespace) -> int:
    from rich.progress import Progress

    from betrayal import sim_report
    from betrayal.simulate import jobs_for, run_jobs, summarise

    scripts = [h for h in args.haunts if not is_number_spec(h)]
    game = Game(edition=args.edition, players=args.players, scripts=scripts)
    numbers = _numbers(game, args.haunts)
    _say_replaced(game)
    jobs = jobs_for(
        numbers,
        args.games,
        args.seed,
        players=args.players,
        agents=args.agents,
        turn_cap=args.turn_cap,
        scripts=[str(Path(p).resolve()) for p in scripts],
        edition=args.edition,
    )
    games: dict[int, list[HauntGame]] = {n: [] for n in numbers}
    quiet = args.json or not sys.stderr.isatty()
    with Progress(disable=quiet, transient=True) as progress:
        task = progress.add_task("playing", total=len(jobs))
        for result in run_jobs(jobs, workers=args.workers):
            games[result.haunt].append(result)
            progress.advance(task)
    reports = [
        summarise(game.scripts.program(haunt_key(n)), sorted(gs, key=lambda g: g.seed))
        for n, gs in games.items()
    ]
    if args.json:
        sim_report.print_json(reports, sys.stdout)
    else:
        sim_report.print_table(reports, args.turn_cap, sys.stdout)
    broken = [f"haunt {r.haunt}, {e}" for r in reports for e in r.errors]
    for line in broken:
        print(f"betrayal: a game broke: {line}", file=sys.stderr)
    return 1 if broken else 0


def _report(args: argparse.Namespace) -> int:
    from betrayal.report import plots
    from betrayal.report.build import Plan, player_counts, write

    plots.require()  # before any game is played: say how to install matplotlib
    if args.games < 1:
        raise BetrayalError(f"--games is the games per haunt and player count, not {args.games}")
    counts = player_counts(args.players)
    scripts = [h for h in args.haunts if not is_number_spec(h)]
    game = Game(edition=args.edition, players=counts[0], scripts=scripts)
    rules = game.ruleset
    for n in counts:
        if not rules.min_players <= n <= rules.max_players:
            raise BetrayalError(
                f"{rules.title} is for {rules.min_players} to {rules.max_players} players, not {n}"
            )
    numbers = _numbers(game, args.haunts)
    _say_replaced(game)
    plan = Plan(
        haunts=tuple(numbers),
        games=args.games,
        players=counts,
        agents=args.agents,
        seed=args.seed,
        turn_cap=args.turn_cap,
        scripts=tuple(str(Path(p).resolve()) for p in scripts),
        workers=args.workers,
        edition=args.edition,
    )
    out = Path(args.out)
    found = write(game, plan, out, keep_json=args.json, show_progress=sys.stderr.isatty())
    for f in found:
        share = f.heroes_share
        print(
            f"haunt {f.haunt} {f.title}: heroes {share.wins} of {share.games} decided games"
            f" ({share.rate:.0%}, 95% {share.low:.0%}-{share.high:.0%});"
            f" {out / f'haunt-{f.haunt:02d}.html'}"
        )
    print(f"index: {out / 'index.html'}")
    broken = [b for f in found for b in f.broken]
    for line in broken:
        print(f"betrayal: a game broke: {line}", file=sys.stderr)
    return 1 if broken else 0


def _list(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    content = load(args.edition)
    shipped = content_scripts(content)
    scripted = set(scripted_numbers(shipped))
    if args.json:
        rows = [
            {
                "haunt": h.number,
                "title": h.name,
                "traitor": traitor_words(h.traitor),
                "file": str(shipped_file(shipped, h.number)) if h.number in scripted else None,
            }
            for h in sorted(content.haunts, key=lambda h: h.number)
        ]
        print(json.dumps(rows, indent=2))
        return 0
    table = Table(title=f"The haunts of {args.edition}")
    for column in ("#", "title", "traitor", "file"):
        table.add_column(column, justify="right" if column == "#" else "left")
    for h in sorted(content.haunts, key=lambda h: h.number):
        file = shipped_file(shipped, h.number).name if h.number in scripted else "not scripted"
        table.add_row(str(h.number), h.name, traitor_words(h.traitor), file)
    Console(width=140).print(table)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="betrayal", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser(
        "play", help="play a seeded game to its end with goal-directed agents and print its log"
    )
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--edition", default="hoth2")
    p.add_argument(
        "--ruleset", default=None, help="another edition's rules (hoth2, hoth3, baldurs_gate)"
    )
    p.add_argument("--explorers", default=None, help="comma-separated explorer ids, one per seat")
    p.add_argument(
        "--scenario", default=None, help="the 3rd edition's scenario card (default: from the seed)"
    )
    p.add_argument("--first", type=int, default=0, help="the seat that takes the first turn")
    p.add_argument("--max-steps", type=int, default=100_000)
    p.add_argument(
        "--agents",
        choices=tuple(AGENTS),
        default="goal",
        help="who plays: goal-directed agents (the default: they play the haunt to win),"
        " random ones, or with --haunt, search agents (they look ahead with the goal"
        " agents; slow)",
    )
    p.add_argument("--save", default=None, help="write the finished game to this file")
    p.add_argument(
        "--turn-cap",
        type=int,
        default=None,
        help="with --haunt: play as simulate and report do (their agents and seeds), and stop"
        " after this many haunt turns",
    )
    p.add_argument(
        "--haunt",
        default=None,
        help="start at this haunt's reveal (a number, or a haunt script's path, which replaces"
        " a shipped haunt of the same number) and play it out",
    )
    p.set_defaults(run=_play)
    r = sub.add_parser("replay", help="load a saved game, replay it and report where it stands")
    r.add_argument("file")
    r.set_defaults(run=_replay)
    c = sub.add_parser("check", help="check scripts: file:line:col: CODE message per problem")
    c.add_argument("paths", nargs="+", help=_SPECS)
    c.add_argument("--json", action="store_true", help="print the problems as JSON")
    c.add_argument("--edition", default="hoth2")
    c.set_defaults(run=_check)
    e = sub.add_parser("explain", help="print the rules of scripts in plain English")
    e.add_argument("paths", nargs="+", help=_SPECS)
    e.add_argument("--edition", default="hoth2")
    e.set_defaults(run=_explain)
    f = sub.add_parser(
        "fmt", help="print scripts in their canonical layout (indentation, spacing, blank lines)"
    )
    f.add_argument("paths", nargs="+", help="script files or folders")
    mode = f.add_mutually_exclusive_group()
    mode.add_argument(
        "--check", action="store_true", help="print nothing; exit 1 if a file would change"
    )
    mode.add_argument("--write", "-w", action="store_true", help="rewrite the files in place")
    f.set_defaults(run=_fmt)
    u = sub.add_parser(
        "upgrade",
        help="rewrite scripts in the current language (retired names written out), "
        "comments and layout kept",
    )
    u.add_argument("paths", nargs="+", help="script files or folders")
    mode = u.add_mutually_exclusive_group()
    mode.add_argument(
        "--check", action="store_true", help="print nothing; exit 1 if a file would change"
    )
    mode.add_argument("--write", "-w", action="store_true", help="rewrite the files in place")
    u.set_defaults(run=_upgrade)
    s = sub.add_parser("lsp", help="run the language server over stdio (needs betrayal[lsp])")
    s.add_argument("--edition", default="hoth2")
    # Editors' clients often pass --stdio; stdio is the only transport, so it is accepted.
    s.add_argument("--stdio", action="store_true", help=argparse.SUPPRESS)
    s.set_defaults(run=_lsp)
    m = sub.add_parser(
        "simulate", help="play haunts many times from their reveal and tabulate the outcomes"
    )
    m.add_argument("haunts", nargs="+", help=_SPECS)
    m.add_argument("--games", type=int, default=20, help="games per haunt")
    m.add_argument("--seed", type=int, default=0, help="the first game's seed (then +1 each)")
    m.add_argument("--players", type=int, default=4)
    m.add_argument("--edition", default="hoth2")
    m.add_argument(
        "--agents",
        choices=tuple(AGENTS),
        default="goal",
        help="goal, random, or search agents (everywhere or on one side; slow)",
    )
    m.add_argument("--turn-cap", type=int, default=DEFAULT_TURN_CAP, help="haunt turns per game")
    m.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    m.add_argument("--json", action="store_true", help="print the figures as JSON")
    m.set_defaults(run=_simulate)
    rp = sub.add_parser(
        "report", help="play haunts many times and write an HTML balance report with plots"
    )
    rp.add_argument("haunts", nargs="+", help=_SPECS)
    rp.add_argument("--out", required=True, help="the folder to write the report into")
    rp.add_argument("--games", type=int, default=50, help="games per haunt and player count")
    rp.add_argument("--players", default="4", help="player counts: 4, 3-6 or 3,5 (default 4)")
    rp.add_argument("--seed", type=int, default=0, help="the first game's seed (then +1 each)")
    rp.add_argument("--edition", default="hoth2")
    rp.add_argument("--agents", choices=tuple(AGENTS), default="goal")
    rp.add_argument("--turn-cap", type=int, default=DEFAULT_TURN_CAP, help="haunt turns per game")
    rp.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    rp.add_argument(
        "--json", action="store_true", help="also keep each haunt's figures as haunt-NN.json"
    )
    rp.set_defaults(run=_report)
    li = sub.add_parser("list", help="list the edition's haunts: number, title, traitor, file")
    li.add_argument("--edition", default="hoth2")
    li.add_argument("--json", action="store_true", help="print the list as JSON")
    li.set_defaults(run=_list)
    return parser


_SPECS = (
    "haunt numbers, ranges such as 1-10, `all`, or script files and folders (a haunt file"
    " with a shipped haunt's number replaces that haunt)"
)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except BetrayalError as e:
        print(f"betrayal: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader (e.g. `head`) stopped early; that is not an error of ours.
        sys.stderr.close()
        return 0
    except OSError as e:
        print(f"betrayal: {e}", file=sys.stderr)
        return 2
    except Exception as e:
        # A bug of ours, not bad input: still one line, unless asked for the details.
        if os.environ.get("BETRAYAL_DEBUG"):
            traceback.print_exc()
        else:
            where = f"{type(e).__name__}: {e}".splitlines()[0]
            print(
                f"betrayal: internal error ({where}); please report it "
                "(BETRAYAL_DEBUG=1 shows the traceback)",
                file=sys.stderr,
            )
        return 3
    return code


if __name__ == "__main__":
    raise SystemExit(main())
