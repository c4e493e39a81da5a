"""The Game: an edition's content and rules, and the factory of its states."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from betrayal.agents.random_agent import RandomAgent
from betrayal.content.loader import load
from betrayal.content.model import CardKind, Content, Floor, LinkDef, LinkKind
from betrayal.core import rng, serialize
from betrayal.core.engine import run_pending
from betrayal.core.house import starting_house
from betrayal.core.rules.turns import start_turn
from betrayal.core.ruleset import RULESETS, Ruleset
from betrayal.core.state import CHANCE, ExplorerState, GameState, Phase, Setup, TurnState
from betrayal.core.traits import Trait
from betrayal.errors import BadArgument, BetrayalError
from betrayal.haunt_files import replacing, same_file
from betrayal.script.load import (
    CheckResult,
    build_set,
    check_file,
    check_files,
    content_scripts,
)
from betrayal.script.scripts import ScriptSet


class Game:
    """Holds one edition's content and ruleset; states refer back to it.

    ``Game(edition="hoth2", players=4)`` plays the 2nd edition; ``edition="hoth3"`` loads
    the 3rd edition's box. ``ruleset`` swaps in the rules that differ between editions
    (the edition's own by default), e.g. ``ruleset="hoth3"`` plays the 2nd edition's house
    under the 3rd edition's rules.
    """

    def __init__(
        self,
        edition: str = "hoth2",
        players: int = 4,
        ruleset: str | Ruleset | None = None,
        scripts: Sequence[str | Path] = (),
    ):
        self.edition = edition
        self.content: Content = load(edition)
        if ruleset is None:
            ruleset = edition
        if isinstance(ruleset, str):
            if ruleset not in RULESETS:
                known = ", ".join(sorted(RULESETS))
                raise BetrayalError(f"unknown ruleset {ruleset!r} (known: {known})")
            ruleset = RULESETS[ruleset]
        self.ruleset: Ruleset = ruleset
        if type(players) is not int:
            raise BadArgument(f"players is a whole number, not {players!r}")
        if not ruleset.min_players <= players <= ruleset.max_players:
            raise BadArgument(
                f"{ruleset.title} is for {ruleset.min_players} to {ruleset.max_players} "
                f"players, not {players}"
            )
        self.players = players
        # The edition's card and room scripts, plus any the caller brings (a fan's cards,
        # a test's rules); a script may not declare what another already does, except that
        # a haunt file with a shipped haunt's number replaces that haunt (see `replaced`).
        self.scripts: ScriptSet = content_scripts(self.content)
        self.replaced: dict[int, str] = {}
        """The edition's haunts that the caller's files replace: number -> file."""
        if scripts:
            self.add_scripts(scripts)
        self._floor_rooms = {
            f: frozenset(r.id for r in self.content.rooms if f in r.floors) for f in Floor
        }
        self._links: dict[str, list[tuple[str, LinkDef]]] = {}
        self._chutes: dict[str, str] = {}
        for link in self.content.links:
            if link.kind is LinkKind.CHUTE:
                self._chutes[link.source] = link.target
            self._links.setdefault(link.source, []).append((link.target, link))
            if link.two_way:
                self._links.setdefault(link.target, []).append((link.source, link))

    # ----- the fixed connections of the house -------------------------------------------------

    def links_from(self, room: str) -> Sequence[tuple[str, LinkDef]]:
        return self._links.get(room, ())

    def link_between(self, source: str, target: str) -> LinkDef:
        for other, link in self.links_from(source):
            if other == target:
                return link
        raise KeyError((source, target))

    def rooms_for(self, floor: Floor) -> frozenset[str]:
        """The room tiles that may be placed on ``floor``."""
        return self._floor_rooms[floor]

    def chute_from(self, room: str) -> str | None:
        return self._chutes.get(room)

    # ----- starting a game --------------------------------------------------------------------

    def choose_explorers(self, seed: int) -> tuple[str, ...]:
        """A seeded pick of explorers: one side of as many different cards as players."""
        stream = rng.Stream(seed ^ 0x5EED)
        by_card: dict[str, list[str]] = {}
        for e in self.content.explorers:
            by_card.setdefault(e.card, []).append(e.id)
        cards = sorted(by_card)
        chosen = []
        for _ in range(self.players):
            card = cards.pop(stream.below(len(cards)))
            sides = by_card[card]
            chosen.append(sides[stream.below(len(sides))])
        return tuple(chosen)

    def new_state(
        self,
        seed: int = 0,
        explorers: Sequence[str] | None = None,
        first_player: int = 0,
        haunt: int | str | Path | None = None,
        scenario: str | None = None,
    ) -> GameState:
        """A game at its first turn: everyone in the Entrance Hall, decks full.

        ``explorers`` lists one explorer id per seat, in turn order (turns pass to the
        left, that is to the next seat); left out, they are picked from the seed.

        ``scenario`` is the 3rd edition's scenario card (an id of
        ``content.scenarios``), which says which haunt each omen starts; left out, it is
        picked from the seed. An edition with a haunt chart takes none.

        With ``haunt`` (a haunt's number, or the path of a haunt script, which is then
        added to this game's scripts), the game starts at that haunt's reveal instead: the
        exploration phase is played by seeded random explorers until the haunt roll
        starts a haunt, and the haunt that starts is this one, with its traitor chosen by
        its own rule. The exploration steps stay in the history, so the game saves and
        replays like any other.
        """
        number = None if haunt is None else self.haunt_number(haunt)
        state = self.start(seed, explorers, first_player, number, scenario)
        if number is None:
            return state
        agents = [RandomAgent(seed * 7919 + seat) for seat in range(self.players)]
        steps = 0
        while state.phase is Phase.EXPLORATION:
            player = state.current_player()
            action = (
                state.sample_chance() if player == CHANCE else agents[player].act(state, player)
            )
            state = state.apply(action)
            steps += 1
            if steps > _EXPLORATION_STEPS:
                raise BetrayalError(
                    f"seed {seed}: the exploration did not reach a haunt within "
                    f"{_EXPLORATION_STEPS} steps; try another seed"
                )
        return state

    def start(
        self,
        seed: int,
        explorers: Sequence[str] | None,
        first_player: int,
        haunt: int | None = None,
        scenario: str | None = None,
    ) -> GameState:
        """The first turn of a game, before anything is played (see :meth:`new_state`)."""
        chosen = tuple(explorers) if explorers is not None else self.choose_explorers(seed)
        self._check_explorers(chosen)
        scenario = self._scenario(seed, scenario)
        if not 0 <= first_player < self.players:
            raise BetrayalError(f"first_player must be a seat from 0 to {self.players - 1}")
        seats = tuple(
            ExplorerState(
                explorer=e,
                room="entrance_hall",
                traits=tuple(self.content.explorer(e).track(t).start for t in Trait),  # type: ignore[arg-type]
            )
            for e in chosen
        )
        rooms = tuple(sorted(r.id for r in self.content.rooms if not r.starting))
        state = GameState(
            game=self,
            setup=Setup(seed, chosen, first_player, haunt, scenario),
            phase=Phase.EXPLORATION,
            explorers=seats,
            turn=TurnState(player=first_player, number=1, moves_left=0),
            house=starting_house(self.content),
            room_stack=rooms,
            room_discards=(),
            decks=tuple(tuple(sorted(self.content.cards_of(k))) for k in _DECKS),  # type: ignore[arg-type]
            event_discards=(),
            piles=(),
            omens_drawn=0,
            last_omen=None,
            frames=(),
            rng=rng.seed_state(seed),
        )
        return run_pending(start_turn(state, first_player, 1))

    def add_scripts(self, paths: Sequence[str | Path]) -> None:
        """Check script files and add their rules to this game (a haunt, a fan's cards)."""
        self._add(check_files(map(Path, paths), self.content))

    def _add(self, results: Sequence[CheckResult]) -> None:
        base, replaced = replacing(self.scripts, content_scripts(self.content), results)
        self.scripts = build_set(base, results)
        self.replaced.update(replaced)

    def haunt_number(self, haunt: int | str | Path) -> int:
        """The number of a haunt given by number or script path (the script is added; a
        file with a shipped haunt's number replaces that haunt in this game)."""
        if isinstance(haunt, int):
            known = {h.number for h in self.content.haunts}
            scripted = {int(p.ident) for p in self.scripts.programs() if p.kind.value == "haunt"}
            if haunt not in known | scripted:
                raise BetrayalError(f"no haunt {haunt} in this edition or the game's scripts")
            return haunt
        path = Path(haunt)
        result = check_file(path, self.content)
        haunts = [p for p in result.programs if p.kind.value == "haunt"]
        if result.errors or len(haunts) != 1:
            problem = result.errors[0].format() if result.errors else "not exactly one haunt"
            raise BetrayalError(f"{path}: {problem}")
        key = haunts[0].key
        if not (self.scripts.has(key) and same_file(self.scripts.program(key), path)):
            self._add([result])
        return int(haunts[0].ident)

    # ----- saving and loading -----------------------------------------------------------------

    def serialize(self, state: GameState) -> str:
        """The game as text: a header, then one action or chance outcome per line."""
        return serialize.dumps(self, state)

    def deserialize(self, text: str | bytes) -> GameState:
        """Rebuild a saved game by replaying it; raises SaveError naming the bad line
        (bytes must be UTF-8). :func:`betrayal.core.serialize.read_save` reads a file."""
        return serialize.loads(self, text)

    def snapshot(self, state: GameState) -> dict[str, object]:
        """The whole state as JSON-ready data, for debugging; replay is the real save."""
        return serialize.snapshot(state)

    def _scenario(self, seed: int, scenario: str | None) -> str | None:
        """The scenario card asked for, checked, or one picked from the seed (on its own
        stream, so the pick leaves the game's dice alone)."""
        cards = sorted(c.id for c in self.content.scenarios)
        if not cards:
            if scenario is not None:
                raise BadArgument(f"{self.edition} has a haunt chart, not scenario cards")
            return None
        if scenario is None:
            return cards[rng.Stream(seed ^ 0x5CE2A).below(len(cards))]
        if scenario not in cards:
            raise BadArgument(f"unknown scenario card {scenario!r} (known: {', '.join(cards)})")
        return scenario

    def _check_explorers(self, chosen: tuple[str, ...]) -> None:
        if len(chosen) != self.players:
            raise BetrayalError(f"expected {self.players} explorers, got {len(chosen)}")
        known = {e.id for e in self.content.explorers}
        cards: dict[str, str] = {}
        for e in chosen:
            if e not in known:
                raise BetrayalError(f"unknown explorer {e!r}")
            card = self.content.explorer(e).card
            if card in cards:
                raise BetrayalError(
                    f"{e!r} and {cards[card]!r} are the two sides of one card; pick one"
                )
            cards[card] = e


_DECKS = (CardKind.OMEN, CardKind.ITEM, CardKind.EVENT)
_EXPLORATION_STEPS = 50_000
