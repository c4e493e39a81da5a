"""The play log's lines for what comes onto the board and leaves it: monsters and tokens."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from betrayal.core.actions import Action, Kind
from betrayal.core.rules.token_items import short_name, thing_name
from betrayal.core.state import GameState
from betrayal.narrate_names import a_or_an, monster_name, name_of, room_name
from betrayal.narrate_scripts import haunt_program


def monsters_come_and_go(before: GameState, action: Action, after: GameState) -> Iterator[str]:
    was = {m.ident: m.room for m in before.monsters}
    now = {m.ident: m.room for m in after.monsters}
    for ident, room in now.items():
        if ident not in was:
            yield f"  {monster_name(after, ident)} appears in the {room_name(after, room)}"
    left_by_moving = action.kind is Kind.MONSTER and action.args[0] in was
    for ident in was:
        if ident not in now and not (left_by_moving and ident == action.args[0]):
            yield f"  {monster_name(before, ident)} is taken off the board"


def monsters_standing(state: GameState) -> Iterator[str]:
    """Where each monster on the board stands (for a log that begins after they came)."""
    for m in state.monsters:
        yield f"  {monster_name(state, m.ident)} is in the {room_name(state, m.room)}"


def tokens(before: GameState, after: GameState) -> Iterator[str]:
    if before.tokens == after.tokens and before.carried == after.carried:
        return
    program = haunt_program(after) or haunt_program(before)
    titles = dict(program.tokens) if program is not None else {}

    def title(token: str) -> str:
        return titles.get(short_name(token), thing_name(after, token))

    placed = Counter(after.tokens) - Counter(before.tokens)
    lifted = Counter(before.tokens) - Counter(after.tokens)
    taken = Counter(after.carried) - Counter(before.carried)
    given_up = Counter(before.carried) - Counter(after.carried)
    for token, seat in sorted(taken.elements()):
        yield f"  {name_of(after, seat)} takes {a_or_an(title(token))} token"
        room = before.explorers[seat].room
        if lifted[(token, room)]:
            lifted[(token, room)] -= 1
    for token, seat in sorted(given_up.elements()):
        room = after.explorers[seat].room
        if placed[(token, room)]:
            placed[(token, room)] -= 1
            where = room_name(after, room)
            yield f"  {name_of(after, seat)} puts down {a_or_an(title(token))} token in the {where}"
        else:
            yield f"  {name_of(after, seat)} no longer carries {a_or_an(title(token))} token"
    for (token, room), count in sorted(placed.items()):
        for _ in range(count):
            yield f"  {a_or_an(title(token))} token is placed in the {room_name(after, room)}"
    for (token, room), count in sorted(lifted.items()):
        for _ in range(count):
            yield f"  the {title(token)} token in the {room_name(before, room)} is removed"
