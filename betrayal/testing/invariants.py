"""Properties that hold in every reachable state; a broken one is an engine bug."""

from __future__ import annotations

from collections import Counter

from betrayal.core import engine
from betrayal.core.frames import PlaceRoom, PlaceRoomAnywhere
from betrayal.core.house import SIDES
from betrayal.core.rules.positions import chute_end
from betrayal.core.state import TERMINAL, GameState, Phase
from betrayal.core.traits import SKULL


class InvariantError(AssertionError):
    pass


def _fail(state: GameState, message: str) -> None:
    raise InvariantError(f"after {len(state.history)} steps: {message}")


def check_invariants(state: GameState) -> None:
    """Raise InvariantError naming the first broken property of ``state``."""
    content = state.game.content
    _check_actions(state)
    # Every card is in exactly one place.
    places = Counter[str]()
    for deck in state.decks:
        places.update(deck)
    places.update(state.event_discards)
    places.update(state.removed)
    for ex in state.explorers:
        places.update(ex.cards)
    for _, pile in state.piles:
        places.update(pile)
    for m in state.monsters:
        places.update(m.cards)
    every = Counter(c.id for c in content.cards)
    if places != every:
        extra = sorted((places - every).elements())
        missing = sorted((every - places).elements())
        _fail(state, f"cards out of place: doubled {extra}, missing {missing}")
    if state.room_top is not None and state.room_top[0] not in state.room_stack:
        _fail(state, f"{state.room_top[0]} is known as the next tile but is not in the stack")
    for room, _ in state.room_after:
        if room not in state.room_stack:
            _fail(state, f"{room} is known to come up soon but is not in the stack")
    for card, _ in state.deck_tops:
        if not any(card in deck for deck in state.decks):
            _fail(state, f"{card} is on top of a deck it is not in")
    # A secret turn is a turn: those who went over in secret are among the turned, alive.
    if not state.turned_secretly <= state.turned:
        _fail(state, f"{sorted(state.turned_secretly - state.turned)} turned in secret only")
    dead = [s for s in state.turned_secretly if not state.explorers[s].alive]
    if any(seat not in state.escaped for seat in dead):
        _fail(state, "a dead explorer's turn to the traitor is still a secret")
    # Every room tile is placed, in the stack or set aside, exactly once.
    rooms = Counter(t.room for t in state.house.tiles)
    rooms.update(state.room_stack)
    rooms.update(state.room_discards)
    # A tile turned over and waiting to be placed is in the explorer's hand.
    rooms.update(f.room for f in state.frames if isinstance(f, PlaceRoom | PlaceRoomAnywhere))
    if rooms != Counter(r.id for r in content.rooms):
        _fail(state, "room tiles out of place")
    if not state.room_stack and state.room_discards:
        _fail(state, "the room stack ran out but set-aside tiles were not shuffled back")
    for seat, ex in enumerate(state.explorers):
        tracks = state.explorer_def(seat).tracks
        for pos, track in zip(ex.traits, tracks, strict=True):
            if not SKULL <= pos <= track.top:
                _fail(state, f"seat {seat} has a clip off its track ({pos})")
            if state.phase is Phase.EXPLORATION and pos == SKULL:
                _fail(state, f"seat {seat} reached the skull before the haunt")
        if state.phase is Phase.EXPLORATION and not ex.alive:
            _fail(state, f"seat {seat} died before the haunt")
        if not ex.alive and ex.cards and not state.game.ruleset.looting:
            _fail(state, f"seat {seat} is dead but still holds cards")
        if ex.room not in state.house:
            _fail(state, f"seat {seat} stands in {ex.room}, which is not placed")
        if chute_end(state, ex.room) is not None:
            _fail(state, f"seat {seat} stands in a chute")
    for m in state.monsters:
        if m.room not in state.house:
            _fail(state, f"{m.ident} stands in {m.room}, which is not placed")
    if state.phase is Phase.OVER and state.frames:
        _fail(state, "a finished game still has steps pending")
    if state.phase is not Phase.EXPLORATION and state.haunt_script is not None:
        actor = state.current_player()
        if (
            actor >= 0
            and not state.frames
            and not state.explorers[actor].alive
            and not (state.turn.monsters)
        ):
            _fail(state, f"dead seat {actor} is asked to act")
    _check_doors(state)


def _check_actions(state: GameState) -> None:
    fresh = engine.legal_actions(state)
    if fresh != engine.legal_actions(state) or fresh != state.legal_actions():
        _fail(state, "legal actions are not deterministic")
    if len(set(fresh)) != len(fresh):
        _fail(state, "legal actions repeat")
    if not fresh and state.current_player() != TERMINAL:
        _fail(state, "no legal action in a state that is not over")
    if fresh and state.current_player() == TERMINAL:
        _fail(state, "legal actions in a terminal state")
    strings = [str(a) for a in fresh]
    if len(set(strings)) != len(strings):
        _fail(state, "two legal actions share a string")


def _check_doors(state: GameState) -> None:
    house = state.house
    for tile in house.tiles:
        for side in SIDES:
            other = house.at(tile.next_cell(side))
            if other is None:
                continue
            there = house.connected(other.room, side.opposite)
            here = house.connected(tile.room, side)
            if (here is None) != (there is None):
                _fail(state, f"{tile.room} and {other.room} disagree about their doorway")
