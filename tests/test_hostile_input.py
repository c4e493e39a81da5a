"""Input from strangers, fuzzed: mutated shipped scripts, mutated saves, bad API values.

Whatever the input, the library answers with a value, a located diagnostic or one of its
typed errors (``ScriptError``, ``SaveError``, ``IllegalAction``, ``BadArgument``): never
another exception, never a hang, never a state that breaks an invariant. The ``ci``
profile tries a few dozen inputs of each kind; ``HYPOTHESIS_PROFILE=long`` tries two
thousand (see docs/testing.md for what the last long run tried).
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from betrayal import (
    CHANCE,
    BadArgument,
    Game,
    IllegalAction,
    SaveError,
    Trait,
)
from betrayal.agents import RandomAgent
from betrayal.core.actions import Action
from betrayal.core.state import GameState
from betrayal.errors import ContentError, ScriptError
from betrayal.script.load import check_text
from betrayal.testing import Scenario, check_invariants

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "haunts" / "hoth2").glob("*.haunt"))
GAME = Game(players=4)
SEATS = ["zoe_ingstrom", "ox_bellows", "vivian_lopez", "jenny_leclerc"]
PLAY_STEPS = 60  # steps played of a mutated haunt that still checks clean
_HEADER = re.compile(r'^haunt (\d+) "', re.MULTILINE)
_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
# The mutated scripts and games are slow to set up; each example is one whole run.
FUZZ = settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# ----- mutated scripts ------------------------------------------------------------------------


@st.composite
def mutated_scripts(draw: st.DrawFn) -> str:
    """A shipped haunt with a few edits of the kinds a careless or hostile author makes."""
    text = draw(st.sampled_from(SCRIPTS)).read_text(encoding="utf-8")
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        edit = draw(
            st.sampled_from(
                ["delete", "duplicate", "swap", "number", "character", "nest", "truncate"]
            )
        )
        at = draw(st.integers(0, len(lines) - 1))
        if edit == "delete":
            del lines[at]
        elif edit == "duplicate":
            lines.insert(at, lines[at])
        elif edit == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif edit == "number":
            huge = draw(st.sampled_from(["0", "-1", "2147483647", "99999999999", "40", "1000"]))
            lines[at] = _NUMBER.sub(huge, lines[at], count=1)
        elif edit == "character":
            column = draw(st.integers(0, len(lines[at])))
            char = draw(st.sampled_from(list('{}()[]"#,.=<>+-*/\\\x00\u2028é\t')))
            lines[at] = lines[at][:column] + char + lines[at][column:]
        elif edit == "nest":
            depth = draw(st.integers(1, 300))
            lines[at] = lines[at].replace("(", "(" * depth, 1).replace(")", ")" * depth, 1)
        text = "\n".join(lines)
        if edit == "truncate":
            text = text[: draw(st.integers(0, len(text)))]
    return text


def _renumbered(text: str) -> tuple[str, int | None]:
    """The script as a haunt of its own (900 + its number), so it does not clash with the
    shipped one; None when it has no haunt header left."""
    found = _HEADER.search(text)
    if found is None:
        return text, None
    number = 900 + int(found.group(1)) % 100
    return text[: found.start(1)] + str(number) + text[found.end(1) :], number


def _play_briefly(game: Game, number: int, seed: int) -> None:
    sc = Scenario(game.new_state(seed=seed, explorers=SEATS))
    state = sc.reveal(number, revealer=seed % 4).build()
    agents = [RandomAgent(seed + seat) for seat in range(4)]
    for _ in range(PLAY_STEPS):
        check_invariants(state)
        if state.is_terminal():
            return
        seat = state.current_player()
        chosen = state.sample_chance() if seat == CHANCE else agents[seat].act(state, seat)
        state = state.apply(chosen)


@FUZZ
@given(text=mutated_scripts(), seed=st.integers(0, 2**16))
def test_a_mutated_haunt_is_diagnosed_or_plays_within_its_bounds(
    text: str, seed: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    text, number = _renumbered(text)
    result = check_text(text, GAME.content, "mutated.haunt")  # never raises
    lines = text.count("\n") + 1
    for d in result.diagnostics:
        assert 1 <= d.span.line <= lines + 1, d.format()
    if result.errors or number is None or not result.programs:
        return
    path = tmp_path_factory.mktemp("fuzz") / "mutated.haunt"
    path.write_text(text, encoding="utf-8")
    try:
        game = Game(players=4, scripts=[path])
        _play_briefly(game, number, seed)
    except (ScriptError, ContentError):
        pass  # a located error of the script's own making: what the promise allows


# ----- mutated saves --------------------------------------------------------------------------


def _a_save() -> bytes:
    state = GAME.new_state(seed=9)
    agents = [RandomAgent(seat) for seat in range(4)]
    for _ in range(120):
        seat = state.current_player()
        state = state.apply(
            state.sample_chance() if seat == CHANCE else agents[seat].act(state, seat)
        )
    return GAME.serialize(state).encode()


SAVE = _a_save()


@st.composite
def mutated_saves(draw: st.DrawFn) -> bytes:
    data = SAVE
    for _ in range(draw(st.integers(1, 3))):
        lines = data.split(b"\n")
        edit = draw(st.sampled_from(["delete", "swap", "bytes", "header", "truncate", "repeat"]))
        at = draw(st.integers(0, len(lines) - 1))
        if edit == "delete":
            del lines[at]
        elif edit == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif edit == "bytes":
            lines[at] = draw(st.binary(max_size=40))
        elif edit == "header" and len(lines) > 1:
            depth = draw(st.integers(1, 5000))
            lines[1] = draw(
                st.sampled_from(
                    [
                        b"[" * depth + b"]" * depth,
                        b"{}",
                        b'{"format": 1, "players": 99}',
                        lines[1].replace(b'"seed": ', b'"seed": -'),
                        lines[1][: depth % (len(lines[1]) + 1)],
                    ]
                )
            )
        elif edit == "repeat":
            lines.insert(at, lines[at])
        data = b"\n".join(lines)
        if edit == "truncate":
            data = data[: draw(st.integers(0, len(data)))]
    return data


@FUZZ
@given(data=mutated_saves())
def test_a_mutated_save_loads_or_names_its_bad_line(data: bytes) -> None:
    try:
        state = GAME.deserialize(data)
    except SaveError as e:
        assert e.line >= 1
        return
    check_invariants(state)


# ----- bad values through the API -------------------------------------------------------------

ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True),
    st.binary(max_size=20),
    st.text(max_size=30),
    st.tuples(st.integers(), st.text(max_size=5)),
    st.sampled_from(list(Trait)),
    st.builds(Action.parse, st.sampled_from(["end", "move N", "die 1", "card girl", "use x y"])),
)
STATE: GameState = GAME.new_state(seed=4)


@FUZZ
@given(value=ANYTHING, other=ANYTHING)
def test_the_api_answers_any_value_with_a_result_or_a_typed_error(
    value: object, other: object
) -> None:
    assert isinstance(STATE.explain(value), str)  # type: ignore[arg-type]
    calls = [
        lambda: STATE.apply(value),  # type: ignore[arg-type]
        lambda: STATE.observation(value),  # type: ignore[arg-type]
        lambda: STATE.trait(value, other),  # type: ignore[arg-type]
        lambda: STATE.explorer_def(value),  # type: ignore[arg-type]
    ]
    for call in calls:
        with contextlib.suppress(IllegalAction, BadArgument):
            call()
