"""Haunt 19, A Friend for the Ages: the traitor strengthened at the start, no wounds
without the Amulet of the Ages, the paint carried to the Gallery, the traitor pouring it
away, and the portrait's own bite."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, check_invariants, haunt_var, names, run_script
from betrayal.testing.houses import WEST_OMEN, west_house

KEY = "haunt:19"


def settle(state: GameState) -> GameState:
    """Answer the setup's questions (which trait to raise) with the first option."""
    while state.frames:
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.fixture(scope="module")
def revealed() -> GameState:
    # The west house holds the Gallery.
    s = settle(west_house().reveal(19, revealer=2, omen=WEST_OMEN).build())
    assert s.phase is Phase.HAUNT and s.haunt == 19
    return s


def with_vars(sc: Scenario, **values: object) -> None:
    found = dict(sc.state.script_vars)
    found.update({f"{KEY}:{k}": v for k, v in values.items()})
    sc.state = attrs.evolve(sc.state, script_vars=tuple(sorted(found.items())))


def setting(revealed: GameState) -> tuple[Scenario, int, int]:
    sc = Scenario(attrs.evolve(revealed, frames=()))
    traitor = revealed.traitor
    assert traitor is not None
    for seat in range(revealed.players):
        if seat != traitor:
            sc.fresh(seat)
        sc.at(seat, "foyer")
    return sc, revealed.turn.player, traitor


def test_the_portrait_strengthens_the_traitor_once_per_hero() -> None:
    start = west_house().reveal(19, revealer=2, omen=WEST_OMEN).build()
    traitor = start.traitor
    assert traitor is not None
    s = settle(start)
    gains = sum(
        s.explorers[traitor].position(t) - s.explorer_def(traitor).track(t).start for t in Trait
    )
    assert gains >= 3  # everything below its start healed, then a step per hero
    assert haunt_var(s, 19, "needed") == 3
    painted = [room for token, room in s.tokens if token == f"{KEY}:paint"]
    assert sorted(painted) == ["collapsed_room", "statuary_corridor"]
    assert haunt_var(s, 19, "cans_aside") == 3
    check_invariants(s)


def test_fists_do_not_hurt_the_traitor_but_the_amulet_does(revealed: GameState) -> None:
    sc, hero, traitor = setting(revealed)
    s = sc.build()
    might = s.trait(hero, Trait.MIGHT)
    before = s.explorers[traitor]
    faces = ["die 2"] * might + ["die 0"] * s.trait(traitor, Trait.MIGHT)
    s = run_script(s, [f"attack {traitor}", *faces])
    assert s.explorers[traitor] == before and not s.frames
    # With the Amulet of the Ages, the same win wounds them.
    sc, hero, traitor = setting(revealed)
    s = sc.give(hero, "amulet_of_the_ages").build()
    might = s.trait(hero, Trait.MIGHT)
    faces = ["die 2"] * might + ["die 0"] * s.trait(traitor, Trait.MIGHT)
    s = run_script(s, [f"attack {traitor}", *faces])
    if names(s)[0] == "hurt":
        s = s.apply("hurt")
    assert s.current_player() == traitor and names(s)[0].startswith("damage")


def test_repainting_in_the_gallery_wins_for_the_heroes(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    sc.at(hero, "gallery").trait(hero, Trait.KNOWLEDGE, 7)
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:paint", hero),))
    with_vars(sc, strokes=2)
    s = sc.turn(hero).build()
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:19 repaint", "die 2", "die 2"] + ["die 0"] * (knowledge - 2))
    assert (f"{KEY}:stroke", "gallery") in s.tokens and not s.carried
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_failed_stroke_keeps_the_paint(revealed: GameState) -> None:
    sc, hero, _ = setting(revealed)
    sc.at(hero, "gallery")
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:paint", hero),))
    s = sc.turn(hero).build()
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    s = run_script(s, ["use haunt:19 repaint", "die 2", "die 1"] + ["die 0"] * (knowledge - 2))
    assert s.carried == ((f"{KEY}:paint", hero),) and not haunt_var(s, 19, "strokes")


def test_the_third_can_poured_away_wins_for_the_traitor(revealed: GameState) -> None:
    sc, _, traitor = setting(revealed)
    sc.state = attrs.evolve(sc.state, carried=((f"{KEY}:paint", traitor),))
    with_vars(sc, ruined=2)
    s = sc.turn(traitor).build()
    assert any(n.startswith("attack") for n in names(s))
    s = s.apply("use haunt:19 ruin_paint")
    assert s.phase is Phase.OVER and s.winner == "traitor"


def test_the_gallery_bites_the_traitor_whatever_protects_them(revealed: GameState) -> None:
    sc, _, traitor = setting(revealed)
    sc.at(traitor, "gallery")
    s = sc.build()
    sanity = s.trait(traitor, Trait.SANITY)
    s = sc.turn(traitor).build()
    s = run_script(s, ["die 1"] + ["die 0"] * (sanity - 1) + ["die 2"])
    assert s.current_player() == traitor
    placed = 0
    while s.frames and names(s)[0].startswith("damage"):
        s = s.apply(names(s)[0])
        placed += 1
    assert placed == 2


def test_the_dog_never_fetches_paint() -> None:
    """Paint goes from hand to hand like an item, but the Dog's errand carries item cards
    alone: a can lying in the next room is no errand, and beside an item it stays put."""
    from betrayal.content.model import Floor

    sc = Scenario.new(explorers=("ox_bellows", "madame_zostra", "brandon_jaspers", "jenny_leclerc"))
    sc.room("gallery", Floor.GROUND, 1, 1, 0)
    for seat in range(4):
        sc.fresh(seat).at(seat, "entrance_hall")
    s = settle(sc.reveal(19, revealer=0).build())
    hero = 2
    sc = Scenario(attrs.evolve(s, frames=())).give(hero, "dog")
    sc.state = attrs.evolve(sc.state, tokens=(*sc.state.tokens, (f"{KEY}:paint", "foyer")))
    s = sc.turn(hero).build()
    assert not [n for n in names(s) if n.startswith("use omen:dog")]
    sc = Scenario(s).pile("foyer", "axe")
    s = sc.turn(hero).build()
    s = run_script(s, ["use omen:dog fetch foyer"])
    assert names(s) == ["choose False", "choose True"]
    s = run_script(s, ["choose True"])  # the Axe is the only thing it may bring
    assert "axe" in s.explorers[hero].cards and (f"{KEY}:paint", "foyer") in s.tokens
    assert not any(token == f"{KEY}:paint" for token, _ in s.carried)


def test_the_cards_the_traitor_gives_up_still_take_their_bonus(revealed: GameState) -> None:
    # The portrait keeps every room's and rule's harm off the traitor, but letting go of
    # the Bell takes back the Sanity the Bell gave, as for anyone.
    sc, _, traitor = setting(revealed)
    sc.give(traitor, "bell")
    s = sc.turn(traitor).build()
    sanity = s.explorers[traitor].position(Trait.SANITY)
    assert s.apply("drop bell").explorers[traitor].position(Trait.SANITY) == sanity - 1
