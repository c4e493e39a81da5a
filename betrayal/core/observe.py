"""What one player may see of the game.

The state itself holds no secret order of cards or tiles (draws are chance outcomes), so
what must be hidden is the generator that decides future chance, a hidden traitor's
identity, and the other side's page of the haunt's rules.
"""

from __future__ import annotations

from betrayal.core.serialize import snapshot
from betrayal.core.state import GameState


def observation(state: GameState, player: int) -> dict[str, object]:
    data = snapshot(state)
    data.pop("rng", None)
    reveal = state.reveal
    side = None
    if reveal is not None:
        side = "traitor" if reveal.traitor == player or player in state.turned else "heroes"
        data.pop("traitor_hidden", None) if reveal.traitor == player else None
        if state.traitor_hidden and reveal.traitor != player:
            shown = dict(data["reveal"])
            shown["traitor"] = None
            data["reveal"] = shown
    # A card put on top of a deck is known only to whoever put it there.
    data["deck_tops"] = [[card, seat] for card, seat in state.deck_tops if seat == player]
    top = state.room_top
    data["room_top"] = list(top) if top is not None and top[1] == player else None
    data["room_after"] = [[room, seat] for room, seat in state.room_after if seat == player]
    # An unseen explorer's room is known to them alone.
    for seat in state.unseen:
        if seat != player:
            data["explorers"][seat]["room"] = None
            data["explorers"][seat]["came_through"] = None
    data["you"] = player
    data["side"] = side
    data["rules"] = _rules_for(state, side)
    return data


def _rules_for(state: GameState, side: str | None) -> list[str]:
    if side is None or state.haunt_script is None:
        return []
    from betrayal.script.english import render_side

    return render_side(state.game.scripts.program(state.haunt_script), side)
