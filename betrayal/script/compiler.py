"""The checker and compiler: a syntax tree in, typed IR and every problem of the file out.

Every name is resolved against the file and the edition's content, with a suggestion when
it is close to a known one; every call is checked against the primitive's declared
parameters and types; structure is checked (a haunt has a win for each side, triggers are
ones the declaration can have, variables are declared before use). All problems of a file
are reported in one run. Nothing here runs a script.
"""

from __future__ import annotations

import contextlib
import difflib
import enum
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import attrs

from betrayal.content.model import CardKind, Content, Floor, TraitorRule, TraitorRuleKind
from betrayal.core.declared import MonsterAbility, MonsterKind, Weapon
from betrayal.core.traits import DamageKind, Trait
from betrayal.diagnostics import Diagnostic, Span
from betrayal.script import ast, expansion, ir, limits
from betrayal.script.fields import FIELDS
from betrayal.script.ir import ACTION_LIMITS
from betrayal.script.lint import haunt_warnings
from betrayal.script.monster_vocabulary import MONSTER_ABILITIES, MONSTER_CANNOT, AbilitySpec
from betrayal.script.program import Program, program_key
from betrayal.script.registry import Param, Primitive, PrimitiveKind, all_primitives
from betrayal.script.retired import CURRENT_LANGUAGE, RETIRED, Retired, RetiredKind
from betrayal.script.statics import STATICS, StaticSpec
from betrayal.script.traitor_choice import read_traitor_rule, rule_word, traitor_english
from betrayal.script.triggers import CARD_TRIGGERS, REPLACEABLE, ROOM_TRIGGERS, TRIGGERS
from betrayal.script.types import (
    ANY_LIST,
    BOOL,
    CARD,
    DAMAGE,
    EXPLORER,
    FLOOR,
    INT,
    MONSTER,
    ROLL,
    ROOM,
    SCALARS,
    SIDES,
    TOKEN,
    TRAIT,
    UNKNOWN,
    Base,
    Type,
    list_of,
)

MONSTER_TRAITS = ("might", "speed", "knowledge", "sanity")

_OPS = {
    ast.BinaryOperator.AND: ir.Op.AND,
    ast.BinaryOperator.OR: ir.Op.OR,
    ast.BinaryOperator.EQ: ir.Op.EQ,
    ast.BinaryOperator.NE: ir.Op.NE,
    ast.BinaryOperator.LT: ir.Op.LT,
    ast.BinaryOperator.LE: ir.Op.LE,
    ast.BinaryOperator.GT: ir.Op.GT,
    ast.BinaryOperator.GE: ir.Op.GE,
    ast.BinaryOperator.IN: ir.Op.IN,
    ast.BinaryOperator.NOT_IN: ir.Op.NOT_IN,
    ast.BinaryOperator.ADD: ir.Op.ADD,
    ast.BinaryOperator.SUB: ir.Op.SUB,
    ast.BinaryOperator.MUL: ir.Op.MUL,
    ast.BinaryOperator.DIV: ir.Op.DIV,
}


@attrs.frozen
class Binding:
    type: Type
    span: Span
    kind: str  # "local" or "global"


class _Scope:
    """Lexical scope of local names; tracks use so unused names can be warned about."""

    def __init__(self, parent: _Scope | None = None, binder: str | None = None) -> None:
        self.parent = parent
        self.names: dict[str, Binding] = {}
        self.used: set[str] = set()
        # What gave this scope its names when the author did not choose them (a static's
        # `when:`), so that an unknown name there can be answered with the names it has.
        self.binder = binder

    def bound_by(self) -> tuple[str, dict[str, Binding]] | None:
        scope: _Scope | None = self
        while scope is not None:
            if scope.binder is not None:
                return scope.binder, scope.names
            scope = scope.parent
        return None

    def lookup(self, name: str) -> Binding | None:
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.names:
                scope.used.add(name)
                return scope.names[name]
            scope = scope.parent
        return None

    def all_names(self) -> set[str]:
        found: set[str] = set()
        scope: _Scope | None = self
        while scope is not None:
            found |= set(scope.names)
            scope = scope.parent
        return found


@attrs.define
class _Decl:
    """What the compiler knows about the declaration it is inside."""

    kind: ast.DeclKind
    ident: str
    globals: dict[str, Binding] = attrs.field(factory=dict)
    globals_used: set[str] = attrs.field(factory=set)
    tokens: dict[str, str] = attrs.field(factory=dict)
    monsters: dict[str, str] = attrs.field(factory=dict)
    # The names the declaration gives to variables, tokens and monsters (one set: an
    # expression may name any of them), and to actions (their own set: an action's name
    # is its key in the game's action strings), each with what it names and where.
    named: dict[str, tuple[str, Span]] = attrs.field(factory=dict)
    actions_named: dict[str, tuple[str, Span]] = attrs.field(factory=dict)
    # `secret to WHO` clauses, compiled once every variable of the declaration is known.
    secrets: list[tuple[str, tuple[ast.Expr, ...]]] = attrs.field(factory=list)


@attrs.define
class _Collected:
    """What the members of one declaration add up to."""

    triggers: list[ir.TriggerIR] = attrs.field(factory=list)
    actions: list[ir.ActionIR] = attrs.field(factory=list)
    variables: list[ir.VarIR] = attrs.field(factory=list)
    wins: list[tuple[str, ir.Expr]] = attrs.field(factory=list)
    monsters: list[MonsterKind] = attrs.field(factory=list)
    setup: list[int] = attrs.field(factory=list)
    traitor_rule: list[TraitorRule] = attrs.field(factory=list)
    statics: list[ir.StaticIR] = attrs.field(factory=list)
    weapon: list[Weapon] = attrs.field(factory=list)
    secret_tokens: list[tuple[str, tuple[ir.Expr, ...]]] = attrs.field(factory=list)


class Compiler:
    def __init__(self, content: Content, file: str, text: str = "") -> None:
        self.content = content
        self.file = file
        # The source, for writing out the replacement of a retired name as the author
        # would; the language the file declares, for whether a retired name still reads.
        self.text = text
        self._line_starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
        self.language = CURRENT_LANGUAGE
        self._expanding = 0
        self._selecting = 0
        self.diagnostics: list[Diagnostic] = []
        self._blocks: list[tuple[ir.Stmt, ...]] = []
        self._decl: _Decl | None = None
        self._constants = _constants(content)

    # ----- reporting ---------------------------------------------------------------------------

    def error(self, code: str, span: Span, message: str, hint: str | None = None) -> None:
        self.diagnostics.append(Diagnostic.error(code, span, message, hint))

    def warn(self, code: str, span: Span, message: str, hint: str | None = None) -> None:
        self.diagnostics.append(Diagnostic.warning(code, span, message, hint))

    # ----- declarations ------------------------------------------------------------------------

    def compile_module(self, module: ast.Module) -> list[Program]:
        self.language = module.language.value
        programs: list[Program] = []
        seen: dict[str, Span] = {}
        for decl in module.declarations:
            program = self._declaration(decl)
            if program is None:
                continue
            if program.key in seen:
                self.error("E205", decl.span, f"{program.key} is declared twice in this file")
                continue
            seen[program.key] = decl.span
            programs.append(program)
            if not any(d.is_error for d in self.diagnostics):
                self.diagnostics.extend(haunt_warnings(program))
        return programs

    def _declaration(self, decl: ast.Decl) -> Program | None:
        self._blocks = []
        if isinstance(decl, ast.HauntDecl):
            ident = str(decl.number.value)
            title = decl.title.value
        else:
            ident = decl.name.text
            title = decl.title.value
            if not self._check_content_id(decl):
                return None
        self._decl = _Decl(decl.kind, ident)
        found = _Collected()
        self._members(decl.members, None, found)
        triggers, actions, variables, wins = (
            found.triggers,
            found.actions,
            found.variables,
            found.wins,
        )
        monsters, setup, traitor_rule = found.monsters, found.setup, found.traitor_rule
        if decl.kind is ast.DeclKind.HAUNT:
            # In a free-for-all every explorer plays the heroes' goal for themselves.
            free_for_all = [r.kind for r in traitor_rule] == [TraitorRuleKind.FREE_FOR_ALL]
            needed = ("heroes",) if free_for_all else SIDES
            for side in needed:
                if side not in {s for s, _ in wins}:
                    self.error(
                        "E401",
                        decl.span,
                        f"haunt {ident} has no win condition for the {side}",
                        f"add `win when ...` inside the `{side} {{ }}` section",
                    )
        edition_rule = self._edition_traitor_rule(decl.kind, ident)
        played = edition_rule or (traitor_rule[0] if traitor_rule else None)
        for name, binding in self._decl.globals.items():
            if name not in self._decl.globals_used:
                self.warn("W301", binding.span, f"variable {name!r} is never used")
        return Program(
            key=program_key(decl.kind, ident),
            kind=decl.kind,
            ident=ident,
            title=title,
            blocks=tuple(self._blocks),
            triggers=tuple(triggers),
            actions=tuple(actions),
            variables=tuple(variables),
            tokens=tuple(self._decl.tokens.items()),
            setup=setup[0] if setup else None,
            wins=tuple(wins),
            monsters=tuple(monsters),
            traitor_rule=traitor_rule[0] if traitor_rule else None,
            edition_traitor_rule=edition_rule,
            traitor_reading=traitor_english(played, self.content) if played else "",
            span=decl.span,
            statics=tuple(found.statics),
            weapon=found.weapon[0] if found.weapon else None,
            secret_tokens=tuple(found.secret_tokens),
        )

    def _edition_traitor_rule(self, kind: ast.DeclKind, ident: str) -> TraitorRule | None:
        if kind is not ast.DeclKind.HAUNT or not ident.isdigit():
            return None
        number = int(ident)
        return self.content.haunt(number).traitor if self.content.has_haunt(number) else None

    def _check_content_id(self, decl: ast.ContentDecl) -> bool:
        name = decl.name.text
        if decl.kind is ast.DeclKind.ROOM:
            known = [r.id for r in self.content.rooms]
            if name not in known:
                self._unknown(
                    "E206", decl.name.span, f"no room {name!r} in this edition", name, known
                )
                return False
            expected = self.content.room(name).name
        else:
            kind = CardKind(decl.kind.value)
            known = list(self.content.cards_of(kind))
            if name not in known:
                self._unknown(
                    "E206",
                    decl.name.span,
                    f"no {kind.value} card {name!r} in this edition",
                    name,
                    known,
                )
                return False
            expected = self.content.card(name).name
        if decl.title.value != expected:
            self.warn(
                "W303",
                decl.title.span,
                f"title {decl.title.value!r} differs from the card or room's name {expected!r}",
            )
        return True

    def _chart_overrides(self, rule: TraitorRule, span: Span) -> None:
        """An edition haunt's traitor is chosen by the edition's chart, whatever its script
        says; a line that disagrees would mislead whoever reads the script or its pages."""
        assert self._decl is not None
        chart = self._edition_traitor_rule(self._decl.kind, self._decl.ident)
        if chart is not None and chart != rule:
            number = int(self._decl.ident)
            self.warn(
                "W304",
                span,
                f"the edition's haunt chart chooses haunt {number}'s traitor "
                f"({chart.kind.value}), so this line is ignored: remove it",
            )

    def _members(self, members: Sequence[ast.Member], side: str | None, found: _Collected) -> None:
        assert self._decl is not None
        haunt = self._decl.kind is ast.DeclKind.HAUNT
        # Declarations first, so that rules may name variables and tokens declared later.
        for m in members:
            if isinstance(m, ast.VarDecl):
                found.variables.append(self._var(m))
            elif isinstance(m, ast.TokenDecl):
                if not self._name_once("token", m.name):
                    continue
                self._decl.tokens[m.name.text] = m.title.value
                if m.secret is not None:
                    self._decl.secrets.append((f"token {m.name.text}", m.secret))
            elif isinstance(m, ast.MonsterDecl):
                if not haunt:
                    self._not_here(m, "monster")
                    continue
                if self._name_once("monster", m.name):
                    found.monsters.append(self._monster(m))
        self._secrets(found)
        for m in members:
            if isinstance(m, ast.VarDecl | ast.TokenDecl | ast.MonsterDecl):
                continue
            if isinstance(m, ast.Trigger):
                trigger = self._trigger(m)
                if trigger is not None:
                    found.triggers.append(attrs.evolve(trigger, side=side))
            elif isinstance(m, ast.ActionDecl):
                if not self._name_once("action", m.name):
                    continue
                action = self._action(m, side)
                if action is not None:
                    found.actions.append(action)
            elif isinstance(m, ast.WhileDecl):
                found.triggers.extend(attrs.evolve(t, side=side) for t in self._while(m))
            elif isinstance(m, ast.WinWhen):
                if not haunt:
                    self._not_here(m, "win when")
                    continue
                if side is None:
                    self.error(
                        "E403",
                        m.span,
                        "`win when` must sit inside `heroes { }` or "
                        "`traitor { }`, to say which side it is for",
                    )
                    continue
                found.wins.append((side, self._expr(m.condition, _Scope(), BOOL)))
            elif isinstance(m, ast.SetupDecl):
                if not haunt:
                    self._not_here(m, "setup")
                    continue
                found.setup.append(self._block(m.body, _Scope()))
            elif isinstance(m, ast.Section):
                if not haunt:
                    self._not_here(m, m.kind.value)
                    continue
                inner = None if m.kind is ast.SectionKind.RULE else m.kind.value
                if side is not None and inner is not None and inner != side:
                    self.error("E403", m.span, f"a `{inner}` section cannot sit inside `{side}`")
                self._members(m.members, inner or side, found)
            elif isinstance(m, ast.TraitorChoice):
                if not haunt:
                    self._not_here(m, "traitor")
                    continue
                rule = read_traitor_rule(m, self.content, self.error)
                if rule is None:
                    continue
                if found.traitor_rule:
                    # Only one way of choosing the traitor can hold; a second line would be
                    # ignored without a word.
                    self.error(
                        "E205",
                        m.span,
                        f"the haunt already says how its traitor is chosen "
                        f"(`traitor {rule_word(found.traitor_rule[0])}`)",
                        "keep one `traitor` line",
                    )
                    continue
                found.traitor_rule.append(rule)
                self._chart_overrides(rule, m.rule.span)
            elif isinstance(m, ast.CannotDecl | ast.CompanionDecl | ast.WeaponDecl):
                if self._decl.kind not in (ast.DeclKind.ITEM, ast.DeclKind.OMEN):
                    self._not_here(m, "card flags")
                self._flags_match(m)
                if isinstance(m, ast.WeaponDecl):
                    found.weapon.append(self._weapon(m))
            elif isinstance(m, ast.StaticDecl):
                static = self._static(m)
                if static is not None:
                    found.statics.append(attrs.evolve(static, side=side))
            elif isinstance(m, ast.ReplaceDecl):
                trigger = self._replace(m)
                if trigger is not None:
                    found.triggers.append(attrs.evolve(trigger, side=side))
            elif isinstance(m, ast.TraitsDecl):
                self.error(
                    "E403",
                    m.span,
                    "a `traits` line belongs inside a `monster { }` block",
                )

    def _static(self, m: ast.StaticDecl) -> ir.StaticIR | None:
        entry = self._retired(m.name.text, RetiredKind.STATIC)
        if entry is not None:
            shown = _from(m.name.span, m.span)
            expanded = self._expand(entry, m.args or (), m.span, "static_decl", shown)
            if expanded is None:
                return None
            with self._inside_expansion():
                return self._static(expanded)
        spec = STATICS.get(m.name.text)
        if spec is None:
            self._unknown(
                "E202", m.name.span, f"unknown static {m.name.text!r}", m.name.text, list(STATICS)
            )
            return None
        word = None
        if spec.modes:
            word = self._static_mode(m, spec)
            if word is None:
                return None
        scope = _Scope(binder=f"static {spec.name}")
        for name, btype in spec.binds_for(word):
            scope.names[name] = Binding(btype, m.span, "local")
            scope.used.add(name)
        call = ast.Call(func=m.name, args=m.args or (), span=m.span)
        args = self._bind_args(call, spec.params, scope)
        if args is None:
            return None
        if word is not None:
            return self._family_static(m, spec, word, args)
        if len(args) == 1:
            # A static that only allows something: its amount is always one.
            (when,) = args
            return ir.StaticIR(spec.name, ir.Const(1, INT, "1", m.span), when, m.span)
        amount, when = args
        return ir.StaticIR(spec.name, amount, when, m.span)

    def _static_mode(self, m: ast.StaticDecl, spec: StaticSpec) -> str | None:
        """The mode a family's static is written in (its default when left out); None,
        reported, when it names none of the family's words."""
        position = next(i for i, p in enumerate(spec.params) if p.name == "mode")
        positional = [a for a in m.args or () if a.name is None]
        given = next((a for a in m.args or () if a.name and a.name.text == "mode"), None)
        if given is None and position < len(positional):
            given = positional[position]
        if given is None:
            if spec.default_mode is None:
                self.error(
                    "E302",
                    m.span,
                    f"{spec.name}() is missing its 'mode' argument",
                    "modes: " + ", ".join(mode.word for mode in spec.modes),
                )
            return spec.default_mode
        words = [mode.word for mode in spec.modes]
        if isinstance(given.value, ast.NameRef) and given.value.name in words:
            return given.value.name
        self._expr(given.value, _Scope(), spec.params[position].type)  # reports it
        return None

    def _family_static(
        self, m: ast.StaticDecl, spec: StaticSpec, word: str, args: tuple[ir.Expr, ...]
    ) -> ir.StaticIR | None:
        """A family's static: the mode's value is its amount (one when it only allows or
        forbids); an argument its mode does not read is a mistake, not a silent no-op."""
        mode = spec.mode(word)
        assert mode is not None
        names = [p.name for p in spec.params]
        given = {a.name.text for a in m.args or () if a.name is not None}
        given |= {names[i] for i, a in enumerate(a for a in m.args or () if a.name is None)}
        ok = True
        for param in spec.params:
            if param.name in ("mode", "when"):
                continue
            if param.name == mode.value and param.name not in given:
                self.error(
                    "E302",
                    m.span,
                    f"{spec.name}(mode: {word}) is missing its {param.name!r} argument",
                )
                ok = False
            elif param.name != mode.value and param.name in given:
                self.error(
                    "E304",
                    m.span,
                    f"{spec.name}(mode: {word}) does not read {param.name!r}",
                    "leave it out",
                )
                ok = False
        if not ok:
            return None
        values = dict(zip(names, args, strict=True))
        amount = values[mode.value] if mode.value else ir.Const(1, INT, "1", m.span)
        return ir.StaticIR(spec.name, amount, values["when"], m.span, mode=word)

    def _weapon(self, m: ast.WeaponDecl) -> Weapon:
        """``weapon { dice 2 }``, ``weapon { trait speed; dice 1; ranged true }``."""
        values: dict[str, object] = {}
        for prop in m.properties:
            key = prop.name.text
            if key not in _WEAPON_PROPERTIES:
                self._unknown(
                    "E204",
                    prop.name.span,
                    f"unknown weapon property {key!r}",
                    key,
                    list(_WEAPON_PROPERTIES),
                    listed="a weapon's properties are",
                )
                continue
            value = self._expr(prop.value, _Scope(), _WEAPON_PROPERTIES[key])
            if not isinstance(value, ir.Const):
                self.error("E301", prop.value.span, "a weapon property is a plain value")
                continue
            values[key] = value.value
        trait = values.get("trait")
        dice = values.get("dice", 0)
        ranged = values.get("ranged", False)
        reach = values.get("reach", 0)
        if isinstance(reach, int) and reach < 0:
            self.error("E301", m.span, "a weapon's reach is a number of rooms, 0 or more")
        return Weapon(
            dice=dice if isinstance(dice, int) else 0,
            trait=trait if isinstance(trait, Trait) else Trait.MIGHT,
            ranged=bool(ranged),
            reach=max(0, reach) if isinstance(reach, int) else 0,
            safe=bool(values.get("safe", False)),
        )

    def _not_here(self, node: ast.Node, what: str) -> None:
        assert self._decl is not None
        self.error("E403", node.span, f"`{what}` is not allowed in a {self._decl.kind.value}")

    def _flags_match(self, m: ast.CannotDecl | ast.CompanionDecl | ast.WeaponDecl) -> None:
        # Card flags live in the content data; a script may restate them, but not contradict.
        assert self._decl is not None
        if not self.content.has_card(self._decl.ident):
            return
        card = self.content.card(self._decl.ident)
        if isinstance(m, ast.CompanionDecl) and not card.companion:
            self.error("E407", m.span, f"{card.name} is not a companion in the content data")
        elif isinstance(m, ast.WeaponDecl) and not card.weapon:
            # A card that is not a weapon may still offer a way to attack with another
            # trait (the Ring), as long as it adds no dice.
            names = {p.name.text for p in m.properties}
            if names - {"trait"}:
                self.error(
                    "E407",
                    m.span,
                    f"{card.name} is not a weapon in the content data; it may only give "
                    "an attack trait",
                )
        elif isinstance(m, ast.CannotDecl):
            for verb in m.verbs:
                flag = {"drop": card.can_drop, "trade": card.can_trade, "steal": card.can_steal}
                if verb.text not in flag:
                    self._unknown(
                        "E204",
                        verb.span,
                        f"unknown act {verb.text!r}",
                        verb.text,
                        list(flag),
                        listed="the acts are",
                    )
                elif flag[verb.text]:
                    self.error(
                        "E407",
                        verb.span,
                        f"{card.name} can be {verb.text}ped in the content data"
                        if verb.text == "drop"
                        else f"{card.name} allows {verb.text} in the content data",
                    )

    def _var(self, m: ast.VarDecl) -> ir.VarIR:
        assert self._decl is not None
        vtype = self._type(m.type)
        name = m.name.text
        self._name_once("variable", m.name)
        initial = self._expr(m.value, _Scope(), vtype) if m.value is not None else None
        self._decl.globals[name] = Binding(vtype, m.name.span, "global")
        if m.secret is not None:
            self._decl.secrets.append((f"var {name}", m.secret))
        return ir.VarIR(name, vtype, initial, m.span)

    def _name_once(self, what: str, name: ast.Name) -> bool:
        """Record a name the declaration gives; a second thing of the same name is an
        error at the second."""
        assert self._decl is not None
        names = self._decl.actions_named if what == "action" else self._decl.named
        first = names.get(name.text)
        if first is not None:
            kind, span = first
            article = "an" if kind[0] in "aeiou" else "a"
            self.error(
                "E205",
                name.span,
                f"{name.text!r} is already declared as {article} {kind} (line {span.line})",
                "give each action a name of its own"
                if what == "action"
                else "variables, tokens and monsters share one set of names: rename one",
            )
            return False
        names[name.text] = (what, name.span)
        return True

    def _secrets(self, found: _Collected) -> None:
        """Compile the `secret to WHO, ...` clauses met so far: each names explorers."""
        assert self._decl is not None
        pending, self._decl.secrets = self._decl.secrets, []
        for what, exprs in pending:
            viewers = []
            for expr in exprs:
                errors = len(self.diagnostics)
                who = self._expr(expr, _Scope(), None)
                if EXPLORER.accepts(who.type) or list_of(EXPLORER).accepts(who.type):
                    viewers.append(who)
                    continue
                if len(self.diagnostics) > errors:
                    continue  # already reported (an unknown name, say): one mistake, one error
                self.error(
                    "E301",
                    expr.span,
                    f"`secret to` names who may see it: explorers or lists of explorers,"
                    f" not {who.type}",
                    "for example `secret to traitor` or `secret to heroes`",
                )
            if len(viewers) < len(exprs):
                continue
            kind, name = what.split(" ", 1)
            if kind == "token":
                found.secret_tokens.append((name, tuple(viewers)))
            else:
                found.variables = [
                    attrs.evolve(v, secret=tuple(viewers)) if v.name == name else v
                    for v in found.variables
                ]

    def _monster(self, m: ast.MonsterDecl) -> MonsterKind:
        assert self._decl is not None
        self._decl.monsters[m.name.text] = m.title.value
        traits: list[tuple[str, int]] = []
        cannot: list[str] = []
        abilities: list[MonsterAbility] = []
        for member in m.members:
            if isinstance(member, ast.CannotDecl):
                for verb in member.verbs:
                    if verb.text in MONSTER_CANNOT:
                        cannot.append(verb.text)
                    else:
                        self._unknown(
                            "E204",
                            verb.span,
                            f"a monster has no rule `cannot {verb.text}`",
                            verb.text,
                            list(MONSTER_CANNOT),
                            listed="a monster's `cannot` takes",
                        )
            elif isinstance(member, ast.TraitsDecl):
                for prop in member.values:
                    if prop.name.text not in MONSTER_TRAITS:
                        self._unknown(
                            "E201",
                            prop.name.span,
                            f"unknown trait {prop.name.text!r}",
                            prop.name.text,
                            list(MONSTER_TRAITS),
                            listed="a monster's traits are",
                        )
                    elif isinstance(prop.value, ast.IntLit):
                        traits.append((prop.name.text, prop.value.value))
                    else:
                        self.error("E301", prop.value.span, "a monster's trait is a number")
            elif isinstance(member, ast.StaticDecl):
                ability = self._ability(member)
                if ability is not None:
                    abilities.append(ability)
                    self._check_attack_trait(member, ability, m.members)
        return MonsterKind(
            m.name.text, m.title.value, tuple(traits), tuple(cannot), tuple(abilities)
        )

    def _check_attack_trait(
        self, member: ast.StaticDecl, ability: MonsterAbility, members: Sequence[object]
    ) -> None:
        """``attacks(mode: with)`` must name a trait the kind has: it could not attack with one
        it lacks."""
        if ability.name != "attacks" or ability.args[0] != "with":
            return
        trait = str(getattr(ability.args[1], "value", ability.args[1]))
        has = {
            prop.name.text
            for decl in members
            if isinstance(decl, ast.TraitsDecl)
            for prop in decl.values
        }
        if trait not in has:
            self.error("E301", member.span, f"the monster has no {trait} to attack with")

    def _ability(self, m: ast.StaticDecl) -> MonsterAbility | None:
        """``static attacks(mode: bonus, amount: 2)`` inside a monster: a fixed ability of
        the kind."""
        entry = self._retired(m.name.text, RetiredKind.ABILITY)
        if entry is not None:
            shown = _from(m.name.span, m.span)
            expanded = self._expand(entry, m.args or (), m.span, "static_decl", shown)
            if expanded is None:
                return None
            with self._inside_expansion():
                return self._ability(expanded)
        spec = MONSTER_ABILITIES.get(m.name.text)
        if spec is None:
            self._unknown(
                "E202",
                m.name.span,
                f"unknown monster ability {m.name.text!r}",
                m.name.text,
                list(MONSTER_ABILITIES),
            )
            return None
        call = ast.Call(func=m.name, args=m.args or (), span=m.span)
        args = self._bind_args(call, spec.params, _Scope())
        if args is None:
            return None
        values: list[object] = []
        words: dict[str, str] = {}
        for param, arg in zip(spec.params, args, strict=True):
            if not isinstance(arg, ir.Const):
                self.error("E301", arg.span, "a monster ability takes plain values")
                return None
            values.append(arg.value)
            words[param.name] = arg.english()
        if spec.modes:
            return self._family_ability(m, spec, values, words)
        return MonsterAbility(spec.name, tuple(values), spec.reads(words))

    def _family_ability(
        self, m: ast.StaticDecl, spec: AbilitySpec, values: list[object], words: dict[str, str]
    ) -> MonsterAbility | None:
        """A family's ability: the mode's word, then the values of the parameters that
        mode reads; an argument it does not read is a mistake, not a silent no-op."""
        word = str(getattr(values[0], "value", values[0]))
        mode = spec.mode(word)
        assert mode is not None  # the mode's type admits only the family's words
        names = [p.name for p in spec.params]
        given = {a.name.text for a in m.args or () if a.name is not None}
        given |= {names[i] for i, a in enumerate(a for a in m.args or () if a.name is None)}
        ok = True
        for name in names[1:]:
            if name in mode.required and name not in given:
                self.error(
                    "E302", m.span, f"{spec.name}(mode: {word}) is missing its {name!r} argument"
                )
                ok = False
            elif name not in mode.uses and name in given:
                self.error(
                    "E304",
                    m.span,
                    f"{spec.name}(mode: {word}) does not read {name!r}",
                    "leave it out",
                )
                ok = False
        if not ok:
            return None
        used = tuple(values[names.index(name)] for name in mode.uses)
        return MonsterAbility(spec.name, (word, *used), spec.reads(words))

    def _type(self, ref: ast.TypeRef) -> Type:
        name = ref.name.text
        if name in ("list", "set"):
            if len(ref.args) != 1:
                self.error("E301", ref.span, f"{name}<...> takes one element type")
                return ANY_LIST
            return list_of(self._type(ref.args[0]))
        if name in SCALARS:
            if ref.args:
                self.error("E301", ref.span, f"{name} takes no type arguments")
            return SCALARS[name]
        self._unknown(
            "E201",
            ref.name.span,
            f"unknown type {name!r}",
            name,
            [*SCALARS, "list"],
            listed="the types are",
        )
        return INT

    # ----- triggers and actions ----------------------------------------------------------------

    def _trigger(self, m: ast.Trigger) -> ir.TriggerIR | None:
        assert self._decl is not None
        entry = self._retired(m.event.text, RetiredKind.EVENT)
        if entry is not None:
            shown = self._head_span(m)
            head = self._expand(entry, m.args or (), m.event.span, "trigger", shown)
            if head is None:
                return None
            condition = m.where
            if head.where is not None and condition is not None:
                condition = ast.BinaryOp(
                    op=ast.BinaryOperator.AND, left=head.where, right=condition, span=condition.span
                )
            elif head.where is not None:
                condition = head.where
            read = attrs.evolve(m, event=head.event, args=head.args, where=condition)
            with self._inside_expansion():
                return self._trigger(read)
        event = m.event.text
        spec = TRIGGERS.get(event)
        if spec is None:
            self._unknown("E203", m.event.span, f"unknown event {event!r}", event, list(TRIGGERS))
            return None
        if m.through is not None:
            # The grammar keeps the word for later; accepting it would silently ignore it.
            self.error(
                "E403",
                m.through.span,
                "`through` is not supported yet: no event says which card set it off",
                "leave it out",
            )
        allowed = ROOM_TRIGGERS if self._decl.kind is ast.DeclKind.ROOM else CARD_TRIGGERS
        if self._decl.kind is not ast.DeclKind.HAUNT and event not in allowed:
            self.error(
                "E408",
                m.event.span,
                f"a {self._decl.kind.value} cannot react to {event!r}",
                "allowed here: " + ", ".join(sorted(allowed)),
            )
        scope = _Scope()
        binds: list[str] = []
        for i, arg in enumerate(m.args or ()):
            if i >= len(spec.binds):
                self.error("E407", arg.span, f"{event!r} gives only {len(spec.binds)} value(s)")
                break
            if arg.name is not None or not isinstance(arg.value, ast.NameRef):
                self.error("E407", arg.span, "write a plain name to bind the event's value")
                continue
            name = arg.value.name
            binds.append(name)
            scope.names[name] = Binding(spec.binds[i][1], arg.span, "local")
            scope.used.add(name)  # binding an event value is never a mistake
        once = False
        where = None
        if m.where is not None:
            where, once = self._trigger_where(m.where, scope)
        body = self._block(m.body, scope)
        return ir.TriggerIR(event, tuple(binds), where, body, once, m.span)

    def _replace(self, m: ast.ReplaceDecl) -> ir.TriggerIR | None:
        """`replace EVENT(...) { ... }`: a trigger that calls off the step the event
        announces, then runs its block in that step's place."""
        hook = m.hook.text
        cancel = REPLACEABLE.get(hook)
        if cancel is None:
            self._unknown(
                "E409",
                m.hook.span,
                f"{hook!r} cannot be replaced",
                hook,
                list(REPLACEABLE),
                listed="`replace` takes",
            )
            return None
        as_trigger = ast.Trigger(
            span=m.span, event=m.hook, args=m.args, through=None, where=m.where, body=m.body
        )
        trigger = self._trigger(as_trigger)
        if trigger is None:
            return None
        prim = all_primitives()["prevent"]
        (what,) = prim.params
        assert what.type.modes is not None
        step = ir.Const(what.type.modes(cancel), what.type, cancel, m.hook.span)
        off = ir.Effect(prim.name, (step,), m.hook.span, prim.render)
        self._blocks[trigger.block] = (off, *self._blocks[trigger.block])
        return trigger

    def _trigger_where(self, expr: ast.Expr, scope: _Scope) -> tuple[ir.Expr | None, bool]:
        # `where cond and once_per_game(who)`: the limit is pulled out of the condition.
        if isinstance(expr, ast.Call) and expr.func.text == "once_per_game":
            return None, True
        if isinstance(expr, ast.BinaryOp) and expr.op is ast.BinaryOperator.AND:
            right = expr.right
            if isinstance(right, ast.Call) and right.func.text == "once_per_game":
                return self._expr(expr.left, scope, BOOL), True
        return self._expr(expr, scope, BOOL), False

    def _while(self, m: ast.WhileDecl) -> list[ir.TriggerIR]:
        """``while held { bonus(holder, t, n) }``: gain on coming to hold, lose on losing."""
        assert self._decl is not None
        if m.condition.text != "held" or self._decl.kind not in (
            ast.DeclKind.ITEM,
            ast.DeclKind.OMEN,
        ):
            self.error("E403", m.span, "only `while held { }` on an item or omen is supported")
            return []
        gains: list[ir.Stmt] = []
        losses: list[ir.Stmt] = []
        scope = _Scope()
        for stmt in m.body.statements:
            call = stmt.call if isinstance(stmt, ast.CallStmt) else None
            if call is None or call.func.text != "bonus":
                self.error("E403", stmt.span, "`while held` holds only bonus(who, trait, n) lines")
                continue
            args = self._bind_args(call, _BONUS, scope)
            if args is None:
                continue
            who, trait, amount = args
            gain = all_primitives()["gain"]
            lose = all_primitives()["lose"]
            gains.append(ir.Effect("gain", (who, trait, amount), stmt.span, gain.render))
            # A held card's bonus goes as ordinary losing does, never forced.
            forced = ir.Const(False, BOOL, "false", stmt.span)
            losses.append(ir.Effect("lose", (who, trait, amount, forced), stmt.span, lose.render))
        on_gain = self._add_block(tuple(gains))
        on_loss = self._add_block(tuple(losses))
        return [
            ir.TriggerIR("gained", ("who",), None, on_gain, False, m.span),
            ir.TriggerIR("lost", ("who",), None, on_loss, False, m.span),
        ]

    def _action(self, m: ast.ActionDecl, side: str | None) -> ir.ActionIR | None:
        assert self._decl is not None
        scope = _Scope()
        scope.names["actor"] = Binding(EXPLORER, m.span, "local")
        scope.used.add("actor")
        who = self._expr(m.who, scope, None) if m.who is not None else None
        if who is not None and who.type.base not in (Base.EXPLORER, Base.LIST, Base.BOOL):
            self.error(
                "E301",
                m.who.span if m.who else m.span,
                "`who` is an explorer, a list of explorers, or a condition on `actor`",
            )
        if who is None and self._decl.kind is ast.DeclKind.HAUNT:
            self.error("E402", m.span, f"action {m.name.text!r} must say `who` may take it")
        limit = ir.Limit.NONE
        if m.limit is not None:
            if isinstance(m.limit, ast.NameRef) and m.limit.name in ACTION_LIMITS:
                limit = ir.Limit(m.limit.name)
            else:
                text = m.limit.name if isinstance(m.limit, ast.NameRef) else "that"
                self._unknown(
                    "E204",
                    m.limit.span,
                    f"unknown limit {text!r}",
                    text,
                    list(ACTION_LIMITS),
                    listed="an action's limits are",
                )
        where = self._expr(m.where, scope, BOOL) if m.where is not None else None
        choices: list[ir.ChoiceIR] = []
        for c in m.choices:
            ctype = self._type(c.type)
            source = self._expr(c.source, scope, list_of(ctype))
            inner = _Scope(scope)
            inner.names[c.name.text] = Binding(ctype, c.name.span, "local")
            cwhere = self._expr(c.where, inner, BOOL) if c.where is not None else None
            scope.names[c.name.text] = Binding(ctype, c.name.span, "local")
            choices.append(ir.ChoiceIR(c.name.text, ctype, source, cwhere))
        body = self._block(m.body, scope)
        return ir.ActionIR(
            m.name.text,
            m.label.value,
            who,
            limit,
            where,
            tuple(choices),
            body,
            side,
            m.span,
            limit_written=m.limit is not None,
        )

    # ----- statements --------------------------------------------------------------------------

    def _add_block(self, statements: tuple[ir.Stmt, ...]) -> int:
        self._blocks.append(statements)
        return len(self._blocks) - 1

    def _block(self, block: ast.Block, parent: _Scope) -> int:
        # Reserve the id first so nested blocks number after their parent.
        index = self._add_block(())
        scope = _Scope(parent)
        statements = []
        for stmt in block.statements:
            compiled = self._stmt(stmt, scope)
            if compiled is not None:
                statements.append(compiled)
        for name, binding in scope.names.items():
            if name not in scope.used:
                self.warn("W301", binding.span, f"{name!r} is never used")
        self._blocks[index] = tuple(statements)
        return index

    def _stmt(self, stmt: ast.Stmt, scope: _Scope) -> ir.Stmt | None:
        if isinstance(stmt, ast.CallStmt):
            return self._effect(stmt.call, scope)
        if isinstance(stmt, ast.Let):
            return self._let(stmt, scope)
        if isinstance(stmt, ast.Assign):
            return self._assign(stmt, scope)
        if isinstance(stmt, ast.If):
            return self._if(stmt, scope)
        if isinstance(stmt, ast.Roll):
            return self._roll(stmt, scope)
        if isinstance(stmt, ast.Match):
            return self._match(stmt, scope)
        if isinstance(stmt, ast.ForEach):
            items = self._expr(stmt.iterable, scope, ANY_LIST)
            element = items.type.element or INT
            inner = _Scope(scope)
            inner.names[stmt.var.text] = Binding(element, stmt.var.span, "local")
            inner.used.add(stmt.var.text)
            where = self._expr(stmt.where, inner, BOOL) if stmt.where is not None else None
            body = self._block(stmt.body, inner)
            return ir.ForEach(stmt.var.text, items, where, body, stmt.span)
        if isinstance(stmt, ast.Win):
            side = stmt.side.text
            if side not in SIDES:
                self._unknown(
                    "E406",
                    stmt.side.span,
                    f"unknown side {side!r}",
                    side,
                    list(SIDES),
                    listed="the sides are",
                )
                return None
            return ir.WinNow(side, stmt.span)
        self.error("E101", stmt.span, "this statement is not supported")
        return None

    def _effect(self, call: ast.Call, scope: _Scope) -> ir.Stmt | None:
        entry = self._retired(call.func.text, RetiredKind.CALL)
        if entry is not None:
            block = self._expand(entry, call.args, call.span, "block")
            if block is None:
                return None
            with self._inside_expansion():
                if len(block.statements) == 1:
                    return self._stmt(block.statements[0], scope)
                return self._stmt(block, scope)
        prim = self._primitive(call)
        if prim is None:
            return None
        if prim.kind is not PrimitiveKind.EFFECT:
            self.error(
                "E304",
                call.span,
                f"{prim.name}() only reads the game; on its own it does nothing",
                "use it in a condition or with `let`",
            )
            return None
        args = self._bind_args(call, prim.params, scope)
        if args is None:
            return None
        return ir.Effect(prim.name, args, call.span, prim.render)

    def _let(self, stmt: ast.Let, scope: _Scope) -> ir.Stmt | None:
        name = stmt.name.text
        expected = self._type(stmt.type) if stmt.type is not None else None
        value = stmt.value
        if isinstance(value, ast.Call) and value.func.text in ("choose", "pick_at_random"):
            return self._choose(stmt, value, scope, expected)
        compiled = self._expr(value, scope, expected)
        self._bind_local(scope, name, expected or compiled.type, stmt.name.span)
        return ir.Let(name, compiled, stmt.span)

    def _bind_local(self, scope: _Scope, name: str, vtype: Type, span: Span) -> None:
        assert self._decl is not None
        if name in scope.names or name in self._decl.globals:
            self.error("E205", span, f"{name!r} is already declared here")
        scope.names[name] = Binding(vtype, span, "local")

    def _choose(
        self, stmt: ast.Let, call: ast.Call, scope: _Scope, expected: Type | None
    ) -> ir.Stmt | None:
        at_random = call.func.text == "pick_at_random"
        if at_random:
            args = self._bind_args(call, _PICK, scope)
            if args is None:
                return None
            (options,) = args
            who: ir.Expr = ir.Builtin("actor", EXPLORER, call.span)
            secret = False
        else:
            args = self._bind_args(call, _CHOOSE, scope)
            if args is None:
                return None
            who, options, hidden = args
            if not isinstance(hidden, ir.Const):
                self.error("E301", hidden.span, "`secret:` must be written `true` or `false`")
                return None
            secret = hidden.value is True
        element = options.type.element
        if element is None:
            self.error("E301", call.span, "choose() needs a list of options")
            return None
        if expected is not None and not expected.accepts(element):
            self.error("E301", call.span, f"the options are {element}, not {expected}")
        self._bind_local(scope, stmt.name.text, element, stmt.name.span)
        return ir.Choose(stmt.name.text, who, options, element, stmt.span, at_random, secret)

    def _assign(self, stmt: ast.Assign, scope: _Scope) -> ir.Stmt | None:
        assert self._decl is not None
        if len(stmt.target) != 1:
            self.error("E301", stmt.span, "only a variable can be assigned to")
            return None
        name = stmt.target[0].text
        binding = scope.lookup(name)
        is_global = False
        if binding is None and name in self._decl.globals:
            binding = self._decl.globals[name]
            self._decl.globals_used.add(name)
            is_global = True
        if binding is None:
            self._unknown(
                "E201",
                stmt.target[0].span,
                f"unknown variable {name!r}",
                name,
                [*scope.all_names(), *self._decl.globals],
            )
            return None
        op = {
            ast.AssignOperator.SET: ir.AssignOp.SET,
            ast.AssignOperator.ADD: ir.AssignOp.ADD,
            ast.AssignOperator.SUB: ir.AssignOp.SUB,
        }[stmt.op]
        # `+=` also adds to the end of a list (a list of used cards, say).
        adds_to_list = op is ir.AssignOp.ADD and binding.type.base is Base.LIST
        if op is not ir.AssignOp.SET and binding.type.base is not Base.INT and not adds_to_list:
            self.error(
                "E301", stmt.span, f"{name!r} is {binding.type}; += and -= need a number or a list"
            )
        value = self._expr(stmt.value, scope, binding.type)
        return ir.Assign(name, op, value, is_global, stmt.span)

    def _if(self, stmt: ast.If, scope: _Scope) -> ir.Stmt:
        condition = self._expr(stmt.condition, scope, BOOL)
        then = self._block(stmt.then, scope)
        otherwise = None
        if isinstance(stmt.otherwise, ast.Block):
            otherwise = self._block(stmt.otherwise, scope)
        elif isinstance(stmt.otherwise, ast.If):
            nested = self._if(stmt.otherwise, scope)
            otherwise = self._add_block((nested,))
        return ir.If(condition, then, otherwise, stmt.span)

    def _roll(self, stmt: ast.Roll, scope: _Scope) -> ir.Stmt | None:
        source = stmt.dice
        if not isinstance(source, ast.Call) or source.func.text not in ("dice", "trait"):
            self.error(
                "E404",
                source.span,
                "roll what? write `roll dice(N) as r` or `roll trait(who, trait) as r`",
            )
            return None
        actor = ir.Builtin("actor", EXPLORER, source.span)
        if source.func.text == "dice":
            args = self._bind_args(source, _DICE, scope)
            if args is None:
                return None
            (amount,) = args
            result = ir.Roll(ir.RollKind.DICE, actor, amount, None, stmt.name.text, stmt.span)
        else:
            args = self._bind_args(source, _TRAIT_ROLL, scope)
            if args is None:
                return None
            who, trait, extra = args
            result = ir.Roll(ir.RollKind.TRAIT, who, None, trait, stmt.name.text, stmt.span, extra)
        self._bind_local(scope, stmt.name.text, ROLL, stmt.name.span)
        return result

    def _match(self, stmt: ast.Match, scope: _Scope) -> ir.Stmt | None:
        subject = self._expr(stmt.subject, scope, None)
        if subject.type.base is Base.ROLL:
            subject = ir.Total(subject, INT, subject.span)
        elif subject.type.base is not Base.INT:
            self.error("E301", stmt.subject.span, f"match needs a number, not {subject.type}")
        arms: list[ir.Arm] = []
        covered: list[tuple[int | None, int | None]] = []
        for arm in stmt.arms:
            low, high = _pattern_bounds(arm.pattern)
            if low is not None and high is not None and low > high:
                self.error("E301", arm.pattern.span, f"the range {low}..{high} is empty")
            if any(_covers(c, (low, high)) for c in covered):
                self.warn(
                    "W302",
                    arm.pattern.span,
                    "this arm can never be reached: earlier arms already match all its values",
                )
            covered.append((low, high))
            inner = _Scope(scope)
            body_stmt = self._stmt(arm.body, inner) if not isinstance(arm.body, ast.Block) else None
            if isinstance(arm.body, ast.Block):
                block = self._block(arm.body, scope)
            else:
                block = self._add_block((body_stmt,) if body_stmt is not None else ())
            arms.append(ir.Arm(low, high, block))
        return ir.Match(subject, tuple(arms), stmt.span)

    # ----- calls and expressions ---------------------------------------------------------------

    def _primitive(self, call: ast.Call) -> Primitive | None:
        name = call.func.text
        prim = all_primitives().get(name)
        if prim is None:
            special = {
                "dice": "roll dice(N) as r",
                "trait": "roll trait(who, t) as r",
                "choose": "let x = choose(who, options)",
                "pick_at_random": "let x = pick_at_random(options)",
                "once_per_game": "on EVENT(...) where ... and once_per_game(who)",
                "bonus": "while held { bonus(holder, trait, n) }",
                "lowest": "lowest(x in LIST, NUMBER) as a value",
                "highest": "highest(x in LIST, NUMBER) as a value",
            }
            if name in special:
                self.error("E304", call.span, f"{name}() can only be used as `{special[name]}`")
                return None
            self._unknown(
                "E202", call.func.span, f"unknown primitive {name!r}", name, list(all_primitives())
            )
        return prim

    def _retired(self, name: str, kind: RetiredKind) -> Retired | None:
        """The table's entry when `name` is retired as this kind of use."""
        entry = RETIRED.get(name)
        return entry if entry is not None and entry.kind is kind else None

    def _expand(
        self,
        entry: Retired,
        args: Sequence[ast.Arg],
        span: Span,
        rule: str,
        shown: Span | None = None,
    ) -> Any:
        """What a use of a retired name stands for, in a file whose language still has it;
        in a newer file, an E210 naming the replacement (and the replacement still, so
        that the rest is checked as if it were written). `shown` is the part of the use
        the message quotes (the call itself, without `static` in front)."""
        if self.language >= entry.since:
            self._report_retired(entry, args, span, shown or span)
        if self._expanding >= _MAX_EXPANSION_DEPTH:
            self.error("E210", span, f"{entry.name}() expands into itself")
            return None
        try:
            expanded = expansion.expand(entry, args, span, rule)
        except expansion.BindError as problem:
            self.error("E303", span, str(problem), f"it took {_signature(entry)}")
            return None
        if expanded is None:
            self.error(
                "E304",
                span,
                f"{entry.name}() now reads as `{entry.template}`, which cannot stand here",
            )
        return expanded

    def _head_span(self, m: ast.Trigger) -> Span:
        """`NAME(args)` of an `on` line, up to its closing parenthesis."""
        if not m.args or not self.text:
            return m.event.span
        last = m.args[-1].span
        end = self._line_starts[last.end_line - 1] + last.end_column - 1
        close = self.text.find(")", end)
        if close < 0:
            return m.event.span
        line = self.text.count("\n", 0, close) + 1
        column = close - self._line_starts[line - 1] + 2
        return Span(m.event.span.file, m.event.span.line, m.event.span.column, line, column)

    @contextlib.contextmanager
    def _inside_expansion(self) -> Iterator[None]:
        # A template that (through others) uses its own name would expand for ever.
        self._expanding += 1
        try:
            yield
        finally:
            self._expanding -= 1

    def _report_retired(
        self, entry: Retired, args: Sequence[ast.Arg], span: Span, shown: Span
    ) -> None:
        words = self._replacement(entry, args)
        if self.text:
            written = expansion.source_of(self.text, self._line_starts, shown)
        else:
            written = f"{entry.name}(...)"
        head = " ".join(written.split())
        self.error(
            "E210",
            span,
            f"`{head}` was retired in language {entry.since}: write `{words}`",
            entry.why,
        )

    def _replacement(self, entry: Retired, args: Sequence[ast.Arg]) -> str:
        try:
            bound = expansion.bind(entry, args)
        except expansion.BindError:
            return entry.template
        texts: dict[str, str | None] = {}
        for name, arg in bound.items():
            if arg is None:
                texts[name] = None
            elif self.text:
                texts[name] = expansion.source_of(self.text, self._line_starts, arg.value.span)
            else:
                texts[name] = name
        return " ".join(expansion.replacement_text(entry, texts).split())

    def _bind_args(
        self, call: ast.Call, params: Sequence[Param], scope: _Scope
    ) -> tuple[ir.Expr, ...] | None:
        given: dict[str, ir.Expr] = {}
        ok = True
        positional = [a for a in call.args if a.name is None]
        keyword = [a for a in call.args if a.name is not None]
        if len(positional) > len(params):
            self.error(
                "E303",
                positional[len(params)].span,
                f"{call.func.text}() takes at most {len(params)} argument(s)",
            )
            ok = False
        for param, arg in zip(params, positional, strict=False):
            given[param.name] = self._expr(arg.value, scope, param.type)
        names = [p.name for p in params]
        for arg in keyword:
            assert arg.name is not None
            key = arg.name.text
            named = next((p for p in params if p.name == key), None)
            if named is None:
                self._unknown(
                    "E204",
                    arg.name.span,
                    f"{call.func.text}() has no parameter {key!r}",
                    key,
                    names,
                )
                ok = False
                continue
            if key in given:
                self.error("E305", arg.span, f"{key!r} is given twice")
                ok = False
                continue
            given[key] = self._expr(arg.value, scope, named.type)
        result: list[ir.Expr] = []
        for param in params:
            if param.name in given:
                result.append(given[param.name])
            elif param.required:
                self.error(
                    "E302",
                    call.span,
                    f"{call.func.text}() is missing its {param.name!r} argument",
                    f"parameters: {', '.join(names)}",
                )
                ok = False
            else:
                result.append(
                    ir.Const(param.default, param.type, _english_const(param.default), call.span)
                )
        return tuple(result) if ok else None

    def _expr(self, expr: ast.Expr, scope: _Scope, expected: Type | None) -> ir.Expr:
        compiled = self._expr_inner(expr, scope, expected)
        if expected is not None and not expected.accepts(compiled.type):
            # A roll where a number is wanted means its total.
            if expected.base is Base.INT and compiled.type.base is Base.ROLL:
                return ir.Total(compiled, INT, compiled.span)
            self.error("E301", expr.span, f"expected {expected}, but this is {compiled.type}")
        return compiled

    def _expr_inner(self, expr: ast.Expr, scope: _Scope, expected: Type | None) -> ir.Expr:
        span = expr.span
        if isinstance(expr, ast.IntLit):
            return ir.Const(expr.value, INT, str(expr.value), span)
        if isinstance(expr, ast.BoolLit):
            return ir.Const(expr.value, BOOL, "true" if expr.value else "false", span)
        if isinstance(expr, ast.StrLit):
            self.error(
                "E301",
                span,
                "text values are not part of the language",
                "name rooms, cards and traits by their ids, without quotes",
            )
            return ir.Const(0, expected or UNKNOWN, "?", span)
        if isinstance(expr, ast.NameRef):
            return self._name(expr.name, span, scope, expected)
        if isinstance(expr, ast.Attribute):
            target = self._expr(expr.target, scope, None)
            if expr.name.text == "total" and target.type.base is Base.ROLL:
                return ir.Total(target, INT, span)
            fields = FIELDS.get(target.type.base, {})
            field = fields.get(expr.name.text)
            if field is not None:
                return ir.FieldOf(target, field.name, field.type, span, field.english)
            if target.type.base is not Base.UNKNOWN:
                names = (["total"] if target.type.base is Base.ROLL else []) + list(fields)
                close = difflib.get_close_matches(expr.name.text, names, n=1, cutoff=0.7)
                article = "an" if str(target.type)[0] in "aeiou" else "a"
                listed = f"{article} {target.type} has " + (
                    ", ".join(f"`.{n}`" for n in names) if names else "no fields"
                )
                self.error(
                    "E301",
                    expr.name.span,
                    f"{target.type} has no field {expr.name.text!r}",
                    (f"did you mean {close[0]!r}? " if close else "") + listed,
                )
            return ir.Const(0, expected or UNKNOWN, "?", span)
        if isinstance(expr, ast.Select):
            return self._select(expr.kind, expr.var, expr.source, expr.test, scope, span)
        if isinstance(expr, ast.Call) and expr.func.text in _EXTREMES:
            return self._extreme(expr, scope)
        if isinstance(expr, ast.Call):
            entry = self._retired(expr.func.text, RetiredKind.CALL)
            if entry is not None:
                expanded = self._expand(entry, expr.args, span, "expr")
                if expanded is None:
                    return ir.Const(0, expected or UNKNOWN, "?", span)
                with self._inside_expansion():
                    return self._expr_inner(expanded, scope, expected)
            prim = self._primitive(expr)
            if prim is None:
                return ir.Const(0, expected or UNKNOWN, "?", span)
            if prim.kind is not PrimitiveKind.QUERY or prim.returns is None:
                self.error(
                    "E304",
                    span,
                    f"{prim.name}() changes the game; it is not a value",
                    "call it as a statement",
                )
                return ir.Const(0, expected or UNKNOWN, "?", span)
            args = self._bind_args(expr, prim.params, scope)
            returns = prim.returns
            if args is None:
                return ir.Const(0, returns, "?", span)
            if returns == ANY_LIST and args:
                # A query that gives back part of the list it is given (`first`) has the
                # type of that list.
                returns = args[0].type
            return ir.Query(prim.name, args, returns, span, prim.render)
        if isinstance(expr, ast.ListLit | ast.SetLit):
            element = expected.element if expected is not None else None
            items = tuple(self._expr(i, scope, element) for i in expr.items)
            if element is None and items:
                element = items[0].type
                for item in items[1:]:
                    if not element.accepts(item.type):
                        self.error(
                            "E301", item.span, f"a list holds one type: {element}, not {item.type}"
                        )
            return ir.ListOf(items, list_of(element) if element else ANY_LIST, span)
        if isinstance(expr, ast.IfExpr):
            condition = self._expr(expr.condition, scope, BOOL)
            then = self._expr(expr.then, scope, expected)
            otherwise = self._expr(expr.otherwise, scope, then.type)
            return ir.Cond(condition, then, otherwise, then.type, span)
        if isinstance(expr, ast.UnaryOp):
            if expr.op is ast.UnaryOperator.NOT:
                return ir.Not(self._expr(expr.operand, scope, BOOL), BOOL, span)
            return ir.Negate(self._expr(expr.operand, scope, INT), INT, span)
        if isinstance(expr, ast.BinaryOp):
            return self._binary(expr, scope)
        if isinstance(expr, ast.Range):
            self.error("E301", span, "a range can only be a pattern of a `match` arm")
            return ir.Const(0, INT, "0", span)
        self.error("E101", span, "this expression is not supported")
        return ir.Const(0, INT, "0", span)

    def _extreme(self, call: ast.Call, scope: _Scope) -> ir.Expr:
        """`lowest(x in L, E)` / `highest(x in L, E)`: a selection written as a call."""
        kind = _EXTREMES[call.func.text]
        head = call.args[0].value if call.args else None
        if (
            len(call.args) != 2
            or any(a.name is not None for a in call.args)
            or not isinstance(head, ast.BinaryOp)
            or head.op is not ast.BinaryOperator.IN
            or not isinstance(head.left, ast.NameRef)
        ):
            self.error(
                "E303",
                call.span,
                f"write {call.func.text}(x in LIST, NUMBER): a name for each item and its "
                "list, then the number to compare them by",
            )
            return ir.Const((), ANY_LIST, "?", call.span)
        var = ast.Name(text=head.left.name, span=head.left.span)
        return self._select(kind, var, head.right, call.args[1].value, scope, call.span)

    def _select(
        self,
        kind: ast.SelectKind,
        var: ast.Name,
        source: ast.Expr,
        test: ast.Expr,
        scope: _Scope,
        span: Span,
    ) -> ir.Expr:
        items = self._expr(source, scope, ANY_LIST)
        element = items.type.element or UNKNOWN
        inner = _Scope(scope)
        inner.names[var.text] = Binding(element, var.span, "local")
        inner.used.add(var.text)
        if self._selecting >= limits.MAX_SELECTION_NESTING:
            self.error(
                "E109",
                span,
                f"selections nest more than {limits.MAX_SELECTION_NESTING} deep here",
                "work out the inner list first with `let`",
            )
            return ir.Const((), items.type, "?", span)
        self._selecting += 1
        try:
            wanted = BOOL if kind is ast.SelectKind.FILTER else INT
            test_ir = self._expr(test, inner, wanted)
        finally:
            self._selecting -= 1
        return ir.Select(ir.SelectKind(kind.value), var.text, items, test_ir, items.type, span)

    def _binary(self, expr: ast.BinaryOp, scope: _Scope) -> ir.Expr:
        op = _OPS[expr.op]
        if op in (ir.Op.AND, ir.Op.OR):
            left = self._expr(expr.left, scope, BOOL)
            right = self._expr(expr.right, scope, BOOL)
            return ir.Binary(op, left, right, BOOL, expr.span)
        if op is ir.Op.ADD:
            return self._add(expr, scope)
        if op in (
            ir.Op.SUB,
            ir.Op.MUL,
            ir.Op.DIV,
            ir.Op.LT,
            ir.Op.LE,
            ir.Op.GT,
            ir.Op.GE,
        ):
            left = self._expr(expr.left, scope, INT)
            right = self._expr(expr.right, scope, INT)
            result = INT if op in (ir.Op.ADD, ir.Op.SUB, ir.Op.MUL, ir.Op.DIV) else BOOL
            return ir.Binary(op, left, right, result, expr.span)
        left = self._expr(expr.left, scope, None)
        if op in (ir.Op.IN, ir.Op.NOT_IN):
            right = self._expr(expr.right, scope, list_of(left.type))
        else:
            right = self._expr(expr.right, scope, left.type)
        return ir.Binary(op, left, right, BOOL, expr.span)

    def _add(self, expr: ast.BinaryOp, scope: _Scope) -> ir.Expr:
        """`a + b`: the sum of two numbers, or two lists of one type joined (a's items,
        then b's)."""
        left = self._expr(expr.left, scope, None)
        if left.type.base is Base.LIST:
            right = self._expr(expr.right, scope, left.type)
            joined = left.type if left.type.element is not None else right.type
            return ir.Binary(ir.Op.ADD, left, right, joined, expr.span)
        if left.type.base is Base.ROLL:  # a roll where a number is wanted means its total
            left = ir.Total(left, INT, left.span)
        elif not INT.accepts(left.type):
            self.error("E301", expr.left.span, f"expected int, but this is {left.type}")
        right = self._expr(expr.right, scope, INT)
        return ir.Binary(ir.Op.ADD, left, right, INT, expr.span)

    def _name(self, name: str, span: Span, scope: _Scope, expected: Type | None) -> ir.Expr:
        assert self._decl is not None
        if expected is not None and expected.modes is not None:
            # A mode is a word of its own set and nothing else: no value of the script
            # has a mode's type, so the word is looked up before any other name.
            return self._mode(name, span, expected, expected.modes)
        binding = scope.lookup(name)
        if binding is not None:
            return ir.Local(name, binding.type, span)
        if name in self._decl.globals:
            self._decl.globals_used.add(name)
            return ir.Global(name, self._decl.globals[name].type, span)
        builtin = self._builtin(name, span)
        if builtin is not None:
            return builtin
        if name in self._decl.tokens:
            return ir.Const(name, TOKEN, f"{definite(self._decl.tokens[name])} token", span)
        if name in self._decl.monsters:
            return ir.Const(name, MONSTER, _monster_words(self._decl.monsters[name]), span)
        if name in self._constants:
            value, ctype, text = self._constants[name]
            return ir.Const(value, ctype, text, span)
        own = [
            *scope.all_names(),
            *self._decl.monsters,
            *self._decl.globals,
            *self._builtin_names(),
            *self._decl.tokens,
        ]
        bound = scope.bound_by()
        if bound is not None:
            # Not a did-you-mean among the edition's rooms and cards: a name that is
            # missing in a static's condition is most often one it does not bind.
            self._unbound(name, span, own, *bound)
            return ir.Const(0, expected or UNKNOWN, "?", span)
        known = [*own, *self._constants]
        self._unknown("E201", span, f"unknown name {name!r}", name, known)
        # The stand-in fits where it stands, so one mistake gives one diagnostic.
        return ir.Const(0, expected or UNKNOWN, "?", span)

    def _mode(self, name: str, span: Span, expected: Type, modes: type[enum.Enum]) -> ir.Expr:
        words = [str(m.value) for m in modes]
        if name in words:
            return ir.Const(modes(name), expected, name, span)
        self._unknown("E201", span, f"unknown mode {name!r}", name, words, listed="it is one of")
        return ir.Const(0, expected, "?", span)

    def _unbound(
        self, name: str, span: Span, own: list[str], binder: str, names: dict[str, Binding]
    ) -> None:
        listed = ", ".join(f"{n} ({b.type})" for n, b in names.items()) or "no names"
        close = difflib.get_close_matches(name, own, n=1, cutoff=0.7)
        hint = f"did you mean {close[0]!r}? " if close else ""
        self.error(
            "E201",
            span,
            f"unknown name {name!r}: {binder} binds {listed}",
            hint + "its `when:` may use these, the haunt's variables, tokens and monsters, "
            "and the edition's rooms, cards and traits",
        )

    def _builtin_names(self) -> list[str]:
        assert self._decl is not None
        names = ["actor", "players", "explorers", "heroes", "haunt_started", "omens_drawn"]
        if self._decl.kind in (ast.DeclKind.ITEM, ast.DeclKind.OMEN, ast.DeclKind.EVENT):
            names += ["holder", "this"]
        if self._decl.kind is ast.DeclKind.ROOM:
            names.append("this")
        if self._decl.kind is ast.DeclKind.HAUNT:
            names.append("traitor")
        return names

    def _builtin(self, name: str, span: Span) -> ir.Expr | None:
        assert self._decl is not None
        if name not in self._builtin_names():
            return None
        types = {
            "actor": EXPLORER,
            "holder": EXPLORER,
            "players": INT,
            "explorers": list_of(EXPLORER),
            "heroes": list_of(EXPLORER),
            "traitor": EXPLORER,
            "haunt_started": BOOL,
            "omens_drawn": INT,
        }
        if name == "this":
            kind = ROOM if self._decl.kind is ast.DeclKind.ROOM else CARD
            return ir.Builtin(name, kind, span)
        return ir.Builtin(name, types[name], span)

    def _unknown(
        self,
        code: str,
        span: Span,
        message: str,
        name: str,
        known: Iterable[str],
        listed: str | None = None,
    ) -> None:
        """An unknown name, with the closest known one; with `listed`, the words that
        introduce a list of every accepted value, for the places that take a few."""
        values = list(dict.fromkeys(known))
        close = difflib.get_close_matches(name, sorted(values), n=1, cutoff=0.7)
        parts = [f"did you mean {close[0]!r}?"] if close else []
        if listed is not None:
            parts.append(f"{listed}: {', '.join(values)}")
        self.error(code, span, message, " ".join(parts) or None)


# How a haunt script may choose its traitor (the edition's haunts use the chart's table).
_WEAPON_PROPERTIES = {"dice": INT, "trait": TRAIT, "ranged": BOOL, "reach": INT, "safe": BOOL}
_BONUS = (Param("who", EXPLORER), Param("trait", TRAIT), Param("amount", INT))
# `secret: true` shows the options (and so what was picked) to the chooser alone.
_CHOOSE = (Param("who", EXPLORER), Param("options", ANY_LIST), Param("secret", BOOL, False))
_PICK = (Param("options", ANY_LIST),)
_DICE = (Param("count", INT),)
_TRAIT_ROLL = (Param("who", EXPLORER), Param("trait", TRAIT), Param("extra", INT, 0))


_EXTREMES = {"lowest": ast.SelectKind.LOWEST, "highest": ast.SelectKind.HIGHEST}

# Retired names may be read through others' templates, but not without end.
_MAX_EXPANSION_DEPTH = 16


def _from(start: Span, end: Span) -> Span:
    return Span(start.file, start.line, start.column, end.end_line, end.end_column)


def _signature(entry: Retired) -> str:
    return ", ".join(p.name for p in entry.params) or "no arguments"


def _pattern_bounds(pattern: ast.Pattern) -> tuple[int | None, int | None]:
    if isinstance(pattern, ast.ValuePattern):
        return pattern.value, pattern.value
    if isinstance(pattern, ast.RangePattern):
        return pattern.low, pattern.high
    return None, None


def _covers(outer: tuple[int | None, int | None], inner: tuple[int | None, int | None]) -> bool:
    lo_ok = outer[0] is None or (inner[0] is not None and inner[0] >= outer[0])
    hi_ok = outer[1] is None or (inner[1] is not None and inner[1] <= outer[1])
    return lo_ok and hi_ok


def _english_const(value: object) -> str:
    if isinstance(value, bool):  # as the literal reads: `false`, not Python's `False`
        return "true" if value else "false"
    if isinstance(value, Trait | DamageKind | Floor):
        return str(value.value).capitalize()
    if isinstance(value, enum.Enum):
        return str(value.value)  # a mode's default reads as its word
    return str(value)


def definite(title: str) -> str:
    """A title with "the" in front, once: "the Ring", and "the Beckoning" for "The
    Beckoning" (not "the The Beckoning")."""
    if title[:4].lower() == "the ":
        return "the " + title[4:]
    return "the " + title


def _monster_words(title: str) -> str:
    """A monster kind as a rule reads it: "the Hound", but "Jack's Spirit" as it stands (a
    title that opens with someone's name in the possessive takes no article)."""
    first = title.split(" ", 1)[0]
    if first.endswith("'s") and first[:1].isupper():
        return title
    return definite(title)


def _constants(content: Content) -> dict[str, tuple[object, Type, str]]:
    found: dict[str, tuple[object, Type, str]] = {}
    for trait in Trait:
        found[trait.value] = (trait, TRAIT, trait.value.capitalize())
    for kind in DamageKind:
        found[kind.value] = (kind, DAMAGE, kind.value)
    for floor in Floor:
        found[floor.value] = (floor, FLOOR, f"the {floor.value} floor")
    for room in content.rooms:
        found[room.id] = (room.id, ROOM, definite(room.name))
    for card in content.cards:
        found[card.id] = (card.id, CARD, definite(card.name))
    return found


def compile_module(
    module: ast.Module, content: Content, file: str, text: str = ""
) -> tuple[list[Program], list[Diagnostic]]:
    """The programs of a parsed file and its diagnostics; `text`, the file's source, lets
    a diagnostic about a retired name write out its replacement with the author's words."""
    compiler = Compiler(content, file, text)
    programs = compiler.compile_module(module)
    return programs, compiler.diagnostics


def compile_expression(
    expr: ast.Expr,
    content: Content,
    language: int = CURRENT_LANGUAGE,
    file: str = "<expr>",
    text: str = "",
) -> tuple[ir.Expr, list[Diagnostic]]:
    """One expression on its own, as a card's script would read it (with `actor`, but
    no variables of a haunt): for tests and tools that ask what an expression is worth.
    `text` is the expression's source, as for `compile_module`."""
    compiler = Compiler(content, file, text)
    compiler.language = language
    compiler._decl = _Decl(ast.DeclKind.EVENT, "expression")
    compiled = compiler._expr(expr, _Scope(), None)
    return compiled, compiler.diagnostics
