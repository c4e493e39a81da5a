"""A small TextMate tokenizer over Python's `re`, enough for the grammar we generate.

It follows the TextMate rules the grammar relies on: one line at a time, the earliest
match wins (the first pattern on a tie, an open region's `end` before its patterns),
`begin`/`end` regions that last across lines, and `captures` naming groups.
"""

from __future__ import annotations

import re
from typing import Any

Rule = dict[str, Any]


class Engine:
    def __init__(self, grammar: Rule) -> None:
        self.grammar = grammar
        self.repository: dict[str, Rule] = grammar["repository"]
        self._compiled: dict[str, re.Pattern[str]] = {}

    def _regex(self, source: str) -> re.Pattern[str]:
        found = self._compiled.get(source)
        if found is None:
            found = self._compiled[source] = re.compile(source)
        return found

    def _expand(self, patterns: list[Rule]) -> list[Rule]:
        rules: list[Rule] = []
        for rule in patterns:
            if "include" in rule:
                rules.extend(self._expand([self.repository[rule["include"].lstrip("#")]]))
            elif "match" in rule or "begin" in rule:
                rules.append(rule)
            else:
                rules.extend(self._expand(rule["patterns"]))
        return rules

    def tokenize(self, text: str) -> list[tuple[int, int, str]]:
        """(start, end, scope) for each named piece, offsets into the whole text."""
        out: list[tuple[int, int, str]] = []
        stack: list[Rule] = []
        offset = 0
        for line in text.split("\n"):
            self._line(line, offset, stack, out)
            offset += len(line) + 1
        return out

    def _line(
        self, line: str, base: int, stack: list[Rule], out: list[tuple[int, int, str]]
    ) -> None:
        pos = 0
        while pos <= len(line):
            region = stack[-1] if stack else None
            rules = self._expand(region.get("patterns", []) if region else self.grammar["patterns"])
            best: tuple[int, Rule | None, re.Match[str]] | None = None
            if region is not None:
                end = self._regex(region["end"]).search(line, pos)
                if end is not None:
                    best = (end.start(), None, end)
            for rule in rules:
                found = self._regex(rule.get("match") or rule["begin"]).search(line, pos)
                if found is not None and (best is None or found.start() < best[0]):
                    best = (found.start(), rule, found)
            if best is None:
                return
            _, rule, found = best
            if rule is None:  # the open region ends here
                assert region is not None
                self._name(region.get("endCaptures", {}), found, base, out)
                stack.pop()
                continue  # popping is progress even when the end matched nothing
            if rule.get("name"):
                out.append((base + found.start(), base + found.end(), rule["name"]))
            if "match" in rule:
                self._name(rule.get("captures", {}), found, base, out)
            else:
                self._name(rule.get("beginCaptures", {}), found, base, out)
                stack.append(rule)
            pos = found.end() if found.end() > pos else pos + 1

    @staticmethod
    def _name(
        captures: dict[str, dict[str, str]],
        found: re.Match[str],
        base: int,
        out: list[tuple[int, int, str]],
    ) -> None:
        for group, spec in captures.items():
            start, end = found.span(int(group))
            if start >= 0 and end > start:
                out.append((base + start, base + end, spec["name"]))
