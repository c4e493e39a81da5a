"""Places a plan leads to, read from the haunt's own rules rather than from any haunt's
number or names.

Win rooms: where a win condition asks for something to be brought (a body carried to a
chapel), the explorer holding it heads there. Gathering rooms: where the heroes' win
condition would be met with all of them standing there (a boat to row away in), they
gather. Monster goals: where a haunt action of the
traitor's monster turn asks for monsters to stand somewhere, those monsters go there.
Hazard rooms: where walking in would kill an explorer or turn them, they keep out.
Lure rooms: some haunts are won by bringing a monster somewhere, where a rule fires as a
monster walks into certain rooms (a Zombie caught in a room it loved, say). Monsters hunt
the heroes, so a hero who waits in such a room draws them in. The rule counts as worth
luring for only when it touches something the heroes' win condition looks at (a monster
kind, a haunt variable); otherwise a monster's entrance could as well be a trap for them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import attrs

from betrayal.agents.offers import haunt_offers
from betrayal.core.actions import Kind
from betrayal.core.frames import Ctx
from betrayal.core.rules import haunt
from betrayal.core.state import GameState, MonsterState
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.interpreter import evaluate
from betrayal.script.program import Program

_ENTERED = "monster_entered"
_ENTER = "entered"
_LEAVE = "leaving"
# Effects that end an explorer's part on their side: death, or going over to the other.
_RUINOUS = frozenset({"kill", "turn_traitor"})
_EFFECT = "effect:"  # marks effect names among the words collected
# Fields of the IR that hold no rule text worth reading.
_SKIP = frozenset({"span", "type", "render", "text"})


def lure_rooms(state: GameState, player: int) -> frozenset[str]:
    """Placed rooms where a monster of the board walking in would fire a haunt rule that
    bears on the heroes' win; empty for the traitor's side."""
    if state.haunt_script is None or haunt.side_of(state, player) != "heroes":
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    wanted = _win_names(program, "heroes")
    mobile = {m.name for m in program.monsters if "move" not in m.cannot}
    kinds = sorted({m.kind for m in state.monsters if m.kind in mobile})
    if not wanted or not kinds:
        return frozenset()
    ctx = Ctx(program.key, player, None, program.ident)
    everywhere = len(state.house.tiles)
    found: set[str] = set()
    for fits in _rooms_firing(
        state, program, ctx, _ENTERED, kinds, lambda body: bool(names_in(program, body) & wanted)
    ):
        # A rule that fires wherever a monster goes marks no room worth leading it to.
        if len(fits) < everywhere:
            found |= fits
    return frozenset(found)


def _rooms_firing(
    state: GameState,
    program: Program,
    ctx: Ctx,
    event: str,
    comers: Sequence[object],
    wanted: Callable[[tuple[ir.Stmt, ...]], bool],
) -> Iterator[set[str]]:
    """For each rule on ``event`` (someone or something coming into a room) whose body
    ``wanted`` accepts: the placed rooms where its ``where`` holds for one of ``comers``
    coming in."""
    rooms = [tile.room for tile in state.house.tiles]
    for trigger in program.triggers:
        if trigger.event != event or trigger.where is None or len(trigger.binds) < 2:
            continue
        if not wanted(program.block(trigger.block)):
            continue
        where = trigger.where
        yield {
            room
            for room in rooms
            for comer in comers
            if evaluate(state, ctx, tuple(zip(trigger.binds, (comer, room), strict=False)), where)
        }


def key_cards(state: GameState, player: int) -> frozenset[str]:
    """Cards a haunt rule asks for on the way to ``player``'s side's win: named in a trigger
    whose effects touch what that win condition looks at (the one card that lets a blow
    wound the monster whose death wins, say)."""
    if state.haunt_script is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    wanted = _win_names(program, haunt.side_of(state, player))
    content = state.game.content
    # A card the win condition itself names (the Ring the traitor must hold) is key too.
    found: set[str] = {name for name in wanted if content.has_card(name)}
    for trigger in program.triggers:
        body = names_in(program, program.block(trigger.block))
        if not body & wanted:
            continue
        if trigger.where is not None:
            body |= names_in(program, trigger.where)
        found |= {name for name in body if content.has_card(name)}
    return frozenset(found)


def entry_rooms(state: GameState, player: int) -> frozenset[str]:
    """Placed rooms where ``player`` walking in, as they are and with what they hold,
    would fire a haunt rule that bears on their side's win (an heir crowned on entering a
    corridor with two cards in hand, say). A rule that would fire wherever they went marks
    no room."""
    if state.haunt_script is None or state.reveal is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    wanted = _win_names(program, haunt.side_of(state, player))
    if not wanted:
        return frozenset()
    ctx = Ctx(program.key, player, None, program.ident)
    everywhere = len(state.house.tiles)
    found: set[str] = set()
    for fits in _rooms_firing(
        state, program, ctx, _ENTER, [player], lambda body: bool(names_in(program, body) & wanted)
    ):
        if len(fits) < everywhere:
            found |= fits
    return frozenset(found - state.collapsed)


def card_receivers(state: GameState, player: int) -> dict[str, int]:
    """For each card ``player`` holds that a haunt rule of their side asks for: the fellow
    explorer to carry it to, when the rule that wants it would fire on entering somewhere
    for that one, holding every such card their side holds, and not for ``player`` (the
    heir who must bring two cards to a room, say)."""
    wanted = key_cards(state, player)
    keys = wanted & set(state.explorers[player].cards)
    if not keys or haunt.free_for_all(state):
        return {}
    side = haunt.side_of(state, player)
    team = [
        seat
        for seat, e in enumerate(state.explorers)
        if e.alive and seat not in state.escaped and haunt.side_of(state, seat) == side
    ]
    pooled = tuple(card for seat in team for card in state.explorers[seat].cards if card in wanted)

    def fires_for(seat: int) -> bool:
        me = state.explorers[seat]
        rich = attrs.evolve(me, cards=(*me.cards, *(c for c in pooled if c not in me.cards)))
        there = state.evolve(
            explorers=(*state.explorers[:seat], rich, *state.explorers[seat + 1 :])
        )
        return bool(entry_rooms(there, seat))

    if fires_for(player):
        return {}
    receiver = next((seat for seat in team if seat != player and fires_for(seat)), None)
    return {} if receiver is None else dict.fromkeys(sorted(keys), receiver)


def _win_names(program: Program, side: str) -> set[str]:
    wanted: set[str] = set()
    for s, condition in program.wins:
        if s == side:
            wanted |= names_in(program, condition)
    return wanted


def win_rooms(state: GameState, player: int) -> frozenset[str]:
    """Rooms where standing, with what ``player`` holds and carries, would meet more parts of
    their side's win condition than standing elsewhere; empty when where they stand does not
    matter to it."""
    if state.haunt_script is None or state.reveal is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    side = haunt.side_of(state, player)
    parts = [p for s, c in program.wins if s == side for p in _conjuncts(c)]
    if not parts:
        return frozenset()
    ctx = Ctx(program.key, player, None, program.ident)
    me = state.explorers[player]
    scores: dict[str, int] = {}
    for tile in state.house.tiles:
        moved = attrs.evolve(me, room=tile.room)
        explorers = (*state.explorers[:player], moved, *state.explorers[player + 1 :])
        there = state.evolve(explorers=explorers)
        scores[tile.room] = sum(1 for p in parts if evaluate(there, ctx, (), p))
    if not scores or max(scores.values()) == min(scores.values()):
        return frozenset()
    best = max(scores.values())
    return frozenset(room for room, score in scores.items() if score == best)


def gathering_rooms(state: GameState, player: int) -> frozenset[str]:
    """For a hero: the rooms where the heroes' goal would be met if every hero still in
    the house stood there, with what they carry (a boat to row away in, say)."""
    if haunt.side_of(state, player) != "heroes" or state.traitor_hidden or state.frames:
        return frozenset()
    if not haunt.is_running(state):
        return frozenset()
    team = [
        seat
        for seat, e in enumerate(state.explorers)
        if e.alive and seat not in state.escaped and haunt.side_of(state, seat) == "heroes"
    ]
    if haunt.check_victory(state).winner == "heroes":
        # Won already where everyone stands: only a view with secrets blanked out says so
        # (the real game would be over), and it tells nothing about where to go.
        return frozenset()
    found = set()
    for tile in state.house.tiles:
        if tile.room in state.collapsed:
            continue
        explorers = tuple(
            attrs.evolve(e, room=tile.room) if seat in team else e
            for seat, e in enumerate(state.explorers)
        )
        after = haunt.check_victory(state.evolve(explorers=explorers))
        if after.winner == "heroes":
            found.add(tile.room)
    return frozenset(found)


def monster_goals(state: GameState, seat: int) -> dict[str, frozenset[str]]:
    """For each monster the rules need somewhere: the rooms where it must stand, with the
    other monsters that can move, for one of the haunt's monster-turn actions to open to
    ``seat`` (their controller). A monster the action can do without gets no goal."""
    if state.haunt_script is None or not state.turn.monsters:
        return {}
    program = script_set(state).program(state.haunt_script)
    if not any(a.limit is ir.Limit.ONCE_PER_MONSTER_TURN for a in program.actions):
        return {}
    mobile = {m.name for m in program.monsters if "move" not in m.cannot}
    movers = [i for i, m in enumerate(state.monsters) if m.kind in mobile]
    if not movers:
        return {}
    # Whether an action was used already this monster turn does not change where it asks
    # the monsters to be.
    fresh = state.evolve(turn=attrs.evolve(state.turn, handled=frozenset()))
    now = _monster_uses(fresh, seat, fresh.monsters)
    goals: dict[str, set[str]] = {}
    for tile in state.house.tiles:
        room = tile.room
        gathered = _moved(fresh.monsters, movers, room)
        opened = _monster_uses(fresh, seat, gathered) - now
        if not opened:
            continue
        for i in movers:
            without = _moved(fresh.monsters, [j for j in movers if j != i], room)
            if opened - _monster_uses(fresh, seat, without):
                goals.setdefault(state.monsters[i].ident, set()).add(room)
    return {ident: frozenset(rooms) for ident, rooms in goals.items()}


def _moved(
    monsters: tuple[MonsterState, ...], which: list[int], room: str
) -> tuple[MonsterState, ...]:
    return tuple(attrs.evolve(m, room=room) if i in which else m for i, m in enumerate(monsters))


def _monster_uses(state: GameState, seat: int, monsters: tuple[MonsterState, ...]) -> set[str]:
    there = state.evolve(monsters=monsters)
    return {
        f"{a.args[0]} {a.args[1]}"
        for a in haunt_offers(there, seat)
        if a.kind is Kind.USE and a.args[0] == state.haunt_script
    }


def _conjuncts(condition: ir.Expr) -> list[ir.Expr]:
    if isinstance(condition, ir.Binary) and condition.op is ir.Op.AND:
        return [*_conjuncts(condition.left), *_conjuncts(condition.right)]
    return [condition]


def hazard_rooms(state: GameState, player: int) -> frozenset[str]:
    """Placed rooms that a haunt rule makes ruinous for ``player`` to walk into: entering
    would kill them or take them over to the other side."""
    if state.haunt_script is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    ctx = Ctx(program.key, player, None, program.ident)
    found: set[str] = set()
    for fits in _rooms_firing(
        state,
        program,
        ctx,
        _ENTER,
        [player],
        lambda body: bool(effects_in(program, body) & _RUINOUS),
    ):
        found |= fits
    return frozenset(found)


def trap_rooms(state: GameState, player: int) -> frozenset[str]:
    """Placed rooms that a haunt rule would never let ``player`` leave once in them (a
    `replace leaving` with nothing in its place): walked into on the way to somewhere
    else, they end every plan there."""
    if state.haunt_script is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    ctx = Ctx(program.key, player, None, program.ident)

    def only_kept(body: tuple[ir.Stmt, ...]) -> bool:
        return bool(body) and all(
            isinstance(stmt, ir.Effect) and stmt.name == "prevent" for stmt in body
        )

    found: set[str] = set()
    for fits in _rooms_firing(state, program, ctx, _LEAVE, [player], only_kept):
        found |= fits
    return frozenset(found)


def effect_calls(code: Program, node: object, blocks: set[int]) -> Iterator[ir.Effect]:
    """The effect calls in a piece of a script, following nested blocks."""
    return (n for n in script_parts(code, node, blocks) if isinstance(n, ir.Effect))


def script_parts(code: Program, node: object, blocks: set[int]) -> Iterator[object]:
    """Every statement and expression in a piece of a script, following nested blocks."""
    if isinstance(node, tuple):
        for item in node:
            yield from script_parts(code, item, blocks)
        return
    kind = type(node)
    if not attrs.has(kind) or kind.__module__ != ir.__name__:
        return
    yield node
    statement = not isinstance(node, ir.Cond)  # a Cond's branches are expressions
    for field in attrs.fields(kind):
        value = getattr(node, field.name)
        if statement and field.name in ("then", "otherwise", "block") and isinstance(value, int):
            if value not in blocks:
                blocks.add(value)
                yield from script_parts(code, code.block(value), blocks)
        elif isinstance(value, tuple) or attrs.has(type(value)):
            yield from script_parts(code, value, blocks)


def names_in(program: Program, node: object) -> set[str]:
    """The words a piece of a script mentions: named things (monster kinds, rooms, traits,
    tokens) and the haunt variables it reads or sets, following nested blocks."""
    found: set[str] = set()
    _collect(program, node, found, set())
    return {n for n in found if not n.startswith(_EFFECT)}


def effects_in(program: Program, node: object) -> set[str]:
    """The effects a piece of a script may run, following nested blocks."""
    found: set[str] = set()
    _collect(program, node, found, set())
    return {n.removeprefix(_EFFECT) for n in found if n.startswith(_EFFECT)}


def _collect(program: Program, node: object, found: set[str], blocks: set[int]) -> None:
    if isinstance(node, tuple):
        for item in node:
            _collect(program, item, found, blocks)
        return
    if isinstance(node, ir.Const):
        if isinstance(node.value, str):
            found.add(node.value)
        return
    if isinstance(node, ir.Global):
        found.add(node.name)
        return
    if isinstance(node, ir.Assign) and node.is_global:
        found.add(node.name)
    if isinstance(node, ir.Effect):
        found.add(_EFFECT + node.name)
    kind = type(node)
    if not attrs.has(kind) or kind.__module__ != ir.__name__:
        return
    statement = not isinstance(node, ir.Cond)  # a Cond's branches are expressions
    for field in attrs.fields(kind):
        if field.name in _SKIP:
            continue
        value = getattr(node, field.name)
        if statement and field.name in ("then", "otherwise", "block") and isinstance(value, int):
            if value not in blocks:
                blocks.add(value)
                _collect(program, program.block(value), found, blocks)
        else:
            _collect(program, value, found, blocks)
