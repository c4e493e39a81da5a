"""What one player may see of the game.

The state itself holds no secret order of cards or tiles (draws are chance outcomes), so
what must be hidden is the generator that decides future chance, a hidden traitor's
identity, the other side's page of the haunt's rules, what a look at the top of a stack
showed to the one who looked, and what the scripts declare secret (``secret to`` on a
variable or a token, ``choose(..., secret: true)``): the engine asks the scripts what
one seat may not see.
"""

from __future__ import annotations

from betrayal.core.serialize import snapshot
from betrayal.core.state import EVERYONE, GameState


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
    # A hero who went over in secret still looks like a hero to everyone else.
    secret = state.turned_secretly - {player}
    if secret:
        data["turned"] = [seat for seat in data["turned"] if seat not in secret]
    data["turned_secretly"] = [seat for seat in data["turned_secretly"] if seat == player]
    # A card put on top of a deck is known only to whoever put it there.
    data["deck_tops"] = [[card, seat] for card, seat in state.deck_tops if seat == player]
    top = state.room_top
    known = (player, EVERYONE)
    data["room_top"] = list(top) if top is not None and top[1] in known else None
    data["room_after"] = [[room, seat] for room, seat in state.room_after if seat in known]
    # An unseen explorer's room is known to them alone.
    for seat in state.unseen:
        if seat != player:
            data["explorers"][seat]["room"] = None
            data["explorers"][seat]["came_through"] = None
    _hide_script_secrets(state, player, data)
    data["you"] = player
    data["side"] = side
    data["rules"] = _rules_for(state, side)
    return data


def _rules_for(state: GameState, side: str | None) -> list[str]:
    if side is None or state.haunt_script is None:
        return []
    return state.game.scripts.rules_text(state.haunt_script, side)


def _hide_script_secrets(state: GameState, player: int, data: dict[str, object]) -> None:
    secrets = state.game.scripts.hidden_from(state, player)
    if secrets is not None:
        # A kept secret still shows that there is one: its name stays, its value does not.
        hidden, tokens = secrets
        data["script_vars"] = [
            [k, None if k in hidden else v] for k, v in _pairs(data, "script_vars")
        ]
        data["tokens"] = [t for t in _pairs(data, "tokens") if t[0] not in tokens]
        data["carried"] = [t for t in _pairs(data, "carried") if t[0] not in tokens]
    frames = data["frames"]
    assert isinstance(frames, list)
    for frame in frames:
        # A script waiting on a die or a choice keeps its working values (locals, the list
        # a `for each` walks) in its frame; they may hold what someone chose or saw in
        # secret, and what a rule did shows on the board anyway, so nobody sees them.
        if "env" in frame:
            frame["env"] = []
        if "items" in frame and "index" in frame:
            frame["items"] = []
        # A secret choice's options are the chooser's alone (the tiles they looked at).
        if frame.get("secret") is True and frame.get("player") != player:
            frame["options"] = []
            frame["labels"] = []


def _pairs(data: dict[str, object], key: str) -> list[list[object]]:
    value = data[key]
    assert isinstance(value, list)
    return [list(pair) for pair in value]
