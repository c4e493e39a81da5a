"""Rules read as English: verbs agree with whoever they are about."""

from __future__ import annotations

from betrayal.content.loader import load
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.verbs import settle

HAUNT = """language 1
haunt 951 "Agreement" {
  traitor revealer
  on turn_start(who) {
    gain(who, might, 1)
    for each e in explorers_in(room_of(who)) where e != who {
      roll trait(e, sanity) as r
      match r {
        4.. => lose(e, speed, 1)
        else => damage(e, mental, points: 1, dice: 2)
      }
    }
    gain(traitor, sanity, 1)
  }
  heroes { win when not alive(traitor) }
  traitor { win when count(heroes) == 0 }
}
"""


def test_verbs_agree_with_you_and_with_everyone_else() -> None:
    result = check_text(HAUNT, load("hoth2"))
    assert not result.errors, result.diagnostics
    text = "\n".join(render_program(result.programs[0]))
    assert "you gain 1 Might" in text  # the trigger's own explorer is "you"
    assert "e makes a Sanity roll" in text
    assert "e loses 1 Speed" in text
    assert "e takes 1 point and 2 dice of mental damage" in text
    assert "the traitor gains 1 Sanity" in text
    assert "\u2063" not in text


def test_settling_leaves_plain_text_alone() -> None:
    assert settle("you gain 1 Might") == "you gain 1 Might"
    assert settle("x \u2063carry the Book") == "x carries the Book"
    assert settle("you \u2063have it") == "you have it"


def test_no_shipped_script_leaves_a_verb_unsettled() -> None:
    from betrayal.script.load import content_scripts

    for program in content_scripts(load("hoth2")).programs():
        assert "\u2063" not in "\n".join(render_program(program)), program.key


FREE_FOR_ALL = """language 3
haunt 952 "Rivals" {
  traitor free_for_all
  rule {
    static fight(mode: bonus, amount: 1, when: count([c in cards_of(fighter) where c.weapon]) == 0)
  }
  heroes { win when alive(actor) and count([e in explorers where alive(e)]) == 1 }
}
"""


def test_a_verb_inside_a_template_agrees_too() -> None:
    result = check_text(FREE_FOR_ALL, load("hoth3"))
    assert not result.errors, result.diagnostics
    text = "\n".join(render_program(result.programs[0]))
    assert "the items and omens the fighter holds" in text


def test_a_free_for_all_has_one_page_that_every_explorer_plays() -> None:
    result = check_text(FREE_FOR_ALL, load("hoth3"))
    text = "\n".join(render_program(result.programs[0]))
    assert "Every explorer's page (each plays for themselves):" in text
    assert "You win when you are alive" in text
    assert "The heroes' page" not in text and "The heroes win" not in text


NO_TRAITOR = """language 3
haunt 953 "Nobody Turns" {
  traitor none
  action ward "Ward the door" {
    who heroes
    do { win heroes }
  }
  heroes { win when false }
  traitor { win when count(heroes) == 0 }
}
"""


def test_with_no_traitor_the_other_page_is_the_houses_goal() -> None:
    result = check_text(NO_TRAITOR, load("hoth3"))
    assert not result.errors, result.diagnostics
    text = "\n".join(render_program(result.programs[0]))
    assert "The house's goal (no explorer plays it):" in text
    assert "Every explorer loses when the number of the heroes is 0." in text
    assert "The traitor's page" not in text and "The traitor wins" not in text


def test_a_side_that_wins_only_by_its_rules_does_not_read_when_false() -> None:
    result = check_text(NO_TRAITOR, load("hoth3"))
    text = "\n".join(render_program(result.programs[0]))
    assert "The heroes win only when one of the rules above says so." in text
    assert "when false" not in text


def test_a_shipped_number_reads_the_traitor_rule_of_the_editions_table() -> None:
    # The 3rd edition's table gives haunt 24 to the explorer with the highest Speed; a
    # script of that number with no line of its own is played, and read, that way.
    text = NO_TRAITOR.replace("haunt 953", "haunt 24").replace("  traitor none\n", "")
    result = check_text(text, load("hoth3"))
    assert not result.errors, result.diagnostics
    lines = render_program(result.programs[0])
    assert lines[1].startswith("  The traitor: the explorer with the highest Speed")
    assert any(line == "The traitor's page:" for line in lines)


def test_the_houses_goal_reads_so_on_its_own_page_and_at_the_reveal() -> None:
    from betrayal.script.english import goal_words, render_side

    result = check_text(NO_TRAITOR, load("hoth3"))
    program = result.programs[0]
    page = render_side(program, "traitor")
    assert page[0] == "Nobody Turns: the house's goal (no explorer plays it)"
    assert "  Every explorer loses when the number of the heroes is 0." in page
    assert goal_words(program, "heroes") == "a rule of theirs says so"
    assert "  You win only when one of the rules above says so." in render_side(program, "heroes")


def test_a_yes_or_no_variable_as_a_goal_reads_is_true() -> None:
    text = (
        NO_TRAITOR.replace("heroes { win when false }", "heroes { win when sealed }")
        .replace("  traitor none\n", "  traitor none\n  var sealed: bool = false\n")
        .replace("do { win heroes }", "do { sealed = true }")
    )
    result = check_text(text, load("hoth3"))
    assert not result.errors, result.diagnostics
    assert "  The heroes win when sealed is true." in render_program(result.programs[0])
