"""Showing simulation figures: a rich table for people, JSON for tools."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TextIO

from rich.console import Console
from rich.table import Table

from betrayal.simulate import HauntReport


def table(reports: Sequence[HauntReport], turn_cap: int) -> Table:
    t = Table(title=f"Haunts played from their reveal (turn cap {turn_cap})")
    t.add_column("haunt", justify="right")
    t.add_column("title")
    t.add_column("games", justify="right")
    t.add_column("heroes", justify="right")
    t.add_column("traitor", justify="right")
    t.add_column("other", justify="right")
    t.add_column("turn cap", justify="right")
    t.add_column("undecided", justify="right")
    t.add_column("median turns", justify="right")
    t.add_column("never fired")
    for r in reports:
        t.add_row(
            str(r.haunt),
            r.title,
            str(r.games),
            str(r.heroes_wins),
            str(r.traitor_wins),
            str(r.other_wins),
            str(r.turn_cap),
            str(r.undecided),
            f"{r.median_turns:g}",
            ", ".join(r.never_fired) or "-",
        )
    return t


def print_table(reports: Sequence[HauntReport], turn_cap: int, out: TextIO) -> None:
    Console(file=out, width=160).print(table(reports, turn_cap))


def print_json(reports: Sequence[HauntReport], out: TextIO) -> None:
    json.dump([r.to_json() for r in reports], out, indent=2)
    out.write("\n")
