"""How the play log names things: explorers, rooms, monsters, and counts."""

from __future__ import annotations

from betrayal.core.state import GameState
from betrayal.narrate_scripts import haunt_program


def name_of(state: GameState, player: int) -> str:
    return state.explorer_def(player).name


def room_name(state: GameState, room: str) -> str:
    return state.game.content.room(room).name


def plural(count: int, word: str, many: str | None = None) -> str:
    """``1 omen``, ``2 omens``, ``1 die``, ``3 dice``."""
    return f"{count} {word if count == 1 else many or word + 's'}"


def dice(count: int) -> str:
    return plural(count, "die", "dice")


def fighter(state: GameState, who: str) -> str:
    """A fighter of an attack (a seat, or a monster's id) by name."""
    return monster_name(state, who) if "#" in who else name_of(state, int(who))


def with_the(title: str) -> str:
    """A printed name with "the" before it, unless the name begins with its own."""
    return title if title.startswith("The ") else f"the {title}"


def a_or_an(word: str) -> str:
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def kind_title(state: GameState, kind: str) -> str:
    """A monster kind's name as its haunt prints it ("Ghoul"), from its name in the script."""
    program = haunt_program(state)
    titles = {m.name: m.title for m in program.monsters} if program is not None else {}
    return titles.get(kind, kind.replace("_", " "))


def kind_name(state: GameState, kind: str) -> str:
    """A monster kind with its article, for all its monsters: "the Ghoul monsters"."""
    return f"{with_the(kind_title(state, kind))} monsters"


def monster_name(state: GameState, ident: str) -> str:
    """A monster as players call it: "the Ghoul"; with its number when there are several
    of its kind, or were ("the Firebat 3")."""
    kind, _, number = ident.partition("#")
    title = kind_title(state, kind)
    alike = sum(1 for m in state.monsters if m.ident.partition("#")[0] == kind)
    tag = "" if number == "1" and alike <= 1 else f" {number}"
    return f"{with_the(title)}{tag}"


def after_monster_room(state: GameState, ident: str) -> str | None:
    """Where a monster stands now; None once it has left the board."""
    return next((m.room for m in state.monsters if m.ident == ident), None)
