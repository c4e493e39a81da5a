"""Build a game position directly and drive it with scripted choices and dice.

Tests use these to set up the exact situation a rule talks about (an explorer in a given
room with given traits and cards, a given house) and then play it with a script of
actions and chance outcomes in strict mode: every step of the script must be legal, and
the script must be used up, or the test fails with the step that went wrong.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

from betrayal.content.model import Floor
from betrayal.core.actions import Action
from betrayal.core.engine import run_pending
from betrayal.core.house import place
from betrayal.core.rules.haunt import haunt_key
from betrayal.core.rules.haunt_roll import reveal as reveal_haunt
from betrayal.core.rules.turns import start_turn
from betrayal.core.state import DECK_KINDS, GameState, Phase
from betrayal.core.traits import Trait
from betrayal.errors import IllegalAction
from betrayal.game import Game
from betrayal.script.access import script_set


def run_script(state: GameState, steps: Iterable[Action | str]) -> GameState:
    """Apply each step in order; an illegal step fails with its index and the reason."""
    for index, step in enumerate(steps):
        try:
            state = state.apply(step)
        except IllegalAction as e:
            legal = ", ".join(str(a) for a in state.legal_actions()[:12])
            raise AssertionError(
                f"script step {index} {str(step)!r} is illegal: {e.reason} (legal: {legal})"
            ) from None
    return state


@attrs.define
class Scenario:
    """A mutable builder for a starting position; ``build()`` gives the frozen state."""

    state: GameState

    @classmethod
    def new(
        cls,
        explorers: Sequence[str] = ("zoe_ingstrom", "ox_bellows", "vivian_lopez"),
        *,
        seed: int = 0,
        ruleset: str | None = None,
        edition: str = "hoth2",
        scripts: Sequence[str | Path] = (),
    ) -> Scenario:
        """A game at its first turn; ``scripts`` adds haunt or card scripts to its rules
        (the edition's own, its haunts included, are always there)."""
        game = Game(edition=edition, players=len(explorers), ruleset=ruleset, scripts=scripts)
        return cls(game.new_state(seed=seed, explorers=list(explorers)))

    def room(self, room: str, floor: Floor, x: int, y: int, rotation: int = 0) -> Scenario:
        """Place a room tile, taking it out of the stack."""
        s = self.state
        tile = place(s.game.content.room(room), floor, x, y, rotation)
        self.state = attrs.evolve(
            s,
            house=s.house.with_tile(tile),
            room_stack=tuple(r for r in s.room_stack if r != room),
        )
        return self

    def stack(self, rooms: Sequence[str], discards: Sequence[str] = ()) -> Scenario:
        """Keep only these room tiles in the stack and these set aside.

        The other unplaced tiles leave the game, so the room-tile invariant of
        :func:`check_invariants` no longer holds for such a scenario.
        """
        self.state = attrs.evolve(
            self.state, room_stack=tuple(sorted(rooms)), room_discards=tuple(discards)
        )
        return self

    def at(self, seat: int, room: str) -> Scenario:
        return self._explorer(seat, room=room)

    def trait(self, seat: int, trait: Trait, position: int) -> Scenario:
        traits = list(self.state.explorers[seat].traits)
        traits[trait.index] = position
        return self._explorer(seat, traits=tuple(traits))

    def give(self, seat: int, *cards: str) -> Scenario:
        """Put cards in an explorer's hands, taking them from wherever they are."""
        self._take_away(cards)
        held = (*self.state.explorers[seat].cards, *cards)
        return self._explorer(seat, cards=held)

    def empty_hands(self, seat: int) -> Scenario:
        """Take every card from an explorer out of the game."""
        cards = self.state.explorers[seat].cards
        self._explorer(seat, cards=())
        self.state = attrs.evolve(self.state, removed=(*self.state.removed, *cards))
        return self

    def fresh(self, seat: int) -> Scenario:
        """An explorer with every trait back at its starting value and nothing in hand."""
        for trait in Trait:
            start = self.state.explorer_def(seat).track(trait).start
            self.trait(seat, trait, start)
        return self.empty_hands(seat)

    def _take_away(self, cards: Sequence[str]) -> None:
        s = self.state
        explorers = tuple(
            attrs.evolve(e, cards=tuple(c for c in e.cards if c not in cards)) for e in s.explorers
        )
        piles = tuple(
            (r, p) for r, p in ((r, tuple(c for c in p if c not in cards)) for r, p in s.piles) if p
        )
        self.state = attrs.evolve(
            s,
            decks=_without(s.decks, cards),
            explorers=explorers,
            piles=piles,
            removed=tuple(c for c in s.removed if c not in cards),
            event_discards=tuple(c for c in s.event_discards if c not in cards),
        )

    def pile(self, room: str, *cards: str) -> Scenario:
        self._take_away(cards)
        s = self.state
        piles = tuple(sorted({**dict(s.piles), room: (*s.pile(room), *cards)}.items()))
        self.state = s.evolve(piles=piles)
        return self

    def omens(self, drawn: int, last: tuple[str, str] | None = None) -> Scenario:
        self.state = attrs.evolve(self.state, omens_drawn=drawn, last_omen=last)
        return self

    def haunt_started(self) -> Scenario:
        """Only mark the haunt phase as begun (no haunt, no traitor): for card rules that
        wait for the haunt. To play a haunt, use :meth:`reveal`."""
        self.state = attrs.evolve(self.state, phase=Phase.HAUNT)
        return self

    def reveal(self, haunt: int, revealer: int, omen: str = "girl") -> Scenario:
        """Reveal a haunt here and now, in the house as built so far: ``revealer`` has just
        drawn ``omen`` in their room and rolled the haunt, the traitor is chosen by the
        haunt's rule and its set-up runs (``build()`` then stops at its first question, if
        any). The house, places, traits and cards are whatever the scenario set before,
        not what some seed's exploration happened to build."""
        s = self.state
        if not script_set(s).has(haunt_key(haunt)):
            raise ValueError(f"the game has no script for haunt {haunt}")
        room = s.explorers[revealer].room
        s = attrs.evolve(
            s,
            setup=attrs.evolve(s.setup, haunt=haunt),
            omens_drawn=max(1, s.omens_drawn),
            last_omen=(omen, room),
            frames=(),
        )
        s = start_turn(s, revealer, s.turn.number)
        self.state = reveal_haunt(run_pending(s), revealer)
        return self

    def turn(self, seat: int) -> Scenario:
        """Start ``seat``'s turn now, with movement from its current Speed."""
        self.state = start_turn(self.state, seat, self.state.turn.number)
        return self

    def build(self) -> GameState:
        """The position, with any rules it set off (a turn starting, say) already run."""
        return run_pending(self.state)

    def _explorer(self, seat: int, **changes: object) -> Scenario:
        explorers = list(self.state.explorers)
        explorers[seat] = attrs.evolve(explorers[seat], **changes)  # type: ignore[arg-type]
        self.state = attrs.evolve(self.state, explorers=tuple(explorers))
        return self


Decks = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]


def _without(decks: Decks, cards: Sequence[str]) -> Decks:
    """The decks with ``cards`` taken out (a card given or piled leaves its deck)."""
    o, i, e = (tuple(c for c in deck if c not in cards) for deck in decks)
    return (o, i, e)


__all__ = ["DECK_KINDS", "Scenario", "run_script"]
