"""The public API: states, actions, chance, explanations, saving and replaying."""

from __future__ import annotations

import pytest

import betrayal
from betrayal import CHANCE, TERMINAL, Action, BetrayalError, Game, IllegalAction, SaveError
from betrayal.agents import RandomAgent
from betrayal.driver import StepLimitReached, play


def _played(game: Game, seed: int) -> betrayal.GameState:
    state = game.new_state(seed=seed)
    return play(state, [RandomAgent(seed * 10 + i) for i in range(game.players)])


def test_new_state(game: Game) -> None:
    s = game.new_state(seed=5)
    assert s.phase is betrayal.Phase.EXPLORATION
    assert s.current_player() == 0 and s.players == 4
    assert s.haunt is None and s.traitor is None
    assert len({s.explorer_def(i).card for i in range(4)}) == 4  # one side per card


def test_explorers_can_be_chosen(game: Game) -> None:
    chosen = ["ox_bellows", "zoe_ingstrom", "vivian_lopez", "jenny_leclerc"]
    s = game.new_state(seed=1, explorers=chosen)
    assert [e.explorer for e in s.explorers] == chosen


@pytest.mark.parametrize(
    ("explorers", "message"),
    [
        (["ox_bellows", "darrin_flash_williams", "zoe_ingstrom", "vivian_lopez"], "two sides"),
        (["ox_bellows", "zoe_ingstrom", "vivian_lopez"], "expected 4 explorers"),
        (["ox_bellows", "zoe_ingstrom", "vivian_lopez", "nobody"], "unknown explorer"),
    ],
)
def test_bad_explorer_choices(game: Game, explorers: list[str], message: str) -> None:
    with pytest.raises(BetrayalError, match=message):
        game.new_state(seed=1, explorers=explorers)


def test_player_count_is_checked() -> None:
    with pytest.raises(BetrayalError, match="3 to 6 players"):
        Game(players=2)
    with pytest.raises(BetrayalError, match="unknown ruleset"):
        Game(ruleset="hoth9")


def test_chance_outcomes_are_uniform_and_sum_to_one(game: Game) -> None:
    s = game.new_state(seed=2).apply("move N").apply("move E")
    assert s.current_player() == CHANCE
    outcomes = s.chance_outcomes()
    assert len(outcomes) == len(s.room_stack) == 42
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert s.sample_chance() in s.legal_actions()
    assert game.new_state(seed=2).chance_outcomes() == ()


def test_the_same_seed_and_choices_give_the_same_game(game: Game) -> None:
    a, b = _played(game, 11), _played(game, 11)
    assert a == b and a.history == b.history
    assert _played(game, 12).history != a.history


def test_apply_on_equal_states_gives_equal_states(game: Game) -> None:
    a, b = game.new_state(seed=3), game.new_state(seed=3)
    for action in ("move N", "move E"):
        a, b = a.apply(action), b.apply(action)
        assert a == b
    assert a.apply(a.sample_chance()) == b.apply(b.sample_chance())


def test_action_strings_round_trip(game: Game) -> None:
    final = _played(game, 4)
    for action in final.history:
        assert Action.parse(str(action)) == action
    with pytest.raises(ValueError, match="takes 1 argument"):
        Action.parse("move")


def test_explain(game: Game) -> None:
    s = game.new_state(
        seed=1, explorers=["zoe_ingstrom", "ox_bellows", "vivian_lopez", "jenny_leclerc"]
    )
    assert s.explain("move N") == "Legal: move N from the Entrance Hall to the Foyer."
    assert s.explain("move E").startswith("Legal: leave the Entrance Hall by its E door")
    assert s.explain("die 1").startswith("Illegal: no die or draw is pending")
    assert s.explain("jump").startswith("Not an action")
    assert "end the turn" in s.explain("end")


def test_save_and_replay_give_an_equal_state(game: Game) -> None:
    final = _played(game, 6)
    text = game.serialize(final)
    assert text.startswith("betrayal-save 1\n")
    again = game.deserialize(text)
    assert again == final and again.history == final.history
    assert game.snapshot(again) == game.snapshot(final)


def test_save_mid_game(game: Game) -> None:
    s = game.new_state(seed=8).apply("move N").apply("move E")  # at a chance node
    again = game.deserialize(game.serialize(s))
    assert again == s and again.current_player() == CHANCE


@pytest.mark.parametrize(
    ("mangle", "line", "message"),
    [
        (lambda t: "hello\n" + t, 1, "not a saved game"),
        (lambda t: t.replace('"seed"', '"sead"'), 2, "header cannot be read"),
        (lambda t: t.replace('"players": 4', '"players": 5'), 2, "players"),
        (lambda t: t.replace('"content": "', '"content": "x'), 2, "content"),
        (lambda t: t + "fly away\n", None, "not an action"),
        (lambda t: t + "die 1\n", None, "is illegal here"),
    ],
)
def test_corrupt_saves_say_which_line(
    game: Game, mangle: object, line: int | None, message: str
) -> None:
    s = game.new_state(seed=8).apply("move N")
    text = mangle(game.serialize(s))  # type: ignore[operator]
    with pytest.raises(SaveError, match=message) as info:
        game.deserialize(text)
    expected = line if line is not None else len(text.splitlines())
    assert info.value.line == expected


def test_a_finished_game_refuses_every_action(game: Game) -> None:
    final = _played(game, 9)
    assert final.current_player() == TERMINAL and final.legal_actions() == ()
    assert final.haunt is not None
    # A haunt with a script is played to its end; one with none stops play at its reveal.
    if final.haunt_script is not None:
        assert final.phase is betrayal.Phase.OVER and final.winner is not None
    else:
        assert final.phase is betrayal.Phase.HAUNT
    with pytest.raises(IllegalAction) as info:
        final.apply("end")
    assert info.value.code == "game-over"


def test_play_reports_a_step_limit(game: Game) -> None:
    with pytest.raises(StepLimitReached):
        play(game.new_state(seed=1), [RandomAgent(i) for i in range(4)], max_steps=3)


def test_the_package_level_driver(game: Game) -> None:
    final = betrayal.play(game.new_state(seed=9), [RandomAgent(90 + i) for i in range(4)])
    assert final.reveal is not None and final == _played(game, 9)
    with pytest.raises(betrayal.StepLimitReached):
        betrayal.play(game.new_state(seed=1), [RandomAgent(i) for i in range(4)], max_steps=3)
