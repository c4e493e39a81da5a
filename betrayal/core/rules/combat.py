"""Attacks: once per turn, against an opponent in the same room, after the reveal.

Attacker and defender roll the same trait (Might unless something says otherwise); the
higher total deals the difference as damage to the other (physical for Might and Speed,
mental for Knowledge and Sanity) and a tie hurts nobody. A defeated monster is stunned
instead. A stunned monster still defends, but cannot hurt its attacker. Nobody attacks
with a trait the defender does not have. A winning attacker who would deal 2 or more
damage to an explorer may take one of the loser's cards that can be stolen instead.
"""

from __future__ import annotations

import attrs

from betrayal.content.model import CardKind
from betrayal.core.actions import Action, Kind, act
from betrayal.core.declared import Weapon
from betrayal.core.frames import Attack, Continue, RollDice, RollPurpose, StealChoice, Then
from betrayal.core.house import SIDES
from betrayal.core.rules import haunt, monster_kinds, monsters
from betrayal.core.rules.card_rolls import open_roll
from betrayal.core.rules.cards import give_card, may_take, take_card
from betrayal.core.rules.damage import take_damage
from betrayal.core.rules.rolls import trait_dice
from betrayal.core.rules.tokens import move_carried
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import DamageKind, Trait

MAX_DICE = 8


def is_monster(fighter: str) -> bool:
    return "#" in fighter


def has_trait(state: GameState, fighter: str, trait: Trait) -> bool:
    if is_monster(fighter):
        kind = monsters.monster(state, fighter).kind
        return trait in monster_kinds.definitions(state).get(kind, {})
    return True


def defence_dice(state: GameState, fighter: str, trait: Trait, foe: str = "") -> int:
    if is_monster(fighter):
        m = monsters.monster(state, fighter)
        value = monster_kinds.trait_of_monster(state, m, trait)
        return min(MAX_DICE, value or 0)
    extra = fight_dice(state, int(fighter), foe, trait, defending=True)
    return trait_dice(state, int(fighter), trait, extra)


def fight_dice(state: GameState, seat: int, foe: str, trait: Trait, defending: bool) -> int:
    """The dice standing rules add to an explorer's roll in a fight (a jacket that helps
    its wearer defend, say); ``foe`` is the opponent (a monster's id, or a seat)."""
    binds = (
        ("fighter", seat),
        ("foe", _foe_kind(state, foe) if foe else ""),
        ("trait", trait),
        ("defending", defending),
    )
    return sum(state.game.scripts.static_amounts(state, "extra_dice", binds, mode="fight"))


def weapons_of(state: GameState, seat: int) -> list[tuple[str, Weapon]]:
    """The weapons an explorer holds and may still use this turn, with what they add."""
    found = []
    scripts = state.game.scripts
    mine = seat == state.turn.player
    for card in state.explorers[seat].cards:
        weapon = scripts.weapon(card)
        if weapon is None or card in state.turn.handled:
            continue
        if mine and not state.turn.may_use(card):
            continue  # gained this turn: under the 3rd edition it cannot attack yet
        found.append((card, weapon))
    return found


def line_of_sight(state: GameState, room: str) -> list[str]:
    """Rooms seen from ``room`` along straight lines through doors that meet.

    A room a `shielded_room(mode: sight)` rule names (filled with smoke, say) ends every
    line at its walls: it is not seen, nor anything behind it, and nothing is seen out of
    it.
    """
    return [seen for _, _, seen in _sight_lines(state, room)]


def sight_spaces(state: GameState, room: str) -> dict[str, int]:
    """The rooms ``line_of_sight`` sees from ``room``, each with how many rooms along its
    line it is (1 for the next room), nearest first (ties north, east, south, west)."""
    return _nearest(_sight_lines(state, room))


def _sight_lines(state: GameState, room: str) -> list[tuple[int, int, str]]:
    """(rooms along the line, the line's side in SIDES order, room) for every room seen
    from ``room``, line by line, each line walked out from the room."""
    if _blocks_sight(state, room):
        return []
    seen: list[tuple[int, int, str]] = []
    for order, side in enumerate(SIDES):
        here, away = room, 0
        while True:
            other = state.house.connected(here, side)
            if other is None or _blocks_sight(state, other.room):
                break
            away += 1
            seen.append((away, order, other.room))
            here = other.room
    return seen


def _nearest(lines: list[tuple[int, int, str]]) -> dict[str, int]:
    found: dict[str, int] = {}
    for away, _, seen_room in sorted(lines):
        found.setdefault(seen_room, away)
    return found


def _blocks_sight(state: GameState, room: str) -> bool:
    binds = (("room", room),)
    return bool(state.game.scripts.static_amounts(state, "shielded_room", binds, mode="sight"))


def _targets_in(state: GameState, seat: int, rooms: list[str]) -> list[str]:
    """Opponents of an explorer standing in the given rooms."""
    found = []
    for room in rooms:
        moved = attrs.evolve(state.explorers[seat], room=room)
        explorers = (*state.explorers[:seat], moved, *state.explorers[seat + 1 :])
        found += haunt.opponents_of_explorer(state.evolve(explorers=explorers), seat)
    return found


def bare_trait(state: GameState, seat: int) -> Trait:
    """The trait an explorer attacks with bare-handed: Might, unless a haunt's rule says
    otherwise (then Might weapons are out of reach too)."""
    for value in state.game.scripts.static_values(
        state, "fight", (("attacker", seat),), mode="unarmed"
    ):
        if isinstance(value, Trait):
            return value
    return Trait.MIGHT


def attack_actions(state: GameState) -> list[Action]:
    """The attacks open to the player whose turn it is (none before the haunt): bare-handed
    or with one weapon, against an opponent in the room, or in sight for a ranged one."""
    turn = state.turn
    if turn.attacked or turn.monsters:
        return []
    seat = turn.player
    found = []
    # A monster kind the haunt puts beyond attack is never a target.
    near = [
        t
        for t in haunt.opponents_of_explorer(state, seat)
        if not is_monster(t) or monsters.can_be_attacked(state, t)
    ]
    bare = bare_trait(state, seat)
    for target in near:
        if has_trait(state, target, bare) and may_attack(state, seat, target, bare, None):
            found.append(act(Kind.ATTACK, target))
    for card, weapon in weapons_of(state, seat):
        if weapon.trait is Trait.MIGHT and bare is not Trait.MIGHT:
            continue
        targets = list(near)
        if weapon.ranged:
            lines = _sight_lines(state, state.explorers[seat].room)
            away = _nearest(lines) if weapon.reach else {}
            in_reach = [r for _, _, r in lines if away.get(r, 0) <= weapon.reach]
            seen = _targets_in(state, seat, in_reach)
            targets += [t for t in seen if not is_monster(t) or monsters.can_be_attacked(state, t)]
        for target in targets:
            if has_trait(state, target, weapon.trait) and may_attack(
                state, seat, target, weapon.trait, card
            ):
                found.append(act(Kind.ATTACK, target, card))
    return found


def _foe_kind(state: GameState, fighter: str) -> str:
    """A monster's kind, or "" for an explorer (no kind compares equal to it)."""
    return monsters.monster(state, fighter).kind if is_monster(fighter) else ""


def may_attack(state: GameState, seat: int, target: str, trait: Trait, card: str | None) -> bool:
    """Whether no standing rule (a monster's immunity, say) forbids this attack, bare-handed
    (``card`` None) or with a weapon."""
    binds = (
        ("attacker", seat),
        ("foe", _foe_kind(state, target)),
        ("trait", trait),
        ("weapon", () if card is None else (card,)),
        ("foe_stunned", is_monster(target) and monsters.monster(state, target).stunned),
        ("struck", target if is_monster(target) else ""),
    )
    if state.game.scripts.static_amounts(state, "cannot_attack", binds):
        return False
    return is_monster(target) or explorer_may_be_attacked(state, seat, int(target), None)


def explorer_may_be_attacked(
    state: GameState, attacker: int, target: int, striker: MonsterState | None
) -> bool:
    """Whether no standing rule shields this explorer from this attack: by ``attacker`` in
    person, or by the monster ``striker`` that ``attacker`` moves."""
    binds: tuple[tuple[str, object], ...] = (
        ("attacker", attacker),
        ("target", target),
        ("by_monster", striker is not None),
        ("kind", "" if striker is None else striker.kind),
        ("striker", "" if striker is None else striker.ident),
    )
    return not state.game.scripts.static_amounts(state, "cannot_attack", binds, mode="explorer")


def fight_bonus(state: GameState, fighter: str, foe: str, trait: Trait) -> int:
    """What standing rules add to an explorer's total in a fight (nothing for monsters)."""
    if is_monster(fighter):
        return 0
    binds = (("fighter", int(fighter)), ("foe", _foe_kind(state, foe)), ("trait", trait))
    return sum(state.game.scripts.static_amounts(state, "fight", binds, mode="bonus"))


def explorer_attacks(state: GameState, action: Action) -> GameState:
    seat = state.turn.player
    target = action.args[0]
    turn = attrs.evolve(state.turn, attacked=True)
    trait, extra, ranged = bare_trait(state, seat), 0, False
    if len(action.args) > 1:
        card = action.args[1]
        weapon = dict(weapons_of(state, seat))[card]
        trait, extra = weapon.trait, weapon.dice
        here = state.explorers[seat].room
        where = (
            monsters.monster(state, target).room
            if is_monster(target)
            else state.explorers[int(target)].room
        )
        ranged = where != here
        # Attacking with a weapon is that card's one use this turn.
        turn = attrs.evolve(turn, handled=turn.handled | {card})
        state = state.evolve(turn=turn)
        # The weapon's own rules run first (a cost to pay, a roll that may stop it).
        args = (target, trait.value, str(extra), "1" if ranged else "0", card)
        waiting = state.evolve(frames=(*state.frames, Continue(Then.ATTACK, seat, args)))
        fired = state.game.scripts.fire(waiting, "attacking", (seat,), card=card)
        if fired is not waiting:
            return fired
    state = state.evolve(turn=turn)
    dice = trait_dice(state, seat, trait) + extra
    card_used = action.args[1] if len(action.args) > 1 else None
    return start_attack(state, str(seat), target, trait, dice, ranged, card_used)


def attack_after_weapon_rules(state: GameState, frame: Continue) -> GameState:
    """The weapon's rules have run; the attack goes ahead unless they stopped it."""
    if frame.cancelled or not state.explorers[frame.player].alive:
        return state
    target, trait_name, extra, ranged, card = frame.args
    trait = Trait(trait_name)
    if is_monster(target):
        if not any(m.ident == target for m in state.monsters):
            return state
    elif not state.explorers[int(target)].alive:
        return state
    dice = trait_dice(state, frame.player, trait) + int(extra)
    return start_attack(state, str(frame.player), target, trait, dice, ranged == "1", card)


def attack_after_declared(state: GameState, frame: Continue) -> GameState:
    """The rules that heard of an attack on an explorer have run: it goes ahead, on the
    explorer they left it aimed at, unless they called it off or a side is gone."""
    attacker, defender, trait, dice, ranged, weapon, pack = frame.args
    if frame.cancelled or not state.explorers[int(defender)].alive:
        return state
    if is_monster(attacker):
        if not any(m.ident == attacker for m in state.monsters):
            return state
    elif not state.explorers[int(attacker)].alive:
        return state
    return start_attack(
        state,
        attacker,
        defender,
        Trait(trait),
        int(dice),
        ranged == "1",
        weapon or None,
        pack == "1",
        declared=True,
    )


def start_attack(
    state: GameState,
    attacker: str,
    defender: str,
    trait: Trait,
    dice: int,
    ranged: bool = False,
    weapon: str | None = None,
    pack: bool = False,
    declared: bool = False,
) -> GameState:
    """An attack begins: the attacker's dice are rolled. An attack on an explorer is first
    declared to the rules that hear `attacked` (unless ``declared``: they have run), which
    may call it off or turn it on another explorer before any die is thrown."""
    if not declared and not is_monster(defender) and state.game.scripts.hears(state, "attacked"):
        seat = int(defender)
        told = (trait.value, str(dice), str(int(ranged)), weapon or "", str(int(pack)))
        args = (attacker, defender, *told)
        waiting = state.evolve(frames=(*state.frames, Continue(Then.DECLARED, seat, args)))
        monster = monsters.monster(state, attacker) if is_monster(attacker) else None
        by = () if monster is not None else (int(attacker),)
        kind = (monster.kind,) if monster is not None else ()
        owner = (monster.owner,) if monster is not None and monster.owner is not None else ()
        fired = state.game.scripts.fire(waiting, "attacked", (seat, by, kind, trait, owner))
        if fired is not waiting:
            return fired
    if not is_monster(attacker):
        dice += fight_dice(state, int(attacker), defender, trait, defending=False)
    frame = Attack(attacker, defender, trait, dice, ranged, weapon=weapon, pack=pack)
    roller = -1 if is_monster(attacker) else int(attacker)
    roll = RollDice(RollPurpose.ATTACK, roller, max(0, min(MAX_DICE, dice)))
    state = state.evolve(frames=(*state.frames, frame))
    if roll.dice == 0:
        return rolled(state, RollPurpose.ATTACK, 0)
    return open_roll(state, roll)


REROLLED = "rerolled"  # a RollDice subject: the blanks of this attack were thrown again


def reroll_blanks(state: GameState, roll: RollDice) -> GameState | None:
    """A monster's attack roll has landed (``roll`` is already off the stack): if the haunt
    lets its kind throw its blank dice again, once, they are thrown anew and the faces
    already showing count on top. None when there is nothing to reroll."""
    if roll.purpose is not RollPurpose.ATTACK or roll.explorer != -1 or roll.subject:
        return None
    blanks = sum(1 for f in roll.faces if f == 0)
    frame = state.frames[-1] if state.frames else None
    if not blanks or not isinstance(frame, Attack) or not is_monster(frame.attacker):
        return None
    kind = monsters.monster(state, frame.attacker).kind
    if not state.game.scripts.static_amounts(
        state, "extra_dice", (("kind", kind),), mode="blanks_again"
    ):
        return None
    again = RollDice(RollPurpose.ATTACK, -1, blanks, bonus=roll.total, subject=REROLLED)
    return state.evolve(frames=(*state.frames, again))


def rolled(state: GameState, purpose: RollPurpose, total: int) -> GameState:
    """An attack or defence roll has landed on the Attack frame on top."""
    frame = state.frames[-1]
    assert isinstance(frame, Attack)
    if purpose is RollPurpose.ATTACK:
        if is_monster(frame.attacker):
            total += monsters.attack_bonus(state, frame.attacker)
        frame = attrs.evolve(frame, attack_total=total)
        state = state.evolve(frames=(*state.frames[:-1], frame))
        dice = defence_dice(state, frame.defender, frame.trait, frame.attacker)
        roller = -1 if is_monster(frame.defender) else int(frame.defender)
        if dice == 0:
            return rolled(state, RollPurpose.DEFEND, 0)
        roll = RollDice(RollPurpose.DEFEND, roller, dice)
        return open_roll(state, roll)
    frame = attrs.evolve(frame, defend_total=total)
    return _resolve(state.evolve(frames=state.frames[:-1]), frame)


def _resolve(state: GameState, frame: Attack) -> GameState:
    assert frame.attack_total is not None and frame.defend_total is not None
    attack = frame.attack_total + fight_bonus(state, frame.attacker, frame.defender, frame.trait)
    defend = frame.defend_total + fight_bonus(state, frame.defender, frame.attacker, frame.trait)
    difference = attack - defend
    if difference == 0:
        return _tied(state, frame)
    if difference > 0:
        winner, loser, points = frame.attacker, frame.defender, difference
    else:
        winner, loser, points = frame.defender, frame.attacker, -difference
        if frame.ranged or frame.pack or _safe(state, frame.weapon):
            # Losing a distance attack, one made by a pack together or one with a weapon
            # that keeps its wielder from harm costs nothing.
            return state
        if is_monster(winner) and monsters.monster(state, winner).stunned:
            return state  # a stunned monster defends but cannot hurt anyone
    kind = DamageKind.PHYSICAL if frame.trait.physical else DamageKind.MENTAL
    if is_monster(loser):
        if is_monster(winner):
            return monsters.stun(state, loser)
        return _monster_beaten(state, int(winner), loser, points, frame)
    loser_seat = int(loser)
    if is_monster(winner):
        # The haunt's rules hear of the win first; they may deal something else instead.
        m = monsters.monster(state, winner)
        # The winner rides along, so that a rule on the win seizing the loser knows which
        # monster of its kind it was.
        args = (kind.value, str(points), m.ident)
        waiting = state.evolve(
            frames=(*state.frames, Continue(Then.FIGHT_DAMAGE, loser_seat, args))
        )
        values = _with_owner((loser_seat, m.kind, m.room, points, frame.trait), m.owner)
        fired = state.game.scripts.fire(waiting, "monster_won", values)
        if fired is not waiting:
            return fired
        return take_damage(state, loser_seat, kind, points, attack=True)
    # An explorer beat an explorer: the haunt's rules hear of it before the loser is hurt.
    by_attacker = winner == frame.attacker
    fight: tuple[str, ...] = (
        kind.value,
        str(points),
        winner,
        "1" if by_attacker else "0",
        "1" if frame.ranged else "0",
    )
    waiting = state.evolve(frames=(*state.frames, Continue(Then.FIGHT_DAMAGE, loser_seat, fight)))
    weapon = (frame.weapon,) if frame.weapon is not None and by_attacker else ()
    heard = (int(winner), loser_seat, points, by_attacker, weapon)
    fired = state.game.scripts.fire(waiting, "fight_won", heard)
    if fired is not waiting:
        return fired
    return _explorer_wins(state, int(winner), loser_seat, points, kind, by_attacker, frame.ranged)


def _safe(state: GameState, card: str | None) -> bool:
    """Whether the weapon attacked with keeps its wielder from harm when they lose."""
    weapon = None if card is None else state.game.scripts.weapon(card)
    return weapon is not None and weapon.safe


def _tied(state: GameState, frame: Attack) -> GameState:
    """Nobody is hurt by a tie; the haunt's rules hear of one between an explorer and a
    monster."""
    fighters = (frame.attacker, frame.defender)
    monsters_in_it = [f for f in fighters if is_monster(f)]
    if len(monsters_in_it) != 1:
        return state
    m = monsters.monster(state, monsters_in_it[0])
    seat = int(next(f for f in fighters if not is_monster(f)))
    values = _with_owner((seat, m.kind, m.room, frame.trait), m.owner)
    return state.game.scripts.fire(state, "monster_tied", values)


def _with_owner(values: tuple[object, ...], owner: int | None) -> tuple[object, ...]:
    """An event's values about a monster, with the explorer it belongs to last (left off
    for one that belongs to nobody, so a rule reading it is a located error)."""
    return values if owner is None else (*values, owner)


def _explorer_wins(
    state: GameState,
    winner: int,
    loser_seat: int,
    points: int,
    kind: DamageKind,
    by_attacker: bool,
    ranged: bool,
) -> GameState:
    """The loser of a fight between explorers is hurt, or the winning attacker takes one
    of their cards instead of dealing physical damage face to face (by 2 or more in the
    2nd edition; in the 3rd, only what a haunt's `holding(mode: stealable)` rule allows)."""
    rules = state.game.ruleset
    # A win with the mind (the Ring's Sanity) or from a distance never robs anyone.
    if by_attacker and points >= rules.theft_margin and not ranged and kind is DamageKind.PHYSICAL:
        stealable = _stealable(state, winner, loser_seat)
        if stealable:
            choice = StealChoice(winner, loser_seat, points, kind, stealable)
            return state.evolve(frames=(*state.frames, choice))
    return take_damage(state, loser_seat, kind, points, attack=True, winner=int(winner))


def monster_fight(state: GameState, seat: int, ident: str, trait: Trait) -> GameState:
    """An explorer attacks a monster because a rule says so (not one of their choices):
    bare-handed, with the trait named; it counts as their attack if it is their turn."""
    if state.turn.player == seat and not state.turn.monsters:
        state = state.evolve(turn=attrs.evolve(state.turn, attacked=True))
    return start_attack(state, str(seat), ident, trait, trait_dice(state, seat, trait))


def _monster_beaten(
    state: GameState, seat: int, ident: str, points: int, frame: Attack
) -> GameState:
    """An explorer beat a monster: the haunt's rules hear of it first (they may wound it,
    kill it or leave it unharmed); then it is stunned unless they said otherwise."""
    weapon = (frame.weapon,) if frame.weapon is not None and str(seat) == frame.attacker else ()
    return monster_beaten(state, seat, ident, points, frame.trait, weapon)


def monster_beaten(
    state: GameState,
    seat: int,
    ident: str,
    points: int,
    trait: Trait,
    weapon: tuple[str, ...] = (),
) -> GameState:
    """A monster is beaten by an explorer, in a fight or by a rule (a blast): the haunt's
    `monster_beaten` rules run, then the monster is stunned unless they said otherwise."""
    m = monsters.monster(state, ident)
    waiting = state.evolve(frames=(*state.frames, Continue(Then.MONSTER_BEATEN, seat, (ident,))))
    values = _with_owner((seat, m.kind, points, trait, weapon), m.owner)
    return state.game.scripts.fire(waiting, "monster_beaten", values)


def after_monster_beaten(state: GameState, frame: Continue) -> GameState:
    if frame.cancelled or not any(m.ident == frame.args[0] for m in state.monsters):
        return state
    return monsters.stun(state, frame.args[0])


def _stealable(state: GameState, thief: int, victim: int) -> tuple[str, ...]:
    """What the winner of a fight may take from the loser instead of hurting them: cards
    and carried tokens, where the edition has thefts, else where a haunt allows it."""
    content = state.game.content
    general = state.game.ruleset.thefts
    cards = tuple(
        c
        for c in state.explorers[victim].cards
        if content.card(c).can_steal
        and content.card(c).kind is not CardKind.EVENT
        and may_take(state, thief, c)
        and (general or _steal_allowed(state, thief, victim, "card", c))
    )
    # Tokens a haunt lets explorers carry are its items: they can be taken too.
    tokens = tuple(
        dict.fromkeys(
            t
            for t, s in state.carried
            if s == victim
            and not _token_kept(state, victim, t)
            and (general or _steal_allowed(state, thief, victim, "token", t.rsplit(":", 1)[1]))
        )
    )
    return cards + tokens


def _steal_allowed(state: GameState, thief: int, victim: int, what: str, thing: str) -> bool:
    mode = "stealable" if what == "card" else "stealable_token"
    binds = (("thief", thief), ("victim", victim), (what, thing))
    return bool(state.game.scripts.static_amounts(state, "holding", binds, mode=mode))


def _token_kept(state: GameState, holder: int, token: str) -> bool:
    """Whether a standing rule keeps a carried token from being stolen in a fight (the
    rule names the token as its script does, without the script's prefix)."""
    binds = (("holder", holder), ("token", token.rsplit(":", 1)[1]))
    return bool(state.game.scripts.static_amounts(state, "holding", binds, mode="unstealable"))


def steal_actions(frame: StealChoice) -> tuple[Action, ...]:
    return (act(Kind.HURT), *(act(Kind.STEAL, c) for c in frame.cards))


def answer_steal(state: GameState, action: Action) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, StealChoice)
    state = state.evolve(frames=state.frames[:-1])
    if action.kind is Kind.HURT:
        return take_damage(
            state, frame.defender, frame.kind, frame.points, attack=True, winner=frame.attacker
        )
    card = action.args[0]
    if not state.game.content.has_card(card):
        return move_carried(state, card, frame.defender, frame.attacker)
    state = give_card(take_card(state, frame.defender, card), frame.attacker, card)
    scripts = state.game.scripts
    state = scripts.fire(state, "gained", (frame.attacker, False), card=card)
    return scripts.fire(state, "lost", (frame.defender,), card=card)


def damage_after_monster_rules(state: GameState, frame: Continue) -> GameState:
    """The haunt's rules on a monster's win have run; the damage is dealt unless they
    prevented it."""
    if frame.cancelled or not state.explorers[frame.player].alive:
        return state
    kind, points, *by_explorer = frame.args
    if len(by_explorer) == 3:
        winner, by_attacker, ranged = by_explorer
        return _explorer_wins(
            state,
            int(winner),
            frame.player,
            int(points),
            DamageKind(kind),
            by_attacker == "1",
            ranged == "1",
        )
    return take_damage(state, frame.player, DamageKind(kind), int(points), attack=True)
