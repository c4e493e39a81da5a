"""The monster turn: each kind rolls its Speed, then its monsters move and fight.

After the traitor's own turn, the traitor (or, with no traitor, the one the turn order
turns around) plays the monsters. The haunt's rules for the turn's start run first (a
monster shut in the basement gets its stairs up before anything moves); then each kind of
monster rolls its Speed once (at least one space, whatever the dice say; a Speed of 0
throws no dice and moves that one space) and its monsters
act one at a time before the next kind rolls; stunned monsters, and kinds a rule keeps at
rest, sit the turn out. Monsters that belong to an explorer (each hero's double) roll and
act apart from the rest of their kind, one explorer's at a time, and may be moved by
another player than the traitor when a haunt's rule puts them under that player's
command. Then the rules for the turn's end run and play passes on.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import Side
from betrayal.core.actions import Action, Kind, act
from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.frames import Continue, DrawRoom, RollDice, RollPurpose, Then
from betrayal.core.rules import haunt, monster_kinds
from betrayal.core.rules.monster_attacks import attack, attack_options, pack_attack
from betrayal.core.rules.monster_kinds import ability, cannot, commander, trait_of_monster
from betrayal.core.rules.monster_moves import step_into, ways_out
from betrayal.core.rules.monster_steering import steer
from betrayal.core.rules.monsters import monster, replace
from betrayal.core.rules.trapped import offer_stairs
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait


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
    rests = {
        k
        for k in kinds
        if scripts.static_amounts(state, "monster_moves", (("kind", k),), mode="rests")
    }
    if not rests:
        return state
    return state.evolve(
        monsters=tuple(attrs.evolve(m, done=True) if m.kind in rests else m for m in state.monsters)
    )


# A kind, the explorer its monsters belong to, and one monster's id for a kind whose
# monsters each act alone ("" for the rest).
Group = tuple[str, int | None, str]


def _groups(state: GameState) -> list[Group]:
    """Who rolls and acts together, in order: each kind as the haunt declares them, and
    within a kind the monsters of nobody first, then those of each explorer by seat; a
    kind that `moves(mode: alone)` acts one monster at a time, first placed first."""
    owners: dict[str, set[int | None]] = {}
    for m in state.monsters:
        owners.setdefault(m.kind, set()).add(m.owner)
    found: list[Group] = []
    for kind in monster_kinds.names(state):
        alone = bool(ability(state, kind, "moves", mode="alone"))
        for owner in sorted(owners.get(kind, ()), key=lambda o: -1 if o is None else o):
            if not alone:
                found.append((kind, owner, ""))
                continue
            found.extend(
                (kind, owner, m.ident) for m in state.monsters if (m.kind, m.owner) == (kind, owner)
            )
    return found


def _in_group(m: MonsterState, group: Group) -> bool:
    kind, owner, ident = group
    return (m.kind, m.owner) == (kind, owner) and ident in ("", m.ident)


def _next_kind(state: GameState) -> GameState:
    """Roll for the next kind that still has monsters to act, or end the monster turn."""
    for group in _groups(state):
        kind = group[0]
        waiting = [m for m in state.monsters if _in_group(m, group) and not m.done]
        fixed = cannot(state, kind, "move")  # a kind that never moves rolls no Speed
        # Monsters a rule holds still take no part in the roll (and need none).
        free = [m for m in waiting if not m.halted]
        if free and not fixed and all(m.moves_left == 0 and not m.moved for m in free):
            # One roll for the group: a rule reading the room reads the first one's.
            speed = trait_of_monster(state, free[0], Trait.SPEED) or 0
            if ability(state, kind, "moves", mode="unrolled"):
                # A kind that walks its full Speed throws no dice for it.
                return speed_rolled(state, kind, speed)
            if speed <= 0:
                # Speed 0 throws no dice: the monster still has its one space.
                return speed_rolled(state, kind, 0)
            # No roll uses more than eight dice, a monster's as much as anyone's.
            dice = min(MAX_TRAIT_DICE, speed)
            roll = RollDice(RollPurpose.MONSTER_SPEED, -1, dice, subject=kind)
            return state.evolve(frames=(*state.frames, roll))
        if waiting:
            return state
    return finish_monster_turn(state)


def speed_rolled(state: GameState, kind: str, total: int) -> GameState:
    moves = max(1, total)
    # The roll is for the group now acting (a kind, or one explorer's monsters of it).
    rolled = {m.ident for m in acting(state) if not m.halted}
    monsters = tuple(
        attrs.evolve(m, moves_left=moves) if m.ident in rolled else m for m in state.monsters
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
    """The monsters whose kind (or whose explorer's group of it) is acting now and that
    have not finished."""
    for group in _groups(state):
        waiting = [m for m in state.monsters if _in_group(m, group) and not m.done]
        if waiting:
            return waiting
    return []


def mover(state: GameState) -> int:
    """The seat that moves the monsters acting now: the player of the monster turn, or
    the one a haunt's rule puts in command of them."""
    now = acting(state)
    if not now:
        return state.turn.player
    return commander(state, now[0].kind, now[0].owner)


def actions(state: GameState) -> list[Action]:
    """What the monsters still to act may do: for each, its steps (as the rules steer
    it), its attacks, and stopping, unless it must go on or must attack."""
    found: list[Action] = []
    for m in acting(state):
        steered = steer(state, m, ways_out(state, m))
        found.extend(steered.moves)
        attacks = attack_options(state, m)
        found.extend(attacks)
        # A chasing monster goes on while it has a step toward its prey, and attacks as
        # soon as it shares a room with a hero; so does one bound to attack. Stopping is
        # refused only for a step or an attack on offer, so a monster always has an action.
        bound = steered.chasing or bool(ability(state, m.kind, "attacks", mode="must"))
        if not ((steered.must_go and steered.moves) or (bound and attacks)):
            found.append(act(Kind.MONSTER, m.ident, "done"))
    return found


def apply_action(state: GameState, action: Action) -> GameState:
    ident, verb, *rest = action.args
    m = monster(state, ident)
    if verb == "done":
        state = replace(state, attrs.evolve(m, done=True, moves_left=0))
        return _next_kind(state)
    if verb == "pack":
        return pack_attack(state, m, rest[0])
    if verb == "attack":
        return attack(state, m, rest[0])
    if verb == "explore":
        # The tile is turned over and placed as for an explorer; the monster pays for
        # the step when it goes in (see step_into).
        frame = DrawRoom(mover(state), m.room, Side(rest[0]), monster=ident)
        return state.evolve(frames=(*state.frames, frame))
    if verb == "move":
        other = state.house.connected(m.room, Side(rest[0]))
        assert other is not None
        target = other.room
    else:
        target = rest[0]
    # Through a door it faces the way it went; stairs or a passage leave it facing no way.
    return step_into(state, ident, target, str(rest[0]) if verb == "move" else "")
