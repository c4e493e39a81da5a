"""Tokens: a script's own markers, lying in rooms, carried by explorers, counted on an
explorer's card, or an explorer's own numbered copy.

A haunt's own objects (a boat, a seal, a body) are tokens. A carried token goes where its
carrier goes, changes hands, and falls to the floor where the carrier dies (the engine's
rules in core/rules/tokens.py). Tokens on a card and an explorer's own tokens are kept with
the script's variables (under a key no variable can have), so a game holding them still
saves, compares and replays like any other."""

from __future__ import annotations

import enum

from betrayal.core.frames import Ctx
from betrayal.core.rules import tokens
from betrayal.core.state import GameState
from betrayal.errors import BetrayalError
from betrayal.script.ast import DeclKind
from betrayal.script.library.monsters import NOBODY
from betrayal.script.program import program_key
from betrayal.script.registry import Param, by_mode, effect, query, unused_in
from betrayal.script.types import BOOL, EXPLORER, INT, ROOM, TOKEN, list_of, mode_of
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER)
# A stack a rule lays in one room; a loop that kept stacking stops with an error here.
MAX_STACK = 100
TOKEN_PARAM = Param("token", TOKEN)


def _mode_word(flag: str, word: str) -> str:
    """The word a literal `true` adds ("another", "one"); a value only known in play is
    said as the condition under which the word applies."""
    if flag == "true":
        return f"{word} "
    if flag == "false":
        return ""
    return f"({word} if {flag}) "


def _counted(v: dict[str, str], flag: str) -> dict[str, str]:
    """The values with the token said as one of several ("another Clue token", "one Clue
    token", not "another the Clue token") when the literal ``flag`` adds such a word."""
    if v[flag] != "true":
        return v
    return {**v, "token": v["token"].removeprefix("the ")}


def _token_key(ctx: Ctx, token: str) -> str:
    # Tokens are named per script, so two cards may both call theirs `token` safely.
    return f"{ctx.script}:{token}"


def _placed_words(v: dict[str, str]) -> str:
    if v["owner"] != str(NOBODY):
        said = fill("put {owner}'s own copy of {token} in {room}", v)
        # One owned copy never stacks: a stack asked for is said, as playing no part.
        return said if v["stack"] == "false" else f"{said} ({v['stack']} playing no part)"
    return fill(
        "put " + _mode_word(v["stack"], "another") + "{token} in {room}", _counted(v, "stack")
    )


def _removed_words(v: dict[str, str]) -> str:
    return fill("remove " + _mode_word(v["one"], "one") + "{token} from {room}", _counted(v, "one"))


@effect(
    "place_token",
    Param("token", TOKEN),
    Param("room", ROOM),
    Param("stack", BOOL, False, doc="whether a copy goes down even if one lies there"),
    Param(
        "owner",
        EXPLORER,
        NOBODY,
        doc="the explorer whose own copy it is (their body, their marker): one per explorer",
    ),
    example="place_token(safe, reveal_room(), stack: true)",
    english=_placed_words,
)
def place_token(
    state: GameState, ctx: Ctx, token: str, room: str, stack: bool, owner: int
) -> GameState:
    """Put one of this script's tokens in a room; the script's rules about it apply there.
    A room holds one of each token unless ``stack`` is true: then each call lays one
    more copy, and `count([r in token_rooms(token) where r == room])` tells how many
    lie there. With ``owner``, it is that
    explorer's own copy of the token (one numbered for them), moved there if it lay
    elsewhere; token_rooms(token, owner) tells where it lies."""
    if owner != NOBODY:
        key = _own_key(ctx, token, owner)
        store = {k: v for k, v in state.script_vars if k != key}
        store[key] = room
        return state.evolve(script_vars=tuple(sorted(store.items())))
    entry = (_token_key(ctx, token), room)
    if entry in state.tokens and not stack:
        return state
    if stack and state.tokens.count(entry) >= MAX_STACK:
        raise BetrayalError(f"more than {MAX_STACK} {token} tokens in one room")
    return state.evolve(tokens=tuple(sorted((*state.tokens, entry))))


@effect(
    "remove_token",
    Param("token", TOKEN),
    Param("room", ROOM),
    Param("one", BOOL, False, doc="take a single copy of a stack, not all"),
    example="remove_token(safe, room_of(actor))",
    english=_removed_words,
)
def remove_token(state: GameState, ctx: Ctx, token: str, room: str, one: bool) -> GameState:
    """Take this script's token out of a room: every copy lying there, or with ``one``
    a single copy of a stack (see place_token())."""
    entry = (_token_key(ctx, token), room)
    if one and entry in state.tokens:
        kept = list(state.tokens)
        kept.remove(entry)
        return state.evolve(tokens=tuple(kept))
    return state.evolve(tokens=tuple(t for t in state.tokens if t != entry))


@query(
    "has_token",
    Param("room", ROOM),
    Param("token", TOKEN),
    Param(
        "by_room",
        BOOL,
        False,
        doc="read the token of that name the room's own script keeps there instead",
    ),
    returns=BOOL,
    example="has_token(room_of(actor), safe)",
    english=lambda v: fill(
        "{room} holds {token}"
        if v["by_room"] == "false"
        else "{room} holds the {token} token its own rules put there"
        if v["by_room"] == "true"
        else "{room} holds {token} (the one its own rules put there if {by_room})",
        v,
    ),
)
def has_token(state: GameState, ctx: Ctx, room: str, token: str, by_room: bool) -> bool:
    """Whether a token of this script lies in a room; with ``by_room``, whether the room's
    own script has put its token of that name there (the Vault's mark that it stands
    open, say), as anyone at the table can see it: the reading script declares a token of
    the same name to say which."""
    if by_room:
        return (f"{program_key(DeclKind.ROOM, room)}:{token}", room) in state.tokens
    return (_token_key(ctx, token), room) in state.tokens


@query(
    "token_rooms",
    Param("token", TOKEN),
    Param("owner", EXPLORER, NOBODY, doc="the explorer whose own copy is meant"),
    returns=list_of(ROOM),
    example="token_rooms(safe)",
    english=lambda v: fill(
        "the rooms holding {token}"
        if v["owner"] == str(NOBODY)
        else "the room where {owner}'s own copy of {token} lies",
        v,
    ),
)
def token_rooms(state: GameState, ctx: Ctx, token: str, owner: int) -> tuple[str, ...]:
    """The rooms where a token of this script lies; with ``owner``, where that explorer's
    own copy lies (see place_token()): a list of one room, or empty when it was never
    placed."""
    if owner != NOBODY:
        key = _own_key(ctx, token, owner)
        for name, value in state.script_vars:
            if name == key:
                assert isinstance(value, str)
                return (value,)
        return ()
    key = _token_key(ctx, token)
    return tuple(room for t, room in state.tokens if t == key)


# ----- tokens explorers carry ----------------------------------------------------------------


class Handling(enum.Enum):
    """What an explorer does with a token they carry, or one on the floor."""

    PICK_UP = "pick_up"  # from the floor of their room, to carry from then on
    PUT_DOWN = "put_down"  # in the room where they stand
    HAND = "hand"  # to another explorer (a trade, or a theft)
    DESTROY = "destroy"  # out of the game (used up, broken)


@effect(
    "carry_token",
    WHO,
    TOKEN_PARAM,
    Param(
        "how",
        mode_of(Handling),
        doc="pick_up: from the floor of their room; put_down: in their room; hand: to the "
        "explorer `to`; destroy: out of the game",
    ),
    Param("to", EXPLORER, NOBODY, doc="who receives the token (for hand)"),
    example="carry_token(actor, safe, hand, left_of(actor))",
    english=unused_in(
        by_mode(
            "how",
            {
                "pick_up": "{who} pick up {token} from the floor",
                "put_down": "{who} put {token} down",
                "hand": "{who} hand {token} to {to}",
                "destroy": "{token} that {who} carry is destroyed",
            },
        ),
        "how",
        {"to": (str(NOBODY), frozenset({"hand"}))},
    ),
)
def carry_token(
    state: GameState, ctx: Ctx, who: int, token: str, how: Handling, to: int
) -> GameState:
    """The explorer handles one of this script's tokens: ``pick_up`` takes one from the
    room where they stand, to carry from then on (nothing happens if none lies there);
    ``put_down`` puts one they carry down in that room; ``hand`` gives one they carry to
    the explorer ``to`` (nothing happens if ``to`` is dead); ``destroy`` takes one they
    carry out of the game. Nothing happens when they carry none."""
    key = _token_key(ctx, token)
    if how is Handling.PICK_UP:
        return tokens.pick_up(state, key, who)
    if how is Handling.PUT_DOWN:
        return tokens.put_down(state, key, who)
    if how is Handling.DESTROY:
        return tokens.destroy_carried(state, key, who)
    if to == NOBODY:
        raise BetrayalError("carry_token(..., hand) needs the explorer `to` who receives it")
    if not state.explorers[to].alive:
        return state
    return tokens.move_carried(state, key, who, to)


@query(
    "carries",
    WHO,
    TOKEN_PARAM,
    returns=BOOL,
    example="carries(actor, safe)",
    english="{who} carry {token}",
)
def carries(state: GameState, ctx: Ctx, who: int, token: str) -> bool:
    """Whether an explorer carries a token of this script."""
    return (_token_key(ctx, token), who) in state.carried


@query(
    "carried_count",
    WHO,
    TOKEN_PARAM,
    returns=INT,
    example="carried_count(actor, safe)",
    english="the number of {token} {who} carry",
)
def carried_count(state: GameState, ctx: Ctx, who: int, token: str) -> int:
    """How many tokens of one kind an explorer carries."""
    key = _token_key(ctx, token)
    return sum(1 for c in state.carried if c == (key, who))


@query(
    "token_whereabouts",
    TOKEN_PARAM,
    returns=list_of(ROOM),
    example="token_whereabouts(safe)",
    english="the rooms where {token} is, lying or carried",
)
def token_whereabouts(state: GameState, ctx: Ctx, token: str) -> tuple[str, ...]:
    """The rooms where a token of this script is: lying there, or carried by someone who
    stands there (each room once, lying ones first)."""
    key = _token_key(ctx, token)
    found = list(dict.fromkeys(room for t, room in state.tokens if t == key))
    for t, seat in state.carried:
        room = state.explorers[seat].room
        if t == key and room not in found:
            found.append(room)
    return tuple(found)


# ----- tokens on an explorer's card ----------------------------------------------------------


def _mark_key(ctx: Ctx, token: str, who: int) -> str:
    # '@' cannot appear in a variable's name, so these keys never meet a script variable.
    return f"{ctx.script}:{token}@{who}"


def _marks(state: GameState, key: str) -> int:
    for name, value in state.script_vars:
        if name == key:
            assert isinstance(value, int)
            return value
    return 0


@effect(
    "add_marks",
    Param("who", EXPLORER),
    Param("token", TOKEN),
    Param("amount", INT, 1),
    example="add_marks(actor, safe, 1)",
    english="put {amount} of {token} on {who}'s card",
)
def add_marks(state: GameState, ctx: Ctx, who: int, token: str, amount: int) -> GameState:
    """Put tokens of this script on an explorer's card (take them off when ``amount`` is
    negative; a card never holds fewer than none). They stay there when the explorer dies."""
    key = _mark_key(ctx, token, who)
    new = max(0, _marks(state, key) + amount)
    store = {k: v for k, v in state.script_vars if k != key}
    if new:
        store[key] = new
    return state.evolve(script_vars=tuple(sorted(store.items())))


@query(
    "marks",
    Param("who", EXPLORER),
    Param("token", TOKEN),
    returns=INT,
    example="marks(actor, safe)",
    english="the number of {token} on {who}'s card",
)
def marks(state: GameState, ctx: Ctx, who: int, token: str) -> int:
    """How many tokens of this script lie on an explorer's card (see add_marks())."""
    return _marks(state, _mark_key(ctx, token, who))


# ----- an explorer's own token ---------------------------------------------------------------


def _own_key(ctx: Ctx, token: str, who: int) -> str:
    # Another separator than the marks': an explorer's own token and their marks of the
    # same kind never share a key.
    return f"{ctx.script}:{token}#{who}"
