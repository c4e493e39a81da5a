"""A haunt's monsters on the board: put on it and taken off, how many of a kind stand
where, the kinds in a room, their traits, monsters that seize explorers and hold them, and
monsters stunned, resting, halted, made ready or spent by a rule. Monsters moved or steered by
a rule are in monster_paths.py."""

from __future__ import annotations

import enum

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Continue, Ctx, Then
from betrayal.core.rules import monster_cards, monster_holds, monster_kinds, monsters
from betrayal.core.rules.monster_attacks import may_still_attack
from betrayal.core.rules.monsters import is_of, kind_named
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import (
    BOOL,
    CARD,
    EXPLORER,
    INT,
    MONSTER,
    ROOM,
    TRAIT,
    list_of,
    mode_of,
)
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER, doc="an explorer")


class _Nobody(int):
    """The default owner: a monster that belongs to no explorer (seat -1, which no
    script can name), written `nobody` in the reference."""

    value = "nobody"


NOBODY = _Nobody(-1)

# Where no room is named, monsters of the kind count wherever they stand.
ANYWHERE = "anywhere"


def declared_title(kind: str) -> str | None:
    """The title in the English of a kind the haunt declares ("the Ghoul" gives "Ghoul");
    None for any other name standing for monsters (a variable, "the monster")."""
    return kind[4:] if kind.startswith("the ") and kind[4:5].isupper() else None


def every_of(kind: str) -> str:
    """ "every Ghoul" for a kind the haunt declares (which reads "the Ghoul"); what a rule
    hears of ("the monster") reads as itself, any other name (a variable) takes "every"."""
    title = declared_title(kind)
    if title is not None:
        return f"every {title}"
    return kind if kind.startswith("the ") else f"every {kind}"


def _spawned(a: dict[str, str]) -> str:
    whose = "" if a["owner"] == str(NOBODY) else f", belonging to {a['owner']}"
    kind = a["kind"]
    if a["count"] == "1":
        name = kind[4:] if kind.startswith("the ") else kind
        return f"put 1 {name} figure in {a['room']}{whose}"
    return f"put {a['count']} of {kind} in {a['room']}{whose}"


@effect(
    "spawn",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("count", INT, 1),
    Param("owner", EXPLORER, NOBODY, doc="the explorer the monsters belong to"),
    example="spawn(hound, room_of(actor), owner: actor)",
    english=_spawned,
)
def spawn(state: GameState, ctx: Ctx, kind: str, room: str, count: int, owner: int) -> GameState:
    """Put monsters of one of the haunt's kinds on the board, in a placed room. With
    `owner`, they belong to that explorer: a kind made once per explorer (each hero's
    double). Each explorer's monsters roll their Speed and act apart from the rest of their
    kind, and the haunt's monster rules read `owner` (their traits, whom they hunt, who
    commands them)."""
    if kind != kind_named(kind):
        raise BetrayalError(f"spawn takes a kind of monster, not one monster ({kind})")
    return monsters.spawn(state, kind, room, count, None if owner == NOBODY else owner)


@effect(
    "remove_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("count", INT, monsters.MAX_MONSTERS_ON_BOARD, doc="at most this many (all if left out)"),
    example="remove_monsters(hound, room_of(actor), 1)",
    english=lambda a: (
        f"take {every_of(a['kind'])} in {a['room']} off the board"
        if a["count"] == str(monsters.MAX_MONSTERS_ON_BOARD)
        else f"take up to {a['count']} of {a['kind']} in {a['room']} off the board"
    ),
)
def remove_monsters(state: GameState, ctx: Ctx, kind: str, room: str, count: int) -> GameState:
    """Take up to ``count`` monsters of a kind that stand in a room off the board for good,
    first placed first (every one when no count is given); nothing happens when none is
    there."""
    gone = [m.ident for m in state.monsters if is_of(m, kind) and m.room == room][: max(0, count)]
    if not gone:
        return state
    return monster_cards.take_off(state, set(gone))


def monsters_of_kind(state: GameState, kind: str) -> list[MonsterState]:
    """The monsters a script's monster value names on the board: every one of a kind, first
    placed first, or one monster alone (none once it has left the board); an error for a
    kind the haunt does not have."""
    if kind_named(kind) not in monster_kinds.names(state):
        raise BetrayalError(f"no monster kind {kind_named(kind)!r} in this haunt")
    return [m for m in state.monsters if is_of(m, kind)]


# ----- how many stand where ------------------------------------------------------------------


@query(
    "monster_count",
    Param("kind", MONSTER),
    returns=INT,
    example="monster_count(hound)",
    english="the number of {kind} on the board",
)
def monster_count(state: GameState, ctx: Ctx, kind: str) -> int:
    """How many monsters of a kind are on the board."""
    return sum(1 for m in state.monsters if is_of(m, kind))


@query(
    "monsters_in",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param(
        "ready",
        BOOL,
        False,
        doc="true counts only those that could still make an attack now",
    ),
    returns=INT,
    example="monsters_in(hound, room_of(actor), ready: true)",
    english=lambda v: fill(
        "the number of {kind} in {room}"
        if v["ready"] == "false"
        else "the number of {kind} in {room} that could still attack"
        if v["ready"] == "true"
        else "the number of {kind} in {room} (only those that could still attack, when {ready})",
        v,
    ),
)
def monsters_in(state: GameState, ctx: Ctx, kind: str, room: str, ready: bool) -> int:
    """How many monsters of a kind stand in a room; with ``ready``, only those that could
    still make an attack: not stunned, not sitting the turn out, and (on the monster turn)
    not having attacked yet."""
    return sum(
        1
        for m in state.monsters
        if is_of(m, kind) and m.room == room and (not ready or may_still_attack(m))
    )


@query(
    "monster_rooms",
    Param("kind", MONSTER),
    returns=list_of(ROOM),
    example="monster_rooms(hound)",
    english="the rooms where {kind} stand",
)
def monster_rooms(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The rooms where monsters of a kind stand, each once, in the order they came on the
    board; empty when none is on the board."""
    return tuple(dict.fromkeys(m.room for m in state.monsters if is_of(m, kind)))


@query(
    "monster_room",
    Param("kind", MONSTER),
    returns=ROOM,
    example="monster_room(hound)",
    english="the room where {kind} stands",
)
def monster_room(state: GameState, ctx: Ctx, kind: str) -> str:
    """The room of the first monster of a kind on the board (for a kind there is one of).
    It is an error to ask when none is on the board: check monster_count() first."""
    for m in state.monsters:
        if is_of(m, kind):
            return m.room
    raise BetrayalError(f"no {kind} is on the board")


@query(
    "monster_kinds_in",
    Param("room", ROOM),
    returns=list_of(MONSTER),
    example="monster_kinds_in(room_of(actor))",
    english="the kinds of monster in {room}",
)
def monster_kinds_in(state: GameState, ctx: Ctx, room: str) -> tuple[str, ...]:
    """The kinds of monster standing in a room, each once, in the order they came on the
    board; empty when there are none (and always before the haunt)."""
    kinds: list[str] = []
    for m in state.monsters:
        if m.room == room and m.kind not in kinds:
            kinds.append(m.kind)
    return tuple(kinds)


@query(
    "home_of",
    Param("kind", MONSTER),
    returns=list_of(ROOM),
    example="home_of(hound)",
    english="the room where {kind} came on the board",
)
def home_of(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The room where the first monster of a kind on the board was put on it: a list of
    one, or empty when none of that kind is on the board."""
    found = monsters_of_kind(state, kind)
    return (found[0].home,) if found else ()


# ----- their traits --------------------------------------------------------------------------


def _one_of(values: dict[str, str], words: str) -> str:
    """The English of a trait rule, for a kind or for the first of it in a room."""
    if values["room"] != ANYWHERE:
        words = words.replace("{kind}", "{kind} in {room} (the first placed, if several)")
    return fill(words, values)


@query(
    "monster_trait",
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    Param(
        "room",
        ROOM,
        ANYWHERE,
        doc="the first monster of the kind in this room, with what is its own (the first "
        "on the board if left out)",
    ),
    returns=INT,
    example="monster_trait(hound, speed)",
    english=lambda v: _one_of(v, "the {trait} of {kind}"),
)
def monster_trait(state: GameState, ctx: Ctx, kind: str, trait: Trait, room: str) -> int:
    """A monster kind's value in a trait (0 when it has none), for rolls a rule makes for
    it: the value of the first of them on the board (for the explorer it belongs to and the
    room it stands in, when rules read them), or of the first of them in the room named,
    counting a value a rule gave that monster alone (0 when none stands there)."""
    if room != ANYWHERE:
        here = next((m for m in monsters_of_kind(state, kind) if m.room == room), None)
        return 0 if here is None else monster_kinds.trait_of_monster(state, here, trait) or 0
    first = next((m for m in state.monsters if is_of(m, kind)), None)
    if first is None:
        return monster_kinds.trait_of(state, kind_named(kind), trait) or 0
    if first.ident == kind:  # one monster: what is its own counts
        return monster_kinds.trait_of_monster(state, first, trait) or 0
    return monster_kinds.trait_of(state, kind, trait, first.owner, first.room) or 0


@effect(
    "set_monster_trait",
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    Param("value", INT),
    Param(
        "room",
        ROOM,
        ANYWHERE,
        doc="only the first monster of the kind in this room, for as long as it is on the "
        "board (every one of the kind if left out)",
    ),
    example="set_monster_trait(hound, might, 6)",
    english=lambda v: (
        f"{every_of(v['kind'])} now has {v['value']} {v['trait']}"
        if v["room"] == ANYWHERE
        else _one_of(
            v, "{kind} now has {value} {trait}, the others of its kind staying as they are"
        )
    ),
)
def set_monster_trait(
    state: GameState, ctx: Ctx, kind: str, trait: Trait, value: int, room: str
) -> GameState:
    """From now on every monster of a kind has this value in a trait (monsters that grow
    stronger as the haunt goes on, say), those given a value of their own as well; or,
    with a room, only the first of them there (first placed) has it, above what its kind
    has or a rule makes the kind's (a monster that grows on its own, say), until it leaves
    the board. A value below zero counts as zero; nothing happens when no such monster
    stands in the room, or the kind lacks the trait."""
    if room == ANYWHERE and kind == kind_named(kind):
        return monster_kinds.set_trait(state, kind, trait, value)
    for m in monsters_of_kind(state, kind):
        if room in (ANYWHERE, m.room):
            return monster_kinds.set_own_trait(state, m, trait, value)
    return state


# ----- monsters that seize explorers ---------------------------------------------------------


@effect(
    "seize",
    Param("kind", MONSTER),
    WHO,
    example="seize(hound, actor)",
    english="{kind} seizes {who}",
)
def seize(state: GameState, ctx: Ctx, kind: str, who: int) -> GameState:
    """A monster of a kind in the explorer's room takes hold of them: in a rule on a
    monster's win (`monster_won`), the monster that won, if it is of that kind and there;
    otherwise the first placed. On their turns they can only end the turn or take what a
    script offers them, and they are carried along wherever that monster moves, until it
    lets go: release(), or the monster is stunned or leaves the board. A monster holds
    one explorer at a time: one it held before goes free. Nothing happens when no such
    monster is there or the explorer is dead."""
    if not state.explorers[who].alive:
        return state
    here = state.explorers[who].room
    winner = _fight_winner(state)
    if winner is not None and is_of(winner, kind) and winner.room == here:
        return monster_holds.seize(state, winner.ident, who)
    for m in monsters_of_kind(state, kind):
        if m.room == here:
            return monster_holds.seize(state, m.ident, who)
    return state


def _fight_winner(state: GameState) -> MonsterState | None:
    """The monster whose win over an explorer the rules are hearing now, if any."""
    for frame in reversed(state.frames):
        if isinstance(frame, Continue) and frame.what is Then.FIGHT_DAMAGE:
            if len(frame.args) != 3:
                return None  # an explorer's win
            return next((m for m in state.monsters if m.ident == frame.args[2]), None)
    return None


@effect("release", WHO, example="release(actor)", english="whatever holds {who} lets go")
def release(state: GameState, ctx: Ctx, who: int) -> GameState:
    """Any monster holding the explorer lets go of them."""
    for m in state.monsters:
        if m.holding == who:
            state = monster_holds.release(state, m.ident)
    return state


@query(
    "held_by",
    WHO,
    returns=list_of(MONSTER),
    example="held_by(actor)",
    english="the monsters holding {who}",
)
def held_by(state: GameState, ctx: Ctx, who: int) -> tuple[str, ...]:
    """The monster holding an explorer, as one monster (`kind_of` tells its kind): a list
    of one, or empty."""
    return tuple(m.ident for m in state.monsters if m.holding == who)[:1]


@query(
    "held",
    Param("kind", MONSTER),
    returns=list_of(EXPLORER),
    example="held(hound)",
    english="the explorers {kind} hold",
)
def held(state: GameState, ctx: Ctx, kind: str) -> tuple[int, ...]:
    """The explorers that monsters of a kind are holding, in seat order."""
    return tuple(sorted(m.holding for m in monsters_of_kind(state, kind) if m.holding is not None))


# ----- monsters stunned, resting, halted, readied or spent ------------------------------------


class Condition(enum.Enum):
    """What a rule makes of some monsters for now."""

    STUNNED = "stunned"  # as if beaten in a fight: sits out its next monster turn
    RESTING = "resting"  # finished for this monster turn: no more moving or attacking
    HALTED = "halted"  # moves no further this monster turn, may still attack
    READY = "ready"  # put on the board this monster turn, acts in it all the same
    SPENT = "spent"  # has used its attack of this monster turn, may still move
    SLOWED = "slowed"  # one space of its move this monster turn is used up
    RECOVERED = "recovered"  # no longer stunned: acts as usual in its next monster turn


EVERY = monsters.MAX_MONSTERS_ON_BOARD  # a count no board can hold more than


def _condition_words(values: dict[str, str]) -> str:
    kind, room, count = values["kind"], values["room"], values["count"]
    every = count == str(EVERY)
    which = every_of(kind) if every else f"up to {count} of {kind}"
    if room != ANYWHERE:
        which += f" in {room}"
    # Each condition for one monster (after "every"), then for several.
    does = {
        "stunned": ("is stunned, as if beaten in a fight", "are stunned, as if beaten in a fight"),
        "resting": ("does nothing more this monster turn", "do nothing more this monster turn"),
        "halted": (
            "moves no further this monster turn (those that moved first)",
            "move no further this monster turn (those that moved first)",
        ),
        "ready": (
            "that just came on the board acts this monster turn after all",
            "that just came on the board act this monster turn after all",
        ),
        "spent": (
            "that could still attack gives up its attack this monster turn",
            "that could still attack give up their attack this monster turn",
        ),
        "slowed": (
            "has one space fewer to move this monster turn",
            "have one space fewer to move this monster turn",
        ),
        "recovered": (
            "that is stunned is stunned no longer",
            "that are stunned are stunned no longer",
        ),
    }.get(values["to"])
    return "?" if does is None else f"{which} {does[0] if every else does[1]}"


def _undergo(m: MonsterState, to: Condition, turn: bool) -> bool:
    """Whether the condition can still come to this monster (and so counts for `count`)."""
    if to is Condition.STUNNED:
        return True
    if to is Condition.RECOVERED:
        return m.stunned
    if to is Condition.HALTED:
        return not m.halted
    if not turn:  # the others last only for a monster turn
        return False
    if to is Condition.RESTING:
        return not m.done
    if to is Condition.READY:
        return m.done and not m.resting and not m.moved and not m.attacked
    if to is Condition.SLOWED:
        return m.moves_left > 0
    return may_still_attack(m)


@effect(
    "set_monsters",
    Param("kind", MONSTER),
    Param(
        "to",
        mode_of(Condition),
        doc="stunned: as if beaten in a fight; resting: done for this monster turn; halted: "
        "moves no further this monster turn; ready: acts in this monster turn though just put "
        "on; spent: its attack of this monster turn used; slowed: one space of its move this "
        "monster turn used up; recovered: a stunned one is stunned no longer",
    ),
    Param("room", ROOM, ANYWHERE, doc="only the monsters in this room (anywhere if left out)"),
    Param("count", INT, EVERY, doc="at most this many of them (every one if left out)"),
    example="set_monsters(hound, halted, room_of(actor), 1)",
    english=_condition_words,
)
def set_monsters(
    state: GameState, ctx: Ctx, kind: str, to: Condition, room: str, count: int
) -> GameState:
    """Put up to ``count`` monsters of a kind (in ``room``, if named) into a condition,
    first placed first: ``stunned`` as if beaten in a fight (it sits out its next monster
    turn, slows nobody and lets go of whoever it held); ``halted``, moving no further this
    monster turn (those that have moved this turn first, one just come in say; halted at
    the turn's start it takes no part in its kind's Speed roll; it may still attack);
    ``resting``, doing nothing more this monster turn; ``ready``, acting in this monster
    turn though put on the board since it began (in a `monster_turn_start` rule; stunned
    monsters still sit it out); ``spent``, having used its attack of this monster turn on
    something else (it may still move); ``slowed``, one space of its move this monster
    turn used up (a Bat that spent it coming in through a window, say: in a
    `monster_speed` rule, once its Speed is rolled); ``recovered``, a stunned one stunned
    no longer, to act as usual in its next monster turn (a traitor tending their fallen
    creatures, say; one already sitting out this monster turn still sits it out). Only
    monsters the condition can still come to count; ``resting``, ``ready``, ``spent`` and
    ``slowed`` do nothing outside a monster turn."""
    turn = bool(state.turn.monsters)
    chosen = [
        m
        for m in state.monsters
        if is_of(m, kind) and (room == ANYWHERE or m.room == room) and _undergo(m, to, turn)
    ]
    if to is Condition.HALTED:
        chosen.sort(key=lambda m: not m.moved)  # stable: board order within each group
    for m in chosen[: max(0, count)]:
        state = _put(state, m.ident, to)
    return state


def _put(state: GameState, ident: str, to: Condition) -> GameState:
    if to is Condition.STUNNED:
        return monsters.stun(state, ident)
    m = monsters.monster(state, ident)
    if to is Condition.RECOVERED:
        return monsters.replace(state, attrs.evolve(m, stunned=False))
    if to is Condition.HALTED:
        m = attrs.evolve(m, halted=True, moves_left=0)
    elif to is Condition.RESTING:
        # It still ends its part of the turn itself (its one act left is to be done), so
        # the monster turn goes on from there as usual.
        m = attrs.evolve(m, moves_left=0, moved=True, attacked=True)
    elif to is Condition.READY:
        m = attrs.evolve(m, done=False)
    elif to is Condition.SLOWED:
        m = attrs.evolve(m, moves_left=m.moves_left - 1)
    else:
        m = attrs.evolve(m, attacked=True)
    return monsters.replace(state, m)


# ----- what they carry -----------------------------------------------------------------------


@effect(
    "monster_carry",
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("card", CARD),
    example="monster_carry(hound, room_of(actor), girl)",
    english="{kind} in {room} takes {card} to carry (the first placed, if several)",
)
def monster_carry(state: GameState, ctx: Ctx, kind: str, room: str, card: str) -> GameState:
    """The first monster of a kind in a room (the first placed) takes an item or omen to
    carry, from wherever it lies: an explorer's hands (who lose it), a room's pile, its
    deck, out of the game or another monster. It gains nothing from the card and cannot use
    it; it keeps it when stunned, and drops it in its room when a rule says so
    (`monster_drop`) or when it leaves the board. Nothing happens when no such monster is
    there; an event card cannot be carried."""
    if state.game.content.card(card).kind is CardKind.EVENT:
        raise BetrayalError(f"a monster cannot carry the event {card}")
    for m in monsters_of_kind(state, kind):
        if m.room == room:
            return monster_cards.give(state, m.ident, card)
    return state


@effect(
    "monster_drop",
    Param("kind", MONSTER),
    Param("room", ROOM),
    example="monster_drop(hound, room_of(actor))",
    english=lambda v: f"{every_of(v['kind'])} in {v['room']} puts down what it carries",
)
def monster_drop(state: GameState, ctx: Ctx, kind: str, room: str) -> GameState:
    """Every monster of a kind in a room puts down the cards it carries, in that room's
    pile, where explorers may pick them up."""
    for m in monsters_of_kind(state, kind):
        if m.room == room:
            state = monster_cards.drop_all(state, m.ident)
    return state


@query(
    "carried_by",
    Param("kind", MONSTER),
    returns=list_of(CARD),
    example="carried_by(hound)",
    english="the cards carried by {kind}",
)
def carried_by(state: GameState, ctx: Ctx, kind: str) -> tuple[str, ...]:
    """The items and omens the monsters of a kind carry, first placed first."""
    return tuple(c for m in monsters_of_kind(state, kind) for c in m.cards)
