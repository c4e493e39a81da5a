"""The kinds of monster a haunt declares: their traits, what they cannot do, their
abilities.

The haunt's script names each kind with its printed traits (a rule may change them during
the game, or tie one to a count), the things the kind is barred from (``cannot move``,
``cannot be_attacked``) and its fixed abilities (``moves(mode: explores)``,
``attacks(mode: pack)``). The other monster rules ask here.
"""

from __future__ import annotations

import attrs

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


def names(state: GameState) -> tuple[str, ...]:
    """The running haunt's monster kinds, in the order it declares them: the keys of
    :func:`definitions`, without building the traits (asked at every monster step)."""
    if state.haunt_script is None:
        return ()
    return tuple(m.name for m in state.game.scripts.monster_kinds(state.haunt_script))


def set_trait(state: GameState, kind: str, trait: Trait, value: int) -> GameState:
    """From now on monsters of ``kind`` have ``value`` in ``trait`` (0 at least), those
    that had a value of their own in it as well."""
    if kind not in names(state):
        raise BetrayalError(f"no monster kind {kind!r} in this haunt")
    kept = [t for t in state.monster_traits if t[:2] != (kind, trait.value)]
    changed = (*kept, (kind, trait.value, max(0, value)))
    state = state.evolve(monster_traits=tuple(sorted(changed)))
    for m in state.monsters:
        if any(t == trait.value for t, _ in m.traits):
            state = _own(state, m, trait, None)
    return state


def set_own_trait(state: GameState, m: MonsterState, trait: Trait, value: int) -> GameState:
    """From now on this one monster has ``value`` in ``trait`` (0 at least), whatever its
    kind has; a trait the kind lacks stays lacking."""
    if trait not in definitions(state).get(m.kind, {}):
        return state
    return _own(state, m, trait, max(0, value))


def _own(state: GameState, m: MonsterState, trait: Trait, value: int | None) -> GameState:
    kept = [t for t in m.traits if t[0] != trait.value]
    if value is not None:
        kept.append((trait.value, value))
    changed = attrs.evolve(m, traits=tuple(sorted(kept)))
    board = tuple(changed if x.ident == m.ident else x for x in state.monsters)
    return state.evolve(monsters=board)


def trait_of_monster(state: GameState, m: MonsterState, trait: Trait) -> int | None:
    """One monster's value in a trait: its own, when a rule gave it one, else its kind's
    (for the explorer it belongs to and the room it stands in)."""
    for name, value in m.traits:
        if name == trait.value:
            return value
    return trait_of(state, m.kind, trait, m.owner, m.room)


def trait_of(
    state: GameState, kind: str, trait: Trait, owner: int | None = None, room: str | None = None
) -> int | None:
    """A monster's value in a trait: the printed one, or what the haunt's rules make it
    for the kind (for the explorer the monster belongs to, if any, and the room it stands
    in, when known)."""
    printed = definitions(state).get(kind, {}).get(trait)
    if printed is None:
        return None
    # A haunt may tie a printed trait to its own count (a track, the number of players),
    # to the traits of the explorer a monster belongs to, or to the room it is in.
    binds = owned((("kind", kind), ("trait", trait)), owner)
    if room is not None:
        binds = (*binds, ("room", room))
    values = state.game.scripts.static_amounts(state, "monster_trait", binds)
    return max(0, values[-1]) if values else printed


def owned(
    binds: tuple[tuple[str, object], ...], owner: int | None
) -> tuple[tuple[str, object], ...]:
    """The names a haunt's monster rules read, with ``owner`` when the monster belongs to
    an explorer (left unbound otherwise, so a rule reading it is a located error)."""
    return binds if owner is None else (*binds, ("owner", owner))


def commander(state: GameState, kind: str, owner: int | None) -> int:
    """The seat that moves the monsters of a kind (belonging to ``owner``) on the monster
    turn: the one a haunt's ``commanded_by`` rule names, else the player of that turn."""
    binds = owned((("kind", kind),), owner)
    for players in state.game.scripts.static_values(state, "commanded_by", binds):
        if isinstance(players, tuple) and players and isinstance(players[0], int):
            return players[0]
    return state.turn.player


def cannot(state: GameState, kind: str, what: str) -> bool:
    """Whether the haunt bars monsters of a kind from something (``cannot be_attacked``)."""
    if state.haunt_script is None:
        return False
    kinds = state.game.scripts.monster_kinds(state.haunt_script)
    return any(m.name == kind and what in m.cannot for m in kinds)


def attack_trait(state: GameState, kind: str) -> Trait | None:
    """The trait a monster kind attacks with: the one its ``attacks(mode: with)`` ability names
    (a trait the kind has), else its Might; a spirit with no Might attacks with its Sanity
    (else its Knowledge); a kind with none of them never attacks."""
    has = definitions(state).get(kind, {})
    for args in ability(state, kind, "attacks", mode="with"):
        chosen = Trait(str(getattr(args[0], "value", args[0])))
        if chosen in has:
            return chosen
    for trait in (Trait.MIGHT, Trait.SANITY, Trait.KNOWLEDGE):
        if trait in has:
            return trait
    return None


def ability(
    state: GameState, kind: str, name: str, mode: str | None = None
) -> list[tuple[object, ...]]:
    """The arguments of each ``name`` ability the monster kind declares (none: empty); for
    a family (``attacks``), those of its abilities in ``mode``, after the mode's word."""
    if state.haunt_script is None:
        return []
    kinds = state.game.scripts.monster_kinds(state.haunt_script)
    found = [a.args for m in kinds if m.name == kind for a in m.abilities if a.name == name]
    if mode is None:
        return found
    return [args[1:] for args in found if args and args[0] == mode]
