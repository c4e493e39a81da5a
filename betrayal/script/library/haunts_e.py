"""Primitives first needed by haunts 29-35: a monster kind's traits for rolls a rule
makes for it, who is a woman or a man, special attacks that use up the turn's attack."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Ctx
from betrayal.core.rules import monsters
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import EXPLORER, INT, MONSTER, ROOM, TRAIT, list_of


@query(
    "monster_trait",
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    returns=INT,
    example="monster_trait(hound, speed)",
    english="the {trait} of {kind}",
)
def monster_trait(state: GameState, ctx: Ctx, kind: str, trait: Trait) -> int:
    """A monster kind's printed value in a trait (0 when it has none), for rolls a rule
    makes for it."""
    return monsters.trait_of(state, kind, trait) or 0


@effect(
    "spend_attack",
    Param("who", EXPLORER),
    example="spend_attack(actor)",
    english="{who} have made the attack of the turn",
)
def spend_attack(state: GameState, ctx: Ctx, who: int) -> GameState:
    """A rule's special attack counts as the explorer's one attack of the turn: no other
    attack is offered to them this turn. Nothing happens outside their own turn."""
    if state.turn.player != who or state.turn.monsters:
        return state
    return state.evolve(turn=attrs.evolve(state.turn, attacked=True))


@effect(
    "stun_monsters",
    Param("kind", MONSTER),
    Param("room", ROOM),
    example="stun_monsters(hound, room_of(actor))",
    english="{kind} in {room} are stunned",
)
def stun_monsters(state: GameState, ctx: Ctx, kind: str, room: str) -> GameState:
    """Stun every monster of a kind in a room, as if beaten in a fight: it sits out its
    next monster turn and slows nobody meanwhile (for a rule's own contest that a hero
    wins against a monster)."""
    for m in state.monsters:
        if m.kind == kind and m.room == room:
            state = monsters.stun(state, m.ident)
    return state


@effect(
    "unplace_room",
    Param("room", ROOM),
    example="unplace_room(attic)",
    english="{room} is lifted out of the house and shuffled back into the room stack",
)
def unplace_room(state: GameState, ctx: Ctx, room: str) -> GameState:
    """Lift a placed room tile out of the house and shuffle it back into the room stack,
    as if never found: cards lying there go back into their decks, and this script's
    tokens there and any way a rule opened to it are gone. Nothing happens to a starting
    tile or a room where an explorer or a monster stands."""
    from betrayal.core.house import STARTING_ROOMS
    from betrayal.core.state import DECK_KINDS

    if room not in state.house or room in STARTING_ROOMS:
        return state
    if state.players_in(room) or any(m.room == room for m in state.monsters):
        return state
    lying = state.pile(room)
    decks = list(state.decks)
    content = state.game.content
    for card in lying:
        index = DECK_KINDS.index(content.card(card).kind)
        decks[index] = (*decks[index], card)
    return state.evolve(
        house=state.house.without(room),
        room_stack=tuple(sorted((*state.room_stack, room))),
        piles=tuple((r, cards) for r, cards in state.piles if r != room),
        decks=(decks[0], decks[1], decks[2]),
        tokens=tuple(t for t in state.tokens if t[1] != room),
        passages=tuple(p for p in state.passages if room not in p),
        collapsed=state.collapsed - {room},
    )


@query(
    "nearest_hero",
    Param("room", ROOM),
    returns=EXPLORER,
    example="nearest_hero(room_of(actor))",
    english="the hero nearest to {room}",
)
def nearest_hero(state: GameState, ctx: Ctx, room: str) -> int:
    """The living hero the fewest spaces from a room (through doors, stairs and opened
    ways); a tie goes to the first of them in turn order from the traitor's left (from
    the revealer's when there is no traitor). It is an error to ask when no hero lives:
    check count(heroes) first."""
    from betrayal.core.rules.haunt import side_of

    heroes = [s for s in range(state.players) if side_of(state, s) == "heroes"]
    return _nearest(state, room, heroes, "no hero is alive to be the nearest")


@query(
    "nearest_of",
    Param("room", ROOM),
    Param("among", list_of(EXPLORER)),
    returns=EXPLORER,
    example="nearest_of(room_of(actor), others_than(heroes, revealer()))",
    english="whoever of {among} is nearest to {room}",
)
def nearest_of(state: GameState, ctx: Ctx, room: str, among: tuple[int, ...]) -> int:
    """Of the living explorers listed, the one the fewest spaces from a room, ties broken
    as for nearest_hero (a monster bound for anyone but the explorer it has trapped, say).
    It is an error to ask when none of them lives: check their count first."""
    return _nearest(state, room, list(among), "none of them is alive to be the nearest")


def _nearest(state: GameState, room: str, candidates: list[int], none: str) -> int:
    from betrayal.core.rules.haunt import anchor
    from betrayal.script.library.haunts_h1 import UNREACHABLE
    from betrayal.script.library.queries import distances

    n = state.players
    start = anchor(state) if state.reveal is not None else 0
    order = [(start + i) % n for i in range(1, n + 1)]
    living = [s for s in order if s in candidates and state.explorers[s].alive]
    if not living:
        raise BetrayalError(none)
    far = distances(state, room) if room in state.house else {}
    return min(
        living, key=lambda s: (far.get(state.explorers[s].room, UNREACHABLE), order.index(s))
    )
