"""What a haunt's script says a side is after, read without any haunt-specific knowledge.

The goal agent walks to where a haunt action opens; these helpers find the goals a script
keeps elsewhere: a monster whose defeat moves a trigger towards the side's win condition,
a win in a fight that a rule of the side's waits for (and the rooms of foes it could be
won against), a card still in a deck that would open one of the side's actions, and a
place to hold because leaving it would lose the game at the next monster turn.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from betrayal.agents.offers import haunt_probe
from betrayal.agents.progress import goal_gap
from betrayal.core import records
from betrayal.core.engine import run_pending
from betrayal.core.frames import Ctx
from betrayal.core.rules import combat, haunt
from betrayal.core.rules import monsters as monster_rules
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, Phase, TurnState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.haunt_probe import CARDS, ROOMS
from betrayal.script.interpreter import evaluate
from betrayal.script.program import Program


def goal_monsters(state: GameState, player: int) -> frozenset[str]:
    """Monsters on the board that ``player`` should beat even at poor odds: beating one
    runs a haunt trigger that changes what their side's win condition reads (or wins it)."""
    if state.haunt_script is None or state.reveal is None or not state.monsters:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    side = haunt.side_of(state, player)
    wanted = _win_globals(program, side)
    triggers = [t for t in program.triggers if t.event == "monster_beaten"]
    if not triggers:
        return frozenset()
    ctx = Ctx(program.key, player, None, str(state.reveal.haunt))
    found = set()
    for m in state.monsters:
        # A narrow win with Might, bare-handed: the plainest way of beating it.
        values: tuple[object, ...] = _beaten_values(player, m, Trait.MIGHT, ())
        for trigger in triggers:
            if trigger.side not in (None, side):
                continue
            env = tuple(zip(trigger.binds, values, strict=False))
            if trigger.where is not None and not _holds(state, ctx, env, trigger.where):
                continue
            if _advances(program, trigger.block, wanted, side) and _open_to(
                state, ctx, env, program, trigger.block, wanted, side, set()
            ):
                found.add(m.ident)
                break
    return frozenset(found)


def goal_foes(state: GameState, player: int) -> frozenset[int]:
    """Living explorers of another side whose death alone would bring ``player``'s side
    nearer its win (the traitor whom the heroes win by killing): foes worth fighting at
    worse odds than a plain blow. A traitor still hidden is nobody's known foe."""
    if state.traitor_hidden:
        return frozenset()
    side = haunt.side_of(state, player)
    if side not in ("heroes", "traitor"):
        return frozenset()
    now = goal_gap(state, side)
    if now is None or now == 0:
        return frozenset()
    found = set()
    for seat, e in enumerate(state.explorers):
        if not e.alive or haunt.side_of(state, seat) == side:
            continue
        dead = records.evolve(e, alive=False)
        after = state.evolve(
            explorers=(*state.explorers[:seat], dead, *state.explorers[seat + 1 :])
        )
        gap = goal_gap(after, side)
        if gap is not None and gap < now:
            found.add(seat)
    return frozenset(found)


def rewarded(
    state: GameState, player: int, target: str, trait: Trait, weapon: tuple[str, ...]
) -> bool:
    """Whether beating ``target`` this way is something a rule on the player's side's page
    waits for: a `monster_beaten` or `fight_won` trigger of that side whose condition
    would hold for this win."""
    side = haunt.side_of(state, player)
    if side not in ("heroes", "traitor"):
        return False
    scripts = script_set(state)
    if combat.is_monster(target):
        beaten = _beaten_values(player, monster_rules.monster(state, target), trait, weapon)
        return scripts.side_hears(state, side, "monster_beaten", beaten)
    return scripts.side_hears(state, side, "fight_won", (player, int(target), 1, True, weapon))


def _beaten_values(
    player: int, m: MonsterState, trait: Trait, weapon: tuple[str, ...]
) -> tuple[object, ...]:
    """What a `monster_beaten` rule would hear of a narrow win over ``m``: as the engine
    tells it, with the monster's explorer last when it belongs to one."""
    values: tuple[object, ...] = (player, m.kind, 1, trait, weapon)
    return values if m.owner is None else (*values, m.owner)


def rewarded_foe_rooms(state: GameState, player: int) -> frozenset[str]:
    """For a hero: rooms of foes that one of the hero's ways to fight (bare hands or a
    weapon held) would beat to some end of their side's rules."""
    if haunt.side_of(state, player) != "heroes" or state.traitor_hidden:
        return frozenset()
    ways: list[tuple[Trait, tuple[str, ...]]] = [(Trait.MIGHT, ())]
    ways += [(weapon.trait, (card,)) for card, weapon in combat.weapons_of(state, player)]
    foes = [m.ident for m in state.monsters]
    foes += [
        str(seat)
        for seat, e in enumerate(state.explorers)
        if e.alive and seat not in state.escaped and haunt.side_of(state, seat) == "traitor"
    ]
    rooms = set()
    for foe in foes:
        room = (
            monster_rules.monster(state, foe).room
            if combat.is_monster(foe)
            else state.explorers[int(foe)].room
        )
        if room in rooms:
            continue
        if any(rewarded(state, player, foe, trait, card) for trait, card in ways):
            rooms.add(room)
    return frozenset(rooms)


def _holds(state: GameState, ctx: Ctx, env: tuple[tuple[str, object], ...], e: ir.Expr) -> bool:
    try:
        return bool(evaluate(state, ctx, env, e))
    except BetrayalError:
        return False  # a condition that cannot be read for this guess is not counted on


def deck_cards_wanted(state: GameState, player: int) -> bool:
    """Whether a card still in the omen or item deck would open one of the haunt's
    actions to ``player`` somewhere in the house (a card to go and find by exploring)."""
    if state.haunt_script is None:
        return False
    probe = haunt_probe(state, player, frozenset({ROOMS, CARDS}))
    if probe.hopeless:
        return False
    # When nothing the probe still asks reads what anyone holds, one card per room tells
    # what every card there would.
    cards = [card for deck in state.decks[:2] for card in deck]
    if probe.blind_to(CARDS):
        cards = cards[:1]
    me = state.explorers[player]
    # Where the explorer stands first: most such actions ask for the card alone.
    rooms = [me.room, *(t.room for t in state.house.tiles if t.room != me.room)]
    for room in rooms:
        for card in cards:
            holding = records.evolve(me, room=room, cards=(*me.cards, card))
            explorers = (*state.explorers[:player], holding, *state.explorers[player + 1 :])
            there = state.evolve(explorers=explorers)
            if probe.offers(there):
                return True
    return False


def _is_haunt_action(args: tuple[str, ...]) -> bool:
    return bool(args) and args[0].startswith("haunt:")


# Per program (kept alongside it, so that an id is never reused for another) and side.
_WIN_GLOBALS: dict[tuple[int, str], tuple[Program, frozenset[str]]] = {}
_ADVANCES: dict[tuple[int, int, str], tuple[Program, bool]] = {}


def _win_globals(program: Program, side: str) -> frozenset[str]:
    known = _WIN_GLOBALS.get((id(program), side))
    if known is not None and known[0] is program:
        return known[1]
    names: set[str] = set()
    for who, condition in program.wins:
        if who == side:
            _globals_in(condition, names)
    _WIN_GLOBALS[(id(program), side)] = (program, frozenset(names))
    return frozenset(names)


def _globals_in(expr: object, names: set[str]) -> None:
    if isinstance(expr, ir.Global):
        names.add(expr.name)
        return
    for field in getattr(type(expr), "__attrs_attrs__", ()):
        value = getattr(expr, field.name)
        for item in value if isinstance(value, tuple) else (value,):
            _globals_in(item, names)


def _advances(program: Program, block: int, wanted: frozenset[str], side: str) -> bool:
    """Whether running ``block`` may change a variable in ``wanted`` or win for ``side``."""
    known = _ADVANCES.get((id(program), block, side))
    if known is not None and known[0] is program:
        return known[1]
    found = _reaches(program, block, wanted, side, set())
    _ADVANCES[(id(program), block, side)] = (program, found)
    return found


def _unjudged(condition: ir.Expr) -> bool | None:
    return None


def _reaches(
    program: Program,
    block: int,
    wanted: frozenset[str],
    side: str,
    seen: set[int],
    judge: Callable[[ir.Expr], bool | None] = _unjudged,
) -> bool:
    """Whether ``block`` may change a variable in ``wanted`` or win for ``side``; an `if`
    whose condition ``judge`` reads as settled (True or False) follows that branch only."""
    if block in seen:
        return False
    seen.add(block)
    for stmt in program.block(block):
        if isinstance(stmt, ir.Assign) and stmt.is_global and stmt.name in wanted:
            return True
        if isinstance(stmt, ir.WinNow) and stmt.side == side:
            return True
        inner: list[int] = []
        if isinstance(stmt, ir.If):
            known = judge(stmt.condition)
            if known is not False:
                inner.append(stmt.then)
            if known is not True and stmt.otherwise is not None:
                inner.append(stmt.otherwise)
        elif isinstance(stmt, ir.Match):
            inner = [arm.block for arm in stmt.arms]
        elif isinstance(stmt, ir.ForEach):
            inner = [stmt.block]
        if any(_reaches(program, b, wanted, side, seen, judge) for b in inner):
            return True
    return False


def _open_to(
    state: GameState,
    ctx: Ctx,
    env: tuple[tuple[str, object], ...],
    program: Program,
    block: int,
    wanted: frozenset[str],
    side: str,
    seen: set[int],
) -> bool:
    """Whether ``block`` may get to a step towards the win for this beater as things stand:
    a branch whose condition reads false for them now (holding a card they do not hold,
    say) is passed over; one that cannot be judged yet is counted on."""

    def judge(condition: ir.Expr) -> bool | None:
        # A condition on the haunt's variables may read otherwise once the rule has run
        # (a wound count that reaches its mark): only one about the beater is judged.
        read: set[str] = set()
        _globals_in(condition, read)
        if read:
            return None
        try:
            return bool(evaluate(state, ctx, env, condition))
        except BetrayalError:
            return None

    return _reaches(program, block, wanted, side, seen, judge)


def loses_by_monster_turn(state: GameState, player: int, room: str) -> bool:
    """Whether the other side would have won once the opening rules of the next monster
    turn had run, were ``player`` in ``room`` and nobody else to move before then (a
    haunt lost when no hero keeps a monster company, say). A guess, never a promise: dice
    the rules roll on the way are left unrolled."""
    if state.haunt_script is None or state.reveal is None or not state.monsters:
        return False
    me = attrs.evolve(state.explorers[player], room=room)
    explorers = (*state.explorers[:player], me, *state.explorers[player + 1 :])
    turn = TurnState(
        player=haunt.monster_player(state),
        number=state.turn.number + 1,
        moves_left=0,
        monsters=True,
    )
    probe = state.evolve(explorers=explorers, turn=turn, frames=())
    try:
        after = run_pending(start_monster_turn(probe))
    except BetrayalError:
        return False
    if after.phase is Phase.OVER:
        return after.winner not in (None, haunt.side_of(state, player))
    program = script_set(state).program(state.haunt_script)
    other = "traitor" if haunt.side_of(state, player) == "heroes" else "heroes"
    ctx = Ctx(program.key, haunt.anchor(after), None, str(state.reveal.haunt))
    if other == "heroes" and not haunt.heroes_alive(after):
        return False
    return any(_holds(after, ctx, (), c) for side, c in program.wins if side == other)


def goal_rooms(state: GameState, player: int, kind: str) -> frozenset[str]:
    """Rooms where a monster of ``kind`` would, by entering, run a haunt trigger that
    changes what ``player``'s side's win condition reads (a Nightmare escaping, say).
    Empty when every room would do: then entering is no goal of its own."""
    if state.haunt_script is None or state.reveal is None:
        return frozenset()
    program = script_set(state).program(state.haunt_script)
    side = haunt.side_of(state, player)
    wanted = _win_globals(program, side)
    triggers = [
        t
        for t in program.triggers
        if t.event == "monster_entered"
        and t.side in (None, side)
        and _advances(program, t.block, wanted, side)
    ]
    if not triggers:
        return frozenset()
    ctx = Ctx(program.key, player, None, str(state.reveal.haunt))
    found = set()
    for tile in state.house.tiles:
        for trigger in triggers:
            env = tuple(zip(trigger.binds, (kind, tile.room), strict=False))
            if trigger.where is None or _holds(state, ctx, env, trigger.where):
                found.add(tile.room)
                break
    if len(found) == len(state.house.tiles):
        return frozenset()
    return frozenset(found)


def needs_traitor_alive(state: GameState, player: int) -> bool:
    """Whether the side's only ways to win pass through its own actions that ask for the
    traitor alive (waking a dreamer, say): then killing the traitor would close them. A
    win condition that names the traitor's death, or a trigger that moves it on, makes
    the traitor fair game."""
    if state.haunt_script is None:
        return False
    program = script_set(state).program(state.haunt_script)
    side = haunt.side_of(state, player)
    if any(_mentions_alive(c) for who, c in program.wins if who == side):
        return False
    wanted = _win_globals(program, side)
    if any(_advances(program, t.block, wanted, side) for t in program.triggers):
        return False
    ways = [
        a
        for a in program.actions
        if a.side in (None, side) and _advances(program, a.block, wanted, side)
    ]
    return bool(ways) and all(a.where is not None and _asks_alive(a.where) for a in ways)


def _mentions_alive(expr: object) -> bool:
    if isinstance(expr, ir.Query) and expr.name == "alive":
        return True
    for field in getattr(type(expr), "__attrs_attrs__", ()):
        value = getattr(expr, field.name)
        if any(_mentions_alive(item) for item in (value if isinstance(value, tuple) else (value,))):
            return True
    return False


def _asks_alive(expr: ir.Expr) -> bool:
    """``alive(traitor)`` among the conditions that must all hold (not under a ``not``
    or an ``or``)."""
    if isinstance(expr, ir.Binary) and expr.op is ir.Op.AND:
        return _asks_alive(expr.left) or _asks_alive(expr.right)
    if isinstance(expr, ir.Query) and expr.name == "alive" and len(expr.args) == 1:
        arg = expr.args[0]
        return isinstance(arg, ir.Builtin) and arg.name == "traitor"
    return False


def rooms_to_find(state: GameState, player: int) -> bool:
    """Whether one of the haunt's actions would open to ``player`` only in a room not yet
    in the house (a clue to find in the Library, say): a reason to explore."""
    if state.haunt_script is None:
        return False
    placed = _actions_in(state, player, [t.room for t in state.house.tiles])
    unplaced = [r for r in (*state.room_stack, *state.room_discards) if r not in state.house]
    return bool(_actions_in(state, player, unplaced) - placed)


def _actions_in(state: GameState, player: int, rooms: list[str]) -> set[tuple[str, ...]]:
    """The haunt actions that would be open to ``player`` standing in any of ``rooms``."""
    scripts = script_set(state)
    probe = haunt_probe(state, player, frozenset({ROOMS}))
    me = state.explorers[player]
    found: set[tuple[str, ...]] = set()
    for room in rooms:
        moved = records.evolve(me, room=room)
        there = state.evolve(
            explorers=(*state.explorers[:player], moved, *state.explorers[player + 1 :])
        )
        # The haunt's offers alone first (the cheap part); the cards' and rooms' are asked
        # only when the haunt's add something, since a room where any script's offers
        # cannot be worked out counts for nothing.
        try:
            new = {a.args[:2] for a in probe.offers(there)} - found
            if new:
                scripts.actions(there, player)
        except (BetrayalError, KeyError):
            continue  # a rule that looks the room up on the board: no answer off it
        found |= new
    return found
