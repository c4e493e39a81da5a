"""Fights and attacks: fights a rule starts against an explorer or a monster, which
monsters may be attacked, a beaten monster spared, slain or stunned, a monster beaten
without a fight, an attack called off, and the one attack of a turn (an explorer's, or each
monster's on the monster turn) spent or asked about.

The standing rules about who may attack whom (``cannot_attack``,
``cannot_attack_explorer``) are statics in the registry; the engine consults them in
core/rules/combat.py and core/rules/monsters.py."""

from __future__ import annotations

import attrs

from betrayal.core.frames import Continue, Ctx, Then
from betrayal.core.rules import combat, monster_cards, monster_kinds
from betrayal.core.rules.combat import (
    bare_trait,
    explorer_may_be_attacked,
    monster_fight,
    start_attack,
)
from betrayal.core.rules.monsters import is_of, kind_named
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.state import GameState
from betrayal.core.traits import Trait
from betrayal.script.library.steps import cancel_step
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, CARD, EXPLORER, INT, MONSTER, ROOM, TRAIT, list_of
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER)


def _fight_words(values: dict[str, str]) -> str:
    said = fill("{who} attack {target} in a fight of {trait}", values)
    same = values["same_room"]
    if same == "true":
        return said + ", if they share a room"
    if same != "false":
        return said + f" (if they share a room, when {same})"
    return said


@effect(
    "fight_explorer",
    WHO,
    Param("target", EXPLORER),
    Param("trait", TRAIT, Trait.MIGHT, doc="the trait both roll (Might if left out)"),
    Param("same_room", BOOL, False, doc="whether the fight needs them in one room"),
    example="fight_explorer(actor, left_of(actor), sanity, same_room: true)",
    english=_fight_words,
)
def fight_explorer(
    state: GameState, ctx: Ctx, who: int, target: int, trait: Trait, same_room: bool
) -> GameState:
    """A rule starts an ordinary fight: the explorer attacks another explorer bare-handed
    with a trait (Might if none is named), whichever sides they are on (to shake a friend
    out of a spell, say); the target defends with the same trait, and the loser takes the
    difference (the winner may steal instead, as usual). Wherever the target stands,
    unless ``same_room`` asks for the two in one room. On the attacker's own turn it is
    their attack of the turn. Nothing happens unless both are alive and different."""
    if not (state.explorers[who].alive and state.explorers[target].alive) or who == target:
        return state
    if same_room and state.explorers[who].room != state.explorers[target].room:
        return state
    if state.turn.player == who and not state.turn.monsters:
        state = state.evolve(turn=attrs.evolve(state.turn, attacked=True))
    return start_attack(state, str(who), str(target), trait, trait_dice(state, who, trait))


def _anywhere_words(values: dict[str, str]) -> str:
    said = fill("{who} attack {target} at once, wherever they stand", values)
    if values["weapon"] == "nothing":
        return said
    return said + f", with {values['weapon']} if they hold it"


@effect(
    "attack_explorer_anywhere",
    Param("who", EXPLORER),
    Param("target", EXPLORER),
    Param(
        "weapon",
        list_of(CARD),
        (),
        doc="a weapon to strike with (the first that is one, if the attacker holds it)",
    ),
    example="attack_explorer_anywhere(actor, left_of(actor))",
    english=_anywhere_words,
)
def attack_explorer_anywhere(
    state: GameState, ctx: Ctx, who: int, target: int, weapon: tuple[str, ...]
) -> GameState:
    """The explorer attacks another at once, wherever the other stands (in the room or
    next door; unlike fight_explorer(..., same_room: true)), before the haunt as after
    it, and the loser is hurt as in any fight. Bare-handed, both roll the attacker's
    bare-handed trait (Might, unless a haunt says otherwise). With ``weapon`` (a card
    the attacker holds: a body that strikes with its master's blade, say), the weapon's
    own rules run first (a cost to pay, a roll that may stop it), then both roll its
    trait, the attacker with its dice added, never as a ranged attack; a card they do not
    hold, or one that is no weapon, leaves the attack bare-handed. During the attacker's
    own turn it is their attack of the turn (and the weapon's use). Nothing happens when
    either is dead, they are the same, or a rule shields the target."""
    if who == target or not state.explorers[who].alive or not state.explorers[target].alive:
        return state
    if not explorer_may_be_attacked(state, who, target, None):
        return state
    scripts = state.game.scripts
    held = [c for c in weapon if c in state.explorers[who].cards and scripts.weapon(c)]
    if state.turn.player == who and not state.turn.monsters:
        used = state.turn.handled | set(held[:1])
        state = state.evolve(turn=attrs.evolve(state.turn, attacked=True, handled=used))
    if not held:
        trait = bare_trait(state, who)
        return start_attack(state, str(who), str(target), trait, trait_dice(state, who, trait))
    card = held[0]
    arms = scripts.weapon(card)
    assert arms is not None
    args = (str(target), arms.trait.value, str(arms.dice), "0", card)
    waiting = state.evolve(frames=(*state.frames, Continue(Then.ATTACK, who, args)))
    fired = scripts.fire(waiting, "attacking", (who,), card=card)
    if fired is not waiting:
        return fired
    dice = trait_dice(state, who, arms.trait) + arms.dice
    return start_attack(state, str(who), str(target), arms.trait, dice, False, card)


# Where fight_monster() names no room: the monster stands in the explorer's own room.
THEIR_ROOM = "their_room"


@effect(
    "fight_monster",
    Param("who", EXPLORER),
    Param("kind", MONSTER),
    Param("trait", TRAIT),
    Param(
        "room",
        ROOM,
        THEIR_ROOM,
        doc="the room where the monster stands (the explorer's own if left out)",
    ),
    example="fight_monster(actor, hound, might)",
    english=lambda v: fill(
        "{who} fight {kind} in their room with {trait}"
        if v["room"] == THEIR_ROOM
        else "{who} attack {kind} in {room} at once, with {trait}",
        v,
    ),
)
def fight_monster(
    state: GameState, ctx: Ctx, who: int, kind: str, trait: Trait, room: str
) -> GameState:
    """The explorer attacks the first monster of a kind (in the order they came on the
    board) standing in their room, or in the room named (their own or one next door), at
    once, bare-handed, with the trait named; during their own turn it is their attack
    for the turn. Nothing happens when no such monster is there; in a room named, nor
    when the kind lacks that trait or cannot be attacked."""
    if room == THEIR_ROOM:
        here = state.explorers[who].room
        found = [m for m in state.monsters if is_of(m, kind) and m.room == here]
        if not found or not state.explorers[who].alive:
            return state
        return monster_fight(state, who, found[0].ident, trait)
    found = [m for m in state.monsters if is_of(m, kind) and m.room == room]
    if not found or not state.explorers[who].alive or not _attackable(state, kind, trait):
        return state
    return monster_fight(state, who, found[0].ident, trait)


def _attackable(state: GameState, kind: str, trait: Trait) -> bool:
    kind = kind_named(kind)
    has = trait in monster_kinds.definitions(state).get(kind, {})
    return has and not monster_kinds.cannot(state, kind, "be_attacked")


@query(
    "attackable_kinds_in",
    Param("room", ROOM),
    Param("trait", TRAIT),
    returns=list_of(MONSTER),
    example="attackable_kinds_in(room_of(actor), might)",
    english="the kinds of monster in {room} that may be attacked with {trait}",
)
def attackable_kinds_in(state: GameState, ctx: Ctx, room: str, trait: Trait) -> tuple[str, ...]:
    """The kinds of monster standing in a room that an explorer may attack with a trait:
    the kind has that trait and is not beyond attack. Each once, in the order they came
    on the board."""
    kinds = dict.fromkeys(m.kind for m in state.monsters if m.room == room)
    return tuple(k for k in kinds if _attackable(state, k, trait))


@effect(
    "redirect_attack",
    Param("target", EXPLORER),
    example="redirect_attack(actor)",
    english="the attack falls on {target} instead",
)
def redirect_attack(state: GameState, ctx: Ctx, target: int) -> GameState:
    """In an `attacked` trigger: the attack is made on ``target`` instead, wherever they
    stand (a bodyguard stepping in, a curse passed on); the attacker's dice are the same.
    Nothing happens if ``target`` is dead or is the attacker."""
    frames = list(state.frames)
    for i in range(len(frames) - 1, -1, -1):
        frame = frames[i]
        if isinstance(frame, Continue) and frame.what is Then.DECLARED:
            attacker, _, *rest = frame.args
            if attacker == str(target) or not state.explorers[target].alive:
                return state
            frames[i] = attrs.evolve(frame, args=(attacker, str(target), *rest))
            return state.evolve(frames=tuple(frames))
    return state


# ----- the attack of the turn ----------------------------------------------------------------


@query(
    "attack_spent",
    returns=BOOL,
    example="attack_spent()",
    english="the attack of this turn has been made",
)
def attack_spent(state: GameState, ctx: Ctx) -> bool:
    """Whether the explorer whose turn it is has already made their attack this turn."""
    return state.turn.attacked


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


# ----- beaten monsters -----------------------------------------------------------------------


def _beaten(state: GameState) -> str | None:
    """The monster a pending `monster_beaten` step is about, if one is pending."""
    for frame in reversed(state.frames):
        if isinstance(frame, Continue) and frame.what is Then.MONSTER_BEATEN:
            return frame.args[0]
    return None


@query(
    "beaten_monster",
    returns=list_of(MONSTER),
    example="beaten_monster()",
    english="the beaten monster itself",
)
def beaten_monster(state: GameState, ctx: Ctx) -> tuple[str, ...]:
    """In a `monster_beaten` rule: the very monster that lost, as one monster (the rule
    binds only its kind), a list of one; empty outside such a rule."""
    ident = _beaten(state)
    return (ident,) if ident is not None and any(m.ident == ident for m in state.monsters) else ()


@effect("slay_monster", example="slay_monster()", english="the beaten monster is killed")
def slay_monster(state: GameState, ctx: Ctx) -> GameState:
    """In a `monster_beaten` trigger: the beaten monster is killed and leaves the board
    (nothing happens outside such a trigger)."""
    ident = _beaten(state)
    if ident is None:
        return state
    state = cancel_step(state, Then.MONSTER_BEATEN)
    return monster_cards.take_off(state, {ident})


def _nth_of(nth: str, kind: str) -> str:
    """ "the first Hound", "the 4th Hound", "the Hound number n": which of several."""
    words = {"1": "first", "2": "second", "3": "third"}
    word = words.get(nth, f"{nth}th" if nth.isdigit() else "")
    if word and kind.startswith("the "):
        return f"the {word} {kind[4:]}"
    return f"{kind} number {nth} (counting from 1)"


@effect(
    "beat_monster",
    Param("who", EXPLORER),
    Param("kind", MONSTER),
    Param("room", ROOM),
    Param("nth", INT),
    Param("points", INT),
    Param("trait", TRAIT),
    example="beat_monster(actor, hound, room_of(actor), 1, 4, speed)",
    english=lambda v: (
        f"{_nth_of(v['nth'], v['kind'])} in {v['room']} is beaten by {v['who']} by "
        f"{v['points']} ({v['trait']})"
    ),
)
def beat_monster(
    state: GameState, ctx: Ctx, who: int, kind: str, room: str, nth: int, points: int, trait: Trait
) -> GameState:
    """The ``nth`` monster of a kind in a room (counting from 1, in the order they came on
    the board) counts as beaten by the explorer by ``points`` with ``trait``, as by a blast:
    the haunt's `monster_beaten` rules hear of it (and may wound, slay or spare it), and
    it is stunned unless they say otherwise. Their `weapon` holds the item or omen whose
    own rules call this (the Dynamite), so a haunt can tell what hit its monster; it is
    empty when a room, an event or the haunt calls it. Nothing happens when there is no
    such monster."""
    found = [m for m in state.monsters if is_of(m, kind) and m.room == room]
    if not 1 <= nth <= len(found):
        return state
    # A haunt may single out what hit its monster (a blast that scatters a hoard).
    weapon = (ctx.this,) if ctx.script.split(":", 1)[0] in ("item", "omen") else ()
    return combat.monster_beaten(state, who, found[nth - 1].ident, points, trait, weapon)
