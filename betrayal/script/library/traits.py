"""Explorers' traits: a clip slid up or down its track (gained, lost, healed, dropped to
its lowest, lost through any protection), and the values read from it: now, printed
as the start, when the haunt was revealed, and who of several has the highest or lowest."""

from __future__ import annotations

import enum

from betrayal.core.frames import Ctx
from betrayal.core.rules.damage import force_shift, shift_trait
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.access import script_set
from betrayal.script.ast import DeclKind
from betrayal.script.registry import Param, by_mode, effect, query
from betrayal.script.types import BOOL, EXPLORER, INT, TRAIT, mode_of
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER, doc="the explorer affected")
TRAIT_P = Param("trait", TRAIT)
AMOUNT = Param("amount", INT, 1, doc="how many spaces the clip moves")


@effect(
    "gain",
    WHO,
    TRAIT_P,
    AMOUNT,
    example="gain(actor, sanity, 1)",
    english="{who} gain {amount} {trait}",
)
def gain(state: GameState, ctx: Ctx, who: int, trait: Trait, amount: int) -> GameState:
    """Slide a trait's clip up by ``amount`` spaces (down if negative); it stops at the top."""
    after = shift_trait(state, who, trait, amount, _source(state, ctx))
    return _raised(state, ctx, who, trait, after)


def _source(state: GameState, ctx: Ctx) -> tuple[str, ...]:
    """The card whose own rules are running (an item, omen or event): empty for a room's
    or a haunt's rules."""
    program = script_set(state).program(ctx.script)
    card = program.kind in (DeclKind.ITEM, DeclKind.OMEN, DeclKind.EVENT)
    return (ctx.this,) if card else ()


def _raised(state: GameState, ctx: Ctx, who: int, trait: Trait, after: GameState) -> GameState:
    """Tell the rules that a clip went up, and which card's rules moved it (a card that
    ends when an item raises a trait needs to know)."""
    if after.explorers[who].position(trait) <= state.explorers[who].position(trait):
        return after
    return script_set(after).fire(after, "raised", (who, trait, _source(after, ctx)))


def _flag(flag: str, words: str) -> str:
    """What a true flag adds to a sentence: nothing for a literal false, the words for a
    literal true, and the words with their condition for a value known only in play."""
    if flag == "false":
        return ""
    if flag == "true":
        return f", {words}"
    return f", {words} if {flag}"


@effect(
    "lose",
    WHO,
    TRAIT_P,
    AMOUNT,
    Param(
        "forced",
        BOOL,
        False,
        doc="whether the clip moves even for an explorer whose traits a rule holds unchanging",
    ),
    example="lose(actor, might, 1)",
    english=lambda v: fill(
        "{who} lose {amount} {trait}" + _flag(v["forced"], "whatever protects it"), v
    ),
)
def lose(
    state: GameState, ctx: Ctx, who: int, trait: Trait, amount: int, forced: bool
) -> GameState:
    """Slide a trait's clip down by ``amount`` spaces. Losing is not damage: the trait is
    named, and no choice is made. With ``forced``, the clip moves even for an explorer
    whose traits a standing rule holds unchanging (the one way a haunt lets through; a
    negative amount then moves nothing); at the skull they die."""
    if forced:
        return force_shift(state, who, trait, -max(0, amount))
    return shift_trait(state, who, trait, -amount, _source(state, ctx))


class Reset(enum.Enum):
    """Where a rule puts a trait's clip back to."""

    START = "start"  # up to its starting value, if below it (a heal)
    LOWEST = "lowest"  # down to its lowest printed value


@effect(
    "reset_trait",
    WHO,
    TRAIT_P,
    Param(
        "to",
        mode_of(Reset),
        doc="start: back up to its starting value if below it (a heal); lowest: down to "
        "its lowest printed value (never the skull)",
    ),
    example="reset_trait(actor, knowledge, start)",
    english=by_mode(
        "to",
        {
            "start": "{who} bring {trait} back up to its starting value",
            "lowest": "{who}'s {trait} drops to its lowest value",
        },
    ),
)
def reset_trait(state: GameState, ctx: Ctx, who: int, trait: Trait, to: Reset) -> GameState:
    """Put a trait's clip back: to ``start``, raising a trait that is below its starting
    value back to it (a trait at or above it keeps its value); to ``lowest``, dropping it
    to its lowest printed value (never to the skull)."""
    position = state.explorers[who].position(trait)
    if to is Reset.LOWEST:
        if position <= 0:
            return state
        return shift_trait(state, who, trait, -position, _source(state, ctx))
    track = state.explorer_def(who).track(trait)
    if position < track.start:
        raised = shift_trait(state, who, trait, track.start - position, _source(state, ctx))
        return _raised(state, ctx, who, trait, raised)
    return state


# ----- trait values --------------------------------------------------------------------------


class Moment(enum.Enum):
    """When a trait's value is read."""

    NOW = "now"  # its current value
    START = "start"  # the value printed as its start
    REVEAL = "reveal"  # its value when the haunt was revealed


@query(
    "trait_of",
    Param("who", EXPLORER, doc="an explorer"),
    Param("trait", TRAIT),
    Param("at", mode_of(Moment), Moment.NOW, doc="which value: now, the start's, the reveal's"),
    returns=INT,
    example="trait_of(actor, might, start)",
    english=by_mode(
        "at",
        {
            "now": "{who}'s {trait}",
            "start": "{who}'s starting {trait}",
            "reveal": "{who}'s {trait} when the haunt began",
        },
    ),
)
def trait_of(state: GameState, ctx: Ctx, who: int, trait: Trait, at: Moment) -> int:
    """An explorer's value in a trait: ``now`` the current value, ``start`` the value
    printed as its start, ``reveal`` the value it had when the haunt was revealed (the
    current value while no haunt has been)."""
    if at is Moment.START:
        return state.explorer_def(who).track(trait).start_value
    if at is Moment.REVEAL:
        reveal = state.reveal
        if reveal is not None and reveal.traits:
            return reveal.traits[who][trait.index]
    return state.trait(who, trait)


class Space(enum.Enum):
    """Which space of a trait's track is read."""

    NOW = "now"  # where its clip sits
    START = "start"  # its printed starting space


@query(
    "trait_space",
    Param("who", EXPLORER, doc="an explorer"),
    Param("trait", TRAIT),
    Param("at", mode_of(Space), Space.NOW, doc="which space: the clip's now, or the start"),
    returns=INT,
    example="trait_space(actor, might) < trait_space(actor, might, start)",
    english=by_mode(
        "at",
        {
            "now": "the space {who}'s {trait} clip sits on",
            "start": "the starting space of {who}'s {trait}",
        },
    ),
)
def trait_space(state: GameState, ctx: Ctx, who: int, trait: Trait, at: Space) -> int:
    """Where on its track an explorer's trait sits, counted in spaces from the lowest
    printed value (0; the skull below it is -1): ``now`` the clip's space, ``start`` the
    printed starting space. Two spaces may print the same value, so a heal that wins back
    spaces below the start asks `trait_space(who, t) < trait_space(who, t, start)`, and a
    trait at its lowest is `trait_space(who, t) <= 0`."""
    if at is Space.START:
        return state.explorer_def(who).track(trait).start
    return state.explorers[who].position(trait)
