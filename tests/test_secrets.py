"""Secrets a script keeps: `secret to WHO` on a variable or a token, and a choice made
with `secret: true`. Each seat's observation (and the goal agent's plans) show a secret
only to those it names; the full state keeps everything."""

from __future__ import annotations

import attrs
import pytest

from betrayal import Game, Trait
from betrayal.agents.foes import foe_rooms
from betrayal.agents.goal_agent import GoalAgent
from betrayal.content.loader import load
from betrayal.content.model import CardKind
from betrayal.core.frames import DrawCard, RunScript, ScriptChoice
from betrayal.core.serialize import dumps, loads, snapshot
from betrayal.core.state import GameState
from betrayal.script.english import render_program
from betrayal.script.load import check_text
from betrayal.script.secrets import seen_by
from betrayal.testing import Scenario, run_script
from betrayal.testing.haunts import haunt_var, names, with_haunt_vars

CONTENT = load("hoth2")
ZOE, OX, VIVIAN = 0, 1, 2


def _settled(s: GameState) -> GameState:
    """Every set-up question answered with its first option."""
    while s.frames:
        s = s.apply(s.legal_actions()[0])
    return s


def _var(observation: dict[str, object], key: str) -> object:
    pairs = observation["script_vars"]
    assert isinstance(pairs, list)
    found = [v for k, v in pairs if k == key]
    assert len(found) == 1, f"{key} is not in the observation at all"
    return found[0]


def _tokens(observation: dict[str, object], token: str) -> list[str]:
    pairs = observation["tokens"]
    assert isinstance(pairs, list)
    return sorted(room for t, room in pairs if t == token)


# ----- the language -------------------------------------------------------------------------


def _check(body: str) -> list[str]:
    sides = "heroes { win when true }\n traitor { win when true }"
    text = f'language 1\nhaunt 99 "Test" {{\n{body}\n {sides}\n}}\n'
    return [d.code for d in check_text(text, CONTENT).diagnostics if d.is_error]


def test_secret_to_names_explorers_or_lists_of_them() -> None:
    assert _check("var a: int = 0 secret to traitor\n setup { a = 1 }") == []
    assert _check("var a: int = 0 secret to heroes, traitor\n setup { a = 1 }") == []
    assert _check("var a: int = 0 secret to if a > 0 then explorers else [traitor]") == []
    assert _check('token t "T" secret to traitor\n setup { place_token(t, foyer) }') == []
    # A number, a room or a bare word is not somebody who could see.
    assert _check("var a: int = 0 secret to 3") == ["E301"]
    assert _check('token t "T" secret to foyer\n setup { place_token(t, foyer) }') == ["E301"]
    assert _check("var a: int = 0 secret to nobody") == ["E201"]


def test_a_secret_choice_is_written_true_or_false() -> None:
    body = "setup {{ let x = choose(traitor, [1, 2], secret: {}) }}"
    assert _check(body.format("true")) == []
    assert _check(body.format("1 == 1")) == ["E301"]


def test_the_rules_say_who_sees_a_secret() -> None:
    program = Game(players=3).scripts.program("haunt:39")
    lines = render_program(program)
    assert "  Keeps track of heir, a secret seen only by the heroes." in lines
    assert "  Uses the Assassin token, placed in secret, seen only by the traitor." in lines


# ----- haunt secrets in the observation ------------------------------------------------------


def test_the_heir_is_the_heroes_secret_and_the_assassins_the_traitors() -> None:
    s = _settled(Scenario.new().reveal(39, revealer=ZOE).build())
    traitor, heir = s.traitor, haunt_var(s, 39, "heir")
    assert traitor == OX and heir == VIVIAN
    rooms = sorted(room for t, room in s.tokens if t == "haunt:39:assassin")
    assert len(rooms) == 3
    for seat in (ZOE, VIVIAN):
        seen = s.observation(seat)
        assert _var(seen, "haunt:39:heir") == heir
        assert _tokens(seen, "haunt:39:assassin") == []
    seen = s.observation(traitor)
    assert _var(seen, "haunt:39:heir") is None
    assert _tokens(seen, "haunt:39:assassin") == rooms
    # The full state keeps both.
    assert ["haunt:39:heir", heir] in [list(p) for p in snapshot(s)["script_vars"]]


def test_a_saved_game_keeps_the_secrets() -> None:
    # Any house will do here: a game started at the haunt, since a save replays from a seed.
    game = Game(players=4)
    s = _settled(game.new_state(seed=1, haunt=39))
    heir = haunt_var(s, 39, "heir")
    assert heir is not None and any(t == "haunt:39:assassin" for t, _ in s.tokens)
    again = loads(game, dumps(game, s))
    assert again == s and haunt_var(again, 39, "heir") == heir
    assert again.tokens == s.tokens


def test_the_grave_is_the_traitors_secret_until_it_is_found() -> None:
    s = _settled(Scenario.new().reveal(40, revealer=ZOE).build())
    assert s.traitor == OX
    s = with_haunt_vars(s, 40, grave="basement_landing")
    assert _var(s.observation(OX), "haunt:40:grave") == "basement_landing"
    assert _var(s.observation(ZOE), "haunt:40:grave") is None
    assert _var(s.observation(VIVIAN), "haunt:40:grave") is None
    s = with_haunt_vars(s, 40, found=True)
    assert _var(s.observation(ZOE), "haunt:40:grave") == "basement_landing"


def test_each_hero_knows_their_own_doll_and_its_room_only() -> None:
    s = Scenario.new().reveal(25, revealer=ZOE).build()
    assert s.traitor == ZOE
    s = run_script(s, ["choose wax", "choose furnace_room", "choose china", "choose tower"])
    assert haunt_var(s, 25, "wax_of") == (OX,) and haunt_var(s, 25, "china_of") == (VIVIAN,)
    ox, vivian, zoe = s.observation(OX), s.observation(VIVIAN), s.observation(ZOE)
    assert _var(ox, "haunt:25:wax_of") == [OX] and _var(ox, "haunt:25:china_of") is None
    assert _var(vivian, "haunt:25:china_of") == [VIVIAN]
    assert _var(vivian, "haunt:25:wax_of") is None
    # The traitor reads each hero their own doll's hint, and only theirs.
    assert _var(ox, "haunt:25:wax_in") == "furnace_room" and _var(ox, "haunt:25:china_in") is None
    assert _var(vivian, "haunt:25:china_in") == "tower" and _var(vivian, "haunt:25:wax_in") is None
    assert _var(zoe, "haunt:25:wax_in") == "furnace_room"
    assert _var(zoe, "haunt:25:china_in") == "tower"


def test_the_dreamers_count_of_escapes_is_hidden_from_the_heroes() -> None:
    s = _settled(Scenario.new().reveal(13, revealer=ZOE).build())
    traitor = s.traitor
    assert traitor is not None and haunt_var(s, 13, "target") is not None
    assert _var(s.observation(traitor), "haunt:13:target") == haunt_var(s, 13, "target")
    for seat in {ZOE, OX, VIVIAN} - {traitor}:
        assert _var(s.observation(seat), "haunt:13:target") is None


# ----- It Is Meant to Be: the tiles looked at ------------------------------------------------


def test_only_the_drawer_sees_the_tiles_they_put_back() -> None:
    sc = Scenario.new().stack(["attic", "ballroom", "dining_room", "kitchen"]).turn(ZOE)
    sc.state = attrs.evolve(sc.state, frames=(DrawCard(ZOE, CardKind.EVENT),))
    s = sc.build().apply("card it_is_meant_to_be")
    s = run_script(s, ["choose 1", "choose 1", "pick kitchen", "pick attic", "pick ballroom"])
    assert names(s) == ["choose kitchen", "choose attic", "choose ballroom"]
    choice = s.frames[-1]
    assert isinstance(choice, ScriptChoice) and choice.secret
    mine = s.observation(ZOE)["frames"]
    theirs = s.observation(OX)["frames"]
    assert isinstance(mine, list) and isinstance(theirs, list)
    assert mine[-1]["labels"] == ["kitchen", "attic", "ballroom"]
    # Ox sees that Zoe is choosing, not among what.
    assert theirs[-1]["player"] == ZOE and theirs[-1]["labels"] == []
    assert theirs[-1]["options"] == []
    # The tiles also sit in the card's local names while it waits; nobody is shown those.
    script = [f for f in s.frames if isinstance(f, RunScript)][-1]
    assert ("a", "kitchen") in script.env
    assert all(f.get("env", []) == [] for f in theirs + mine)
    # After the second choice the order is Zoe's to know, as before.
    s = run_script(s, ["choose ballroom", "choose attic"])
    assert s.observation(ZOE)["room_top"] == ["ballroom", ZOE]
    assert s.observation(OX)["room_top"] is None


# ----- what agents plan on ------------------------------------------------------------------


def test_the_view_an_agent_plans_on_keeps_the_other_sides_secrets() -> None:
    s = _settled(Scenario.new().reveal(39, revealer=ZOE).build())
    hero, traitor = seen_by(s, ZOE), seen_by(s, OX)
    assert not [t for t, _ in hero.tokens if t == "haunt:39:assassin"]
    assert traitor.tokens == s.tokens
    assert haunt_var(hero, 39, "heir") == VIVIAN
    # The traitor's view holds no heir at all: a rule reading it gets the declared start.
    assert haunt_var(traitor, 39, "heir") is None


def test_a_hero_agent_plays_alike_wherever_the_secret_assassins_wait() -> None:
    s = _settled(Scenario.new().reveal(39, revealer=ZOE).build())
    s = Scenario(s).turn(ZOE).build()
    one = attrs.evolve(s, tokens=(("haunt:39:assassin", "foyer"),))
    other = attrs.evolve(s, tokens=(("haunt:39:assassin", "upper_landing"),))
    assert seen_by(one, ZOE) == seen_by(other, ZOE)
    for seed in range(5):
        assert GoalAgent(seed).act(one, ZOE) == GoalAgent(seed).act(other, ZOE)


@pytest.mark.parametrize("seen", [False, True])
def test_a_hero_agent_does_not_hunt_an_unseen_traitor(seen: bool) -> None:
    # Zoe at her strongest: a traitor she can see is a foe worth going after.
    sc = Scenario.new().trait(ZOE, Trait.MIGHT, 7).trait(OX, Trait.MIGHT, 1)
    s = _settled(sc.reveal(41, revealer=OX).build())
    assert s.traitor == OX and OX in s.unseen
    assert s.trait(ZOE, Trait.MIGHT) >= s.trait(OX, Trait.MIGHT)
    if seen:
        s = s.evolve(unseen=frozenset())
    room = s.explorers[OX].room
    assert (room in foe_rooms(s, ZOE)) is seen


def test_the_reference_examples_of_secrets_compile() -> None:
    from betrayal.script.reference import SECRET_FORMS

    var, token, choice = (example for _, _, example in SECRET_FORMS)
    assert _check(f"{var}\n {token}\n on died(who) where who == heir {{ win traitor }}") == []
    event = (
        'language 1\nevent it_is_meant_to_be "It Is Meant to Be" {\n on drawn(who) {\n'
        f"  let a = 1\n  let b = 2\n  let c = 3\n  {choice}\n  gain(who, sanity, first)\n }}\n}}\n"
    )
    assert [d.code for d in check_text(event, CONTENT).diagnostics if d.is_error] == []
