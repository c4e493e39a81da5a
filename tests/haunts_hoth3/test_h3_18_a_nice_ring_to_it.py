"""3rd-edition haunt 18, A Nice Ring to It: the traitor hidden among Illusions that share
their traits, the heroes' ways of dispelling them, the traitor found and hiding again."""

from __future__ import annotations

import pytest
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage, RollDice, ScriptChoice
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import monster_turn, place_damage

HAUNT = 18
TRAITOR = 1


def _hidden(real: str = "ill#2") -> GameState:
    """The reveal, with ``real`` drawn as the traitor's Illusion and the traitor's first
    choices of tiles taken."""
    s = revealed(HAUNT).apply(f"pick {real}")
    while s.frames and isinstance(s.frames[-1], ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    return s


def _ill(n: int, room: str) -> MonsterState:
    """The Illusion numbered ``n`` (in the order it came on the board) in ``room``."""
    return MonsterState(f"ill#{n}", "ill", room)


def test_setup_four_illusions_and_the_traitor_hidden_with_the_real_one() -> None:
    s = _hidden("ill#2")
    assert {m.kind for m in s.monsters} == {"ill"}
    rooms = {m.ident: m.room for m in s.monsters}
    assert sorted(rooms) == ["ill#1", "ill#2", "ill#3", "ill#4"]  # four players
    assert rooms["ill#1"] == "library"  # the traitor's own tile
    assert len(set(rooms.values())) == 4
    assert s.explorers[TRAITOR].room == rooms["ill#2"]
    assert TRAITOR in s.unseen and TRAITOR in s.bound
    v = haunt_vars(s, HAUNT)
    assert v["hidden"] is True and v["real"] == "ill#2" and v["tokens"] == 4


def _hero_attacks(ident: str, real: str = "ill#2") -> GameState:
    """Seat 0 attacks the Illusion ``ident`` in the Chapel and wins (twos against
    blanks); the others stand there too, the traitor with the real Illusion, and a second
    Illusion shares the Chapel with it."""
    s = _hidden(real)
    sc = meet(s, "chapel", _ill(1, "chapel"), _ill(2, "chapel"), _ill(3, "hallway"))
    s = sc.turn(0).build()
    s = s.apply(f"attack {ident}")
    while s.is_chance_node():
        frame = s.frames[-1]
        s = s.apply("die 2" if getattr(frame, "explorer", None) == 0 else "die 0")
    return s


def test_an_illusion_defends_with_the_traitor_s_might() -> None:
    s = _hidden()
    s = meet(s, "chapel", _ill(1, "chapel")).turn(0).build()
    s = s.apply("attack ill#1")
    while s.frames[-1].explorer == 0:  # type: ignore[attr-defined]
        s = s.apply("die 0")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice)
    assert frame.dice == s.trait(TRAITOR, Trait.MIGHT)


def test_beating_a_false_illusion_dispels_it_only() -> None:
    # The Illusion beaten shares the Chapel with the traitor's own: only it goes.
    s = _hero_attacks("ill#1")
    assert sorted(m.ident for m in s.monsters) == ["ill#2", "ill#3"]
    assert haunt_vars(s, HAUNT)["hidden"] is True
    assert TRAITOR in s.unseen


def test_beating_the_real_one_reveals_the_traitor_and_clears_the_illusions() -> None:
    s = _hero_attacks("ill#2")
    assert s.monsters == ()
    v = haunt_vars(s, HAUNT)
    assert v["hidden"] is False
    assert v["tokens"] == 3  # one token fewer
    assert s.explorers[TRAITOR].room == "chapel"
    assert TRAITOR not in s.unseen and TRAITOR not in s.bound
    assert not [n for n in names(s) if n.startswith("damage")]  # the traitor is unhurt


def test_the_hidden_traitor_cannot_be_attacked() -> None:
    s = meet(_hidden(), "chapel").turn(0).build()
    assert f"attack {TRAITOR}" not in names(s)
    s = with_vars(s, HAUNT, hidden=False)
    assert f"attack {TRAITOR}" in names(s)


def _confront(face: int, mirror: bool = False) -> GameState:
    sc = meet(_hidden("ill#1"), "chapel", _ill(3, "chapel"))
    if mirror:
        sc.give(0, "mirror")
    s = sc.turn(0).build().apply("use haunt:18 confront ill#3")
    return roll_all(s, face)


def test_confronting_an_illusion_with_knowledge() -> None:
    assert _confront(2).monsters == ()
    # Knowledge dice all ones fall short, and a die of mental damage follows; the
    # Mirror's two more make the difference.
    failed = _confront(1)
    assert [m.ident for m in failed.monsters] == ["ill#3"]
    assert "damage sanity" in names(failed) and "damage might" not in names(failed)
    assert _confront(1, mirror=True).monsters == ()


def _call(hidden: bool) -> GameState:
    s = with_vars(_hidden("ill#3"), HAUNT, hidden=hidden)
    sc = meet(s, "vault", _ill(3, "hallway"), _ill(1, "chapel"))
    sc.at(TRAITOR, "hallway")
    s = sc.turn(0).build().apply("use haunt:18 call")
    return roll_all(s, 2)


def test_calling_to_the_ring_finds_the_traitor_or_strikes_their_mind() -> None:
    s = _call(hidden=True)
    assert sorted(names(s)) == ["choose ill#1", "choose ill#3"], names(s)
    s = s.apply("choose ill#3")
    assert haunt_vars(s, HAUNT)["hidden"] is False
    assert s.monsters == ()
    assert names(s) == ["end"]
    s = _call(hidden=False)
    frame = s.frames[-1]
    # The traitor's die of mental damage, a two.
    assert isinstance(frame, PlaceDamage) and frame.explorer == TRAITOR and frame.points == 2


def test_the_found_traitor_summons_the_illusions_again() -> None:
    s = with_vars(_hidden(), HAUNT, hidden=False, tokens=3)
    sc = meet(s, "chapel")
    sc.state = sc.state.evolve(unseen=frozenset(), bound=frozenset())
    s = sc.turn(TRAITOR).build().apply("use haunt:18 summon")
    # Three tokens come back as three new Illusions: the four laid out at the reveal
    # keep their numbers, and the traitor's is drawn among the new ones.
    assert names(s) == ["pick ill#5", "pick ill#6", "pick ill#7"]
    s = s.apply("pick ill#7")
    while s.frames and isinstance(s.frames[-1], ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    assert sorted(m.ident for m in s.monsters) == ["ill#5", "ill#6", "ill#7"]
    assert haunt_vars(s, HAUNT)["hidden"] is True and TRAITOR in s.unseen
    assert haunt_vars(s, HAUNT)["real"] == "ill#7"
    assert s.explorers[TRAITOR].room == next(m.room for m in s.monsters if m.ident == "ill#7")
    assert names(s) == ["end"]
    assert haunt_vars(s, HAUNT)["fresh"] is True
    # Summoned this turn, they sit out the monster turn that follows: nobody is asked
    # where they go, and none of them moves.
    placed = sorted((m.ident, m.room) for m in s.monsters)
    m = monster_turn(s, TRAITOR)
    assert not any(isinstance(f, ScriptChoice) for f in m.frames)
    assert sorted((x.ident, x.room) for x in m.monsters) == placed
    assert haunt_vars(m, HAUNT).get("fresh", False) is False


def test_on_the_monster_turn_the_illusions_move_and_the_traitor_goes_with_theirs() -> None:
    s = meet(_hidden("ill#1"), "chapel", _ill(1, "kitchen"))
    s.at(TRAITOR, "kitchen")
    m = monster_turn(s.build(), TRAITOR)
    options = names(m)
    assert "choose kitchen" in options and len(options) > 1
    target = next(n for n in options if n != "choose kitchen")
    m = m.apply(target)
    room = target.removeprefix("choose ")
    assert [x.room for x in m.monsters] == [room]
    assert m.explorers[TRAITOR].room == room


def test_killing_the_traitor_wins_for_the_heroes() -> None:
    s = with_vars(_hidden(), HAUNT, hidden=False)
    sc = meet(s, "chapel")
    sc.state = sc.state.evolve(unseen=frozenset(), bound=frozenset())
    sc.trait(TRAITOR, Trait.MIGHT, 0).trait(TRAITOR, Trait.SPEED, 0)
    s = sc.turn(0).build().apply(f"attack {TRAITOR}")
    while s.is_chance_node():
        frame = s.frames[-1]
        s = s.apply("die 2" if getattr(frame, "explorer", None) == 0 else "die 0")
    s = place_damage(s, Trait.MIGHT)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_an_attacking_illusion_may_strike_with_the_traitor_s_dagger() -> None:
    sc = meet(_hidden("ill#1"), "chapel", _ill(1, "chapel"))
    sc.give(TRAITOR, "dagger")
    m = monster_turn(sc.build(), TRAITOR).apply("choose chapel")
    m = m.apply("monster ill#1 attack 0").apply("choose True")
    frame = m.frames[-1]
    assert isinstance(frame, RollDice) and frame.explorer == TRAITOR
    assert frame.dice == m.trait(TRAITOR, Trait.MIGHT) + 2  # the Dagger's two dice
    speed = list(Trait).index(Trait.SPEED)
    assert m.explorers[TRAITOR].traits[speed] == sc.state.explorers[TRAITOR].traits[speed] - 1
    # The hero wins the blow, but the hidden traitor takes no harm from it.
    while m.is_chance_node():
        f = m.frames[-1]
        m = m.apply("die 0" if getattr(f, "explorer", None) == TRAITOR else "die 2")
    assert not [f for f in m.frames if isinstance(f, PlaceDamage) and f.explorer == TRAITOR]


def test_an_illusion_s_armed_blow_hurts_but_never_loots() -> None:
    sc = meet(_hidden("ill#1"), "chapel", _ill(1, "chapel"))
    sc.give(TRAITOR, "dagger")
    sc.give(0, "machete")
    m = monster_turn(sc.build(), TRAITOR).apply("choose chapel")
    m = m.apply("monster ill#1 attack 0").apply("choose True")
    while m.is_chance_node():
        f = m.frames[-1]
        m = m.apply("die 2" if getattr(f, "explorer", None) == TRAITOR else "die 0")
    assert "steal machete" not in names(m)
    assert any(n.startswith("damage") for n in names(m)), names(m)


def _two_in_the_chapel(real: str) -> GameState:
    """The traitor hidden with Illusion ``real``, Illusions 1 and 2 both in the Chapel;
    seat 0 there to confront either."""
    sc = meet(_hidden(real), "chapel", _ill(1, "chapel"), _ill(2, "chapel"))
    return sc.turn(0).build()


@pytest.mark.parametrize(("real", "false"), [("ill#1", "ill#2"), ("ill#2", "ill#1")])
def test_confronting_one_of_two_illusions_in_a_room_dispels_that_one(real: str, false: str) -> None:
    s = _two_in_the_chapel(real)
    confronts = [n for n in names(s) if "confront" in n]
    assert confronts == ["use haunt:18 confront ill#1", "use haunt:18 confront ill#2"]
    # The false one goes and the traitor stays hidden with theirs.
    dispelled = roll_all(s.apply(f"use haunt:18 confront {false}"), 2)
    assert [m.ident for m in dispelled.monsters] == [real]
    assert haunt_vars(dispelled, HAUNT)["hidden"] is True and TRAITOR in dispelled.unseen
    # The traitor's own, though of the same kind and in the same room, gives them away.
    found = roll_all(s.apply(f"use haunt:18 confront {real}"), 2)
    assert found.monsters == ()
    assert haunt_vars(found, HAUNT)["hidden"] is False and TRAITOR not in found.unseen
    assert haunt_vars(found, HAUNT)["tokens"] == 3


def test_the_hidden_traitor_goes_with_their_own_illusion_not_the_other() -> None:
    sc = meet(_hidden("ill#2"), "chapel", _ill(1, "kitchen"), _ill(2, "chapel"))
    sc.at(TRAITOR, "chapel")
    m = monster_turn(sc.build(), TRAITOR)
    # Illusion 1 moves first, from the Kitchen: the traitor stays where they are.
    assert "choose kitchen" in names(m)
    first = next(n for n in names(m) if n != "choose kitchen")
    m = m.apply(first)
    assert m.explorers[TRAITOR].room == "chapel"
    # Illusion 2 is the traitor's, in the Chapel: they go where it goes.
    assert "choose chapel" in names(m)
    second = next(n for n in names(m) if n not in ("choose chapel", first))
    m = m.apply(second)
    rooms = {x.ident: x.room for x in m.monsters}
    went = {"ill#1": first.removeprefix("choose "), "ill#2": second.removeprefix("choose ")}
    assert rooms == went
    assert m.explorers[TRAITOR].room == rooms["ill#2"]
