#!/usr/bin/env bash
# Set-up and main job: installs dependencies, builds the `rewind` binary (release; not the
# test suite or the benchmarks) and the web app, then starts the game server: open the
# address it prints (http://127.0.0.1:8080) to play the bot or a friend, watch, replay and
# branch. Extra arguments go to `rewind serve` (e.g. --port 9000). The terminal game is
# `build/rewind play`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build build -j"$(nproc)" --target rewind
scripts/build-web.sh
port_file="$(mktemp)"
build/rewind serve --web web/dist --port-file "$port_file" "$@" &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true' INT TERM
for _ in $(seq 100); do [ -s "$port_file" ] && break; kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
[ -s "$port_file" ] && echo "Rewind is at http://127.0.0.1:$(cat "$port_file") (Ctrl-C stops the server)"
rm -f "$port_file"
wait "$server"
