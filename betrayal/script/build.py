"""Turning lark's parse tree into the syntax tree of `betrayal.script.ast`.

One method per grammar rule (or alias). The transformer is lark's
non-recursive one, so a pathologically deep tree cannot overflow the Python
stack here; the depth limit is checked afterwards on the result.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer_NonRecursive, v_args
from lark.tree import Meta

from betrayal.diagnostics import Diagnostic, Span
from betrayal.script import ast
from betrayal.script.limits import MAX_INT

_ESCAPE = re.compile(r"\\(.)")
_ESCAPES = {"n": "\n", "t": "\t"}


def _unescape(body: str) -> str:
    # `\n` and `\t` are the only named escapes; a backslash before anything
    # else stands for that character, so `\"` and `\\` work as expected.
    return _ESCAPE.sub(lambda m: _ESCAPES.get(m.group(1), m.group(1)), body)


BINARY = {
    "op_or": ast.BinaryOperator.OR,
    "op_and": ast.BinaryOperator.AND,
    "op_eq": ast.BinaryOperator.EQ,
    "op_ne": ast.BinaryOperator.NE,
    "op_lt": ast.BinaryOperator.LT,
    "op_le": ast.BinaryOperator.LE,
    "op_gt": ast.BinaryOperator.GT,
    "op_ge": ast.BinaryOperator.GE,
    "op_in": ast.BinaryOperator.IN,
    "op_not_in": ast.BinaryOperator.NOT_IN,
    "op_add": ast.BinaryOperator.ADD,
    "op_sub": ast.BinaryOperator.SUB,
    "op_mul": ast.BinaryOperator.MUL,
    "op_div": ast.BinaryOperator.DIV,
}

_CONTENT_KINDS = {
    "event_decl": ast.DeclKind.EVENT,
    "item_decl": ast.DeclKind.ITEM,
    "omen_decl": ast.DeclKind.OMEN,
    "room_decl": ast.DeclKind.ROOM,
}


@v_args(meta=True)
class AstBuilder(Transformer_NonRecursive[Token, Any]):
    """Builds AST nodes bottom-up; numbers out of range are reported, not raised."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file
        self.diagnostics: list[Diagnostic] = []

    # ------------------------------------------------------------ helpers

    def _span(self, meta: Meta) -> Span:
        return Span(self.file, meta.line, meta.column, meta.end_line, meta.end_column)

    def _token_span(self, token: Token) -> Span:
        assert token.line is not None and token.column is not None
        assert token.end_line is not None and token.end_column is not None
        return Span(self.file, token.line, token.column, token.end_line, token.end_column)

    def _name(self, token: Token) -> ast.Name:
        return ast.Name(text=str(token), span=self._token_span(token))

    def _maybe_name(self, token: Token | None) -> ast.Name | None:
        return None if token is None else self._name(token)

    def _int(self, token: Token) -> int:
        text = str(token)
        # Compare lengths first: int() on a huge digit string is itself slow
        # and Python refuses strings over 4300 digits.
        if len(text) > len(str(MAX_INT)) or int(text) > MAX_INT:
            self.diagnostics.append(
                Diagnostic.error(
                    "E110",
                    self._token_span(token),
                    f"the number {text[:12]}{'...' if len(text) > 12 else ''} is too large",
                    hint=f"numbers in scripts go up to {MAX_INT}",
                )
            )
            return 0
        return int(text)

    def _int_lit(self, token: Token) -> ast.IntLit:
        return ast.IntLit(value=self._int(token), span=self._token_span(token))

    def _str_lit(self, token: Token) -> ast.StrLit:
        return ast.StrLit(value=_unescape(str(token)[1:-1]), span=self._token_span(token))

    # ------------------------------------------------------- declarations

    def start(self, meta: Meta, children: list[Any]) -> tuple[ast.IntLit, list[ast.Decl]]:
        return children[0], children[1:]

    def decls(self, meta: Meta, children: list[Any]) -> list[ast.Decl]:
        return list(children)

    def header(self, meta: Meta, children: list[Any]) -> ast.IntLit:
        return self._int_lit(children[0])

    def haunt_decl(self, meta: Meta, children: list[Any]) -> ast.HauntDecl:
        number, title, members = children
        return ast.HauntDecl(
            number=self._int_lit(number),
            title=self._str_lit(title),
            members=members,
            span=self._span(meta),
        )

    def _content(self, kind: str, meta: Meta, children: list[Any]) -> ast.ContentDecl:
        name, title, members = children
        return ast.ContentDecl(
            kind=_CONTENT_KINDS[kind],
            name=self._name(name),
            title=self._str_lit(title),
            members=members,
            span=self._span(meta),
        )

    def event_decl(self, meta: Meta, children: list[Any]) -> ast.ContentDecl:
        return self._content("event_decl", meta, children)

    def item_decl(self, meta: Meta, children: list[Any]) -> ast.ContentDecl:
        return self._content("item_decl", meta, children)

    def omen_decl(self, meta: Meta, children: list[Any]) -> ast.ContentDecl:
        return self._content("omen_decl", meta, children)

    def room_decl(self, meta: Meta, children: list[Any]) -> ast.ContentDecl:
        return self._content("room_decl", meta, children)

    def body(self, meta: Meta, children: list[Any]) -> tuple[ast.Member, ...]:
        return tuple(children)

    # ------------------------------------------------------------ members

    def var_decl(self, meta: Meta, children: list[Any]) -> ast.VarDecl:
        name, type_, value, secret = children
        return ast.VarDecl(
            name=self._name(name),
            type=type_,
            value=value,
            secret=secret,
            span=self._span(meta),
        )

    def secret_clause(self, meta: Meta, children: list[Any]) -> tuple[ast.Expr, ...]:
        del meta
        return tuple(children)

    def monster_decl(self, meta: Meta, children: list[Any]) -> ast.MonsterDecl:
        name, title, members = children
        return ast.MonsterDecl(
            name=self._name(name),
            title=self._str_lit(title),
            members=members,
            span=self._span(meta),
        )

    def token_decl(self, meta: Meta, children: list[Any]) -> ast.TokenDecl:
        name, title, secret = children
        return ast.TokenDecl(
            name=self._name(name),
            title=self._str_lit(title),
            secret=secret,
            span=self._span(meta),
        )

    def setup_decl(self, meta: Meta, children: list[Any]) -> ast.SetupDecl:
        return ast.SetupDecl(body=children[0], span=self._span(meta))

    def _section(self, kind: ast.SectionKind, meta: Meta, children: list[Any]) -> ast.Section:
        return ast.Section(kind=kind, members=children[0], span=self._span(meta))

    def rule_section(self, meta: Meta, children: list[Any]) -> ast.Section:
        return self._section(ast.SectionKind.RULE, meta, children)

    def heroes_section(self, meta: Meta, children: list[Any]) -> ast.Section:
        return self._section(ast.SectionKind.HEROES, meta, children)

    def traitor_section(self, meta: Meta, children: list[Any]) -> ast.Section:
        return self._section(ast.SectionKind.TRAITOR, meta, children)

    def traitor_choice(self, meta: Meta, children: list[Any]) -> ast.TraitorChoice:
        rule, args = children
        return ast.TraitorChoice(rule=self._name(rule), args=args, span=self._span(meta))

    def trigger(self, meta: Meta, children: list[Any]) -> ast.Trigger:
        event, args, through, where, body = children
        return ast.Trigger(
            event=self._name(event),
            args=args,
            through=self._maybe_name(through),
            where=where,
            body=body,
            span=self._span(meta),
        )

    def static_decl(self, meta: Meta, children: list[Any]) -> ast.StaticDecl:
        name, args = children
        return ast.StaticDecl(name=self._name(name), args=args, span=self._span(meta))

    def cannot_decl(self, meta: Meta, children: list[Any]) -> ast.CannotDecl:
        return ast.CannotDecl(verbs=tuple(self._name(t) for t in children), span=self._span(meta))

    def companion_decl(self, meta: Meta, children: list[Any]) -> ast.CompanionDecl:
        return ast.CompanionDecl(span=self._span(meta))

    def property_item(self, meta: Meta, children: list[Any]) -> ast.Property:
        name, value = children
        return ast.Property(name=self._name(name), value=value, span=self._span(meta))

    def weapon_decl(self, meta: Meta, children: list[Any]) -> ast.WeaponDecl:
        return ast.WeaponDecl(properties=tuple(children), span=self._span(meta))

    def traits_decl(self, meta: Meta, children: list[Any]) -> ast.TraitsDecl:
        return ast.TraitsDecl(values=tuple(children), span=self._span(meta))

    def while_decl(self, meta: Meta, children: list[Any]) -> ast.WhileDecl:
        condition, body = children
        return ast.WhileDecl(condition=self._name(condition), body=body, span=self._span(meta))

    def replace_decl(self, meta: Meta, children: list[Any]) -> ast.ReplaceDecl:
        hook, args, where, body = children
        return ast.ReplaceDecl(
            hook=self._name(hook), args=args, where=where, body=body, span=self._span(meta)
        )

    def win_when(self, meta: Meta, children: list[Any]) -> ast.WinWhen:
        return ast.WinWhen(condition=children[0], span=self._span(meta))

    def action_decl(self, meta: Meta, children: list[Any]) -> ast.ActionDecl:
        name, label, who, limit, where, *choices, body = children
        return ast.ActionDecl(
            name=self._name(name),
            label=self._str_lit(label),
            who=who,
            limit=limit,
            where=where,
            choices=tuple(choices),
            body=body,
            span=self._span(meta),
        )

    # The clauses only exist to keep their keyword inside the action's span.
    def who_clause(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def limit_clause(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def where_clause(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def do_clause(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    def choose_clause(self, meta: Meta, children: list[Any]) -> ast.Choose:
        name, type_, source, where = children
        return ast.Choose(
            name=self._name(name), type=type_, source=source, where=where, span=self._span(meta)
        )

    def type_ref(self, meta: Meta, children: list[Any]) -> ast.TypeRef:
        name, *args = children
        return ast.TypeRef(name=self._name(name), args=tuple(args), span=self._span(meta))

    # --------------------------------------------------------- statements

    def block(self, meta: Meta, children: list[Any]) -> ast.Block:
        return ast.Block(statements=tuple(children), span=self._span(meta))

    def call_stmt(self, meta: Meta, children: list[Any]) -> ast.CallStmt:
        return ast.CallStmt(call=children[0], span=self._span(meta))

    def let_stmt(self, meta: Meta, children: list[Any]) -> ast.Let:
        name, type_, value = children
        return ast.Let(name=self._name(name), type=type_, value=value, span=self._span(meta))

    def target(self, meta: Meta, children: list[Any]) -> tuple[ast.Name, ...]:
        return tuple(self._name(t) for t in children)

    def _assign(self, op: ast.AssignOperator, meta: Meta, children: list[Any]) -> ast.Assign:
        target, value = children
        return ast.Assign(target=target, op=op, value=value, span=self._span(meta))

    def assign_set(self, meta: Meta, children: list[Any]) -> ast.Assign:
        return self._assign(ast.AssignOperator.SET, meta, children)

    def assign_add(self, meta: Meta, children: list[Any]) -> ast.Assign:
        return self._assign(ast.AssignOperator.ADD, meta, children)

    def assign_sub(self, meta: Meta, children: list[Any]) -> ast.Assign:
        return self._assign(ast.AssignOperator.SUB, meta, children)

    def if_stmt(self, meta: Meta, children: list[Any]) -> ast.If:
        # Lark leaves no placeholder for the optional, inlined `else` part.
        condition, then, *rest = children
        otherwise = rest[0] if rest else None
        return ast.If(condition=condition, then=then, otherwise=otherwise, span=self._span(meta))

    def roll_stmt(self, meta: Meta, children: list[Any]) -> ast.Roll:
        dice, name = children
        return ast.Roll(dice=dice, name=self._name(name), span=self._span(meta))

    def match_stmt(self, meta: Meta, children: list[Any]) -> ast.Match:
        subject, *arms = children
        return ast.Match(subject=subject, arms=tuple(arms), span=self._span(meta))

    def arm(self, meta: Meta, children: list[Any]) -> ast.MatchArm:
        pattern, body = children
        return ast.MatchArm(pattern=pattern, body=body, span=self._span(meta))

    def pattern_value(self, meta: Meta, children: list[Any]) -> ast.ValuePattern:
        return ast.ValuePattern(value=self._int(children[0]), span=self._span(meta))

    def pattern_range(self, meta: Meta, children: list[Any]) -> ast.RangePattern:
        low, high = children
        return ast.RangePattern(low=self._int(low), high=self._int(high), span=self._span(meta))

    def pattern_from(self, meta: Meta, children: list[Any]) -> ast.RangePattern:
        return ast.RangePattern(low=self._int(children[0]), high=None, span=self._span(meta))

    def pattern_upto(self, meta: Meta, children: list[Any]) -> ast.RangePattern:
        return ast.RangePattern(low=None, high=self._int(children[0]), span=self._span(meta))

    def pattern_else(self, meta: Meta, children: list[Any]) -> ast.ElsePattern:
        return ast.ElsePattern(span=self._span(meta))

    def for_stmt(self, meta: Meta, children: list[Any]) -> ast.ForEach:
        var, iterable, where, body = children
        return ast.ForEach(
            var=self._name(var), iterable=iterable, where=where, body=body, span=self._span(meta)
        )

    def win_stmt(self, meta: Meta, children: list[Any]) -> ast.Win:
        return ast.Win(side=self._name(children[0]), span=self._span(meta))

    # -------------------------------------------------------- expressions

    def if_expr(self, meta: Meta, children: list[Any]) -> ast.IfExpr:
        condition, then, otherwise = children
        return ast.IfExpr(
            condition=condition, then=then, otherwise=otherwise, span=self._span(meta)
        )

    def _binary(self, rule: str, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        left, right = children
        return ast.BinaryOp(op=BINARY[rule], left=left, right=right, span=self._span(meta))

    def op_or(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_or", meta, children)

    def op_and(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_and", meta, children)

    def op_eq(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_eq", meta, children)

    def op_ne(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_ne", meta, children)

    def op_lt(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_lt", meta, children)

    def op_le(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_le", meta, children)

    def op_gt(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_gt", meta, children)

    def op_ge(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_ge", meta, children)

    def op_in(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_in", meta, children)

    def op_not_in(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_not_in", meta, children)

    def op_add(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_add", meta, children)

    def op_sub(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_sub", meta, children)

    def op_mul(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_mul", meta, children)

    def op_div(self, meta: Meta, children: list[Any]) -> ast.BinaryOp:
        return self._binary("op_div", meta, children)

    def op_not(self, meta: Meta, children: list[Any]) -> ast.UnaryOp:
        return ast.UnaryOp(op=ast.UnaryOperator.NOT, operand=children[0], span=self._span(meta))

    def op_neg(self, meta: Meta, children: list[Any]) -> ast.UnaryOp:
        return ast.UnaryOp(op=ast.UnaryOperator.NEG, operand=children[0], span=self._span(meta))

    def range_closed(self, meta: Meta, children: list[Any]) -> ast.Range:
        low, high = children
        return ast.Range(low=low, high=high, span=self._span(meta))

    def range_upto(self, meta: Meta, children: list[Any]) -> ast.Range:
        return ast.Range(low=None, high=children[0], span=self._span(meta))

    def range_from(self, meta: Meta, children: list[Any]) -> ast.Range:
        return ast.Range(low=children[0], high=None, span=self._span(meta))

    def attribute(self, meta: Meta, children: list[Any]) -> ast.Attribute:
        target, name = children
        return ast.Attribute(target=target, name=self._name(name), span=self._span(meta))

    def int_lit(self, meta: Meta, children: list[Any]) -> ast.IntLit:
        return self._int_lit(children[0])

    def str_lit(self, meta: Meta, children: list[Any]) -> ast.StrLit:
        return self._str_lit(children[0])

    def true_lit(self, meta: Meta, children: list[Any]) -> ast.BoolLit:
        return ast.BoolLit(value=True, span=self._span(meta))

    def false_lit(self, meta: Meta, children: list[Any]) -> ast.BoolLit:
        return ast.BoolLit(value=False, span=self._span(meta))

    def name_ref(self, meta: Meta, children: list[Any]) -> ast.NameRef:
        return ast.NameRef(name=str(children[0]), span=self._span(meta))

    def list_lit(self, meta: Meta, children: list[Any]) -> ast.ListLit:
        return ast.ListLit(items=tuple(children), span=self._span(meta))

    def list_filter(self, meta: Meta, children: list[Any]) -> ast.Expr:
        head, condition = children
        span = self._span(meta)
        # The grammar reads `[x in L where C]` as `[EXPR where EXPR]`, which keeps it
        # free of conflicts; here the head must turn out to be `NAME in LIST`.
        if (
            isinstance(head, ast.BinaryOp)
            and head.op is ast.BinaryOperator.IN
            and isinstance(head.left, ast.NameRef)
        ):
            var = ast.Name(text=head.left.name, span=head.left.span)
            return ast.Select(
                kind=ast.SelectKind.FILTER, var=var, source=head.right, test=condition, span=span
            )
        self.diagnostics.append(
            Diagnostic.error(
                "E101",
                head.span,
                "a filter starts with a name for each item and the list: "
                "`[x in LIST where CONDITION]`",
            )
        )
        return ast.ListLit(items=(), span=span)

    def set_lit(self, meta: Meta, children: list[Any]) -> ast.SetLit:
        return ast.SetLit(items=tuple(children), span=self._span(meta))

    def call(self, meta: Meta, children: list[Any]) -> ast.Call:
        func, args = children
        return ast.Call(func=self._name(func), args=args, span=self._span(meta))

    def call_args(self, meta: Meta, children: list[Any]) -> tuple[ast.Arg, ...]:
        return tuple(children)

    def positional_arg(self, meta: Meta, children: list[Any]) -> ast.Arg:
        return ast.Arg(name=None, value=children[0], span=self._span(meta))

    def keyword_arg(self, meta: Meta, children: list[Any]) -> ast.Arg:
        name, value = children
        return ast.Arg(name=self._name(name), value=value, span=self._span(meta))
