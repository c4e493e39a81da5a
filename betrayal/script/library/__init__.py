"""The primitives of the rule language, grouped by topic; importing registers them.

Every module of this package is imported, in name order, so a new topic is a new file.
"""

from __future__ import annotations

import importlib
import pkgutil

for _module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")
