"""The rule language: haunts, cards and tiles with rules text are scripts in it.

`parse` turns a script's text into a syntax tree (`betrayal.script.ast`) and
diagnostics; later stages (checker, compiler, interpreter) build on that tree.
"""

from betrayal.script.parser import ParseResult, parse

__all__ = ["ParseResult", "parse"]
