"""The report's HTML: one page per haunt, and an index of the haunts reported."""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from html import escape
from pathlib import Path

from betrayal.report.figures import SIDES, HauntFigures, Rate
from betrayal.report.plots import LABELS

_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: right; }
th:first-child, td:first-child { text-align: left; }
code { background: #f3f3f3; padding: 0 0.2rem; }
figure { margin: 1.5rem 0; }
figcaption { color: #555; font-size: 0.9rem; }
"""

#: The plots of a page, by figure name, with the caption shown under each.
CAPTIONS = {
    "wins": "Who wins, by player count: the bar is the share of games, the whisker its 95%"
    " Wilson interval.",
    "lengths": "How many haunt turns the games lasted, from the reveal.",
    "fired": "In what share of games each of the haunt's actions and triggers was used.",
    "when": "In which haunt turns each action and trigger was used.",
}


def _head(title: str) -> list[str]:
    return [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{escape(title)}</title>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
    ]


def _rate(rate: Rate) -> str:
    return f"{rate.rate:.0%} ({rate.low:.0%}&ndash;{rate.high:.0%})"


def haunt_page(figures: HauntFigures, plots: Mapping[str, Path], source: str) -> str:
    """The page of one haunt; ``plots`` are the PNG files, named relative to the page."""
    f = figures
    out = _head(f"Haunt {f.haunt}: {f.title}")
    out.append(f"<h1>Haunt {f.haunt}: {escape(f.title)}</h1>")
    median = statistics.median(f.lengths) if f.lengths else 0
    out.append(
        f"<p>Script: <code>{escape(source)}</code>. {f.games} games played from the reveal;"
        f" median length {median:g} haunt turns; {f.capped} reached the turn cap.</p>"
    )
    share = f.heroes_share
    out.append(
        f'<p id="heroes-share">The heroes won {share.wins} of the {share.games} games that a side'
        f" won: {_rate(share)}.</p>"
    )
    out.append("<h2>Who wins</h2>")
    out.append('<table id="wins">')
    header = "".join(f"<th>{escape(LABELS[s])}</th>" for s in SIDES)
    out.append(f"<tr><th>players</th><th>games</th>{header}</tr>")
    rows = [(f"{n}", rates) for n, rates in sorted(f.by_players.items())]
    rows.append(("all", f.overall))
    for label, rates in rows:
        games = rates["heroes"].games
        cells = "".join(f"<td>{_rate(rates[s])}</td>" for s in SIDES)
        out.append(f"<tr><td>{label}</td><td>{games}</td>{cells}</tr>")
    out.append("</table>")
    out.append("<p>Each cell: the share of games, then its 95% Wilson interval.</p>")
    for name, caption in CAPTIONS.items():
        if name in plots:
            src = escape(plots[name].as_posix())
            out += [
                f'<figure id="plot-{name}">',
                f'<img src="{src}" alt="{escape(caption)}">',
                f"<figcaption>{escape(caption)}</figcaption>",
                "</figure>",
            ]
    out.append("<h2>Actions and triggers</h2>")
    out.append('<table id="fired"><tr><th>rule</th><th>games used in</th><th>times</th></tr>')
    for used in f.fired:
        out.append(
            f"<tr><td>{escape(used.label)}</td><td>{used.games}</td><td>{used.times}</td></tr>"
        )
    out.append("</table>")
    out.append("<h2>Games to watch</h2>")
    out.append('<ul id="examples">')
    for e in f.examples:
        ending = e.winner if e.winner is not None else "no winner"
        out.append(
            f"<li>{escape(e.why)} (seed {e.seed}, {e.players} players, {e.turns} turns,"
            f" {escape(ending)}): <code>{escape(e.command)}</code></li>"
        )
    out.append("</ul>")
    out.append("<h2>The checker's warnings</h2>")
    if f.warnings:
        out.append('<ul id="warnings">')
        out += [f"<li><code>{escape(w)}</code></li>" for w in f.warnings]
        out.append("</ul>")
    else:
        out.append('<p id="warnings">None.</p>')
    if f.broken:
        out.append("<h2>Games that broke</h2>")
        out.append('<ul id="broken">')
        out += [f"<li>{escape(b)}</li>" for b in f.broken]
        out.append("</ul>")
    out += ["</body>", "</html>", ""]
    return "\n".join(out)


def index_page(reported: Sequence[tuple[HauntFigures, str]]) -> str:
    """The front page: each haunt reported, with the heroes' share, linked to its page."""
    out = _head("Balance report")
    out.append("<h1>Balance report</h1>")
    out.append("<table>")
    out.append(
        "<tr><th>haunt</th><th>games</th><th>heroes' share of decided games</th>"
        "<th>turn cap</th></tr>"
    )
    for f, href in reported:
        link = f'<a href="{escape(href)}">{f.haunt}: {escape(f.title)}</a>'
        out.append(
            f"<tr><td>{link}</td><td>{f.games}</td><td>{_rate(f.heroes_share)}</td>"
            f"<td>{f.capped}</td></tr>"
        )
    out += ["</table>", "</body>", "</html>", ""]
    return "\n".join(out)
