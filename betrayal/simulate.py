"""Playing haunts out from their reveal, many times, and summing up what happened.

This is what ``betrayal simulate`` runs and what the haunt tests use: one game is a
seeded exploration that reaches the haunt's reveal (random explorers build the house),
then agents play the haunt until a side wins or the turn cap is reached. Games are
independent, so a run spreads them over worker processes.
"""

from __future__ import annotations

import os
import statistics
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import attrs

from betrayal.agents.base import Agent
from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.random_agent import RandomAgent
from betrayal.agents.search_agent import SearchAgent
from betrayal.core.actions import Action, Kind
from betrayal.core.rules import haunt
from betrayal.core.rules.haunt import haunt_key
from betrayal.core.state import CHANCE, TERMINAL, GameState
from betrayal.game import Game
from betrayal.script.program import Program

#: Haunt turns (one per explorer turn or monster turn) before a game is called unfinished.
DEFAULT_TURN_CAP = 150

AgentFactory = Callable[[GameState, int, int], Agent]
"""Builds the agent for ``(state at the reveal, seat, game seed)``."""

StepCheck = Callable[[GameState], None]


def goal_agents(state: GameState, seat: int, seed: int) -> Agent:
    return GoalAgent(seed * 31 + seat)


def random_agents(state: GameState, seat: int, seed: int) -> Agent:
    return RandomAgent(seed * 31 + seat)


def search_agents(state: GameState, seat: int, seed: int) -> Agent:
    return SearchAgent(seed * 31 + seat)


def _searching(side: str) -> AgentFactory:
    def agents(state: GameState, seat: int, seed: int) -> Agent:
        if haunt.side_of(state, seat) == side:
            return search_agents(state, seat, seed)
        return goal_agents(state, seat, seed)

    return agents


AGENTS: dict[str, AgentFactory] = {
    "goal": goal_agents,
    "random": random_agents,
    # Look-ahead agents (slow: a few hundred times the goal agent's time per game), at
    # every seat or on one side only, the other played by goal agents (a side is taken
    # at the reveal: a hidden traitor counts as a hero here).
    "search": search_agents,
    "search-heroes": _searching("heroes"),
    "search-traitor": _searching("traitor"),
}


@attrs.frozen
class HauntGame:
    """How one game of a haunt went."""

    haunt: int
    seed: int
    winner: str | None
    """``"heroes"``, ``"traitor"``, the winning seats' numbers (joined by commas) for a
    free-for-all, or None when the turn cap was reached first."""
    turns: int
    """Turns played from the reveal to the end (or to the cap)."""
    steps: int
    hit_cap: bool
    used: frozenset[str]
    """The haunt's actions that were taken, by name."""
    fired: frozenset[int]
    """The haunt's triggers that ran, by their index in the script."""
    error: str | None = None
    """What broke, when the game could not be played to its end (a script error, say)."""
    players: int = 4
    uses: tuple[tuple[str, int], ...] = ()
    """Each use of a haunt action: (its name, the turn after the reveal it was taken in)."""
    fires: tuple[tuple[int, int], ...] = ()
    """Each run of a haunt trigger: (its index in the script, the turn after the reveal)."""


def play_haunt(
    game: Game,
    haunt: int | str | Path,
    seed: int,
    *,
    agents: AgentFactory = goal_agents,
    turn_cap: int = DEFAULT_TURN_CAP,
    check: StepCheck | None = None,
) -> tuple[HauntGame, GameState]:
    """Play one game of ``haunt`` from its reveal; return its summary and last state.

    ``check`` is called on every state along the way (the tests pass the engine's
    invariants). The game's scripts are watched for the haunt's triggers while it runs.
    """
    number = game.haunt_number(haunt)
    key = haunt_key(number)
    fired: list[int] = []

    def on_fire(program: str, index: int) -> None:
        if program == key:
            fired.append(index)

    plain = game.scripts
    game.scripts = plain.observed(on_fire)
    try:
        return _play(game, number, seed, agents, turn_cap, check, fired)
    finally:
        game.scripts = plain


def _play(
    game: Game,
    number: int,
    seed: int,
    agents: AgentFactory,
    turn_cap: int,
    check: StepCheck | None,
    fired: list[int],
) -> tuple[HauntGame, GameState]:
    state = game.new_state(seed=seed, haunt=number)
    seats = [agents(state, seat, seed) for seat in range(state.players)]
    first_turn = state.turn.number
    uses: list[tuple[str, int]] = []
    # Triggers queued while the haunt began count as turn 0; each later one is dated by
    # the turn in which the step that queued it was taken.
    fires = [(index, 0) for index in fired]
    fired.clear()
    steps = 0
    while True:
        if check is not None:
            check(state)
        player = state.current_player()
        turn = state.turn.number - first_turn
        if player == TERMINAL or turn >= turn_cap:
            break
        action: Action
        if player == CHANCE:
            action = state.sample_chance()
        else:
            action = seats[player].act(state, player)
            name = action_name(action)
            if name is not None:
                uses.append((name, turn))
        state = state.apply(action)
        fires.extend((index, turn) for index in fired)
        fired.clear()
        steps += 1
    over = state.current_player() == TERMINAL
    summary = HauntGame(
        haunt=number,
        seed=seed,
        winner=state.winner if over else None,
        turns=state.turn.number - first_turn,
        steps=steps,
        hit_cap=not over,
        used=frozenset(name for name, _ in uses),
        fired=frozenset(index for index, _ in fires),
        players=state.players,
        uses=tuple(uses),
        fires=tuple(fires),
    )
    return summary, state


def action_name(action: Action) -> str | None:
    """The name of the haunt action a player's action takes, if it takes one."""
    if action.kind is Kind.USE and action.args[0].startswith("haunt:"):
        return action.args[1]
    return None


# ----- many games ---------------------------------------------------------------------------


@attrs.frozen
class HauntReport:
    """The figures of many games of one haunt."""

    haunt: int
    title: str
    games: int
    heroes_wins: int
    traitor_wins: int
    other_wins: int
    """Wins by anyone else: a single explorer in a haunt where each plays for themselves."""
    turn_cap: int
    """Games that reached the turn cap with no winner."""
    undecided: int
    """Games that ended with no winner (everyone dead or gone, say)."""
    median_turns: float
    never_fired: tuple[str, ...]
    """The haunt's actions and triggers that no game used."""
    errors: tuple[str, ...] = ()
    """Games that broke before their end, each as ``"seed N: what broke"``; they count in
    ``games`` and in no other figure."""

    def to_json(self) -> dict[str, object]:
        return {
            "haunt": self.haunt,
            "title": self.title,
            "games": self.games,
            "heroes_wins": self.heroes_wins,
            "traitor_wins": self.traitor_wins,
            "other_wins": self.other_wins,
            "turn_cap": self.turn_cap,
            "undecided": self.undecided,
            "median_turns": self.median_turns,
            "never_fired": list(self.never_fired),
            "errors": list(self.errors),
        }


def summarise(program: Program, games: Sequence[HauntGame]) -> HauntReport:
    """Sum up games of one haunt, naming what its script offered that nobody used."""
    used = set().union(*(g.used for g in games)) if games else set()
    fired = set().union(*(g.fired for g in games)) if games else set()
    missing = [f"action {a.name}" for a in program.actions if a.name not in used]
    missing += [
        f"trigger on {t.event} (line {t.span.line})"
        for i, t in enumerate(program.triggers)
        if i not in fired
    ]
    broken = [g for g in games if g.error is not None]
    games = [g for g in games if g.error is None]
    winners = [g.winner for g in games]
    return HauntReport(
        haunt=int(program.ident),
        title=program.title,
        games=len(games) + len(broken),
        heroes_wins=winners.count("heroes"),
        traitor_wins=winners.count("traitor"),
        other_wins=sum(1 for w in winners if w not in (None, "heroes", "traitor")),
        turn_cap=sum(1 for g in games if g.hit_cap),
        undecided=sum(1 for g in games if g.winner is None and not g.hit_cap),
        median_turns=float(statistics.median(g.turns for g in games)) if games else 0.0,
        never_fired=tuple(missing),
        errors=tuple(f"seed {g.seed}: {g.error}" for g in broken),
    )


@attrs.frozen
class Job:
    """One game to play, in a form a worker process can receive."""

    haunt: int
    seed: int
    players: int
    agents: str
    turn_cap: int
    scripts: tuple[str, ...]
    edition: str = "hoth2"


_GAMES: dict[tuple[str, int, tuple[str, ...]], Game] = {}


def run_job(job: Job) -> HauntGame:
    """Play one job's game (in whatever process runs it). A game that breaks comes back
    as such, with what broke, so that one bad game does not lose a long run; replay it
    alone with its haunt and seed."""
    key = (job.edition, job.players, job.scripts)
    game = _GAMES.get(key)
    if game is None:
        game = _GAMES[key] = Game(edition=job.edition, players=job.players, scripts=job.scripts)
    try:
        summary, _ = play_haunt(
            game, job.haunt, job.seed, agents=AGENTS[job.agents], turn_cap=job.turn_cap
        )
    except Exception as error:
        return HauntGame(
            haunt=job.haunt,
            seed=job.seed,
            winner=None,
            turns=0,
            steps=0,
            hit_cap=False,
            used=frozenset(),
            fired=frozenset(),
            error=f"{type(error).__name__}: {error}",
            players=job.players,
        )
    return summary


def run_jobs(jobs: Sequence[Job], workers: int | None = None) -> Iterator[HauntGame]:
    """Play every job, on ``workers`` processes (default: one per core), in any order."""
    count = workers if workers is not None else (os.cpu_count() or 1)
    if count <= 1 or len(jobs) <= 1:
        yield from map(run_job, jobs)
        return
    with ProcessPoolExecutor(max_workers=count) as pool:
        yield from pool.map(run_job, jobs, chunksize=max(1, len(jobs) // (count * 8)))


def jobs_for(
    haunts: Iterable[int],
    games: int,
    seed: int,
    *,
    players: int = 4,
    agents: str = "goal",
    turn_cap: int = DEFAULT_TURN_CAP,
    scripts: Sequence[str] = (),
    edition: str = "hoth2",
) -> list[Job]:
    """``games`` games of each haunt, with seeds from ``seed`` on (the same for each haunt)."""
    return [
        Job(number, seed + i, players, agents, turn_cap, tuple(scripts), edition)
        for number in haunts
        for i in range(games)
    ]
