"""Monsters' attacks: whom a monster may attack, packs, and the dice they throw.

A monster attacks a hero in its room once a monster turn (a kind that attacks each hero
strikes each once), with its Might, or a spirit's Sanity or Knowledge; the haunt's rules
may add dice, bar some heroes from its attacks or name the one it must attack first.
Monsters of a kind that attack as a pack throw their dice together, eight at most.
"""

from __future__ import annotations

import attrs

from betrayal.core.actions import Action, Kind, act
from betrayal.core.rules.combat import explorer_may_be_attacked, start_attack
from betrayal.core.rules.monster_kinds import (
    ability,
    attack_trait,
    cannot,
    commander,
    owned,
    trait_of_monster,
)
from betrayal.core.rules.monsters import heroes_in, replace
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait


def attack_options(state: GameState, m: MonsterState) -> list[Action]:
    """The attacks the monster may make now: on each hero in its room it may still
    strike (only the one an ``fight(mode: goes_for)`` rule names, where it names one of them),
    and, for the leader of a pack, the same attacks as the whole pack."""
    if cannot(state, m.kind, "attack") or m.attacked or attack_trait(state, m.kind) is None:
        return []
    open_to = [
        seat
        for seat in heroes_in(state, m.room)
        # One that attacks each hero strikes each once.
        if seat not in m.struck
        and explorer_may_be_attacked(state, commander(state, m.kind, m.owner), seat, m)
    ]
    # Only a choice of victims leaves anything for an `fight(mode: goes_for)` rule to say.
    first = _attacked_first(state, m) if len(open_to) > 1 else None
    if first in open_to:
        open_to = [first]
    attacks = [act(Kind.MONSTER, m.ident, "attack", seat) for seat in open_to]
    if attacks and pack_of(state, m):
        # The first of a pack in a room leads the others in one attack.
        attacks += [act(Kind.MONSTER, m.ident, "pack", a.args[2]) for a in attacks]
    return attacks


def attack(state: GameState, m: MonsterState, target: str) -> GameState:
    """The monster attacks the explorer in seat ``target``."""
    # One that attacks each hero it reaches stays free to strike the others.
    each = bool(ability(state, m.kind, "attacks", mode="each"))
    struck = (*m.struck, int(target))
    state = replace(state, attrs.evolve(m, attacked=not each, struck=struck))
    trait, dice = _attack_dice(state, m, int(target), 1)
    return start_attack(state, m.ident, target, trait, dice)


def _attacked_first(state: GameState, m: MonsterState) -> int | None:
    """The explorer in this monster's room that a haunt's `fight(mode: goes_for)` rule says it
    must attack rather than anyone else there, if any."""
    binds = owned((("kind", m.kind),), m.owner)
    for who in state.game.scripts.static_values(state, "fight", binds, mode="goes_for"):
        if isinstance(who, int):
            return who
    return None


def may_still_attack(m: MonsterState) -> bool:
    """Whether a monster has its attack of the monster turn left: not stunned, not sitting
    the turn out, and not having attacked (or spent its attack on something else)."""
    return not (m.attacked or m.stunned or m.resting)


def pack_of(state: GameState, leader: MonsterState) -> list[MonsterState]:
    """For a monster whose kind attacks as a pack: the others of its kind in its room
    that could join it in one attack (not stunned, not finished, not yet attacked), when
    it is the first of them in the board's order; else none."""
    if not ability(state, leader.kind, "attacks", mode="pack"):
        return []
    ready = [
        m
        for m in state.monsters
        if (m.kind, m.owner, m.room) == (leader.kind, leader.owner, leader.room)
        and may_still_attack(m)
        and not m.done
    ]
    if len(ready) < 2 or ready[0].ident != leader.ident:
        return []
    return ready[1:]


def pack_attack(state: GameState, m: MonsterState, target: str) -> GameState:
    """The pack led by ``m`` attacks as one: their dice added (eight at most), each of
    them counted as having attacked."""
    group = [m, *pack_of(state, m)]
    for member in group:
        struck = (*member.struck, int(target))
        state = replace(state, attrs.evolve(member, attacked=True, struck=struck))
    trait, dice = _attack_dice(state, m, int(target), len(group))
    return start_attack(state, m.ident, target, trait, dice, pack=True)


def _attack_dice(
    state: GameState, m: MonsterState, target: int, attackers: int
) -> tuple[Trait, int]:
    """The trait ``attackers`` monsters like ``m`` attack an explorer with, together, and
    the dice they throw: each one's value, plus what the haunt's rules add."""
    kind = m.kind
    trait = attack_trait(state, kind) or Trait.MIGHT
    dice = (trait_of_monster(state, m, trait) or 0) * attackers
    # A rule may weaken (or strengthen) a kind's attacks on some explorers.
    binds = (("kind", kind), ("target", target), ("trait", trait), ("striker", m.ident))
    dice += sum(
        state.game.scripts.static_amounts(state, "extra_dice", binds, mode="monster_attack")
    )
    return trait, max(0, dice)
