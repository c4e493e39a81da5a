"""What the goal agent does on an explorer's own turn in a haunt, for a hero or the traitor.

In order: it uses one of the haunt's actions open where it stands (never one that hands
something to a rival, and not again in a room where they keep changing nothing); it
attacks when the odds are with it (the traitor's side always presses the attack; a win
that is a goal or that the side's rules reward is worth worse odds); it throws a card at
a room where only foes stand; it picks up what it finds; and it walks toward the rooms
its plans point to (``targets``), exploring when nothing else calls. It keeps clear of
rooms a haunt rule makes ruinous, of foes too strong to face, and of any move after which
the next monster turn would lose the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from betrayal.agents.draws import pick
from betrayal.agents.foes import (
    GOAL_FOE_ODDS,
    card_of,
    danger,
    foe_rooms,
    token_carriers,
    weapon_of,
)
from betrayal.agents.goals import (
    deck_cards_wanted,
    goal_foes,
    goal_monsters,
    loses_by_monster_turn,
    needs_traitor_alive,
    rewarded,
    rewarded_foe_rooms,
    rooms_to_find,
)
from betrayal.agents.haunt_actions import (
    action_rooms,
    best_trait_uses,
    drop_for_nothing,
    furthering_uses,
    gift_to_rival,
    gives_away,
    harms_room,
    is_haunt_action,
    needed_piles,
)
from betrayal.agents.herding import tend_rooms
from betrayal.agents.plans import (
    card_receivers,
    entry_rooms,
    gathering_rooms,
    hazard_rooms,
    key_cards,
    lure_rooms,
    trap_rooms,
    win_rooms,
)
from betrayal.agents.progress import turn_end_rooms
from betrayal.agents.roll_reach import hopeless
from betrayal.agents.walks import (
    destination,
    distance_to,
    frontier_rooms,
    next_rooms,
    reachable,
)
from betrayal.core.actions import Action, Kind
from betrayal.core.rng import Stream
from betrayal.core.rules import combat, haunt, monster_kinds
from betrayal.core.state import GameState

# How many dice short a hero may be and still press an attack whose win their side's
# rules single out.
_LONG_ODDS = 3
# Uses of haunt actions in a row in one room that changed nothing before the agent looks
# elsewhere.
_FRUITLESS = 2


class ExplorerTurn:
    """The explorer's turn policy of one agent, with what it remembers from decision to
    decision: fruitless tries by room, and answers too costly to work out twice."""

    def __init__(self, stream: Stream) -> None:
        self._stream = stream
        # The last answers to "is a card worth exploring for?" and "is a room?", by what
        # they depend on.
        self._searched: tuple[object, bool] | None = None
        self._finding: tuple[object, bool] | None = None
        self._last_rooms: tuple[GameState, frozenset[str]] | None = None
        # Haunt actions used in a row to no effect, by room: a player who has searched a
        # room twice for nothing looks elsewhere.
        self._tries: dict[str, int] = {}
        self._last_use: tuple[int, str, object] | None = None

    def move(self, state: GameState, player: int, actions: Sequence[Action]) -> Action:
        """``player``'s choice among ``actions`` on their turn, planned on ``state``, the
        view of the game that ``player`` may know."""
        self._judge_last_use(state)
        here = state.explorers[player].room
        actions = [
            a for a in actions if not (is_haunt_action(a) and gift_to_rival(state, player, a))
        ] or actions
        # A roll that can at best show what a blank throw shows is not worth making.
        # Nor is putting down what one carries where that serves nothing, nor, for a
        # hidden traitor far from death, an action that would give them away.
        haunt_uses = [
            a
            for a in actions
            if is_haunt_action(a)
            and not hopeless(state, player, a)
            and not drop_for_nothing(state, player, a)
            and not gives_away(state, player, a)
        ]
        if haunt_uses and self._spent(here) and here not in self._action_rooms(state, player):
            # Tried here and again to no effect, with somewhere else to try: move on.
            haunt_uses = []
        if haunt_uses:
            uses = furthering_uses(state, player, best_trait_uses(state, player, haunt_uses))
            use = pick(self._stream, uses)
            self._last_use = (state.turn.number, here, _haunt_marks(state))
            return use
        handing = _hand_over(state, player, actions)
        if handing is not None:
            return handing
        attack = self._best_attack(state, player, actions)
        if attack is not None:
            return attack
        blasts = _blasts_at_foes(state, player, actions)
        if blasts:
            return pick(self._stream, blasts)
        pickups = [a for a in actions if a.kind in (Kind.PICK_UP, Kind.LOOT)]
        if pickups:
            return pick(self._stream, pickups)
        unmask = [a for a in actions if a.kind is Kind.UNMASK]
        if unmask and self._stream.below(4) == 0:
            return unmask[0]
        moves = [a for a in actions if a.kind in (Kind.MOVE, Kind.TAKE)]
        rooms = self._action_rooms(state, player) if moves else frozenset[str]()
        if rooms and distance_to(state, here, rooms) is None:
            # Where the haunt's actions open is cut off from here: only new rooms can
            # join the way.
            safe, rescue = _keep_watch(state, player, moves)
            step = None if rescue else self._explore(state, player, safe)
            if step is not None:
                return step
        if moves:
            step = self._step_towards(state, player, moves)
            if step is not None:
                return step
        others = [a for a in actions if a.kind is Kind.USE and self._stream.below(3) == 0]
        if others:
            return pick(self._stream, others)
        end = [a for a in actions if a.kind is Kind.END_TURN]
        return end[0] if end else pick(self._stream, actions)

    def _best_attack(
        self, state: GameState, player: int, actions: Sequence[Action]
    ) -> Action | None:
        attacks = [a for a in actions if a.kind is Kind.ATTACK]
        if not attacks:
            return None
        traitor_side = haunt.side_of(state, player) == "traitor"
        hidden = state.traitor_hidden
        goals = goal_monsters(state, player)
        # A foe whose death is the way to win is worth a blow at worse odds.
        wanted_foes = goal_foes(state, player)
        spare = not traitor_side and needs_traitor_alive(state, player)
        carriers = token_carriers(state)
        best: tuple[tuple[bool, bool, bool, int], Action] | None = None
        for a in attacks:
            target = a.args[0]
            if not combat.is_monster(target) and hidden and not traitor_side:
                continue  # an unknown traitor: heroes do not strike at each other blindly
            if not traitor_side and target == str(state.traitor) and spare:
                continue  # the heroes' own way to win needs the traitor alive
            trait, extra = weapon_of(state, a, player)
            mine = state.trait(player, trait) + extra
            theirs = combat.defence_dice(state, target, trait)
            edge = mine - theirs
            # A monster whose defeat is the way to win is worth any risk; a win the side's
            # own rules single out (a silver bullet, say) is worth worse odds than a plain
            # blow; so, a little, is a blow at a foe whose death is the goal.
            reward = rewarded(state, player, target, trait, card_of(a))
            goal_foe = target.isdigit() and int(target) in wanted_foes
            wanted = target in goals
            floor = -_LONG_ODDS if reward else -GOAL_FOE_ODDS if goal_foe else 0
            if edge < floor and not traitor_side and not wanted:
                continue
            # The traitor strikes first at a hero carrying one of the haunt's tokens: the
            # heroes' plans usually ride on it.
            carrier = traitor_side and target in carriers
            score = (wanted or reward, goal_foe, carrier, edge)
            if best is None or score > best[0]:
                best = (score, a)
        return None if best is None else best[1]

    def _step_towards(
        self, state: GameState, player: int, moves: Sequence[Action]
    ) -> Action | None:
        targets, search = self.targets(state, player)
        here = state.explorers[player].room
        # Never walk into a room a haunt rule makes ruinous; think twice about ending up
        # beside one (what is there may spread).
        hazards = hazard_rooms(state, player)
        # A room that would hold the player for good is a hazard too, unless the plan
        # leads there.
        hazards |= trap_rooms(state, player) - targets
        if hazards:
            moves = [m for m in moves if destination(state, here, m) not in hazards]
        near = frozenset(r for h in hazards for r in next_rooms(state, h)) - hazards
        moves, rescue = _keep_watch(state, player, moves)
        if rescue:
            targets, search = rescue, False
        elif not moves:
            return None  # every way out would lose the game before this round is over
        if search:
            # Something is still to be found (a card in a deck, a room in the stack): open a
            # new room, or walk to where one can be opened.
            unexplored = [m for m in moves if destination(state, here, m) is None]
            if unexplored:
                return pick(self._stream, unexplored)
        if targets:
            if here in targets:
                return None  # already where the plan says: stay and act
            scored = []
            for move in moves:
                dest = destination(state, here, move)
                if dest is None:
                    continue
                distance = distance_to(state, dest, targets)
                if distance is not None:
                    # Keep out of a strong foe's way unless the plan leads right there.
                    risky = (danger(state, player, dest) or dest in near) and dest not in targets
                    scored.append(((risky, distance), move))
            if scored:
                least = min(d for d, _ in scored)
                return pick(self._stream, [m for d, m in scored if d == least])
        # Nothing to head for: get away from a foe too strong to face, else explore
        # through open doorways, else wander once in a while.
        if danger(state, player, here):
            safer = [
                m
                for m in moves
                if (dest := destination(state, here, m)) is not None
                and not danger(state, player, dest)
            ]
            if safer:
                return pick(self._stream, safer)
        unexplored = [m for m in moves if destination(state, here, m) is None]
        if unexplored:
            return pick(self._stream, unexplored)
        if self._stream.below(3) == 0:
            calm = [m for m in moves if not danger(state, player, destination(state, here, m))]
            return pick(self._stream, calm or moves)
        return None

    def _action_rooms(self, state: GameState, player: int) -> frozenset[str]:
        """Where the haunt's actions open, leaving out rooms where every one of them has
        been tried to no effect, while somewhere else is left to try."""
        # Asked twice in one decision; the answer for the same position is kept.
        if self._last_rooms is not None and self._last_rooms[0] is state:
            return self._last_rooms[1]
        rooms = action_rooms(state, player)
        rooms = frozenset(r for r in rooms if not self._spent(r)) or rooms
        self._last_rooms = (state, rooms)
        return rooms

    def _judge_last_use(self, state: GameState) -> None:
        """A haunt action this seat used earlier in this turn that left the haunt's tokens
        and counts as they were is one more fruitless try in that room; one that changed
        something starts the count again."""
        last, self._last_use = self._last_use, None
        if last is None or last[0] != state.turn.number:
            return
        _, room, marks = last
        self._tries[room] = self._tries.get(room, 0) + 1 if marks == _haunt_marks(state) else 0

    def _spent(self, room: str) -> bool:
        return self._tries.get(room, 0) >= _FRUITLESS

    def _explore(self, state: GameState, player: int, moves: Sequence[Action]) -> Action | None:
        """Through an unexplored doorway here, else a step toward the nearest room with one."""
        here = state.explorers[player].room
        unexplored = [m for m in moves if destination(state, here, m) is None]
        if unexplored:
            return pick(self._stream, unexplored)
        frontier = frozenset(r for r in frontier_rooms(state) if r != here)
        if not frontier:
            return None
        scored = []
        for move in moves:
            dest = destination(state, here, move)
            distance = None if dest is None else distance_to(state, dest, frontier)
            if distance is not None:
                scored.append((distance, move))
        if not scored:
            return None
        least = min(d for d, _ in scored)
        return pick(self._stream, [m for d, m in scored if d == least])

    def targets(self, state: GameState, player: int) -> tuple[frozenset[str], bool]:
        """Rooms worth reaching: where the side would win by all gathering there, else
        where one's win condition wants what one holds, else where a haunt action would
        open (or ending the turn would set off a rule of the haunt for this side) or a
        monster waits that the side must lead somewhere, else a
        card a haunt rule needs for the win, else a foe whose defeat is a goal or that the
        side's rules single out, else a card the haunt wants (lying about, or still in a
        deck: then the answer is the rooms with doorways to explore, and True), else a room
        still in the stack where an action would open (exploring again), else a room to
        lure monsters into, else foes, else cards."""
        gather = gathering_rooms(state, player)
        if gather:
            return gather, False
        # Bringing what one holds where the win condition wants it comes first.
        wins = win_rooms(state, player)
        if wins and len(wins) * 2 <= len(state.house.tiles):
            return wins, False
        # Walking in somewhere with what one holds fires a rule on the way to the win.
        entries = entry_rooms(state, player)
        if entries:
            return entries, False
        # A card the rule asks for is of use in a fellow's hands: bring it to them.
        receivers = set(card_receivers(state, player).values())
        if receivers:
            return frozenset(state.explorers[seat].room for seat in receivers), False
        opened = self._action_rooms(state, player) or turn_end_rooms(state, player)
        # Beside a monster the side must lead somewhere is where the next turn's lead
        # starts from.
        opened |= tend_rooms(state, player)
        if opened:
            if self._rooms_to_find(state, player):
                # Another action waits in a room not found yet: exploring is as good a
                # way forward as the actions open now; whichever is nearer.
                frontier = frontier_rooms(state)
                return opened | frontier, bool(frontier)
            return opened, False
        # A card the haunt's rules need for the win (one that lets a blow wound, say).
        keys = key_cards(state, player) - _held_by_side(state, player)
        if keys:
            lying = frozenset(r for r, cs in state.piles if r in state.house and keys & set(cs))
            # A body still holding one, where the dead keep their cards to be looted.
            lying |= frozenset(
                e.room for e in state.explorers if not e.alive and keys & set(e.cards)
            )
            if lying:
                return lying, False
            if any(keys & set(deck) for deck in state.decks[:2]):
                # Still to be drawn: explore, where new rooms hold new cards.
                frontier = frontier_rooms(state)
                if frontier:
                    return frontier, True
        goals = goal_monsters(state, player)
        if goals:
            return frozenset(m.room for m in state.monsters if m.ident in goals), False
        marked = rewarded_foe_rooms(state, player)
        if marked:
            return marked, False
        needed = needed_piles(state, player)
        if needed:
            return needed, False
        if self._search_decks(state, player):
            frontier = frontier_rooms(state)
            if frontier:
                return frontier, True
        if self._rooms_to_find(state, player):
            frontier = frontier_rooms(state)
            if frontier:
                return frontier, True
        # A rule that turns on a monster walking into certain rooms: wait there as bait.
        movers = [m.room for m in state.monsters if not monster_kinds.cannot(state, m.kind, "move")]
        lures = lure_rooms(state, player) & reachable(state, movers)
        if lures:
            return lures, False
        foes = foe_rooms(state, player)
        if foes:
            return foes, False
        return frozenset(room for room, cards in state.piles if cards), False

    def _rooms_to_find(self, state: GameState, player: int) -> bool:
        # Worked out once a turn, or when the house grows: it asks about every room tile.
        key = (player, state.turn.number, len(state.house.tiles))
        if self._finding is None or self._finding[0] != key:
            self._finding = (key, rooms_to_find(state, player))
        return self._finding[1]

    def _search_decks(self, state: GameState, player: int) -> bool:
        # Worked out once a turn: it asks about every card in every room.
        key = (player, state.turn.number, state.decks)
        if self._searched is None or self._searched[0] != key:
            self._searched = (key, deck_cards_wanted(state, player))
        return self._searched[1]


def _keep_watch(
    state: GameState, player: int, moves: Sequence[Action]
) -> tuple[list[Action], frozenset[str]]:
    """The moves after which the next monster turn would not lose the game at once, and,
    when staying put would, the monsters' rooms where standing would not."""
    here = state.explorers[player].room
    if not state.monsters or state.haunt_script is None:
        return list(moves), frozenset()
    if loses_by_monster_turn(state, player, here):
        rooms = {m.room for m in state.monsters if m.room != here}
        return list(moves), frozenset(
            r for r in rooms if not loses_by_monster_turn(state, player, r)
        )
    # Through an unexplored doorway, the new room is unknown: any other room stands in.
    away = next((t.room for t in state.house.tiles if t.room != here), here)
    verdicts: dict[str, bool] = {}
    safe = []
    for move in moves:
        dest = destination(state, here, move) or away
        if dest not in verdicts:
            verdicts[dest] = loses_by_monster_turn(state, player, dest)
        if not verdicts[dest]:
            safe.append(move)
    return safe, frozenset()


def _hand_over(state: GameState, player: int, actions: Sequence[Action]) -> Action | None:
    """The offer of a card a haunt rule asks for to the fellow explorer beside the player
    who needs it for that rule."""
    trades = [a for a in actions if a.kind is Kind.TRADE]
    if not trades:
        return None
    receivers = card_receivers(state, player)
    return next((a for a in trades if receivers.get(a.args[0]) == int(a.args[1])), None)


def _held_by_side(state: GameState, player: int) -> frozenset[str]:
    """Cards held by ``player``'s side, the living ones."""
    side = haunt.side_of(state, player)
    return frozenset(
        card
        for seat, e in enumerate(state.explorers)
        if e.alive and haunt.side_of(state, seat) == side
        for card in e.cards
    )


def _haunt_marks(state: GameState) -> object:
    """What a haunt action can change that shows it did something: the haunt's counts,
    tokens, carried tokens, cards in hand and fallen rooms."""
    hands = tuple(e.cards for e in state.explorers)
    return (state.script_vars, state.tokens, state.carried, hands, state.collapsed)


def _blasts_at_foes(state: GameState, player: int, actions: Sequence[Action]) -> list[Action]:
    """Uses of a card aimed at a room (Dynamite thrown through a door, say) whose rule
    hurts whoever is there, aimed where a foe stands and none of the player's own side
    does: a blow struck from a room away."""
    side = haunt.side_of(state, player)
    found = []
    for a in actions:
        if a.kind is not Kind.USE or is_haunt_action(a) or len(a.args) != 3:
            continue
        target = a.args[2]
        if target not in state.house or not harms_room(state, a.args[0], a.args[1]):
            continue
        people = [seat for seat, e in enumerate(state.explorers) if e.alive and e.room == target]
        if any(haunt.side_of(state, seat) == side for seat in people):
            continue
        foes = [seat for seat in people if seat not in state.unseen]
        if side == "heroes" and (state.traitor_hidden or needs_traitor_alive(state, player)):
            foes = []  # no blind blows, and none at a traitor the heroes need alive
        monsters = side == "heroes" and any(m.room == target for m in state.monsters)
        if foes or monsters:
            found.append(a)
    return found
