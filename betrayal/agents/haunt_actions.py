"""What the haunt's actions and cards do, as the goal agent reads them off their programs:
which actions are the haunt's, which hand something over (and so must never go to a
rival), which cards aimed at a room hurt whoever stands there, and where the haunt's
actions would open to a player: in which rooms of the house, with which card lying about,
with a monster standing where.
"""

from __future__ import annotations

from betrayal.agents.herding import herd_distance, herd_exposed
from betrayal.agents.offers import haunt_probe
from betrayal.agents.plans import effect_calls, effects_in, script_parts
from betrayal.agents.progress import goal_gap, turn_end_gap
from betrayal.agents.roll_reach import hopeless
from betrayal.core import records
from betrayal.core.actions import Action, Kind
from betrayal.core.rules import haunt
from betrayal.core.rules import monsters as monster_rules
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.errors import BetrayalError
from betrayal.script import ir
from betrayal.script.access import script_set
from betrayal.script.haunt_probe import CARDS, ROOMS
from betrayal.script.ir import Limit
from betrayal.script.library.tokens import Handling
from betrayal.script.program import Program
from betrayal.script.types import EXPLORER, ROOM, TRAIT


def is_haunt_action(action: Action) -> bool:
    """Whether ``action`` is one of the haunt's own actions (not a card's or a room's)."""
    return action.kind is Kind.USE and action.args[0].startswith("haunt:")


# Effects by which an action hands something over, with the place of the argument naming
# who receives it.
_GIVES = {"gain_card": 0, "gain": 0}
_HANDED = Handling.HAND  # carry_token(who, token, hand, to) hands a token to `to`
_ACTOR = "actor"


# The names of an action's choices that receive what it hands over (None: the script
# hands things to someone the agent cannot tell from a choice, so any explorer chosen
# may be the one), by program and action name: asked for every room of the house each
# time the agent looks for where its actions open.
_GIVING: dict[tuple[int, str], tuple[Program, frozenset[str] | None]] = {}


def _receivers(code: Program, name: str) -> frozenset[str] | None:
    kept = _GIVING.get((id(code), name))
    if kept is None or kept[0] is not code:
        found = code.action(name)
        receivers: set[str] | None = set()
        if found is not None:
            chosen = {c.name for c in found.choices}
            for call in effect_calls(code, code.block(found.block), set()):
                to = _given_to(call)
                if to is None or receivers is None:
                    continue
                if isinstance(to, ir.Local) and to.name in chosen:
                    receivers.add(to.name)
                elif not (isinstance(to, ir.Local) and to.name == _ACTOR):
                    receivers = None
        kept = (code, None if receivers is None else frozenset(receivers))
        _GIVING[(id(code), name)] = kept
    return kept[1]


def _given_to(call: ir.Effect) -> ir.Expr | None:
    """The argument naming who receives what an effect call hands over, if it hands
    anything over."""
    if call.name == "carry_token":
        how = call.args[2]
        return call.args[3] if isinstance(how, ir.Const) and how.value is _HANDED else None
    index = _GIVES.get(call.name)
    return None if index is None else call.args[index]


def gift_to_rival(state: GameState, player: int, action: Action) -> bool:
    """Whether a haunt action hands something to another explorer who is not on
    ``player``'s side (everyone else, in a free-for-all): worth nothing, or worse. An
    action that takes from the explorer chosen and gives to the actor (a snatch) is no
    gift: the one chosen is not the one who receives."""
    code = script_set(state).program(action.args[0])
    found = code.action(action.args[1])
    receivers = None if found is None else _receivers(code, action.args[1])
    if found is None or receivers == frozenset():
        return False
    side = haunt.side_of(state, player)
    for choice, value in zip(found.choices, action.args[2:], strict=False):
        if choice.type != EXPLORER or not value.isdigit() or int(value) == player:
            continue
        if receivers is not None and choice.name not in receivers:
            continue
        seat = int(value)
        if _each_for_themselves(state, code) or haunt.side_of(state, seat) != side:
            return True
    return False


# Whether a haunt's programs can end the game with one explorer winning alone, by program.
_ALONE: dict[int, tuple[Program, bool]] = {}


def _each_for_themselves(state: GameState, code: Program) -> bool:
    """Whether every explorer plays against every other: a free-for-all, or a haunt with a
    rule by which one explorer wins alone (the first to find a treasure, say)."""
    if haunt.free_for_all(state):
        return True
    kept = _ALONE.get(id(code))
    if kept is None or kept[0] is not code:
        alone = any(
            call.name == "win_alone" and _nobody_beside(call)
            for call in effect_calls(code, code.blocks, set())
        )
        kept = (code, alone)
        _ALONE[id(code)] = kept
    return kept[1]


def _nobody_beside(call: ir.Effect) -> bool:
    """Whether a `win_alone` call leaves its winner alone: with `others` it shares the win
    (the traitor and the Werewolves who killed, say), which makes no free-for-all."""
    others = call.args[1] if len(call.args) > 1 else None
    if isinstance(others, ir.Const):
        return not others.value
    return isinstance(others, ir.ListOf) and not others.items


# Effects by which a card's use hurts whoever stands in the room it is aimed at.
_HARMS = frozenset({"damage", "beat_monster", "kill"})


def harms_room(state: GameState, program: str, name: str) -> bool:
    """Whether the named card action picks a room and its rule may hurt someone there."""
    if not script_set(state).has(program):
        return False
    code = script_set(state).program(program)
    action = code.action(name)
    if action is None or len(action.choices) != 1 or action.choices[0].type != ROOM:
        return False
    return bool(effects_in(code, code.block(action.block)) & _HARMS)


# Whether an action only puts down what its user carries, by program and action name.
_DROPS: dict[tuple[int, str], tuple[Program, bool]] = {}


def _only_drops(code: Program, name: str) -> bool:
    kept = _DROPS.get((id(code), name))
    if kept is None or kept[0] is not code:
        found = code.action(name)
        calls = [] if found is None else list(effect_calls(code, code.block(found.block), set()))
        drops = bool(calls) and all(
            c.name == "carry_token"
            and isinstance(c.args[2], ir.Const)
            and c.args[2].value is Handling.PUT_DOWN
            for c in calls
        )
        kept = (code, drops)
        _DROPS[(id(code), name)] = kept
    return kept[1]


def drop_for_nothing(state: GameState, player: int, action: Action) -> bool:
    """Whether ``action`` is one of the haunt's that only puts down what the player
    carries, and doing it here brings their side no nearer a win, nor a rule of theirs
    for the end of the turn nearer going off: a token put down for nothing is picked up
    again (and a Flame that burns its bearer burns them twice)."""
    if not is_haunt_action(action):
        return False
    code = script_set(state).program(action.args[0])
    if not _only_drops(code, action.args[1]):
        return False
    try:
        after = state.apply(action)
    except BetrayalError:
        return False
    if after.frames:
        return False  # a question or a roll follows: no judgement
    side = haunt.side_of(state, player)
    pairs = (
        (goal_gap(state, side), goal_gap(after, side)),
        (turn_end_gap(state, player), turn_end_gap(after, player)),
    )
    return not any(now is not None and then is not None and then < now for now, then in pairs)


def action_rooms(state: GameState, player: int, anywhere: bool = False) -> frozenset[str]:
    """The rooms where one of the haunt's actions would be open to ``player`` (handing
    something to a rival does not count: the agent never does it, nor a roll that can
    show no better than a blank throw). An action open in every room gives no reason to
    go anywhere (putting down what one carries, say), so it points at no room, unless
    ``anywhere`` asks whether any action opens at all."""
    if state.haunt_script is None:
        return frozenset()
    probe = haunt_probe(state, player, frozenset({ROOMS}))
    if probe.hopeless:
        return frozenset()
    by_action: dict[str, set[str]] = {}
    me = state.explorers[player]
    rooms = [tile.room for tile in state.house.tiles if tile.room not in state.collapsed]
    for room in rooms:
        moved = records.evolve(me, room=room)
        explorers = (*state.explorers[:player], moved, *state.explorers[player + 1 :])
        there = state.evolve(explorers=explorers)
        for a in probe.offers(there):
            if (
                is_haunt_action(a)
                and not gift_to_rival(there, player, a)
                and not hopeless(there, player, a)
            ):
                by_action.setdefault(a.args[1], set()).add(room)
    found: set[str] = set()
    for opened in by_action.values():
        if anywhere or len(rooms) < 2 or len(opened) < len(rooms):
            found |= opened
    return frozenset(found)


def needed_piles(state: GameState, player: int) -> frozenset[str]:
    """Rooms where a card lies that would open one of the haunt's actions to ``player``."""
    varies = frozenset({ROOMS, CARDS, "piles"})
    if state.haunt_script is None or haunt_probe(state, player, varies).hopeless:
        return frozenset()
    found = set()
    me = state.explorers[player]
    for room, cards in state.piles:
        if room not in state.house:
            continue
        for card in cards:
            holding = records.evolve(me, cards=(*me.cards, card))
            explorers = (*state.explorers[:player], holding, *state.explorers[player + 1 :])
            piles = tuple(
                (r, tuple(c for c in cs if c != card)) if r == room else (r, cs)
                for r, cs in state.piles
            )
            if action_rooms(state.evolve(explorers=explorers, piles=piles), player, anywhere=True):
                found.add(room)
                break
    return frozenset(found)


def has_monster_turn_actions(state: GameState) -> bool:
    """Whether the haunt has actions of its own for the traitor's monster turn."""
    if state.haunt_script is None:
        return False
    program = script_set(state).program(state.haunt_script)
    return any(a.limit is Limit.ONCE_PER_MONSTER_TURN for a in program.actions)


def rooms_opening_new(
    state: GameState, monster: MonsterState, player: int, open_now: set[str]
) -> frozenset[str]:
    """The rooms other than its own where, with ``monster`` standing there, one of the
    haunt's monster-turn actions not in ``open_now`` (by name) would open to ``player``."""
    probe = haunt_probe(state, player, frozenset({"monsters"}))
    if probe.hopeless:
        return frozenset()
    rooms = set()
    for tile in state.house.tiles:
        if tile.room == monster.room:
            continue
        there = monster_rules.replace(state, records.evolve(monster, room=tile.room))
        offered = probe.offers(there)
        if any(is_haunt_action(a) and a.args[1] not in open_now for a in offered):
            rooms.add(tile.room)
    return frozenset(rooms)


# For each trait an action lets its user choose: who rolls it ("actor", or the name of an
# explorer choice), by program and action name.
_ROLLED: dict[tuple[int, str], tuple[Program, dict[str, tuple[str, ...]]]] = {}


def _rolled_traits(code: Program, name: str) -> dict[str, tuple[str, ...]]:
    kept = _ROLLED.get((id(code), name))
    if kept is None or kept[0] is not code:
        found = code.action(name)
        rolled: dict[str, tuple[str, ...]] = {}
        if found is not None:
            traits = {c.name for c in found.choices if c.type == TRAIT}
            for part in script_parts(code, code.block(found.block), set()):
                if (
                    isinstance(part, ir.Roll)
                    and isinstance(part.trait, ir.Local)
                    and part.trait.name in traits
                    and isinstance(part.who, ir.Local)
                ):
                    rolled[part.trait.name] = (*rolled.get(part.trait.name, ()), part.who.name)
        kept = (code, rolled)
        _ROLLED[(id(code), name)] = kept
    return kept[1]


def best_trait_uses(state: GameState, player: int, uses: list[Action]) -> list[Action]:
    """Of the haunt's actions in ``uses``, each with the trait to roll chosen where the
    player has the best of it: the higher the player's own roll, and the lower the roll of
    the explorer it is made against (a grab decided Might against Might or Knowledge
    against Knowledge is made with whichever the rival is weaker at, for the player's
    strength). Uses that differ in anything else are all kept."""
    best: dict[tuple[str, ...], tuple[int, list[Action]]] = {}
    order: list[tuple[str, ...]] = []
    for use in uses:
        code = script_set(state).program(use.args[0])
        found = code.action(use.args[1])
        names = () if found is None else tuple(c.name for c in found.choices)
        chosen = dict(zip(names, use.args[2:], strict=False))
        rolled = {} if found is None else _rolled_traits(code, use.args[1])
        score = 0
        for choice, rollers in rolled.items():
            trait = Trait(chosen[choice])
            for who in rollers:
                if who == _ACTOR:
                    score += state.trait(player, trait)
                elif chosen.get(who, "").isdigit():
                    score -= state.trait(int(chosen[who]), trait)
        shape = tuple(
            "" if choice in rolled else value
            for choice, value in zip(chosen, use.args[2:], strict=False)
        )
        key = (use.args[0], use.args[1], *shape)
        if key not in best:
            order.append(key)
            best[key] = (score, [use])
        elif score > best[key][0]:
            best[key] = (score, [use])
        elif score == best[key][0]:
            best[key][1].append(use)
    return [use for key in order for use in best[key][1]]


def furthering_uses(state: GameState, player: int, uses: list[Action]) -> list[Action]:
    """Of the haunt's actions in ``uses``, those after which ``player``'s side is nearest
    its win (by :func:`goal_gap`); among them, those that leave fewest of the monsters
    the side must bring somewhere among monsters that could fight them, then those that
    leave them nearest their rooms (a Victim led toward the door rather than away from
    it, and not into a room of Freaks while another way is clear). Each use is tried on a
    copy of the game; one that asks a question or rolls dice first cannot be judged so,
    and counts as changing nothing."""
    if len(uses) < 2:
        return uses
    side = haunt.side_of(state, player)
    now = (goal_gap(state, side), herd_exposed(state, player), herd_distance(state, player))
    scored: list[tuple[tuple[int, int, int], Action]] = []
    with script_set(state).unobserved():
        for use in uses:
            try:
                after = state.apply(use)
            except BetrayalError:
                after = None
            if after is None or after.frames:
                score = now
            elif after.phase is Phase.OVER:
                score = (0, 0, 0) if _won(after, side, player) else (_LOST, _LOST, _LOST)
            else:
                score = (
                    goal_gap(after, side),
                    herd_exposed(after, player),
                    herd_distance(after, player),
                )
            scored.append((_ranked(score, now), use))
    least = min(s for s, _ in scored)
    return [use for s, use in scored if s == least]


# What a use that loses the game scores: worse than any gap.
_LOST = 1 << 30


def _won(over: GameState, side: str, player: int) -> bool:
    winner = over.winner
    return winner is not None and (winner == side or str(player) in winner.split(","))


def _ranked(
    score: tuple[int | None, int, int], now: tuple[int | None, int, int]
) -> tuple[int, int, int]:
    # A goal the haunt gives no reading of (None) compares as standing still.
    gap = score[0] if score[0] is not None else now[0]
    return (gap if gap is not None else 0, score[1], score[2])


# How many steps above the skull a hidden traitor's lowest trait may stand for an action
# that shows who they are (and heals them, as such actions usually do) to be worth it: the
# last step before death (the clip's positions count from the skull, 0).
_BRINK = 1


def gives_away(state: GameState, player: int, action: Action) -> bool:
    """Whether ``action`` is one of the haunt's that may show ``player``, a hidden traitor,
    for who they are (its program calls `reveal_traitor`), while none of their traits is
    near the skull: a secret kept is worth more than the heal such an action brings."""
    if not (state.traitor_hidden and state.traitor == player and is_haunt_action(action)):
        return False
    code = script_set(state).program(action.args[0])
    found = code.action(action.args[1])
    if found is None or "reveal_traitor" not in effects_in(code, code.block(found.block)):
        return False
    me = state.explorers[player]
    return min(me.position(t) for t in Trait) > _BRINK
