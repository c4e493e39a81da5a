"""How the goal agent answers a question asked in the middle of something (damage to
place, a trait to name, a won fight's reward), on its own turn or anyone else's: damage
goes where there is most to spare, the trait named is the one that leaves the explorer
furthest from death (and, for a roll about to be made, the one with the most dice for the
roller's side, the fewest for a rival), a won fight deals its damage rather than steals,
a card a fellow of the same side offers is taken (a rival's is refused), and any other
question gets a seeded random answer among those that do not kill the one answering."""

from __future__ import annotations

from collections.abc import Sequence

from betrayal.agents.draws import pick
from betrayal.agents.haunt_actions import action_rooms
from betrayal.agents.progress import goal_gap
from betrayal.core.actions import Action, Kind
from betrayal.core.frames import RollDice, TradeOffer
from betrayal.core.rng import Stream
from betrayal.core.rules import haunt
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script.secrets import seen_by

_TRAITS = frozenset(t.value for t in Trait)
# A question with more rooms than this to weigh gets a random answer: each is played out.
_ROOMS_WEIGHED = 64
_FAR = 1000


def answer(stream: Stream, state: GameState, player: int, actions: Sequence[Action]) -> Action:
    """``player``'s answer to the question waiting in ``state``, one of ``actions``."""
    kinds = {a.kind for a in actions}
    if kinds == {Kind.DAMAGE}:
        # Spread damage onto the trait with the most steps left above the skull.
        def room_left(a: Action) -> int:
            return state.explorers[player].position(Trait(a.args[0]))

        return max(actions, key=room_left)
    if Kind.HURT in kinds:
        return next(a for a in actions if a.kind is Kind.HURT)
    offer = state.frames[-1] if state.frames else None
    if isinstance(offer, TradeOffer) and Kind.ACCEPT in kinds:
        # A card a fellow offers is taken (they offer what the side's plan needs); a
        # rival's gift is refused.
        fellow = haunt.side_of(state, offer.giver) == haunt.side_of(state, player)
        kind = Kind.ACCEPT if fellow and not haunt.free_for_all(state) else Kind.DECLINE
        return next((a for a in actions if a.kind is kind), actions[0])
    if kinds == {Kind.CHOOSE} and all(a.args and a.args[0] in _TRAITS for a in actions):
        return _pick_trait(stream, state, player, actions)
    if kinds == {Kind.CHOOSE} and all(a.args and a.args[0] in state.house for a in actions):
        return _pick_room(stream, state, player, actions)
    if kinds == {Kind.CHOOSE}:
        # Whatever else the question is, an answer that kills the one answering outright
        # (a card's price paid with the last point of a trait) is not given while another
        # leaves them alive.
        return pick(stream, _survivable(state, player, actions))
    return pick(stream, actions)


def _survivable(state: GameState, player: int, actions: Sequence[Action]) -> Sequence[Action]:
    """The answers after which ``player`` is still alive, played out up to the next
    question; all of them when none (or every one) is."""

    def lives(a: Action) -> bool:
        try:
            return state.apply(a).explorers[player].alive
        except BetrayalError:
            return True

    if not state.explorers[player].alive:
        return actions
    alive = [a for a in actions if lives(a)]
    return alive or actions


def _pick_room(stream: Stream, state: GameState, player: int, actions: Sequence[Action]) -> Action:
    """A room a rule asks for (where to move someone, say): one after which the side is
    nearest its goal, then one that opens the side's actions in the most rooms they were
    not open in (the traitor dragged to the Altar, where the heroes' ceremony opens),
    judged on what ``player`` may know by playing each choice out up to the next
    question; among equals, a seeded random one."""
    if state.haunt_script is None or len(actions) > _ROOMS_WEIGHED:
        return pick(stream, actions)
    view = seen_by(state, player)
    side = haunt.side_of(state, player)
    before = action_rooms(view, player)

    def standing(a: Action) -> tuple[int, int]:
        try:
            after = view.apply(a)
        except BetrayalError:
            return (-_FAR, 0)
        gap = goal_gap(after, side)
        opened = action_rooms(after, player) - before
        return (-_FAR if gap is None else -gap, len(opened))

    scored = [(standing(a), a) for a in actions]
    best = max(score for score, _ in scored)
    return pick(stream, [a for score, a in scored if score == best])


def _pick_trait(stream: Stream, state: GameState, player: int, actions: Sequence[Action]) -> Action:
    """A trait to name: the one that leaves this explorer furthest from death (a point to
    lose, say), and for a trait roll the choice leads to (which trait to roll for a rite),
    the one with the most dice when the roller is on this seat's side, the fewest when a
    rival rolls; judged by playing each choice out up to the next question."""
    side = haunt.side_of(state, player)

    def standing(a: Action) -> tuple[bool, int, int, int]:
        played = state.apply(a)
        after = played.explorers[player]
        places = [after.position(t) for t in Trait]
        return after.alive, _dice_for(played, side), min(places), sum(places)

    scored = [(standing(a), a) for a in actions]
    best = max(score for score, _ in scored)
    return pick(stream, [a for score, a in scored if score == best])


def _dice_for(state: GameState, side: str) -> int:
    """The dice of the trait roll waiting to be thrown, as good for ``side``: more for a
    roller on that side, fewer for a rival; 0 when no trait roll waits."""
    for frame in reversed(state.frames):
        if isinstance(frame, RollDice) and frame.trait is not None and not frame.faces:
            ours = haunt.side_of(state, frame.explorer) == side
            return frame.dice if ours else -frame.dice
    return 0
