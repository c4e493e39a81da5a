"""3rd-edition haunt 47, A Knight to Remember: the heroes start Trapped behind the
Portals, climb out and close them; the deathless knight tears at them or throws them
back in."""

from __future__ import annotations

import attrs
from h3_helpers import haunt_vars, meet, names, revealed, roll_all, throw, with_vars

from betrayal.core.frames import PlaceDamage
from betrayal.core.state import GameState
from betrayal.core.traits import DamageKind, Trait

HAUNT = 47
ALL_TRAPPED = {"trapped@0": 1, "trapped@2": 1, "trapped@3": 1}


def _portals(s: GameState) -> list[str]:
    return sorted(r for t, r in s.tokens if t == "haunt:47:portal")


def _in_chute(free: tuple[int, ...] = (), seat: int = 0) -> GameState:
    """Everyone in the Laundry Chute (two Portals lie there), the heroes in ``free`` out
    of the other dimension; ``seat``'s turn."""
    s = revealed(HAUNT)
    s = with_vars(s, HAUNT, **{f"trapped@{h}": 0 if h in free else 1 for h in (0, 2, 3)})
    s = meet(s, "laundry_chute").turn(seat).build()
    return roll_all(s, 1)  # a Trapped hero's Speed roll for the turn


def test_every_hero_starts_trapped_with_a_portal_far_from_them() -> None:
    s = revealed(HAUNT)
    assert {k: v for k, v in haunt_vars(s, HAUNT).items() if k.startswith("trapped")} == (
        ALL_TRAPPED
    )
    # Seats 2 and 3 stand on the ground floor, seat 0 in the basement's Catacombs.
    assert _portals(s) == ["laundry_chute", "laundry_chute", "operating_theatre"]


def test_a_trapped_hero_leaps_as_far_as_a_speed_roll_says() -> None:
    s = revealed(HAUNT)  # seat 2 begins, rolling Speed
    assert roll_all(s, 2).turn.moves_left == 8
    assert roll_all(s, 0).turn.moves_left == 1


def test_escaping_the_portal_takes_six_or_a_free_hand() -> None:
    s = _in_chute()
    assert "use haunt:47 close knowledge" not in names(s)
    # Josef rolls 3 dice for Knowledge: 2 + 1 + 1 makes 4, short of 6 ...
    failed = throw(s.apply("use haunt:47 escape"), 1, 2, 1)
    assert haunt_vars(failed, HAUNT)["trapped@0"] == 1
    assert failed.explorers[0].traits[2] == s.explorers[0].traits[2] + 1
    s = _in_chute(free=(2,))
    # ... but a free hero alongside adds 2.
    helped = throw(s.apply("use haunt:47 escape"), 1, 2, 1)
    assert haunt_vars(helped, HAUNT).get("trapped@0", 0) == 0


def test_closing_a_portal_and_the_last_one_wins() -> None:
    s = _in_chute(free=(0,))
    assert "use haunt:47 escape" not in names(s)
    trying = s.apply("use haunt:47 close sanity")
    burnt = throw(trying, trying.frames[-1].dice, 0, 2)  # type: ignore[attr-defined]
    frame = burnt.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.kind is DamageKind.MENTAL
    assert frame.points == 2 and len(_portals(burnt)) == 3
    s = roll_all(s.apply("use haunt:47 close sanity"), 2)
    assert _portals(s) == ["laundry_chute", "operating_theatre"]
    assert not s.is_terminal()
    s = s.evolve(tokens=(("haunt:47:portal", "laundry_chute"),))
    last = meet(with_vars(s, HAUNT, **{"trapped@2": 0}), "laundry_chute").turn(2).build()
    last = roll_all(last.apply("use haunt:47 close knowledge"), 2)
    assert last.is_terminal() and last.winner == "heroes"


def test_the_knight_tears_at_a_trapped_hero_with_sanity_for_physical_harm() -> None:
    s = _in_chute(seat=1)
    s = roll_all(s.apply("use haunt:47 torment 0"), 0)
    frame = s.frames[-1]
    assert isinstance(frame, PlaceDamage) and frame.explorer == 0
    assert frame.kind is DamageKind.PHYSICAL and frame.points == 2  # 0 + 2 against 0
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert "use haunt:47 torment 2" in names(s)  # once a turn for each hero
    assert "use haunt:47 torment 0" not in names(s)


def test_the_knight_throws_a_free_hero_back_and_is_not_hurt_by_losing() -> None:
    s = _in_chute(free=(0,), seat=1)
    won = throw(s.apply("use haunt:47 banish 0"), 4, 2, 0)
    assert haunt_vars(won, HAUNT)["trapped@0"] == 1
    assert won.explorers[0].traits == s.explorers[0].traits
    lost = throw(s.apply("use haunt:47 banish 0"), 4, 0, 2)
    assert haunt_vars(lost, HAUNT).get("trapped@0", 0) == 0
    assert lost.explorers[1].traits == s.explorers[1].traits
    assert not any(isinstance(f, PlaceDamage) for f in lost.frames)


def test_the_knight_makes_no_ordinary_attack() -> None:
    s = _in_chute(seat=1)
    assert not [n for n in names(s) if n.startswith("attack")]


def test_the_knight_at_the_skull_heals_instead_of_dying() -> None:
    sc = meet(with_vars(revealed(HAUNT), HAUNT, **{"trapped@0": 0}), "ballroom")
    sc.trait(1, Trait.MIGHT, 0).trait(1, Trait.SPEED, 0)
    s = sc.turn(0).build()
    s = throw(s.apply("attack 1"), 8, 2, 0)
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    traitor = s.explorers[1]
    assert traitor.alive and traitor.traits[0] > 0 and traitor.traits[1] > 0
    assert not s.is_terminal()


def test_trapped_and_free_heroes_cannot_trade() -> None:
    sc = meet(with_vars(revealed(HAUNT), HAUNT, **{"trapped@2": 0}), "ballroom")
    sc.give(0, "flashlight")
    s = roll_all(sc.turn(0).build(), 1)
    trades = [n for n in names(s) if n.startswith("trade")]
    assert "trade flashlight 3" in trades
    assert "trade flashlight 2" not in trades


def test_the_knight_wins_once_every_hero_is_dead() -> None:
    s = _in_chute(seat=1)
    dead = [attrs.evolve(e, alive=False) if i in (2, 3) else e for i, e in enumerate(s.explorers)]
    s = s.evolve(explorers=tuple(dead))
    assert not s.is_terminal()
    sc = meet(s, "laundry_chute")
    sc.trait(0, Trait.MIGHT, 0).trait(0, Trait.SPEED, 0)
    s = sc.turn(1).build()
    s = s.evolve(
        explorers=tuple(
            attrs.evolve(e, alive=False) if i in (2, 3) else e for i, e in enumerate(s.explorers)
        )
    )
    s = throw(s.apply("use haunt:47 torment 0"), 8, 2, 0)
    while s.frames and any(n.startswith("damage") for n in names(s)):
        s = s.apply(next(n for n in names(s) if n.startswith("damage")))
    assert not s.explorers[0].alive
    assert s.is_terminal() and s.winner == "traitor"
