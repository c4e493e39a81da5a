"""3rd-edition haunt 46, Ghost Hair: the traitor turned into a Giant Hair Monster, the
face-down Antidotes and the one real one, heroes turned into Small Hair Monsters."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, position, revealed, roll_all, throw

from betrayal.core.engine import run_pending
from betrayal.core.rules.monster_turn import start_monster_turn
from betrayal.core.state import GameState, MonsterState, TurnState
from betrayal.core.traits import Trait
from betrayal.testing import with_dead

HAUNT = 46


def _set_up(real: str = "ballroom") -> GameState:
    """The reveal, with the real Antidote drawn among the six in ``real``."""
    return revealed(HAUNT).apply(f"pick {real}")


def _giant(room: str = "ballroom") -> MonsterState:
    return MonsterState("giant#1", "giant", room)


def _small(n: int, room: str) -> MonsterState:
    return MonsterState(f"small#{n}", "small", room)


def _antidotes(s: GameState) -> list[str]:
    return sorted(r for t, r in s.tokens if t == "haunt:46:antidote")


def test_the_traitor_becomes_the_giant_and_six_antidotes_are_laid() -> None:
    s = _set_up()
    assert not s.explorers[1].alive
    assert "book" in s.decks[0]  # buried under the omen deck
    assert sorted((m.kind, m.room) for m in s.monsters) == [
        ("giant", "library"),
        ("small", "entrance_hall"),
    ]
    assert len(_antidotes(s)) == 6  # four players
    assert haunt_vars(s, HAUNT)["real"] == "ballroom"


def _learn(real: str, face: int) -> GameState:
    """Seat 0 learns about the curse in the Library, every die showing ``face``."""
    sc = meet(_set_up(real), "library")
    s = sc.turn(0).build()
    s = roll_all(s.apply("use haunt:46 learn"), face)
    if face == 2:  # 8 on Knowledge: the hero turns over the Ballroom's Antidote
        s = s.apply("choose ballroom")
    return s


def test_learning_about_the_curse_turns_an_antidote_face_up() -> None:
    s = _learn("ballroom", 2)
    assert "ballroom" not in _antidotes(s)
    assert ("haunt:46:cure", "ballroom") in s.tokens
    fake = _learn("hallway", 2)
    assert "ballroom" not in _antidotes(fake)
    assert all(t != "haunt:46:cure" for t, _ in fake.tokens)
    low = _learn("ballroom", 1)
    assert "ballroom" in _antidotes(low) and len(_antidotes(low)) == 6


def _discover(real: str, *monsters: MonsterState, might: int = 5) -> GameState:
    """Seat 0, with Might ``might``, turns over the Ballroom's Antidote."""
    s = _set_up(real)
    sc = meet(s, "ballroom", *monsters)
    sc.trait(0, Trait.MIGHT, position(s, 0, Trait.MIGHT, might))
    return sc.turn(0).build().apply("use haunt:46 discover")


def test_a_discovery_on_the_real_antidote_takes_it() -> None:
    s = _discover("ballroom")
    assert "ballroom" not in _antidotes(s)
    assert ("haunt:46:cure", 0) in [(t, who) for t, who in s.carried]
    fake = _discover("hallway")
    assert "ballroom" not in _antidotes(fake)
    assert not fake.carried


def test_beating_the_giant_with_the_real_antidote_cures_the_traitor() -> None:
    # Every die a 1: 5 + 3 against the Giant's 7.
    s = _discover("ballroom", _giant())
    assert s.explorers[0].traits[0] == position(s, 0, Trait.MIGHT, 5)
    s = roll_all(s.apply("attack giant#1"), 1)
    assert s.is_terminal() and s.winner == "heroes"


def test_without_the_real_antidote_the_giant_is_only_stunned() -> None:
    # Every die a 1: 5 alone against 7 loses ...
    lost = roll_all(_discover("hallway", _giant()).apply("attack giant#1"), 1)
    assert not lost.is_terminal() and [m.stunned for m in lost.monsters] == [False]
    # ... and a win by strength alone only stuns the Giant.
    s = _discover("hallway", _giant(), might=8)
    s = roll_all(s.apply("attack giant#1"), 2)
    assert not s.is_terminal()
    assert [m.stunned for m in s.monsters] == [True]


def test_a_dead_hero_turns_into_a_small_hair_monster() -> None:
    sc = meet(_set_up(), "ballroom", _giant())
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(0).build()
    s = throw(s.apply("attack giant#1"), 0, 0, 2)
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert not s.explorers[0].alive
    assert sorted((m.kind, m.room) for m in s.monsters) == [
        ("giant", "ballroom"),
        ("small", "ballroom"),
    ]


def _monster_turn(s: GameState) -> GameState:
    turn = TurnState(player=1, number=s.turn.number + 1, moves_left=0, monsters=True)
    return run_pending(start_monster_turn(s.evolve(turn=turn)))


def test_on_an_omen_tile_the_giant_shifts_places_with_a_small_one() -> None:
    sc = meet(_set_up(), "kitchen", _giant("ballroom"), _small(1, "larder"))
    s = roll_all(_monster_turn(sc.build()), 0)
    shift = [n for n in names(s) if n.startswith("use haunt:46 shift")]
    assert shift, names(s)
    s = s.apply(shift[0])
    assert sorted((m.kind, m.room) for m in s.monsters) == [
        ("giant", "larder"),
        ("small", "ballroom"),
    ]


def test_the_traitor_wins_once_every_hero_is_hair() -> None:
    sc = meet(_set_up(), "ballroom", _giant())
    sc.trait(3, Trait.MIGHT, 0).trait(3, Trait.SPEED, 0)
    s = sc.turn(3).build()
    s = with_dead(s, 0, 2)
    assert not s.is_terminal()
    s = throw(s.apply("attack giant#1"), 0, 0, 2)
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert not s.explorers[3].alive
    assert s.is_terminal() and s.winner == "traitor"


def test_the_giant_steps_from_omen_tile_to_omen_tile() -> None:
    sc = meet(_set_up(), "kitchen", _giant("ballroom"))
    s = roll_all(_monster_turn(sc.build()), 1)
    assert "monster giant#1 take library" in names(s)  # an omen tile upstairs
    assert "monster giant#1 take kitchen" not in names(s)  # no omen symbol
    s = s.apply("monster giant#1 take library")
    assert [m.room for m in s.monsters] == ["library"]


def test_only_might_attacks_are_made_on_the_giant() -> None:
    sc = meet(_set_up(), "ballroom", _giant(), _small(1, "ballroom"))
    sc.give(0, "gun", "machete")  # the Gun shoots with Speed
    attacks = [n for n in names(sc.turn(0).build()) if n.startswith("attack")]
    assert "attack small#1 gun" in attacks
    assert "attack giant#1 gun" not in attacks
    assert "attack giant#1 machete" in attacks
