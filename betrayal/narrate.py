"""A readable account of a game, one step at a time, for logs and the command line."""

from __future__ import annotations

from collections.abc import Iterator

from betrayal.content.model import CardKind, Side
from betrayal.core.actions import Action, Kind
from betrayal.core.frames import (
    DamageKindChoice,
    DrawRoom,
    DrawRoomFor,
    EventChoice,
    EventSymbolChoice,
    MoveRoom,
    PlaceDamage,
    PlaceRoom,
    PlaceRoomAnywhere,
    RollDice,
    ScriptChoice,
    WallChoice,
)
from betrayal.core.rules import monster_attacks
from betrayal.core.rules import monsters as monster_rules
from betrayal.core.rules.token_items import thing_name
from betrayal.core.state import GameState, Phase, TraitorKind
from betrayal.core.traits import Trait
from betrayal.narrate_board import monsters_come_and_go, tokens
from betrayal.narrate_names import (
    after_monster_room,
    fighter,
    kind_title,
    monster_name,
    name_of,
    plural,
    room_name,
    with_the,
)
from betrayal.narrate_rolls import roll_done
from betrayal.narrate_scripts import choice_question, goal_lines, waiting_choice, win_reason
from betrayal.script.access import script_set
from betrayal.script.types import EXPLORER, MONSTER

_WALLS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def turn_header(state: GameState) -> str:
    p = state.turn.player
    room = room_name(state, state.explorers[p].room)
    traits = ", ".join(f"{t.value.capitalize()} {state.trait(p, t)}" for t in Trait)
    return f"Turn {state.turn.number}: {name_of(state, p)} (seat {p}) in the {room} [{traits}]"


def monster_step(before: GameState, action: Action, after: GameState) -> tuple[str, str] | None:
    """For a monster's step from one room to the next: the monster and the room it came
    from (a play log joins a monster's steps in a turn into one line)."""
    if action.kind is not Kind.MONSTER or len(action.args) < 2:
        return None
    ident, verb = action.args[0], action.args[1]
    if verb in ("attack", "pack", "explore", "done"):
        return None
    was, now = after_monster_room(before, ident), after_monster_room(after, ident)
    if was is None or now is None or was == now:
        return None
    return ident, was


def narrate(
    before: GameState, action: Action, after: GameState, *, monster_steps: bool = True
) -> Iterator[str]:
    """The lines that tell what ``action`` did, given the states around it; with
    ``monster_steps`` False, a monster's plain step is left for the caller to tell."""
    k = action.kind
    actor = before.current_player()
    if k is Kind.MOVE:
        side = Side(action.args[0])
        here = before.explorers[actor].room
        other = before.house.connected(here, side)
        if other is None:
            floor = before.house.floor_of(here).value
            yield (
                f"  goes through the {side.value} door of the {room_name(before, here)} "
                f"into unexplored space on the {floor} floor"
            )
        else:
            yield from _arrival(before, after, actor, f"moves {side.value} to", other.room)
    elif k is Kind.TAKE:
        yield from _arrival(before, after, actor, "takes the way to", action.args[0])
    elif k is Kind.ROOM:
        frame = before.frames[-1]
        assert isinstance(frame, DrawRoom | DrawRoomFor)
        if isinstance(frame, DrawRoom):
            floor = before.house.floor_of(frame.from_room).value
        else:
            floor = frame.floor.value
        room = before.game.content.room(action.args[0])
        top = after.frames[-1] if after.frames else None
        if isinstance(top, PlaceRoom | PlaceRoomAnywhere):
            yield f"  turns over the {room.name} tile"
        else:
            away = "buried" if before.game.ruleset.bury_tiles else "set aside"
            yield f"  turns over the {room.name}: it does not go on the {floor} floor, {away}"
    elif k is Kind.PLACE and isinstance(before.frames[-1], MoveRoom):
        moved = after.house.tile(before.frames[-1].room)
        yield (
            f"  the {room_name(after, moved.room)} moves to the {moved.floor.value} floor "
            f"at ({moved.x}, {moved.y})"
        )
    elif k is Kind.PLACE:
        frame = before.frames[-1]
        assert isinstance(frame, PlaceRoomAnywhere)
        tile = after.house.tile(frame.room)
        moved_in = " and is moved into it" if frame.enter else ""
        if before.turn.monsters and frame.room == before.game.ruleset.basement_stairs:
            moved_in = ": the monsters shut in the basement have a way up"
        yield (
            f"  places the {room_name(after, tile.room)} on the {tile.floor.value} floor "
            f"at ({tile.x}, {tile.y}){moved_in}"
        )
    elif k is Kind.ROTATE:
        frame = before.frames[-1]
        assert isinstance(frame, PlaceRoom)
        tile = after.house.tile(frame.room)
        doors = "".join(s.value for s in (Side.N, Side.E, Side.S, Side.W) if s in tile.doors)
        yield (
            f"  discovers the {room_name(after, tile.room)} on the {tile.floor.value} floor "
            f"at ({tile.x}, {tile.y}), doors {doors}"
        )
        if frame.monster is not None:
            where = after_monster_room(after, frame.monster)
            if where is not None:
                who = monster_name(after, frame.monster)
                yield f"  {who} moves to the {room_name(after, where)}"
        elif (landed := after.explorers[frame.explorer].room) != tile.room:
            yield f"  slides down to the {room_name(after, landed)}"
    elif k is Kind.CARD:
        card = before.game.content.card(action.args[0])
        if script_set(before).for_card(card.id) is None:
            note = " (its rules are not written in the language yet)"
        else:
            note = ""
        if card.kind is CardKind.EVENT:
            yield f"  draws the event {card.name}{note}"
        else:
            yield f"  draws the {card.kind.value} {card.name}{note}"
            if card.kind is CardKind.OMEN:
                yield f"  ({plural(after.omens_drawn, 'omen')} drawn so far)"
    elif k is Kind.DIE:
        frame = before.frames[-1]
        assert isinstance(frame, RollDice)
        faces = (*frame.faces, int(action.args[0]))
        if len(faces) == frame.dice:
            yield from roll_done(before, after, frame, faces)
    elif k is Kind.DAMAGE:
        frame = before.frames[-1]
        assert isinstance(frame, PlaceDamage)
        trait = Trait(action.args[0])
        old, new = before.trait(actor, trait), after.trait(actor, trait)
        # A track may show the same number on two spaces: the clip moves, the value not.
        change = f"{old} -> {new}" if old != new else f"still {new}: the clip moves, the value not"
        yield (
            f"  {name_of(before, actor)} takes 1 {frame.kind.value} damage on "
            f"{trait.value} ({change})"
        )
    elif k is Kind.DROP:
        yield f"  drops the {thing_name(before, action.args[0])}"
    elif k is Kind.PICK_UP:
        yield f"  picks up the {thing_name(before, action.args[0])}"
    elif k is Kind.TRADE:
        offered = thing_name(before, action.args[0])
        yield f"  offers the {offered} to {name_of(before, int(action.args[1]))}"
    elif k in (Kind.ACCEPT, Kind.DECLINE):
        yes = k is Kind.ACCEPT
        asked = before.frames[-1]
        if isinstance(asked, EventChoice):
            what = "lets the event take effect" if yes else "shrugs the event off"
        elif isinstance(asked, EventSymbolChoice):
            what = "draws for the event symbol" if yes else "leaves the event symbol alone"
        elif isinstance(asked, DamageKindChoice):
            dealt, instead = asked.kind.value, asked.instead.value
            what = f"takes the {dealt} damage as {instead}" if yes else f"takes it as {dealt}"
        else:
            what = "accepts the trade" if yes else "refuses the trade"
        yield f"  {name_of(before, actor)} {what}"
    elif k is Kind.END_TURN and not after.frames:
        yield "  ends the turn"
    elif k is Kind.USE:
        yield f"  uses: {script_set(before).describe(action)}"
    elif k is Kind.CHOOSE:
        asked = before.frames[-1]
        if isinstance(asked, WallChoice):
            wall = _WALLS[action.args[0]]
            yield f"  goes through the {wall} wall of the {room_name(before, asked.room)}"
        else:
            question = choice_question(before, name_of(before, actor))
            if question is not None:
                yield f"  {question}"
            yield f"  {name_of(before, actor)} chooses {_option_words(before, action.args[0])}"
    elif k is Kind.ATTACK:
        yield f"  attacks {fighter(before, action.args[0])}"
    elif k is Kind.STEAL:
        yield f"  takes the {thing_name(before, action.args[0])} instead"
    elif k is Kind.MONSTER:
        ident, verb, *rest = action.args
        if verb == "attack":
            yield f"  {monster_name(before, ident)} attacks {fighter(before, rest[0])}"
        elif verb == "pack":
            joined = len(monster_attacks.pack_of(before, monster_rules.monster(before, ident)))
            who = monster_name(before, ident)
            yield f"  {who} and {joined} more attack {fighter(before, rest[0])} together"
        elif verb == "explore":
            yield f"  {monster_name(before, ident)} heads {rest[0]} into unexplored space"
        elif verb != "done" and (monster_steps or monster_step(before, action, after) is None):
            where = after_monster_room(after, ident)
            if where is None:
                # A haunt rule took it off the board as it came in (a nightmare that
                # slips out of the house, say).
                yield f"  {monster_name(before, ident)} moves on and leaves the board"
            else:
                yield f"  {monster_name(before, ident)} moves to the {room_name(after, where)}"
    elif k is Kind.UNMASK:
        yield f"  {name_of(before, actor)} reveals they are the traitor!"
    elif k is Kind.DEAL:
        yield "  the traitor's token is dealt in secret"
    revealed = before.reveal is None and after.reveal is not None
    if revealed:
        # The haunt's set-up ran in the same step: tell the reveal before what it changed.
        yield from describe_reveal(after)
    for seat, (was, now) in enumerate(zip(before.explorers, after.explorers, strict=True)):
        # Only values that changed: a clip moved onto the same number changes nothing.
        changes = ", ".join(
            f"{t.value} {before.trait(seat, t)} -> {after.trait(seat, t)}"
            for t in Trait
            if before.trait(seat, t) != after.trait(seat, t)
        )
        if k is not Kind.DAMAGE and changes:
            yield f"  {name_of(after, seat)}: {changes}"
        if was.room != now.room and k not in (Kind.MOVE, Kind.TAKE, Kind.ROTATE):
            yield f"  {name_of(after, seat)} is moved to the {room_name(after, now.room)}"
        gained = [c for c in now.cards if c not in was.cards]
        if gained and k not in (Kind.CARD, Kind.PICK_UP, Kind.ACCEPT, Kind.STEAL):
            names = ", ".join(after.game.content.card(c).name for c in gained)
            yield f"  {name_of(after, seat)} now holds {names}"
        if was.alive and not now.alive:
            yield f"  {name_of(after, seat)} dies"
    yield from monsters_come_and_go(before, action, after)
    yield from tokens(before, after)
    was_stunned = {o.ident for o in before.monsters if o.stunned}
    for monster in after.monsters:
        if monster.stunned and monster.ident not in was_stunned:
            yield f"  {monster_name(after, monster.ident)} is stunned"
    if after.turn.number != before.turn.number and after.phase is Phase.HAUNT:
        if after.turn.monsters:
            mover = name_of(after, after.turn.player)
            yield f"Turn {after.turn.number}: the monsters ({mover} moves them)"
        else:
            yield turn_header(after)
    if before.phase is not Phase.OVER and after.phase is Phase.OVER and after.winner is None:
        yield "The haunt ends with no winner: nobody is left to play."
    if before.winner is None and after.winner is not None:
        yield describe_win(after)
        reason = win_reason(after)
        if reason is not None:
            yield reason
    if after.phase is Phase.EXPLORATION and after.turn.number != before.turn.number:
        yield turn_header(after)


def describe_win(state: GameState) -> str:
    """Who won the haunt, as a sentence (the state must have a winner)."""
    if state.winner == "heroes":
        return "The heroes win the haunt!"
    if state.winner == "traitor":
        return "The traitor wins the haunt!"
    seats = [int(w) for w in (state.winner or "").split(",") if w]
    names = " and ".join(name_of(state, seat) for seat in seats)
    return f"{names} {'win' if len(seats) > 1 else 'wins'} the haunt!"


def _option_words(state: GameState, label: str) -> str:
    """A script's option as a player reads it: "yes" or "no" for a true or false, a
    trait, a room of the house or a card by its name; anything else as written."""
    frame = state.frames[-1] if state.frames else None
    if not isinstance(frame, ScriptChoice) or label not in frame.labels:
        return label
    value = frame.options[frame.labels.index(label)]
    content = state.game.content
    asked = waiting_choice(state)
    if asked is not None and isinstance(value, int) and asked[1].type == EXPLORER:
        return name_of(state, value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Trait):
        return value.value.capitalize()
    if isinstance(value, str) and value in state.house:
        return f"the {content.room(value).name}"
    if isinstance(value, str) and content.has_card(value):
        return with_the(content.card(value).name)
    if asked is not None and isinstance(value, str) and asked[1].type == MONSTER:
        return _monster_option(state, value)
    return label


def _monster_option(state: GameState, value: str) -> str:
    """A monster offered as a choice: one on the board by its name and room ("the Creeper
    2 in the Chapel"), a kind by its printed name."""
    where = after_monster_room(state, value)
    if where is None:
        return with_the(kind_title(state, value))
    return f"{monster_name(state, value)} in the {state.game.content.room(where).name}"


def _arrival(
    before: GameState, after: GameState, actor: int, verb: str, room: str
) -> Iterator[str]:
    yield f"  {verb} the {room_name(before, room)}"
    landed = after.explorers[actor].room
    if landed != room:
        yield f"  slides down to the {room_name(after, landed)}"


def haunt_title(state: GameState, number: int) -> str:
    if state.game.content.has_haunt(number):
        return state.game.content.haunt(number).name
    key = f"haunt:{number}"
    if script_set(state).has(key):
        return script_set(state).program(key).title
    return "(unnamed)"


def describe_reveal(state: GameState) -> Iterator[str]:
    reveal = state.reveal
    assert reveal is not None
    card = state.game.content.card(reveal.omen)
    # A few events start a haunt themselves (the 3rd edition's): say which card it was.
    kind = "the event " if card.kind is CardKind.EVENT else "the "
    yield (
        f"The haunt is revealed: #{reveal.haunt} {haunt_title(state, reveal.haunt)} "
        f"({kind}{card.name} in the {room_name(state, reveal.room)})"
    )
    yield f"  haunt revealer: {name_of(state, reveal.revealer)} (seat {reveal.revealer})"
    if reveal.traitor_kind is TraitorKind.TRAITOR:
        assert reveal.traitor is not None
        yield f"  traitor: {name_of(state, reveal.traitor)} (seat {reveal.traitor})"
    else:
        yield {
            TraitorKind.NONE: "  traitor: none; everyone plays against the house",
            TraitorKind.NONE_AT_FIRST: "  traitor: none yet; one may appear during the haunt",
            TraitorKind.HIDDEN: "  traitor: hidden; chosen in secret by the haunt's rules",
            TraitorKind.FREE_FOR_ALL: "  traitor: none; every explorer plays for themselves",
        }[reveal.traitor_kind]
    yield from goal_lines(state)
