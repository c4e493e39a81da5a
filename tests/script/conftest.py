"""Test set-up for the rule-language front end.

tests/conftest.py owns the global hypothesis profiles ("ci", "long"), so this
folder registers its own, "script-ci" and "script-long", under names that do
not clash; the property tests here apply one of them explicitly (see
`script_helpers.script_settings`).
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

_CHECKS = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]
settings.register_profile(
    "script-ci", max_examples=50, deadline=None, suppress_health_check=_CHECKS
)
settings.register_profile(
    "script-long", max_examples=2000, deadline=None, suppress_health_check=_CHECKS
)
