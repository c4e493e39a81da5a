"""The report's pictures, drawn with matplotlib into PNG files (the ``report`` extra).

matplotlib is imported here only, when a report is drawn; the figures are built with its
object API, never pyplot, as the report is written by scripts and CI jobs with no display.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from betrayal.errors import BetrayalError
from betrayal.report.figures import HauntFigures

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

INSTALL = "pip install 'betrayal[report]'"

#: Colours of each way a game can end, in the plots and the page.
COLOURS = {"heroes": "#2f6fb0", "traitor": "#b03a2e", "other": "#8e6fb0", "none": "#9a9a9a"}
LABELS = {
    "heroes": "heroes",
    "traitor": "traitor",
    "other": "one alone",
    "none": "nobody (cap)",
}


class MissingPlotting(BetrayalError):
    def __init__(self, missing: str) -> None:
        super().__init__(
            f"the report draws its plots with matplotlib ({missing} is not installed);"
            f" install it with: {INSTALL}"
        )


def _new_figure(width: float, height: float) -> tuple[Figure, Axes]:
    from matplotlib.figure import Figure

    figure = Figure(figsize=(width, height))
    return figure, figure.subplots()


def require() -> None:
    """Fail early, before any game is played, when matplotlib cannot be imported."""
    try:
        import matplotlib
    except ImportError as e:
        raise MissingPlotting(e.name or "matplotlib") from None
    # Figures are built without pyplot, so no window or global figure state is involved;
    # Agg is named anyway for any code that asks for the backend.
    matplotlib.use("Agg")


def draw(figures: HauntFigures, folder: Path, stem: str) -> dict[str, Path]:
    """Draw every plot of one haunt into ``folder``; returns the files by figure name."""
    require()
    drawn = {
        "wins": _wins(figures),
        "lengths": _lengths(figures),
        "fired": _fired(figures),
        "when": _when(figures),
    }
    files = {}
    for name, figure in drawn.items():
        path = folder / f"{stem}-{name}.png"
        figure.savefig(path, dpi=90, bbox_inches="tight")
        files[name] = path
    return files


def _wins(figures: HauntFigures) -> Figure:
    counts = sorted(figures.by_players)
    sides = [s for s in COLOURS if any(figures.by_players[n][s].wins for n in counts)]
    sides = sides or ["heroes", "traitor"]
    figure, axes = _new_figure(7, 3.6)
    width = 0.8 / len(sides)
    for i, side in enumerate(sides):
        xs = [c + (i - (len(sides) - 1) / 2) * width for c in range(len(counts))]
        rates = [figures.by_players[n][side] for n in counts]
        heights = [r.rate for r in rates]
        below = [max(0.0, r.rate - r.low) for r in rates]
        above = [max(0.0, r.high - r.rate) for r in rates]
        axes.bar(xs, heights, width, color=COLOURS[side], label=LABELS[side])
        axes.errorbar(xs, heights, yerr=[below, above], fmt="none", ecolor="black", capsize=3)
    axes.set_xticks(range(len(counts)), [f"{n} players" for n in counts])
    axes.set_ylim(0, 1)
    axes.set_ylabel("share of games (95% Wilson interval)")
    axes.set_title(f"Haunt {figures.haunt}: who wins")
    axes.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=4, fontsize="small")
    return figure


def _lengths(figures: HauntFigures) -> Figure:
    figure, axes = _new_figure(7, 3.2)
    lengths = list(figures.lengths) or [0]
    axes.hist(lengths, bins=min(30, max(1, len(set(lengths)))), color="#5b8c5a")
    axes.set_xlabel("haunt turns from the reveal to the end")
    axes.set_ylabel("games")
    capped = f", {figures.capped} reached the cap" if figures.capped else ""
    axes.set_title(f"Haunt {figures.haunt}: game length ({figures.games} games{capped})")
    return figure


def _fired(figures: HauntFigures) -> Figure:
    rows = list(figures.fired)
    figure, axes = _new_figure(7, 0.9 + 0.35 * max(1, len(rows)))
    games = max(1, figures.games)
    labels = [f.label for f in rows] or ["(no actions or triggers)"]
    shares = [f.games / games for f in rows] or [0.0]
    axes.barh(range(len(labels)), shares, color="#c0873f")
    axes.set_yticks(range(len(labels)), labels, fontsize="small")
    axes.invert_yaxis()
    axes.set_xlim(0, 1)
    axes.set_xlabel("share of games in which it was used at least once")
    axes.set_title(f"Haunt {figures.haunt}: actions and triggers")
    return figure


def _when(figures: HauntFigures) -> Figure:
    rows = [f for f in figures.fired if f.turns]
    figure, axes = _new_figure(7, 0.9 + 0.35 * max(1, len(rows)))
    if rows:
        axes.boxplot([list(f.turns) for f in rows], orientation="horizontal", widths=0.6)
        axes.set_yticks(range(1, len(rows) + 1), [f.label for f in rows], fontsize="small")
        axes.invert_yaxis()
    else:
        axes.text(0.5, 0.5, "nothing fired", ha="center", va="center")
    axes.set_xlabel("haunt turn in which it was used")
    axes.set_title(f"Haunt {figures.haunt}: when actions and triggers were used")
    return figure
