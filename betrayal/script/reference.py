"""The language reference, generated from the registry so that it cannot drift.

``python -m betrayal.script.reference > docs/language/reference.md`` writes the page; a
test fails when the page in the docs differs from what this module generates.
"""

from __future__ import annotations

from betrayal.core import budget, serialize
from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.rules import damage, monsters
from betrayal.diagnostics import DIAGNOSTIC_CODES
from betrayal.script import limits, syntax_reference
from betrayal.script.bound_names import phrase
from betrayal.script.english import TRAITOR_RULE_WORDING, event_words
from betrayal.script.fields import FIELDS
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT
from betrayal.script.registry import Param, PrimitiveKind, all_primitives
from betrayal.script.retired import CURRENT_LANGUAGE, RETIRED
from betrayal.script.statics import STATICS
from betrayal.script.traitor_choice import RULE_WORDS
from betrayal.script.triggers import TRIGGERS
from betrayal.script.types import EXPLORER, SCALARS, Type

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
        "selections inside a selection's condition or key (each looks at a whole list)",
        f"{limits.MAX_SELECTION_NESTING}",
        "E109 when the script is checked",
        "tests/script/test_selections.py::test_a_selection_is_typed_and_checked",
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


# What each traitor line means for the game beyond who the traitor is.
TRAITOR_LINE_MEANING = {
    "revealer": "The explorer who revealed the haunt turns traitor.",
    "left_of_revealer": "The explorer on the revealer's left turns traitor.",
    "none": "Nobody turns traitor: every explorer is a hero. The `traitor { }` goal is "
    "the house's: when it is met, every explorer loses.",
    "none_at_first": "Nobody turns traitor at the reveal; rules may turn explorers later "
    "(they join the traitor's side and its goal).",
    "hidden": "A traitor is dealt in secret: the others do not know who it is until it "
    "shows itself, and anyone may attack anyone on a suspicion.",
    "highest": "The explorer with the highest value of the trait turns traitor; "
    "`except_revealer: true` leaves the revealer out. Ties follow the rulebook: the "
    "revealer if tied, else the tied explorer nearest the revealer's left.",
    "lowest": "As `highest`, for the lowest value of the trait.",
    "oldest": "The oldest explorer turns traitor (ties as for `highest`).",
    "youngest": "The youngest explorer turns traitor (ties as for `highest`).",
    "most_omens": "Whoever holds the most omen cards turns traitor (ties as for `highest`).",
    "holder": "Whoever holds the card turns traitor; if nobody does, the `else:` rule chooses.",
    "named": "That explorer turns traitor if someone plays them; else the `else:` rule chooses.",
    "free_for_all": "Every explorer plays for themselves: only the heroes' `win when` is "
    "written, and it is checked for each explorer; whoever meets it wins alone (or with "
    "all who meet it at the same moment).",
}


def _table(header: str, rows: tuple[tuple[str, str, str], ...]) -> list[str]:
    out = [header, "|---|---|---|"]
    out += [f"| `{form}` | {meaning} | `{example}` |" for form, meaning, example in rows]
    return out


def _params(params: tuple[Param, ...]) -> str:
    parts = []
    for p in params:
        text = f"{p.name}: {p.type}"
        if not p.required:
            default = getattr(p.default, "value", p.default)
            text += f" = {str(default).lower() if isinstance(default, bool) else default}"
        parts.append(text)
    return ", ".join(parts)


def _binds(binds: tuple[tuple[str, Type], ...]) -> str:
    """The names a static or an event binds, with their types and how they read."""
    if not binds:
        return "nothing"
    return "; ".join(f'`{n}`: `{t}` (reads "{phrase(n, t).this}")' for n, t in binds)


def syntax_sections() -> list[str]:
    """The haunt file's declarations, members, statements, forms and expressions."""
    sr = syntax_reference
    out = [
        "## Files and declarations",
        "",
        *_table("| form | meaning | example |", sr.DECLARATIONS),
        "",
        "## Sections and members of a body",
        "",
        "One vocabulary serves every body; the checker says which members make sense in "
        "which declaration (E403).",
        "",
        *_table("| member | meaning | example |", sr.MEMBERS),
        "",
        "## Traitor lines (`traitor RULE` in a haunt)",
        "",
        "| line | the traitor | what it means |",
        "|---|---|---|",
    ]
    for word in RULE_WORDS:
        wording = TRAITOR_RULE_WORDING[word.word]
        meaning = TRAITOR_LINE_MEANING[word.word]
        if word.example:
            meaning += f" Example: `{word.example}`."
        out.append(f"| `traitor {word.word}` | {wording} | {meaning} |")
    out += [
        "",
        "## Statements",
        "",
        *_table("| statement | meaning | example |", sr.STATEMENTS),
        "",
        "## Built-in forms",
        "",
        *_table("| form | meaning | example |", sr.BUILT_IN_FORMS),
        "",
        "## Built-in names",
        "",
        *_table("| name | meaning | example |", sr.BUILT_IN_NAMES),
        "",
        "## Expressions",
        "",
        "Every form of expression, the tightest first: `a + b * c` is `a + (b * c)`, and "
        "`a or b and c` is `a or (b and c)`. `betrayal explain` brackets every grouping "
        "that English could not show otherwise.",
        "",
        *_table("| form | meaning | example |", sr.EXPRESSIONS),
        "",
        "## Types",
        "",
        ", ".join(f"`{name}`" for name in SCALARS) + ", and `list<T>` of any of them.",
        "",
        "A `monster` is a kind the haunt declares (`hound`), standing for every monster of "
        "it, or one monster on the board, standing for that one alone, as `figures`, "
        "`figures_in`, `newest` and `held_by` give it. Every primitive that takes a monster "
        "takes either: `monster_room(k)` of one monster is its own room, `remove_monsters(k, "
        "r)` takes only it. One monster keeps its value while it is on the board and no "
        "other is ever given it; it is never equal to its kind (`kind_of(k) == hound` asks "
        "its kind), and it cannot be written in a script, only found.",
        "",
        *_modes_section(),
    ]
    return out


def _modes_section() -> list[str]:
    """Every mode a primitive takes: one word of a fixed set that picks what it does."""
    rows = [
        (f"{prim.name}({p.name}: ...)", "`" + str(p.type).replace("|", "\\|") + "`", p.doc)
        for prim in sorted(all_primitives().values(), key=lambda prim: prim.name)
        for p in prim.params
        if p.type.modes is not None
    ]
    out = [
        "A mode (written `a|b|c`) is one word of a fixed set, written bare where a primitive "
        "expects it: `rooms_near(room_of(actor), door)`. The word means something only "
        "there, so it never hides a variable or a room of the same name; any other word is "
        "an error (E201) that lists the right ones. Each primitive's English says what "
        "each of its modes does.",
        "",
        "| primitive | words | what they choose |",
        "|---|---|---|",
    ]
    return [*out, *(f"| `{call}` | {words} | {doc} |" for call, words, doc in rows), ""]


def statics_section() -> list[str]:
    """Every standing rule: its parameters, the names its `when:` reads, an example."""
    out = [
        "## Statics (`static NAME(...)` in a haunt, a card or a room)",
        "",
        "A static is a standing rule the engine consults while its script is live. Its "
        "`when:` condition may read the names the static binds (listed with their types "
        "and how `betrayal explain` reads them), the script's variables, tokens and "
        "monsters, and the edition's rooms, cards and traits.",
        "",
    ]
    for name, spec in sorted(STATICS.items()):
        out += [
            f"### `static {name}`",
            "",
            f"`static {name}({_params(spec.params)})`",
            "",
        ]
        if not spec.modes:
            english = spec.english.format(amount=spec.params[0].name.upper(), when="CONDITION")
            out += [f"Binds: {_binds(spec.binds)}.", "", spec.doc, "", f'Reads: "{english}".']
        else:
            out += [spec.doc, ""]
            for mode in spec.modes:
                value = (mode.value or "").upper()
                english = mode.english.format(amount=value, when="CONDITION")
                uses = f"; reads `{mode.value}`" if mode.value else ""
                out += [
                    f"`mode: {mode.word}`{uses}; binds {_binds(spec.binds_for(mode.word))}. "
                    f'Reads: "{english}".',
                    "",
                    "```haunt",
                    mode.example,
                    "```",
                    "",
                ]
            if any(mode.example == spec.example for mode in spec.modes):
                continue
        out += [
            "",
            "```haunt",
            spec.example,
            "```",
            "",
        ]
    return out


def fields_section() -> list[str]:
    """Every field a dot reads, by the type of thing it is read from."""
    out = [
        "",
        "## Fields (`THING.FIELD`)",
        "",
        "What the card or tile of an explorer, a room or a card prints, and the dice of a "
        "roll. A roll also has `.total`. Any other name after a dot is an error that lists "
        "the fields there are.",
        "",
        "| of | field | type | meaning | reads |",
        "|---|---|---|---|---|",
    ]
    for base, fields in FIELDS.items():
        for name, field in fields.items():
            reads = field.english.replace("{of}", "X")
            out.append(f'| `{base.value}` | `.{name}` | `{field.type}` | {field.doc} | "{reads}" |')
    return out


def retired_section() -> list[str]:
    """The names the language retired, each with what a script writes instead."""
    out = [
        "",
        "## Retired names",
        "",
        f"The current language is {CURRENT_LANGUAGE}. A file that declares a language "
        "older than the one that retired a name still reads the name as its replacement; "
        "in a file of that language or a later one the name is an error (E210) that "
        "writes the replacement out. "
        "`betrayal upgrade FILE` rewrites a file in the current language. In a "
        "replacement, `{name}` stands for what the call gave for that parameter.",
        "",
        "| name | kind | retired in | was | write instead |",
        "|---|---|---|---|---|",
    ]
    for name, entry in sorted(RETIRED.items()):
        was = f"{name}({', '.join(p.name for p in entry.params)})"
        template = entry.template.replace("|", "\\|")
        out.append(f"| `{name}` | {entry.kind.value} | {entry.since} | `{was}` | `{template}` |")
    return out


def generate() -> str:
    out = [
        "# Language reference",
        "",
        "Generated from the registry by `python -m betrayal.script.reference`; do not edit.",
        "Every primitive and static here has a test that compiles its example.",
        "",
        *syntax_sections(),
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
    out += statics_section()
    out += [
        "## Events (for `on EVENT(...)`)",
        "",
        "A trigger names the values its event gives, in this order (it may name fewer). "
        'In `betrayal explain`, the first explorer named reads "you" and the others as '
        "shown.",
        "",
        "| event | gives, in order | meaning | reads |",
        "|---|---|---|---|",
    ]
    for name, spec in sorted(TRIGGERS.items()):
        told = {n: phrase(n, t).some for n, t in spec.binds}
        if spec.binds and spec.binds[0][1] == EXPLORER:
            told[spec.binds[0][0]] = "you"
        reads = event_words(spec.english, told)
        out.append(f'| `{name}` | {_binds(spec.binds)} | {spec.doc} | "{reads}" |')
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
        # A mode's words are split by `|`, which would end the table's cell.
        takes = ", ".join(f"{p.name}: {p.type}" for p in ability.params).replace("|", "\\|")
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
    out += fields_section()
    out += retired_section()
    out += [
        "",
        "## Action limits",
        "",
        ", ".join(f"`{a}`" for a in ACTION_LIMITS),
        "",
        "An action with no `limit` line may be taken any number of times a turn "
        "(`any_number`). The rules let a player try the same roll only once a turn, so "
        "an action that rolls should say `once_per_turn` (or `any_number`, where the haunt "
        "allows more); the checker warns of one that says neither (W309).",
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
