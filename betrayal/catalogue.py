"""The haunt catalogue of the docs: one page per scripted haunt and a table of all of them.

``python -m betrayal.catalogue`` writes ``docs/haunts/``. Each haunt's page shows its two
pages in English (from ``betrayal explain``), the gaps its script admits to (its
``# Not yet in the language:`` comment) and its simulation figures; the index lists every
haunt of the edition with those figures and which haunts miss the project's bar. The
figures come from ``docs/haunts/simulation.json``, written by hand with
``betrayal simulate all --games 200 --json > docs/haunts/simulation.json`` (a long run);
the pages say how many games they come from. Why a haunt misses the bar is written by
hand, after watching its games, in ``docs/haunts/analysis.toml`` (one ``[NN]`` table with a
``cause`` each), and so is why a haunt's heroes' share falls outside 20-80% (a
``lopsided`` string in the same table, starting with whom it blames); the tests insist
that every miss and every lopsided haunt has one and that none is left over.
"""

from __future__ import annotations

import json
import sys
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path

import attrs

from betrayal.content.loader import load
from betrayal.content.model import Content, TraitorRule, TraitorRuleKind
from betrayal.errors import BetrayalError
from betrayal.report.figures import Rate, wilson
from betrayal.script.english import render_program
from betrayal.script.load import check_file, haunts_folder
from betrayal.script.program import Program

DOCS = Path("docs") / "haunts"
FIGURES = DOCS / "simulation.json"
ANALYSIS = DOCS / "analysis.toml"
EDITIONS = ("hoth2", "hoth3")


def edition_flag(edition: str) -> str:
    """The command-line option that picks ``edition`` (none for the default, the 2nd)."""
    return "" if edition == "hoth2" else f" --edition {edition}"


def docs_folder(edition: str) -> Path:
    """Where an edition's catalogue lives: the 2nd edition's in ``docs/haunts``, any other
    edition's in a folder of its own below it."""
    return DOCS if edition == "hoth2" else DOCS / edition


GAP_MARK = "# Not yet in the language:"

# The bar a haunt must clear in the simulations (the fifty-haunts issue's "done when").
MIN_ENDED = 0.90
MIN_BOTH = 45  # haunts in which each side wins at least once
# A haunt designed to be close should give the heroes between these shares of the games
# a side wins; outside them, either its rules or the agents' play is lopsided.
SHARE_LOW, SHARE_HIGH = 0.20, 0.80


@attrs.frozen
class Scripted:
    number: int
    path: Path
    program: Program
    gaps: str


def scripted_haunts(edition: str = "hoth2") -> list[Scripted]:
    folder = haunts_folder(edition)
    if folder is None:
        return []
    content = load(edition)
    found = []
    for path in sorted(folder.glob("*.haunt")):
        result = check_file(path, content)
        if result.errors:
            raise BetrayalError(f"{path}: {result.errors[0].format()}")
        for program in result.programs:
            found.append(Scripted(int(program.ident), path, program, gaps_of(path)))
    return found


def gaps_of(path: Path) -> str:
    """The text of a script's ``# Not yet in the language:`` comment, if it has one."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        if line.strip().startswith(GAP_MARK):
            words = [line.strip()[len(GAP_MARK) :].strip()]
            for more in lines[i + 1 :]:
                text = more.strip()
                if not text.startswith("#") or text == "#":
                    break
                words.append(text.lstrip("#").strip())
            text = " ".join(w for w in words if w)
            return text[:1].upper() + text[1:]
    return ""


def misses(figures: Mapping[str, object]) -> list[str]:
    """Why a haunt's figures fall short of the bar (empty when they clear it)."""
    games = int(str(figures["games"]))
    reasons = []
    capped = int(str(figures["turn_cap"]))
    if _capped_too_often(figures):
        reasons.append(f"only {games - capped} of {games} games end before the turn cap")
    heroes, traitor = int(str(figures["heroes_wins"])), int(str(figures["traitor_wins"]))
    other = int(str(figures.get("other_wins", 0)))
    # "Other" wins are those of a winner alone or of part of a side (a Werewolf who
    # killed, beside the traitor). Only a haunt whose games all end that way has no sides.
    if heroes or traitor or not other:
        if heroes == 0:
            reasons.append("the heroes never win")
        if traitor == 0:
            reasons.append("the traitor never wins")
    never = figures.get("never_fired") or []
    assert isinstance(never, list)
    if never:
        reasons.append("never used: " + ", ".join(str(n) for n in never))
    return reasons


def _games_told(figures: Mapping[int, Mapping[str, object]], games: Sequence[int]) -> str:
    """How many games each haunt's figures come from: one number for all, or the most
    common one and the haunts played more or less often."""
    if not games:
        return "."
    counts = {n: int(str(f["games"])) for n, f in figures.items()}
    usual = max(games, key=lambda g: (sum(1 for c in counts.values() if c == g), -g))
    if len(games) == 1:
        return f" ({usual} games each)."
    others = [
        f"{', '.join(str(n) for n in sorted(k for k, c in counts.items() if c == g))} ({g} games)"
        for g in games
        if g != usual
    ]
    return f" ({usual} games each, except {'; '.join(others)})."


def _capped_too_often(figures: Mapping[str, object]) -> bool:
    games = int(str(figures["games"]))
    capped = int(str(figures["turn_cap"]))
    return bool(games) and (games - capped) / games < MIN_ENDED


def heroes_share(figures: Mapping[str, object]) -> Rate:
    """The heroes' wins out of the games the heroes or the traitor won, with its interval."""
    heroes, traitor = int(str(figures["heroes_wins"])), int(str(figures["traitor_wins"]))
    return wilson(heroes, heroes + traitor)


def share_words(figures: Mapping[str, object]) -> str:
    share = heroes_share(figures)
    if not share.games:
        return "-"
    return f"{share.rate:.0%} ({share.low:.0%}-{share.high:.0%})"


def _lopsided(figures: Mapping[str, object]) -> bool:
    share = heroes_share(figures)
    return bool(share.games) and not SHARE_LOW <= share.rate <= SHARE_HIGH


def traitor_words(rule: TraitorRule) -> str:
    kind = rule.kind
    if kind is TraitorRuleKind.NAMED_ELSE:
        assert rule.fallback is not None
        return f"{rule.explorer}, else {traitor_words(rule.fallback)}"
    words = {
        TraitorRuleKind.REVEALER: "the haunt revealer",
        TraitorRuleKind.LEFT_OF_REVEALER: "left of the haunt revealer",
        TraitorRuleKind.NONE: "none",
        TraitorRuleKind.NONE_AT_FIRST: "none at first",
        TraitorRuleKind.HIDDEN: "hidden",
        TraitorRuleKind.FREE_FOR_ALL: "everyone for themselves",
    }
    if kind in words:
        return words[kind]
    trait = rule.trait.value.capitalize() if rule.trait is not None else ""
    text = f"{kind.value} {trait}".strip()
    return text + (" (not the revealer)" if rule.exclude_revealer else "")


# The fields a haunt's table in analysis.toml may hold: why it misses the bar, and why its
# heroes' share falls outside SHARE_LOW..SHARE_HIGH.
NOTE_KEYS = ("cause", "lopsided")
# A lopsided reason first says where the fault lies.
LOPSIDED_BLAME = ("The rules:", "The agents:", "Both:")


def read_causes(path: Path, key: str = "cause") -> dict[int, str]:
    """The hand-written notes of one field (``cause`` or ``lopsided``), by haunt number."""
    if not path.is_file():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    notes = {}
    for name, entry in data.items():
        if (
            not name.isdigit()
            or not isinstance(entry, dict)
            or not entry
            or any(k not in NOTE_KEYS or not isinstance(v, str) for k, v in entry.items())
        ):
            raise BetrayalError(
                f"{path}: [{name}] must be a haunt number with a `cause` or a `lopsided` string"
            )
        text = entry.get(key)
        if text is not None:
            text = " ".join(text.split())
            if key == "lopsided" and not text.startswith(LOPSIDED_BLAME):
                raise BetrayalError(
                    f"{path}: [{name}] lopsided must start with one of "
                    + ", ".join(f"{b!r}" for b in LOPSIDED_BLAME)
                )
            notes[int(name)] = text
    return notes


def unexplained(
    figures: Mapping[int, Mapping[str, object]], causes: Mapping[int, str]
) -> tuple[list[int], list[int]]:
    """Haunts that miss the bar with no cause written, and causes of haunts that no longer
    miss it (stale)."""
    missing = sorted(n for n, f in figures.items() if misses(f) and n not in causes)
    stale = sorted(n for n in causes if n not in figures or not misses(figures[n]))
    return missing, stale


def unexplained_shares(
    figures: Mapping[int, Mapping[str, object]], reasons: Mapping[int, str]
) -> tuple[list[int], list[int]]:
    """Lopsided haunts with no reason written, and reasons of haunts no longer lopsided."""
    missing = sorted(n for n, f in figures.items() if _lopsided(f) and n not in reasons)
    stale = sorted(n for n in reasons if n not in figures or not _lopsided(figures[n]))
    return missing, stale


def page(
    haunt: Scripted,
    figures: Mapping[str, object] | None,
    root: Path,
    cause: str = "",
    lopsided: str = "",
) -> str:
    """The markdown page of one scripted haunt."""
    program = haunt.program
    out = [f"# Haunt {haunt.number}: {program.title}", ""]
    out.append(f"Script: `{haunt.path.relative_to(root).as_posix()}`.")
    flag = edition_flag(haunt.path.parent.name)
    out.append(f"Read it in English with `betrayal explain{flag} {haunt.number}`.")
    out.append("")
    out += ["## Simulation", ""]
    if figures is None:
        out += ["Not simulated yet (see the [catalogue](index.md) for how to run it).", ""]
    else:
        out += _figures_table([figures], link=False)
        reasons = misses(figures)
        out.append("")
        out.append("Misses the bar: " + "; ".join(reasons) + "." if reasons else "Clears the bar.")
        out.append("")
        if reasons:
            out += [f"Why: {cause or 'not analysed yet.'}", ""]
        if _lopsided(figures):
            out += [
                f"Lopsided: the heroes win {share_words(figures)} of the games a side wins, "
                f"outside {SHARE_LOW:.0%}-{SHARE_HIGH:.0%}. "
                f"Why: {lopsided or 'not analysed yet.'}",
                "",
            ]
    if haunt.gaps:
        out += ["## Not yet in the language", "", haunt.gaps, ""]
    sections = _split_pages(render_program(program))
    for heading, lines in sections:
        out += [f"## {heading}", "", "```text", *lines, "```", ""]
    return "\n".join(out)


def _split_pages(lines: Sequence[str]) -> list[tuple[str, list[str]]]:
    sections: list[tuple[str, list[str]]] = [("What both sides know", [])]
    for line in lines[1:]:
        if not line.startswith(" ") and line.endswith(":"):
            sections.append((line[:-1], []))
        else:
            sections[-1][1].append(line.removeprefix("  "))
    return [(h, ls) for h, ls in sections if ls]


def _figures_table(rows: Sequence[Mapping[str, object]], *, link: bool) -> list[str]:
    out = [
        "| haunt | games | heroes | traitor | other | turn cap | undecided | median turns "
        "| heroes' share (95%) | never fired |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for f in rows:
        number = int(str(f["haunt"]))
        name = f"[{number}]({number:02d}.md)" if link else str(number)
        never = f.get("never_fired") or []
        assert isinstance(never, list)
        out.append(
            f"| {name} | {f['games']} | {f['heroes_wins']} | {f['traitor_wins']} | "
            f"{f.get('other_wins', 0)} | {f['turn_cap']} | {f.get('undecided', 0)} | "
            f"{f['median_turns']} | {share_words(f)} | "
            f"{', '.join(str(n) for n in never) or '-'} |"
        )
    return out


def index(
    content: Content,
    scripted: Sequence[Scripted],
    figures: Mapping[int, Mapping[str, object]],
    causes: Mapping[int, str] | None = None,
    lopsided_reasons: Mapping[int, str] | None = None,
) -> str:
    """The catalogue's front page: every haunt of the edition, scripted or not."""
    by_number = {h.number: h for h in scripted}
    done = [n for n in by_number if n in figures and not misses(figures[n])]
    games = sorted({int(str(f["games"])) for f in figures.values()})
    both = sum(
        1
        for f in figures.values()
        if (int(str(f["heroes_wins"])) > 0 and int(str(f["traitor_wins"])) > 0)
        # Only winners alone: a haunt with no sides (see `misses`).
        or (
            int(str(f["heroes_wins"])) + int(str(f["traitor_wins"])) == 0
            and int(str(f.get("other_wins", 0))) > 0
        )
    )
    ended = sum(1 for f in figures.values() if not _capped_too_often(f))
    fired = sum(1 for f in figures.values() if not f.get("never_fired"))
    edition = content.edition
    folder = docs_folder(edition).as_posix()
    flag = edition_flag(edition)
    title = "# The haunts" if edition == "hoth2" else "# The haunts of the 3rd edition"
    out = [
        title,
        "",
        f"Each haunt is one script in `haunts/{edition}/`. This catalogue is generated by",
        "`python -m betrayal.catalogue` from the scripts and from the simulation figures in",
        f"`{folder}/simulation.json`, which come from",
        f"`betrayal simulate{flag} all --games N --json > {folder}/simulation.json`:",
        "goal-directed agents play each haunt from a reveal reached by a seeded exploration,",
        "with a cap of 150 haunt turns per game. The project's bar is set on 200 games a haunt.",
        "",
        f"- Scripted: {len(scripted)} of {len(content.haunts)} haunts.",
        f"- Simulated: {len(figures)} haunts{_games_told(figures, games)}",
        f"- Both sides win at least once (or, with no sides, someone wins): {both} of "
        f"{len(figures)} simulated haunts.",
        f"- Clear the bar (at least {MIN_ENDED:.0%} of games end before the cap, each side",
        f"  wins at least once, every action and trigger used): {len(done)}.",
        "",
        "The project's bar, over all fifty haunts at 200 games each: every haunt ends before",
        f"the cap in at least {MIN_ENDED:.0%} of its games (here: {ended} of {len(figures)}), "
        f"every action and trigger",
        f"fires at least once (here: {fired} of {len(figures)}), and each side wins at least "
        f"once in at least {MIN_BOTH} haunts",
        f"(here: {both}).",
        "",
        "## Every haunt",
        "",
        "| # | haunt | traitor | script | heroes | traitor wins | other | turn cap | "
        "undecided | median turns | heroes' share (95%) | misses the bar because |",
        "|---:|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for h in sorted(content.haunts, key=lambda h: h.number):
        s = by_number.get(h.number)
        title = f"[{h.name}]({h.number:02d}.md)" if s is not None else h.name
        script = "yes" if s is not None else "not yet"
        f = figures.get(h.number)
        if f is None:
            cells = ["", "", "", "", "", "", "", "not simulated" if s is not None else ""]
        else:
            cells = [
                str(f["heroes_wins"]),
                str(f["traitor_wins"]),
                str(f.get("other_wins", 0)),
                str(f["turn_cap"]),
                str(f.get("undecided", 0)),
                str(f["median_turns"]),
                share_words(f),
                "; ".join(misses(f)) or "-",
            ]
        row = [str(h.number), title, traitor_words(h.traitor), script, *cells]
        out.append("| " + " | ".join(row) + " |")
    out.append("")
    lopsided = [n for n in sorted(figures) if _lopsided(figures[n])]
    if lopsided:
        out += [
            "## Lopsided haunts",
            "",
            "The heroes' share is their wins out of the games a side won (games won by one",
            "explorer alone, capped or undecided are left out), with its 95% Wilson interval.",
            f"{len(lopsided)} haunts give the heroes less than {SHARE_LOW:.0%} or more than "
            f"{SHARE_HIGH:.0%} of those games with the goal-directed agents. Whether the",
            "slower search agent does better is measured by `benchmarks/bench_agents.py` (see",
            "the benchmarks page): over the 2nd edition's fifty at two games a haunt it made",
            "no difference the games could show, so these shares stand. Why each haunt",
            "is lopsided was written after tallying and reading its games: the rules as",
            "scripted, the agents' play, or both.",
            "",
        ]
        for n in lopsided:
            name = by_number[n].program.title if n in by_number else str(n)
            why = (lopsided_reasons or {}).get(n, "not analysed yet.")
            out.append(f"- **[{n} {name}]({n:02d}.md)** ({share_words(figures[n])}): {why}")
        out.append("")
    missed = [n for n in sorted(figures) if misses(figures[n])]
    if missed:
        out += ["## Why they miss", ""]
        out.append("Written after watching the games of each haunt that misses the bar.")
        out.append("")
        for n in missed:
            name = by_number[n].program.title if n in by_number else str(n)
            why = (causes or {}).get(n, "not analysed yet.")
            out.append(f"- **[{n} {name}]({n:02d}.md)**: {why}")
        out.append("")
    return "\n".join(out)


def read_figures(path: Path) -> dict[int, Mapping[str, object]]:
    if not path.is_file():
        return {}
    rows = json.loads(path.read_text(encoding="utf-8"))
    return {int(r["haunt"]): r for r in rows}


def render_all(root: Path, edition: str = "hoth2") -> dict[Path, str]:
    """Every catalogue page, by path under ``root`` (the repository)."""
    content = load(edition)
    scripted = scripted_haunts(edition)
    docs = docs_folder(edition)
    figures = read_figures(root / docs / FIGURES.name)
    causes = read_causes(root / docs / ANALYSIS.name)
    reasons = read_causes(root / docs / ANALYSIS.name, "lopsided")
    pages = {root / docs / "index.md": index(content, scripted, figures, causes, reasons)}
    for h in scripted:
        pages[root / docs / f"{h.number:02d}.md"] = page(
            h,
            figures.get(h.number),
            root,
            causes.get(h.number, ""),
            reasons.get(h.number, ""),
        )
    return pages


def main(argv: Sequence[str] | None = None) -> int:
    root = Path(argv[0]) if argv else Path.cwd()
    for edition in EDITIONS:
        for path, text in render_all(root, edition).items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
