"""`betrayal explain` states the rule the script enforces: the cases the issue found."""

from __future__ import annotations

from pathlib import Path

from betrayal import Game
from betrayal.content.loader import load
from betrayal.narrate import narrate
from betrayal.script.english import render_program
from betrayal.script.load import check_text

CONTENT = load("hoth2")

HAUNT = """language 1
haunt 962 "Plain Words" {
  traitor revealer
  monster cat "The Cat" { traits might 3 speed 3 }
  var a: bool = false
  var b: bool = false
  var c: bool = false
  var n: int = 1
  var half: int = 0
  setup {
    spawn(cat, reveal_room())
    half = (players + 1) / 2
    if a and (b or c) { n += 1 }
    if (a and b) or c { n += 2 }
  }
  on rolling(who, t) where t == sanity { n += 1 }
  on monster_entered(kind, room) where kind == cat { remove_monsters(cat, room) }
  action brace "Brace yourself" {
    who heroes
    limit once_per_turn
    do { roll trait(actor, sanity, n) as r; if r.total > 3 { n += 1 } }
  }
  heroes { win when n > 5 }
  traitor { win when n < 0 }
}
"""


def _lines() -> list[str]:
    result = check_text(HAUNT, CONTENT, "plain.haunt")
    assert not result.diagnostics, [d.format() for d in result.diagnostics]
    (program,) = result.programs
    return render_program(program)


def test_grouping_is_kept() -> None:
    lines = [line.strip() for line in _lines()]
    assert "if a and (b or c):" in lines
    assert "if (a and b) or c:" in lines
    assert "set half to (the number of players plus 1) divided by 2" in lines


def test_the_extra_dice_of_a_trait_roll_are_shown() -> None:
    lines = [line.strip() for line in _lines()]
    assert "you make a Sanity roll with n more dice (fewer if that is below 0) (call it r)" in lines


def test_bound_names_read_as_what_they_stand_for() -> None:
    text = "\n".join(_lines())
    assert "When you are about to make a trait roll, if the trait is Sanity:" in text
    assert "When a monster moves into a room, if the monster is the Cat:" in text
    assert " t " not in text and " kind " not in text


def test_titles_get_one_article() -> None:
    text = "\n".join(_lines())
    assert "Monster The Cat" in text  # the title itself, as written
    assert "the The" not in text and "every the" not in text
    assert "take every Cat in the room off the board" in text


CHOICE = """language 1
haunt 961 "Yes or No" {
  traitor revealer
  var lit: bool = false
  var what: trait = might
  setup {
    let answer = choose(traitor, [true, false])
    lit = answer
    let t = choose(traitor, [sanity, knowledge])
    what = t
  }
  heroes { win when lit and what == sanity }
  traitor { win when not lit }
}
"""


def test_the_play_log_words_a_choice(tmp_path: Path) -> None:
    path = tmp_path / "choice.haunt"
    path.write_text(CHOICE, encoding="utf-8")
    state = Game(players=3, scripts=[path]).new_state(seed=1, haunt=path)
    told: list[str] = []
    for label in ("choose True", "choose sanity"):
        (action,) = [a for a in state.legal_actions() if str(a) == label]
        after = state.apply(action)
        told += narrate(state, action, after)
        state = after
    chooser = told[1].split(" chooses ")[0]
    # Each answer follows its question, both in words.
    assert told[:4] == [
        "  a choice for the haunt's set-up: the traitor decides yes or no",
        f"{chooser} chooses yes",
        "  a choice for the haunt's set-up: the traitor chooses one of Sanity or Knowledge",
        f"{chooser} chooses Sanity",
    ]


def test_a_choice_reads_with_its_verb_agreeing_and_true_or_false_as_yes_or_no() -> None:
    result = check_text(CHOICE, CONTENT, "choice.haunt")
    (program,) = result.programs
    lines = [line.strip() for line in render_program(program)]
    assert "the traitor decides yes or no (call it answer)" in lines
    assert "the traitor chooses one of Sanity or Knowledge (call it t)" in lines


def _effect_lines(statement: str) -> list[str]:
    text = f"""language 3
haunt 963 "Idle Words" {{
  traitor revealer
  monster cat "The Cat" {{ traits might 3 speed 3 }}
  setup {{ {statement} }}
  heroes {{ win when false }}
  traitor {{ win when false }}
}}
"""
    result = check_text(text, CONTENT, "idle.haunt")
    assert not result.diagnostics, [d.format() for d in result.diagnostics]
    (program,) = result.programs
    return [line.strip() for line in render_program(program)]


def test_an_argument_the_mode_ignores_is_said_unless_it_is_the_default() -> None:
    # Writing the default changes nothing (the compiler fills it in when left out), so it
    # reads as if left out; any other value is said, as playing no part.
    left_out = _effect_lines("send_monsters(cat, entrance_hall, there)")
    written = _effect_lines("send_monsters(cat, entrance_hall, there, 1)")
    other = _effect_lines("send_monsters(cat, entrance_hall, there, 3)")
    assert written == left_out
    assert any("3 playing no part" in line for line in other), other
    assert not any("playing no part" in line for line in written), written


COUNTS = """language 3
haunt 964 "Counted Words" {
  traitor revealer
  monster cat "The Cat" { traits might 3 speed 3 }
  var lit: bool = false
  var sealed: bool = false
  var spots: list<room> = []
  setup {
    if lit != sealed { spots = [entrance_hall] + (if lit then [foyer] else []) }
    if lit == sealed { lit = true }
    if count(spots) > 0 { sealed = true }
    if monster_count(cat) == 0 { spawn(cat, entrance_hall) }
    if count([e in explorers where room_of(e) == foyer]) >= 1 { lit = false }
    if count(heroes) > 0 { lit = true }
  }
  heroes { win when sealed or monster_count(cat) > 2 }
  traitor { win when false }
}
"""


def _count_lines() -> list[str]:
    result = check_text(COUNTS, CONTENT, "counts.haunt")
    assert not result.diagnostics, [d.format() for d in result.diagnostics]
    (program,) = result.programs
    return [line.strip() for line in render_program(program)]


def test_two_yes_no_values_compared_say_how_their_truths_go_together() -> None:
    lines = _count_lines()
    assert "if just one of lit and sealed holds:" in lines
    assert "if lit holds exactly when sealed does:" in lines


def test_a_count_compared_with_nothing_says_whether_there_is_any() -> None:
    lines = _count_lines()
    assert "if spots is not empty:" in lines
    assert "if there is no Cat on the board:" in lines, lines
    assert any(line.startswith("if there is at least one of ") for line in lines), lines
    # A list such as the heroes keeps its number.
    assert "if the number of the heroes is more than 0:" in lines


def test_lists_joined_read_together_and_a_yes_no_goal_reads_true() -> None:
    lines = _count_lines()
    assert any("the Entrance Hall together with (" in line for line in lines), lines
    assert (
        "The heroes win when sealed is true or the number of the Cat on the board is more than 2."
        in lines
    )


def test_an_action_with_no_limit_says_it_may_be_taken_again_and_again() -> None:
    # Left out, the limit is `any_number`: the English says so rather than nothing, which
    # a reader would take for the rules' once a turn.
    path = Path(__file__).parent / "unsound" / "w309_roll_without_limit.haunt"
    (program,) = check_text(path.read_text(), CONTENT).programs
    text = "\n".join(render_program(program))
    assert 'Action "Search the shelves" for the heroes (any number of times):' in text
