"""What the goal agent makes of the haunt's actions and cards (``betrayal.agents.haunt_actions``),
with no haunt-specific code: a card aimed at a room is thrown where it hurts only foes, and
nothing of the haunt's is handed to a rival, nor is a room where that is all there is to
do one to head for; what a rival holds is taken from them, with the trait that gives the
best odds."""

from __future__ import annotations

import attrs

from betrayal import Trait
from betrayal.agents.goal_agent import GoalAgent
from betrayal.agents.haunt_actions import action_rooms
from betrayal.core.state import GameState
from betrayal.testing import Scenario
from betrayal.testing.haunts import clip_for

EXPLORERS = ("zoe_ingstrom", "ox_bellows", "vivian_lopez", "brandon_jaspers")


def _revealed_in_foyer(haunt: int) -> GameState:
    """``haunt`` revealed by seat 0 with everyone in the Foyer, its set-up choices
    answered with the first option."""
    sc = Scenario.new(EXPLORERS)
    for seat in range(4):
        sc.at(seat, "foyer")
    s = sc.reveal(haunt, revealer=0).build()
    while s.frames and not s.is_chance_node():
        s = s.apply(s.legal_actions()[0])
    return s


def _poltergeist_next_door(fellow_in_its_room: bool) -> tuple[GameState, int]:
    """Haunt 17 revealed in the Foyer, where the Poltergeist gathers; a hero holding the
    Dynamite stands next door in the Entrance Hall, with the traitor's turn to come."""
    s = _revealed_in_foyer(17)
    traitor = s.traitor
    assert traitor is not None and [m.room for m in s.monsters] == ["foyer"]
    thrower, fellow, other = [seat for seat in range(4) if seat != traitor]
    sc = Scenario(attrs.evolve(s, frames=()))
    sc.at(thrower, "entrance_hall").at(traitor, "upper_landing").at(other, "upper_landing")
    sc.at(fellow, "foyer" if fellow_in_its_room else "upper_landing")
    sc.fresh(thrower).give(thrower, "dynamite")
    return sc.turn(thrower).build(), thrower


def test_a_hero_throws_dynamite_into_the_room_where_the_monster_is() -> None:
    s, thrower = _poltergeist_next_door(fellow_in_its_room=False)
    assert "use item:dynamite throw foyer" in [str(a) for a in s.legal_actions()]
    for seed in range(4):
        assert str(GoalAgent(seed=seed, wander=0).act(s, thrower)) == (
            "use item:dynamite throw foyer"
        )


def test_no_dynamite_is_thrown_into_a_room_where_a_fellow_hero_stands() -> None:
    s, thrower = _poltergeist_next_door(fellow_in_its_room=True)
    assert "use item:dynamite throw foyer" in [str(a) for a in s.legal_actions()]
    for seed in range(4):
        assert "dynamite" not in str(GoalAgent(seed=seed, wander=0).act(s, thrower))


def _holding_a_token(haunt: int, token: str) -> tuple[GameState, int, int]:
    """``haunt`` revealed by seat 0 with everyone in the Foyer; a hero who has not moved
    yet carries ``token`` and begins their turn beside another hero."""
    s = _revealed_in_foyer(haunt)
    giver, taker = [seat for seat in range(4) if seat != s.traitor][:2]
    sc = Scenario(attrs.evolve(s, frames=(), carried=((f"haunt:{haunt}:{token}", giver),)))
    return sc.turn(giver).build(), giver, taker


def test_in_a_race_for_one_winner_a_clue_is_never_handed_to_a_rival() -> None:
    # Haunt 50: every explorer hunts the treasure alone.
    s, giver, taker = _holding_a_token(50, "lead")
    assert f"use haunt:50 give_lead {taker}" in [str(a) for a in s.legal_actions()]
    for seed in range(6):
        assert "give_lead" not in str(GoalAgent(seed=seed, wander=0).act(s, giver))


def test_a_hero_hands_the_armor_to_a_fellow_hero() -> None:
    # Haunt 15: the Antique Armor may pass between heroes who share a room.
    s, giver, taker = _holding_a_token(15, "antique_armor")
    handing = f"use haunt:15 hand_armor {taker}"
    assert handing in [str(a) for a in s.legal_actions()]
    chosen = {str(GoalAgent(seed=seed, wander=0).act(s, giver)) for seed in range(12)}
    assert handing in chosen


def test_a_room_where_the_only_use_is_a_gift_to_a_rival_is_no_place_to_head_for() -> None:
    # Haunt 50: a searcher holding a Clue could hand it to whoever it meets, but never
    # would; the rival's Clue-less room is not somewhere the haunt's actions call it to.
    s, giver, taker = _holding_a_token(50, "lead")
    s = Scenario(s).at(taker, "entrance_hall").build()
    assert not any(r == "entrance_hall" for _, r in s.tokens)  # nothing to search there
    assert "entrance_hall" not in action_rooms(s, giver)


def test_a_fellow_heros_room_is_a_place_to_hand_the_armor_over() -> None:
    s, giver, taker = _holding_a_token(15, "antique_armor")
    s = Scenario(s).at(taker, "entrance_hall").build()
    assert "entrance_hall" in action_rooms(s, giver)


def _beside_a_parachute(carrier_room: str) -> tuple[GameState, int, int]:
    """Haunt 31 (each for themselves) revealed in the Foyer: seat 1 carries a parachute
    and stands in ``carrier_room``; seat 0, without one, begins their turn in the Foyer."""
    s = _revealed_in_foyer(31)
    sc = Scenario(attrs.evolve(s, frames=(), carried=(("haunt:31:parachute", 1),)))
    sc.at(1, carrier_room)
    return sc.turn(0).build(), 0, 1


def test_a_player_without_a_parachute_grabs_one_from_the_rival_beside_them() -> None:
    # The snatch hands the parachute from the rival to the grabber: no gift to a rival.
    s, grabber, carrier = _beside_a_parachute("foyer")
    assert f"use haunt:31 snatch {carrier} might" in [str(a) for a in s.legal_actions()]
    for seed in range(6):
        chosen = str(GoalAgent(seed=seed, wander=0).act(s, grabber))
        assert chosen.startswith(f"use haunt:31 snatch {carrier} ")


def test_a_rivals_room_is_a_place_to_go_and_grab_their_parachute() -> None:
    s, grabber, _ = _beside_a_parachute("entrance_hall")
    assert "entrance_hall" in action_rooms(s, grabber)


def test_a_grab_is_made_with_the_trait_the_rival_is_weaker_at() -> None:
    # Might against Might or Knowledge against Knowledge: the grabber is strong in body
    # but the carrier is stronger; in mind the grabber has the edge.
    s, grabber, carrier = _beside_a_parachute("foyer")
    sc = Scenario(s)
    sc.trait(grabber, Trait.MIGHT, clip_for(s, grabber, Trait.MIGHT, 5))
    sc.trait(carrier, Trait.MIGHT, clip_for(s, carrier, Trait.MIGHT, 7))
    sc.trait(grabber, Trait.KNOWLEDGE, clip_for(s, grabber, Trait.KNOWLEDGE, 4))
    sc.trait(carrier, Trait.KNOWLEDGE, clip_for(s, carrier, Trait.KNOWLEDGE, 2))
    s = sc.build()
    assert s.trait(grabber, Trait.MIGHT) - s.trait(carrier, Trait.MIGHT) < 0
    assert s.trait(grabber, Trait.KNOWLEDGE) - s.trait(carrier, Trait.KNOWLEDGE) > 0
    for seed in range(6):
        chosen = str(GoalAgent(seed=seed, wander=0).act(s, grabber))
        assert chosen == f"use haunt:31 snatch {carrier} knowledge"
