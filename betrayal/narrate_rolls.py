"""The play log's line for a roll: whose it is, what it is for, and what it showed."""

from __future__ import annotations

from collections.abc import Iterator

from betrayal.core.frames import Attack, RollDice, RollPurpose
from betrayal.core.state import GameState
from betrayal.narrate_names import dice, fighter, kind_name, name_of, plural
from betrayal.narrate_scripts import running_script, script_purpose, waiting_script


def roll_done(
    before: GameState, after: GameState, frame: RollDice, faces: tuple[int, ...]
) -> Iterator[str]:
    shown = " ".join(str(f) for f in faces)
    total = sum(faces)
    result = f"[{shown}] = {total}"
    roller = name_of(before, frame.explorer) if frame.explorer >= 0 else None
    if frame.purpose is RollPurpose.HAUNT:
        omens = plural(before.omens_drawn, "omen")
        verdict = "THE HAUNT BEGINS" if after.reveal is not None else "no haunt yet"
        yield (
            f"  haunt roll by {roller}: {dice(frame.dice)} "
            f"{'shows' if frame.dice == 1 else 'show'} {result} "
            f"with {omens} drawn: {verdict}"
        )
    elif frame.purpose is RollPurpose.DAMAGE:
        kind = f"{frame.damage.value} " if frame.damage else ""
        running = running_script(before)
        why = f" {script_purpose(before, running)}" if running is not None else ""
        yield f"  {roller} rolls {dice(frame.dice)} of {kind}damage{why}: {result}"
    elif frame.purpose is RollPurpose.SCRIPT:
        waiting = waiting_script(before)
        why = f" {script_purpose(before, waiting)}" if waiting is not None else ""
        if frame.trait is not None:
            trait = frame.trait.value.capitalize()
            yield f"  {roller} makes a {trait} roll ({dice(frame.dice)}){why}: {result}"
        else:
            yield f"  {roller} rolls {dice(frame.dice)}{why}: {result}"
    elif frame.purpose is RollPurpose.MONSTER_SPEED:
        yield (
            f"  Speed roll for {kind_name(before, frame.subject or '')}: {result}, "
            f"up to {plural(max(1, total), 'space')} each"
        )
    else:
        yield _fight_roll(before, frame, result)


def _fight_roll(state: GameState, frame: RollDice, result: str) -> str:
    fight = next((f for f in reversed(state.frames) if isinstance(f, Attack)), None)
    if fight is None:
        role = "attack" if frame.purpose is RollPurpose.ATTACK else "defence"
        return f"  {role} roll: {result}"
    trait = fight.trait.value.capitalize()
    if frame.purpose is RollPurpose.DEFEND:
        who = fighter(state, fight.defender)
        return f"  {who} defends with {dice(frame.dice)} of {trait}: {result}"
    who = fighter(state, fight.attacker)
    if frame.bonus:
        # The blanks of the attack rolled again, added to what the others showed.
        return f"  {who} rolls the blank {dice(frame.dice)} again: {result} + {frame.bonus}"
    foe = fighter(state, fight.defender)
    return f"  {who} attacks {foe} with {dice(frame.dice)} of {trait}: {result}"
