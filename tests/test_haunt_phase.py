"""The shared rules of the haunt phase, played on the test haunt tests/haunts/duel.haunt."""

from __future__ import annotations

from pathlib import Path

import attrs
import pytest

from betrayal import CHANCE, TERMINAL, BetrayalError, Game, Phase, Trait
from betrayal.content.model import Floor
from betrayal.core.actions import Action
from betrayal.core.engine import run_pending
from betrayal.core.state import GameState, MonsterState
from betrayal.testing import Scenario, check_invariants, run_script

DUEL = Path(__file__).parent / "haunts" / "duel.haunt"


@pytest.fixture(scope="module")
def duel_game() -> Game:
    return Game(players=4, scripts=[DUEL])


def names(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def _revealed(game: Game, seed: int = 3) -> GameState:
    s = game.new_state(seed=seed, haunt=900)
    assert s.phase is Phase.HAUNT and s.haunt == 900
    return s


def _meet(state: GameState, room: str = "foyer", hound: bool = False) -> Scenario:
    """Everyone in one room; the hound there too, or put away in the Entrance Hall."""
    sc = Scenario(attrs.evolve(state, frames=()))  # whatever was pending is set aside
    for seat in range(state.players):
        sc.at(seat, room).fresh(seat)
    where = room if hound else "entrance_hall"
    sc.state = attrs.evolve(sc.state, monsters=(MonsterState("hound#1", "hound", where),))
    return sc


def test_the_revealer_is_the_duel_traitor_and_the_hound_is_placed(duel_game: Game) -> None:
    s = _revealed(duel_game)
    assert s.reveal is not None and s.traitor == s.reveal.revealer
    (hound,) = s.monsters
    assert hound.kind == "hound"
    check_invariants(s)


def test_turn_order_after_the_reveal(duel_game: Game) -> None:
    s = _meet(_revealed(duel_game)).build()  # everyone in the Foyer, where nothing hurts
    traitor = s.traitor
    assert traitor is not None
    # The first haunt turn goes to the explorer on the traitor's left.
    assert s.turn.player == (traitor + 1) % 4 and not s.turn.monsters
    order = []
    for _ in range(5):
        order.append((s.turn.player, s.turn.monsters))
        if s.turn.monsters:
            s = run_script(s, ["die 0"] * 3)  # the hound's Speed roll
            s = _resolve(s.apply("monster hound#1 done"))
        else:
            s = _resolve(s.apply("end"))
    t = traitor
    assert order == [
        ((t + 1) % 4, False),
        ((t + 2) % 4, False),
        ((t + 3) % 4, False),
        (t, False),
        (t, True),
    ]
    # The monster turn belongs to the traitor, and the round starts again after it.
    assert s.turn.player == (t + 1) % 4


def test_monsters_move_at_least_one_space(duel_game: Game) -> None:
    s = _meet(_revealed(duel_game)).build()
    while not s.turn.monsters:
        s = _resolve(s.apply("end"))
    assert s.current_player() == CHANCE
    s = run_script(s, ["die 0", "die 0", "die 0"])  # rolls 0: still one space
    (hound,) = s.monsters
    assert hound.moves_left == 1


def test_rulebook_combat_example(duel_game: Game) -> None:
    # The attacker (Might 4) rolls 5, the defender rolls 8: the attacker takes 3 physical
    # damage and splits it as they choose.
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s)
    sc.trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    sc.trait(hero, Trait.SPEED, 4)  # well clear of the skull
    sc.trait(traitor, Trait.MIGHT, _position(s, traitor, Trait.MIGHT, 4))
    s = sc.build()
    assert f"attack {traitor}" in names(s)
    s = run_script(
        s,
        [
            f"attack {traitor}",
            "die 2",
            "die 2",
            "die 1",
            "die 0",
            "die 2",
            "die 2",
            "die 2",
            "die 2",
        ],
    )
    assert s.current_player() == hero
    assert names(s) == ["damage might", "damage speed"]
    might, speed = (s.explorers[hero].position(t) for t in (Trait.MIGHT, Trait.SPEED))
    s = run_script(s, ["damage might", "damage might", "damage speed"])
    assert s.explorers[hero].position(Trait.MIGHT) == might - 2
    assert s.explorers[hero].position(Trait.SPEED) == speed - 1
    # Once per turn.
    assert not any(n.startswith("attack") for n in names(s))


def betrayal_action(text: str) -> Action:
    return Action.parse(text)


def _resolve(state: GameState) -> GameState:
    """Answer whatever the rules ask before the next turn can be played (a card's damage
    at the start of a turn, say) with the first option."""
    while state.frames and not state.is_terminal() and not state.turn.monsters:
        state = state.apply(state.legal_actions()[0])
    return state


def _position(state: GameState, seat: int, trait: Trait, value: int) -> int:
    track = state.explorer_def(seat).track(trait)
    return next(i for i, v in enumerate(track.values) if v == value)


def test_a_tie_hurts_nobody(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    sc = _meet(s)
    sc.trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    sc.trait(traitor, Trait.MIGHT, _position(s, traitor, Trait.MIGHT, 4))  # type: ignore[arg-type]
    s = sc.build()
    before = s.explorers
    s = run_script(s, [f"attack {traitor}"] + ["die 1"] * 8)
    assert s.explorers == before and not s.frames


def test_stealing_instead_of_two_or_more_damage(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s).give(traitor, "axe", "dog")
    sc.trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    sc.trait(traitor, Trait.MIGHT, _position(s, traitor, Trait.MIGHT, 4))
    s = sc.build()
    s = run_script(
        s,
        [
            f"attack {traitor}",
            "die 2",
            "die 2",
            "die 2",
            "die 2",
            "die 0",
            "die 0",
            "die 1",
            "die 1",
        ],
    )
    # The Dog cannot be stolen; the Axe can.
    assert s.current_player() == hero
    assert names(s)[0] == "hurt" and "steal axe" in names(s) and "steal dog" not in names(s)
    s = s.apply("steal axe")
    assert "axe" in s.explorers[hero].cards and "axe" not in s.explorers[traitor].cards


def test_a_win_with_the_ring_by_two_or_more_steals_nothing(duel_game: Game) -> None:
    # A theft replaces 2 or more points of physical damage only: beating the traitor's
    # Sanity with the Ring by 4 deals the 4 points of mental damage, and the Axe stays put.
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s).give(hero, "ring").give(traitor, "axe")
    sc.trait(hero, Trait.SANITY, _position(s, hero, Trait.SANITY, 4))
    sc.trait(traitor, Trait.SANITY, _position(s, traitor, Trait.SANITY, 4))
    s = sc.build()
    s = run_script(s, [f"attack {traitor} ring"] + ["die 2"] * 2 + ["die 0"] * 6)
    assert s.current_player() == traitor
    assert names(s) == ["damage knowledge", "damage sanity"]
    assert "axe" in s.explorers[traitor].cards


def test_a_monster_that_wins_by_two_or_more_steals_nothing(duel_game: Game) -> None:
    # Monsters make no special attacks unless their haunt gives them one: a hero who
    # attacks the Hound and loses by 4 takes the damage and keeps the Axe.
    s = _revealed(duel_game)
    hero = s.turn.player
    sc = _meet(s, hound=True).give(hero, "axe")
    sc.trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    s = sc.build()
    s = run_script(s, ["attack hound#1"] + ["die 0"] * 4 + ["die 1"] * 4)
    assert s.current_player() == hero
    assert names(s) == ["damage might", "damage speed"]
    assert "axe" in s.explorers[hero].cards


def test_a_defeated_monster_is_stunned_and_sits_out_one_monster_turn(duel_game: Game) -> None:
    s = _revealed(duel_game)
    hero = s.turn.player
    sc = _meet(s, hound=True)
    sc.trait(hero, Trait.MIGHT, 7)
    s = sc.build()
    s = run_script(
        s,
        ["attack hound#1"]
        + ["die 2"] * len(s.explorer_def(hero).track(Trait.MIGHT).values[7:8]) * 0,
    )
    faces = ["die 2"] * s.trait(hero, Trait.MIGHT) + ["die 0"] * 4
    s = run_script(s, faces)
    assert s.monsters[0].stunned
    traitor = s.traitor
    assert traitor is not None
    while s.turn.player != traitor:
        s = _resolve(s.apply("end"))
    # After the traitor's turn comes the monsters' turn: the stunned hound sits it out
    # (no Speed roll, no choices) and recovers as it ends; the next hero plays at once.
    s = s.apply("end")
    assert not s.turn.monsters and s.turn.player == (traitor + 1) % 4
    assert not s.monsters[0].stunned
    # The next monster turn, it acts again.
    s = _resolve(s)
    while not s.turn.monsters:
        s = _resolve(s.apply("end"))
    assert s.current_player() == CHANCE


def test_stunned_monsters_defend_but_cannot_hurt(duel_game: Game) -> None:
    s = _revealed(duel_game)
    hero = s.turn.player
    sc = _meet(s, hound=True)
    sc.state = attrs.evolve(
        sc.state, monsters=(MonsterState("hound#1", "hound", "foyer", stunned=True),)
    )
    s = sc.build()
    before = s.explorers[hero]
    s = run_script(s, ["attack hound#1"] + ["die 0"] * s.trait(hero, Trait.MIGHT) + ["die 2"] * 4)
    assert s.explorers[hero] == before and not s.frames


def test_opponents_cost_an_extra_space_to_leave(duel_game: Game) -> None:
    s = _revealed(duel_game)
    hero = s.turn.player
    sc = _meet(s, room="foyer", hound=True)
    s = sc.turn(hero).build()
    speed = s.turn.moves_left
    s = s.apply("move N")  # the traitor and the hound in the Foyer: 3 spaces
    assert s.turn.moves_left == max(0, speed - 3)


def test_one_space_is_always_possible(duel_game: Game) -> None:
    s = _revealed(duel_game)
    hero = s.turn.player
    s = _meet(s, room="foyer", hound=True).turn(hero).build()
    s = s.evolve(turn=attrs.evolve(s.turn, moves_left=2))  # leaving costs 3 here
    assert "move N" in names(s)
    s = s.apply("move N")
    assert not any(n.startswith("move") for n in names(s))


def test_death_drops_everything_and_ends_the_turns_of_the_dead(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    victim = (hero + 1) % 4 if (hero + 1) % 4 != traitor else (hero + 2) % 4
    sc = _meet(s).give(victim, "dog", "axe").trait(victim, Trait.SANITY, 0)
    s = sc.build()
    held = set(s.explorers[victim].cards)
    lying = set(s.pile("foyer"))
    from betrayal.core.rules.damage import shift_trait

    s = run_pending(shift_trait(s, victim, Trait.SANITY, -1))
    assert not s.explorers[victim].alive and s.explorers[victim].cards == ()
    # Even the Dog, which can never be dropped, falls where its owner died.
    assert set(s.pile("foyer")) == lying | held and held >= {"dog", "axe"}
    check_invariants(s)
    # The dead explorer's turns are skipped.
    seen = set()
    for _ in range(6):
        if s.is_terminal():
            break
        if s.turn.monsters:
            s = run_script(s, ["die 0"] * 3 + ["monster hound#1 done"])
            continue
        seen.add(s.turn.player)
        s = _resolve(s.apply("end"))
    assert victim not in seen


def test_an_event_kept_in_front_of_the_dead_is_discarded_not_piled(duel_game: Game) -> None:
    # Debris kept (pinned under it) is an event card: it goes back to the discards, and
    # only items and omens lie on the floor for others to take.
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    victim = (hero + 1) % 4 if (hero + 1) % 4 != traitor else (hero + 2) % 4
    s = _meet(s).give(victim, "axe", "debris").trait(victim, Trait.SANITY, 0).build()
    from betrayal.core.rules.damage import shift_trait

    s = run_pending(shift_trait(s, victim, Trait.SANITY, -1))
    assert not s.explorers[victim].alive
    assert "axe" in s.pile("foyer") and "debris" not in s.pile("foyer")
    assert "debris" in s.event_discards
    check_invariants(s)


def test_the_dead_can_be_given_no_card(duel_game: Game) -> None:
    # Whatever rule would hand a card to someone out of play is refused, not obeyed: a
    # dead explorer holding cards would be a game no rulebook describes.
    from betrayal.core.rules.cards import give_card
    from betrayal.core.rules.damage import kill

    s = _revealed(duel_game)
    victim = next(seat for seat in range(4) if seat not in (s.traitor, s.turn.player))
    s = run_pending(kill(s, victim))
    with pytest.raises(BetrayalError, match="out of play"):
        give_card(s, victim, "axe")


def test_heroes_win_when_the_traitor_dies(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor = s.traitor
    assert traitor is not None
    sc = _meet(s).trait(traitor, Trait.MIGHT, 0)
    s = sc.build()
    hero = s.turn.player
    s = run_script(
        s,
        [f"attack {traitor}"]
        + ["die 2"] * s.trait(hero, Trait.MIGHT)
        + ["die 0"] * s.trait(traitor, Trait.MIGHT),
    )
    if "hurt" in names(s):
        s = s.apply("hurt")
    while not s.is_terminal():
        s = s.apply("damage might")
    assert s.phase is Phase.OVER and s.winner == "heroes"
    assert s.current_player() == TERMINAL and s.legal_actions() == ()
    assert s.returns()[traitor] == -1.0 and s.returns()[hero] == 1.0


def test_the_traitor_wins_when_no_hero_is_left(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor = s.traitor
    from betrayal.core.rules.damage import shift_trait

    sc = _meet(s)
    for seat in range(4):
        if seat != traitor:
            sc.trait(seat, Trait.SANITY, 0)
    s = sc.build()
    for seat in range(4):
        if seat != traitor:
            s = run_pending(shift_trait(s, seat, Trait.SANITY, -1))
    s = s.apply("end") if not s.is_terminal() else s
    assert s.winner == "traitor"


def test_observation_hides_the_dice_to_come_and_the_other_page(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor = s.traitor
    assert traitor is not None
    hero = (traitor + 1) % 4
    mine, theirs = s.observation(hero), s.observation(traitor)
    assert "rng" not in mine and mine["side"] == "heroes" and theirs["side"] == "traitor"
    assert any("not (the traitor is alive)" in line for line in mine["rules"])  # type: ignore[attr-defined]
    assert not any("the heroes is 0" in line for line in mine["rules"])  # type: ignore[attr-defined]


def test_a_haunt_game_saves_and_replays(duel_game: Game) -> None:
    s = _revealed(duel_game, seed=5)
    s = s.apply("end")
    again = duel_game.deserialize(duel_game.serialize(s))
    assert again == s


MASKS = Path(__file__).parent / "haunts" / "masks.haunt"


@pytest.fixture(scope="module")
def masks_game() -> Game:
    return Game(players=4, scripts=[MASKS])


def test_a_hidden_traitor_is_dealt_in_secret(masks_game: Game) -> None:
    s = masks_game.new_state(seed=0, haunt=901)
    assert s.current_player() == CHANCE
    assert names(s) == ["deal 0", "deal 1", "deal 2", "deal 3"]
    s = s.apply("deal 2")
    assert s.traitor == 2 and s.traitor_hidden
    assert s.observation(0)["reveal"]["traitor"] is None  # type: ignore[index]
    assert s.observation(2)["reveal"]["traitor"] == 2  # type: ignore[index]


def test_a_hidden_traitor_may_unmask_and_anyone_may_attack_anyone(masks_game: Game) -> None:
    s = masks_game.new_state(seed=0, haunt=901).apply("deal 2")
    sc = _meet(s)
    sc.state = attrs.evolve(sc.state, monsters=())
    s = sc.build()
    player = s.turn.player
    others = {str(o) for o in range(4) if o != player}
    assert {n.split()[1] for n in names(s) if n.startswith("attack")} == others
    assert ("unmask" in names(s)) == (player == 2)
    while s.turn.player != 2:
        s = _resolve(s.apply("end"))
    s = s.apply("unmask")
    assert not s.traitor_hidden and s.observation(0)["reveal"]["traitor"] == 2  # type: ignore[index]


def test_a_dying_hidden_traitor_is_revealed(masks_game: Game) -> None:
    from betrayal.core.rules.damage import shift_trait

    s = masks_game.new_state(seed=0, haunt=901).apply("deal 2")
    s = _meet(s).trait(2, Trait.SANITY, 0).build()
    s = run_pending(shift_trait(s, 2, Trait.SANITY, -1))
    assert not s.traitor_hidden
    s = s.apply(s.legal_actions()[-1])
    assert s.winner == "heroes"


def test_weapons_add_dice_only_when_attacking_and_one_at_a_time(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s).give(hero, "axe", "spear")
    sc.trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    s = sc.build()
    attacks = [n for n in names(s) if n.startswith("attack")]
    assert attacks == [f"attack {traitor}", f"attack {traitor} axe", f"attack {traitor} spear"]
    s = s.apply(f"attack {traitor} spear")
    assert s.frames[-1].dice == 6  # type: ignore[union-attr]  # Might 4 + 2
    assert "spear" in s.turn.handled  # the spear's one use this turn


def test_the_revolver_shoots_into_another_room_without_risk(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").give(hero, "revolver")
    sc.at(traitor, "grand_staircase")  # two rooms north, in a straight line
    s = sc.build()
    assert f"attack {traitor} revolver" in names(s) and f"attack {traitor}" not in names(s)
    before = s.explorers[hero]
    s = s.apply(f"attack {traitor} revolver")
    dice = s.frames[-1].dice  # type: ignore[union-attr]
    assert dice == s.trait(hero, Trait.SPEED) + 1
    s = run_script(s, ["die 0"] * dice + ["die 2"] * s.trait(traitor, Trait.SPEED))
    assert s.explorers[hero] == before and not s.frames  # lost, but from afar: unhurt


def test_smoke_hides_a_room_from_the_revolver_both_ways(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").give(hero, "revolver")
    sc.at(traitor, "grand_staircase")  # two rooms north, in a straight line
    clear = sc.build()
    assert f"attack {traitor} revolver" in names(clear)
    # Smoke in the Foyer between them: the line of sight stops at its walls.
    between = clear.evolve(tokens=(("event:smoke:smoke", "foyer"),))
    assert f"attack {traitor} revolver" not in names(between)
    assert "attack hound#1 revolver" in names(between)  # the hound beside the hero
    # Smoke where the shooter stands: nothing outside is seen either.
    inside = clear.evolve(tokens=(("event:smoke:smoke", "entrance_hall"),))
    assert f"attack {traitor} revolver" not in names(inside)
    # Smoke behind the target does not matter.
    behind = clear.evolve(tokens=(("event:smoke:smoke", "upper_landing"),))
    assert f"attack {traitor} revolver" in names(behind)
    # Inside the smoke, a fight in the room itself is still on.
    sc.at(traitor, "foyer").at(hero, "foyer")
    smoky = sc.build().evolve(tokens=(("event:smoke:smoke", "foyer"),))
    assert f"attack {traitor} revolver" in names(smoky) and f"attack {traitor}" in names(smoky)


def test_dynamite_is_the_turns_attack_and_stuns_monsters_that_fail_speed(
    duel_game: Game,
) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").give(hero, "dynamite")  # the traitor is here too
    two = (MonsterState("hound#1", "hound", "foyer"), MonsterState("hound#2", "hound", "foyer"))
    sc.state = attrs.evolve(sc.state, monsters=two)
    s = sc.build()
    assert f"attack {traitor}" in names(s)
    s = s.apply("use item:dynamite throw foyer")
    # Each hound rolls its Speed 3: the first rolls 5 and is safe, the second 4 and is hit.
    s = run_script(s, ["die 2", "die 2", "die 1", "die 2", "die 2", "die 0"])
    hounds = {m.ident: m.stunned for m in s.monsters}
    assert hounds == {"hound#1": False, "hound#2": True}
    assert "dynamite" in s.removed
    # The throw was the turn's attack: the traitor beside the thrower is safe this turn.
    assert f"attack {traitor}" not in names(s)


def test_blood_dagger_costs_speed_and_hurts_when_stolen(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s).give(hero, "blood_dagger").trait(hero, Trait.SPEED, 4)
    sc.trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    s = sc.build()
    speed = s.explorers[hero].position(Trait.SPEED)
    s = s.apply(f"attack {traitor} blood_dagger")
    assert s.explorers[hero].position(Trait.SPEED) == speed - 1
    assert s.frames[-1].dice == 7  # type: ignore[union-attr]  # Might 4 + 3


def test_sacrificial_dagger_can_stop_its_own_attack(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s).give(hero, "sacrificial_dagger").trait(hero, Trait.MIGHT, 4)
    sc.trait(hero, Trait.SPEED, 4)
    s = sc.build()
    s = s.apply(f"attack {traitor} sacrificial_dagger")
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    s = run_script(s, ["die 0"] * knowledge + ["die 1", "die 1"])  # 0: two dice of damage
    s = run_script(s, ["damage might", "damage speed"])
    assert not s.frames and s.turn.attacked  # no attack rolls followed; the attack is spent
    assert not any(n.startswith("attack") for n in names(s))


SIEGE = Path(__file__).parent / "haunts" / "siege.haunt"


def test_with_no_traitor_play_goes_on_from_the_revealers_left() -> None:
    game = Game(players=4, scripts=[SIEGE])
    s = game.new_state(seed=2, haunt=902)
    assert s.reveal is not None and s.traitor is None
    revealer = s.reveal.revealer
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    s = sc.build()
    order = []
    while len(order) < 5:
        order.append((s.turn.player, s.turn.monsters))
        if s.turn.monsters:
            s = run_script(s, ["die 0"] * 3 + ["monster stalker#1 done"])
        else:
            s = _resolve(s.apply("end"))
    r = revealer
    assert order == [
        ((r + 1) % 4, False),
        ((r + 2) % 4, False),
        ((r + 3) % 4, False),
        (r, False),
        (r, True),
    ]


def test_the_traitor_shakes_off_kept_events_and_may_ignore_new_ones(duel_game: Game) -> None:
    from betrayal.content.model import CardKind
    from betrayal.core.frames import DrawCard

    s = _revealed(duel_game)
    traitor = s.traitor
    assert traitor is not None
    assert not any(
        duel_game.content.card(c).kind is CardKind.EVENT for c in s.explorers[traitor].cards
    )
    assert traitor not in s.bound
    sc = _meet(s).turn(traitor)
    sc.state = attrs.evolve(sc.state, frames=(DrawCard(traitor, CardKind.EVENT),))
    s = sc.build()
    rolls = ["night_view", "the_voice", "rotten", "creepy_crawlies", "something_slimy"]
    card = next(c for c in rolls if c in s.deck(CardKind.EVENT))  # each starts with a roll
    s = s.apply(f"card {card}")
    assert s.current_player() == traitor and names(s) == ["accept", "decline"]
    assert not s.apply("decline").frames  # unaffected: no roll at all
    from betrayal.narrate import narrate

    told = list(narrate(s, betrayal_action("decline"), s.apply("decline")))
    assert any("shrugs the event off" in line for line in told)
    assert s.apply("accept").current_player() == CHANCE  # the Knowledge roll


def test_a_companion_goes_with_the_next_explorer_to_come_in(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").pile("foyer", "dog", "axe")
    s = sc.turn(hero).build()
    s = s.apply("move N")
    assert "dog" in s.explorers[hero].cards and s.pile("foyer") == ("axe",)


def test_a_dead_explorers_dog_waits_for_the_next_explorer_to_come_in(duel_game: Game) -> None:
    # The Dog's owner attacks the traitor, loses badly and dies in the Foyer. The explorer
    # standing beside the body cannot pick the Dog up; the one who walks in next gets it.
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    beside, newcomer = (hero + 1) % 4, (hero + 2) % 4
    assert traitor not in (beside, newcomer)
    sc = _meet(s).give(hero, "dog", "axe").at(newcomer, "entrance_hall")
    sc.trait(hero, Trait.MIGHT, 1).trait(hero, Trait.SPEED, 1)
    sc.trait(traitor, Trait.MIGHT, _position(s, traitor, Trait.MIGHT, 4))
    s = sc.build()
    faces = ["die 0"] * s.trait(hero, Trait.MIGHT) + ["die 2"] * 4
    s = run_script(s, [f"attack {traitor}", *faces, "damage might", "damage might"])
    assert not s.explorers[hero].alive
    assert s.turn.player == beside and s.explorers[beside].room == "foyer"
    assert "pickup axe" in names(s) and "pickup dog" not in names(s)
    s = _resolve(s.apply("end"))
    assert s.turn.player == newcomer
    s = s.apply("move N")
    assert "dog" in s.explorers[newcomer].cards and s.pile("foyer") == ("axe",)


def test_the_ring_attacks_with_sanity_and_deals_mental_damage(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s, hound=True).give(hero, "ring")
    s = sc.build()
    assert f"attack {traitor} ring" in names(s)
    assert "attack hound#1 ring" not in names(s)  # the Hound has no Sanity
    s = s.apply(f"attack {traitor} ring")
    s = run_script(
        s, ["die 2"] * s.trait(hero, Trait.SANITY) + ["die 0"] * s.trait(traitor, Trait.SANITY)
    )
    assert s.current_player() in (hero, traitor)
    if "hurt" in names(s):
        s = s.apply("hurt")
    assert names(s) == ["damage knowledge", "damage sanity"]


def test_the_crystal_ball_puts_a_chosen_card_on_top(duel_game: Game) -> None:
    from betrayal.content.model import CardKind
    from betrayal.core.frames import DrawCard

    s = _revealed(duel_game)
    hero = s.turn.player
    s = _meet(s).give(hero, "crystal_ball").trait(hero, Trait.KNOWLEDGE, 7).build()
    wanted = s.deck(CardKind.ITEM)[-1]
    s = s.apply("use omen:crystal_ball gaze")
    s = run_script(s, ["die 2"] * s.trait(hero, Trait.KNOWLEDGE) + [f"choose {wanted}"])
    assert s.deck_tops == ((wanted, hero),)
    assert s.observation(hero)["deck_tops"] == [[wanted, hero]]
    assert s.observation((hero + 1) % 4)["deck_tops"] == []
    drawing = attrs.evolve(s, frames=(DrawCard(hero, CardKind.ITEM),), _legal=None)
    assert names(drawing) == [f"card {wanted}"]
    assert drawing.apply(f"card {wanted}").deck_tops == ()


def _a_body_beside_the_hero(*cards: str) -> tuple[GameState, int, int]:
    """Under the 3rd edition's rules, a hero's fellow dies in their room holding ``cards``;
    the state, the hero whose turn it is and the dead explorer."""
    from betrayal.core.rules.damage import shift_trait

    game = Game(players=4, ruleset="hoth3", scripts=[DUEL])
    s = game.new_state(seed=3, haunt=900)
    traitor, hero = s.traitor, s.turn.player
    victim = next(seat for seat in range(4) if seat not in (traitor, hero))
    s = _meet(s).give(victim, *cards).trait(victim, Trait.SANITY, 0).build()
    return run_pending(shift_trait(s, victim, Trait.SANITY, -1)), hero, victim


def test_third_edition_looting_leaves_cards_on_the_body() -> None:
    s, hero, victim = _a_body_beside_the_hero("axe", "candle")
    assert not s.explorers[victim].alive and set(s.explorers[victim].cards) >= {"axe", "candle"}
    loots = [n for n in names(s) if n.startswith("loot")]
    assert f"loot {victim} axe" in loots
    s = s.apply(f"loot {victim} axe")
    assert "axe" in s.explorers[hero].cards
    assert not any(n.startswith("loot") for n in names(s))  # once a turn


MELEE = Path(__file__).parent / "haunts" / "melee.haunt"


def test_a_free_for_all_has_one_winner_and_everyone_as_an_opponent() -> None:
    game = Game(players=4, scripts=[MELEE])
    s = game.new_state(seed=0, haunt=903)
    assert s.reveal is not None and s.traitor is None
    player = s.turn.player
    s = _meet(s).build()
    s = s.evolve(monsters=())
    targets = {n.split()[1] for n in names(s) if n.startswith("attack")}
    assert targets == {str(o) for o in range(4) if o != player}
    from betrayal.core.rules.damage import shift_trait

    for seat in range(4):
        if seat != player:
            s = Scenario(s).trait(seat, Trait.SANITY, 0).build()
            s = run_pending(shift_trait(s, seat, Trait.SANITY, -1))
    s = s.apply("end")
    assert s.winner == str(player)
    assert s.returns() == tuple(1.0 if seat == player else -1.0 for seat in range(4))


def test_a_scenario_reveals_a_haunt_in_the_house_it_built() -> None:
    sc = Scenario.new(
        ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "peter_akimoto"), scripts=[DUEL]
    )
    sc.room("ballroom", Floor.GROUND, 1, 1, 0).at(1, "ballroom")
    s = sc.reveal(900, revealer=1).build()
    assert s.phase is Phase.HAUNT and s.haunt == 900 and s.traitor == 1
    assert s.reveal is not None and s.reveal.room == "ballroom"
    assert [(m.kind, m.room) for m in s.monsters] == [("hound", "ballroom")]
    assert s.turn.player == 2  # play goes on from the traitor's left
    assert "ballroom" in s.house and len(s.house.tiles) == 6  # no exploration was played
    check_invariants(s)


# ----- cards that pull figures one space toward their user ---------------------------------


def _hounds(*rooms: str) -> tuple[MonsterState, ...]:
    return tuple(MonsterState(f"hound#{i + 1}", "hound", r) for i, r in enumerate(rooms))


def _ringing(duel_game: Game, monsters: tuple[MonsterState, ...]) -> tuple[Scenario, int, int]:
    """A hero in the Entrance Hall holds the Bell; the traitor waits in the Foyer."""
    s = _revealed(duel_game)
    traitor, hero = s.traitor, s.turn.player
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").give(hero, "bell").at(traitor, "foyer")
    sc.state = attrs.evolve(sc.state, monsters=monsters)
    return sc, traitor, hero


def _rooms(state: GameState) -> list[tuple[str, str]]:
    return [(m.ident, m.room) for m in state.monsters]


def test_the_bell_is_rung_once_a_turn_and_only_after_the_haunt(duel_game: Game) -> None:
    sc, _, hero = _ringing(duel_game, _hounds("upper_landing"))
    s = sc.build()
    assert "use item:bell ring" in names(s)
    s = run_script(s, ["use item:bell ring", *["die 0"] * s.trait(hero, Trait.SANITY)])
    assert "use item:bell ring" not in names(s)
    before = Scenario.new(("zoe_ingstrom", "ox_bellows", "vivian_lopez")).give(0, "bell").build()
    assert "use item:bell ring" not in names(before)


def test_the_bell_rung_badly_lets_the_traitor_call_monsters_closer(duel_game: Game) -> None:
    # Three hounds on the Upper Landing, three spaces away up the stairs.
    sc, traitor, hero = _ringing(duel_game, _hounds("upper_landing", "upper_landing", "foyer"))
    s = sc.build()
    s = s.apply("use item:bell ring")
    s = run_script(s, ["die 1"] + ["die 0"] * (s.trait(hero, Trait.SANITY) - 1))  # 1: 0-4
    # The nearest first: the hound in the Foyer, one space off; the traitor lets it be.
    assert s.current_player() == traitor and names(s) == ["choose 0", "choose 1"]
    s = s.apply("choose 0")
    # Then the two on the Upper Landing: the traitor sends one of them down the stairs.
    assert names(s) == ["choose 0", "choose 1", "choose 2"]
    s = s.apply("choose 1")
    assert not s.frames and s.current_player() == hero
    assert _rooms(s) == [
        ("hound#1", "grand_staircase"),
        ("hound#2", "upper_landing"),
        ("hound#3", "foyer"),
    ]


def test_a_monster_called_by_the_bell_moves_one_space_only(duel_game: Game) -> None:
    sc, traitor, hero = _ringing(duel_game, _hounds("grand_staircase"))
    s = sc.build().apply("use item:bell ring")
    s = run_script(s, ["die 0"] * s.trait(hero, Trait.SANITY))
    assert s.current_player() == traitor  # the traitor decides for the monsters
    s = s.apply("choose 1")
    # One space, to the Foyer, not on to the ringer in the Entrance Hall.
    assert not s.frames and _rooms(s) == [("hound#1", "foyer")]


def test_the_bell_in_the_traitors_hands_calls_no_monsters(duel_game: Game) -> None:
    s = _revealed(duel_game)
    traitor = s.traitor
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").give(traitor, "bell")
    sc.state = attrs.evolve(sc.state, monsters=_hounds("grand_staircase"))
    sc.turn(traitor)
    s = sc.build().apply("use item:bell ring")
    s = run_script(s, ["die 0"] * s.trait(traitor, Trait.SANITY))
    assert not s.frames and _rooms(s) == [("hound#1", "grand_staircase")]


def test_the_bell_rung_well_pulls_free_heroes_one_space(duel_game: Game) -> None:
    sc, traitor, hero = _ringing(duel_game, _hounds("upper_landing"))
    free, held = [seat for seat in range(4) if seat not in (traitor, hero)]
    # One hero on the Grand Staircase, two spaces off; another held back by the traitor
    # in the Foyer, so only the first may be pulled.
    sc.at(free, "grand_staircase").at(held, "foyer")
    sc.trait(hero, Trait.SANITY, _position(sc.state, hero, Trait.SANITY, 5))
    s = sc.build().apply("use item:bell ring")
    s = run_script(s, ["die 2", "die 2", "die 1", "die 0", "die 0"])  # 5
    assert s.current_player() == hero and names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    assert not s.frames
    assert s.explorers[free].room == "foyer" and s.explorers[held].room == "foyer"
    assert _rooms(s) == [("hound#1", "upper_landing")]  # monsters stay put on 5+


def test_the_spirit_board_after_the_haunt_calls_monsters_even_for_the_traitor(
    duel_game: Game,
) -> None:
    s = _revealed(duel_game)
    traitor = s.traitor
    assert traitor is not None
    sc = _meet(s, room="entrance_hall").give(traitor, "spirit_board")
    sc.state = attrs.evolve(sc.state, monsters=_hounds("grand_staircase"))
    sc.turn(traitor).stack(["attic", "chapel"])
    s = sc.build().apply("use omen:spirit_board peek")
    assert s.current_player() == CHANCE and names(s) == ["pick attic", "pick chapel"]
    s = s.apply("pick chapel")
    assert s.room_top == ("chapel", traitor)  # the tile is still shown
    assert s.current_player() == traitor and names(s) == ["choose 0", "choose 1"]
    s = s.apply("choose 1")
    assert not s.frames and _rooms(s) == [("hound#1", "foyer")]


def test_with_no_traitor_the_spirit_board_calls_every_monster() -> None:
    game = Game(players=4, scripts=[SIEGE])
    s = game.new_state(seed=2, haunt=902)
    assert s.traitor is None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "grand_staircase").fresh(seat)
    user = s.turn.player
    sc.give(user, "spirit_board")
    two = (
        MonsterState("stalker#1", "stalker", "entrance_hall"),
        MonsterState("stalker#2", "stalker", "entrance_hall"),
    )
    sc.state = attrs.evolve(sc.state, monsters=two)
    s = sc.build().apply("use omen:spirit_board peek")
    s = s.apply(names(s)[0])  # the look at the next tile
    # Nobody is asked: both stalkers come one space, to the Foyer.
    assert not s.frames
    assert [(m.ident, m.room) for m in s.monsters] == [
        ("stalker#1", "foyer"),
        ("stalker#2", "foyer"),
    ]


# ----- the Music Box and monsters with a mind ------------------------------------------------

LULLABY = Path(__file__).parent / "haunts" / "lullaby.haunt"


def _walkers(*rooms: str) -> tuple[MonsterState, ...]:
    return tuple(
        MonsterState(f"sleepwalker#{i + 1}", "sleepwalker", r) for i, r in enumerate(rooms)
    )


def _music(playing: bool, box_room: str, monsters: tuple[MonsterState, ...]) -> GameState:
    """The Lullaby at its first monster turn; the Music Box lies in ``box_room``."""
    game = Game(players=4, scripts=[LULLABY])
    s = game.new_state(seed=3, haunt=917)
    assert s.traitor is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "entrance_hall").fresh(seat)
    sc.pile(box_room, "music_box")
    sc.state = attrs.evolve(sc.state, monsters=monsters)
    s = sc.build()
    # Dropped while it played, it left its tune in the room: that keeps its rules live.
    key = "item:music_box:playing"
    s = s.evolve(
        script_vars=tuple(sorted((*s.script_vars, (key, playing)))),
        tokens=(("item:music_box:tune", box_room),) if playing else (),
    )
    # Everyone ends their turn until the monsters' turn comes.
    while not s.turn.monsters:
        s = _resolve(s.apply("end"))
    return s


def test_the_music_box_holds_a_monster_that_fails_at_the_start_of_its_turn() -> None:
    s = _music(True, "foyer", _walkers("foyer", "foyer", "upper_landing"))
    # Each sleepwalker in the box's room rolls its Sanity 2: one rolls 4, one rolls 1 and
    # is held (the first still free of the two alike); the one upstairs is out of earshot.
    s = run_script(s, ["die 2", "die 2", "die 1", "die 0"])
    held = {m.ident: m.halted for m in s.monsters}
    assert held == {"sleepwalker#1": True, "sleepwalker#2": False, "sleepwalker#3": False}
    s = run_script(s, ["die 1", "die 1"])  # the kind's Speed roll: 2 spaces
    acts = names(s)
    assert "monster sleepwalker#2 move S" in acts
    assert "monster sleepwalker#3 take grand_staircase" in acts
    assert not any(a.startswith("monster sleepwalker#1 move") for a in acts)
    assert "monster sleepwalker#1 done" in acts


def test_the_music_box_holding_every_monster_of_a_kind_skips_its_speed_roll() -> None:
    s = _music(True, "foyer", _walkers("foyer"))
    s = run_script(s, ["die 1", "die 0"])  # Sanity 1: held
    assert not s.is_chance_node()  # no Speed roll for a kind that cannot move anyway
    assert names(s) == ["monster sleepwalker#1 done"]


def test_a_monster_walking_into_the_music_box_room_may_be_stopped() -> None:
    s = _music(True, "foyer", _walkers("grand_staircase"))
    s = run_script(s, ["die 1", "die 1"])  # Speed 2
    s = s.apply("monster sleepwalker#1 move S")  # into the Foyer, where the box plays
    s = run_script(s, ["die 1", "die 0"])  # Sanity roll 1: it stops there
    (m,) = s.monsters
    assert m.room == "foyer" and m.halted and m.moves_left == 0
    assert not any(a.startswith("monster sleepwalker#1 move") for a in names(s))


def test_a_closed_music_box_leaves_monsters_alone() -> None:
    s = _music(False, "foyer", _walkers("foyer"))
    assert s.is_chance_node() and s.frames[-1].dice == 2  # type: ignore[union-attr]
    s = run_script(s, ["die 1", "die 1"])  # straight to the Speed roll
    assert "monster sleepwalker#1 move S" in names(s)


def test_bloody_vision_turns_a_hero_on_a_monster_next_door(duel_game: Game) -> None:
    from betrayal.content.model import CardKind
    from betrayal.core.frames import DrawCard

    s = _revealed(duel_game)
    hero = s.turn.player
    sc = _meet(s, room="upper_landing")  # everyone else far off upstairs
    sc.at(hero, "entrance_hall").trait(hero, Trait.MIGHT, _position(s, hero, Trait.MIGHT, 4))
    sc.state = attrs.evolve(
        sc.state, monsters=_hounds("foyer"), frames=(DrawCard(hero, CardKind.EVENT),)
    )
    s = sc.build().apply("card bloody_vision")
    s = run_script(s, ["die 1"] + ["die 0"] * (s.trait(hero, Trait.SANITY) - 1))  # 1
    # No explorer within a space: the hound next door is attacked, Might 4 against 4.
    assert s.frames[-1].explorer == hero and s.frames[-1].dice == 4  # type: ignore[union-attr]
    s = run_script(s, ["die 2", "die 2", "die 2", "die 0", "die 1", "die 0", "die 0", "die 0"])
    assert not s.frames and s.turn.attacked
    assert [(m.ident, m.room, m.stunned) for m in s.monsters] == [("hound#1", "foyer", True)]
    assert s.explorers[hero].room == "entrance_hall"


HAUNTED_MELEE = """language 3
haunt 904 "Last One Standing, Watched" {
  traitor free_for_all
  monster shade "Shade" { traits might 1 speed 1 }
  setup { spawn(shade, entrance_hall) }
  heroes { win when alive(actor) and count([e in explorers where alive(e)]) == 1 }
}
"""


def test_with_no_traitor_and_nobody_left_the_monsters_turn_is_not_played(tmp_path: Path) -> None:
    # A free-for-all whose last two explorers die together leaves a monster on the board
    # and nobody to move it: the haunt ends undecided instead of going round for ever.
    haunt = tmp_path / "watched.haunt"
    haunt.write_text(HAUNTED_MELEE, encoding="utf-8")
    s = Game(players=4, scripts=[haunt]).new_state(seed=0, haunt=904)
    from betrayal.core.rules.damage import shift_trait

    for seat in range(4):
        s = Scenario(s).trait(seat, Trait.SANITY, 0).build()
        s = run_pending(shift_trait(s, seat, Trait.SANITY, -1))
    assert s.monsters and not any(e.alive for e in s.explorers)
    s = s.apply("end")  # the turn under way ends; nobody is left for the next one
    assert s.is_terminal() and s.winner is None


def test_an_event_kept_in_front_of_the_dead_is_no_loot() -> None:
    s, _, victim = _a_body_beside_the_hero("axe", "creepy_crawlies")
    loots = [n for n in names(s) if n.startswith("loot")]
    assert loots == [f"loot {victim} axe"]
