"""The compiled scripts of a game, and how the engine calls on them.

:class:`ScriptSet` is the rule language's side of
:class:`betrayal.core.scripted.ScriptedRules`: the engine knows nothing of the language
and asks this object to fire an event, to sum standing rules, to list and start the
script actions open to a player, to run a script frame, to read what a script declares
and to check a haunt's goals. Which scripts are live follows the board: a room's rules
once the room is placed, a card's rules while someone holds it, an event's lasting rules
while its token lies in a room or someone keeps it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager

import attrs

from betrayal.content.model import TraitorRule
from betrayal.core.actions import Action, Kind, act
from betrayal.core.budget import Budget
from betrayal.core.declared import MonsterKind, Weapon
from betrayal.core.frames import Ctx, Loop, RunScript
from betrayal.core.records import evolve
from betrayal.core.state import GameState
from betrayal.errors import ScriptError
from betrayal.script import interpreter, ir, secrets
from betrayal.script.ast import DeclKind
from betrayal.script.english import render_side
from betrayal.script.interpreter import Compiled, evaluate, label_of
from betrayal.script.program import Program
from betrayal.script.statics import static_key
from betrayal.script.triggers import HAUNT_HEARS_ANY_CARD


@attrs.frozen
class Listener:
    program: Program
    index: int
    trigger: ir.TriggerIR
    # Where the condition begins by comparing one of the event's values with the room
    # or card the rules belong to (``where r == this and ...``), that value's place: a
    # copy of the rules for another room cannot answer, and is passed over unasked.
    about: int | None = None


def _about(trigger: ir.TriggerIR) -> int | None:
    """The place among the event's values of the name a trigger's condition first
    compares with ``this``, if its condition begins so (see Listener.about)."""
    first = trigger.where
    while isinstance(first, ir.Binary) and first.op is ir.Op.AND:
        first = first.left  # ``a and b`` asks ``a`` first, and is false when ``a`` is
    if not isinstance(first, ir.Binary) or first.op is not ir.Op.EQ:
        return None
    sides = (first.left, first.right)
    names = [e.name for e in sides if isinstance(e, ir.Local)]
    if len(names) != 1 or not any(isinstance(e, ir.Builtin) and e.name == "this" for e in sides):
        return None
    if trigger.binds.count(names[0]) != 1:
        return None
    return trigger.binds.index(names[0])


Copies = list[tuple[int | None, str]]


class LiveScripts(dict[str, Copies]):
    """Each live program's copies, by program key, with what follows from that alone.

    Many successive states share one of these (see :meth:`ScriptSet.live`), so the
    listeners of an event, the live copies of a static and the programs offering actions
    are sorted out once per set of live scripts instead of once per question.
    """

    __slots__ = (
        "acting",
        "explorers",
        "hands",
        "haunt_script",
        "heard",
        "house",
        "reveal",
        "statics",
        "tokens",
    )

    def __init__(self, state: GameState) -> None:
        super().__init__()
        # The parts of the state this was worked out from.
        self.house = state.house
        self.tokens = state.tokens
        self.haunt_script = state.haunt_script
        self.reveal = state.reveal
        self.explorers = state.explorers
        self.hands = tuple(e.cards for e in state.explorers)
        self.heard: dict[str, list[Listener]] = {}
        self.statics: dict[str, list[tuple[Program, ir.StaticIR, Copies]]] = {}
        self.acting: list[str] | None = None


class ScriptSet:
    def __init__(self, programs: Sequence[Program]) -> None:
        self._programs = {p.key: p for p in programs}
        self._by_card: dict[str, Program] = {}
        self._by_room: dict[str, Program] = {}
        self._listeners: dict[str, list[Listener]] = {}
        for p in programs:
            if p.kind is DeclKind.ROOM:
                self._by_room[p.ident] = p
            elif p.kind is not DeclKind.HAUNT:
                self._by_card[p.ident] = p
            for i, t in enumerate(p.triggers):
                self._listeners.setdefault(t.event, []).append(Listener(p, i, t, _about(t)))
        self._with_actions = tuple(p for p in programs if p.actions)
        # Indexes that let an event or a turn look only at the programs in play (a few
        # rooms and cards, one haunt) rather than at every script the game knows. The
        # program's place in the set keeps the order the rules run in.
        self._order = {p.key: i for i, p in enumerate(programs)}
        self._heard: dict[str, dict[str, list[Listener]]] = {}
        self._card_heard: dict[tuple[str, str], list[Listener]] = {}
        for event, found in self._listeners.items():
            for listener in found:
                key = listener.program.key
                self._heard.setdefault(event, {}).setdefault(key, []).append(listener)
                ident = (event, listener.program.ident)
                self._card_heard.setdefault(ident, []).append(listener)
        self._acting = {p.key for p in self._with_actions}
        self._last_live: LiveScripts | None = None
        self._statics: dict[str, list[tuple[Program, ir.StaticIR]]] = {}
        for p in programs:
            for static in p.statics:
                key = static_key(static.name, static.mode)
                self._statics.setdefault(key, []).append((p, static))
        self._on_fire: Callable[[str, int], None] | None = None
        # Each expression's closure, by the expression's id (see interpreter.evaluate).
        self.compiled: dict[int, tuple[ir.Expr, Compiled]] = {}
        # Each statement's work, by the statement's id (see interpreter.statement_cost).
        self.costs: dict[int, tuple[ir.Stmt, int]] = {}

    def observed(self, on_fire: Callable[[str, int], None]) -> ScriptSet:
        """A copy of this set that reports each trigger it queues as (program key, index).

        For tools that measure play (``betrayal simulate``); the game's rules are unchanged.
        """
        copy = ScriptSet(tuple(self._programs.values()))
        copy._on_fire = on_fire
        copy.compiled = self.compiled
        copy.costs = self.costs
        return copy

    @contextmanager
    def unobserved(self) -> Iterator[None]:
        """While this lasts, triggers go unreported: an agent trying moves on copies of the
        game is not play, and must not count as a trigger having fired."""
        saved, self._on_fire = self._on_fire, None
        try:
            yield
        finally:
            self._on_fire = saved

    def __len__(self) -> int:
        return len(self._programs)

    def programs(self) -> tuple[Program, ...]:
        return tuple(self._programs.values())

    def program(self, key: str) -> Program:
        return self._programs[key]

    def has(self, key: str) -> bool:
        return key in self._programs

    def for_card(self, card: str) -> Program | None:
        return self._by_card.get(card)

    def for_room(self, room: str) -> Program | None:
        return self._by_room.get(room)

    # ----- what the scripts declare, for the engine's own rules -------------------------------

    def has_rules(self, card: str) -> bool:
        return card in self._by_card

    def weapon(self, card: str) -> Weapon | None:
        program = self._by_card.get(card)
        return None if program is None else program.weapon

    def monster_kinds(self, haunt: str) -> tuple[MonsterKind, ...]:
        return self._programs[haunt].monsters

    def traitor_rule(self, haunt: str) -> TraitorRule | None:
        return self._programs[haunt].traitor_rule

    def rules_text(self, haunt: str, side: str) -> list[str]:
        return render_side(self._programs[haunt], side)

    def hidden_from(
        self, state: GameState, seat: int
    ) -> tuple[frozenset[str], frozenset[str]] | None:
        if not secrets.has_secrets(state):
            return None
        return secrets.hidden_variables(state, seat), secrets.hidden_tokens(state, seat)

    # ----- running scripts ---------------------------------------------------------------------

    def step(self, state: GameState, frame: RunScript | Loop, budget: Budget) -> GameState:
        return interpreter.step(state, frame, budget)

    def resume(self, state: GameState, value: object) -> GameState:
        return interpreter.resume_with(state, value)

    # ----- the haunt ---------------------------------------------------------------------------

    def start_haunt(self, state: GameState, haunt: str, actor: int) -> GameState:
        program = self._programs[haunt]
        if program.setup is None:
            return state
        ctx = Ctx(haunt, actor, None, program.ident)
        return state.evolve(frames=(*state.frames, RunScript(ctx, program.setup)))

    def goal_met(self, state: GameState, actor: int, sides: Collection[str]) -> str | None:
        assert state.haunt_script is not None
        program = self._programs[state.haunt_script]
        ctx = Ctx(program.key, actor, None, program.ident)
        for side, condition in program.wins:
            if side in sides and evaluate(state, ctx, (), condition):
                return side
        return None

    # ----- which scripts are live ------------------------------------------------------------

    def _instances(self, state: GameState, program: Program) -> Copies:
        """(holder, this) for each live copy of a program's rules."""
        return self.live(state).get(program.key, [])

    def live(self, state: GameState) -> LiveScripts:
        """Every live program's copies, worked out once per state."""
        # Only this method fills the state's cache, always with one of these.
        found: LiveScripts | None = state._live  # type: ignore[assignment]
        if found is None:
            # What is live depends only on these parts, which most steps leave as they
            # were (the very same objects; an explorer who moves keeps the same hand):
            # reuse the last answer when they are.
            last = self._last_live
            explorers = state.explorers
            if (
                last is not None
                and last.house is state.house
                and last.tokens is state.tokens
                and last.haunt_script is state.haunt_script
                and last.reveal is state.reveal
                and (
                    last.explorers is explorers
                    or (
                        len(last.hands) == len(explorers)
                        and all(a is e.cards for a, e in zip(last.hands, explorers, strict=True))
                    )
                )
            ):
                found = last
                found.explorers = explorers  # the next state likely has these very ones
            else:
                found = self._live(state)
                self._last_live = found
            object.__setattr__(state, "_live", found)
        return found

    def _live(self, state: GameState) -> LiveScripts:
        live = LiveScripts(state)
        for tile in state.house.tiles:
            program = self._by_room.get(tile.room)
            if program is not None:
                live[program.key] = [(None, tile.room)]
        for seat, e in enumerate(state.explorers):
            for card in e.cards:
                program = self._by_card.get(card)
                if program is not None:
                    live.setdefault(program.key, []).append((seat, card))
        for token, _ in state.tokens:
            key = token.rsplit(":", 1)[0]
            program = self._programs.get(key)
            # A card's tokens keep its rules in play where they lie (an event's Closet, a
            # Music Box left playing on the floor).
            if program is not None and program.kind is not DeclKind.HAUNT:
                copies = live.setdefault(key, [])
                if (None, program.ident) not in copies:
                    copies.append((None, program.ident))
        if state.haunt_script is not None and state.reveal is not None:
            live[state.haunt_script] = [(None, str(state.reveal.haunt))]
        return live

    # ----- events ------------------------------------------------------------------------------

    def fire(
        self, state: GameState, event: str, values: tuple[object, ...], card: str | None = None
    ) -> GameState:
        """Queue every live trigger for ``event`` whose condition holds.

        With ``card``, that card's own script hears the event (drawing, gaining and
        losing a card concern that card alone), and for gaining and losing the running
        haunt's script too, told which card it was. Triggers run in a fixed order: by
        program, then by their place in the script.
        """
        heard = self._heard.get(event)
        if not heard:
            return state
        live: dict[str, Copies] = {}
        listeners: list[Listener] | None
        if card is not None:
            listeners = self._card_heard.get((event, card), [])
            if event in HAUNT_HEARS_ANY_CARD:
                # The card comes second, before anything else the event tells.
                values = (*values[:1], card, *values[1:])
                haunt = state.haunt_script
                if haunt is not None and haunt in heard:
                    live = self.live(state)
                    listeners = [*listeners, *heard[haunt]]
        else:
            live = found = self.live(state)
            listeners = self._live_listeners(found, event, heard)
        if not listeners:
            return state
        actor = values[0] if values and isinstance(values[0], int) else None
        runs: list[RunScript] = []
        flags = state.flags
        for listener in listeners:
            program = listener.program
            own = card is not None and program.kind is not DeclKind.HAUNT
            if own and program.ident != card:
                continue
            if not own and program.key not in live:
                continue
            trigger = listener.trigger
            about = listener.about
            if about is not None and about >= len(values):
                about = None  # the name is unbound: asking the condition says so
            if own and card is not None:
                # A card's own events (drawn, gained, lost) concern the explorer they name,
                # whoever holds the card by now: a card traded away is lost by the giver.
                holder = actor if program.kind is not DeclKind.EVENT else None
                if program.kind is DeclKind.EVENT and actor is not None:
                    holder = actor if card in state.explorers[actor].cards else None
                instances = [(holder, card)]
            else:
                instances = list(live[program.key])
            for holder, this in instances:
                if about is not None and values[about] != this:
                    continue  # the condition's first test fails: it is about another room
                who = actor if actor is not None else holder
                if who is None and (program.kind is DeclKind.HAUNT or holder is None):
                    # An event that names no explorer (a monster moving): the haunt's
                    # rules, and those of a card nobody holds (a Music Box playing on the
                    # floor), run for the player whose turn it is.
                    who = state.turn.player
                if who is None:
                    continue
                if program.kind is DeclKind.ROOM and self.static_amounts(
                    state, "silence", (("room", program.ident), ("user", who)), mode="room"
                ):
                    continue  # a haunt keeps this room's rules off this explorer
                ctx = Ctx(program.key, who, holder, this)
                env = tuple(zip(trigger.binds, values, strict=False))
                if trigger.where is not None and not evaluate(state, ctx, env, trigger.where):
                    continue
                if trigger.once_per_game:
                    flag = f"{program.key}#{listener.index}@{who}"
                    if flag in flags:
                        continue
                    flags = flags | {flag}
                runs.append(RunScript(ctx, trigger.block, env=env))
                if self._on_fire is not None:
                    self._on_fire(program.key, listener.index)
        if not runs:
            return state
        # The first trigger must run first, so it goes on top of the stack.
        return state.evolve(flags=flags, frames=(*state.frames, *reversed(runs)))

    def hears(self, state: GameState, event: str) -> bool:
        """Whether a script in play has a trigger for ``event`` (whatever its condition):
        when none has, a rule need not prepare for triggers to run first."""
        heard = self._heard.get(event)
        if not heard:
            return False
        return bool(self._live_listeners(self.live(state), event, heard))

    def _live_listeners(
        self, live: LiveScripts, event: str, heard: dict[str, list[Listener]]
    ) -> list[Listener]:
        """The live programs' triggers for ``event``, in the order the rules run them."""
        listeners = live.heard.get(event)
        if listeners is None:
            keys = sorted((k for k in live if k in heard), key=self._order.__getitem__)
            listeners = [listener for k in keys for listener in heard[k]]
            live.heard[event] = listeners
        return listeners

    def side_hears(
        self, state: GameState, side: str, event: str, values: tuple[object, ...]
    ) -> bool:
        """Whether a live haunt rule written on ``side``'s page would run for ``event`` with
        these values (the first naming the explorer it concerns), nothing being changed:
        for a player weighing a move whose outcome their side's rules single out."""
        for key, listeners in self._heard.get(event, {}).items():
            program = self._programs[key]
            if program.kind is not DeclKind.HAUNT or key != state.haunt_script:
                continue
            who = values[0] if values and isinstance(values[0], int) else state.turn.player
            for listener in listeners:
                trigger = listener.trigger
                if trigger.side != side:
                    continue
                env = tuple(zip(trigger.binds, values, strict=False))
                for holder, this in self._instances(state, program):
                    ctx = Ctx(program.key, who, holder, this)
                    if trigger.where is None or evaluate(state, ctx, env, trigger.where):
                        return True
        return False

    # ----- statics -----------------------------------------------------------------------------

    def static_amounts(
        self,
        state: GameState,
        name: str,
        binds: tuple[tuple[str, object], ...],
        mode: str | None = None,
    ) -> list[int]:
        """The amounts of every live static ``name`` (in a family, of that ``mode``; None:
        its default) whose condition holds for ``binds``."""
        found = self.static_values(state, name, binds, mode)
        amounts = [amount for amount in found if isinstance(amount, int)]
        assert len(amounts) == len(found), f"static {name} gave a value that is not a number"
        return amounts

    def static_values(
        self,
        state: GameState,
        name: str,
        binds: tuple[tuple[str, object], ...],
        mode: str | None = None,
    ) -> list[object]:
        """The values of every live static ``name`` (in a family, of that ``mode``) whose
        condition holds for ``binds`` (a number for most statics, a trait for some)."""
        found: list[object] = []
        key = static_key(name, mode)
        statics = self._statics.get(key)
        if not statics:
            return found
        live = self.live(state)
        entries = live.statics.get(key)
        if entries is None:
            entries = [(p, static, live[p.key]) for p, static in statics if p.key in live]
            live.statics[key] = entries
        for program, static, copies in entries:
            for holder, this in copies:
                actor = holder if holder is not None else 0
                ctx = Ctx(program.key, actor, holder, this)
                if evaluate(state, ctx, binds, static.when):
                    found.append(evaluate(state, ctx, binds, static.amount))
        return found

    # ----- actions -----------------------------------------------------------------------------

    def actions(self, state: GameState, player: int) -> list[Action]:
        """Script actions open to ``player`` now, each with its choices filled in."""
        found: list[Action] = []
        live = self.live(state)
        keys = live.acting
        if keys is None:
            keys = sorted((k for k in live if k in self._acting), key=self._order.__getitem__)
            live.acting = keys
        here = state.explorers[player].room
        for key in keys:
            program = self._programs[key]
            copies = live[key]
            if not copies:
                continue
            if program.kind in (DeclKind.ITEM, DeclKind.OMEN) and self.static_amounts(
                state, "silence", (("card", program.ident),), mode="card"
            ):
                continue  # a haunt has silenced this card's own actions
            in_room = program.kind is DeclKind.ROOM
            if in_room and self.static_amounts(
                state, "silence", (("room", program.ident), ("user", player)), mode="room"
            ):
                continue  # a haunt has stopped this room's own actions (for this player)
            for holder, this in copies:
                for action in program.actions:
                    if action.who is None and (
                        here != program.ident if in_room else holder != player
                    ):
                        continue  # not theirs to use (see _may): spare building the offer
                    found.extend(self._offers(state, program, action, player, holder, this))
        return found

    def haunt_actions(self, state: GameState, player: int) -> list[Action]:
        """The haunt's part of :meth:`actions`, in the same order, without working out any
        card's or room's offers (agents ask it of many imagined states)."""
        key = state.haunt_script
        if key is None or state.reveal is None:
            return []
        program = self._programs[key]
        this = str(state.reveal.haunt)
        found: list[Action] = []
        for action in program.actions:
            if action.who is None:
                continue  # a haunt's action with no `who` is nobody's (no one holds a haunt)
            found.extend(self._offers(state, program, action, player, None, this))
        return found

    def _offers(
        self,
        state: GameState,
        program: Program,
        action: ir.ActionIR,
        player: int,
        holder: int | None,
        this: str,
    ) -> Iterator[Action]:
        ctx = Ctx(program.key, player, holder, this)
        env: tuple[tuple[str, object], ...] = (("actor", player),)
        if not self._may(state, ctx, env, program, action, player, holder):
            return
        yield from self.offers_where(state, ctx, program, action)

    def offers_where(
        self, state: GameState, ctx: Ctx, program: Program, action: ir.ActionIR
    ) -> Iterator[Action]:
        """The offers of an action ``ctx.actor`` may use (its ``who`` and limit passed):
        none unless its ``where`` holds, else one per way of making its choices."""
        env: tuple[tuple[str, object], ...] = (("actor", ctx.actor),)
        if action.where is not None and not evaluate(state, ctx, env, action.where):
            return
        yield from self.offers_chosen(state, ctx, program, action)

    def offers_chosen(
        self, state: GameState, ctx: Ctx, program: Program, action: ir.ActionIR
    ) -> Iterator[Action]:
        """The offers of an action open to ``ctx.actor``: one per way of making its
        choices (one, when it has none)."""
        env: tuple[tuple[str, object], ...] = (("actor", ctx.actor),)
        for picks in self._choices(state, ctx, env, action.choices):
            labels = tuple(label_of(v) for _, v in picks)
            yield act(Kind.USE, program.key, action.name, *labels)

    def _may(
        self,
        state: GameState,
        ctx: Ctx,
        env: tuple[tuple[str, object], ...],
        program: Program,
        action: ir.ActionIR,
        player: int,
        holder: int | None,
    ) -> bool:
        if action.who is None:
            if program.kind is DeclKind.ROOM:
                allowed = state.explorers[player].room == program.ident
            else:
                allowed = holder == player
        else:
            who = evaluate(state, ctx, env, action.who)
            allowed = (
                player in who
                if isinstance(who, tuple)
                else (bool(who) if isinstance(who, bool) else who == player)
            )
        if not allowed:
            return False
        if not self.within_limit(state, program, action, player):
            return False
        if program.kind not in (DeclKind.ITEM, DeclKind.OMEN):
            return True
        # A card's use is that card's one act for the turn, and under the 3rd edition only
        # a card held since the turn began can be used.
        return program.ident not in state.turn.handled and state.turn.may_use(program.ident)

    def within_limit(
        self, state: GameState, program: Program, action: ir.ActionIR, player: int
    ) -> bool:
        """Whether the action's limit leaves ``player`` a use of it now (this reads only
        the turn and the game's flags)."""
        # The monster turn has its own actions, and only those.
        if (action.limit is ir.Limit.ONCE_PER_MONSTER_TURN) != state.turn.monsters:
            return False
        if action.limit is ir.Limit.NONE:
            return True
        key = self.use_key(program, action, player)
        if action.limit is ir.Limit.ONCE_PER_GAME:
            return key not in state.flags
        return key not in state.turn.handled  # once per turn, or per monster turn

    @staticmethod
    def use_key(program: Program, action: ir.ActionIR, player: int) -> str:
        return f"{program.key}#{action.name}@{player}"

    def _choices(
        self,
        state: GameState,
        ctx: Ctx,
        env: tuple[tuple[str, object], ...],
        choices: tuple[ir.ChoiceIR, ...],
    ) -> Iterator[tuple[tuple[str, object], ...]]:
        if not choices:
            yield ()
            return
        first, rest = choices[0], choices[1:]
        options = evaluate(state, ctx, env, first.source)
        assert isinstance(options, tuple)
        for option in dict.fromkeys(options):
            inner = (*env, (first.name, option))
            if first.where is not None and not evaluate(state, ctx, inner, first.where):
                continue
            for more in self._choices(state, ctx, inner, rest):
                yield ((first.name, option), *more)

    def start_action(
        self, state: GameState, action: Action, player: int | None = None
    ) -> GameState:
        """Run a script action chosen by ``player`` (already checked legal): the current
        player, who on the monster turn is whoever moves the monsters acting now."""
        key, name, *labels = action.args
        program = self._programs[key]
        chosen = program.action(name)
        assert chosen is not None
        if player is None:
            player = state.turn.player
        holder, this = next(
            (h, t)
            for h, t in self._instances(state, program)
            if any(o == action for o in self._offers(state, program, chosen, player, h, t))
        )
        ctx = Ctx(program.key, player, holder, this)
        env: list[tuple[str, object]] = [("actor", player)]
        base = tuple(env)
        for choice, label in zip(chosen.choices, labels, strict=True):
            options = evaluate(state, ctx, (*base, *env[1:]), choice.source)
            assert isinstance(options, tuple)
            value = next(o for o in options if label_of(o) == label)
            env.append((choice.name, value))
        use = self.use_key(program, chosen, player)
        handled = state.turn.handled | {use}
        if program.kind in (DeclKind.ITEM, DeclKind.OMEN):
            handled = handled | {program.ident}
        flags = state.flags | {use} if chosen.limit is ir.Limit.ONCE_PER_GAME else state.flags
        state = state.evolve(turn=evolve(state.turn, handled=handled), flags=flags)
        frame = RunScript(ctx, chosen.block, env=tuple(env))
        return state.evolve(frames=(*state.frames, frame))

    def describe(self, action: Action) -> str:
        key, name, *labels = action.args
        program = self._programs.get(key)
        if program is None:
            return f"{action} names no script"
        chosen = program.action(name)
        if chosen is None:
            return f"{program.title} has no action {name!r}"
        text = f"{chosen.label} ({program.title})"
        if labels:
            text += ": " + ", ".join(labels)
        return text


EMPTY = ScriptSet(())

__all__ = ["EMPTY", "ScriptError", "ScriptSet"]
