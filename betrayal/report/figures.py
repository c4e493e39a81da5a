"""The figures of a balance report: win rates with their uncertainty, game lengths, what
fired and when, and the seeds worth watching. Plain data, ready for JSON."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

import attrs

from betrayal.script.program import Program
from betrayal.simulate import HauntGame

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054

SIDES = ("heroes", "traitor", "other", "none")
"""How a game can end: a side won, someone won alone (a free-for-all), or nobody did
(the turn cap, or everyone gone)."""


@attrs.frozen
class Rate:
    """``wins`` of ``games``, with the 95% Wilson score interval of the rate."""

    wins: int
    games: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "wins": self.wins,
            "games": self.games,
            "rate": round(self.rate, 4),
            "low": round(self.low, 4),
            "high": round(self.high, 4),
        }


def wilson(wins: int, games: int, z: float = Z95) -> Rate:
    """The Wilson score interval: unlike the plain p ± z·se, it stays inside [0, 1] and
    is not zero-width when a side never (or always) wins, which small runs often show."""
    if games == 0:
        return Rate(0, 0, 0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return Rate(wins, games, max(0.0, centre - half), min(1.0, centre + half))


def side_of(game: HauntGame) -> str:
    if game.winner in ("heroes", "traitor"):
        return game.winner
    return "none" if game.winner is None else "other"


@attrs.frozen
class Fired:
    """How often one of the haunt's actions or triggers was used, and in which turns."""

    label: str
    games: int
    """Games in which it was used at least once."""
    times: int
    turns: tuple[int, ...]
    """The turn (after the reveal) of each use, in order."""

    def to_json(self) -> dict[str, object]:
        return {"label": self.label, "games": self.games, "times": self.times}


@attrs.frozen
class Example:
    """A game worth watching, and the command that plays it again."""

    why: str
    seed: int
    players: int
    turns: int
    winner: str | None
    command: str

    def to_json(self) -> dict[str, object]:
        return attrs.asdict(self)


@attrs.frozen
class HauntFigures:
    haunt: int
    title: str
    games: int
    broken: tuple[str, ...]
    by_players: dict[int, dict[str, Rate]]
    """Player count -> side -> rate over that count's games."""
    overall: dict[str, Rate]
    heroes_share: Rate
    """The heroes' wins out of the games that either the heroes or the traitor won."""
    lengths: tuple[int, ...]
    capped: int
    fired: tuple[Fired, ...]
    examples: tuple[Example, ...]
    warnings: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "haunt": self.haunt,
            "title": self.title,
            "games": self.games,
            "broken": list(self.broken),
            "by_players": {
                str(n): {side: r.to_json() for side, r in rates.items()}
                for n, rates in self.by_players.items()
            },
            "overall": {side: r.to_json() for side, r in self.overall.items()},
            "heroes_share": self.heroes_share.to_json(),
            "lengths": list(self.lengths),
            "median_turns": statistics.median(self.lengths) if self.lengths else 0,
            "turn_cap": self.capped,
            "fired": [f.to_json() for f in self.fired],
            "examples": [e.to_json() for e in self.examples],
            "warnings": list(self.warnings),
        }


def rates(games: Sequence[HauntGame]) -> dict[str, Rate]:
    sides = [side_of(g) for g in games]
    return {side: wilson(sides.count(side), len(games)) for side in SIDES}


def fired(program: Program, games: Sequence[HauntGame]) -> tuple[Fired, ...]:
    """Every action and trigger of the haunt, used or not, in the script's order."""
    found = []
    for action in program.actions:
        turns = [[t for name, t in g.uses if name == action.name] for g in games]
        found.append(_fired(f"action {action.name}", turns))
    for i, trigger in enumerate(program.triggers):
        turns = [[t for index, t in g.fires if index == i] for g in games]
        label = f"on {trigger.event} (line {trigger.span.line})"
        found.append(_fired(label, turns))
    return tuple(found)


def _fired(label: str, per_game: Sequence[Sequence[int]]) -> Fired:
    every = tuple(t for turns in per_game for t in turns)
    return Fired(label, sum(1 for turns in per_game if turns), len(every), every)


def examples(games: Sequence[HauntGame], replay: str) -> tuple[Example, ...]:
    """The first game each side won, and the longest game (the cap's, if any reached
    it). ``replay`` is the command up to the seed: ``betrayal play --haunt 6``."""
    found = []
    whys = {
        "heroes": "a game the heroes won",
        "traitor": "a game the traitor won",
        "other": "a game one explorer won alone",
    }
    for side, why in whys.items():
        won = [g for g in games if side_of(g) == side]
        if won:
            found.append(_example(why, won[0], replay))
    if games:
        longest = max(games, key=lambda g: (g.turns, -g.seed))
        found.append(_example("the longest game", longest, replay))
    return tuple(found)


def _example(why: str, game: HauntGame, replay: str) -> Example:
    command = f"{replay} --seed {game.seed} --players {game.players}"
    return Example(why, game.seed, game.players, game.turns, game.winner, command)


def figures(
    program: Program,
    games: Sequence[HauntGame],
    *,
    replay: str,
    warnings: Sequence[str] = (),
) -> HauntFigures:
    """The report's figures for the games of one haunt (broken games are listed apart)."""
    ok = sorted((g for g in games if g.error is None), key=lambda g: (g.players, g.seed))
    broken = tuple(f"{g.players} players, seed {g.seed}: {g.error}" for g in games if g.error)
    counts = sorted({g.players for g in ok})
    decided = [g for g in ok if side_of(g) in ("heroes", "traitor")]
    heroes = sum(1 for g in decided if g.winner == "heroes")
    return HauntFigures(
        haunt=int(program.ident),
        title=program.title,
        games=len(ok),
        broken=broken,
        by_players={n: rates([g for g in ok if g.players == n]) for n in counts},
        overall=rates(ok),
        heroes_share=wilson(heroes, len(decided)),
        lengths=tuple(g.turns for g in ok),
        capped=sum(1 for g in ok if g.hit_cap),
        fired=fired(program, ok),
        examples=examples(ok, replay),
        warnings=tuple(warnings),
    )
