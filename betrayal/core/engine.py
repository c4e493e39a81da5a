"""The engine: who acts, what is legal, and how an action changes the state.

This module only dispatches; each rule lives in a module of :mod:`betrayal.core.rules`.
Every input, a player's choice or a chance outcome, goes through :func:`apply`, which
checks it against :func:`legal_actions` first, so an illegal input never reaches a rule.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from betrayal.content.model import Side
from betrayal.core import dice, rng
from betrayal.core.actions import ACCEPT, DECLINE, END_TURN, UNMASK, Action, Kind, act
from betrayal.core.budget import Budget
from betrayal.core.explain import refusal, refusal_code
from betrayal.core.frames import (
    AUTOMATIC,
    Continue,
    DamageKindChoice,
    DealTraitor,
    DrawCard,
    DrawRoom,
    DrawRoomFor,
    EventChoice,
    EventSymbolChoice,
    Loop,
    MoveRoom,
    PlaceDamage,
    PlaceRoom,
    PlaceRoomAnywhere,
    RandomPick,
    RollDice,
    RollPurpose,
    RunScript,
    ScriptChoice,
    StealChoice,
    Then,
    TradeOffer,
    WallChoice,
)
from betrayal.core.records import evolve
from betrayal.core.rules import (
    cards,
    combat,
    damage,
    exploration,
    haunt,
    monster_holds,
    monster_turn,
    movement,
    token_items,
    turns,
)
from betrayal.core.rules.card_rolls import CARD_ROLLS
from betrayal.core.rules.haunt_roll import resolve_haunt_roll
from betrayal.core.state import CHANCE, TERMINAL, UNDER, GameState, Phase
from betrayal.core.traits import Trait
from betrayal.errors import IllegalAction

_DIE_OUTCOMES = tuple(act(Kind.DIE, v) for v in dice.OUTCOMES)


def current_player(state: GameState) -> int:
    if state.frames:
        frame = state.frames[-1]
        if isinstance(
            frame, DrawRoom | DrawRoomFor | DrawCard | RollDice | DealTraitor | RandomPick
        ):
            return CHANCE
        if isinstance(frame, PlaceRoom | PlaceRoomAnywhere | MoveRoom | PlaceDamage | WallChoice):
            return frame.explorer
        if isinstance(frame, ScriptChoice):
            return frame.player
        if isinstance(frame, TradeOffer):
            return frame.receiver
        if isinstance(frame, StealChoice):
            return frame.attacker
        if isinstance(frame, EventChoice | EventSymbolChoice | DamageKindChoice):
            return frame.player
        raise AssertionError(f"automatic frame {type(frame).__name__} left on top")
    if state.phase is Phase.OVER:
        return TERMINAL
    if state.phase is Phase.HAUNT and state.haunt_script is None:
        # A haunt with no script for it: play stops at the reveal, with the haunt and the
        # traitor known.
        return TERMINAL
    if state.turn.monsters:
        # A haunt's rule may put some monsters under another player's command.
        return monster_turn.mover(state)
    return state.turn.player


def legal_actions(state: GameState) -> tuple[Action, ...]:
    if state.frames:
        return _frame_actions(state)
    if current_player(state) == TERMINAL:
        return ()
    if state.turn.monsters:
        # The haunt's monster-turn actions (a special attack, say) come with the moves,
        # for the player who moves the monsters acting now: the player of the monster
        # turn, or whoever a rule puts in command of them (a hero sending the monsters
        # they rule against their old masters).
        offered = state.game.scripts.actions(state, monster_turn.mover(state))
        return (*monster_turn.actions(state), *offered)
    if state.turn.over:
        return (END_TURN,)
    if state.turn.player in state.bound or monster_holds.holder(state, state.turn.player):
        # Pinned down (buried, caught): only what a script offers, such as a try to get free.
        offered = state.game.scripts.actions(state, state.turn.player)
        return (*offered, END_TURN)
    found: list[Action] = []
    lured = False
    if movement.can_move(state):
        moves = [*movement.door_moves(state), *movement.link_moves(state)]
        if state.turn.lured_to is not None:
            # Dragged toward a room: only steps nearer, and the turn cannot end before
            # the explorer takes them.
            moves = movement.lured_moves(state, moves)
            lured = bool(moves)
        found.extend(moves)
    found.extend(cards.card_actions(state))
    found.extend(token_items.token_item_actions(state))
    found.extend(cards.loot_actions(state))
    found.extend(combat.attack_actions(state))
    if state.traitor_hidden and state.traitor == state.turn.player and _may_unmask(state):
        found.append(UNMASK)
    found.extend(state.game.scripts.actions(state, state.turn.player))
    if not lured:
        found.append(END_TURN)
    return tuple(found)


def _may_unmask(state: GameState) -> bool:
    """Whether the hidden traitor may show themselves now (some haunts forbid it)."""
    who = (("who", state.turn.player),)
    return not state.game.scripts.static_amounts(state, "stays_hidden", who)


def _frame_actions(state: GameState) -> tuple[Action, ...]:
    frame = state.frames[-1]
    if isinstance(frame, RollDice):
        return _DIE_OUTCOMES
    if isinstance(frame, DrawRoom | DrawRoomFor):
        top = state.room_top
        if top is not None and top[0] in state.room_stack:
            return _outcomes(Kind.ROOM, (top[0],))  # someone looked: it is the next tile
        return _outcomes(Kind.ROOM, state.room_stack)
    if isinstance(frame, PlaceRoomAnywhere):
        return exploration.anywhere_options(state, frame)
    if isinstance(frame, MoveRoom):
        return exploration.move_options(state, frame)
    if isinstance(frame, WallChoice):
        return exploration.wall_options(frame)
    if isinstance(frame, DealTraitor):
        return tuple(act(Kind.DEAL, seat) for seat in range(state.players))
    if isinstance(frame, RandomPick):
        return tuple(act(Kind.PICK, label) for label in frame.labels)
    if isinstance(frame, DrawCard):
        deck = state.deck(frame.kind)
        # A card put on top of its deck is the one drawn next; those put at its bottom
        # come only once the rest are gone, the first put under first.
        on_top = [card for card, seat in state.deck_tops if card in deck and seat != UNDER]
        if on_top:
            return _outcomes(Kind.CARD, (on_top[0],))
        under = [card for card, seat in state.deck_tops if card in deck and seat == UNDER]
        if under:
            rest = tuple(card for card in deck if card not in under)
            return _outcomes(Kind.CARD, rest or (under[0],))
        return _outcomes(Kind.CARD, deck)
    if isinstance(frame, PlaceRoom):
        return exploration.placement_options(state, frame)
    if isinstance(frame, PlaceDamage):
        return tuple(act(Kind.DAMAGE, t.value) for t in damage.placeable_traits(state, frame))
    if isinstance(frame, ScriptChoice):
        return tuple(act(Kind.CHOOSE, label) for label in frame.labels)
    if isinstance(frame, StealChoice):
        return combat.steal_actions(frame)
    return (ACCEPT, DECLINE)


@functools.lru_cache(maxsize=512)
def _outcomes(kind: Kind, names: tuple[str, ...]) -> tuple[Action, ...]:
    # A stack or deck tuple is shared by many successive states; build its outcomes once.
    # Every draw leaves a new, shorter tuple, so the outcome of each name is kept too.
    known = _ONE_NAME[kind]
    found = []
    for name in names:
        outcome = known.get(name)
        if outcome is None:
            outcome = known[name] = Action(kind, (name,))
        found.append(outcome)
    return tuple(found)


_ONE_NAME: dict[Kind, dict[str, Action]] = {Kind.ROOM: {}, Kind.CARD: {}}


def chance_outcomes(state: GameState) -> tuple[tuple[Action, float], ...]:
    if current_player(state) != CHANCE:
        return ()
    outcomes = legal_actions(state)
    # Every chance node in this game is uniform: a fair die face, or any card or tile left.
    p = 1.0 / len(outcomes)
    return tuple((o, p) for o in outcomes)


def sample_chance(state: GameState) -> Action:
    if current_player(state) != CHANCE:
        raise IllegalAction("not-chance", "this is not a chance node")
    outcomes = state.legal_actions()
    _, index = rng.below(state.rng, len(outcomes))
    return outcomes[index]


def apply(state: GameState, action: Action | str) -> GameState:
    if isinstance(action, str):
        try:
            action = Action.parse(action)
        except ValueError as e:
            raise IllegalAction("unknown-action", str(e), action) from None
    elif not isinstance(action, Action):
        problem = f"an action is an Action or its string, not {type(action).__name__}"
        raise IllegalAction("unknown-action", problem, action)
    if action not in state.legal_actions():
        raise IllegalAction(refusal_code(state, action), refusal(state, action), action)
    new = _HANDLERS[action.kind](state, action)
    if new.frames and isinstance(new.frames[-1], AUTOMATIC):
        new = settle(new)
    new = _complete_rolls(new)
    if new.phase is Phase.HAUNT and new.haunt_script is not None:
        new = _after_haunt_step(new)
    # Every chance outcome advances the generator by one draw, whichever outcome it was,
    # so a replayed log and a sampled game walk the same stream.
    generator = rng.advance(state.rng) if action.is_chance else new.rng
    history = state.history.append(action)
    if new is state:
        return state.evolve(rng=generator, history=history)
    # A state made during this step is seen by nobody else yet: finish it in place
    # rather than copy it once more. Its caches start empty, as a copy's would: callers
    # copy states with attrs.evolve too, which carries them over.
    fields = new.__dict__
    fields["rng"] = generator
    fields["history"] = history
    fields["_legal"] = None
    fields["_live"] = None
    return new


# ----- settling: the automatic frames after an action ----------------------------------------


def settle(state: GameState) -> GameState:
    """Run the automatic frames on top of the stack (the scripts' steps and loops, the
    engine's own continuations) until a player must choose, a die must fall or a card be
    drawn, or nothing is left. A resolution that runs too long or does too much is
    refused (:mod:`betrayal.core.budget`): a script can never hang the engine."""
    budget = Budget()
    scripts = state.game.scripts
    while state.frames and isinstance(state.frames[-1], AUTOMATIC):
        frame = state.frames[-1]
        if isinstance(frame, RunScript | Loop):
            budget.step(frame.ctx.script)
            state = scripts.step(state, frame, budget)
        else:
            assert isinstance(frame, Continue)
            budget.step("engine")
            state = _continue(state.evolve(frames=state.frames[:-1]), frame)
        if state.phase is Phase.OVER:
            return state.evolve(frames=())
    return state


def _resume(state: GameState, value: object) -> GameState:
    """A roll or a choice a script waited for is made: the script frame on top gets it."""
    return state.game.scripts.resume(state, value)


def run_pending(state: GameState) -> GameState:
    """Run the automatic frames on top of a state built by hand (tests, scenarios)."""
    if state.frames and isinstance(state.frames[-1], AUTOMATIC):
        state = settle(state)
    return state.evolve(_legal=None)


def _after_haunt_step(state: GameState) -> GameState:
    """After a resolved step of the haunt: has a side won? Is a dead explorer's turn over?"""
    state = haunt.check_victory(state)
    if (
        state.phase is Phase.HAUNT
        and state.turn.monsters
        and not state.frames
        and not monster_turn.acting(state)
    ):
        # A rule took the last monster still to act off the board (or it finished
        # otherwise than by its own last act): the monster turn is over.
        state = monster_turn.finish_monster_turn(state)
        if state.frames and isinstance(state.frames[-1], AUTOMATIC):
            state = settle(state)
        state = haunt.check_victory(state)
    steps = 0
    while (
        state.phase is Phase.HAUNT
        and not state.frames
        and not state.turn.monsters
        and not state.explorers[state.turn.player].alive
    ):
        # A dead explorer takes no more turns (the traitor's monsters still do).
        state = haunt.pass_turn(state)
        if state.frames and isinstance(state.frames[-1], AUTOMATIC):
            state = settle(state)
        state = haunt.check_victory(state)
        steps += 1
        if steps > state.players + 1:
            break
    return state


# ----- the handlers, one per kind of action --------------------------------------------------


def _move(state: GameState, action: Action) -> GameState:
    return movement.move_through_door(state, Side(action.args[0]))


def _take(state: GameState, action: Action) -> GameState:
    return movement.take_link(state, action.args[0])


def _rotate(state: GameState, action: Action) -> GameState:
    return exploration.place_room(state, int(action.args[0]))


def _damage(state: GameState, action: Action) -> GameState:
    return damage.place_point(state, Trait(action.args[0]))


def _drop(state: GameState, action: Action) -> GameState:
    if not state.game.content.has_card(action.args[0]):
        return token_items.drop_item_token(state, action.args[0])
    return cards.drop(state, action.args[0])


def _pick_up(state: GameState, action: Action) -> GameState:
    if not state.game.content.has_card(action.args[0]):
        return token_items.pick_up_item_token(state, action.args[0])
    return cards.pick_up(state, action.args[0])


def _trade(state: GameState, action: Action) -> GameState:
    return cards.offer(state, action.args[0], int(action.args[1]))


def _accept(state: GameState, action: Action) -> GameState:
    if isinstance(state.frames[-1], DamageKindChoice):
        return damage.damage_kind_answer(state, taken_instead=True)
    if isinstance(state.frames[-1], EventChoice):
        return cards.event_answer(state, affected=True)
    if isinstance(state.frames[-1], EventSymbolChoice):
        return cards.event_symbol_answer(state, draw=True)
    return cards.answer(state, accepted=True)


def _decline(state: GameState, action: Action) -> GameState:
    if isinstance(state.frames[-1], DamageKindChoice):
        return damage.damage_kind_answer(state, taken_instead=False)
    if isinstance(state.frames[-1], EventChoice):
        return cards.event_answer(state, affected=False)
    if isinstance(state.frames[-1], EventSymbolChoice):
        return cards.event_symbol_answer(state, draw=False)
    return cards.answer(state, accepted=False)


def _end(state: GameState, action: Action) -> GameState:
    return turns.end_turn(state)


def _die(state: GameState, action: Action) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    frame = evolve(frame, faces=(*frame.faces, int(action.args[0])))
    if not frame.done:
        return state.evolve(frames=(*state.frames[:-1], frame))
    return _roll_landed(state.evolve(frames=(*state.frames[:-1], frame)), frame)


def _roll_landed(state: GameState, frame: RollDice) -> GameState:
    """A roll (on top of the stack) is complete: an explorer's roll that cards may change
    (a script's, damage dice, the haunt roll) gives the holders of cards their one chance
    to act on the dice; then the roll is used."""
    if frame.purpose in CARD_ROLLS and frame.explorer >= 0 and not frame.looked:
        frame = evolve(frame, looked=True)
        waiting = state.evolve(
            frames=(*state.frames[:-1], frame, Continue(Then.FINISH_ROLL, frame.explorer))
        )
        scripts = state.game.scripts
        fired = waiting
        if frame.trait is not None:
            fired = scripts.fire(fired, "rolled", (frame.explorer, frame.trait))
        fired = scripts.fire(fired, "rolled_any", (frame.explorer,))
        if fired is not waiting:
            return fired
        state = waiting.evolve(frames=waiting.frames[:-1])
    return _use_roll(state.evolve(frames=state.frames[:-1]), frame)


def _use_roll(state: GameState, frame: RollDice) -> GameState:
    """A finished roll, already off the stack, goes to the rule that asked for it."""
    if frame.purpose is RollPurpose.SCRIPT:
        return _resume(state, frame.value)
    if frame.purpose is RollPurpose.HAUNT:
        return resolve_haunt_roll(state, frame)
    if frame.purpose in (RollPurpose.ATTACK, RollPurpose.DEFEND):
        again = combat.reroll_blanks(state, frame)
        if again is not None:
            return again
        return combat.rolled(state, frame.purpose, frame.total)
    if frame.purpose is RollPurpose.MONSTER_SPEED:
        assert frame.subject is not None
        return monster_turn.speed_rolled(state, frame.subject, frame.total)
    assert frame.damage is not None
    return damage.take_damage(state, frame.explorer, frame.damage, frame.total)


def _finish_roll(state: GameState) -> GameState:
    """After the cards' turn on a roll: finish it, unless a die was taken back to reroll."""
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    if not frame.done:
        return state
    return _use_roll(state.evolve(frames=state.frames[:-1]), frame)


def _complete_rolls(state: GameState) -> GameState:
    """A roll that needs no more dice (a result named, say) finishes on its own."""
    while (
        state.frames
        and isinstance(state.frames[-1], RollDice)
        and state.frames[-1].purpose in CARD_ROLLS
        and state.frames[-1].done
    ):
        state = _roll_landed(state, state.frames[-1])
        if state.frames and isinstance(state.frames[-1], AUTOMATIC):
            state = settle(state)
    return state


def _use(state: GameState, action: Action) -> GameState:
    return state.game.scripts.start_action(state, action, current_player(state))


def _choose(state: GameState, action: Action) -> GameState:
    """A player's answer to a script's question, or chance's pick: the script goes on."""
    frame = state.frames[-1]
    if isinstance(frame, WallChoice):
        return exploration.through_wall(state, action.args[0])
    assert isinstance(frame, ScriptChoice | RandomPick)
    value = frame.options[frame.labels.index(action.args[0])]
    return _resume(state.evolve(frames=state.frames[:-1]), value)


def _continue(state: GameState, frame: Continue) -> GameState:
    """The engine's own step that waited for triggered scripts to run first."""
    if frame.what is Then.MOVE:
        if frame.cancelled:
            return state
        return movement.step_through_door(state, frame.player, Side(frame.args[0]))
    if frame.what is Then.TAKE:
        if frame.cancelled:
            return state
        return movement.step_along_link(state, frame.player, frame.args[0])
    if frame.what is Then.START_HAUNT:
        return haunt.first_turn(state)
    if frame.what is Then.FINISH_ROLL:
        return _finish_roll(state)
    if frame.what is Then.ATTACK:
        return combat.attack_after_weapon_rules(state, frame)
    if frame.what is Then.DECLARED:
        return combat.attack_after_declared(state, frame)
    if frame.what is Then.DISCOVER:
        return exploration.discover_after_rules(state, frame)
    if frame.what is Then.MONSTER_BEATEN:
        return combat.after_monster_beaten(state, frame)
    if frame.what is Then.FIGHT_DAMAGE:
        return combat.damage_after_monster_rules(state, frame)
    if frame.what is Then.MONSTERS:
        return monster_turn.begin_acting(state)
    if frame.what is Then.END_MONSTERS:
        return monster_turn.end_of_monster_turn(state)
    return turns.finish_turn(state)


def _attack(state: GameState, action: Action) -> GameState:
    return combat.explorer_attacks(state, action)


def _steal(state: GameState, action: Action) -> GameState:
    return combat.answer_steal(state, action)


def _loot(state: GameState, action: Action) -> GameState:
    return cards.loot(state, int(action.args[0]), action.args[1])


def _deal(state: GameState, action: Action) -> GameState:
    return haunt.dealt(state.evolve(frames=state.frames[:-1]), int(action.args[0]))


def _unmask(state: GameState, action: Action) -> GameState:
    return haunt.unmask(state)


def _monster(state: GameState, action: Action) -> GameState:
    return monster_turn.apply_action(state, action)


def _room(state: GameState, action: Action) -> GameState:
    if isinstance(state.frames[-1], DrawRoomFor):
        return exploration.draw_room_for(state, action.args[0])
    return exploration.draw_room(state, action.args[0])


def _place(state: GameState, action: Action) -> GameState:
    x, y, rotation = (int(a) for a in action.args)
    if isinstance(state.frames[-1], MoveRoom):
        return exploration.move_room(state, x, y, rotation)
    return exploration.place_room_anywhere(state, x, y, rotation)


def _card(state: GameState, action: Action) -> GameState:
    return cards.draw_card(state, action.args[0])


_HANDLERS: dict[Kind, Callable[[GameState, Action], GameState]] = {
    Kind.MOVE: _move,
    Kind.TAKE: _take,
    Kind.ROTATE: _rotate,
    Kind.PLACE: _place,
    Kind.DAMAGE: _damage,
    Kind.DROP: _drop,
    Kind.PICK_UP: _pick_up,
    Kind.TRADE: _trade,
    Kind.ACCEPT: _accept,
    Kind.DECLINE: _decline,
    Kind.END_TURN: _end,
    Kind.ATTACK: _attack,
    Kind.STEAL: _steal,
    Kind.HURT: _steal,
    Kind.MONSTER: _monster,
    Kind.DEAL: _deal,
    Kind.LOOT: _loot,
    Kind.PICK: _choose,
    Kind.UNMASK: _unmask,
    Kind.USE: _use,
    Kind.CHOOSE: _choose,
    Kind.DIE: _die,
    Kind.ROOM: _room,
    Kind.CARD: _card,
}
