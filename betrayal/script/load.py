"""Checking and loading script files: text in, compiled programs and diagnostics out."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Sequence
from importlib import resources
from pathlib import Path

import attrs

from betrayal.content.model import Content
from betrayal.diagnostics import Diagnostic, Span
from betrayal.errors import ContentError
from betrayal.script import limits
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
    # The text checked, for showing a diagnostic's line; empty when it could not be read.
    text: str = ""

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.is_error)


def check_text(text: str, content: Content, file: str = "<string>") -> CheckResult:
    """Parse and check one script; never raises for bad input."""
    parsed = parse(text, file)
    if parsed.module is None:
        return CheckResult(file, (), tuple(parsed.diagnostics), text)
    programs, diagnostics = compile_module(parsed.module, content, file, text)
    found = (*parsed.diagnostics, *diagnostics)
    ordered = tuple(sorted(found, key=lambda d: (d.span.line, d.span.column, d.code)))
    return CheckResult(file, tuple(programs), ordered, text)


def check_file(path: Path, content: Content) -> CheckResult:
    """Read and check one script file; never raises, and never reads more than the size
    limit allows: a device, a pipe or a huge file is a diagnostic, not a hang."""
    text = _read_script(path)
    if isinstance(text, Diagnostic):
        return CheckResult(str(path), (), (text,))
    return check_text(text, content, str(path))


def read_script(path: Path) -> str | Diagnostic:
    """The text of a script file, or the diagnostic that says why it cannot be read; the
    same reading, with the same limits, as :func:`check_file`."""
    return _read_script(path)


def _read_script(path: Path) -> str | Diagnostic:
    span = Span.point(str(path), 1, 1)
    try:
        # Asked before opening: opening a pipe would wait for a writer for ever.
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            return Diagnostic.error("E000", span, "cannot read: not a regular file")
        if info.st_size > limits.MAX_SOURCE_BYTES:
            return _too_large(span, f"{info.st_size} bytes long")
        with path.open("rb") as f:
            data = f.read(limits.MAX_SOURCE_BYTES + 1)  # the file may have grown since
    except OSError as e:
        return Diagnostic.error("E000", span, f"cannot read: {e.strerror or e}")
    if len(data) > limits.MAX_SOURCE_BYTES:
        return _too_large(span, f"more than {limits.MAX_SOURCE_BYTES} bytes long")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        where = Span.point(str(path), line, e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1)
        return Diagnostic.error("E000", where, "cannot read: not UTF-8 text")


def _too_large(span: Span, size: str) -> Diagnostic:
    limit = limits.MAX_SOURCE_BYTES
    return Diagnostic.error(
        "E108", span, f"the file is {size}; scripts may be at most {limit} bytes"
    )


def check_files(paths: Iterable[Path], content: Content) -> list[CheckResult]:
    """Check the script files named, with folders searched (see :func:`script_files`);
    a link in a folder that leads out of it is refused with a diagnostic, unread."""
    refused: list[Path] = []
    results: list[CheckResult] = []
    for path in script_files(paths, refused):
        if path in refused:
            span = Span.point(str(path), 1, 1)
            problem = "not read: a link that leads out of the folder being checked"
            error = Diagnostic.error("E000", span, problem)
            results.append(CheckResult(str(path), (), (error,)))
        else:
            results.append(check_file(path, content))
    return results


def script_files(paths: Iterable[Path], refused: list[Path] | None = None) -> list[Path]:
    """The script files named, with folders searched (sorted, so the order is stable).

    A folder is walked without following links: a linked folder is not entered, and a
    linked file is kept only if it leads to a file inside the folder, so that a folder
    from a stranger cannot send the checker to read anything else on the machine; links
    that lead out are listed in their place and also put in ``refused``, if given. Files
    named one by one are kept as they are (reading refuses what is not a regular file)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(_walk(path, refused if refused is not None else []))
        else:
            found.append(path)
    return found


def _walk(folder: Path, refused: list[Path]) -> list[Path]:
    root = folder.resolve()
    found: list[Path] = []
    for here, dirs, files in os.walk(folder, followlinks=False):
        dirs.sort()
        for name in files:
            path = Path(here) / name
            if path.suffix not in SCRIPT_SUFFIXES:
                continue
            if path.is_symlink() and not path.resolve().is_relative_to(root):
                refused.append(path)
            found.append(path)
    return sorted(found)


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
