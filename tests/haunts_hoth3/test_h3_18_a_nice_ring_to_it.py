"""3rd-edition haunt 18, A Nice Ring to It: the traitor hidden among Illusions that share
their traits, the heroes' ways of dispelling them, the traitor found and hiding again."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage, RollDice, ScriptChoice
from betrayal.core.state import GameState, MonsterState, Phase
from betrayal.core.traits import Trait
from betrayal.testing import monster_turn, place_damage

HAUNT = 18
TRAITOR = 1


def _hidden(real: str = "ill_b") -> GameState:
    """The reveal, with ``real`` drawn as the traitor's Illusion and the traitor's first
    choices of tiles taken."""
    s = revealed(HAUNT).apply(f"pick {real}")
    while s.frames and isinstance(s.frames[-1], ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    return s


def _ill(kind: str, room: str) -> MonsterState:
    return MonsterState(f"{kind}#1", kind, room)


def test_setup_four_illusions_and_the_traitor_hidden_with_the_real_one() -> None:
    s = _hidden("ill_b")
    rooms = {m.kind: m.room for m in s.monsters}
    assert sorted(rooms) == ["ill_a", "ill_b", "ill_c", "ill_d"]  # four players
    assert rooms["ill_a"] == "library"  # the traitor's own tile
    assert len(set(rooms.values())) == 4
    assert s.explorers[TRAITOR].room == rooms["ill_b"]
    assert TRAITOR in s.unseen and TRAITOR in s.bound
    v = haunt_vars(s, HAUNT)
    assert v["hidden"] is True and v["real"] == "ill_b"


def _hero_attacks(kind: str, real: str = "ill_b") -> GameState:
    """Seat 0 attacks the Illusion ``kind`` in the Chapel and wins (twos against
    blanks); the others stand there too, the traitor with the real Illusion."""
    s = _hidden(real)
    sc = meet(
        s, "chapel", _ill("ill_a", "chapel"), _ill("ill_b", "chapel"), _ill("ill_c", "hallway")
    )
    s = sc.turn(0).build()
    s = s.apply(f"attack {kind}#1")
    while s.is_chance_node():
        frame = s.frames[-1]
        s = s.apply("die 2" if getattr(frame, "explorer", None) == 0 else "die 0")
    return s


def test_an_illusion_defends_with_the_traitor_s_might() -> None:
    s = _hidden()
    s = meet(s, "chapel", _ill("ill_a", "chapel")).turn(0).build()
    s = s.apply("attack ill_a#1")
    while s.frames[-1].explorer == 0:  # type: ignore[attr-defined]
        s = s.apply("die 0")
    frame = s.frames[-1]
    assert isinstance(frame, RollDice)
    assert frame.dice == s.trait(TRAITOR, Trait.MIGHT)


def test_beating_a_false_illusion_dispels_it_only() -> None:
    s = _hero_attacks("ill_a")
    assert sorted(m.kind for m in s.monsters) == ["ill_b", "ill_c"]
    assert haunt_vars(s, HAUNT)["hidden"] is True
    assert TRAITOR in s.unseen


def test_beating_the_real_one_reveals_the_traitor_and_clears_the_illusions() -> None:
    s = _hero_attacks("ill_b")
    assert s.monsters == ()
    v = haunt_vars(s, HAUNT)
    assert v["hidden"] is False
    assert v["pool"] == ("ill_a", "ill_c", "ill_d")  # one token fewer
    assert s.explorers[TRAITOR].room == "chapel"
    assert TRAITOR not in s.unseen and TRAITOR not in s.bound
    assert not [n for n in names(s) if n.startswith("damage")]  # the traitor is unhurt


def test_the_hidden_traitor_cannot_be_attacked() -> None:
    s = meet(_hidden(), "chapel").turn(0).build()
    assert f"attack {TRAITOR}" not in names(s)
    s = with_vars(s, HAUNT, hidden=False)
    assert f"attack {TRAITOR}" in names(s)


def _confront(face: int, mirror: bool = False) -> GameState:
    sc = meet(_hidden("ill_a"), "chapel", _ill("ill_c", "chapel"))
    if mirror:
        sc.give(0, "mirror")
    s = sc.turn(0).build().apply("use haunt:18 confront ill_c")
    return roll_all(s, face)


def test_confronting_an_illusion_with_knowledge() -> None:
    assert _confront(2).monsters == ()
    # Knowledge dice all ones fall short, and a die of mental damage follows; the
    # Mirror's two more make the difference.
    failed = _confront(1)
    assert [m.kind for m in failed.monsters] == ["ill_c"]
    assert "damage sanity" in names(failed) and "damage might" not in names(failed)
    assert _confront(1, mirror=True).monsters == ()


def _call(hidden: bool) -> GameState:
    s = with_vars(_hidden("ill_c"), HAUNT, hidden=hidden)
    sc = meet(s, "vault", _ill("ill_c", "hallway"), _ill("ill_a", "chapel"))
    sc.at(TRAITOR, "hallway")
    s = sc.turn(0).build().apply("use haunt:18 call")
    return roll_all(s, 2)


def test_calling_to_the_ring_finds_the_traitor_or_strikes_their_mind() -> None:
    s = _call(hidden=True)
    assert names(s) == ["choose ill_a", "choose ill_c"], names(s)
    s = s.apply("choose ill_c")
    assert haunt_vars(s, HAUNT)["hidden"] is False
    assert s.monsters == ()
    assert names(s) == ["end"]
    s = _call(hidden=False)
    frame = s.frames[-1]
    # The traitor's die of mental damage, a two.
    assert isinstance(frame, PlaceDamage) and frame.explorer == TRAITOR and frame.points == 2


def test_the_found_traitor_summons_the_illusions_again() -> None:
    s = with_vars(_hidden(), HAUNT, hidden=False, pool=("ill_a", "ill_b", "ill_c"))
    sc = meet(s, "chapel")
    sc.state = sc.state.evolve(unseen=frozenset(), bound=frozenset())
    s = sc.turn(TRAITOR).build().apply("use haunt:18 summon").apply("pick ill_c")
    while s.frames and isinstance(s.frames[-1], ScriptChoice):
        s = s.apply(s.legal_actions()[0])
    assert sorted(m.kind for m in s.monsters) == ["ill_a", "ill_b", "ill_c"]
    assert haunt_vars(s, HAUNT)["hidden"] is True and TRAITOR in s.unseen
    assert names(s) == ["end"]
    assert haunt_vars(s, HAUNT)["fresh"] is True
    # Summoned this turn, they sit out the monster turn that follows: nobody is asked
    # where they go, and none of them moves.
    placed = sorted((m.kind, m.room) for m in s.monsters)
    m = monster_turn(s, TRAITOR)
    assert not any(isinstance(f, ScriptChoice) for f in m.frames)
    assert sorted((x.kind, x.room) for x in m.monsters) == placed
    assert haunt_vars(m, HAUNT).get("fresh", False) is False


def test_on_the_monster_turn_the_illusions_move_and_the_traitor_goes_with_theirs() -> None:
    s = meet(_hidden("ill_a"), "chapel", _ill("ill_a", "kitchen"))
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
    sc = meet(_hidden("ill_a"), "chapel", _ill("ill_a", "chapel"))
    sc.give(TRAITOR, "dagger")
    m = monster_turn(sc.build(), TRAITOR).apply("choose chapel")
    m = m.apply("monster ill_a#1 attack 0").apply("choose True")
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
    sc = meet(_hidden("ill_a"), "chapel", _ill("ill_a", "chapel"))
    sc.give(TRAITOR, "dagger")
    sc.give(0, "machete")
    m = monster_turn(sc.build(), TRAITOR).apply("choose chapel")
    m = m.apply("monster ill_a#1 attack 0").apply("choose True")
    while m.is_chance_node():
        f = m.frames[-1]
        m = m.apply("die 2" if getattr(f, "explorer", None) == TRAITOR else "die 0")
    assert "steal machete" not in names(m)
    assert any(n.startswith("damage") for n in names(m)), names(m)
