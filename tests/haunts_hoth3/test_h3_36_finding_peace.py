"""3rd-edition haunt 36, Finding Peace: Ghosts on the event-symbol tiles, the heroes'
reconciliation, the traitor's feast, the traitor slipping away from blows, the Ghosts'
chill and each side's win."""

from __future__ import annotations

from h3_helpers import haunt_vars, hero_of, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait
from betrayal.testing import only_alive, place_damage
from betrayal.testing.haunts import monster_turn

HAUNT = 36
# The event-symbol tiles of the test house.
EVENT_TILES = [
    "chasm",
    "cramped_passageway",
    "crawlspace",
    "furnace_room",
    "gallery",
    "guest_quarters",
    "kitchen",
    "laboratory",
    "organ_room",
    "statuary_corridor",
    "tower",
    "underground_lake",
]


def _ghosts(s: GameState) -> list[str]:
    return sorted(m.room for m in s.monsters if m.kind == "ghost")


def _ghost(n: int, room: str = "kitchen") -> MonsterState:
    return MonsterState(f"ghost#{n}", "ghost", room)


def _might(s: GameState, seat: int) -> int:
    return s.explorer_def(seat).track(Trait.MIGHT).values[s.explorers[seat].traits[0]]


def test_setup_puts_a_ghost_on_every_event_tile() -> None:
    assert _ghosts(revealed(HAUNT)) == EVENT_TILES


def _reconcile(face: int, already: int = 0) -> GameState:
    s = with_vars(revealed(HAUNT), HAUNT, reconciled=already)
    hero = hero_of(s)
    s = meet(s, "kitchen", _ghost(1)).turn(hero).build()
    assert "attack ghost#1" not in names(s)  # Ghosts cannot be attacked
    return roll_all(s.apply("use haunt:36 reconcile"), face)


def test_sanity_five_brings_a_ghost_to_the_heros_board() -> None:
    good = _reconcile(2)  # Sanity 4 or more: 8
    assert _ghosts(good) == []
    assert haunt_vars(good, HAUNT)["reconciled"] == 1
    bad = _reconcile(1)  # 4
    assert _ghosts(bad) == ["kitchen"]
    assert haunt_vars(bad, HAUNT)["reconciled"] == 0


def test_heroes_win_with_five_ghosts_at_peace_among_four_players() -> None:
    assert _reconcile(1, already=4).winner is None
    assert _reconcile(2, already=4).winner == "heroes"


def _consume(face: int) -> GameState:
    s = revealed(HAUNT)
    t = s.traitor
    s = meet(s, "kitchen", _ghost(1), _ghost(2)).turn(t).build()
    return roll_all(s.apply("use haunt:36 consume"), face)


def test_the_traitor_consumes_a_ghost_or_scatters_them() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    fed = _consume(2)
    assert _ghosts(fed) == ["kitchen"]
    assert fed.explorers[t].traits[Trait.SANITY.index] == s.explorers[t].traits[3] + 1
    missed = _consume(0)
    assert names(missed) == ["choose guest_quarters", "choose larder", "choose junk_room"]
    missed = missed.apply("choose larder").apply("choose junk_room")
    assert _ghosts(missed) == ["junk_room", "larder"]


def test_a_blow_moves_the_traitor_and_strengthens_them_instead_of_hurting() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    s = meet(s, "kitchen").turn(hero_of(s)).build()
    before = s.explorers[t].traits
    s = roll_all(s.apply(f"attack {t}"), 2)
    assert "choose larder" in names(s)
    s = s.apply("choose larder").apply("choose knowledge")
    traitor = s.explorers[t]
    assert traitor.room == "larder"
    assert traitor.traits[Trait.KNOWLEDGE.index] == before[Trait.KNOWLEDGE.index] + 1
    assert traitor.traits[Trait.MIGHT.index] == before[Trait.MIGHT.index]
    assert not any(n.startswith("damage ") for n in names(s))


def test_the_winner_of_an_attack_on_the_traitor_may_take_a_card_instead() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    sc = meet(s, "kitchen")
    sc.give(t, "lucky_coin")
    s = sc.turn(hero_of(s)).build()
    s = roll_all(s.apply(f"attack {t}"), 2)
    assert names(s) == ["choose False", "choose True"]
    s = s.apply("choose True")
    s = s.apply(names(s)[0])  # the only card: the Lucky Coin
    assert "lucky_coin" in s.explorers[hero_of(s)].cards
    assert s.explorers[t].room == "kitchen"  # robbed, not moved


def test_ghosts_chill_every_hero_on_their_tile_at_the_end_of_the_monster_turn() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    sc = meet(s, "kitchen", _ghost(1)).at(t, "ballroom")
    s = roll_all(monster_turn(sc.build(), t), 0)
    s = s.apply("monster ghost#1 done")
    hurt = []
    while s.frames and isinstance(s.frames[-1], PlaceDamage):
        frame = s.frames[-1]
        assert frame.points == 2
        hurt.append(frame.explorer)
        s = s.apply(next(n for n in names(s) if n.startswith("damage ")))
        s = s.apply(next(n for n in names(s) if n.startswith("damage ")))
    assert sorted(hurt) == [i for i in range(4) if i != t]


def test_a_hero_who_dies_leaves_a_ghost() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    h = hero_of(s)
    sc = meet(s, "ballroom").trait(h, Trait.MIGHT, 0).trait(h, Trait.SPEED, 0)
    s = throw(sc.turn(t).build().apply(f"attack {h}"), _might(s, t), 2)
    s = s.apply("hurt") if "hurt" in names(s) else s
    s = place_damage(s)
    assert not s.explorers[h].alive
    assert _ghosts(s) == ["ballroom"]


def test_the_traitor_wins_ending_a_turn_at_the_top_of_sanity() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    top = 7  # the eighth and last space of every track
    low = meet(s, "ballroom").trait(t, Trait.SANITY, top - 1).turn(t).build().apply("end")
    assert low.winner is None
    high = meet(s, "ballroom").trait(t, Trait.SANITY, top).turn(t).build().apply("end")
    assert high.winner == "traitor"


def test_the_traitor_wins_when_every_hero_is_dead() -> None:
    s = revealed(HAUNT)
    t = s.traitor
    h = hero_of(s)
    sc = meet(s, "ballroom").trait(h, Trait.MIGHT, 0).trait(h, Trait.SPEED, 0)
    s = sc.turn(t).build()
    s = only_alive(s, h, t)
    s = throw(s.apply(f"attack {h}"), _might(s, t), 2)
    s = s.apply("hurt") if "hurt" in names(s) else s
    s = place_damage(s)
    assert s.winner == "traitor"


def test_a_new_event_tile_draws_no_event_but_gets_a_ghost() -> None:
    s = revealed(HAUNT)
    hero = hero_of(s)
    s = meet(s, "catacombs").turn(hero).build()  # a door of the Catacombs opens onto nothing
    s = s.evolve(room_stack=("underground_cavern",))
    decks = s.decks
    for door in [n for n in names(s) if n.startswith("move ")]:
        t = s.apply(door)
        while t.frames and not t.is_terminal() and "underground_cavern" not in t.house:
            t = t.apply(t.legal_actions()[0])
        if "underground_cavern" in t.house:
            s = t
            break
    assert "underground_cavern" in s.house
    assert _ghosts(s).count("underground_cavern") == 1
    assert s.explorers[hero].room == "underground_cavern"
    assert not s.frames  # no event card to resolve
    assert s.decks == decks  # no card was drawn
