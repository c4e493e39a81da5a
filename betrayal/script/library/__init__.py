"""The primitives of the rule language, one module for each of the game's nouns (traits,
cards, monsters, the house...), as core/rules/ is filed; importing registers them.

Every module of this package is imported, in name order. A primitive goes in the module of
what it is about, whichever card or haunt first needed it; a new noun is a new file.
"""

from __future__ import annotations

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")

# The names these primitives replaced, for old scripts (after the registrations they name).
for _retired in ("families", "queries", "effects", "standing"):
    importlib.import_module(f"betrayal.script.retired_{_retired}")
