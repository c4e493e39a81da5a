"""The generated page of an edition's identifiers is current and complete."""

from __future__ import annotations

from pathlib import Path

import pytest

from betrayal.content.loader import load
from betrayal.script.edition_ids import generate

DOCS = Path(__file__).resolve().parents[2] / "docs" / "language"


@pytest.mark.parametrize("edition", ["hoth2", "hoth3"])
def test_the_identifiers_page_of_each_edition_is_up_to_date(edition: str) -> None:
    page = DOCS / f"{edition}.md"
    assert page.read_text(encoding="utf-8") == generate(edition), (
        f"regenerate with: python -m betrayal.script.edition_ids {edition} > {page}"
    )


def test_every_room_card_and_explorer_id_is_listed() -> None:
    content = load("hoth2")
    page = generate("hoth2")
    ids = [r.id for r in content.rooms] + [c.id for c in content.cards]
    ids += [e.id for e in content.explorers]
    missing = [i for i in ids if f"| `{i}` |" not in page]
    assert not missing
    # A room's row says where it may lie and where its doors are.
    assert "| `chapel` | Chapel | ground, upper | event | N |" in page
    assert "| 1 | `mummy` | Mummy |" in page
