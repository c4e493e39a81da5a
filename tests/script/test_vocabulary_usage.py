"""How general the vocabulary is: the figures the language issue is measured by."""

from __future__ import annotations

from pathlib import Path

import pytest

from betrayal.script.parser import parse
from betrayal.script.usage import measure, names_used, registered_names, report, shipped_files

# The bar of the language issue: a registry of at most this many names ...
MOST_NAMES = 200
# ... of which at most this share serves a single shipped declaration.
MOST_SINGLE_SHARE = 0.15


@pytest.fixture(scope="module")
def usage():  # type: ignore[no-untyped-def]
    return measure()


def test_the_figures_are_printed(usage, capsys) -> None:  # type: ignore[no-untyped-def]
    text = report(usage)
    print(text)
    assert f"registered names: {usage.registered}" in text
    assert usage.registered == len(registered_names())
    # Every card and room script of both editions and every haunt is measured.
    assert usage.declarations >= 50 + 80
    assert any(p.suffix == ".haunt" for p in shipped_files())


def test_a_declaration_counts_each_kind_of_name(tmp_path: Path) -> None:
    text = """language 1
haunt 101 "Counting" {
  traitor revealer
  monster ghoul "Ghoul" {
    traits might 4 speed 3 sanity 2
    static through_walls()
    cannot be_stunned
  }
  static extra_moves(amount: 1, when: who == traitor)
  on turn_end(who) where who == traitor {
    spawn(ghoul, room_of(who))
  }
}
"""
    module = parse(text, "counting.haunt").module
    assert module is not None
    used = names_used(module.declarations[0])
    # Retired names (through_walls, extra_moves) count as the families they now read as.
    assert {"moves", "be_stunned", "movement", "turn_end", "spawn", "room_of"} <= used
    # Local names are not vocabulary, even where they share a word with it.
    assert "who" not in used


def test_a_retired_name_counts_as_the_names_that_replace_it() -> None:
    # A language-1 file runs its retired names as their templates: those are what it uses.
    text = """language 1
event creepy_crawlies "Creepy Crawlies" {
  on drawn(who) {
    let weak = lowest_among(explorers_in(room_of(who)), might)
    if count(weak) > min_of(1, 2) { lose(who, sanity, 1) }
  }
}
"""
    module = parse(text, "old.bet").module
    assert module is not None
    used = names_used(module.declarations[0])
    assert {"alive", "trait_of", "min", "room_of"} <= used
    assert not {"lowest_among", "min_of", "explorers_in"} & used


def test_the_registry_is_small_and_general(usage) -> None:  # type: ignore[no-untyped-def]
    assert usage.registered <= MOST_NAMES
    assert usage.single_share <= MOST_SINGLE_SHARE
