"""The haunt's offers in imagined positions, asked through a probe that answers once what
every such position shares (``betrayal.script.haunt_probe``): the same actions, in the
same order, as asking each position in full."""

from __future__ import annotations

import betrayal
from betrayal.core import records
from betrayal.core.state import GameState, Phase
from betrayal.script.access import script_set
from betrayal.script.haunt_probe import ANYTHING, CARDS, ROOMS, HauntProbe
from betrayal.simulate import play_haunt
from betrayal.testing import Scenario

EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "brandon_jaspers")


def _standing(state: GameState, player: int, room: str, card: str | None = None) -> GameState:
    me = state.explorers[player]
    cards = me.cards if card is None else (*me.cards, card)
    moved = records.evolve(me, room=room, cards=cards)
    return state.evolve(
        explorers=(*state.explorers[:player], moved, *state.explorers[player + 1 :])
    )


def _compare_everywhere(state: GameState) -> tuple[int, int, int]:
    """Check the probe against the full answer for every seat in every room (and holding
    the top card of each deck); return how many positions were compared, in how many one
    of the haunt's actions was open, and in how many rooms the cards held were found to
    change nothing."""
    if state.phase is not Phase.HAUNT or state.frames:
        return 0, 0, 0
    scripts = script_set(state)
    compared = offered = blind_rooms = 0
    for player in range(state.players):
        if not state.explorers[player].alive:
            continue
        # A probe told that only rooms vary, one for rooms and cards, one for anything.
        probes = {
            varies: HauntProbe(scripts, state, player, varies)
            for varies in (frozenset({ROOMS}), frozenset({ROOMS, CARDS}), ANYTHING)
        }
        blind = probes[frozenset({ROOMS, CARDS})].blind_to(CARDS)
        for tile in state.house.tiles:
            cards = [None, *(deck[0] for deck in state.decks[:2] if deck)]
            answers = []
            for card in cards:
                there = _standing(state, player, tile.room, card)
                full = scripts.haunt_actions(there, player)
                answers.append(full)
                for varies, probe in probes.items():
                    if card is not None and CARDS not in varies:
                        continue
                    assert probe.offers(there) == full, (tile.room, card, player, varies)
                    if probe.hopeless:
                        assert full == []
                    compared += 1
                offered += bool(full)
            if blind:  # then the cards held change nothing anywhere
                assert all(a == answers[0] for a in answers), (tile.room, player)
                blind_rooms += 1
    return compared, offered, blind_rooms


def test_the_probe_answers_as_each_position_would_over_whole_games() -> None:
    game = betrayal.Game(edition="hoth2", players=4)
    # Positions compared, positions where one of the haunt's actions opened, rooms where
    # the cards held were found to change nothing.
    counts = [0, 0, 0]

    def check(state: GameState) -> None:
        # Every fifth turn's states: enough positions, without a slow test.
        if state.turn.number % 5 == 0:
            for i, n in enumerate(_compare_everywhere(state)):
                counts[i] += n

    # A token haunt, a monster haunt, a hidden traitor, one with actions for both sides.
    for haunt in (36, 6, 34, 4):
        play_haunt(game, haunt, 0, turn_cap=30, check=check)
    assert counts[0] > 10000 and counts[1] > 100 and counts[2] > 100


def _revealed_in_foyer(haunt: int) -> GameState:
    sc = Scenario.new(EXPLORERS)
    for seat in range(4):
        sc.at(seat, "foyer")
    s = sc.reveal(haunt, revealer=0).build()
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    return s


def test_the_floating_eyes_traitor_has_nothing_to_do_outside_the_monster_turn() -> None:
    # The Aliens' gaze is the traitor's one action, and it belongs to the monster turn: the
    # probe knows without asking any room, and a hero's probe still has work to do.
    s = _revealed_in_foyer(6)
    traitor = s.traitor
    assert traitor is not None and not s.turn.monsters
    scripts = script_set(s)
    assert HauntProbe(scripts, s, traitor).hopeless
    for tile in s.house.tiles:
        assert scripts.haunt_actions(_standing(s, traitor, tile.room), traitor) == []
    hero = next(seat for seat in range(4) if seat != traitor)
    assert not HauntProbe(scripts, s, hero).hopeless


def test_a_position_that_changes_the_turn_is_asked_in_full() -> None:
    # A probe screens on the turn it was made in; a state with another turn is answered
    # by the full rules, so the probe is never wrong.
    s = _revealed_in_foyer(6)
    traitor = s.traitor
    assert traitor is not None
    probe = HauntProbe(script_set(s), s, traitor)
    assert probe.hopeless  # in the explorers' turn (see above)
    monster_turn = s.evolve(turn=records.evolve(s.turn, monsters=True, player=traitor))
    assert [str(a) for a in probe.offers(monster_turn)] == ["use haunt:6 gaze"]


def test_a_probe_for_rooms_alone_asks_a_position_with_other_cards_in_full() -> None:
    # Better With Friends: a hero holding the Medallion may drop it into the flood. A probe
    # told that only rooms vary reads once that this hero holds no Medallion, so no room
    # opens the action; a position where the hero does hold it is asked in full.
    s = _revealed_in_foyer(36)
    s = s.evolve(script_vars=(*s.script_vars, ("haunt:36:flood", 6)))
    traitor = s.traitor
    assert traitor is not None
    hero = next(seat for seat in range(4) if seat != traitor)
    assert "medallion" not in s.explorers[hero].cards
    scripts = script_set(s)
    probe = HauntProbe(scripts, s, hero, frozenset({ROOMS}))
    assert probe.hopeless
    there = _standing(s, hero, "foyer", "medallion")
    assert [str(a) for a in probe.offers(there)] == ["use haunt:36 medallion"]
    assert [str(a) for a in scripts.haunt_actions(there, hero)] == ["use haunt:36 medallion"]
