"""The game state: plain, frozen data, and the public methods players and drivers call.

A state never changes; :meth:`GameState.apply` returns a new one. Everything in it is a
number, a string, an enum or a tuple of those, so states compare, hash into tests, and
save and replay exactly. The rules themselves live in :mod:`betrayal.core.engine` and
the modules of :mod:`betrayal.core.rules`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

import attrs

from betrayal.content.model import CardKind, ExplorerDef
from betrayal.core.actions import Action
from betrayal.core.edition import Edition
from betrayal.core.frames import Frame
from betrayal.core.history import EMPTY as EMPTY_HISTORY
from betrayal.core.history import History
from betrayal.core.house import House
from betrayal.core.traits import TRAITS, Trait
from betrayal.errors import BadArgument

CHANCE = -1
TERMINAL = -4
EVERYONE = -5  # "known to every seat", where a fact is recorded with the seat that knows it
# In GameState.deck_tops, in place of the seat who knows: the card was put at the bottom
# of its deck, to be drawn only once every other card of that deck has been.
UNDER = -6


class Phase(enum.Enum):
    EXPLORATION = "exploration"
    HAUNT = "haunt"
    OVER = "over"


class TraitorKind(enum.Enum):
    """What the haunt's traitor rule gave at the reveal."""

    TRAITOR = "traitor"
    NONE = "none"
    NONE_AT_FIRST = "none_at_first"
    HIDDEN = "hidden"
    FREE_FOR_ALL = "free_for_all"  # 3rd edition: every explorer for themselves


@attrs.frozen
class ExplorerState:
    explorer: str  # id of the explorer's definition
    room: str
    traits: tuple[int, int, int, int]  # clip positions, in Trait order
    cards: tuple[str, ...] = ()  # items and omens held, in the order they came
    alive: bool = True
    came_through: str | None = None  # the side of this room the explorer walked in by

    def position(self, trait: Trait) -> int:
        return self.traits[trait.index]


@attrs.frozen
class TurnState:
    player: int
    number: int  # turns taken so far in the game, from 1
    moves_left: int
    movement_over: bool = False  # a card was drawn: no more moving this turn
    drew_omen: bool = False
    handled: frozenset[str] = frozenset()  # cards that had their one action this turn
    moved: bool = False  # at least one step taken (a first step is always allowed)
    attacked: bool = False  # the one attack of the turn is spent
    monsters: bool = False  # the traitor's second turn: the monsters move and attack
    over: bool = False  # a rule ended the turn: only ending it is left
    lured_to: str | None = None  # a rule drags the explorer toward this room this turn
    # Under the 3rd edition's rule, the cards the player held when the turn began: only
    # these can be used for a special action or an attack. None: any card they hold.
    held: tuple[str, ...] | None = None
    # Under the 3rd edition's rule of one trade a turn: whom the player has traded with
    # this turn (further cards may go to them only). None: nobody yet.
    traded_with: int | None = None

    def may_use(self, card: str) -> bool:
        """Whether the card was in hand long enough to be used this turn."""
        return self.held is None or card in self.held


@attrs.frozen
class MonsterState:
    """One monster token on the board."""

    ident: str  # "zombie#2": the monster kind and a number, never given twice in a game
    kind: str  # the monster's name in the haunt script
    room: str
    stunned: bool = False
    moves_left: int = 0  # during its type's part of the monster turn
    moved: bool = False
    attacked: bool = False
    done: bool = False  # finished acting this monster turn
    resting: bool = False  # stunned when this monster turn began: it sits this one out
    home: str = ""  # the room it was put on the board in
    holding: int | None = None  # the explorer it has seized and carries along, if any
    halted: bool = False  # a rule stopped its movement for the rest of this monster turn
    struck: tuple[int, ...] = ()  # explorers it attacked this monster turn
    facing: str = ""  # the side (N, E, S, W) it last walked out through; "" for none
    came_from: str = ""  # the room it last stepped in from on its own move; "" for none
    # The explorer (seat) it belongs to, for a kind made once per explorer (each hero's
    # double), or one a rule put under an explorer; it rolls and acts apart from the rest
    # of its kind, and the haunt's rules read its traits and its commander from it.
    owner: int | None = None
    cards: tuple[str, ...] = ()  # items and omens it carries, that a haunt's rule gave it
    # Its own values in some traits, (trait, value) sorted, set by a rule for this monster
    # alone (a Freak grown by its own feast); they stand above its kind's values.
    traits: tuple[tuple[str, int], ...] = ()


@attrs.frozen
class Reveal:
    haunt: int
    revealer: int
    traitor_kind: TraitorKind
    traitor: int | None
    omen: str  # the omen that started it, or the event card that started a haunt itself
    room: str
    # Each seat's Might, Speed, Knowledge and Sanity values when the haunt began.
    traits: tuple[tuple[int, int, int, int], ...] = ()


@attrs.frozen
class Setup:
    """What a game was started from; with the action history it rebuilds the game."""

    seed: int
    explorers: tuple[str, ...]
    first_player: int
    haunt: int | None = None  # a haunt chosen in advance: the reveal starts this one
    scenario: str | None = None  # the 3rd edition's scenario card, chosen at set-up


@attrs.frozen(eq=True, slots=False)
class GameState:
    game: Edition = attrs.field(eq=False, repr=False)
    setup: Setup
    phase: Phase
    explorers: tuple[ExplorerState, ...]
    turn: TurnState
    house: House
    room_stack: tuple[str, ...]  # tiles not yet turned over; their order is hidden
    room_discards: tuple[str, ...]  # tiles set aside for not fitting the floor
    decks: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # omen, item, event
    event_discards: tuple[str, ...]
    piles: tuple[tuple[str, tuple[str, ...]], ...]  # (room, cards) item piles, by room
    omens_drawn: int
    last_omen: tuple[str, str] | None  # (omen, room it was drawn in)
    frames: tuple[Frame, ...]
    rng: int
    reveal: Reveal | None = None
    tokens: tuple[tuple[str, str], ...] = ()  # (token id, room), sorted
    script_vars: tuple[tuple[str, object], ...] = ()  # ("program key:name", value), sorted
    flags: frozenset[str] = frozenset()  # once-per-game uses already spent
    removed: tuple[str, ...] = ()  # items and omens discarded from the game
    winner: str | None = None  # "heroes" or "traitor" once a side has won (in a free-for-all
    # the winning seats' numbers, joined by commas)
    haunt_script: str | None = None  # the key of the running haunt's program
    traitor_hidden: bool = False  # a hidden traitor who has not shown themselves yet
    bound: frozenset[int] = frozenset()  # explorers who can do nothing until freed
    turned: frozenset[int] = frozenset()  # heroes who went over to the traitor's side
    # Those of them who went over in secret: only they know it (another seat's view shows
    # them as heroes) until they die or a rule makes it known.
    turned_secretly: frozenset[int] = frozenset()
    passages: tuple[tuple[str, str], ...] = ()  # two-way ways between rooms opened by rules
    deck_tops: tuple[tuple[str, int], ...] = ()  # (card, seat who knows) put on top of a deck
    # (or (card, UNDER), put at its bottom, in the order they went under)
    room_top: tuple[str, int] | None = None  # the next room tile, known to that seat
    # (EVERYONE: known to all, as buried tiles coming back in order are)
    # Tiles known to come after room_top, in the order they will be turned over, each with
    # the seat who knows it (someone looked at the top few tiles and put them back).
    room_after: tuple[tuple[str, int], ...] = ()
    monsters: tuple[MonsterState, ...] = ()
    carried: tuple[tuple[str, int], ...] = ()  # (token id, seat) tokens explorers carry, sorted
    unseen: frozenset[int] = frozenset()  # explorers whose room only they themselves may see
    # Rooms a rule has sent out of play (fallen into a pit, say): their tiles still fill
    # their places on the grid, but nobody walks into them any more.
    collapsed: frozenset[str] = frozenset()
    # Explorers who got out of the house alive: out of play like the dead (no turns, no
    # cards), but not dead.
    escaped: frozenset[int] = frozenset()
    # An explorer a rule lets take the next turn, out of the usual order.
    extra_turn: int | None = None
    # Monster traits a rule changed during the game: (kind, trait, value), sorted.
    monster_traits: tuple[tuple[str, str, int], ...] = ()
    # The highest number each monster kind has given out, (kind, number), sorted: a number
    # is never given twice, so a script that keeps one monster in a variable never finds
    # another in its place once it has left the board.
    monster_numbers: tuple[tuple[str, int], ...] = ()
    # How the state was reached; replaying it rebuilds the state. Not part of equality:
    # two paths to the same position give the same position.
    history: History = attrs.field(default=EMPTY_HISTORY, eq=False, repr=False)
    _legal: tuple[Action, ...] | None = attrs.field(
        default=None, eq=False, repr=False, alias="_legal"
    )
    # Which scripts are live in this state, worked out once when first asked.
    _live: dict[str, list[tuple[int | None, str]]] | None = attrs.field(
        default=None, eq=False, repr=False, alias="_live"
    )

    def evolve(self, **changes: object) -> GameState:
        """A copy with some fields changed; the caches of derived answers start empty.

        The engine's hot path makes a few of these per step, so this is straight-line code
        rather than ``attrs.evolve``'s generic machinery.
        """
        if not changes.keys() <= _FIELDS_SET:
            unknown = changes.keys() - _FIELDS_SET - {"_legal"}
            if unknown:
                raise TypeError(f"GameState has no field {sorted(unknown)[0]!r}")
        # The state keeps its fields in an instance dict (not slots) precisely so that a
        # copy is one dict copy: the engine makes a few per step, and the state has many
        # fields.
        fields = self.__dict__.copy()
        fields.update(changes)
        fields["_legal"] = changes.get("_legal")
        fields["_live"] = None
        new = _NEW(GameState)
        _SET(new, "__dict__", fields)
        return new

    # ----- who acts and what they may do ---------------------------------------------------
    # These hand the state to the engine, which imports this module for the state's own
    # classes; so each imports the engine when called (after the first call, a lookup).

    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE` at a die or a draw, or :data:`TERMINAL`."""
        from betrayal.core import engine

        return engine.current_player(self)

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action (or chance outcome), in a fixed order; empty only at the end."""
        found = self._legal
        if found is None:
            from betrayal.core import engine

            found = engine.legal_actions(self)
            object.__setattr__(self, "_legal", found)
        return found

    def chance_outcomes(self) -> tuple[tuple[Action, float], ...]:
        """At a chance node, each outcome with its probability."""
        from betrayal.core import engine

        return engine.chance_outcomes(self)

    def sample_chance(self) -> Action:
        """The outcome the state's own seeded generator picks at this chance node."""
        from betrayal.core import engine

        return engine.sample_chance(self)

    def apply(self, action: Action | str) -> GameState:
        """The state after ``action``; raises IllegalAction and leaves this state as it was."""
        from betrayal.core import engine

        return engine.apply(self, action)

    def explain(self, action: Action | str) -> str:
        """What ``action`` would do here, or why it is not allowed. Never raises."""
        from betrayal.core.explain import explain

        return explain(self, action)

    def returns(self) -> tuple[float, ...]:
        """Per seat: 1 if that seat's side won, -1 if it lost, 0 while undecided."""
        from betrayal.core.rules.haunt import returns

        return returns(self)

    def observation(self, player: int) -> dict[str, object]:
        """What ``player`` may see: the board and every explorer, but not the generator
        (it would tell the dice to come), only the haunt rules of their own side, and none
        of what other players keep secret (see :mod:`betrayal.core.observe`)."""
        self.seat(player)
        from betrayal.core.observe import observation

        return observation(self, player)

    # ----- what players can see of the game -----------------------------------------------

    @property
    def players(self) -> int:
        return len(self.explorers)

    @property
    def haunt(self) -> int | None:
        return self.reveal.haunt if self.reveal else None

    @property
    def traitor(self) -> int | None:
        return self.reveal.traitor if self.reveal else None

    def seat(self, player: object) -> int:
        """``player`` if it is a seat at this table; else a BadArgument saying why."""
        if isinstance(player, int) and not isinstance(player, bool):
            if 0 <= player < len(self.explorers):
                return player
            raise BadArgument(f"no seat {player}: the seats are 0 to {len(self.explorers) - 1}")
        raise BadArgument(f"a seat is a whole number, not {type(player).__name__}")

    def explorer_def(self, player: int) -> ExplorerDef:
        return self.game.content.explorer(self.explorers[self.seat(player)].explorer)

    def trait(self, player: int, trait: Trait) -> int:
        """The current value of one of a player's traits."""
        explorers = self.explorers
        # The rules ask this often: one test for the usual case, the reasons after.
        if type(player) is not int or not 0 <= player < len(explorers):
            self.seat(player)
        if not isinstance(trait, Trait):
            raise BadArgument(f"a trait is a Trait (Trait.MIGHT...), not {trait!r}")
        ex = explorers[player]
        track = self.game.content.explorer(ex.explorer).track(trait)
        return track.value(ex.traits[trait.index])

    def trait_values(self, player: int) -> dict[Trait, int]:
        return {t: self.trait(player, t) for t in TRAITS}

    def pile(self, room: str) -> tuple[str, ...]:
        for r, cards in self.piles:
            if r == room:
                return cards
        return ()

    def deck(self, kind: CardKind) -> tuple[str, ...]:
        return self.decks[_DECK_INDEX[kind]]

    def players_in(self, room: str) -> Sequence[int]:
        return [i for i, e in enumerate(self.explorers) if e.alive and e.room == room]


_FIELDS = tuple(f.name for f in attrs.fields(GameState) if f.name not in ("_legal", "_live"))
_FIELDS_SET = frozenset(_FIELDS)


_NEW = object.__new__
_SET = object.__setattr__
_DECK_INDEX = {CardKind.OMEN: 0, CardKind.ITEM: 1, CardKind.EVENT: 2}
DECK_KINDS = (CardKind.OMEN, CardKind.ITEM, CardKind.EVENT)
