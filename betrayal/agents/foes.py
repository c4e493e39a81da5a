"""Foes as the goal agent sizes them up: whom each side hunts, which foe a hero keeps away
from, who carries the haunt's tokens, and what an attack action rolls."""

from __future__ import annotations

from betrayal.agents.goals import goal_foes, needs_traitor_alive
from betrayal.core.actions import Action
from betrayal.core.rules import combat, haunt
from betrayal.core.state import GameState
from betrayal.core.traits import Trait

# How many dice short a hero may be and still go after, or strike at, a foe whose death
# is their side's goal.
GOAL_FOE_ODDS = 1


def foe_rooms(state: GameState, player: int) -> frozenset[str]:
    """Rooms of foes worth fighting: any hero for the traitor (those carrying one of the
    haunt's tokens first); weaker foes for a hero."""
    traitor = state.traitor
    rooms = set()
    if haunt.side_of(state, player) == "traitor":
        heroes = [
            seat
            for seat, e in enumerate(state.explorers)
            if e.alive and haunt.side_of(state, seat) == "heroes"
        ]
        # Heroes carrying the haunt's tokens are hunted first.
        carriers = token_carriers(state)
        heroes = [seat for seat in heroes if str(seat) in carriers] or heroes
        return frozenset(state.explorers[seat].room for seat in heroes)
    if state.traitor_hidden:
        return frozenset()
    # Bare hands attack with Might; a weapon may add dice or attack with another trait (a
    # foe strong in body may be weak in mind).
    ways = [(Trait.MIGHT, 0)] + [(w.trait, w.dice) for _, w in combat.weapons_of(state, player)]

    # A foe whose death wins (or brings the win nearer) is worth seeking at worse odds.
    wanted = goal_foes(state, player)

    def weak(foe: str, margin: int = 0) -> bool:
        return any(
            combat.has_trait(state, foe, trait)
            and combat.defence_dice(state, foe, trait)
            <= state.trait(player, trait) + extra + margin
            for trait, extra in ways
        )

    if needs_traitor_alive(state, player):
        traitor = None  # the heroes' own way to win needs the traitor alive: no hunting
    if traitor is not None and traitor not in state.unseen:  # an unseen foe's room is unknown
        foe = state.explorers[traitor]
        if foe.alive and weak(str(traitor), GOAL_FOE_ODDS if traitor in wanted else 0):
            rooms.add(foe.room)
    for m in state.monsters:
        if weak(m.ident):
            rooms.add(m.room)
    return frozenset(rooms)


def danger(state: GameState, player: int, room: str | None) -> bool:
    """Whether a hero would meet a foe there clearly stronger than they are (an unexplored
    doorway, ``None``, holds no known foe)."""
    if room is None or player == state.traitor or state.traitor_hidden:
        return False
    might = state.trait(player, Trait.MIGHT)
    foes = []
    traitor = state.traitor
    if traitor is not None and state.explorers[traitor].alive and traitor not in state.unseen:
        foes += [str(traitor)] if state.explorers[traitor].room == room else []
    foes += [m.ident for m in state.monsters if m.room == room and not m.stunned]
    return any(
        combat.has_trait(state, f, Trait.MIGHT)
        and combat.defence_dice(state, f, Trait.MIGHT) > might + 1
        for f in foes
    )


def token_carriers(state: GameState) -> frozenset[str]:
    """The seats, as attack targets name them, of explorers carrying a haunt's token."""
    return frozenset(str(seat) for token, seat in state.carried if token.startswith("haunt:"))


def weapon_of(state: GameState, action: Action, player: int) -> tuple[Trait, int]:
    """The trait an attack action rolls and the dice its weapon adds (bare hands: Might)."""
    if len(action.args) > 1:
        for card, weapon in combat.weapons_of(state, player):
            if card == action.args[1]:
                return weapon.trait, weapon.dice
    return Trait.MIGHT, 0


def card_of(action: Action) -> tuple[str, ...]:
    """The weapon card an attack action names, as the fight rules hear it (bare hands:
    none)."""
    return (action.args[1],) if len(action.args) > 1 else ()
