"""Damage and trait changes.

Physical damage comes off Might and Speed, mental damage off Knowledge and Sanity, and
general damage (3rd edition) off any trait; the damaged explorer places each point, one
at a time. Before the haunt a clip stops at the lowest printed value; after the reveal
it can reach the skull.
"""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.dice import MAX_TRAIT_DICE
from betrayal.core.frames import (
    Continue,
    DamageKindChoice,
    DrawCard,
    DrawRoom,
    PlaceDamage,
    PlaceRoom,
    RollDice,
    RollPurpose,
    StealChoice,
    Then,
    TradeOffer,
)
from betrayal.core.records import evolve
from betrayal.core.rules.card_rolls import open_roll
from betrayal.core.rules.tokens import drop_all
from betrayal.core.state import GameState, Phase
from betrayal.core.traits import SKULL, DamageKind, Trait

# Four traits of at most eight spaces above the skull each.
MAX_DAMAGE_POINTS = 32


def can_die(state: GameState) -> bool:
    return state.phase is not Phase.EXPLORATION


def unchanging(
    state: GameState,
    player: int,
    lowering: bool = True,
    damage: bool = True,
    source: tuple[str, ...] = (),
) -> bool:
    """Whether a haunt's standing rule holds this explorer's traits where they are, for a
    change that lowers them or not, is damage or not, and comes from the rules of the
    cards in ``source`` (none for damage, a room's or a haunt's rules)."""
    binds = (("who", player), ("lowering", lowering), ("damage", damage), ("source", source))
    return bool(state.game.scripts.static_amounts(state, "unchanging", binds))


def shift_trait(
    state: GameState,
    player: int,
    trait: Trait,
    steps: int,
    source: tuple[str, ...] = (),
    damage: bool = False,
) -> GameState:
    """Raise (steps > 0) or lower (steps < 0) a trait by sliding its clip (not for an
    explorer whose traits a haunt holds unchanging); ``source`` holds the card whose own
    rules move it, and ``damage`` says it is a point of damage being placed."""
    if steps and unchanging(state, player, steps < 0, damage, source):
        return state
    return force_shift(state, player, trait, steps)


def force_shift(state: GameState, player: int, trait: Trait, steps: int) -> GameState:
    """Slide a trait's clip whatever standing rules say (a haunt's one way through)."""
    ex = state.explorers[player]
    if not ex.alive:
        return state  # the dead are past gaining or losing anything
    track = state.explorer_def(player).track(trait)
    pos = ex.traits[trait.index]
    if steps >= 0:
        new = track.raise_by(pos, steps)
    else:
        new = track.lower_by(pos, -steps, can_die=can_die(state))
    spared = False
    if new == SKULL and ex.alive:
        binds = (("target", player), ("trait", trait))
        if state.game.scripts.static_amounts(state, "spared_at_skull", binds):
            new, spared = 0, True  # the lowest printed value
    traits = list(ex.traits)
    traits[trait.index] = new
    explorers = list(state.explorers)
    explorers[player] = evolve(ex, traits=(traits[0], traits[1], traits[2], traits[3]))
    state = state.evolve(explorers=tuple(explorers))
    if new == SKULL and ex.alive:
        state = kill(state, player)
    if spared:
        state = state.game.scripts.fire(state, "spared", (player, trait))
    return state


def _owed_by_the_dead(frame: object, player: int) -> bool:
    """Steps that only made sense for a living explorer: damage still to place or roll,
    and cards still to draw."""
    if isinstance(frame, PlaceDamage | DrawCard | DrawRoom | PlaceRoom):
        return frame.explorer == player
    if isinstance(frame, RollDice):
        return frame.explorer == player and frame.purpose is RollPurpose.DAMAGE
    if isinstance(frame, Continue):
        return frame.player == player and frame.what in (Then.MOVE, Then.TAKE)
    if isinstance(frame, TradeOffer):
        return player in (frame.giver, frame.receiver)
    if isinstance(frame, StealChoice):
        return frame.attacker == player  # a winner who dies takes nothing
    return False


def kill(state: GameState, player: int) -> GameState:
    """An explorer dies: every item and omen they held falls into an item pile where they
    stood (even cards that cannot be dropped), an event card they kept is discarded,
    what they still had to place, draw, trade or steal is forgotten, and the scripts hear
    of it."""
    ex = state.explorers[player]
    explorers = list(state.explorers)
    looting = state.game.ruleset.looting
    # Under the looting rule the body keeps its cards, for others to take one by one.
    explorers[player] = evolve(ex, alive=False, cards=ex.cards if looting else ())
    frames = tuple(f for f in state.frames if not _owed_by_the_dead(f, player))
    state = state.evolve(explorers=tuple(explorers), frames=frames)
    if state.carried:
        # Tokens a haunt lets explorers carry fall where the body lies.
        state = drop_all(state, player)
    if state.traitor_hidden and state.traitor == player:
        # A dying explorer turns their token over: a hidden traitor is revealed.
        state = state.evolve(traitor_hidden=False)
    if player in state.turned_secretly:
        # So does a hero who went over in secret.
        state = state.evolve(turned_secretly=state.turned_secretly - {player})
    if looting:
        return state.game.scripts.fire(state, "died", (player,))
    # Items and omens fall to the floor; an event card kept in front of them is discarded.
    content = state.game.content
    kept = tuple(c for c in ex.cards if content.card(c).kind is CardKind.EVENT)
    dropped = tuple(c for c in ex.cards if c not in kept)
    if kept:
        state = state.evolve(event_discards=(*state.event_discards, *kept))
    if dropped:
        piles = dict(state.piles)
        piles[ex.room] = (*piles.get(ex.room, ()), *dropped)
        state = state.evolve(piles=tuple(sorted(piles.items())))
    scripts = state.game.scripts
    for card in ex.cards:
        state = scripts.fire(state, "lost", (player,), card=card)
    return scripts.fire(state, "died", (player,))


def take_damage(
    state: GameState,
    player: int,
    kind: DamageKind,
    points: int,
    convert: bool = False,
    attack: bool = False,
    winner: int | None = None,
) -> GameState:
    """Ask the explorer to place ``points`` of damage; nothing happens for 0.

    Standing rules that reduce damage (armour, for one) apply each time damage is dealt;
    ``attack`` tells them the damage comes from losing a fight, ``winner`` which explorer
    won it (None when a monster did).
    """
    if not state.explorers[player].alive:
        return state
    if points > 0 and unchanging(state, player):
        return state  # nothing can hurt them: no damage is even placed
    if points > 0 and kind is DamageKind.PHYSICAL:
        target = (("target", player),)
        if state.game.scripts.static_amounts(state, "damage_as", target, mode="mental"):
            kind = DamageKind.MENTAL
    if points > 0 and kind is DamageKind.MENTAL and not convert:
        target = (("target", player),)
        if state.game.scripts.static_amounts(state, "damage_as", target, mode="physical"):
            return state.evolve(frames=(*state.frames, DamageKindChoice(player, points)))
    if points > 0 and kind is not DamageKind.GENERAL and not convert:
        target = (("target", player),)
        if state.game.scripts.static_amounts(state, "damage_as", target, mode="general"):
            choice = DamageKindChoice(player, points, kind, DamageKind.GENERAL)
            return state.evolve(frames=(*state.frames, choice))
    if points > 0:
        beaten_by = () if winner is None else (winner,)
        binds = (("target", player), ("kind", kind), ("attack", attack), ("winner", beaten_by))
        points -= sum(state.game.scripts.static_amounts(state, "reduce_damage", binds))
        if points > 0 and state.game.scripts.static_amounts(
            state, "reduce_damage", binds, mode="halve"
        ):
            points = (points + 1) // 2  # half, rounded up
    if points <= 0:
        return state
    # More points than every track has spaces change nothing more (in the haunt the
    # explorer is dead long before; earlier the clips stay at their lowest), and each point
    # is a decision: past that many, the rest are not asked for.
    points = min(points, MAX_DAMAGE_POINTS)
    return deal(state, player, kind, points)


def deal(state: GameState, player: int, kind: DamageKind, points: int) -> GameState:
    """The explorer is dealt ``points`` (more than none) of ``kind``, as they will place
    them: the rules that hear `damaged` run first (a card that answers a wound with a
    point of Sanity), then the explorer places the points."""
    state = state.evolve(frames=(*state.frames, PlaceDamage(player, kind, points)))
    return state.game.scripts.fire(state, "damaged", (player, kind, points))


def roll_damage(state: GameState, player: int, kind: DamageKind, dice: int) -> GameState:
    """Damage by dice: roll them (eight at most, as every roll), then place as many
    points as they show."""
    if not state.explorers[player].alive:
        return state
    dice = max(0, min(MAX_TRAIT_DICE, dice))
    return open_roll(state, RollDice(RollPurpose.DAMAGE, player, dice, damage=kind))


def placeable_traits(state: GameState, frame: PlaceDamage) -> tuple[Trait, ...]:
    """The traits the next point of damage may go on.

    Under the critical-trait rule (3rd edition), before the haunt a trait already at its
    lowest value is not a choice while another trait the damage may lower can still drop.
    """
    traits = frame.kind.traits
    if not state.game.ruleset.critical_trait or can_die(state):
        return traits
    explorer = state.explorers[frame.explorer]
    above = tuple(t for t in traits if explorer.position(t) > 0)
    return above or traits


def place_point(state: GameState, trait: Trait) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, PlaceDamage)
    rest = frame.points - 1
    frames = state.frames[:-1]
    if rest > 0:
        frames = (*frames, evolve(frame, points=rest))
    state = state.evolve(frames=frames)
    return shift_trait(state, frame.explorer, trait, -1, damage=True)


def damage_kind_answer(state: GameState, taken_instead: bool) -> GameState:
    """The explorer has chosen: the damage as dealt, or as the other kind allowed."""
    frame = state.frames[-1]
    assert isinstance(frame, DamageKindChoice)
    state = state.evolve(frames=state.frames[:-1])
    kind = frame.instead if taken_instead else frame.kind
    return take_damage(state, frame.player, kind, frame.points, convert=True)
