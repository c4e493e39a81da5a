"""Shared test set-up: hypothesis profiles and small fixtures.

HYPOTHESIS_PROFILE selects the profile: "ci" (default, quick) or "long" (by hand, minutes).
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

import betrayal
from betrayal.testing import Scenario

settings.register_profile(
    "ci", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "long", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def game() -> betrayal.Game:
    return betrayal.Game(edition="hoth2", players=4)


@pytest.fixture
def scenario() -> Scenario:
    # Zoe Ingstrom, Ox Bellows and Vivian Lopez: three different cards, seats 0-2.
    return Scenario.new()
