"""Monsters: their turn, their movement and their attacks.

At the start of the monster turn, each kind of monster rolls its Speed once (at least one
space, whatever the dice say); then the traitor moves and fights with each monster of
that kind, one at a time, before the next kind rolls. A monster cannot explore or carry
items, ignores rules on room tiles that would hurt it, and uses stairs and chutes. A
monster defeated in a fight is stunned instead of hurt: it sits out its next monster
turn and does not slow explorers down meanwhile.
"""

from __future__ import annotations

import attrs

from betrayal.core.actions import Action, Kind, act
from betrayal.core.frames import Continue, DrawRoom, RollDice, RollPurpose, Then
from betrayal.core.house import SIDES
from betrayal.core.rules import haunt
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError


def definitions(state: GameState) -> dict[str, dict[Trait, int]]:
    """Each monster kind of the running haunt, with its traits (as a rule last set them)."""
    if state.haunt_script is None:
        return {}
    kinds = state.game.scripts.monster_kinds(state.haunt_script)
    found = {m.name: {Trait(t): v for t, v in m.traits} for m in kinds}
    for kind, trait, value in state.monster_traits:
        if kind in found:
            found[kind][Trait(trait)] = value
    return found


def set_trait(state: GameState, kind: str, trait: Trait, value: int) -> GameState:
    """From now on monsters of ``kind`` have ``value`` in ``trait`` (0 at least)."""
    if kind not in definitions(state):
        raise BetrayalError(f"no monster kind {kind!r} in this haunt")
    kept = [t for t in state.monster_traits if t[:2] != (kind, trait.value)]
    changed = (*kept, (kind, trait.value, max(0, value)))
    return state.evolve(monster_traits=tuple(sorted(changed)))


def trait_of(state: GameState, kind: str, trait: Trait) -> int | None:
    printed = definitions(state).get(kind, {}).get(trait)
    if printed is None:
        return None
    # A haunt may tie a printed trait to its own count (a track, the number of players).
    binds = (("kind", kind), ("trait", trait))
    values = state.game.scripts.static_amounts(state, "monster_trait", binds)
    return max(0, values[-1]) if values else printed


def cannot(state: GameState, kind: str, what: str) -> bool:
    """Whether the haunt bars monsters of a kind from something (``cannot be_attacked``)."""
    if state.haunt_script is None:
        return False
    kinds = state.game.scripts.monster_kinds(state.haunt_script)
    return any(m.name == kind and what in m.cannot for m in kinds)


def can_be_attacked(state: GameState, ident: str) -> bool:
    return not cannot(state, monster(state, ident).kind, "be_attacked")


def attack_trait(state: GameState, kind: str) -> Trait | None:
    """The trait a monster kind attacks with: its Might; a spirit with no Might attacks
    with its Sanity (else its Knowledge); a kind with none of them never attacks."""
    for trait in (Trait.MIGHT, Trait.SANITY, Trait.KNOWLEDGE):
        if trait_of(state, kind, trait) is not None:
            return trait
    return None


def ability(state: GameState, kind: str, name: str) -> list[tuple[object, ...]]:
    """The arguments of each ``name`` ability the monster kind declares (none: empty)."""
    if state.haunt_script is None:
        return []
    kinds = state.game.scripts.monster_kinds(state.haunt_script)
    return [a.args for m in kinds if m.name == kind for a in m.abilities if a.name == name]


def attack_bonus(state: GameState, ident: str) -> int:
    kind = monster(state, ident).kind
    return sum(int(str(args[0])) for args in ability(state, kind, "attack_bonus"))


def spawn(state: GameState, kind: str, room: str, count: int) -> GameState:
    if kind not in definitions(state):
        raise BetrayalError(f"no monster kind {kind!r} in this haunt")
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house")
    # Numbers go on from the highest on the board, so a monster killed earlier never
    # leaves two with the same id.
    top = max((int(m.ident.rsplit("#", 1)[1]) for m in state.monsters if m.kind == kind), default=0)
    # A monster that comes on the board during the monster turn waits for the next one.
    waits = state.turn.monsters
    new = tuple(
        MonsterState(ident=f"{kind}#{top + i + 1}", kind=kind, room=room, done=waits, home=room)
        for i in range(count)
    )
    return state.evolve(monsters=(*state.monsters, *new))


def monster(state: GameState, ident: str) -> MonsterState:
    for m in state.monsters:
        if m.ident == ident:
            return m
    raise KeyError(ident)


def replace(state: GameState, updated: MonsterState) -> GameState:
    return state.evolve(
        monsters=tuple(updated if m.ident == updated.ident else m for m in state.monsters)
    )


def start_monster_turn(state: GameState) -> GameState:
    # Stunned monsters sit this turn out; everyone else starts fresh.
    monsters = tuple(
        attrs.evolve(
            m,
            moves_left=0,
            moved=False,
            attacked=False,
            done=m.stunned,
            resting=m.stunned,
            halted=False,
            struck=(),
        )
        for m in state.monsters
    )
    state = state.evolve(monsters=monsters)
    # The haunt's rules for the start of the monster turn run before any monster acts.
    waiting = state.evolve(frames=(*state.frames, Continue(Then.MONSTERS, state.turn.player)))
    fired = state.game.scripts.fire(waiting, "monster_turn_start", (state.turn.player,))
    from betrayal.core.rules.trapped import offer_stairs

    # A monster shut in the basement gets its stairs up before anything moves.
    placing = offer_stairs(fired)
    if placing is not fired:
        return placing
    if fired is waiting:
        return _next_kind(_rest(state))
    return fired


def begin_acting(state: GameState) -> GameState:
    """The start-of-turn rules have run: the first kind of monster rolls and acts."""
    if not state.turn.monsters:
        return state
    return _next_kind(_rest(state))


def _rest(state: GameState) -> GameState:
    """Kinds a haunt rule keeps at rest this turn (asked once the turn's starting rules
    have run) sit it out like the stunned."""
    scripts = state.game.scripts
    kinds = {m.kind for m in state.monsters}
    rests = {k for k in kinds if scripts.static_amounts(state, "monster_rests", (("kind", k),))}
    if not rests:
        return state
    return state.evolve(
        monsters=tuple(attrs.evolve(m, done=True) if m.kind in rests else m for m in state.monsters)
    )


def _kind_order(state: GameState) -> list[str]:
    return list(definitions(state))


def _next_kind(state: GameState) -> GameState:
    """Roll for the next kind that still has monsters to act, or end the monster turn."""
    for kind in _kind_order(state):
        waiting = [m for m in state.monsters if m.kind == kind and not m.done]
        fixed = cannot(state, kind, "move")  # a kind that never moves rolls no Speed
        # Monsters a rule holds still take no part in the roll (and need none).
        free = [m for m in waiting if not m.halted]
        if free and not fixed and all(m.moves_left == 0 and not m.moved for m in free):
            speed = trait_of(state, kind, Trait.SPEED) or 0
            roll = RollDice(RollPurpose.MONSTER_SPEED, -1, max(1, speed), subject=kind)
            return state.evolve(frames=(*state.frames, roll))
        if waiting:
            return state
    return finish_monster_turn(state)


def speed_rolled(state: GameState, kind: str, total: int) -> GameState:
    moves = max(1, total)
    monsters = tuple(
        attrs.evolve(m, moves_left=moves) if m.kind == kind and not m.done and not m.halted else m
        for m in state.monsters
    )
    # The haunt may act on the roll itself (more monsters called up by it, say).
    return state.game.scripts.fire(state.evolve(monsters=monsters), "monster_speed", (kind, total))


def finish_monster_turn(state: GameState) -> GameState:
    monsters = tuple(
        attrs.evolve(m, stunned=False, resting=False) if m.resting else m for m in state.monsters
    )
    state = state.evolve(monsters=monsters)
    # The haunt's rules for the end of the monster turn (a burn, a count) run first.
    waiting = state.evolve(frames=(*state.frames, Continue(Then.END_MONSTERS, state.turn.player)))
    fired = state.game.scripts.fire(waiting, "monster_turn_end", (state.turn.player,))
    if fired is waiting:
        return haunt.pass_turn(state)
    return fired


def end_of_monster_turn(state: GameState) -> GameState:
    """The end-of-turn rules have run: play passes on (unless the game is over)."""
    return haunt.pass_turn(state)


def acting(state: GameState) -> list[MonsterState]:
    """The monsters whose kind is acting now and that have not finished."""
    for kind in _kind_order(state):
        waiting = [m for m in state.monsters if m.kind == kind and not m.done]
        if waiting:
            return waiting
    return []


def _heroes_in(state: GameState, room: str) -> list[int]:
    traitor = state.traitor
    return [i for i in state.players_in(room) if i != traitor and i not in state.turned]


def heroes_in(state: GameState, room: str) -> list[int]:
    """The heroes (not the traitor, nor anyone turned) standing in a room."""
    return _heroes_in(state, room)


def leave_cost(state: GameState, m: MonsterState) -> int:
    """Spaces a monster spends to step out of its room: one, and one more for each hero
    there, unless its kind is never slowed."""
    if cannot(state, m.kind, "be_slowed"):
        return 1
    return 1 + len(_heroes_in(state, m.room))


def _chases(state: GameState, m: MonsterState) -> bool:
    """Whether a haunt's `chase_in_sight` rule drives this monster's moves."""
    binds = (("kind", m.kind),)
    return bool(state.game.scripts.static_amounts(state, "chase_in_sight", binds))


def _hunted(state: GameState, m: MonsterState) -> str | None:
    """The room of the explorer a haunt's `hunt` rule sends this monster after, if any
    (a living one)."""
    binds = (("kind", m.kind),)
    for who in state.game.scripts.static_values(state, "hunt", binds):
        if isinstance(who, int) and state.explorers[who].alive:
            return state.explorers[who].room
    return None


def _attacked_first(state: GameState, m: MonsterState) -> int | None:
    """The explorer in this monster's room that a haunt's `attacks_first` rule says it
    must attack rather than anyone else there, if any."""
    binds = (("kind", m.kind),)
    for who in state.game.scripts.static_values(state, "attacks_first", binds):
        if isinstance(who, int):
            return who
    return None


def _sought(state: GameState, m: MonsterState) -> list[str]:
    """The placed rooms a haunt's `seek_rooms` rule sends this monster toward."""
    binds = (("kind", m.kind),)
    rooms: list[str] = []
    for value in state.game.scripts.static_values(state, "seek_rooms", binds):
        if isinstance(value, tuple):
            rooms += [r for r in value if isinstance(r, str) and r in state.house]
    return list(dict.fromkeys(rooms))


def _toward(
    state: GameState, m: MonsterState, moves: list[Action], targets: list[str]
) -> list[Action]:
    """The moves that bring the monster one space nearer to one of the rooms."""
    from betrayal.content.model import Side
    from betrayal.core.rules.movement import spaces_to

    maps = {r: spaces_to(state, r) for r in targets}
    nearest = min(maps[r].get(m.room, 99) for r in targets)
    kept = []
    for move in moves:
        _, verb, arg = move.args
        if verb == "take":
            there = arg
        else:
            other = state.house.connected(m.room, Side(arg))
            there = other.room if other is not None else ""
        closest = [t for t in targets if maps[t].get(m.room, 99) == nearest]
        if any(maps[t].get(there, 99) < nearest for t in closest):
            kept.append(move)
    return kept


def path_turns(state: GameState, kind: str) -> tuple[int, ...] | None:
    """The turns of a haunt's live `walk_path` rule for a kind (the last that holds), or
    None when it walks freely."""
    found = state.game.scripts.static_values(state, "walk_path", (("kind", kind),))
    for value in reversed(found):
        if isinstance(value, tuple):
            return tuple(int(t) for t in value)
    return None


def path_sides(facing: str, turns: tuple[int, ...]) -> list[str]:
    """The sides to try, in order, for a walker facing ``facing``: each turn is a number
    of quarter turns to its left (0 straight on, 1 left, 2 back, 3 right)."""
    order = [side.value for side in SIDES]  # clockwise: a step back in it is a left turn
    here = order.index(facing)
    return [order[(here - t) % 4] for t in turns]


def _on_path(
    state: GameState, m: MonsterState, moves: list[Action], turns: tuple[int, ...]
) -> tuple[list[Action], bool]:
    """A walker facing some way goes through the first door its path allows, and must go
    on while it can; with none of them open, it may take another way (stairs), or stop."""
    doors = {str(a.args[2]): a for a in moves if a.args[1] == "move"}
    for side in path_sides(m.facing, turns):
        if side in doors:
            return [doors[side]], True
    return [a for a in moves if a.args[1] != "move"], False


def _chase(state: GameState, m: MonsterState, moves: list[Action]) -> tuple[list[Action], bool]:
    """The moves a chasing monster may make, and whether it must go on moving: toward the
    nearest hero it can see (in its line of sight through doors), one space nearer at each
    step; no step at all once it shares a room with a hero; free when it sees nobody."""
    from betrayal.core.rules.combat import line_of_sight

    if _heroes_in(state, m.room):
        return [], False
    seen = [r for r in dict.fromkeys(line_of_sight(state, m.room)) if _heroes_in(state, r)]
    if not seen:
        return moves, False
    kept = _toward(state, m, moves, seen)
    return kept, bool(kept)


def _without_avoided(state: GameState, m: MonsterState, moves: list[Action]) -> list[Action]:
    """The moves that do not take the monster into a room its kind avoids."""
    avoided = {str(args[0]) for args in ability(state, m.kind, "avoids")}
    if not avoided:
        return moves
    kept = []
    for move in moves:
        if len(move.args) < 3:
            kept.append(move)
            continue
        verb, where = move.args[1], move.args[2]
        if verb == "move":
            from betrayal.content.model import Side

            other = state.house.connected(m.room, Side(where))
            target = other.room if other is not None else ""
        else:
            target = where
        if target not in avoided:
            kept.append(move)
    return kept


def _explorations(state: GameState, m: MonsterState) -> list[Action]:
    """A monster kind that explores may head through a doorway into unexplored space,
    while a tile is left for its floor."""
    if not ability(state, m.kind, "explores"):
        return []
    from betrayal.core.rules.exploration import can_discover

    tile = state.house.tile(m.room)
    if not can_discover(state, tile.floor):
        return []
    return [
        act(Kind.MONSTER, m.ident, "explore", side.value)
        for side in SIDES
        if side in tile.doors and state.house.at(tile.next_cell(side)) is None
    ]


def actions(state: GameState) -> list[Action]:
    found: list[Action] = []
    for m in acting(state):
        chasing = _chases(state, m)
        moves: list[Action] = []
        cost = leave_cost(state, m)
        if m.moves_left >= cost or (not m.moved and m.moves_left >= 1):
            for side in SIDES:
                other = state.house.connected(m.room, side)
                if other is not None and other.room not in state.collapsed:
                    moves.append(act(Kind.MONSTER, m.ident, "move", side.value))
            targets = [
                t
                for t, _ in state.game.links_from(m.room)
                if t in state.house and state.game.chute_from(m.room) != t
            ]
            from betrayal.core.rules.movement import passages_from

            targets += [t for t in passages_from(state, m.room) if t not in targets]
            if ability(state, m.kind, "through_walls"):
                # Walls do not stop it: any room next to its own on the grid, door or not.
                for side in SIDES:
                    beside = state.house.neighbour(m.room, side)
                    walled = state.house.connected(m.room, side) is None
                    if beside is not None and walled and beside.room not in targets:
                        targets.append(beside.room)
            if ability(state, m.kind, "keeps_to_doors"):
                targets = [t for t in targets if t not in passages_from(state, m.room)]
            for target in (t for t in targets if t not in state.collapsed):
                moves.append(act(Kind.MONSTER, m.ident, "take", target))
            moves = _without_avoided(state, m, moves)
            moves += _explorations(state, m)
        must_go = False
        turns = path_turns(state, m.kind) if m.facing else None
        if turns is not None:
            # A walker on a set path: no choice of door, and no stopping while one is open.
            moves, must_go = _on_path(state, m, moves, turns)
        if chasing:
            moves, must_go = _chase(state, m, moves)
        hunted = _hunted(state, m)
        if hunted is not None:
            # Hunting one explorer: every step goes nearer to them, and it stops with them.
            chasing = True
            moves = [] if hunted == m.room else _toward(state, m, moves, [hunted])
            must_go = bool(moves)
        sought = _sought(state, m)
        if sought and m.room not in sought:
            # Bound for the nearest of some rooms: only steps nearer, and no stopping.
            moves = _toward(state, m, moves, sought)
            must_go = must_go or bool(moves)
        found.extend(moves)
        attacks: list[Action] = []
        may_attack = not cannot(state, m.kind, "attack")
        if may_attack and not m.attacked and attack_trait(state, m.kind) is not None:
            from betrayal.core.rules.combat import explorer_may_be_attacked

            open_to = [
                seat
                for seat in _heroes_in(state, m.room)
                # One that attacks each hero strikes each once.
                if seat not in m.struck
                and explorer_may_be_attacked(state, state.turn.player, seat, m.kind)
            ]
            # Only a choice of victims leaves anything for an `attacks_first` rule to say.
            first = _attacked_first(state, m) if len(open_to) > 1 else None
            if first in open_to:
                open_to = [first]
            attacks += [act(Kind.MONSTER, m.ident, "attack", seat) for seat in open_to]
            if attacks and pack_of(state, m):
                # The first of a pack in a room leads the others in one attack.
                attacks += [act(Kind.MONSTER, m.ident, "pack", a.args[2]) for a in attacks]
        found.extend(attacks)
        # A chasing monster goes on while it has a step toward its prey, and attacks as
        # soon as it shares a room with a hero; so does one bound to attack.
        bound = chasing or bool(ability(state, m.kind, "must_attack"))
        if not (must_go or (bound and attacks)):
            found.append(act(Kind.MONSTER, m.ident, "done"))
    return found


def may_still_attack(m: MonsterState) -> bool:
    """Whether a monster has its attack of the monster turn left: not stunned, not sitting
    the turn out, and not having attacked (or spent its attack on something else)."""
    return not (m.attacked or m.stunned or m.resting)


def pack_of(state: GameState, leader: MonsterState) -> list[MonsterState]:
    """For a monster whose kind attacks as a pack: the others of its kind in its room
    that could join it in one attack (not stunned, not finished, not yet attacked), when
    it is the first of them in the board's order; else none."""
    if not ability(state, leader.kind, "pack_attack"):
        return []
    ready = [
        m
        for m in state.monsters
        if m.kind == leader.kind and m.room == leader.room and may_still_attack(m) and not m.done
    ]
    if len(ready) < 2 or ready[0].ident != leader.ident:
        return []
    return ready[1:]


def _pack_attack(state: GameState, m: MonsterState, target: str) -> GameState:
    """The pack led by ``m`` attacks as one: their dice added (eight at most), each of
    them counted as having attacked."""
    from betrayal.core.rules.combat import start_attack

    group = [m, *pack_of(state, m)]
    for member in group:
        struck = (*member.struck, int(target))
        state = replace(state, attrs.evolve(member, attacked=True, struck=struck))
    trait, dice = _attack_dice(state, m.kind, int(target), len(group))
    return start_attack(state, m.ident, target, trait, dice, pack=True)


def _attack_dice(state: GameState, kind: str, target: int, attackers: int) -> tuple[Trait, int]:
    """The trait ``attackers`` monsters of a kind attack an explorer with, together, and
    the dice they throw: each one's printed value, plus what the haunt's rules add."""
    trait = attack_trait(state, kind) or Trait.MIGHT
    dice = (trait_of(state, kind, trait) or 0) * attackers
    # A rule may weaken (or strengthen) a kind's attacks on some explorers.
    binds = (("kind", kind), ("target", target), ("trait", trait))
    dice += sum(state.game.scripts.static_amounts(state, "monster_attack_dice", binds))
    return trait, max(0, dice)


def apply_action(state: GameState, action: Action) -> GameState:
    ident, verb, *rest = action.args
    m = monster(state, ident)
    if verb == "done":
        state = replace(state, attrs.evolve(m, done=True, moves_left=0))
        return _next_kind(state)
    if verb == "pack":
        return _pack_attack(state, m, rest[0])
    if verb == "attack":
        from betrayal.core.rules.combat import start_attack

        # One that attacks each hero it reaches stays free to strike the others.
        each = bool(ability(state, m.kind, "attacks_each"))
        struck = (*m.struck, int(rest[0]))
        state = replace(state, attrs.evolve(m, attacked=not each, struck=struck))
        trait, dice = _attack_dice(state, m.kind, int(rest[0]), 1)
        return start_attack(state, ident, rest[0], trait, dice)
    from betrayal.content.model import Side

    if verb == "explore":
        # The tile is turned over and placed as for an explorer; the monster pays for
        # the step when it goes in (see step_into).
        frame = DrawRoom(state.turn.player, m.room, Side(rest[0]), monster=ident)
        return state.evolve(frames=(*state.frames, frame))
    if verb == "move":
        other = state.house.connected(m.room, Side(rest[0]))
        assert other is not None
        target = other.room
    else:
        target = rest[0]
    # Through a door it faces the way it went; stairs or a passage leave it facing no way.
    return step_into(state, ident, target, str(rest[0]) if verb == "move" else "")


def step_into(state: GameState, ident: str, target: str, facing: str = "") -> GameState:
    """A monster spends the step out of its room and goes into ``target`` (on down a
    chute, if that is one), facing ``facing`` (the side it went out by, if a door)."""
    m = monster(state, ident)
    cost = leave_cost(state, m)
    chute = state.game.chute_from(target)
    if chute is not None:
        target = chute
    left = max(0, m.moves_left - cost)
    moved = attrs.evolve(m, room=target, moves_left=left, moved=True, facing=facing)
    state = replace(state, attrs.evolve(moved, came_from=m.room))
    return arrive(state, m.ident, target)


def arrive(state: GameState, ident: str, room: str) -> GameState:
    """A monster has moved into a room: whoever it holds comes along, then the rules hear."""
    m = monster(state, ident)
    held = m.holding
    if held is not None and state.explorers[held].alive:
        from betrayal.core.rules.positions import enter_room

        state = enter_room(state, held, room, cost=0)
        state = state.game.scripts.fire(state, "entered", (held, state.explorers[held].room))
    return state.game.scripts.fire(state, "monster_entered", (m.kind, room))


def holder(state: GameState, seat: int) -> MonsterState | None:
    """The monster on the board holding an explorer, if any. A monster that leaves the
    board, by whatever rule, lets go simply by being gone."""
    for m in state.monsters:
        if m.holding == seat:
            return m
    return None


def release(state: GameState, ident: str) -> GameState:
    """A monster lets go of the explorer it holds."""
    m = monster(state, ident)
    if m.holding is None:
        return state
    return replace(state, attrs.evolve(m, holding=None))


def seize(state: GameState, ident: str, seat: int) -> GameState:
    """A monster takes hold of an explorer, who is pinned until let go and is carried
    wherever it goes. A monster holds one explorer at a time, and an explorer is held by
    one monster."""
    other = holder(state, seat)
    if other is not None:
        state = release(state, other.ident)
    state = release(state, ident)
    return replace(state, attrs.evolve(monster(state, ident), holding=seat))


def stun(state: GameState, ident: str) -> GameState:
    # A monster that carried items would drop them here; none carry any in language 1.
    # A stunned monster lets go of anyone it held.
    m = monster(state, ident)
    return replace(state, attrs.evolve(m, stunned=True, holding=None))
