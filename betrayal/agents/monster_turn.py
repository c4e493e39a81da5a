"""What the goal agent does with the traitor's monsters in the monster turn.

In order: a monster walks to where one of the haunt's monster-turn actions would open
with it standing there; the haunt's monster-turn actions are used; monsters attack (a
pack together first), leaving alone a hero another monster holds; a monster goes where
one of those actions needs it; a monster steps toward where the traitor's side gains
ground; a monster that can open new rooms does so, or heads for the nearest doorway to
open; a monster whose arrival somewhere wins ground heads there, the others hunt the
nearest hero; with nobody to hunt, monsters wander.
"""

from __future__ import annotations

from collections.abc import Sequence

from betrayal.agents.draws import pick
from betrayal.agents.foes import foe_rooms
from betrayal.agents.goals import goal_rooms
from betrayal.agents.haunt_actions import (
    has_monster_turn_actions,
    is_haunt_action,
    rooms_opening_new,
)
from betrayal.agents.plans import monster_goals
from betrayal.agents.progress import advancing_step
from betrayal.agents.walks import distance_to, frontier_rooms, monster_destination
from betrayal.core.actions import Action, Kind
from betrayal.core.rng import Stream
from betrayal.core.rules import haunt, monster_kinds
from betrayal.core.rules import monsters as monster_rules
from betrayal.core.state import GameState


class MonsterTurn:
    """The monster turn policy of one agent."""

    def __init__(self, stream: Stream) -> None:
        self._stream = stream

    def move(self, state: GameState, actions: Sequence[Action]) -> Action:
        """The monster controller's choice among ``actions``, planned on ``state``, the
        view of the game that the controller may know."""
        # The haunt's own monster-turn actions (a special attack, say) come first: each is
        # offered only while it can be used.
        specials = [a for a in actions if is_haunt_action(a)]
        monster_actions = [a for a in actions if a.kind is Kind.MONSTER]
        # A special that opens only with a monster standing elsewhere (a spell on whoever
        # shares its room, say) is worth walking there for before anything is cast.
        step = _toward_new_specials(state, monster_actions, specials)
        if step is not None:
            return step
        if specials:
            return self._special(state, specials)
        # A hero another of the side's monsters holds is left to it: a blow that seizes
        # them would only pass them on, and they would never be dragged home.
        held = {m.holding: m.ident for m in state.monsters if m.holding is not None}
        striking = [
            a
            for a in monster_actions
            if a.args[1] in ("pack", "attack") and held.get(int(a.args[2]), a.args[0]) == a.args[0]
        ]
        # A pack attacking together throws more dice, and risks nothing.
        attacks = [a for a in striking if a.args[1] == "pack"]
        attacks = attacks or [a for a in striking if a.args[1] == "attack"]
        if attacks:
            return pick(self._stream, attacks)
        actions = monster_actions
        goal_step = self._monster_goal_step(state, actions)
        if goal_step is not None:
            return goal_step
        # A step toward where the traitor's goal gains ground (a room left untouched, say)
        # comes before the hunt: a haunt won by laying tokens is not won by chasing heroes.
        walks = [a for a in actions if a.args[1] in ("move", "take")]
        walks = [] if haunt.free_for_all(state) else walks
        for ident in dict.fromkeys(a.args[0] for a in walks):
            own = [a for a in walks if a.args[0] == ident]
            step = advancing_step(state, own, haunt.side_of(state, state.turn.player))
            if step is not None:
                return step
        # Nothing in reach gains ground: a monster able to open new rooms does so.
        explores = [a for a in actions if a.args[1] == "explore"]
        if explores:
            return pick(self._stream, explores)
        step = self._toward_frontier(state, actions)
        if step is not None:
            return step
        heroes = frozenset(
            e.room for seat, e in enumerate(state.explorers) if e.alive and seat != state.traitor
        )
        # A monster whose arrival somewhere wins ground (an escape, say) heads there;
        # the others hunt the nearest hero.
        player = state.turn.player
        goals = {k: goal_rooms(state, player, k) for k in {m.kind for m in state.monsters}}
        best: list[Action] = []
        least: int | None = None
        for a in actions:
            if a.args[1] not in ("move", "take"):
                continue
            m = monster_rules.monster(state, a.args[0])
            dest = monster_destination(state, m.room, a)
            targets = goals[m.kind] or heroes
            distance = distance_to(state, dest, targets) if targets else None
            if distance is None:
                continue
            here = distance_to(state, m.room, targets)
            if here is not None and distance >= here:
                continue
            if least is None or distance < least:
                best, least = [a], distance
            elif distance == least:
                best.append(a)
        if best:
            return pick(self._stream, best)
        if not heroes and not any(goals.values()):
            # Nobody left to hunt and nowhere to be: wander rather than stand still, since
            # standing still can leave a haunt that no one can finish.
            walks = [a for a in actions if a.args[1] in ("move", "take")]
            if walks:
                return pick(self._stream, walks)
        done = [a for a in actions if a.args[1] == "done"]
        return done[0] if done else pick(self._stream, actions)

    def _toward_frontier(self, state: GameState, actions: Sequence[Action]) -> Action | None:
        """For a monster that can open new rooms but has no doorway to open where it
        stands, a step toward the nearest room that has one."""
        frontier = frontier_rooms(state)
        if not frontier:
            return None
        scored = []
        for a in actions:
            if a.args[1] not in ("move", "take"):
                continue
            m = monster_rules.monster(state, a.args[0])
            if not monster_kinds.ability(state, m.kind, "moves", mode="explores"):
                continue
            here = distance_to(state, m.room, frontier)
            distance = distance_to(state, monster_destination(state, m.room, a), frontier)
            if distance is not None and (here is None or distance < here):
                scored.append((distance, a))
        if not scored:
            return None
        least = min(d for d, _ in scored)
        return pick(self._stream, [a for d, a in scored if d == least])

    def _monster_goal_step(self, state: GameState, actions: Sequence[Action]) -> Action | None:
        """A step for a monster that one of the haunt's monster-turn actions needs somewhere
        (or its rest, once there); None when no monster is needed anywhere."""
        for ident, rooms in monster_goals(state, state.turn.player).items():
            mine = [a for a in actions if a.args[0] == ident]
            room = monster_rules.monster(state, ident).room
            if room in rooms:
                rest = [a for a in mine if a.args[1] == "done"]
                if rest:
                    return rest[0]
                continue
            here = distance_to(state, room, rooms)
            scored = []
            for a in mine:
                if a.args[1] not in ("move", "take"):
                    continue
                distance = distance_to(state, monster_destination(state, room, a), rooms)
                if distance is not None and (here is None or distance < here):
                    scored.append((distance, a))
            if scored:
                least = min(d for d, _ in scored)
                return pick(self._stream, [a for d, a in scored if d == least])
        return None

    def _special(self, state: GameState, specials: Sequence[Action]) -> Action:
        """One of the haunt's monster-turn actions: each action alike, whatever the number
        of ways to aim it; aimed at a room, where its side's foes are, if it can be."""
        name = pick(self._stream, sorted({a.args[1] for a in specials}))
        ways = [a for a in specials if a.args[1] == name]
        foes = foe_rooms(state, state.turn.player)
        aimed = [a for a in ways if len(a.args) > 2 and a.args[2] in foes]
        return pick(self._stream, aimed or ways)


def _toward_new_specials(
    state: GameState, monster_actions: Sequence[Action], specials: Sequence[Action]
) -> Action | None:
    """A monster's step toward the nearest room where, with it standing there, one of the
    haunt's monster-turn actions not open now would open; None if there is none."""
    if not has_monster_turn_actions(state):
        return None
    player = state.turn.player
    open_now = {a.args[1] for a in specials}
    walks = [a for a in monster_actions if a.args[1] in ("move", "take")]
    best: tuple[int, Action] | None = None
    for ident in dict.fromkeys(a.args[0] for a in walks):
        m = monster_rules.monster(state, ident)
        targets = rooms_opening_new(state, m, player, open_now)
        if not targets:
            continue
        here = distance_to(state, m.room, targets)
        for a in walks:
            if a.args[0] != ident:
                continue
            distance = distance_to(state, monster_destination(state, m.room, a), targets)
            nearer = distance is not None and (here is None or distance < here)
            if nearer and distance is not None and (best is None or distance < best[0]):
                best = (distance, a)
    return None if best is None else best[1]
