"""3rd-edition haunt 21, Spooky McMasters Presents...: the ghost writer in the Library
with the Book, his Horrors, his ghostwriting, and the heroes' bonfire."""

from __future__ import annotations

from h3_helpers import meet, names, revealed, roll_all

from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import monster_turn
from betrayal.testing.houses3 import late_house3

HAUNT = 21
SPOOKY = MonsterState("spooky#1", "spooky", "library", cards=("book",))


def _kinds(s: GameState) -> list[tuple[str, str]]:
    return sorted((m.kind, m.room) for m in s.monsters)


def test_setup_spooky_holds_the_book_in_the_library_and_the_traitor_grows() -> None:
    s = revealed(HAUNT)
    assert _kinds(s) == [("horror", "library"), ("spooky", "library")]
    spooky = next(m for m in s.monsters if m.kind == "spooky")
    assert spooky.cards == ("book",)
    assert "book" not in s.explorers[1].cards
    before = late_house3().build().explorers[1].traits
    might, speed = list(Trait).index(Trait.MIGHT), list(Trait).index(Trait.SPEED)
    assert s.explorers[1].traits[might] == before[might] + 1
    assert s.explorers[1].traits[speed] == before[speed] + 1


def _burn(face: int) -> GameState:
    sc = meet(revealed(HAUNT), "kitchen")
    sc.give(0, "book")
    s = sc.turn(0).build()
    s = s.apply("use haunt:21 burn")
    s = s.apply("choose False")  # the Book's own offer to roll Knowledge instead
    return roll_all(s, face)


def test_burning_the_book_in_a_fire_wins_for_the_heroes() -> None:
    s = _burn(2)
    assert s.phase is Phase.OVER and s.winner == "heroes"
    assert _burn(0).phase is not Phase.OVER


def test_no_burning_away_from_the_fires() -> None:
    sc = meet(revealed(HAUNT), "chapel")
    sc.give(0, "book")
    assert "use haunt:21 burn" not in names(sc.turn(0).build())


def _build(face: int) -> GameState:
    s = meet(revealed(HAUNT), "library", SPOOKY).turn(0).build()
    return roll_all(s.apply("use haunt:21 build"), face)


def test_building_character_in_the_library() -> None:
    s = _build(2)
    assert names(s) == ["choose might", "choose speed"]
    before = s.explorers[0].traits[0]
    s = s.apply(names(s)[0])
    assert s.explorers[0].traits[0] == before + 1
    assert _kinds(s) == [("spooky", "library")]
    failed = _build(0)
    assert _kinds(failed) == [("horror", "library"), ("spooky", "library")]


def test_beating_spooky_in_a_might_attack_takes_the_book() -> None:
    s = meet(revealed(HAUNT), "library", SPOOKY).turn(0).build()
    s = s.apply("attack spooky#1")
    for face in [2] * 5 + [0] * 6:
        s = s.apply(f"die {face}")
    assert "book" in s.explorers[0].cards
    spooky = next(m for m in s.monsters if m.kind == "spooky")
    assert spooky.cards == () and not spooky.stunned


def _ghostwrite(total: int) -> GameState:
    sc = meet(revealed(HAUNT), "kitchen", SPOOKY)
    s = monster_turn(sc.build(), 1)
    s = s.apply("choose True")
    pick = [n for n in names(s) if n.endswith("kitchen")]
    assert pick, names(s)
    s = s.apply(pick[0])
    first = min(total, 2)
    return s.apply(f"die {first}").apply(f"die {total - first}")


def test_ghostwriting_writes_horrors_or_strikes_the_tile() -> None:
    assert _kinds(_ghostwrite(0)) == [("horror", "kitchen")] * 2 + [("spooky", "library")]
    strike = _ghostwrite(4)
    assert _kinds(strike) == [("spooky", "library")]
    assert "damage might" in names(strike) or "damage speed" in names(strike), names(strike)
    mind = _ghostwrite(2)
    assert any(f.__class__.__name__ == "RollDice" for f in mind.frames), mind.frames
    mind = roll_all(mind, 0)  # two blank dice of mental damage each
    assert _kinds(mind) == [("horror", "kitchen"), ("spooky", "library")]


def test_the_book_lets_a_hero_fight_a_horror_with_knowledge() -> None:
    sc = meet(revealed(HAUNT), "kitchen", MonsterState("horror#1", "horror", "kitchen"))
    sc.give(0, "book")
    s = sc.turn(0).build()
    options = [n for n in names(s) if n.startswith("use haunt:21 book_attack")]
    assert any("knowledge" in n for n in options), names(s)
    sc = meet(revealed(HAUNT), "kitchen", MonsterState("horror#1", "horror", "kitchen"))
    assert not [n for n in names(sc.turn(0).build()) if "book_attack" in n]


def test_the_traitor_steals_the_book_and_hands_it_back_to_spooky() -> None:
    sc = meet(revealed(HAUNT), "library", MonsterState("spooky#1", "spooky", "library"))
    sc.give(0, "book")
    s = sc.turn(1).build()
    s = s.apply("attack 0")
    while s.is_chance_node():
        frame = s.frames[-1]
        s = s.apply("die 2" if getattr(frame, "explorer", None) == 1 else "die 0")
    assert names(s) == ["choose True", "choose False"], names(s)
    s = s.apply("choose True")
    assert "book" in s.explorers[1].cards and "book" not in s.explorers[0].cards
    assert not any(n.startswith("damage") for n in names(s))
    s = s.apply("use haunt:21 give_back")
    spooky = next(m for m in s.monsters if m.kind == "spooky")
    assert spooky.cards == ("book",) and "book" not in s.explorers[1].cards
