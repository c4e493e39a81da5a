"""The language reference, generated from the registry so that it cannot drift.

``python -m betrayal.script.reference > docs/language/reference.md`` writes the page; a
test fails when the page in the docs differs from what this module generates.
"""

from __future__ import annotations

from betrayal.core import budget, serialize
from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.rules import damage, monsters
from betrayal.diagnostics import DIAGNOSTIC_CODES
from betrayal.script import limits
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.registry import PrimitiveKind, all_primitives
from betrayal.script.triggers import TRIGGERS

# The ways a script keeps something from some players (see betrayal.script.secrets).
SECRET_FORMS = (
    (
        "var NAME: TYPE [= START] secret to WHO, ...",
        "Only the explorers named (each WHO an explorer or a list of them, worked out"
        " whenever someone looks) see the variable's value; the others see its name alone.",
        "var heir: explorer secret to heroes",
    ),
    (
        'token NAME "TITLE" secret to WHO, ...',
        "Only the explorers named see where these tokens lie or who carries them.",
        'token assassin "Assassin" secret to traitor',
    ),
    (
        "let x = choose(WHO, OPTIONS, secret: true)",
        "Only the chooser sees the options, and so what was picked; the others see that"
        " a choice is being made.",
        "let first = choose(who, [a, b, c], secret: true)",
    ),
)


# Every bound on what a script, a save or a folder from a stranger can make the library
# do: (what is bounded, its value, what happens past it, the test that goes past it).
LIMITS = (
    (
        "size of a script file",
        f"{limits.MAX_SOURCE_BYTES:,} bytes",
        "E108, the file is not read further",
        "tests/script/test_script_files.py::test_a_huge_sparse_file_is_refused_by_its_size_unread",
    ),
    (
        "brackets open at once",
        f"{limits.MAX_BRACKET_DEPTH}",
        "E109",
        "tests/script/broken/e109_brackets_too_deep.haunt",
    ),
    (
        "depth of the syntax tree",
        f"{limits.MAX_TREE_DEPTH}",
        "E109",
        "tests/script/test_script_limits.py::test_deep_nesting_without_brackets",
    ),
    (
        "a number written in a script",
        f"{limits.MAX_INT:,}",
        "E110",
        "tests/script/broken/e110_number_too_large.haunt",
    ),
    (
        "a number a script works out while the game runs",
        f"±{limits.MAX_VALUE:,}",
        "ScriptError at the operation; the action is refused",
        "tests/script/test_script_bounds.py::test_a_number_squared_over_and_over_stops_at_the_bound",
    ),
    (
        "items in a list a script builds",
        f"{limits.MAX_LIST:,}",
        "ScriptError; the action is refused",
        "tests/script/test_script_bounds.py::test_a_list_doubled_over_and_over_stops_at_its_bound",
    ),
    (
        "frames run in one settling (statements, loop turns, engine steps)",
        f"{budget.MAX_STEPS_PER_RESOLUTION:,}",
        "ScriptError; the action is refused",
        "tests/script/test_script_runtime.py::test_a_script_that_never_ends_is_stopped",
    ),
    (
        "work in one settling (a unit per part of an expression worked out, per item a "
        "loop looks at)",
        f"{budget.MAX_WORK_PER_RESOLUTION:,} units",
        "ScriptError; the action is refused",
        "tests/script/test_script_bounds.py::"
        "test_work_is_charged_by_what_a_statement_does_not_by_statements",
    ),
    (
        "monsters on the board",
        f"{monsters.MAX_MONSTERS_ON_BOARD}",
        "ScriptError at the `spawn`",
        "tests/script/test_script_bounds.py::test_a_script_cannot_flood_the_board_with_monsters",
    ),
    (
        "rooms one `wander` walks",
        f"{limits.MAX_WALK}",
        "ScriptError at the `wander`",
        "tests/script/test_script_bounds.py::test_a_wander_is_bounded_in_rooms",
    ),
    (
        "dice in any roll (a trait, damage, a monster's Speed, a script's `dice(n)`)",
        f"{MAX_TRAIT_DICE}",
        "the roll uses that many",
        "tests/script/test_script_bounds.py::test_a_monster_with_a_huge_speed_rolls_eight_dice",
    ),
    (
        "points of one dose of damage",
        f"{damage.MAX_DAMAGE_POINTS}",
        "no more are asked for (every track is spent by then)",
        "tests/script/test_script_bounds.py::"
        "test_damage_asks_for_no_more_points_than_the_tracks_hold",
    ),
    (
        "numbers offered by `numbers_up_to`",
        "0 to 100",
        "the list stops at 100",
        "the query's own doc",
    ),
    (
        "size of a saved game",
        f"{serialize.MAX_SAVE_BYTES // (1024 * 1024)} MiB",
        "SaveError naming the line reached; the file is not read further",
        "tests/test_saves.py::test_a_save_larger_than_any_game_is_refused_before_it_is_read_whole",
    ),
    (
        "the header line of a saved game",
        f"{serialize.MAX_HEADER_CHARS:,} characters",
        "SaveError on line 2",
        "tests/test_saves.py::test_a_deeply_nested_header_is_a_save_error_on_line_2",
    ),
)


def limits_table() -> list[str]:
    """The limits as a Markdown table (part of the reference)."""
    out = ["| what | at most | past it | tested by |", "|---|---|---|---|"]
    out += [f"| {what} | {value} | {past} | `{test}` |" for what, value, past, test in LIMITS]
    return out


def signature(name: str) -> str:
    """How the reference writes a primitive: `name(param: type = default, ...) -> type`."""
    prim = all_primitives()[name]
    params = []
    for p in prim.params:
        text = f"{p.name}: {p.type}"
        if not p.required:
            default = getattr(p.default, "value", p.default)
            text += f" = {str(default).lower() if isinstance(default, bool) else default}"
        params.append(text)
    result = f" -> {prim.returns}" if prim.returns is not None else ""
    return f"{name}({', '.join(params)}){result}"


def generate() -> str:
    out = [
        "# Language reference",
        "",
        "Generated from the registry by `python -m betrayal.script.reference`; do not edit.",
        "Every primitive here has a test that compiles its example.",
        "",
    ]
    for kind, title in ((PrimitiveKind.EFFECT, "Effects"), (PrimitiveKind.QUERY, "Queries")):
        out += [f"## {title}", ""]
        for name in sorted(all_primitives()):
            prim = all_primitives()[name]
            if prim.kind is not kind:
                continue
            out += [
                f"### `{name}`",
                "",
                f"`{signature(name)}`",
                "",
                prim.doc,
                "",
                "```haunt",  # coloured by betrayal.editor.lexer (a Pygments entry point)
                prim.example,
                "```",
                "",
            ]
    out += ["## Events (for `on EVENT(...)`)", "", "| event | gives | meaning |", "|---|---|---|"]
    for name, spec in sorted(TRIGGERS.items()):
        gives = ", ".join(f"{n}: {t}" for n, t in spec.binds)
        out.append(f"| `{name}` | {gives} | {spec.doc} |")
    out += [
        "",
        "## Monster rules (for `cannot ...` in a `monster` body)",
        "",
        "| rule | meaning | example |",
        "|---|---|---|",
    ]
    for name, rule in sorted(MONSTER_CANNOT.items()):
        out.append(f"| `cannot {name}` | {rule.doc} | `{rule.example}` |")
    out += [
        "",
        "## Monster abilities (`static NAME(...)` in a `monster` declaration)",
        "",
        "| ability | takes | meaning | example |",
        "|---|---|---|---|",
    ]
    for name, ability in sorted(MONSTER_ABILITIES.items()):
        takes = ", ".join(f"{p.name}: {p.type}" for p in ability.params)
        out.append(f"| `{name}` | {takes} | {ability.doc} | `{ability.example}` |")
    out += [
        "",
        "## Secrets",
        "",
        "| form | meaning | example |",
        "|---|---|---|",
        *(f"| `{form}` | {meaning} | `{example}` |" for form, meaning, example in SECRET_FORMS),
    ]
    out += [
        "",
        "## Limits",
        "",
        "Scripts, saves and folders come from strangers: none of them can make the library "
        "run for ever or fill the memory. Every bound, and what happens past it:",
        "",
        *limits_table(),
    ]
    out += [
        "",
        "## Action limits",
        "",
        ", ".join(f"`{a}`" for a in ACTION_LIMITS),
        "",
        "## Diagnostics",
        "",
        "| code | meaning |",
        "|---|---|",
    ]
    for code, meaning in sorted(DIAGNOSTIC_CODES.items()):
        out.append(f"| {code} | {meaning} |")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    print(generate(), end="")
