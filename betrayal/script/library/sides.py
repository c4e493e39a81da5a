"""The sides of the haunt: who revealed it and where, the traitor (known, hidden or forced
into the open) and the heroes who go over to them, the heroes in a room, explorers who get
out of the house alive, and an explorer who wins alone."""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.frames import Ctx
from betrayal.core.rules.haunt import is_running, unmask
from betrayal.core.rules.haunt_roll import reveal_haunt_number
from betrayal.core.state import GameState, Phase
from betrayal.script.registry import Param, effect, query
from betrayal.script.types import BOOL, EXPLORER, INT, ROOM, list_of
from betrayal.script.verbs import fill

WHO = Param("who", EXPLORER, doc="an explorer")


@query(
    "revealer",
    returns=EXPLORER,
    example="revealer()",
    english="the explorer who revealed the haunt",
)
def revealer(state: GameState, ctx: Ctx) -> int:
    """The explorer who revealed the haunt (before the haunt: the acting explorer)."""
    if state.reveal is None:
        return ctx.actor
    return state.reveal.revealer


@query(
    "reveal_room",
    returns=ROOM,
    example="reveal_room()",
    english="the room where the haunt was revealed",
)
def reveal_room(state: GameState, ctx: Ctx) -> str:
    """The room where the haunt was revealed (where its omen was drawn)."""
    if state.reveal is None:
        return state.explorers[ctx.actor].room
    return state.reveal.room


@effect(
    "start_haunt",
    Param("number", INT),
    Param("revealer", EXPLORER),
    example="start_haunt(12, actor)",
    english="haunt {number} begins, revealed by {revealer}",
)
def start_haunt(state: GameState, ctx: Ctx, number: int, revealer: int) -> GameState:
    """The haunt with this number begins at once, as after a haunt roll, for the cards
    that start a haunt of their own (some 3rd-edition events): ``revealer`` reveals it in
    their room, the card whose rules call this stands for the omen, and the haunt's rule
    (the edition's list, else the haunt script's `traitor` line) names the traitor.
    Nothing happens once a haunt has begun, or when the revealer is dead. It is an error to
    name a haunt that neither the edition nor the game's scripts have. A game set up to play
    one haunt (``new_state(haunt=N)``) starts that one here too, as its reveal would."""
    if state.phase is not Phase.EXPLORATION or not state.explorers[revealer].alive:
        return state
    number = state.setup.haunt or number
    # An unknown haunt is refused by reveal_haunt_number before anything changes.
    room = state.explorers[revealer].room
    return reveal_haunt_number(state, number, revealer, ctx.this, room)


# ----- the traitor's side --------------------------------------------------------------------


@query("is_traitor", WHO, returns=BOOL, example="is_traitor(actor)", english="{who} is the traitor")
def is_traitor(state: GameState, ctx: Ctx, who: int) -> bool:
    """Whether an explorer is the revealed traitor (or a hero who has turned traitor)."""
    return state.traitor == who or who in state.turned


@query(
    "traitors",
    returns=list_of(EXPLORER),
    example="traitors()",
    english="the explorers on the traitor's side",
)
def traitors(state: GameState, ctx: Ctx) -> tuple[int, ...]:
    """The living explorers known to be on the traitor's side, in seat order: the traitor
    (if any) and every hero who has turned traitor. Empty while a haunt has no traitor yet
    or keeps its traitor hidden; a hero who went over in secret is left out until known
    (`is_traitor` tells the truth about anyone)."""
    traitor = state.traitor
    secret = state.turned_secretly
    return tuple(
        i
        for i, e in enumerate(state.explorers)
        if e.alive
        and (i == traitor or i in state.turned)
        and i not in secret
        and not state.traitor_hidden
    )


def _turn_traitor_english(v: dict[str, str]) -> str:
    secret = v.get("secret", "false")
    if secret == "true":
        return fill("{who} go over to the traitor's side in secret", v)
    if secret == "false":
        return fill("{who} go over to the traitor's side", v)
    return fill("{who} go over to the traitor's side (in secret if {secret})", v)


@effect(
    "turn_traitor",
    Param("who", EXPLORER),
    Param(
        "secret",
        BOOL,
        False,
        doc="only they know it: other seats see a hero until they die or it is made known",
    ),
    example="turn_traitor(actor)",
    english=_turn_traitor_english,
)
def turn_traitor(state: GameState, ctx: Ctx, who: int, secret: bool) -> GameState:
    """A living hero goes over to the traitor's side for the rest of the haunt: from now
    on they win or lose with the traitor, are no longer among `heroes`, and fight the
    heroes. Turned in secret, they stay out of `traitors()` and every other seat's view
    of the game shows them as a hero (so that nobody can tell who was infected, say),
    until they die or this is done again without ``secret``, which makes it known.
    Nothing happens before the haunt or to the dead."""
    if not is_running(state) or not state.explorers[who].alive or state.traitor == who:
        return state
    if who in state.turned:
        if not secret and who in state.turned_secretly:
            return state.evolve(turned_secretly=state.turned_secretly - {who})
        return state
    if secret:
        return state.evolve(
            turned=state.turned | {who}, turned_secretly=state.turned_secretly | {who}
        )
    return state.evolve(turned=state.turned | {who})


@query(
    "known_traitor",
    returns=list_of(EXPLORER),
    example="known_traitor()",
    english="the unmasked traitor",
)
def known_traitor(state: GameState, ctx: Ctx) -> tuple[int, ...]:
    """The traitor who moves the monsters, once known: a list of one (even after their
    death, as they still play the monsters), or empty when the haunt has no traitor, has
    none yet, or keeps them hidden."""
    reveal = state.reveal
    if reveal is None or reveal.traitor is None or state.traitor_hidden:
        return ()
    return (reveal.traitor,)


@effect(
    "reveal_traitor",
    example="reveal_traitor()",
    english="the hidden traitor is revealed",
)
def reveal_traitor(state: GameState, ctx: Ctx) -> GameState:
    """A hidden traitor must show themselves now (a rule forces it: a fake collar that
    would have killed them, say); nothing happens when the traitor is not hidden."""
    if not state.traitor_hidden:
        return state
    return unmask(state)


# ----- the heroes, and how the game ends for them --------------------------------------------


@query(
    "heroes_in",
    Param("room", ROOM),
    returns=list_of(EXPLORER),
    example="heroes_in(room_of(actor))",
    english="the heroes in {room}",
)
def heroes_in(state: GameState, ctx: Ctx, room: str) -> tuple[int, ...]:
    """The living explorers in a room who are not the traitor, in seat order."""
    traitor = state.traitor
    return tuple(i for i in state.players_in(room) if i != traitor)


@effect(
    "escape",
    Param("who", EXPLORER),
    example="escape(actor)",
    english="{who} get out of the house alive",
)
def escape(state: GameState, ctx: Ctx, who: int) -> GameState:
    """The explorer leaves the house alive and is out of play: no more turns, no longer
    among the living explorers, and the cards and tokens they had go with them (out of
    the game). `has_status(who, escaped)` tells them from the dead; no `died` rules run.
    If it is their turn, only ending it is left."""
    me = state.explorers[who]
    if not me.alive:
        return state
    content = state.game.content
    events = tuple(c for c in me.cards if content.card(c).kind is CardKind.EVENT)
    others = tuple(c for c in me.cards if c not in events)
    explorers = list(state.explorers)
    explorers[who] = attrs.evolve(me, alive=False, cards=())
    state = state.evolve(
        explorers=tuple(explorers),
        removed=(*state.removed, *others),
        event_discards=(*state.event_discards, *events),
        carried=tuple(c for c in state.carried if c[1] != who),
        escaped=state.escaped | {who},
        bound=state.bound - {who},
    )
    if state.turn.player == who and not state.turn.monsters:
        state = state.evolve(turn=attrs.evolve(state.turn, over=True))
    return state


def _win_alone_english(v: dict[str, str]) -> str:
    if v["others"] in ("", "()", "[]", "nothing", "nobody"):
        return f"{v['who']} win the game alone"
    return f"{v['who']} win the game, with {v['others']} and nobody else"


@effect(
    "win_alone",
    Param("who", EXPLORER),
    Param("others", list_of(EXPLORER), (), doc="the explorers who win alongside, dead or not"),
    example="win_alone(actor)",
    english=_win_alone_english,
)
def win_alone(state: GameState, ctx: Ctx, who: int, others: tuple[int, ...]) -> GameState:
    """The game ends at once with this explorer as its only winner (for haunts where the
    heroes race one another for a prize): everyone else loses. With ``others``, those
    explorers win with them and nobody else does, whatever side they are on (the traitor
    and only those of their allies who earned a share of the win, say)."""
    seats = sorted({who, *others})
    return state.evolve(phase=Phase.OVER, winner=",".join(str(s) for s in seats))
