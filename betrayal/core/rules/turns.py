"""Whose turn it is, what a turn starts with, and how it ends."""

from __future__ import annotations

from betrayal.content.model import CardKind, Floor
from betrayal.core.frames import Continue, RollDice, RollPurpose, Then
from betrayal.core.rules.card_rolls import open_roll
from betrayal.core.state import GameState, Phase, TurnState
from betrayal.core.traits import Trait


def next_seat(state: GameState, seat: int) -> int:
    """The next living explorer to the left (turns go to the left, in seat order)."""
    n = state.players
    for step in range(1, n + 1):
        candidate = (seat + step) % n
        if state.explorers[candidate].alive:
            return candidate
    return seat


def start_turn(state: GameState, player: int, number: int) -> GameState:
    # Movement is fixed by Speed at the start of the turn; losing Speed mid-turn does not
    # take away moves already granted.
    speed = state.trait(player, Trait.SPEED)
    changes = state.game.scripts.static_amounts(
        state, "movement", (("mover", player),), mode="extra"
    )
    if changes:
        # Standing rules (a heavy load, say) change the spaces, but never below one.
        speed = max(1, speed + sum(changes))
    held = None
    if state.game.ruleset.cards_wait_a_turn:
        held = tuple(sorted(state.explorers[player].cards))
    turn = TurnState(player=player, number=number, moves_left=speed, held=held)
    state = state.evolve(turn=turn)
    return state.game.scripts.fire(state, "turn_start", (player,))


def end_turn(state: GameState) -> GameState:
    """End the turn: rules about ending a turn run first, then the haunt roll if due."""
    player = state.turn.player
    if not state.game.scripts.hears(state, "turn_end"):
        return finish_turn(state)
    waiting = state.evolve(frames=(*state.frames, Continue(Then.END_TURN, player)))
    fired = state.game.scripts.fire(waiting, "turn_end", (player,))
    if fired is waiting:
        return finish_turn(state)
    return fired


def finish_turn(state: GameState) -> GameState:
    exploring = state.phase is Phase.EXPLORATION
    if exploring and state.turn.drew_omen and _last_omen_drawn(state):
        # Under the 3rd edition the last omen of the deck starts the haunt: no roll.
        from betrayal.core.rules.haunt_roll import reveal

        return reveal(state, state.turn.player)
    if exploring and (state.turn.drew_omen or _house_finished(state)):
        rule = state.game.ruleset.haunt_roll
        dice = rule.dice_for(state.omens_drawn)
        # Every rule rolls at least one die here: an omen has been drawn.
        return open_roll(state, RollDice(RollPurpose.HAUNT, state.turn.player, max(1, dice)))
    return pass_turn(state)


def _last_omen_drawn(state: GameState) -> bool:
    return state.game.ruleset.last_omen_reveals and not state.deck(CardKind.OMEN)


def _house_finished(state: GameState) -> bool:
    """No room can be discovered any more on any floor, so no omen can be drawn: the
    haunt roll is then made at every turn's end (a decision where the rules are silent;
    see docs/architecture.md), or the exploration could never end."""
    from betrayal.core.rules.exploration import can_discover

    if state.omens_drawn == 0 or state.last_omen is None:
        return False
    return not any(
        can_discover(state, floor) and state.house.open_doorways(floor) > 0 for floor in Floor
    )


def pass_turn(state: GameState) -> GameState:
    if state.phase is Phase.HAUNT and state.haunt_script is not None:
        from betrayal.core.rules.haunt import pass_turn as pass_haunt_turn

        return pass_haunt_turn(state)
    return start_turn(state, next_seat(state, state.turn.player), state.turn.number + 1)
