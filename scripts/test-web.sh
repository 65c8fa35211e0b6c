#!/usr/bin/env bash
# The web app's tests, after the release build: builds web/dist, runs the unit tests of the
# client's state logic (Vitest), then the end-to-end tests (web/e2e: playwright-core driving
# Debian's /usr/bin/chromium headless against a `rewind serve` of their own on a loopback
# port with a temporary SQLite file). REWIND_BIN names the binary (default build/rewind).
set -euo pipefail
cd "$(dirname "$0")/.."
export REWIND_BIN="${REWIND_BIN:-$PWD/build/rewind}"
scripts/build-web.sh
cd web
npx vitest run --silent
timeout 600 node --test --test-concurrency=1 --test-reporter=spec e2e/
