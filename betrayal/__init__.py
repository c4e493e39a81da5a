"""betrayal: a rules engine for Betrayal at House on the Hill.

Start with :class:`Game`, then ``game.new_state(seed=...)``; drive it with
:func:`play` (``betrayal.play(state, agents)``) and the agents in :mod:`betrayal.agents`.
"""

from betrayal.core.actions import Action
from betrayal.core.state import CHANCE, TERMINAL, GameState, Phase, TraitorKind
from betrayal.core.traits import DamageKind, Trait
from betrayal.driver import StepLimitReached, play
from betrayal.errors import BadArgument, BetrayalError, ContentError, IllegalAction, SaveError
from betrayal.game import Game

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "BadArgument",
    "BetrayalError",
    "ContentError",
    "DamageKind",
    "Game",
    "GameState",
    "IllegalAction",
    "Phase",
    "SaveError",
    "StepLimitReached",
    "Trait",
    "TraitorKind",
    "play",
]
__version__ = "0.1.0"
