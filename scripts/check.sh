#!/usr/bin/env bash
# Every check CI runs: lint, types, tests (with examples), docs.
# HYPOTHESIS_PROFILE=long selects the long fuzzing profile (see docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh dev,lsp
export BETRAYAL_REQUIRE_LSP=1  # the language server tests must run, not skip
export PATH="$PWD/.venv/bin:$PATH"
export NO_MKDOCS_2_WARNING=1
echo "== ruff"
ruff check betrayal tests examples benchmarks
echo "== mypy --strict betrayal"
mypy --strict betrayal
echo "== pytest"
pytest -q
echo "== mkdocs build --strict"
mkdocs build --strict --quiet --site-dir "$(mktemp -d)"
