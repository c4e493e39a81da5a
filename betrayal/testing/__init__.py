"""Helpers shipped for tests, ours and yours: scenarios, scripted chance, invariants."""

from betrayal.testing.invariants import check_invariants
from betrayal.testing.scenario import Scenario, run_script

__all__ = ["Scenario", "check_invariants", "run_script"]
