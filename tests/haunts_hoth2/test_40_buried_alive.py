"""Haunt 40, Buried Alive: the basement filled out, the grave chosen, searching, digging,
the failing air and the Spirit Board."""

from __future__ import annotations

import attrs

from betrayal import Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, haunt_var, late_house, run_script, with_haunt_vars
from betrayal.testing import names as _names  # a test here keeps a list called names
from betrayal.testing.houses import LATE_CREW, LATE_HOUSE, LATE_OMEN, build_house

KEY = "haunt:40"


def _buried_in_the_vault() -> GameState:
    """The late house, revealed by seat 1: traitor seat 2, the Spirit Board with seat 1;
    the friend lies in the Vault."""
    s = late_house().reveal(40, revealer=1, omen=LATE_OMEN).build()
    assert s.traitor == 2 and "choose vault" in _names(s)
    s = s.apply("choose vault")
    assert haunt_var(s, 40, "grave") == "vault" and not s.frames
    sc = Scenario(attrs.evolve(s, tokens=()))
    for seat in range(4):
        sc.fresh(seat)
    return sc.give(1, "spirit_board").at(2, "entrance_hall").build()


def test_a_small_basement_is_filled_out_to_five_rooms() -> None:
    # Three basement rooms beyond the Landing, as in the late house.
    spots = [spot for spot in LATE_HOUSE if spot[0] in ("vault", "chasm", "pentagram_chamber")]
    sc = build_house(Scenario.new(explorers=LATE_CREW), spots)
    s = sc.reveal(40, revealer=1, omen=LATE_OMEN).build()
    assert len([t for t in s.house.tiles if t.floor.value == "basement"]) == 4
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    basement = [t.room for t in s.house.tiles if t.floor.value == "basement"]
    assert len(basement) == 5 and haunt_var(s, 40, "grave") in basement


def test_the_spirit_board_shows_no_tiles_and_stays_in_hand() -> None:
    s = Scenario(_buried_in_the_vault()).at(1, "foyer").at(3, "foyer").turn(1).build()
    names = _names(s)
    assert "use omen:spirit_board peek" not in names
    assert "drop spirit_board" not in names and not any("trade spirit_board" in n for n in names)
    assert f"use {KEY} spirits" in names


def test_a_search_clears_a_room_or_finds_the_grave() -> None:
    s = _buried_in_the_vault()
    s = Scenario(s).at(3, "entrance_hall").turn(3).build()
    assert f"use {KEY} search" not in _names(s)  # only in a room just entered
    s = s.apply("move N")  # the Foyer
    knowledge = s.trait(3, Trait.KNOWLEDGE)
    s = run_script(s, [f"use {KEY} search"] + ["die 2"] * knowledge)
    assert (f"{KEY}:cleared", "foyer") in s.tokens and haunt_var(s, 40, "found") is None
    # In the Vault a good roll finds the friend, and the Spirit Board is done with.
    s = Scenario(s).at(3, "vault").turn(3).build()
    s = attrs.evolve(s, turn=attrs.evolve(s.turn, moved=True))
    s = run_script(s, [f"use {KEY} search"] + ["die 2"] * knowledge)
    assert haunt_var(s, 40, "found") is True and "spirit_board" in s.removed


def test_digging_out_the_friend_in_time_wins() -> None:
    s = with_haunt_vars(_buried_in_the_vault(), 40, found=True, dug=3, hurt=11)
    s = Scenario(s).at(0, "vault").turn(0).build()
    might = s.trait(0, Trait.MIGHT)
    s = run_script(s, [f"use {KEY} dig"] + ["die 2"] * might)
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_the_air_runs_out_at_twelve() -> None:
    s = with_haunt_vars(_buried_in_the_vault(), 40, track=2, hurt=8)
    s = Scenario(s).turn(2).build().apply("end")
    assert s.frames[-1].dice == 3  # type: ignore[union-attr]
    s = run_script(s, ["die 2", "die 1", "die 1"])
    assert haunt_var(s, 40, "hurt") == 12 and s.phase is Phase.OVER and s.winner == "traitor"


def test_the_spirit_board_can_name_the_grave_or_ease_the_friend() -> None:
    s = with_haunt_vars(_buried_in_the_vault(), 40, hurt=5)
    s = Scenario(s).at(1, "foyer").trait(1, Trait.SANITY, 7).turn(1).build()
    sanity = s.trait(1, Trait.SANITY)
    assert sanity >= 5
    # 5 or 6: two dice of the friend's damage healed; the turn is over.
    faces = ["die 2", "die 2", "die 1"] + ["die 0"] * (sanity - 3)
    s2 = run_script(s, [f"use {KEY} spirits", *faces, "die 2", "die 1"])
    assert haunt_var(s2, 40, "hurt") == 2 and s2.turn.over
    assert "spirit_board" in s2.explorers[1].cards
    # 7 or more: the traitor must tell, and the board is spent.
    s3 = run_script(s, [f"use {KEY} spirits"] + ["die 2"] * sanity)
    assert haunt_var(s3, 40, "found") is True and "spirit_board" in s3.removed
