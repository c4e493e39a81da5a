#!/usr/bin/env bash
# The main job: set up, then play a seeded game and print its log.
# Extra arguments go to `betrayal play` (defaults: 4 players, seed 1).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >&2
if [ "$#" -eq 0 ]; then
  set -- --players 4 --seed 1
fi
exec .venv/bin/betrayal play "$@"
