"""Haunt 21, House of the Living Dead: the Zombies rising in their rooms, destroyed only by
Might weapons, the Zombie Lord only hurt by the Medallion's bearer, the Holy Symbol, and
the dead rising."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from betrayal import CHANCE, Game, Phase, Trait
from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.testing import Scenario, check_invariants, haunt_var
from betrayal.testing.houses import WEST_OMEN, west_house

GAME = Game(players=4)
KEY = "haunt:21"


@pytest.fixture(scope="module")
def revealed() -> GameState:
    s = west_house().reveal(21, revealer=2, omen=WEST_OMEN).build()
    assert s.phase is Phase.HAUNT and s.haunt == 21
    return s


def with_vars(sc: Scenario, **values: object) -> None:
    found = dict(sc.state.script_vars)
    found.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(found.items())))


def roll(state: GameState, *faces: int) -> GameState:
    """Throw the pending dice: the faces given first, then zeros."""
    shown = 0
    while state.current_player() == CHANCE:
        state = state.apply(f"die {faces[shown] if shown < len(faces) else 0}")
        shown += 1
    return state


def setting(revealed: GameState, *monsters: MonsterState) -> tuple[Scenario, int, int]:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    traitor = revealed.traitor
    assert traitor is not None
    for seat in range(revealed.players):
        if seat != traitor:
            sc.fresh(seat).at(seat, "foyer")
    sc.state = attrs.evolve(sc.state, monsters=monsters)
    return sc, revealed.turn.player, traitor


def test_the_dead_rise_in_their_rooms(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None and not revealed.explorers[traitor].alive
    where = Counter((m.kind, m.room) for m in revealed.monsters)
    # Three of the listed rooms are found: four Zombies go round them (two in the Entrance
    # Hall), then one more joins each.
    assert where == Counter(
        {
            ("zombie", "entrance_hall"): 3,
            ("zombie", "chapel"): 2,
            ("zombie", "conservatory"): 2,
            ("lord", revealed.explorers[traitor].room): 1,
        }
    )
    check_invariants(revealed)


def test_a_might_weapon_destroys_a_zombie_bare_hands_only_stun(revealed: GameState) -> None:
    sc, hero, _ = setting(
        revealed,
        MonsterState("zombie#1", "zombie", "foyer"),
        MonsterState("zombie#2", "zombie", "foyer"),
    )
    sc.give(hero, "axe").trait(hero, Trait.MIGHT, 7)
    s = sc.turn(hero).build()
    s = roll(s.apply("attack zombie#1 axe"), *[2] * 8)
    assert [m.ident for m in s.monsters] == ["zombie#2"]
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, attacked=False, handled=frozenset()))
    s = s.evolve(_legal=None)
    s = roll(s.apply("attack zombie#2"), *[2] * 8)
    assert [(m.ident, m.stunned) for m in s.monsters] == [("zombie#2", True)]


def test_the_lord_is_hurt_only_by_the_medallions_bearer(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed, MonsterState("lord#1", "lord", "foyer"))
    sc.trait(hero, Trait.MIGHT, 7)
    s = sc.turn(hero).build()
    s = roll(s.apply("attack lord#1"), *[2] * 8)
    assert not s.monsters[0].stunned and not haunt_var(s, 21, "lord_wounds")
    sc.give(hero, "medallion")
    with_vars(sc, lord_wounds=3)
    s = sc.turn(hero).build()
    might = s.trait(hero, Trait.MIGHT)
    s = roll(s.apply("attack lord#1"), *[2] * might)  # wins by at least 4
    assert haunt_var(s, 21, "lord_slain") is True and not s.monsters
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_holy_symbol_takes_two_dice_from_a_zombie(revealed: GameState) -> None:
    sc, hero, traitor = setting(
        revealed,
        MonsterState("zombie#1", "zombie", "foyer"),
        MonsterState("lord#1", "lord", "foyer"),
    )
    sc.give(hero, "holy_symbol")
    turn = TurnState(player=traitor, number=sc.state.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(sc.state.evolve(turn=turn)))
    s = roll(s)  # the Zombies' Speed roll
    s = s.apply(f"monster zombie#1 attack {hero}")
    assert s.frames[-1].dice == 3  # type: ignore[union-attr]


def test_a_fallen_hero_rises_as_a_zombie(revealed: GameState) -> None:
    from betrayal.core.rules.damage import kill

    sc, hero, _ = setting(revealed, MonsterState("lord#1", "lord", "attic"))
    s = run_pending(kill(sc.build(), hero))
    assert [(m.kind, m.room, m.owner) for m in s.monsters] == [
        ("lord", "attic", None),
        ("fallen", "foyer", hero),
    ]


def test_a_fallen_heros_player_moves_their_zombie_with_their_heros_traits(
    revealed: GameState,
) -> None:
    from betrayal.core.engine import current_player
    from betrayal.core.frames import RollDice
    from betrayal.core.rules import combat

    assert revealed.reveal is not None
    hero = revealed.turn.player
    sc, _, traitor = setting(
        revealed,
        MonsterState("zombie#1", "zombie", "entrance_hall"),
        MonsterState("fallen#1", "fallen", "entrance_hall", owner=hero),
    )
    s = sc.build()
    might, speed, _, _ = revealed.reveal.traits[hero]
    assert combat.defence_dice(s, "fallen#1", Trait.MIGHT) == might
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    # The plain Zombies roll and move for the traitor first.
    assert current_player(s) == CHANCE
    s = roll(s)
    assert current_player(s) == traitor
    s = s.apply("monster zombie#1 done")
    # Then the fallen hero's own roll, with the hero's Speed, and their player's moves.
    top = s.frames[-1]
    assert isinstance(top, RollDice) and top.dice == speed
    s = roll(s)
    assert current_player(s) == hero
    assert all(str(a).startswith("monster fallen#1 ") for a in s.legal_actions())


def test_the_last_zombie_destroyed_wins_for_the_heroes(revealed: GameState) -> None:
    sc, hero, _ = setting(
        revealed,
        MonsterState("zombie#1", "zombie", "foyer"),
        MonsterState("lord#1", "lord", "attic"),
    )
    sc.give(hero, "axe").trait(hero, Trait.MIGHT, 7)
    s = sc.turn(hero).build()
    s = roll(s.apply("attack zombie#1 axe"), *[2] * 8)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_dynamite_blast_destroys_every_zombie_it_catches(revealed: GameState) -> None:
    sc, hero, _ = setting(
        revealed,
        MonsterState("zombie#1", "zombie", "entrance_hall"),
        MonsterState("zombie#2", "zombie", "entrance_hall"),
        MonsterState("zombie#3", "zombie", "chapel"),
    )
    s = sc.give(hero, "dynamite").turn(hero).build()
    # Slow as they are, both Zombies in the Entrance Hall roll low against the blast.
    s = roll(s.apply("use item:dynamite throw entrance_hall"))
    assert [m.ident for m in s.monsters] == ["zombie#3"]


def _last_hero_falls(revealed: GameState, killer: str) -> GameState:
    """Two heroes dead and risen in the Foyer; the last hero, worn to the edge of death,
    stands with them; on the monster turn the Zombie ``killer`` beats and kills them."""
    from betrayal.core.frames import RollPurpose
    from betrayal.core.rules.damage import kill

    sc, _, traitor = setting(revealed, MonsterState("lord#1", "lord", "foyer"))
    first, second, last = [seat for seat in range(4) if seat != traitor]
    for t in Trait:
        sc.trait(last, t, 1)
    s = run_pending(kill(run_pending(kill(sc.build(), first)), second))
    assert [(m.kind, m.owner) for m in s.monsters][1:] == [("fallen", first), ("fallen", second)]
    turn = TurnState(player=traitor, number=s.turn.number + 1, moves_left=0, monsters=True)
    s = run_pending(start_monster_turn(s.evolve(turn=turn)))
    for _ in range(200):
        if s.phase is Phase.OVER:
            break
        names = [str(a) for a in s.legal_actions()]
        if s.current_player() == CHANCE:
            # The killer's attack dice show 2s; every other die a blank.
            top = s.frames[-1]
            s = s.apply("die 2" if getattr(top, "purpose", None) is RollPurpose.ATTACK else "die 0")
        elif f"monster {killer} attack {last}" in names:
            s = s.apply(f"monster {killer} attack {last}")
        else:
            s = s.apply(next((n for n in names if n.endswith(" done")), names[0]))
    assert s.phase is Phase.OVER and not s.explorers[last].alive
    return s


def test_a_dead_heros_zombie_that_kills_shares_the_traitors_win(revealed: GameState) -> None:
    traitor = revealed.traitor
    assert traitor is not None
    first = next(seat for seat in range(4) if seat != traitor)
    s = _last_hero_falls(revealed, "fallen#1")
    # Only the traitor and the player whose Zombie killed win: not the other dead hero.
    assert s.winner == ",".join(str(seat) for seat in sorted({traitor, first}))


def test_without_such_a_kill_the_traitor_wins_alone(revealed: GameState) -> None:
    s = _last_hero_falls(revealed, "lord#1")
    assert s.winner == "traitor"


# The Lord and one Zombie, out of the way: the haunt goes on.
_KEEPERS = (
    MonsterState("lord#1", "lord", "upper_landing"),
    MonsterState("zombie#1", "zombie", "upper_landing"),
)


def test_a_hero_drawing_an_item_may_keep_one_of_three(revealed: GameState) -> None:
    from betrayal.content.model import CardKind
    from betrayal.core.frames import DrawCard
    from betrayal.core.state import UNDER

    sc, hero, _ = setting(revealed, *_KEEPERS)
    s = sc.turn(hero).build()
    # A draw for an item symbol: the Axe comes off the deck.
    s = s.evolve(frames=(*s.frames, DrawCard(hero, CardKind.ITEM)))
    deck = s.deck(CardKind.ITEM)
    assert {"axe", "bell", "candle"} <= set(deck)
    s = s.apply("card axe")
    assert [str(a) for a in s.legal_actions()] == ["choose True", "choose False"]
    s = s.apply("choose True")
    # Two more come off the top, at random: the Bell, then the Candle.
    s = s.apply("pick bell").apply("pick candle")
    assert sorted(str(a) for a in s.legal_actions()) == [
        "choose axe",
        "choose bell",
        "choose candle",
    ]
    s = run_pending(s.apply("choose bell"))
    assert "bell" in s.explorers[hero].cards and "axe" not in s.explorers[hero].cards
    # The other two went under: the next draw is neither of them while others remain.
    assert {c for c, seat in s.deck_tops if seat == UNDER} == {"axe", "candle"}
    s = s.evolve(frames=(*s.frames, DrawCard(hero, CardKind.ITEM)))
    assert {str(a) for a in s.legal_actions()} & {"card axe", "card candle"} == set()
    check_invariants(s)


def test_declining_keeps_the_card_drawn(revealed: GameState) -> None:
    from betrayal.content.model import CardKind
    from betrayal.core.frames import DrawCard

    sc, hero, _ = setting(revealed, *_KEEPERS)
    s = sc.turn(hero).build()
    s = s.evolve(frames=(*s.frames, DrawCard(hero, CardKind.ITEM)))
    s = run_pending(s.apply("card axe").apply("choose False"))
    assert "axe" in s.explorers[hero].cards and not s.deck_tops
