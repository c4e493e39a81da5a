"""The parts of the language that are grammar rather than registry: the declarations, the
sections and members of a body, the traitor lines, the built-in forms and every form of
expression, each with what it means and an example, for the generated reference.

A test checks that every keyword of the grammar appears in the reference, so a keyword
added to the grammar without a line here fails the build.
"""

from __future__ import annotations

# (form, meaning, example)
Row = tuple[str, str, str]

DECLARATIONS: tuple[Row, ...] = (
    (
        "language 1",
        "The header every script starts with: the version of the language it is written in.",
        "language 1",
    ),
    (
        'haunt NUMBER "TITLE" { ... }',
        "A haunt: its set-up, monsters, tokens, both sides' rules and goals. The number is "
        "the haunt chart's for the edition's haunts; a fan's haunt takes a number above 100.",
        'haunt 101 "The Sealing Rite" { ... }',
    ),
    (
        'event ID "TITLE" { ... }',
        "The rules of an event card of the edition (the id is the card's).",
        'event creaking_door "Creaking Door" { on drawn(who) { ... } }',
    ),
    (
        'item ID "TITLE" { ... }',
        "The rules of an item card of the edition.",
        'item dagger "Dagger" { weapon { dice 3 } }',
    ),
    (
        'omen ID "TITLE" { ... }',
        "The rules of an omen card of the edition.",
        'omen ring "Ring" { ... }',
    ),
    (
        'room ID "TITLE" { ... }',
        "The rules of a room tile of the edition.",
        'room chapel "Chapel" { on turn_end(who) where room_of(who) == this { ... } }',
    ),
)

MEMBERS: tuple[Row, ...] = (
    (
        "var NAME: TYPE [= START] [secret to WHO, ...]",
        "A variable the script keeps in the game state, with its type and starting value "
        "(a number starts at 0, a truth at false, a list empty).",
        "var rites: int = 0",
    ),
    (
        'monster NAME "TITLE" { traits ...; cannot ...; static ... }',
        "A haunt's kind of monster: its traits (`traits might 4 speed 3`), what it cannot "
        "do or suffer (`cannot ...`, see Monster rules) and its abilities (`static ...` "
        "inside the body, see Monster abilities).",
        'monster ghoul "Ghoul" { traits might 4 speed 3 sanity 3 }',
    ),
    (
        "traits TRAIT NUMBER ...",
        "Inside a `monster`: its value in each trait it has (might, speed, sanity, knowledge).",
        "traits might 5 speed 2",
    ),
    (
        'token NAME "TITLE" [secret to WHO, ...]',
        "A kind of token the haunt puts on the board or in explorers' keeping.",
        'token seal "Seal"',
    ),
    (
        "setup { ... }",
        "A haunt's statements run once, as the haunt is revealed (monsters spawned, tokens "
        "placed, choices made).",
        "setup { spawn(ghoul, reveal_room()) }",
    ),
    (
        "rule { ... }",
        "Members that hold for both sides, grouped for the reader: the same as writing them "
        "at the top of the haunt.",
        "rule { static movement(mode: extra, amount: 1, when: mover == traitor) }",
    ),
    (
        "heroes { ... }",
        "The heroes' page: members that belong to the heroes' side. An action here is "
        "offered to heroes only (unless its `who` says otherwise), and a `win when` here "
        "is the heroes' goal. `betrayal explain` prints it as the heroes' page.",
        "heroes { win when rites >= 3 }",
    ),
    (
        "traitor { ... }",
        "The traitor's page, as `heroes { }` is the heroes'. In a haunt with no traitor "
        "(`traitor none`) its goal is the house's: when it is met, every explorer loses.",
        "traitor { win when count(heroes) == 0 }",
    ),
    (
        "traitor RULE",
        "How a fan's haunt chooses its traitor (one line; see Traitor lines). The edition's "
        "haunts follow the haunt chart, which overrides this line (W304).",
        "traitor hidden",
    ),
    (
        "on EVENT(NAME, ...) [where CONDITION] { ... }",
        "A trigger: its statements run when the event happens and the condition holds. The "
        "names in brackets take the values the event gives, in order (fewer are fine; see "
        "Events for what each gives and how it reads). The word `through` is reserved here "
        "for a later version: writing it is an error (E403).",
        "on entered(who, r) where r == chapel { gain(who, sanity, 1) }",
    ),
    (
        "static NAME(PARAMETER: VALUE, ..., when: CONDITION)",
        "A standing rule the engine consults while the script is live (see Statics for "
        "every one, its parameters and the names its `when:` may read).",
        "static movement(mode: extra, amount: 1, when: mover == traitor)",
    ),
    (
        "replace EVENT(NAME, ...) [where CONDITION] { ... }",
        "Calls off a step of the game (leaving a room, an attack, a monster's win) and runs "
        "the block instead, when the condition holds.",
        "replace leaving(who, r) where r == this { lose(who, speed, 1) }",
    ),
    (
        "while held { bonus(holder, TRAIT, N) ... }",
        "On an item or omen: trait bonuses that hold while the card is held: gained when "
        "someone comes to hold it, lost when they stop. Only `held` and `bonus` lines.",
        "while held { bonus(holder, might, 1) }",
    ),
    (
        "cannot ACT, ...",
        "On a card: what may not be done with it (drop, trade, steal), as the edition's "
        "data says; a script may restate these but not contradict them.",
        "cannot drop, trade",
    ),
    (
        "companion",
        "On a card: the card is a companion, as the edition's data says.",
        "companion",
    ),
    (
        "weapon { dice N; trait TRAIT; ranged BOOL; reach N; safe BOOL }",
        "On a card: the card is a weapon that adds dice to an attack, in a trait, from a "
        "distance if ranged (along a line of sight, at most `reach` rooms away if a reach "
        "is given); with `safe true` its wielder is not hurt when they lose the attack.",
        "weapon { trait speed; dice 1; ranged true }",
    ),
    (
        'action NAME "LABEL" { who ...; limit ...; where ...; choose ...; do { ... } }',
        "Something a player may choose to do. The clauses come in this order: `who` (who "
        "may take it: an explorer or a list), `limit` (see Action limits; any number of "
        "times a turn when left out, which the checker questions for an action that rolls: "
        "W309), `where` (a condition that must hold), any number of `choose NAME: TYPE "
        "from LIST [where CONDITION]` (the player picks each), then `do { }`.",
        'action seal "Seal the door" { who heroes; where rites > 0; do { rites -= 1 } }',
    ),
    (
        "win when CONDITION",
        "A side's goal, inside `heroes { }` or `traitor { }`: the side wins as soon as it "
        "holds, checked after every step.",
        "win when rites >= 3",
    ),
)

STATEMENTS: tuple[Row, ...] = (
    (
        "EFFECT(ARGUMENT, ..., NAME: ARGUMENT)",
        "Calls an effect (see Effects).",
        "gain(who, might, 1)",
    ),
    (
        "let NAME [: TYPE] = EXPRESSION",
        "Names a value for the rest of the block.",
        "let home = room_of(traitor)",
    ),
    (
        "NAME = EXPRESSION, NAME += EXPRESSION, NAME -= EXPRESSION",
        "Sets a variable, or adds to or takes from a number or a list.",
        "rites += 1",
    ),
    (
        "if CONDITION { ... } [else { ... }] [else if ...]",
        "Runs a block when the condition holds, another otherwise.",
        "if rites > 2 { win heroes } else { rites += 1 }",
    ),
    (
        "roll dice(N) as NAME",
        "Rolls N dice; NAME is the roll (its `.total` is the sum).",
        "roll dice(2) as r",
    ),
    (
        "roll trait(WHO, TRAIT, EXTRA = 0) as NAME",
        "A trait roll of WHO, with EXTRA more dice (fewer if negative); the rules that "
        "change trait rolls apply.",
        "roll trait(actor, sanity, 1) as r",
    ),
    (
        "match EXPRESSION { PATTERN => BODY ... }",
        "Runs the first arm whose pattern holds the number: `4`, `3..5`, `6..`, `..2` or "
        "`else`. A bare body is a call, `roll`, `match`, `for each` or `win`; wrap other "
        "statements in braces.",
        "match r.total { 0..2 => lose(actor, sanity, 1) 3.. => gain(actor, sanity, 1) }",
    ),
    (
        "for each NAME in LIST [where CONDITION] { ... }",
        "Runs the block once for each item (that meets the condition).",
        "for each e in heroes where alive(e) { reset_trait(e, sanity, start) }",
    ),
    ("win SIDE", "The side (heroes or traitor) wins now.", "win heroes"),
)

BUILT_IN_FORMS: tuple[Row, ...] = (
    (
        "choose(WHO, OPTIONS, secret: BOOL = false)",
        "An expression, as the value of a `let` or an assignment: WHO picks one of the "
        "options (a list); with `secret: true` only they see the options and the pick.",
        "let spot = choose(traitor, [r in rooms_in_house() where r.floor == upper])",
    ),
    (
        "pick_at_random(OPTIONS)",
        "An expression, as the value of a `let` or an assignment: one of the options, "
        "each as likely as the others, drawn from the game's seeded generator.",
        "let spot = pick_at_random([chapel, crypt])",
    ),
    (
        "lowest(NAME in LIST, NUMBER), highest(NAME in LIST, NUMBER)",
        "The items of the list tied at the lowest (highest) number, in the list's order; "
        "empty for an empty list. A tie keeps them all, so who picks among them is a "
        "decision: `choose(WHO, lowest(...))` (a choice of one option is taken without "
        "asking).",
        "let v = choose(traitor, lowest(h in heroes, distance(room_of(h), room_of(traitor))))",
    ),
    ("ROLL.total", "The sum of a roll's dice.", "r.total >= 4"),
)

BUILT_IN_NAMES: tuple[Row, ...] = (
    (
        "actor",
        "The explorer acting: who took the action or set off the trigger.",
        "gain(actor, might, 1)",
    ),
    (
        "holder",
        "On a card: the explorer holding it.",
        "on turn_end(who) where who == holder { ... }",
    ),
    ("this", "On a card or room: this card or this room.", "room_of(actor) == this"),
    ("traitor", "In a haunt: the traitor.", "room_of(traitor)"),
    ("heroes", "The living explorers on the heroes' side.", "count(heroes)"),
    ("explorers", "Every explorer.", "for each e in explorers { ... }"),
    ("players", "The number of players.", "players"),
    ("haunt_started", "Whether the haunt has begun.", "if haunt_started { ... }"),
    ("omens_drawn", "How many omens have been drawn.", "omens_drawn >= 3"),
    ("true, false", "The two truth values.", "var lit: bool = false"),
)

# Tightest first: a form binds more closely than those below it.
EXPRESSIONS: tuple[Row, ...] = (
    (
        "123, NAME, CALL(...), (EXPRESSION)",
        "A number, a name, a query's value, a bracketed expression.",
        "(players + 1) / 2",
    ),
    (
        "[A, B, ...], {A, B, ...}",
        "A list of values of one type (`{}` and `[]` alike).",
        "[chapel, crypt]",
    ),
    (
        "[NAME in LIST where CONDITION]",
        "The items of the list for which the condition holds, NAME standing for each; in "
        "the list's order.",
        "[h in heroes where room_of(h) == chapel]",
    ),
    (
        "EXPRESSION.FIELD",
        "The total of a roll, or a field of an explorer, room or card (see Fields).",
        "r.total, actor.age, room_of(actor).floor",
    ),
    ("-A", "Minus a number.", "-1"),
    ("A * B, A / B", "Times, divided by (rounding down).", "players * 2"),
    ("A + B, A - B", "Plus, minus; on lists, `+` joins them.", "rites + 1"),
    ("A..B, ..B, (A..)", "A range, only as a `match` pattern.", "3..5 => ..."),
    (
        "A == B, A != B, A < B, A <= B, A > B, A >= B, A in LIST, A not in LIST",
        "Comparisons; they do not chain (`a < b < c` is an error).",
        "room_of(who) in [chapel, crypt]",
    ),
    ("not A", "The truth value turned round.", "not alive(traitor)"),
    ("A and B", "Both hold.", "rites > 0 and alive(who)"),
    ("A or B", "Either holds.", "who == traitor or rites == 0"),
    ("if C then A else B", "A when C holds, B otherwise.", "if players > 4 then 3 else 2"),
)
