"""Checking and loading script files: text in, compiled programs and diagnostics out."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from importlib import resources
from pathlib import Path

import attrs

from betrayal.content.model import Content
from betrayal.diagnostics import Diagnostic, Span
from betrayal.errors import ContentError
from betrayal.script.compiler import compile_module
from betrayal.script.parser import parse
from betrayal.script.program import Program
from betrayal.script.scripts import ScriptSet

SCRIPT_SUFFIXES = (".bet", ".haunt")


@attrs.frozen
class CheckResult:
    file: str
    programs: tuple[Program, ...]
    diagnostics: tuple[Diagnostic, ...]

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.is_error)


def check_text(text: str, content: Content, file: str = "<string>") -> CheckResult:
    """Parse and check one script; never raises for bad input."""
    parsed = parse(text, file)
    if parsed.module is None:
        return CheckResult(file, (), tuple(parsed.diagnostics))
    programs, diagnostics = compile_module(parsed.module, content, file)
    found = (*parsed.diagnostics, *diagnostics)
    ordered = tuple(sorted(found, key=lambda d: (d.span.line, d.span.column, d.code)))
    return CheckResult(file, tuple(programs), ordered)


def check_file(path: Path, content: Content) -> CheckResult:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        span = Span.point(str(path), 1, 1)
        return CheckResult(str(path), (), (Diagnostic.error("E000", span, f"cannot read: {e}"),))
    return check_text(text, content, str(path))


def script_files(paths: Iterable[Path]) -> list[Path]:
    """The script files named, with folders searched (sorted, so the order is stable)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in SCRIPT_SUFFIXES))
        else:
            found.append(path)
    return found


def build(results: Sequence[CheckResult]) -> ScriptSet:
    """A script set from checked files; raises ContentError on the first error found."""
    return build_set(ScriptSet(()), results)


def build_set(base: ScriptSet, results: Sequence[CheckResult]) -> ScriptSet:
    """``base`` plus the programs of checked files; raises ContentError on any error."""
    programs: list[Program] = list(base.programs())
    seen: dict[str, str] = {p.key: "the edition's scripts" for p in programs}
    for result in results:
        if result.errors:
            first = result.errors[0]
            raise ContentError(result.file, "", "", first.format())
        for program in result.programs:
            if program.key in seen:
                raise ContentError(
                    result.file, program.key, "", f"also declared in {seen[program.key]}"
                )
            seen[program.key] = result.file
            programs.append(program)
    return ScriptSet(programs)


_CACHE: dict[str, ScriptSet] = {}


def haunts_folder(edition: str) -> Path | None:
    """The folder of an edition's haunt scripts: in the installed wheel, else the repository."""
    packaged = resources.files("betrayal").joinpath("_haunts", edition)
    if packaged.is_dir():
        return Path(str(packaged))
    repo = Path(__file__).resolve().parents[2] / "haunts" / edition
    return repo if repo.is_dir() else None


def content_scripts(content: Content) -> ScriptSet:
    """The card, room and haunt scripts shipped with an edition, checked once per process."""
    found = _CACHE.get(content.edition)
    if found is None:
        folders: list[Path] = []
        cards = resources.files("betrayal.content") / content.edition / "scripts"
        if cards.is_dir():
            folders.append(Path(str(cards)))
        haunts = haunts_folder(content.edition)
        if haunts is not None:
            folders.append(haunts)
        found = build([check_file(f, content) for f in script_files(folders)])
        _CACHE[content.edition] = found
    return found
