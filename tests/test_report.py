"""`betrayal report`: a balance report a designer can read, with plots and replayable seeds."""

from __future__ import annotations

import json
import re
import shlex
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from betrayal.cli import main
from betrayal.errors import BetrayalError
from betrayal.report.build import player_counts
from betrayal.report.figures import wilson

HERE = Path(__file__).parent
DUEL = HERE / "haunts" / "duel.haunt"
PNG = b"\x89PNG\r\n\x1a\n"


class Elements(HTMLParser):
    """The ids and images of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.images: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.add(str(found["id"]))
        if tag == "img":
            self.images.append(str(found["src"]))


def read_page(path: Path) -> Elements:
    parsed = Elements()
    parsed.feed(path.read_text(encoding="utf-8"))
    return parsed


def test_the_wilson_interval_matches_the_textbook_values() -> None:
    none = wilson(0, 10)
    assert none.rate == 0 and none.low == 0 and none.high == pytest.approx(0.2775, abs=1e-4)
    half = wilson(5, 10)
    assert half.low == pytest.approx(0.2366, abs=1e-4)
    assert half.high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 0).high == 1.0  # nothing played: nothing known


def test_player_counts_take_a_number_a_range_or_a_list() -> None:
    assert player_counts("4") == (4,)
    assert player_counts("3-6") == (3, 4, 5, 6)
    assert player_counts("5,3") == (3, 5)
    with pytest.raises(BetrayalError):
        player_counts("6-3")
    with pytest.raises(BetrayalError):
        player_counts("four")


def test_a_small_report_has_a_page_with_every_figure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report"
    args = ["report", str(DUEL), "--games", "3", "--players", "3-4", "--out", str(out)]
    assert main([*args, "--json", "--workers", "1"]) == 0
    printed = capsys.readouterr().out
    assert "haunt 900 The Duel" in printed and "index.html" in printed

    page = out / "haunt-900.html"
    assert "haunt-900.html" in (out / "index.html").read_text(encoding="utf-8")
    found = read_page(page)
    # Each figure is on the page: the tables, the four plots, the seeds, the warnings.
    assert {"wins", "heroes-share", "fired", "examples", "warnings"} <= found.ids
    assert {"plot-wins", "plot-lengths", "plot-fired", "plot-when"} <= found.ids
    assert len(found.images) == 4
    for src in found.images:
        assert (out / src).read_bytes().startswith(PNG)
    text = page.read_text(encoding="utf-8")
    # A row per player count, and one for all of them.
    assert re.search(r"<tr><td>3</td><td>3</td>", text)
    assert re.search(r"<tr><td>4</td><td>3</td>", text)
    assert re.search(r"<tr><td>all</td><td>6</td>", text)

    figures = json.loads((out / "haunt-900.json").read_text(encoding="utf-8"))
    assert figures["games"] == 6 and len(figures["lengths"]) == 6
    assert set(figures["by_players"]) == {"3", "4"}
    overall = figures["overall"]
    assert sum(side["wins"] for side in overall.values()) == 6
    for side in overall.values():
        assert side["low"] <= side["rate"] <= side["high"]
    assert figures["examples"], "a game to watch is always named"
    longest = max(figures["lengths"])
    assert any(
        e["why"] == "the longest game" and e["turns"] == longest for e in figures["examples"]
    )


def test_each_named_game_replays_with_its_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "report"
    assert main(["report", str(DUEL), "--games", "2", "--out", str(out), "--json"]) == 0
    capsys.readouterr()
    figures = json.loads((out / "haunt-900.json").read_text(encoding="utf-8"))
    wins = {"heroes": "The heroes win", "traitor": "The traitor wins"}
    for example in figures["examples"]:
        command = shlex.split(example["command"])
        assert command[0] == "betrayal"
        assert main(command[1:]) == 0
        log = capsys.readouterr().out
        # The replay ends as the report says the game did, and no other way.
        for side, words in wins.items():
            assert (words in log) == (example["winner"] == side)
        if example["winner"] is None:
            assert "turn cap of 150 haunt turns was reached" in log


def test_bad_counts_are_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "r"
    assert main(["report", "6", "--games", "0", "--out", str(out)]) == 2
    assert "--games" in capsys.readouterr().err
    assert main(["report", "6", "--players", "5-7", "--out", str(out)]) == 2
    assert "not 7" in capsys.readouterr().err
    assert not out.exists()


def test_without_matplotlib_the_report_says_how_to_install_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    assert main(["report", str(DUEL), "--games", "1", "--out", str(tmp_path / "r")]) == 2
    assert "pip install 'betrayal[report]'" in capsys.readouterr().err
    assert not (tmp_path / "r").exists()  # refused before any game was played
