"""Pending steps: the explicit, serialisable stack a rule suspends on.

When a rule needs a die, a draw or a player's choice before it can finish, it pushes a
frame. The top frame decides who acts next and what they may do; applying an action or a
chance outcome resolves it. Frames are plain data, so a state mid-effect still compares,
copies and saves like any other.
"""

from __future__ import annotations

import enum

import attrs

from betrayal.content.model import CardKind, Floor, Side
from betrayal.core.traits import DamageKind, Trait


class RollPurpose(enum.Enum):
    HAUNT = "haunt"
    DAMAGE = "damage"
    SCRIPT = "script"  # a script's `roll`; the result goes to the script frame below
    ATTACK = "attack"  # the attacker's dice; the result goes to the Attack frame below
    DEFEND = "defend"  # the defender's dice
    MONSTER_SPEED = "monster_speed"  # a monster kind's movement for this monster turn


@attrs.frozen
class DrawRoom:
    """Turn over room tiles until one belongs on the floor being explored."""

    explorer: int
    from_room: str
    side: Side
    monster: str | None = None  # a monster that explores; ``explorer`` then moves it


@attrs.frozen
class PlaceRoom:
    """The explorer chooses how to turn the tile just drawn."""

    explorer: int
    room: str
    from_room: str
    side: Side
    monster: str | None = None  # the monster that steps into the tile, if one explores


@attrs.frozen
class DrawRoomFor:
    """A rule makes an explorer turn over tiles until one fits ``floor``, to place it
    anywhere on that floor and step into it (not through a door they walked)."""

    explorer: int
    floor: Floor
    draw_card: bool = True  # whether the new room's card symbol is drawn
    at: tuple[int, int] | None = None  # the one spot of the floor where it must go


@attrs.frozen
class PlaceRoomAnywhere:
    """The explorer chooses where on the floor the tile goes, and how it is turned."""

    explorer: int
    room: str
    floor: Floor
    draw_card: bool = True
    enter: bool = True  # false when a rule places the tile and nobody steps into it
    at: tuple[int, int] | None = None  # the one spot of the floor where it must go


@attrs.frozen
class WallChoice:
    """The explorer picks a doorless wall of ``room`` to go through (a revolving wall):
    into the room behind it, or into a new room placed there."""

    explorer: int
    room: str
    sides: tuple[str, ...]  # the walls that lead somewhere, as side letters


@attrs.frozen
class MoveRoom:
    """A placed tile is lifted and placed again at an open doorway of ``floor``; whoever is
    in it goes with it. ``explorer`` chooses where."""

    explorer: int
    room: str
    floor: Floor


@attrs.frozen
class DrawCard:
    explorer: int
    kind: CardKind


@attrs.frozen
class RollDice:
    """Dice rolled one at a time; ``faces`` keeps what each showed."""

    purpose: RollPurpose
    explorer: int
    dice: int
    faces: tuple[int, ...] = ()
    damage: DamageKind | None = None
    subject: str | None = None  # for a monster speed roll, the monster kind
    trait: Trait | None = None  # for a script's trait roll: cards may act on it
    bonus: int = 0  # added to the dots (an item used on the roll)
    fixed: int | None = None  # a result named instead of rolled
    looked: bool = False  # the holders of cards have had their chance to act on the dice

    @property
    def total(self) -> int:
        if self.fixed is not None:
            return self.fixed
        return sum(self.faces) + self.bonus

    @property
    def value(self) -> tuple[int, ...]:
        """The roll as scripts see it: the dice, and the bonus as one more number."""
        if self.fixed is not None:
            return (self.fixed,)
        return (*self.faces, self.bonus) if self.bonus else self.faces

    @property
    def done(self) -> bool:
        return len(self.faces) >= self.dice


@attrs.frozen
class PlaceDamage:
    """The damaged explorer places the points one at a time on a trait of the right kind."""

    explorer: int
    kind: DamageKind
    points: int


@attrs.frozen
class TradeOffer:
    """A trade waits for the receiver's agreement."""

    giver: int
    receiver: int
    card: str


@attrs.frozen
class Attack:
    """An attack under way: both rolls land here before the outcome is dealt.

    Fighters are written as strings: an explorer's seat ("2") or a monster's id
    ("zombie#1").
    """

    attacker: str
    defender: str
    trait: Trait
    attack_dice: int
    ranged: bool = False
    attack_total: int | None = None
    defend_total: int | None = None
    weapon: str | None = None  # the card the attacker fights with, if any
    pack: bool = False  # monsters attacking together: losing costs them nothing


@attrs.frozen
class StealChoice:
    """The winner of an attack may take a card instead of dealing the damage."""

    attacker: int
    defender: int
    points: int
    kind: DamageKind
    cards: tuple[str, ...]


@attrs.frozen
class RandomPick:
    """A script leaves a pick to chance: each option is equally likely."""

    options: tuple[object, ...]
    labels: tuple[str, ...]


@attrs.frozen
class EventChoice:
    """The traitor, having drawn an event, says whether it affects them (before any roll)."""

    player: int
    card: str


@attrs.frozen
class EventSymbolChoice:
    """The traitor (3rd edition) has found a room with an event symbol and says whether to
    draw its event at all (accept: draw, and then resolve it in full)."""

    player: int


@attrs.frozen
class DamageKindChoice:
    """An explorer a standing rule lets take damage of another kind chooses (accept: take
    it as ``instead``): mental as physical, or (3rd edition) physical or mental as general."""

    player: int
    points: int
    kind: DamageKind = DamageKind.MENTAL  # the kind dealt
    instead: DamageKind = DamageKind.PHYSICAL  # the kind it may be taken as


@attrs.frozen
class DealTraitor:
    """A hidden-traitor haunt deals numbered tokens face down: number 1 is the traitor."""


@attrs.frozen
class Ctx:
    """Who and what a running script is about."""

    script: str  # the program's key, e.g. "event:spider"
    actor: int  # the explorer the script acts for: the drawer, the mover, the user
    holder: int | None  # who holds the card, for a card's script
    this: str  # the room or card the script belongs to


Env = tuple[tuple[str, object], ...]


@attrs.frozen
class RunScript:
    """A script block being run: the next statement to run, and the local names."""

    ctx: Ctx
    block: int
    pc: int = 0
    env: Env = ()
    pending: str | None = None  # a name waiting for a roll or a choice


@attrs.frozen
class Loop:
    """A ``for each`` in progress: the items still to visit."""

    ctx: Ctx
    name: str
    items: tuple[object, ...]
    index: int
    source: tuple[int, int]  # (block, position) of the `for each` statement
    env: Env = ()


@attrs.frozen
class ScriptChoice:
    """A script waits for a player to pick one of several options."""

    player: int
    options: tuple[object, ...]
    labels: tuple[str, ...]  # how each option is written in a ``choose`` action
    secret: bool = False  # the options are for the chooser's eyes alone


class Then(enum.Enum):
    """What the engine does once the scripts triggered before it have run."""

    MOVE = "move"
    TAKE = "take"  # a step up or down stairs, or along another link or passage
    END_TURN = "end_turn"
    START_HAUNT = "start_haunt"
    FINISH_ROLL = "finish_roll"
    ATTACK = "attack"  # an attack with a weapon, after the weapon's own rules
    DECLARED = "declared"  # an attack on an explorer, after the rules that hear of it
    DISCOVER = "discover"  # a tile turned over is placed, after the rules that hear of it
    MONSTER_BEATEN = "monster_beaten"  # stun a beaten monster, unless a rule spared it
    FIGHT_DAMAGE = "fight_damage"  # a monster's win is dealt after the haunt's rules on it
    MONSTERS = "monsters"  # the monsters act, after the rules for the start of their turn
    END_MONSTERS = "end_monsters"  # play passes on, after the rules for the monsters' turn end


@attrs.frozen
class Continue:
    what: Then
    player: int
    args: tuple[str, ...] = ()
    cancelled: bool = False


# Added to the args of a ``Then.DISCOVER`` step by a rule that buries the tile about to be
# placed: the tile goes under the room stack and the next one is turned over instead.
BURY = "bury"


Frame = (
    DrawRoom
    | DrawRoomFor
    | PlaceRoomAnywhere
    | MoveRoom
    | PlaceRoom
    | DrawCard
    | RollDice
    | PlaceDamage
    | TradeOffer
    | RunScript
    | Loop
    | ScriptChoice
    | Continue
    | Attack
    | StealChoice
    | DealTraitor
    | RandomPick
    | EventChoice
    | EventSymbolChoice
    | DamageKindChoice
)
AUTOMATIC = (RunScript, Loop, Continue)
