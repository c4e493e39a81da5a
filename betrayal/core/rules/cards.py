"""Cards: drawing from the three decks, and the once-per-turn acts on each held card.

Draws are chance outcomes over the cards still in the deck, so the deck's order is never
part of the state. Event cards go to their discard pile once resolved (their rule text is
run by the rule language); when the event deck runs out, its discards are shuffled into a
new deck. Omen and item decks are not refilled: once they are empty, nothing is drawn.

Each held card allows one act per turn: drop it, pick it up, offer it in trade (or, later,
use it). An offer counts as the card's act whether or not it is accepted, so a refused
offer cannot be repeated in the same turn.
"""

from __future__ import annotations

from betrayal.content.model import CardKind
from betrayal.core.actions import Action, Kind, act
from betrayal.core.frames import DrawCard, EventChoice, EventSymbolChoice, TradeOffer
from betrayal.core.records import evolve
from betrayal.core.rules.haunt import event_opt_out
from betrayal.core.rules.tokens import move_carried
from betrayal.core.state import DECK_KINDS, GameState
from betrayal.errors import BetrayalError


def draw_card(state: GameState, card: str) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, DrawCard)
    kind = frame.kind
    index = DECK_KINDS.index(kind)
    deck = tuple(c for c in state.decks[index] if c != card)
    discards = state.event_discards
    explorers = state.explorers
    turn = state.turn
    omens = state.omens_drawn
    last_omen = state.last_omen
    if kind is CardKind.EVENT:
        discards = (*discards, card)
        if not deck:
            deck, discards = tuple(sorted(discards)), ()
    else:
        holder = explorers[frame.explorer]
        explorers = (
            *explorers[: frame.explorer],
            evolve(holder, cards=(*holder.cards, card)),
            *explorers[frame.explorer + 1 :],
        )
        if kind is CardKind.OMEN:
            omens += 1
            last_omen = (card, holder.room)
            if turn.player == frame.explorer:
                turn = evolve(turn, drew_omen=True)
    decks = list(state.decks)
    decks[index] = deck
    state = state.evolve(
        deck_tops=tuple(t for t in state.deck_tops if t[0] != card),
        decks=(decks[0], decks[1], decks[2]),
        event_discards=discards,
        explorers=explorers,
        turn=turn,
        omens_drawn=omens,
        last_omen=last_omen,
        frames=state.frames[:-1],
    )
    # The card's own rules: first what it does when drawn, then what holding it gives
    # (the stack runs the last pushed first).
    scripts = state.game.scripts
    if kind is not CardKind.EVENT:
        state = scripts.fire(state, "gained", (frame.explorer, True), card=card)
    elif (
        event_opt_out(state, frame.explorer)
        and scripts.has_rules(card)
        and not state.game.ruleset.traitor_skips_event_symbols
    ):
        # The traitor may choose not to be affected by an event, deciding before any roll
        # (2nd edition; the 3rd edition's traitor chooses before drawing, see exploration).
        return state.evolve(frames=(*state.frames, EventChoice(frame.explorer, card)))
    return scripts.fire(state, "drawn", (frame.explorer,), card=card)


def event_symbol_answer(state: GameState, draw: bool) -> GameState:
    """The 3rd edition's traitor draws for a room's event symbol, or leaves it alone."""
    frame = state.frames[-1]
    assert isinstance(frame, EventSymbolChoice)
    frames = state.frames[:-1]
    if draw:
        frames = (*frames, DrawCard(frame.player, CardKind.EVENT))
    return state.evolve(frames=frames)


def event_answer(state: GameState, affected: bool) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, EventChoice)
    state = state.evolve(frames=state.frames[:-1])
    if not affected:
        return state
    return state.game.scripts.fire(state, "drawn", (frame.player,), card=frame.card)


def card_actions(state: GameState) -> list[Action]:
    """Drop, pick up and trade offers open to the player whose turn it is."""
    player = state.turn.player
    me = state.explorers[player]
    handled = state.turn.handled
    content = state.game.content
    found = []
    # A kept event card stays in front of its explorer: it is no item to hand around.
    for card in me.cards:
        d = content.card(card)
        if card in handled or d.kind is CardKind.EVENT or _kept(state, card):
            continue
        if d.can_drop:
            found.append(act(Kind.DROP, card))
    for card in state.pile(me.room):
        # A companion lying here lost its explorer: it waits by the tile for the next
        # explorer to come in (positions.py), and nobody already here may pick it up.
        if content.card(card).companion:
            continue
        if card not in handled and may_take(state, player, card):
            found.append(act(Kind.PICK_UP, card))
    others = trade_partners(state)
    if others:
        for card in me.cards:
            d = content.card(card)
            kept = _kept(state, card)
            if card not in handled and d.can_trade and d.kind is not CardKind.EVENT and not kept:
                found.extend(act(Kind.TRADE, card, p) for p in others if may_take(state, p, card))
    return found


def trade_partners(state: GameState) -> list[int]:
    """Whom the player whose turn it is may offer a card to: anyone else in the room, or,
    under the rule of one trade a turn, only the explorer already traded with."""
    player = state.turn.player
    others = [p for p in state.players_in(state.explorers[player].room) if p != player]
    partner = state.turn.traded_with
    if state.game.ruleset.one_trade_a_turn and partner is not None:
        return [p for p in others if p == partner]
    return others


def _kept(state: GameState, card: str) -> bool:
    """Whether a haunt's standing rule glues a card to its holder's hands."""
    return bool(state.game.scripts.static_amounts(state, "holding", (("card", card),), mode="kept"))


def may_take(state: GameState, seat: int, card: str) -> bool:
    """Whether an explorer may come to hold a card by picking it up, a trade or a theft
    (a haunt's standing rule may forbid it)."""
    binds = (("taker", seat), ("card", card))
    return not state.game.scripts.static_amounts(state, "holding", binds, mode="untakable")


def _handled(state: GameState, card: str) -> GameState:
    return state.evolve(turn=evolve(state.turn, handled=state.turn.handled | {card}))


def holder_of(state: GameState, card: str) -> int | None:
    """The seat holding a card, if anyone does."""
    for seat, e in enumerate(state.explorers):
        if card in e.cards:
            return seat
    return None


def give_card(state: GameState, player: int, card: str) -> GameState:
    """Put a card in an explorer's hands (no rules are told: callers fire the events).

    Only an explorer still in play can be given a card: the dead and the escaped hold
    none, and a rule that would hand them one is a mistake, refused here."""
    if not state.explorers[player].alive:
        name = state.explorer_def(player).name
        raise BetrayalError(f"{name} is out of play and cannot take the {card}")
    explorers = list(state.explorers)
    explorers[player] = evolve(explorers[player], cards=(*explorers[player].cards, card))
    return state.evolve(explorers=tuple(explorers))


def take_card(state: GameState, player: int, card: str) -> GameState:
    """Take a card out of an explorer's hands (no rules are told)."""
    explorers = list(state.explorers)
    cards = tuple(c for c in explorers[player].cards if c != card)
    explorers[player] = evolve(explorers[player], cards=cards)
    return state.evolve(explorers=tuple(explorers))


def set_pile(state: GameState, room: str, cards: tuple[str, ...]) -> GameState:
    """Make a room's item pile exactly ``cards`` (none: no pile)."""
    piles = {r: c for r, c in state.piles if r != room}
    if cards:
        piles[room] = cards
    return state.evolve(piles=tuple(sorted(piles.items())))


def drop(state: GameState, card: str) -> GameState:
    player = state.turn.player
    room = state.explorers[player].room
    state = set_pile(take_card(state, player, card), room, (*state.pile(room), card))
    return state.game.scripts.fire(_handled(state, card), "lost", (player,), card=card)


def pick_up(state: GameState, card: str) -> GameState:
    player = state.turn.player
    room = state.explorers[player].room
    left = tuple(c for c in state.pile(room) if c != card)
    state = give_card(set_pile(state, room, left), player, card)
    return state.game.scripts.fire(_handled(state, card), "gained", (player, False), card=card)


def offer(state: GameState, card: str, receiver: int) -> GameState:
    state = _handled(state, card)
    frame = TradeOffer(state.turn.player, receiver, card)
    return state.evolve(frames=(*state.frames, frame))


def answer(state: GameState, accepted: bool) -> GameState:
    frame = state.frames[-1]
    assert isinstance(frame, TradeOffer)
    state = state.evolve(frames=state.frames[:-1])
    if accepted and state.turn.player == frame.giver:
        state = state.evolve(turn=evolve(state.turn, traded_with=frame.receiver))
    if accepted and not state.game.content.has_card(frame.card):
        # A haunt's item token changes hands like a card (token_items.py).
        return move_carried(state, frame.card, frame.giver, frame.receiver)
    if accepted:
        state = give_card(take_card(state, frame.giver, frame.card), frame.receiver, frame.card)
        scripts = state.game.scripts
        state = scripts.fire(state, "gained", (frame.receiver, False), card=frame.card)
        state = scripts.fire(state, "lost", (frame.giver,), card=frame.card)
    return state


LOOTED = "#looted"  # the once-a-turn looting, kept in the turn's handled set


def loot_actions(state: GameState) -> list[Action]:
    """Under the looting rule: once a turn, take one card from a body in your room."""
    if not state.game.ruleset.looting or LOOTED in state.turn.handled:
        return []
    me = state.explorers[state.turn.player]
    content = state.game.content
    # Only items and omens are loot: an event kept in front of the dead is no card to take.
    return [
        act(Kind.LOOT, seat, card)
        for seat, e in enumerate(state.explorers)
        if not e.alive and e.room == me.room
        for card in e.cards
        if content.card(card).kind is not CardKind.EVENT
    ]


def loot(state: GameState, seat: int, card: str) -> GameState:
    player = state.turn.player
    state = give_card(take_card(state, seat, card), player, card)
    turn = evolve(state.turn, handled=state.turn.handled | {LOOTED, card})
    return state.game.scripts.fire(state.evolve(turn=turn), "gained", (player, False), card=card)
