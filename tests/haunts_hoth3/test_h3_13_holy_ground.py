"""3rd-edition haunt 13, Holy Ground: the cult feeds corpses to Her in the Chasm while
the heroes study the ritual and try to break it in the Ritual Room."""

from __future__ import annotations

from h3_helpers import haunt_vars, meet, names, revealed, roll_all, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState, MonsterState
from betrayal.core.traits import Trait

HAUNT = 13
CORPSE = "haunt:13:corpse"


def _cultist(room: str, n: int = 1) -> MonsterState:
    return MonsterState(ident=f"cultist#{n}", kind="cultist", room=room, home=room)


def test_the_cult_gathers_in_the_ritual_room_and_the_traitor_grows_stronger() -> None:
    s = revealed(HAUNT)
    assert s.traitor == 1
    assert s.current_player() == 2
    assert "chasm" in s.house and "ritual_room" in s.house
    assert [(m.kind, m.room) for m in s.monsters] == [("cultist", "ritual_room")] * 4
    me = s.explorers[1]
    start = {t: s.explorer_def(1).track(t).start for t in Trait}
    now = dict(zip(Trait, me.traits, strict=True))
    assert now[Trait.MIGHT] == start[Trait.MIGHT] + 1
    assert now[Trait.SPEED] == start[Trait.SPEED] + 1
    assert now[Trait.SANITY] == start[Trait.SANITY]
    assert now[Trait.KNOWLEDGE] == start[Trait.KNOWLEDGE]


def test_studying_the_ritual_earns_a_rune() -> None:
    s = meet(revealed(HAUNT), "chapel").turn(0).build()
    s = roll_all(s.apply("use haunt:13 study"), 2)
    assert haunt_vars(s, HAUNT)["rune@0"] == 1
    assert haunt_vars(s, HAUNT)["runes_left"] == 7
    s = meet(revealed(HAUNT), "chapel").turn(0).build()
    s = roll_all(s.apply("use haunt:13 study"), 0)
    assert "rune@0" not in haunt_vars(s, HAUNT)


def test_disrupting_the_ritual_wins_on_six_or_more() -> None:
    s = meet(revealed(HAUNT), "ritual_room").turn(0).build()
    s = roll_all(s.apply("use haunt:13 disrupt"), 2)
    assert s.is_terminal()
    assert s.winner == "heroes"


def test_each_living_cultist_makes_the_disruption_harder() -> None:
    cult = [_cultist("ritual_room", n) for n in range(1, 5)]
    s = meet(revealed(HAUNT), "ritual_room", *cult).turn(0).build()
    s = with_vars(s, HAUNT, **{"rune@0": 1})
    s = roll_all(s.apply("use haunt:13 disrupt"), 1)
    frame = s.frames[-1]
    assert not s.is_terminal()
    assert isinstance(frame, PlaceDamage) and frame.points == 2


def _feed(track: int, face: int) -> GameState:
    s = meet(revealed(HAUNT), "chasm").turn(1).build()
    s = with_vars(s.evolve(carried=((CORPSE, 1),)), HAUNT, track=track)
    assert "use haunt:13 feed" in names(s)
    return roll_all(s.apply("use haunt:13 feed"), face)


def test_feeding_her_moves_the_track_down_and_at_zero_the_traitor_wins() -> None:
    s = _feed(3, 2)
    assert s.carried == ()
    assert haunt_vars(s, HAUNT)["track"] == 2
    s = _feed(1, 2)
    assert s.is_terminal()
    assert s.winner == "traitor"


def test_a_poor_offering_steadies_the_traitor_instead() -> None:
    before = meet(revealed(HAUNT), "chasm").turn(1).build().explorers[1].traits[3]
    s = _feed(3, 0)
    assert haunt_vars(s, HAUNT)["track"] == 3
    assert s.explorers[1].traits[3] == before + 2


def test_a_beaten_cultist_dies_and_leaves_a_corpse_to_carry() -> None:
    s = meet(revealed(HAUNT), "ballroom", _cultist("ballroom")).turn(0).build()
    attack = [n for n in names(s) if n.startswith("attack") and "cultist" in n]
    assert attack, names(s)
    s = s.apply(attack[0])
    while s.is_chance_node():
        frame = s.frames[-1]
        s = s.apply("die 2" if getattr(frame, "explorer", None) == 0 else "die 0")
    assert s.monsters == ()
    assert (CORPSE, "ballroom") in s.tokens


def test_the_traitors_turn_ends_with_a_wound_for_every_hero() -> None:
    s = meet(revealed(HAUNT), "ballroom").turn(1).build()
    s = s.apply("end")
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.points == 1 and frame.explorer != 1
