"""Script files and folders from strangers: `check` reads only regular files, never more
than the size limit, never through a link out of the folder it was given, and reports
each refusal as a diagnostic of its file (no traceback, no hang)."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from betrayal import BetrayalError, Game
from betrayal.cli import main
from betrayal.content.loader import load
from betrayal.script import limits
from betrayal.script.load import check_file, check_files, haunts_folder

CONTENT = load("hoth2")
HAUNT_6 = next(p for p in sorted(haunts_folder("hoth2").glob("06_*.haunt")))  # type: ignore[union-attr]


def _codes(path: Path) -> list[str]:
    return [d.code for d in check_file(path, CONTENT).diagnostics]


def test_a_huge_sparse_file_is_refused_by_its_size_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.haunt"
    with path.open("wb") as f:
        f.truncate(3 * 1024**3)  # 3 GiB of nothing: reading it whole would exhaust memory
    (d,) = check_file(path, CONTENT).diagnostics
    assert d.code == "E108" and "3221225472 bytes" in d.message


def test_a_file_that_grows_past_the_limit_is_cut_off_at_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # /dev/zero reports a size of 0 and never ends: reading must stop at the limit.
    link = tmp_path / "zero.haunt"
    link.symlink_to("/dev/zero")
    assert _codes(link) == ["E000"]  # named one by one, a device is still no file
    monkeypatch.setattr(limits, "MAX_SOURCE_BYTES", 100)
    path = tmp_path / "long.haunt"
    path.write_text("language 1\n" + "#" * 200 + "\n", encoding="utf-8")
    assert _codes(path) == ["E108"]


def test_a_pipe_named_like_a_script_does_not_hang_the_checker(tmp_path: Path) -> None:
    fifo = tmp_path / "x.haunt"
    os.mkfifo(fifo)
    (d,) = check_file(fifo, CONTENT).diagnostics
    assert d.code == "E000" and "not a regular file" in d.message


def test_bytes_that_are_not_utf8_are_located(tmp_path: Path) -> None:
    path = tmp_path / "bad.haunt"
    path.write_bytes(b'language 1\nhaunt 900 "\xff" {}\n')
    (d,) = check_file(path, CONTENT).diagnostics
    assert (d.code, d.span.line, d.span.column) == ("E000", 2, 12)  # the first bad byte


def test_a_folder_is_walked_without_following_links_out_of_it(tmp_path: Path) -> None:
    folder = tmp_path / "fan"
    (folder / "more").mkdir(parents=True)
    shutil.copy(HAUNT_6, folder / "06.haunt")
    (folder / "more" / "same.haunt").symlink_to(folder / "06.haunt")  # inside: fine
    secret = tmp_path / "secret.haunt"
    secret.write_text("not a script at all", encoding="utf-8")
    (folder / "out.haunt").symlink_to(secret)  # leads out: refused, unread
    (folder / "elsewhere").symlink_to(tmp_path)  # a linked folder is not entered
    results = check_files([folder], CONTENT)
    by_file = {Path(r.file).name: [d.code for d in r.diagnostics] for r in results}
    assert by_file == {"06.haunt": [], "same.haunt": [], "out.haunt": ["E000"]}
    (refusal,) = next(r for r in results if r.file.endswith("out.haunt")).diagnostics
    assert "leads out of the folder" in refusal.message


def test_the_check_command_reports_each_refusal_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    os.mkfifo(tmp_path / "pipe.haunt")
    (tmp_path / "zero.bet").symlink_to("/dev/zero")
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    codes = [re.search(r":\d+:\d+: (\w+) ", line) for line in out.out.splitlines()]
    assert [m.group(1) for m in codes if m] == ["E000", "E000"]


def test_a_game_given_a_folder_with_a_link_out_refuses_it(tmp_path: Path) -> None:
    (tmp_path / "passwd.haunt").symlink_to("/etc/passwd")
    with pytest.raises(BetrayalError, match="leads out of the folder"):
        Game(scripts=[tmp_path])
