"""The haunt phase's shared frame: who plays when, who opposes whom, and who has won.

After the reveal, turns start with the explorer to the traitor's left and go round the
heroes, then the traitor takes a turn, then the traitor moves the monsters in a turn of
their own. The traitor keeps both turns when dead or changed, as long as monsters are on
the board. In a haunt with no traitor, play goes on from the revealer's left and the
monsters act after the revealer. The haunt's own script says what each side must do to
win; the engine checks both sides after every resolved step.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Continue, Then
from betrayal.core.state import GameState, Phase, TraitorKind, TurnState
from betrayal.core.traits import Trait

MONSTER_SLOT = -1


def haunt_key(number: int) -> str:
    return f"haunt:{number}"


def begin(state: GameState) -> GameState:
    """Start the haunt's script, if the game has one for the revealed haunt."""
    reveal = state.reveal
    assert reveal is not None
    key = haunt_key(reveal.haunt)
    scripts = state.game.scripts
    if not scripts.has(key):
        return state
    state = free_the_traitor(state.evolve(haunt_script=key))
    actor = anchor(state)
    # The setup runs first, then the first haunt turn starts.
    state = state.evolve(frames=(*state.frames, Continue(Then.START_HAUNT, actor)))
    return scripts.start_haunt(state, key, actor)


def free_the_traitor(state: GameState) -> GameState:
    """A new traitor shakes off the lasting effects of events (kept event cards, being
    pinned down) as the haunt begins."""
    traitor = state.traitor
    if traitor is None or state.traitor_hidden:
        return state
    me = state.explorers[traitor]
    content = state.game.content
    kept = tuple(c for c in me.cards if content.card(c).kind is CardKind.EVENT)
    if not kept and traitor not in state.bound:
        return state
    explorers = list(state.explorers)
    explorers[traitor] = attrs.evolve(me, cards=tuple(c for c in me.cards if c not in kept))
    return state.evolve(
        explorers=tuple(explorers),
        event_discards=(*state.event_discards, *kept),
        bound=state.bound - {traitor},
    )


def event_opt_out(state: GameState, drawer: int) -> bool:
    """Whether the explorer drawing an event may choose not to be affected: the traitor."""
    if not is_running(state) or state.traitor_hidden:
        return False
    return state.traitor == drawer or drawer in state.turned


def anchor(state: GameState) -> int:
    """The seat the haunt's turn order turns around: the traitor, else the revealer (also
    when the traitor is hidden: play just goes on from the revealer's left)."""
    reveal = state.reveal
    assert reveal is not None
    if reveal.traitor is None or reveal.traitor_kind is TraitorKind.HIDDEN:
        return reveal.revealer
    return reveal.traitor


def monster_player(state: GameState) -> int:
    """Who moves the monsters: the traitor once known (a hidden traitor who has shown
    themselves too), else the anchor."""
    reveal = state.reveal
    assert reveal is not None
    if reveal.traitor is not None and not state.traitor_hidden:
        return reveal.traitor
    return anchor(state)


def dealt(state: GameState, seat: int) -> GameState:
    """The hidden traitor's token went to ``seat``: they are the traitor, in secret."""
    reveal = state.reveal
    assert reveal is not None
    state = state.evolve(reveal=attrs.evolve(reveal, traitor=seat), traitor_hidden=True)
    return begin(state)


def unmask(state: GameState) -> GameState:
    return state.evolve(traitor_hidden=False)


def is_running(state: GameState) -> bool:
    return state.phase is Phase.HAUNT and state.haunt_script is not None


def first_turn(state: GameState) -> GameState:
    """The first haunt turn: the explorer to the anchor's left (or the next one alive),
    unless the haunt's setup gave someone a turn before everybody else."""
    if state.extra_turn is not None and state.explorers[state.extra_turn].alive:
        return _start_slot(state.evolve(extra_turn=None), state.extra_turn)
    return _start_slot(state, _next_slot(state, anchor(state), from_monsters=True))


def pass_turn(state: GameState) -> GameState:
    turn = state.turn
    if state.extra_turn is not None:
        # A rule gave someone a turn of their own next; play goes on from them after it.
        seat = state.extra_turn
        state = state.evolve(extra_turn=None)
        if state.explorers[seat].alive:
            return _start_slot(state, seat)
    slot = _next_slot(state, turn.player, from_monsters=turn.monsters)
    return _start_slot(state, slot)


def _slots(state: GameState) -> list[int]:
    """One round of the haunt: the seats from the anchor's left round to the anchor, then
    the monsters."""
    n = state.players
    a = anchor(state)
    return [(a + i) % n for i in range(1, n + 1)] + [MONSTER_SLOT]


def _available(state: GameState, slot: int) -> bool:
    if slot == MONSTER_SLOT:
        return bool(state.monsters) and _someone_moves_monsters(state)
    return state.explorers[slot].alive


def _someone_moves_monsters(state: GameState) -> bool:
    """A known traitor moves the monsters, dead or alive; with no traitor (or one still
    hidden), a player still in the game does. Once every explorer is dead or gone and no
    traitor is known, nobody plays the monsters' turn, and the haunt comes to its end."""
    reveal = state.reveal
    if reveal is not None and reveal.traitor is not None and not state.traitor_hidden:
        return True
    return any(e.alive and seat not in state.escaped for seat, e in enumerate(state.explorers))


def _next_slot(state: GameState, seat: int, *, from_monsters: bool) -> int | None:
    slots = _slots(state)
    here = slots.index(MONSTER_SLOT if from_monsters else seat)
    for step in range(1, len(slots) + 1):
        slot = slots[(here + step) % len(slots)]
        if _available(state, slot):
            return slot
    return None


def _start_slot(state: GameState, slot: int | None) -> GameState:
    number = state.turn.number + 1
    if slot is None:
        # Nobody is left to play and nothing is on the board. A side whose goal is met
        # even so (every hero dead, say, while the dead traitor's rules kept going) wins;
        # otherwise the haunt ends undecided.
        state = check_victory(state.evolve(frames=()))
        if state.phase is Phase.OVER:
            return state
        return state.evolve(phase=Phase.OVER, winner=None)
    if slot == MONSTER_SLOT:
        from betrayal.core.rules.monster_turn import start_monster_turn

        turn = TurnState(player=monster_player(state), number=number, moves_left=0, monsters=True)
        return start_monster_turn(state.evolve(turn=turn))
    from betrayal.core.rules.turns import start_turn

    return start_turn(state, slot, number)


# ----- sides ------------------------------------------------------------------------------


def side_of(state: GameState, seat: int) -> str:
    reveal = state.reveal
    if reveal is not None and (reveal.traitor == seat or seat in state.turned):
        return "traitor"
    return "heroes"


def opponents_of_explorer(state: GameState, seat: int) -> list[str]:
    """Fighters that explorer may attack: on the other side, in the same room."""
    if not is_running(state):
        return []
    room = state.explorers[seat].room
    mine = side_of(state, seat)
    found: list[str] = []
    for other, e in enumerate(state.explorers):
        # While the traitor (or a hero turned in secret) is hidden, anyone may attack
        # anyone, on a suspicion; in a free-for-all everyone is everyone's opponent.
        suspect = (
            state.traitor_hidden
            or bool(state.turned_secretly)
            or free_for_all(state)
            or side_of(state, other) != mine
        )
        if other != seat and e.alive and e.room == room and suspect:
            found.append(str(other))
    if mine == "heroes":
        found.extend(m.ident for m in state.monsters if m.room == room)
    return found


def obstacles(state: GameState, seat: int) -> int:
    """Opponents in the explorer's room that make leaving it cost more (not stunned ones)."""
    if not is_running(state):
        return 0
    room = state.explorers[seat].room
    mine = side_of(state, seat)
    everyone = free_for_all(state)
    count = sum(
        1
        for other, e in enumerate(state.explorers)
        if other != seat
        and e.alive
        and e.room == room
        and (everyone or side_of(state, other) != mine)
    )
    if mine == "heroes":
        from betrayal.core.rules.monster_kinds import cannot

        count += sum(
            1
            for m in state.monsters
            if m.room == room and not m.stunned and not cannot(state, m.kind, "slow")
        )
    return count


def free_for_all(state: GameState) -> bool:
    return state.reveal is not None and state.reveal.traitor_kind is TraitorKind.FREE_FOR_ALL


def heroes_alive(state: GameState) -> bool:
    """Whether a hero is still in the game: alive, or out of the house alive."""
    traitor = state.traitor
    return any(
        e.alive or i in state.escaped
        for i, e in enumerate(state.explorers)
        if i != traitor and i not in state.turned
    )


def check_victory(state: GameState) -> GameState:
    """After a resolved step: the first side whose goal is met wins."""
    if not is_running(state) or state.frames:
        return state
    scripts = state.game.scripts
    if free_for_all(state):
        # Each explorer still alive or out of the house alive is checked against the goal;
        # everyone who meets it at the same moment wins (several who escaped, say), written
        # as their seats joined by commas.
        won = []
        for seat, e in enumerate(state.explorers):
            if not e.alive and seat not in state.escaped:
                continue
            if scripts.goal_met(state, seat, _HEROES) is not None:
                won.append(str(seat))
        if won:
            return state.evolve(phase=Phase.OVER, winner=",".join(won))
        return state
    # A side with nobody left in the game cannot win by its goal.
    sides = _BOTH_SIDES if heroes_alive(state) else _TRAITOR
    side = scripts.goal_met(state, anchor(state), sides)
    if side is not None:
        return state.evolve(phase=Phase.OVER, winner=side)
    return state


_HEROES = frozenset({"heroes"})
_TRAITOR = frozenset({"traitor"})
_BOTH_SIDES = _HEROES | _TRAITOR


def returns(state: GameState) -> tuple[float, ...]:
    """Per seat: 1 for a win, -1 for a loss, 0 while undecided or for a draw."""
    if state.winner is None:
        return tuple(0.0 for _ in state.explorers)
    out = []
    for seat in range(state.players):
        if free_for_all(state) or state.winner not in ("heroes", "traitor"):
            # Seats named by number: a free-for-all, or heroes racing for one prize.
            out.append(1.0 if str(seat) in state.winner.split(",") else -1.0)
            continue
        won = side_of(state, seat) == state.winner
        out.append(1.0 if won else -1.0)
    return tuple(out)


def traitor_kind(state: GameState) -> TraitorKind | None:
    return state.reveal.traitor_kind if state.reveal else None


TRAITS_OF_MONSTERS = (Trait.MIGHT, Trait.SPEED, Trait.KNOWLEDGE, Trait.SANITY)
