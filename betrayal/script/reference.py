"""The language reference, generated from the registry so that it cannot drift.

``python -m betrayal.script.reference > docs/language/reference.md`` writes the page; a
test fails when the page in the docs differs from what this module generates.
"""

from __future__ import annotations

from betrayal.diagnostics import DIAGNOSTIC_CODES
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
