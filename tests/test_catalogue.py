"""The generated haunt catalogue in docs/haunts: current, complete and honest."""

from __future__ import annotations

from pathlib import Path

from betrayal.catalogue import misses, render_all, scripted_haunts

ROOT = Path(__file__).resolve().parents[1]


def test_the_catalogue_on_disk_is_current() -> None:
    pages = render_all(ROOT)
    stale = [
        str(p.relative_to(ROOT))
        for p, text in pages.items()
        if not p.is_file() or p.read_text(encoding="utf-8") != text
    ]
    assert not stale, f"run `python -m betrayal.catalogue` to regenerate {stale}"


def test_every_scripted_haunt_has_a_page_with_both_sides() -> None:
    pages = render_all(ROOT)
    for haunt in scripted_haunts():
        text = pages[ROOT / "docs" / "haunts" / f"{haunt.number:02d}.md"]
        assert text.startswith(f"# Haunt {haunt.number}: {haunt.program.title}")
        assert "The heroes' page" in text
        if haunt.program.traitor_rule not in ("none", "free_for_all"):
            assert "The traitor's page" in text
    index = pages[ROOT / "docs" / "haunts" / "index.md"]
    assert index.count("\n| ") == 51  # the header row and one row per haunt


def test_the_bar_names_what_a_haunt_misses() -> None:
    good = {
        "haunt": 1,
        "games": 200,
        "heroes_wins": 90,
        "traitor_wins": 100,
        "other_wins": 0,
        "turn_cap": 10,
        "never_fired": [],
    }
    assert misses(good) == []
    bad = {**good, "turn_cap": 21, "heroes_wins": 0, "traitor_wins": 179}
    assert misses(bad) == ["only 179 of 200 games end before the turn cap", "the heroes never win"]
    assert misses({**good, "never_fired": ["action rite"]}) == ["never used: action rite"]
    # A haunt where each explorer plays alone has no sides: one winner per game is enough.
    alone = {**good, "heroes_wins": 0, "traitor_wins": 0, "other_wins": 190}
    assert misses(alone) == []
