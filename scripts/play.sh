#!/usr/bin/env bash
# Set-up and main job: installs dependencies, builds the `rewind` binary (release; not the
# test suite or the benchmarks) and starts a game in the terminal, you (p1) against the
# random bot on the built-in decks. Extra arguments go to `rewind play` (e.g. --seed 7, or
# two deck names, or --record game.json to keep the game).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build build -j"$(nproc)" --target rewind
exec build/rewind play "$@"
