"""Haunt 43, The Star-Sickness: the laboratory is placed, the sickness strikes at the end
of each round, and a serum made of lab work and herbs cures the heroes and kills the
hidden traitor."""

from __future__ import annotations

import attrs

from betrayal import Phase, Trait
from betrayal.core.state import GameState
from betrayal.testing import Scenario, check_invariants, haunt_var, late_house, names, run_script
from betrayal.testing.houses import LATE_CREW, LATE_OMEN

KEY = "haunt:43"


def marks(state: GameState, token: str, seat: int) -> int:
    value = dict(state.script_vars).get(f"{KEY}:{token}@{seat}", 0)
    assert isinstance(value, int)
    return value


def _chance(s: GameState) -> str:
    """Every die shows 0, and token #1 stays where it is."""
    return "pick False" if "pick False" in names(s) else "die 0"


def _end(s: GameState) -> GameState:
    """End the turn; every die that follows shows 0, token #1 never changes hands and
    every choice is the first."""
    s = _settled(_settled(s).apply("end"))
    return s


def _settled(s: GameState) -> GameState:
    """An exchange the turn started with made with the first explorer offered, token #1
    staying where it is."""
    while s.phase is Phase.HAUNT and (s.frames or (not s.turn.monsters and "end" not in names(s))):
        s = s.apply(_chance(s) if s.current_player() == -1 else s.legal_actions()[0])
    return s


def test_the_revealer_places_a_missing_laboratory_without_entering_it() -> None:
    sc = Scenario.new(explorers=LATE_CREW)  # only the starting rooms
    s = sc.reveal(43, revealer=1, omen=LATE_OMEN).build().apply("deal 0")
    assert "research_laboratory" not in s.house
    revealer = s.reveal.revealer if s.reveal else -1
    where = s.explorers[revealer].room
    s = s.apply("choose upper")
    assert s.current_player() == revealer
    s = s.apply(s.legal_actions()[0])
    assert "research_laboratory" in s.house
    assert s.explorers[revealer].room == where
    check_invariants(s)


def _lab() -> tuple[Scenario, int, int, int]:
    """The late house, with the laboratory, revealed by seat 1; the traitor is dealt to
    seat 2."""
    s = late_house().reveal(43, revealer=1, omen=LATE_OMEN).build().apply("deal 2")
    assert s.reveal is not None
    sc = Scenario(attrs.evolve(s, frames=()))
    for seat in range(4):
        sc.at(seat, "foyer").fresh(seat)
    return sc, s.reveal.revealer, 2, s.turn.player


def test_the_sickness_attacks_everyone_not_inoculated_as_the_round_ends() -> None:
    sc, revealer, _, _ = _lab()
    sc.turn(revealer)
    s = _settled(sc.build())
    assert haunt_var(s, 43, "track") is None  # still the starting 1
    might = [s.explorers[i].position(Trait.MIGHT) for i in range(4)]
    # The track moves to 2: two dice against each explorer's Might, in seat order; a 1
    # against a 0 costs each of them one point, placed before the next one defends.
    steps = ["end"]
    for seat in range(4):
        steps += ["die 1", "die 0"] + ["die 0"] * s.trait(seat, Trait.MIGHT) + ["damage might"]
    s = run_script(s, steps)
    assert haunt_var(s, 43, "track") == 2
    assert [s.explorers[i].position(Trait.MIGHT) for i in range(4)] == [m - 1 for m in might]
    # The next round rolls three dice.
    assert s.turn.player == (revealer + 1) % 4


def test_lab_work_and_herbs_make_the_serum_and_it_wins_for_the_heroes() -> None:
    sc, _, traitor, _ = _lab()
    hero = (traitor + 1) % 4
    for seat in range(4):
        sc.at(seat, "research_laboratory")
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(
            sorted(
                {
                    f"{KEY}:lab_rolls": 3,
                    f"{KEY}:herb@{hero}": 1,
                }.items()
            )
        ),
    )
    sc.turn(hero)
    s = _settled(sc.build())
    assert "use haunt:43 brew" in names(s)
    assert "use haunt:43 give_herbs" in names(s)
    s = s.apply("use haunt:43 give_herbs")
    assert haunt_var(s, 43, "serum_made") is True and (f"{KEY}:serum", hero) in s.carried
    assert marks(s, "herb", hero) == 0
    # Inoculating yourself costs a space and puts your traits back.
    left = s.turn.moves_left
    s = s.apply(f"use haunt:43 inoculate {hero}")
    assert s.turn.moves_left == left - 1 and marks(s, "shot", hero) == 1
    # Someone else is asked; the hidden traitor refusing is their right.
    s = run_script(s, [f"use haunt:43 inoculate {traitor}", "choose False"])
    assert s.explorers[traitor].alive
    # The serum forced on the traitor by a won Speed attack kills them for good.
    speed = s.trait(hero, Trait.SPEED)
    other = s.trait(traitor, Trait.SPEED)
    s = run_script(
        s,
        [f"use haunt:43 force_serum {traitor}"] + ["die 2"] * speed + ["die 0"] * other,
    )
    assert not s.explorers[traitor].alive
    assert not haunt_var(s, 43, "fallen")  # killed by the serum: no Alien
    assert s.phase is Phase.HAUNT
    # Two heroes still need their shot; they agree.
    for seat in range(4):
        if seat not in (hero, traitor):
            s = run_script(s, [f"use haunt:43 inoculate {seat}", "choose True"])
    assert s.phase is Phase.OVER and s.winner == "heroes"


def test_a_traitor_killed_otherwise_rises_as_an_alien_a_round_later() -> None:
    sc, revealer, traitor, _ = _lab()
    sc.trait(traitor, Trait.MIGHT, 2)
    sc.turn(revealer)
    s = _settled(sc.build())
    # Two 2s against everyone; the others tie with all 2s, the traitor throws 0s.
    steps = ["end"]
    for seat in range(4):
        face = "die 0" if seat == traitor else "die 2"
        steps += ["die 2", "die 2"] + [face] * s.trait(seat, Trait.MIGHT)
        if seat == traitor:
            # All on Might, down to the skull (index -1): the traitor dies.
            steps += ["damage might"] * (s.explorers[seat].position(Trait.MIGHT) + 1)
    s = run_script(s, steps)
    assert not s.explorers[traitor].alive and not s.traitor_hidden
    assert haunt_var(s, 43, "fallen") == ("foyer",) and not s.monsters
    # The round after next ends with the Alien where the traitor fell, for the traitor
    # to move in the monster turn.
    for _ in range(2):
        while s.turn.player != revealer:
            s = _end(s)
        s = _end(s)
    assert [m.kind for m in s.monsters] == ["alien"]
    assert s.monsters[0].room == "foyer"
    assert s.turn.monsters and s.current_player() == traitor


def test_a_turn_ended_among_the_plants_gathers_a_herb_on_three() -> None:
    sc, _, traitor, _ = _lab()
    hero = (traitor + 1) % 4
    assert "conservatory" in sc.state.house
    s = sc.at(hero, "conservatory").turn(hero).build()
    knowledge = s.trait(hero, Trait.KNOWLEDGE)
    # A 3 gathers a herb, and the turn is over.
    s = run_script(s, ["use haunt:43 gather_herbs", "die 2", "die 1"] + ["die 0"] * (knowledge - 2))
    assert marks(s, "herb", hero) == 1 and names(s) == ["end"]
    assert haunt_var(s, 43, "herbs_carried") == 1
    # A 2 gathers nothing, and still ends the turn.
    s = Scenario(attrs.evolve(s, frames=())).turn(hero).build()
    s = run_script(s, ["use haunt:43 gather_herbs", "die 2", "die 0"] + ["die 0"] * (knowledge - 2))
    assert marks(s, "herb", hero) == 1 and names(s) == ["end"]
    # With one herb handed in and one carried, a third still fits a serum of four tokens
    # (one from the laboratory); a fourth would not.
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(sorted({**dict(s.script_vars), f"{KEY}:herbs_given": 1}.items())),
    )
    assert "use haunt:43 gather_herbs" in names(sc.turn(hero).build())
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(sorted({**dict(s.script_vars), f"{KEY}:herbs_given": 2}.items())),
    )
    assert "use haunt:43 gather_herbs" not in names(sc.turn(hero).build())
    # Nowhere else, and not once the serum is made.
    s = Scenario(attrs.evolve(s, frames=())).at(hero, "foyer").turn(hero).build()
    assert "use haunt:43 gather_herbs" not in names(s)
    sc = Scenario(attrs.evolve(s, frames=())).at(hero, "conservatory")
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(sorted({**dict(s.script_vars), f"{KEY}:serum_made": True}.items())),
    )
    assert "use haunt:43 gather_herbs" not in names(sc.turn(hero).build())


def test_the_carrier_of_token_one_never_shows_it_of_their_own_accord() -> None:
    sc, _, traitor, _ = _lab()
    s = _settled(sc.turn(traitor).build())
    assert s.traitor == traitor and s.traitor_hidden
    assert "unmask" not in names(s)


def _met(sc: Scenario, seat: int) -> GameState:
    """Seat's turn starts with everyone in the foyer: the exchange is asked for."""
    s = sc.turn(seat).build()
    assert s.current_player() == seat
    return s


def test_token_one_passed_at_random_turns_its_receiver_in_secret() -> None:
    sc, _, traitor, _ = _lab()
    hero = (traitor + 1) % 4
    s = _met(sc, hero)
    # Everyone in the room is offered; the traitor is picked.
    assert names(s) == [f"choose {i}" for i in range(4) if i != hero]
    kept = run_script(s, [f"choose {traitor}", "pick False"])
    assert kept.turned == frozenset() and haunt_var(kept, 43, "carrier") is None
    s = run_script(s, [f"choose {traitor}", "pick True"])
    assert s.turned == {hero} and s.turned_secretly == {hero}
    assert s.traitor == traitor  # the first traitor stays one
    other = (hero + 1) % 4
    assert s.observation(other)["turned"] == [] and s.observation(other)["side"] == "heroes"
    assert s.observation(hero)["side"] == "traitor"
    # Who holds token #1 is theirs alone to know.
    seen = dict(s.observation(other)["script_vars"])  # type: ignore[arg-type]
    assert seen[f"{KEY}:carrier"] is None
    check_invariants(s)


def test_one_exchange_a_turn_with_someone_new_and_never_for_the_inoculated() -> None:
    sc, _, traitor, _ = _lab()
    hero = (traitor + 1) % 4
    sc.state = attrs.evolve(sc.state, script_vars=((f"{KEY}:pairs", (hero * 10 + traitor,)),))
    s = _met(sc, hero)
    # The traitor was met before: the two others come first.
    assert names(s) == [f"choose {i}" for i in range(4) if i not in (hero, traitor)]
    s = run_script(s, [names(s)[0], "pick True"])
    # Walking into another room with someone in it brings no second exchange.
    # (The foyer leads north to the grand staircase.)
    s = Scenario(s).at((hero + 2) % 4, "grand_staircase").build()
    s = s.apply("move N")
    assert s.explorers[hero].room == "grand_staircase"
    assert s.current_player() == hero and "end" in names(s)
    # Inoculated explorers are left out of the exchange.
    sc, _, traitor, _ = _lab()
    sc.state = attrs.evolve(
        sc.state,
        script_vars=tuple(sorted({f"{KEY}:shot@{i}": 1 for i in range(4) if i != traitor}.items())),
    )
    s = sc.turn(traitor).build()
    assert "end" in names(s) and not any(a.startswith("choose") for a in names(s))


def test_when_the_traitors_win_the_one_who_turned_last_loses() -> None:
    sc, _, traitor, _ = _lab()
    first, last, hero = [i for i in range(4) if i != traitor]
    s = sc.build()
    s = attrs.evolve(
        s,
        turned=frozenset({first, last}),
        turned_secretly=frozenset({first, last}),
        script_vars=tuple(
            sorted({f"{KEY}:infected": (first, last), f"{KEY}:newest": (last,)}.items())
        ),
    )
    s = Scenario(s).turn(hero).build()
    from betrayal.core.engine import run_pending
    from betrayal.core.rules.damage import kill
    from betrayal.core.rules.haunt import returns

    s = run_pending(kill(_settled(s), hero))
    assert s.phase is Phase.OVER
    assert s.winner == ",".join(str(i) for i in sorted((traitor, first)))
    score = returns(s)
    assert score[traitor] == score[first] == 1.0 and score[last] == score[hero] == -1.0


def test_a_game_with_secret_turns_saves_and_replays() -> None:
    from betrayal import Game
    from betrayal.simulate import play_haunt

    game = Game(edition="hoth2", players=4)
    # In this seeded game seat 1 receives token #1 and turns, and the traitor wins
    # without them (they turned last).
    summary, s = play_haunt(game, 43, 8, turn_cap=150)
    assert s.turned == {1} and summary.winner == "0"
    again = game.deserialize(game.serialize(s))
    assert again == s and again.turned == s.turned and again.winner == s.winner
