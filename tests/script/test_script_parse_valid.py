"""Well-formed scripts parse to the expected syntax trees."""

from __future__ import annotations

import pytest
from script_helpers import VALID_DIR, module_spans, span_problems, valid_texts

from betrayal.diagnostics import Span
from betrayal.script import ast, parse


def _parse_ok(text: str, file: str = "test.haunt") -> ast.Module:
    result = parse(text, file)
    assert result.diagnostics == (), [d.format() for d in result.diagnostics]
    assert result.module is not None
    return result.module


def _valid(name: str) -> ast.Module:
    return _parse_ok((VALID_DIR / name).read_text(encoding="utf-8"), name)


def _call_shape(call: ast.Call) -> tuple[str, list[str | None]]:
    return call.func.text, [arg.name.text if arg.name else None for arg in call.args]


@pytest.mark.parametrize("name", sorted(valid_texts()))
def test_valid_examples_parse_with_spans_inside(name: str) -> None:
    text = valid_texts()[name]
    module = _parse_ok(text, name)
    assert module.language.value == 1
    assert not span_problems(text, module_spans(module))


def test_event_with_roll_table() -> None:
    module = _valid("footsteps.haunt")
    (event,) = module.declarations
    assert isinstance(event, ast.ContentDecl)
    assert event.kind is ast.DeclKind.EVENT
    assert (event.name.text, event.title.value) == ("footsteps", "Footsteps")
    assert event.name.span == Span("footsteps.haunt", 4, 7, 4, 16)

    (trigger,) = event.members
    assert isinstance(trigger, ast.Trigger)
    assert trigger.event.text == "drawn" and trigger.args is None and trigger.where is None
    roll, match = trigger.body.statements

    assert isinstance(roll, ast.Roll) and roll.name.text == "r"
    assert isinstance(roll.dice, ast.Call) and roll.dice.func.text == "dice"
    choice = roll.dice.args[0].value
    assert isinstance(choice, ast.IfExpr)
    assert isinstance(choice.condition, ast.BinaryOp)
    assert choice.condition.op is ast.BinaryOperator.EQ

    assert isinstance(match, ast.Match)
    assert isinstance(match.subject, ast.Attribute) and match.subject.name.text == "total"
    patterns = [arm.pattern for arm in match.arms]
    assert [p.value for p in patterns if isinstance(p, ast.ValuePattern)] == [4, 3, 2, 1, 0]
    bodies = [type(arm.body) for arm in match.arms]
    assert bodies == [ast.Block, ast.Block, ast.CallStmt, ast.CallStmt, ast.ForEach]
    first = match.arms[0].body
    assert isinstance(first, ast.Block)
    calls = [s.call for s in first.statements if isinstance(s, ast.CallStmt)]
    assert [_call_shape(c) for c in calls] == [("gain", [None] * 3)] * 2


def test_items_with_passive_rules() -> None:
    armor, spear, girl = _valid("passive_items.haunt").declarations
    assert isinstance(armor, ast.ContentDecl) and armor.kind is ast.DeclKind.ITEM
    cannot, replace = armor.members
    assert isinstance(cannot, ast.CannotDecl) and [v.text for v in cannot.verbs] == ["steal"]
    assert isinstance(replace, ast.ReplaceDecl) and replace.hook.text == "damage"
    assert [a.name.text for a in replace.args if a.name] == ["target", "kind"]
    (assign,) = replace.body.statements
    assert isinstance(assign, ast.Assign) and assign.op is ast.AssignOperator.SET
    assert [n.text for n in assign.target] == ["amount"]

    assert isinstance(spear, ast.ContentDecl) and spear.kind is ast.DeclKind.OMEN
    (weapon,) = spear.members
    assert isinstance(weapon, ast.WeaponDecl)
    assert [(p.name.text, type(p.value)) for p in weapon.properties] == [
        ("trait", ast.NameRef),
        ("extra_dice", ast.IntLit),
    ]

    assert isinstance(girl, ast.ContentDecl)
    companion, cannot_girl, while_held = girl.members
    assert isinstance(companion, ast.CompanionDecl)
    assert isinstance(cannot_girl, ast.CannotDecl)
    assert [v.text for v in cannot_girl.verbs] == ["drop", "trade", "steal"]
    assert isinstance(while_held, ast.WhileDecl) and while_held.condition.text == "held"
    assert len(while_held.body.statements) == 2


def test_room_trigger_with_condition() -> None:
    (room,) = _valid("gymnasium.haunt").declarations
    assert isinstance(room, ast.ContentDecl) and room.kind is ast.DeclKind.ROOM
    (trigger,) = room.members
    assert isinstance(trigger, ast.Trigger) and trigger.event.text == "turn_end"
    assert trigger.args is not None
    assert [type(a.value) for a in trigger.args] == [ast.NameRef]
    assert isinstance(trigger.where, ast.BinaryOp) and trigger.where.op is ast.BinaryOperator.AND
    (gain,) = trigger.body.statements
    assert isinstance(gain, ast.CallStmt) and gain.call.func.text == "gain"


def test_small_haunt() -> None:
    (haunt,) = _valid("banshee.haunt").declarations
    assert isinstance(haunt, ast.HauntDecl) and haunt.kind is ast.DeclKind.HAUNT
    assert (haunt.number.value, haunt.title.value) == (8, "Wail of the Banshee")
    kinds = [type(m).__name__ for m in haunt.members]
    assert kinds == [
        "TraitorChoice", "VarDecl", "VarDecl", "MonsterDecl", "TokenDecl", "SetupDecl",
        "Section", "Section", "Section",
    ]  # fmt: skip
    choice, rites, spent, monster, token, setup, rule, heroes, traitor = haunt.members
    assert isinstance(choice, ast.TraitorChoice) and choice.rule.text == "haunt_revealer"

    assert isinstance(rites, ast.VarDecl) and rites.type.name.text == "int"
    assert isinstance(rites.value, ast.IntLit) and rites.value.value == 0
    assert isinstance(spent, ast.VarDecl) and isinstance(spent.value, ast.SetLit)
    assert spent.type.name.text == "set" and [a.name.text for a in spent.type.args] == ["place"]

    assert isinstance(monster, ast.MonsterDecl) and monster.name.text == "banshee"
    traits, static = monster.members
    assert isinstance(traits, ast.TraitsDecl)
    assert [(p.name.text, p.value) for p in traits.values] == [
        ("speed", ast.IntLit(value=8, span=traits.values[0].value.span)),
        ("sanity", ast.IntLit(value=4, span=traits.values[1].value.span)),
    ]
    assert isinstance(static, ast.StaticDecl) and static.name.text == "cannot_be_attacked"
    assert static.args is None
    assert isinstance(token, ast.TokenDecl) and token.title.value == "Rite"

    assert isinstance(setup, ast.SetupDecl)
    (spawn,) = setup.body.statements
    assert isinstance(spawn, ast.CallStmt) and spawn.call.func.text == "spawn"
    # `traitor` is a keyword, but reads as a plain name inside an argument list.
    room_of = spawn.call.args[1].value
    assert isinstance(room_of, ast.Call)
    assert room_of.args[0].value == ast.NameRef(name="traitor", span=room_of.args[0].value.span)

    assert isinstance(rule, ast.Section) and rule.kind is ast.SectionKind.RULE
    (moved,) = rule.members
    assert isinstance(moved, ast.Trigger) and moved.through is not None
    assert moved.through.text == "r"
    (loop,) = moved.body.statements
    assert isinstance(loop, ast.ForEach) and loop.var.text == "e"
    assert isinstance(loop.where, ast.UnaryOp) and loop.where.op is ast.UnaryOperator.NOT
    match = loop.body.statements[1]
    assert isinstance(match, ast.Match)
    assert [(p.low, p.high) for p in (a.pattern for a in match.arms)] == [  # type: ignore[union-attr]
        (6, None),
        (3, 5),
        (None, 2),
    ]
    arm_calls = [arm.body for arm in match.arms]
    assert all(isinstance(c, ast.CallStmt) for c in arm_calls)
    assert [_call_shape(c.call) for c in arm_calls if isinstance(c, ast.CallStmt)] == [
        ("damage", [None, None, "dice"])
    ] * 3

    assert isinstance(heroes, ast.Section) and heroes.kind is ast.SectionKind.HEROES
    action, win = heroes.members
    assert isinstance(action, ast.ActionDecl)
    assert (action.name.text, action.label.value) == ("exorcise", "Attempt an exorcism")
    assert action.who == ast.NameRef(name="hero", span=action.who.span)  # type: ignore[union-attr]
    assert isinstance(action.limit, ast.NameRef) and action.limit.name == "once_per_turn"
    assert action.where is None
    (choose,) = action.choices
    assert choose.name.text == "p" and choose.type.name.text == "place"
    assert isinstance(choose.where, ast.BinaryOp) and choose.where.op is ast.BinaryOperator.AND
    assert isinstance(choose.where.right, ast.BinaryOp)
    assert choose.where.right.op is ast.BinaryOperator.NOT_IN
    let, roll, if_ = action.body.statements
    assert isinstance(let, ast.Let) and isinstance(let.value, ast.IfExpr)
    assert isinstance(roll, ast.Roll)
    assert isinstance(if_, ast.If) and isinstance(if_.otherwise, ast.Block)
    ops = [s.op for s in if_.then.statements if isinstance(s, ast.Assign)]
    assert ops == [ast.AssignOperator.ADD, ast.AssignOperator.ADD]
    assert isinstance(win, ast.WinWhen)

    assert isinstance(traitor, ast.Section) and traitor.kind is ast.SectionKind.TRAITOR
    (traitor_win,) = traitor.members
    assert isinstance(traitor_win, ast.WinWhen)


def test_expression_precedence() -> None:
    text = """language 1
event e "E" { on drawn { x = not a + b * -c >= 3 or d in 1..2 and e not in (f..) } }
"""
    (event,) = _parse_ok(text).declarations
    assert isinstance(event, ast.ContentDecl)
    (trigger,) = event.members
    assert isinstance(trigger, ast.Trigger)
    (assign,) = trigger.body.statements
    assert isinstance(assign, ast.Assign)
    top = assign.value
    assert isinstance(top, ast.BinaryOp) and top.op is ast.BinaryOperator.OR
    left, right = top.left, top.right
    # not (a + (b * (-c)) >= 3)
    assert isinstance(left, ast.UnaryOp) and left.op is ast.UnaryOperator.NOT
    assert isinstance(left.operand, ast.BinaryOp) and left.operand.op is ast.BinaryOperator.GE
    total = left.operand.left
    assert isinstance(total, ast.BinaryOp) and total.op is ast.BinaryOperator.ADD
    assert isinstance(total.right, ast.BinaryOp) and total.right.op is ast.BinaryOperator.MUL
    assert isinstance(total.right.right, ast.UnaryOp)
    # (d in 1..2) and (e not in (f..))
    assert isinstance(right, ast.BinaryOp) and right.op is ast.BinaryOperator.AND
    assert isinstance(right.left, ast.BinaryOp) and isinstance(right.left.right, ast.Range)
    assert isinstance(right.right, ast.BinaryOp)
    open_range = right.right.right
    assert isinstance(open_range, ast.Range) and open_range.high is None


def test_statements_and_literals() -> None:
    text = r"""language 1
haunt 1 "All \"Statements\"" {
  setup {
    let n: int = 3; n -= 1
    state.count = [1, "two", true, false]
    if n > 0 { win heroes } else if n == 0 { win traitor } else { heal(actor) }
    match n { else => { n = 0 } }
    for each e in {a, b} { stun(e) }
  }
}
"""
    (haunt,) = _parse_ok(text).declarations
    assert isinstance(haunt, ast.HauntDecl)
    assert haunt.title.value == 'All "Statements"'
    (setup,) = haunt.members
    assert isinstance(setup, ast.SetupDecl)
    let, sub, assign, if_, match, loop = setup.body.statements
    assert isinstance(let, ast.Let) and let.type is not None and let.type.name.text == "int"
    assert isinstance(sub, ast.Assign) and sub.op is ast.AssignOperator.SUB
    assert isinstance(assign, ast.Assign)
    assert [n.text for n in assign.target] == ["state", "count"]
    assert isinstance(assign.value, ast.ListLit)
    assert [type(i) for i in assign.value.items] == [
        ast.IntLit,
        ast.StrLit,
        ast.BoolLit,
        ast.BoolLit,
    ]
    assert isinstance(if_, ast.If) and isinstance(if_.otherwise, ast.If)
    (win,) = if_.then.statements
    assert isinstance(win, ast.Win) and win.side.text == "heroes"
    assert isinstance(match, ast.Match) and isinstance(match.arms[0].pattern, ast.ElsePattern)
    assert isinstance(loop, ast.ForEach) and isinstance(loop.iterable, ast.SetLit)


def test_comments_and_semicolons_are_ignored() -> None:
    text = '# leading comment\nlanguage 1 # trailing\n;\nitem a "A" { ; companion ; # x\n }\n'
    result = parse(text)
    # A stray ';' at top level is not allowed: only declarations live there.
    assert not result.ok
    text = '# leading comment\nlanguage 1 # trailing\nitem a "A" { ; companion ; # x\n }\n'
    (item,) = _parse_ok(text).declarations
    assert isinstance(item, ast.ContentDecl)
    assert [type(m) for m in item.members] == [ast.CompanionDecl]


def test_header_only_file_is_an_empty_module() -> None:
    module = _parse_ok("language 1\n")
    assert module.declarations == ()
    assert module.span == Span("test.haunt", 1, 1, 2, 1)
