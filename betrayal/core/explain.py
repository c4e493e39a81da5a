"""Actions in words: what a legal action would do, and why an illegal one is refused.

:func:`explain` answers a player's question about an action without applying it; the
engine uses :func:`refusal_code` and :func:`refusal` to word the
:class:`~betrayal.errors.IllegalAction` it raises.
"""

from __future__ import annotations

from betrayal.content.model import Side
from betrayal.core.actions import Action, Kind
from betrayal.core.frames import (
    DamageKindChoice,
    EventChoice,
    EventSymbolChoice,
    MoveRoom,
    PlaceDamage,
    PlaceRoom,
    PlaceRoomAnywhere,
    ScriptChoice,
    StealChoice,
    WallChoice,
)
from betrayal.core.rules import combat, exploration, movement
from betrayal.core.rules.token_items import thing_name
from betrayal.core.state import CHANCE, TERMINAL, GameState, Phase
from betrayal.core.traits import Trait


def explain(state: GameState, action: Action | str) -> str:
    if isinstance(action, str):
        try:
            action = Action.parse(action)
        except ValueError as e:
            return f"Not an action: {e}."
    elif not isinstance(action, Action):
        return f"Not an action: an action is an Action or its string, not {type(action).__name__}."
    if action in state.legal_actions():
        return "Legal: " + _describe(state, action) + "."
    return "Illegal: " + refusal(state, action) + "."


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
    player = state.current_player()
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
        card = thing_name(state, action.args[0])
        verb = "drop the" if k is Kind.DROP else "pick up the"
        return f"{verb} {card} here"
    if k is Kind.TRADE:
        card = thing_name(state, action.args[0])
        return f"offer the {card} to {_who(state, int(action.args[1]))}"
    if k in (Kind.ACCEPT, Kind.DECLINE) and isinstance(state.frames[-1], DamageKindChoice):
        asked = state.frames[-1]
        kind = asked.instead if k is Kind.ACCEPT else asked.kind
        return f"take it as {kind.value} damage"
    if k in (Kind.ACCEPT, Kind.DECLINE) and isinstance(state.frames[-1], EventChoice):
        return "be affected by the event" if k is Kind.ACCEPT else "ignore the event"
    if k in (Kind.ACCEPT, Kind.DECLINE) and isinstance(state.frames[-1], EventSymbolChoice):
        return "draw the room's event" if k is Kind.ACCEPT else "leave the event symbol alone"
    if k in (Kind.ACCEPT, Kind.DECLINE):
        return "accept the trade" if k is Kind.ACCEPT else "refuse the trade"
    if k is Kind.END_TURN:
        if state.turn.drew_omen and state.phase is Phase.EXPLORATION:
            return "end the turn and make the haunt roll"
        return "end the turn"
    if k is Kind.ATTACK:
        return f"attack {_fighter(state, action.args[0])}"
    if k is Kind.STEAL:
        return f"take the {thing_name(state, action.args[0])} instead of dealing damage"
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


def refusal_code(state: GameState, action: Action) -> str:
    player = state.current_player()
    if player == TERMINAL:
        return "game-over"
    if action.is_chance != (player == CHANCE):
        return "wrong-node"
    return "not-legal"


def refusal(state: GameState, action: Action) -> str:
    player = state.current_player()
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
        return f"{card!r} is no card, nor an item token you may {action.kind.value} here"
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
    if isinstance(frame, EventSymbolChoice):
        return "whether to draw an event for the room's symbol (accept) or not (decline)"
    if isinstance(frame, DamageKindChoice):
        dealt, instead = frame.kind.value, frame.instead.value
        return f"whether to take {dealt} damage as {instead} (accept) or not (decline)"
    return "whether to accept a trade"
