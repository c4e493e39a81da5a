"""The haunt roll after an omen, and the reveal of the haunt and its traitor."""

from __future__ import annotations

from collections.abc import Callable

from betrayal.content.model import CardKind, TraitorRule, TraitorRuleKind
from betrayal.core.frames import DealTraitor, RollDice
from betrayal.core.rules.turns import pass_turn
from betrayal.core.state import GameState, Phase, Reveal, TraitorKind
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError


def resolve_haunt_roll(state: GameState, roll: RollDice) -> GameState:
    rule = state.game.ruleset.haunt_roll
    if rule.starts_haunt(roll.total, state.omens_drawn):
        return reveal(state, roll.explorer)
    return pass_turn(state)


def reveal(state: GameState, revealer: int) -> GameState:
    """Find the haunt (on the chart or the scenario card) and the traitor by the haunt's
    rule; the haunt begins."""
    if state.last_omen is None:
        raise BetrayalError("the haunt cannot start before an omen has been drawn")
    omen, room = state.last_omen
    number = state.setup.haunt or haunt_for(state, omen, room)
    return reveal_haunt_number(state, number, revealer, omen, room)


def reveal_haunt_number(
    state: GameState, number: int, revealer: int, cause: str, room: str
) -> GameState:
    """The haunt ``number`` begins, revealed by ``revealer`` in ``room``, because of the
    card ``cause`` (the omen just drawn, or an event that starts a haunt of its own); the
    traitor is named by the haunt's rule."""
    kind, traitor = choose_traitor(state, traitor_rule(state, number), revealer)
    at_reveal = tuple(
        (
            state.trait(seat, Trait.MIGHT),
            state.trait(seat, Trait.SPEED),
            state.trait(seat, Trait.KNOWLEDGE),
            state.trait(seat, Trait.SANITY),
        )
        for seat in range(state.players)
    )
    found = Reveal(number, revealer, kind, traitor, cause, room, at_reveal)
    from betrayal.core.rules.haunt import begin

    state = state.evolve(phase=Phase.HAUNT, reveal=found)
    if kind is TraitorKind.HIDDEN and state.game.scripts.has(f"haunt:{number}"):
        # The tokens are dealt before anything else happens; see haunt.dealt().
        return state.evolve(frames=(*state.frames, DealTraitor()))
    return begin(state)


def haunt_for(state: GameState, omen: str, room: str) -> int:
    """The haunt an omen starts: on the game's scenario card (3rd edition), or in the
    chart's cell for the omen and the room it was found in (2nd edition)."""
    content = state.game.content
    scenario = state.setup.scenario
    if scenario is not None:
        number = content.scenario(scenario).lookup(omen)
        if number is None:
            raise BetrayalError(f"the scenario card {scenario!r} has no haunt for omen {omen!r}")
        return number
    number = content.chart.lookup(room, omen)
    if number is None:
        raise BetrayalError(f"the haunt chart has no cell for omen {omen!r} in room {room!r}")
    return number


def traitor_rule(state: GameState, number: int) -> TraitorRule:
    """The haunt's traitor rule: the edition's table, or the haunt script's own line."""
    content = state.game.content
    if content.has_haunt(number):
        return content.haunt(number).traitor
    key = f"haunt:{number}"
    scripts = state.game.scripts
    if scripts.has(key):
        return scripts.traitor_rule(key) or TraitorRule(TraitorRuleKind.REVEALER)
    raise BetrayalError(f"no haunt {number} in this edition or in the game's scripts")


def choose_traitor(
    state: GameState, rule: TraitorRule, revealer: int
) -> tuple[TraitorKind, int | None]:
    n = state.players
    k = rule.kind
    if k is TraitorRuleKind.REVEALER:
        return TraitorKind.TRAITOR, revealer
    if k is TraitorRuleKind.LEFT_OF_REVEALER:
        return TraitorKind.TRAITOR, (revealer + 1) % n
    if k is TraitorRuleKind.NONE:
        return TraitorKind.NONE, None
    if k is TraitorRuleKind.NONE_AT_FIRST:
        return TraitorKind.NONE_AT_FIRST, None
    if k is TraitorRuleKind.HIDDEN:
        return TraitorKind.HIDDEN, None
    if k is TraitorRuleKind.FREE_FOR_ALL:
        return TraitorKind.FREE_FOR_ALL, None
    if k is TraitorRuleKind.NAMED_ELSE:
        for seat, ex in enumerate(state.explorers):
            if ex.explorer == rule.explorer:
                return TraitorKind.TRAITOR, seat
        assert rule.fallback is not None
        return choose_traitor(state, rule.fallback, revealer)
    if k is TraitorRuleKind.HOLDER_ELSE:
        for seat, ex in enumerate(state.explorers):
            if ex.alive and rule.card in ex.cards:
                return TraitorKind.TRAITOR, seat
        assert rule.fallback is not None
        return choose_traitor(state, rule.fallback, revealer)
    seats = [s for s in range(n) if not (rule.exclude_revealer and s == revealer)]
    score = _scorer(state, rule)
    best = max(score(s) for s in seats)
    tied = [s for s in seats if score(s) == best]
    return TraitorKind.TRAITOR, break_tie(tied, revealer, n)


def _scorer(state: GameState, rule: TraitorRule) -> Callable[[int], int]:
    k = rule.kind
    if k in (TraitorRuleKind.HIGHEST, TraitorRuleKind.LOWEST):
        assert rule.trait is not None
        trait = rule.trait
        sign = 1 if k is TraitorRuleKind.HIGHEST else -1
        return lambda seat: sign * state.trait(seat, trait)
    if k is TraitorRuleKind.MOST_OMENS:
        content = state.game.content
        return lambda seat: sum(
            1 for c in state.explorers[seat].cards if content.card(c).kind is CardKind.OMEN
        )
    sign = 1 if k is TraitorRuleKind.OLDEST else -1
    return lambda seat: sign * state.explorer_def(seat).age


def break_tie(tied: list[int], revealer: int, players: int) -> int:
    """The revealer wins a tie; otherwise the tied explorer nearest the revealer's left."""
    return min(tied, key=lambda seat: (seat - revealer) % players)
