"""Small helpers the haunt scenario tests share: legal actions as strings, a haunt's
variables read and set by hand, scripted dice, clip positions on a trait track, a
later turn or the monster turn begun by hand, and everyone met in one room."""

from __future__ import annotations

import attrs

from betrayal.core.engine import run_pending
from betrayal.core.frames import PlaceRoomAnywhere, RollDice, RollPurpose, ScriptChoice
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.core.traits import Trait
from betrayal.testing.scenario import Scenario


def names(state: GameState) -> list[str]:
    """Every action legal in ``state``, each written as a string."""
    return [str(a) for a in state.legal_actions()]


def haunt_var(state: GameState, haunt: int, name: str) -> object:
    """The value haunt ``haunt``'s script holds under ``name``, or None when it holds none."""
    return dict(state.script_vars).get(f"haunt:{haunt}:{name}")


def haunt_vars(state: GameState, haunt: int) -> dict[str, object]:
    """Every variable haunt ``haunt``'s script holds, by name."""
    prefix = f"haunt:{haunt}:"
    return {k[len(prefix) :]: v for k, v in state.script_vars if k.startswith(prefix)}


def with_haunt_vars(state: GameState, haunt: int, **values: object) -> GameState:
    """``state`` with the given variables of haunt ``haunt`` set, the others kept."""
    store = dict(state.script_vars)
    store.update({f"haunt:{haunt}:{name}": value for name, value in values.items()})
    return state.evolve(script_vars=tuple(sorted(store.items())))


def dice(*faces: int) -> list[str]:
    """Die outcomes to feed the engine, one ``"die N"`` step for each face given."""
    return [f"die {f}" for f in faces]


def revealed_in(scenario: Scenario, number: int, revealer: int, omen: str) -> GameState:
    """The game at the reveal of haunt ``number`` by ``revealer``, who has just drawn
    ``omen``, in the scenario's house, the set-up's questions answered with the first
    option."""
    s = scenario.reveal(number, revealer=revealer, omen=omen).build()
    while s.frames and isinstance(s.frames[-1], ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    return s


def throw(state: GameState, first: int, face: int, rest: int = 0) -> GameState:
    """Throw the dice pending now: the first ``first`` show ``face``, the others ``rest``
    (stopping at a card draw)."""
    n = 0
    while state.is_chance_node() and str(state.legal_actions()[0]).startswith("die"):
        state = state.apply(f"die {face if n < first else rest}")
        n += 1
    return state


def attacker_throws(state: GameState, attack: int, defend: int) -> GameState:
    """Throw the dice of the fight under way: the attacker's each ``attack``, the
    defender's each ``defend``."""
    while state.is_chance_node():
        frame = state.frames[-1]
        assert isinstance(frame, RollDice)
        state = state.apply(f"die {defend if frame.purpose is RollPurpose.DEFEND else attack}")
    return state


def place_damage(state: GameState, trait: Trait | None = None) -> GameState:
    """Place every point of damage asked for: on ``trait`` while it may take one, else
    each point on the first trait offered."""
    while state.frames:
        options = [n for n in names(state) if n.startswith("damage ")]
        if trait is not None:
            options = [n for n in options if n == f"damage {trait.value}"]
        if not options:
            return state
        state = state.apply(options[0])
    return state


def with_dead(state: GameState, *seats: int) -> GameState:
    """``state`` with the explorers in ``seats`` dead (nothing else changed)."""
    explorers = tuple(
        attrs.evolve(e, alive=False) if i in seats else e for i, e in enumerate(state.explorers)
    )
    return state.evolve(explorers=explorers)


def only_alive(state: GameState, *seats: int) -> GameState:
    """``state`` with every explorer dead but those in ``seats``."""
    return with_dead(state, *(i for i in range(len(state.explorers)) if i not in seats))


def roll_all(state: GameState, face: int) -> GameState:
    """Throw every die pending now with the same face (stopping at a card draw)."""
    return throw(state, 0, face, face)


def meet(state: GameState, room: str, *monsters: MonsterState) -> Scenario:
    """Every explorer fresh, empty-handed and in ``room``, nothing pending, only the given
    monsters on the board and no event's tokens left lying about."""
    tokens = tuple(t for t in state.tokens if t[0].startswith("haunt:"))
    sc = Scenario(attrs.evolve(state, frames=(), monsters=tuple(monsters), tokens=tokens))
    if room not in state.house:
        # The house does not hold this room: set it down apart from the rest of its
        # floor, so the test needs no door to reach it.
        floor = min(state.game.content.room(room).floors, key=lambda f: f.value)
        x = 2 + max(t.x for t in state.house.tiles if t.floor is floor)
        sc.room(room, floor, x, 0)
    for seat in range(state.players):
        sc.at(seat, room).fresh(seat)
    return sc


def hero_of(state: GameState) -> int:
    """A hero: the first seat that is not the traitor."""
    return next(i for i in range(state.players) if i != state.traitor)


def clip_for(state: GameState, seat: int, trait: Trait, value: int) -> int:
    """The lowest clip position on the seat's ``trait`` track showing ``value`` or more."""
    track = state.explorer_def(seat).track(trait)
    return next(i for i, v in enumerate(track.values) if v >= value)


def next_turn(state: GameState, seat: int) -> GameState:
    """``seat``'s turn, begun fresh, one turn number after ``state``'s."""
    turn = attrs.evolve(state.turn, number=state.turn.number + 1)
    return Scenario(state.evolve(turn=turn)).turn(seat).build()


def monster_turn(state: GameState, player: int) -> GameState:
    """The monster turn, played by ``player``, begun one turn number after ``state``'s:
    the haunt's rules for its start have run and the first kind is about to roll."""
    turn = TurnState(player=player, number=state.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(state.evolve(turn=turn, frames=())))


def finish_monster_turn(state: GameState) -> GameState:
    """Play a monster turn under way to its end: every die a blank, and every monster
    done as soon as it may be (else its first legal act)."""
    while state.turn.monsters:
        if state.is_chance_node():
            state = state.apply("die 0")
            continue
        done = [n for n in names(state) if n.endswith(" done")]
        state = state.apply(done[0] if done else names(state)[0])
    return state


def lay_basement_stairs(state: GameState) -> GameState:
    """Answer the traitor's question of where the Stairs from Basement go (asked when a
    monster is shut in the basement) with the first place offered; fails when it is not
    being asked."""
    frame = state.frames[-1] if state.frames else None
    assert isinstance(frame, PlaceRoomAnywhere), "no room tile is waiting to be placed"
    assert frame.room == "stairs_from_basement", f"{frame.room} is waiting, not the stairs"
    return state.apply(state.legal_actions()[0])


__all__ = [
    "clip_for",
    "dice",
    "haunt_var",
    "haunt_vars",
    "hero_of",
    "lay_basement_stairs",
    "meet",
    "monster_turn",
    "names",
    "next_turn",
    "revealed_in",
    "roll_all",
    "throw",
    "with_haunt_vars",
]
