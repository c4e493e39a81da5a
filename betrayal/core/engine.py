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
from betrayal.core.frames import (
    AUTOMATIC,
    Continue,
    DamageKindChoice,
    DealTraitor,
    DrawCard,
    DrawRoom,
    DrawRoomFor,
    EventChoice,
    MoveRoom,
    PlaceDamage,
    PlaceRoom,
    PlaceRoomAnywhere,
    RandomPick,
    RollDice,
    RollPurpose,
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
    monsters,
    movement,
    turns,
)
from betrayal.core.rules.haunt_roll import resolve_haunt_roll
from betrayal.core.state import CHANCE, TERMINAL, GameState, Phase
from betrayal.core.traits import Trait
from betrayal.errors import IllegalAction
from betrayal.script.interpreter import resume_with, settle

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
        if isinstance(frame, EventChoice | DamageKindChoice):
            return frame.player
        raise AssertionError(f"automatic frame {type(frame).__name__} left on top")
    if state.phase is Phase.OVER:
        return TERMINAL
    if state.phase is Phase.HAUNT and state.haunt_script is None:
        # A haunt with no script for it: play stops at the reveal, with the haunt and the
        # traitor known.
        return TERMINAL
    return state.turn.player


def legal_actions(state: GameState) -> tuple[Action, ...]:
    if state.frames:
        return _frame_actions(state)
    if current_player(state) == TERMINAL:
        return ()
    if state.turn.monsters:
        # The haunt's monster-turn actions (a special attack, say) come with the moves.
        offered = state.game.scripts.actions(state, state.turn.player)
        return (*monsters.actions(state), *offered)
    if state.turn.over:
        return (END_TURN,)
    if state.turn.player in state.bound or monsters.holder(state, state.turn.player):
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
    found.extend(cards.loot_actions(state))
    found.extend(combat.attack_actions(state))
    if state.traitor_hidden and state.traitor == state.turn.player:
        found.append(UNMASK)
    found.extend(state.game.scripts.actions(state, state.turn.player))
    if not lured:
        found.append(END_TURN)
    return tuple(found)


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
        # A card put on top of its deck is the one drawn next.
        on_top = [card for card, _ in state.deck_tops if card in deck]
        return _outcomes(Kind.CARD, (on_top[0],) if on_top else deck)
    if isinstance(frame, PlaceRoom):
        return exploration.placement_options(state, frame)
    if isinstance(frame, PlaceDamage):
        return tuple(act(Kind.DAMAGE, t.value) for t in frame.kind.traits)
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
    if action not in state.legal_actions():
        raise IllegalAction(_code(state, action), _reason(state, action), action)
    new = _HANDLERS[action.kind](state, action)
    if new.frames and isinstance(new.frames[-1], AUTOMATIC):
        new = settle(new, _continue)
    new = _complete_rolls(new)
    if new.phase is Phase.HAUNT and new.haunt_script is not None:
        new = _after_haunt_step(new)
    # Every chance outcome advances the generator by one draw, whichever outcome it was,
    # so a replayed log and a sampled game walk the same stream.
    generator = rng.advance(state.rng) if action.is_chance else new.rng
    history = (*state.history, action)
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


# ----- the handlers, one per kind of action --------------------------------------------------


def run_pending(state: GameState) -> GameState:
    """Run the automatic frames on top of a state built by hand (tests, scenarios)."""
    if state.frames and isinstance(state.frames[-1], AUTOMATIC):
        state = settle(state, _continue)
    return state.evolve(_legal=None)


def _after_haunt_step(state: GameState) -> GameState:
    """After a resolved step of the haunt: has a side won? Is a dead explorer's turn over?"""
    state = haunt.check_victory(state)
    if (
        state.phase is Phase.HAUNT
        and state.turn.monsters
        and not state.frames
        and not monsters.acting(state)
    ):
        # A rule took the last monster still to act off the board (or it finished
        # otherwise than by its own last act): the monster turn is over.
        state = monsters.finish_monster_turn(state)
        if state.frames and isinstance(state.frames[-1], AUTOMATIC):
            state = settle(state, _continue)
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
            state = settle(state, _continue)
        state = haunt.check_victory(state)
        steps += 1
        if steps > state.players + 1:
            break
    return state


def _move(state: GameState, action: Action) -> GameState:
    return movement.move_through_door(state, Side(action.args[0]))


def _take(state: GameState, action: Action) -> GameState:
    return movement.take_link(state, action.args[0])


def _rotate(state: GameState, action: Action) -> GameState:
    return exploration.place_room(state, int(action.args[0]))


def _damage(state: GameState, action: Action) -> GameState:
    return damage.place_point(state, Trait(action.args[0]))


def _drop(state: GameState, action: Action) -> GameState:
    return cards.drop(state, action.args[0])


def _pick_up(state: GameState, action: Action) -> GameState:
    return cards.pick_up(state, action.args[0])


def _trade(state: GameState, action: Action) -> GameState:
    return cards.offer(state, action.args[0], int(action.args[1]))


def _accept(state: GameState, action: Action) -> GameState:
    if isinstance(state.frames[-1], DamageKindChoice):
        return damage.damage_kind_answer(state, as_physical=True)
    if isinstance(state.frames[-1], EventChoice):
        return cards.event_answer(state, affected=True)
    return cards.answer(state, accepted=True)


def _decline(state: GameState, action: Action) -> GameState:
    if isinstance(state.frames[-1], DamageKindChoice):
        return damage.damage_kind_answer(state, as_physical=False)
    if isinstance(state.frames[-1], EventChoice):
        return cards.event_answer(state, affected=False)
    return cards.answer(state, accepted=False)


def _end(state: GameState, action: Action) -> GameState:
    return turns.end_turn(state)


def _die(state: GameState, action: Action) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    frame = evolve(frame, faces=(*frame.faces, int(action.args[0])))
    if not frame.done:
        return state.evolve(frames=(*state.frames[:-1], frame))
    if frame.purpose is RollPurpose.SCRIPT:
        return _script_roll_landed(state, frame)
    state = state.evolve(frames=state.frames[:-1])
    if frame.purpose is RollPurpose.HAUNT:
        return resolve_haunt_roll(state, frame)
    if frame.purpose in (RollPurpose.ATTACK, RollPurpose.DEFEND):
        again = combat.reroll_blanks(state, frame)
        if again is not None:
            return again
        return combat.rolled(state, frame.purpose, frame.total)
    if frame.purpose is RollPurpose.MONSTER_SPEED:
        assert frame.subject is not None
        return monsters.speed_rolled(state, frame.subject, frame.total)
    assert frame.damage is not None
    return damage.take_damage(state, frame.explorer, frame.damage, frame.total)


def _script_roll_landed(state: GameState, frame: RollDice) -> GameState:
    """A script's roll is complete: holders of cards may act on a trait roll's dice once,
    then the script gets the result."""
    if frame.trait is not None and not frame.looked:
        frame = evolve(frame, looked=True)
        waiting = state.evolve(
            frames=(*state.frames[:-1], frame, Continue(Then.FINISH_ROLL, frame.explorer))
        )
        fired = state.game.scripts.fire(waiting, "rolled", (frame.explorer, frame.trait))
        if fired is not waiting:
            return fired
        state = waiting.evolve(frames=waiting.frames[:-1])
    return resume_with(state.evolve(frames=state.frames[:-1]), frame.value)


def _finish_roll(state: GameState) -> GameState:
    """After the cards' turn on a roll: finish it, unless a die was taken back to reroll."""
    frame = state.frames[-1]
    assert isinstance(frame, RollDice)
    if not frame.done:
        return state
    return resume_with(state.evolve(frames=state.frames[:-1]), frame.value)


def _complete_rolls(state: GameState) -> GameState:
    """A roll that needs no more dice (a result named, say) finishes on its own."""
    while (
        state.frames
        and isinstance(state.frames[-1], RollDice)
        and state.frames[-1].purpose is RollPurpose.SCRIPT
        and state.frames[-1].done
    ):
        state = _script_roll_landed(state, state.frames[-1])
        if state.frames and isinstance(state.frames[-1], AUTOMATIC):
            state = settle(state, _continue)
    return state


def _use(state: GameState, action: Action) -> GameState:
    return state.game.scripts.start_action(state, action)


def _choose(state: GameState, action: Action) -> GameState:
    """A player's answer to a script's question, or chance's pick: the script goes on."""
    frame = state.frames[-1]
    if isinstance(frame, WallChoice):
        return exploration.through_wall(state, action.args[0])
    assert isinstance(frame, ScriptChoice | RandomPick)
    value = frame.options[frame.labels.index(action.args[0])]
    return resume_with(state.evolve(frames=state.frames[:-1]), value)


def _continue(state: GameState, frame: Continue) -> GameState:
    """The engine's own step that waited for triggered scripts to run first."""
    if frame.what is Then.MOVE:
        if frame.cancelled:
            return state
        return movement.step_through_door(state, frame.player, Side(frame.args[0]))
    if frame.what is Then.START_HAUNT:
        return haunt.first_turn(state)
    if frame.what is Then.FINISH_ROLL:
        return _finish_roll(state)
    if frame.what is Then.ATTACK:
        return combat.attack_after_weapon_rules(state, frame)
    if frame.what is Then.MONSTER_BEATEN:
        return combat.after_monster_beaten(state, frame)
    if frame.what is Then.FIGHT_DAMAGE:
        return combat.damage_after_monster_rules(state, frame)
    if frame.what is Then.MONSTERS:
        from betrayal.core.rules.monsters import begin_acting

        return begin_acting(state)
    if frame.what is Then.END_MONSTERS:
        from betrayal.core.rules.monsters import end_of_monster_turn

        return end_of_monster_turn(state)
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
    return monsters.apply_action(state, action)


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


# ----- explanations ---------------------------------------------------------------------------


def explain(state: GameState, action: Action | str) -> str:
    if isinstance(action, str):
        try:
            action = Action.parse(action)
        except ValueError as e:
            return f"Not an action: {e}."
    if action in state.legal_actions():
        return "Legal: " + _describe(state, action) + "."
    return "Illegal: " + _reason(state, action) + "."


def _fighter(state: GameState, fighter: str) -> str:
    if combat.is_monster(fighter):
        return f"the {fighter}"
    return _who(state, int(fighter))


def _who(state: GameState, player: int) -> str:
    return f"player {player} ({state.explorer_def(player).name})"


def _room_name(state: GameState, room: str) -> str:
    return state.game.content.room(room).name


def _describe(state: GameState, action: Action) -> str:
    k = action.kind
    player = current_player(state)
    if k is Kind.MOVE:
        me = state.explorers[player]
        side = Side(action.args[0])
        other = state.house.connected(me.room, side)
        where = _room_name(state, me.room)
        if other is None:
            floor = state.house.floor_of(me.room).value
            return (
                f"leave the {where} by its {side.value} door and discover a room "
                f"on the {floor} floor"
            )
        return f"move {side.value} from the {where} to the {_room_name(state, other.room)}"
    if k is Kind.TAKE:
        me = state.explorers[player]
        fixed = [ln for other, ln in state.game.links_from(me.room) if other == action.args[0]]
        how = movement.describe_link(fixed[0]) if fixed else "take the secret way"
        text = f"{how} from the {_room_name(state, me.room)} to the "
        text += _room_name(state, action.args[0])
        if fixed and fixed[0].damage_dice:
            text += f", taking {fixed[0].damage_dice} die of physical damage"
        return text
    if k is Kind.PLACE:
        frame = state.frames[-1]
        assert isinstance(frame, PlaceRoomAnywhere | MoveRoom)
        x, y, r = action.args
        name = state.game.content.room(frame.room).name
        return f"place the {name} at ({x}, {y}) on the {frame.floor.value} floor, turned {r}"
    if k is Kind.ROTATE:
        frame = state.frames[-1]
        assert isinstance(frame, PlaceRoom)
        return exploration.describe_rotation(state, frame, int(action.args[0]))
    if k is Kind.DAMAGE:
        frame = state.frames[-1]
        assert isinstance(frame, PlaceDamage)
        trait = Trait(action.args[0])
        return (
            f"put one point of {frame.kind.value} damage on {trait.value} "
            f"({frame.points} to place, {trait.value} now {state.trait(player, trait)})"
        )
    if k in (Kind.DROP, Kind.PICK_UP):
        card = state.game.content.card(action.args[0]).name
        verb = "drop the" if k is Kind.DROP else "pick up the"
        return f"{verb} {card} here"
    if k is Kind.TRADE:
        card = state.game.content.card(action.args[0]).name
        return f"offer the {card} to {_who(state, int(action.args[1]))}"
    if k in (Kind.ACCEPT, Kind.DECLINE) and isinstance(state.frames[-1], DamageKindChoice):
        return "take it as physical damage" if k is Kind.ACCEPT else "take it as mental damage"
    if k in (Kind.ACCEPT, Kind.DECLINE) and isinstance(state.frames[-1], EventChoice):
        return "be affected by the event" if k is Kind.ACCEPT else "ignore the event"
    if k in (Kind.ACCEPT, Kind.DECLINE):
        return "accept the trade" if k is Kind.ACCEPT else "refuse the trade"
    if k is Kind.END_TURN:
        if state.turn.drew_omen and state.phase is Phase.EXPLORATION:
            return "end the turn and make the haunt roll"
        return "end the turn"
    if k is Kind.ATTACK:
        return f"attack {_fighter(state, action.args[0])}"
    if k is Kind.STEAL:
        return f"take the {state.game.content.card(action.args[0]).name} instead of dealing damage"
    if k is Kind.HURT:
        return "deal the damage"
    if k is Kind.LOOT:
        card = state.game.content.card(action.args[1]).name
        return f"take the {card} from the body of {_who(state, int(action.args[0]))}"
    if k is Kind.UNMASK:
        return "show everyone that you are the traitor"
    if k is Kind.PICK:
        return f"chance picks {action.args[0]}"
    if k is Kind.DEAL:
        return f"the traitor's token goes to seat {action.args[0]}"
    if k is Kind.MONSTER:
        ident, verb, *rest = action.args
        target = f" {rest[0]}" if rest else ""
        if verb == "attack":
            target = f" {_fighter(state, rest[0])}"
        if verb == "pack":
            return f"the {ident} leads its pack against {_fighter(state, rest[0])}"
        return f"the {ident} {verb}s{target}" if verb != "done" else f"the {ident} is done"
    if k is Kind.USE:
        return state.game.scripts.describe(action)
    if k is Kind.CHOOSE:
        if isinstance(state.frames[-1], WallChoice):
            wall = _COMPASS[action.args[0]]
            return f"go through the {wall} wall of the {_room_name(state, state.frames[-1].room)}"
        return f"choose {action.args[0]}"
    if k is Kind.DIE:
        return f"a die shows {action.args[0]}"
    if k is Kind.ROOM:
        return f"the room tile turned over is the {_room_name(state, action.args[0])}"
    card_def = state.game.content.card(action.args[0])
    return f"the {card_def.kind.value} card drawn is {card_def.name}"


def _code(state: GameState, action: Action) -> str:
    player = current_player(state)
    if player == TERMINAL:
        return "game-over"
    if action.is_chance != (player == CHANCE):
        return "wrong-node"
    return "not-legal"


def _reason(state: GameState, action: Action) -> str:
    player = current_player(state)
    if player == TERMINAL:
        if state.phase is Phase.HAUNT:
            return "play stops at the reveal: this game has no script for the haunt"
        return "the game is over"
    if action.is_chance and player != CHANCE:
        return f"no die or draw is pending; {_who(state, player)} must choose"
    if not action.is_chance and player == CHANCE:
        return "a die roll or a draw must be resolved first"
    if action.is_chance:
        outcomes = ", ".join(str(a) for a in state.legal_actions()[:8])
        return f"{action} is not an outcome of this chance node (outcomes: {outcomes}...)"
    if state.frames:
        frame = state.frames[-1]
        choices = ", ".join(str(a) for a in state.legal_actions())
        return (
            f"{_who(state, player)} must first choose {_frame_question(frame)}; "
            f"the choices are: {choices}"
        )
    k = action.kind
    me = state.explorers[player]
    if k in (Kind.MOVE, Kind.TAKE):
        if state.turn.movement_over:
            return "movement is over for this turn: a card was drawn"
        if state.turn.moves_left < 1:
            return "no movement left this turn"
        if k is Kind.MOVE:
            return _door_reason(state, me.room, action.args[0])
        return f"there is no way from the {_room_name(state, me.room)} to {action.args[0]!r}"
    if k in (Kind.DROP, Kind.TRADE, Kind.PICK_UP):
        return _card_reason(state, action)
    return f"{action} is not one of the choices here"


def _door_reason(state: GameState, room: str, side_name: str) -> str:
    try:
        side = Side(side_name)
    except ValueError:
        return f"{side_name!r} is not a side; use N, E, S or W"
    tile = state.house.tile(room)
    name = _room_name(state, room)
    if side not in tile.doors:
        if room == "entrance_hall" and side is Side.S:
            return "the front door is locked"
        return f"the {name} has no door on its {side.value} side"
    if state.house.at(tile.next_cell(side)) is not None:
        return f"the {name}'s {side.value} door meets a wall (a false door)"
    return f"no room tile left fits the {tile.floor.value} floor"


def _card_reason(state: GameState, action: Action) -> str:
    card = action.args[0]
    if not state.game.content.has_card(card):
        return f"there is no card named {card!r}"
    card_def = state.game.content.card(card)
    if card in state.turn.handled:
        return f"the {card_def.name} has already been dropped, picked up or traded this turn"
    me = state.explorers[state.turn.player]
    if action.kind is Kind.PICK_UP:
        return f"the {card_def.name} is not in an item pile here"
    if card not in me.cards:
        return f"you do not hold the {card_def.name}"
    if action.kind is Kind.DROP:
        return f"the {card_def.name} cannot be dropped"
    if not card_def.can_trade:
        return f"the {card_def.name} cannot be traded"
    return "trades are only with another explorer in the same room"


_COMPASS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _frame_question(frame: object) -> str:
    if isinstance(frame, PlaceRoom):
        return "how to turn the new room tile"
    if isinstance(frame, PlaceRoomAnywhere | MoveRoom):
        return "where to place the room tile"
    if isinstance(frame, WallChoice):
        return "which doorless wall to go through"
    if isinstance(frame, PlaceDamage):
        return f"where to put {frame.points} point(s) of {frame.kind.value} damage"
    if isinstance(frame, ScriptChoice):
        return "one of the options a card or room offers"
    if isinstance(frame, StealChoice):
        return "whether to steal a card instead of dealing damage"
    if isinstance(frame, EventChoice):
        return "whether the event drawn affects them (accept) or not (decline)"
    if isinstance(frame, DamageKindChoice):
        return "whether to take mental damage as physical (accept) or not (decline)"
    return "whether to accept a trade"
