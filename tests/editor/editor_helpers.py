"""Shared helpers of the editor tests: the shipped scripts every tool must read."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def shipped_scripts() -> list[Path]:
    """Every script the project ships or tests with as valid."""
    return sorted(
        [
            *(ROOT / "haunts" / "hoth2").glob("*.haunt"),
            *(ROOT / "betrayal" / "content" / "hoth2" / "scripts").glob("*.bet"),
            *(ROOT / "tests" / "haunts").glob("*.haunt"),
            *(ROOT / "examples" / "haunts").glob("*.haunt"),
        ]
    )
