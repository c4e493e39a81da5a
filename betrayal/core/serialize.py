"""Saving and loading games: a header, then the action log, one action per line.

The header says what is needed to start the game again (edition, ruleset, players, seed,
explorers, first player) and fingerprints the content; replaying the log from that start
rebuilds a state equal to the one saved. Any problem is a :class:`SaveError` naming the
line, and never leaves a half-loaded game behind.
"""

from __future__ import annotations

import enum
import json
import os
import stat
from pathlib import Path
from typing import Any

import attrs
import cattrs
from cattrs.gen import make_dict_unstructure_fn, override

from betrayal.core.actions import Action
from betrayal.core.edition import Edition
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError, IllegalAction, SaveError

MAGIC = "betrayal-save"
FORMAT = 1

# A save is a line a step: a few million steps fit in a few tens of MiB. Anything much
# larger is not a game we wrote, and is refused before it is read whole.
MAX_SAVE_BYTES = 256 * 1024 * 1024
# The header is one short JSON object; a long or deeply nested one is not ours either.
MAX_HEADER_CHARS = 64 * 1024


@attrs.frozen
class Header:
    format: int
    edition: str
    ruleset: str
    players: int
    content: str
    seed: int
    explorers: tuple[str, ...]
    first_player: int
    haunt: int | None = None
    scenario: str | None = None


_converter = cattrs.Converter()
# Sets are written as sorted lists so that equal states give byte-equal snapshots.
_converter.register_unstructure_hook_func(
    lambda t: t is frozenset or getattr(t, "__origin__", None) is frozenset,
    lambda s: sorted(_converter.unstructure(x) for x in s),
)


def _plain(value: object) -> object:
    """A value a script keeps (a local, a choice's option, a variable) as JSON data: a
    trait or a floor as its name, a list as a list."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((_plain(v) for v in value), key=repr)
    return value


# Fields typed `object` hold script values: cattrs passes those through as they are.
_converter.register_unstructure_hook_func(lambda t: t is object, _plain)
_state_hook_ready = False


def _register_state_hook() -> None:
    # The state's annotations are strings until resolved; resolve them once, when first
    # needed, rather than on import.
    global _state_hook_ready
    attrs.resolve_types(GameState)
    _converter.register_unstructure_hook(
        GameState,
        make_dict_unstructure_fn(
            GameState,
            _converter,
            game=override(omit=True),
            history=override(omit=True),
            _legal=override(omit=True),
            _live=override(omit=True),
        ),
    )
    _state_hook_ready = True


def header_of(game: Edition, state: GameState) -> Header:
    return Header(
        format=FORMAT,
        edition=game.edition,
        ruleset=game.ruleset.name,
        players=game.players,
        content=game.content.digest,
        seed=state.setup.seed,
        explorers=state.setup.explorers,
        first_player=state.setup.first_player,
        haunt=state.setup.haunt,
        scenario=state.setup.scenario,
    )


def dumps(game: Edition, state: GameState) -> str:
    header = json.dumps(_converter.unstructure(header_of(game, state)), sort_keys=True)
    lines = [f"{MAGIC} {FORMAT}", header, *(str(a) for a in state.history)]
    return "\n".join(lines) + "\n"


def decode(data: bytes | str) -> str:
    """A save's text: bytes must be UTF-8 and no larger than :data:`MAX_SAVE_BYTES`."""
    if isinstance(data, str):
        if len(data) > MAX_SAVE_BYTES:
            raise SaveError(_line_at(data, MAX_SAVE_BYTES), _too_large())
        return data
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(data.count(b"\n", 0, MAX_SAVE_BYTES) + 1, _too_large())
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise SaveError(line, f"not UTF-8 text (byte {e.start} of the file)") from None


def read_save(path: str | Path) -> str:
    """The text of a saved game's file, read safely: a regular file, at most
    :data:`MAX_SAVE_BYTES` read (never the whole of a larger one), UTF-8."""
    file = Path(path)
    try:
        # Asked before opening: opening a pipe would wait for a writer for ever.
        if not stat.S_ISREG(file.stat().st_mode):
            raise SaveError(1, f"{file} is not a regular file")
        with file.open("rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise SaveError(1, f"{file} is not a regular file")
            data = f.read(MAX_SAVE_BYTES + 1)
    except OSError as e:
        raise SaveError(1, f"cannot read {file}: {e.strerror or e}") from None
    return decode(data)


def _too_large() -> str:
    return f"the save goes on past {MAX_SAVE_BYTES // (1024 * 1024)} MiB, more than any game"


def _line_at(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def read_header(text: str) -> Header:
    """The header of a saved game, checked for shape only."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != f"{MAGIC} {FORMAT}":
        raise SaveError(1, f"not a saved game: expected the first line '{MAGIC} {FORMAT}'")
    if len(lines) < 2:
        raise SaveError(2, "the header is missing")
    if len(lines[1]) > MAX_HEADER_CHARS:
        raise SaveError(2, f"the header is longer than {MAX_HEADER_CHARS} characters")
    try:
        header = _converter.structure(json.loads(lines[1]), Header)
    except RecursionError:
        raise SaveError(2, "the header cannot be read: it is nested too deeply") from None
    except (json.JSONDecodeError, cattrs.BaseValidationError, TypeError, ValueError) as e:
        raise SaveError(2, f"the header cannot be read: {_first_line(e)}") from None
    if header.format != FORMAT:
        raise SaveError(2, f"unsupported save format {header.format}")
    return header


def loads(game: Edition, data: str | bytes) -> GameState:
    text = decode(data)
    header = read_header(text)
    lines = text.splitlines()
    here = {
        "edition": game.edition,
        "ruleset": game.ruleset.name,
        "players": game.players,
        "content": game.content.digest,
    }
    for field, value in here.items():
        saved = getattr(header, field)
        if saved != value:
            raise SaveError(2, f"saved with {field} {saved!r}, but this game has {value!r}")
    try:
        state = game.start(
            header.seed, header.explorers, header.first_player, header.haunt, header.scenario
        )
    except BetrayalError as e:
        raise SaveError(2, f"the game cannot be started: {e}") from None
    for number, line in enumerate(lines[2:], start=3):
        if not line.strip():
            continue
        try:
            state = state.apply(Action.parse(line))
        except ValueError as e:
            raise SaveError(number, f"not an action: {e}") from None
        except IllegalAction as e:
            raise SaveError(number, f"{line.strip()!r} is illegal here: {e.reason}") from None
    return state


def snapshot(state: GameState) -> dict[str, Any]:
    """The whole state as plain JSON-ready data, for debugging and diffs."""
    if not _state_hook_ready:
        _register_state_hook()
    data: dict[str, Any] = _converter.unstructure(state)
    return data


def _first_line(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return text.splitlines()[0]


__all__ = ["Header", "decode", "dumps", "loads", "read_header", "read_save", "snapshot"]
