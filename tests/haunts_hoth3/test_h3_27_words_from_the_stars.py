"""3rd-edition haunt 27, Words from the Stars: Alien Words spread over the house, the
heroes learn the alien tongue, and the fight with the traitor on the words."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState

HAUNT = 27
WORD = f"haunt:{HAUNT}:word"


def _words(s: GameState) -> list[str]:
    return sorted(room for key, room in s.tokens if key == WORD)


def _turn(room: str, seat: int = 0, words: bool = True, **vars: object) -> GameState:
    """Everyone in ``room``, the opening Alien Word (in the Library) kept or not."""
    s = revealed(HAUNT)
    if vars:
        s = with_vars(s, HAUNT, **vars)
    if not words:
        s = s.evolve(tokens=())
    return meet(s, room).turn(seat).build()


def test_setup_writes_one_word_on_the_traitors_tile_and_fills_both_piles() -> None:
    s = revealed(HAUNT)
    assert _words(s) == [s.explorers[1].room]
    v = haunt_vars(s, HAUNT)
    assert v["traitor_words"] == 3  # {5/4/4/3} for four players, one already down
    assert v["hero_words"] == 4  # {3/4/4/5}


def test_learning_the_language_or_writing_a_word_nearby() -> None:
    s = _turn("library")
    ok = roll_all(s.apply("use haunt:27 learn"), 2)
    assert haunt_vars(ok, HAUNT)["knowing@0"] == 1
    assert "use haunt:27 learn" not in names(ok)
    # A failure in the Library, which holds a word already: one goes through a door.
    bad = roll_all(s.apply("use haunt:27 learn"), 0)
    assert "choose winter_bedroom" in names(bad)
    bad = bad.apply("choose winter_bedroom")
    assert _words(bad) == ["library", "winter_bedroom"]
    assert len(_words(bad)) == 2 and "library" in _words(bad)
    assert haunt_vars(bad, HAUNT)["hero_words"] == 3
    # In a room with no word, the word goes down there.
    bare = roll_all(_turn("library", words=False).apply("use haunt:27 learn"), 0)
    assert _words(bare) == ["library"]


def test_spreading_the_word_on_a_high_knowledge_roll() -> None:
    s = revealed(HAUNT)
    sc = meet(s, "library")
    sc.at(1, "kitchen")
    s = sc.turn(1).build()
    # Persephone's 3 Knowledge dice, all 2s, make 6: short of 7.
    knowledge = s.explorers[1].traits
    bad = roll_all(s.apply("use haunt:27 spread"), 2)
    assert "kitchen" not in _words(bad)
    assert bad.explorers[1].traits != knowledge  # 2 Knowledge gained instead
    # With a word through the kitchen's door, the same dice make 7.
    s = s.evolve(tokens=(*s.tokens, (WORD, "larder")))
    ok = roll_all(s.apply("use haunt:27 spread"), 2)
    assert "kitchen" in _words(ok)
    assert haunt_vars(ok, HAUNT)["traitor_words"] == 2
    # Not where a hero stands.
    assert "use haunt:27 spread" not in names(_turn("kitchen", seat=1, words=False))


def _attack_traitor(words: bool) -> GameState:
    """Seat 0 attacks the traitor in the Library, every die a 1."""
    s = _turn("library", words=words)
    return roll_all(s.apply("attack 1"), 1)


def test_the_traitor_on_a_word_takes_a_die_from_the_hero() -> None:
    # Josef rolls 5 dice against the traitor's 4: a 1-point win without the word, a tie
    # with one die fewer when the traitor stands on a word.
    plain = _attack_traitor(words=False)
    assert isinstance(plain.frames[-1], PlaceDamage) and plain.frames[-1].points == 1
    on_word = _attack_traitor(words=True)
    assert not any(isinstance(f, PlaceDamage) for f in on_word.frames)


def test_knowledge_of_aliens_lets_the_attacker_throw_two_dice_again() -> None:
    s = _turn("library", words=False, **{"knowing@0": 1})
    s = s.apply("attack 1")
    s = roll_all(s, 0)
    assert any(n.endswith(" 2") for n in names(s)), names(s)
    without = roll_all(_turn("library", words=False).apply("attack 1"), 0)
    assert not any(n.endswith(" 2") for n in names(without))


def test_the_words_gnaw_at_heroes_who_end_their_turn_near_them() -> None:
    near = _turn("library").apply("end")
    assert isinstance(near.frames[-1], PlaceDamage) and near.frames[-1].explorer == 0
    far = _turn("library", words=False).apply("end")
    assert not any(isinstance(f, PlaceDamage) for f in far.frames)


def test_the_traitor_wins_with_every_word_written_and_the_heroes_by_killing_them() -> None:
    s = _turn("library", seat=1, traitor_words=0).apply("end")
    assert s.is_terminal() and s.winner == "traitor"
    assert not _turn("library", seat=1, traitor_words=1).apply("end").is_terminal()
    s = _turn("library", words=False)
    s = s.evolve(explorers=tuple(attrs.evolve(e, alive=i != 1) for i, e in enumerate(s.explorers)))
    s = s.apply("end")
    assert s.is_terminal() and s.winner == "heroes"


def test_leaving_a_tile_with_a_word_costs_a_hero_two_spaces() -> None:
    def spent(words: bool, seat: int = 0) -> int:
        s = revealed(HAUNT)
        sc = meet(s if words else s.evolve(tokens=()), "kitchen")
        s = sc.at(seat, "library").turn(seat).build()  # alone, no opponent to slow them
        return s.turn.moves_left - s.apply("move N").turn.moves_left

    assert spent(words=False) == 1
    assert spent(words=True) == 2
    assert spent(words=True, seat=1) == 1  # the traitor walks freely


def test_beating_the_traitor_a_hero_may_take_the_mask_instead_of_hurting_them() -> None:
    def beaten(take: bool) -> GameState:
        s = revealed(HAUNT).evolve(tokens=())
        sc = meet(s, "library")
        sc.give(1, "mask")
        s = roll_all(sc.turn(0).build().apply("attack 1"), 1)  # 5 dice against 4
        assert names(s) == ["choose False", "choose True"]
        return s.apply(f"choose {take}")

    taken = beaten(True)
    assert "mask" in taken.explorers[0].cards and "mask" not in taken.explorers[1].cards
    assert not any(isinstance(f, PlaceDamage) for f in taken.frames)
    hurt = beaten(False)
    assert "mask" in hurt.explorers[1].cards
    assert isinstance(hurt.frames[-1], PlaceDamage) and hurt.frames[-1].explorer == 1
