"""Saved games from strangers: whatever the file holds, loading it ends in a game or in a
SaveError that names the line, never in another exception or a hang."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from betrayal import CHANCE, Game, SaveError
from betrayal.agents import RandomAgent
from betrayal.cli import main
from betrayal.core import serialize
from betrayal.core.actions import Action
from betrayal.core.history import History

GAME = Game(players=4)


def _saved(steps: int = 40) -> str:
    state = GAME.new_state(seed=5)
    agents = [RandomAgent(seat) for seat in range(4)]
    for _ in range(steps):
        seat = state.current_player()
        chosen = state.sample_chance() if seat == CHANCE else agents[seat].act(state, seat)
        state = state.apply(chosen)
    return GAME.serialize(state)


def test_a_save_that_is_not_utf8_names_the_line_of_the_bad_byte() -> None:
    text = _saved()
    lines = text.encode().split(b"\n")
    lines[4] = b"move \xff\xfe"
    with pytest.raises(SaveError) as caught:
        GAME.deserialize(b"\n".join(lines))
    assert caught.value.line == 5
    assert "UTF-8" in caught.value.problem


def test_replay_of_a_file_that_is_not_utf8_is_one_line_and_a_failing_status(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.txt"
    path.write_bytes(_saved().encode()[:200] + b"\xc3\x28\n")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("betrayal: line ")
    assert "Traceback" not in err


def test_a_deeply_nested_header_is_a_save_error_on_line_2() -> None:
    nested = "[" * 100_000 + "]" * 100_000
    with pytest.raises(SaveError) as caught:
        GAME.deserialize(f"betrayal-save 1\n{nested}\n")
    assert caught.value.line == 2


def test_a_header_nested_within_the_length_limit_is_still_refused_cleanly() -> None:
    nested = '{"a":' * 6000 + "1" + "}" * 6000
    with pytest.raises(SaveError) as caught:
        GAME.deserialize(f"betrayal-save 1\n{nested}\n")
    assert caught.value.line == 2


def test_a_save_larger_than_any_game_is_refused_before_it_is_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(serialize, "MAX_SAVE_BYTES", 1000)
    path = tmp_path / "big.txt"
    path.write_text(_saved(400), encoding="utf-8")
    assert path.stat().st_size > 1000
    with pytest.raises(SaveError, match="MiB"):
        serialize.read_save(path)
    with pytest.raises(SaveError, match="MiB"):
        GAME.deserialize(path.read_text(encoding="utf-8"))


def test_a_pipe_or_a_folder_is_not_read(tmp_path: Path) -> None:
    fifo = tmp_path / "game.txt"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        serialize.read_save(fifo)  # opening it would wait for a writer for ever
    with pytest.raises(SaveError, match="not a regular file"):
        serialize.read_save(tmp_path)
    with pytest.raises(SaveError, match="cannot read"):
        serialize.read_save(tmp_path / "missing.txt")


def test_a_good_save_read_from_its_file_replays_to_the_same_game(tmp_path: Path) -> None:
    text = _saved()
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    again = GAME.deserialize(serialize.read_save(path))
    assert GAME.serialize(again) == text
    assert GAME.deserialize(text.encode()) == again


# ----- the history a state keeps -----------------------------------------------------------


def _actions(n: int) -> list[Action]:
    return [Action.parse(f"die {1 + i % 2}") for i in range(n)]


def test_a_history_reads_like_the_tuple_of_its_actions() -> None:
    actions = _actions(200)
    history = History()
    for a in actions:
        history = history.append(a)
    assert len(history) == 200
    assert history == tuple(actions) and tuple(actions) == history.as_tuple()
    assert list(history) == actions
    assert history[-1] == actions[-1] and history[0] == actions[0]
    assert history[-12:] == tuple(actions[-12:])
    assert history[-300:] == tuple(actions)
    assert history[5:9] == tuple(actions[5:9])
    assert history[::-1] == tuple(reversed(actions))


def test_appending_leaves_the_shorter_history_as_it_was() -> None:
    actions = _actions(10)
    base = History(actions[:5])
    longer = base.append(actions[5])
    other = base.append(actions[6])
    assert base == tuple(actions[:5])
    assert longer[-1] == actions[5] and other[-1] == actions[6]
    assert longer != other and len(longer) == len(other) == 6
    assert longer.append(actions[7])[-3:] == (actions[4], actions[5], actions[7])


def test_a_history_as_long_as_a_huge_game_flattens_pickles_and_frees_without_recursion() -> None:
    history = History()
    step = Action.parse("die 3")
    for _ in range(300_000):
        history = history.append(step)
    assert history[-2:] == (step, step)
    copy = pickle.loads(pickle.dumps(history))
    assert copy == history and len(copy) == 300_000
    del history, copy  # a chain of links freed one by one, not by recursion


def test_the_states_history_is_the_actions_applied() -> None:
    state = GAME.new_state(seed=2)
    first = state.legal_actions()[0]
    after = state.apply(first)
    assert after.history == (*state.history, first)
    assert isinstance(after.history, History)
