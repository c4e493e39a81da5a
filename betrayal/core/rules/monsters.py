"""The monster tokens on the board: putting them there, finding them, stunning them.

Each monster on the board is a :class:`~betrayal.core.state.MonsterState` named by its
kind and a number (``zombie#2``). A monster defeated in a fight is stunned instead of
hurt: it sits out its next monster turn and does not slow explorers down meanwhile. What
monsters may do and how their turn goes are in the other ``monster_*`` modules.
"""

from __future__ import annotations

import attrs

from betrayal.core.rules import monster_kinds
from betrayal.core.rules.monster_kinds import ability, cannot
from betrayal.core.state import GameState, MonsterState
from betrayal.errors import BetrayalError

# No haunt puts more than a few dozen monsters on the board; a script that asks for more
# than this is refused (each monster costs every later step some time).
MAX_MONSTERS_ON_BOARD = 100


def spawn(
    state: GameState, kind: str, room: str, count: int, owner: int | None = None
) -> GameState:
    """Put ``count`` monsters of a kind in a placed room (none for a count below one),
    belonging to the explorer in seat ``owner`` if one is given."""
    if count > MAX_MONSTERS_ON_BOARD - len(state.monsters):
        raise BetrayalError(
            f"{count} more monsters would put more than {MAX_MONSTERS_ON_BOARD} on the board"
        )
    if kind not in monster_kinds.names(state):
        raise BetrayalError(f"no monster kind {kind!r} in this haunt")
    if room not in state.house:
        raise BetrayalError(f"{room} is not in the house")
    if owner is not None and not 0 <= owner < len(state.explorers):
        raise BetrayalError(f"no explorer in seat {owner} to own a {kind}")
    # The board's own numbers count too: a game saved before the numbers were kept.
    on_board = (int(m.ident.rsplit("#", 1)[1]) for m in state.monsters if m.kind == kind)
    top = max(dict(state.monster_numbers).get(kind, 0), max(on_board, default=0))
    # A monster that comes on the board during the monster turn waits for the next one.
    waits = state.turn.monsters
    new = tuple(
        MonsterState(
            ident=f"{kind}#{top + i + 1}", kind=kind, room=room, done=waits, home=room, owner=owner
        )
        for i in range(count)
    )
    if not new:
        return state
    numbers = dict(state.monster_numbers) | {kind: top + len(new)}
    return state.evolve(
        monsters=(*state.monsters, *new), monster_numbers=tuple(sorted(numbers.items()))
    )


def is_of(m: MonsterState, value: str) -> bool:
    """Whether a script's monster value names this monster: its kind (every one of them),
    or this one monster alone (its id, "tip#3", as `figures()` gives it)."""
    return m.kind == value or m.ident == value


def kind_named(value: str) -> str:
    """The kind a script's monster value is of: a kind itself, or one monster's kind."""
    return value.partition("#")[0]


def monster(state: GameState, ident: str) -> MonsterState:
    for m in state.monsters:
        if m.ident == ident:
            return m
    raise KeyError(ident)


def replace(state: GameState, updated: MonsterState) -> GameState:
    return state.evolve(
        monsters=tuple(updated if m.ident == updated.ident else m for m in state.monsters)
    )


def can_be_attacked(state: GameState, ident: str) -> bool:
    return not cannot(state, monster(state, ident).kind, "be_attacked")


def attack_bonus(state: GameState, ident: str) -> int:
    kind = monster(state, ident).kind
    return sum(int(str(args[0])) for args in ability(state, kind, "attacks", mode="bonus"))


def heroes_in(state: GameState, room: str) -> list[int]:
    """The heroes (not the traitor, nor anyone turned) standing in a room."""
    traitor = state.traitor
    return [i for i in state.players_in(room) if i != traitor and i not in state.turned]


def stun(state: GameState, ident: str) -> GameState:
    """A monster is stunned, and lets go of anyone it held (it keeps the cards it
    carries: a haunt that wants them dropped says so)."""
    m = monster(state, ident)
    return replace(state, attrs.evolve(m, stunned=True, holding=None))
