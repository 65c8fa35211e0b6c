#!/usr/bin/env bash
# Builds the web app into web/dist (served by `rewind serve` at /), type-checking it first.
# Needs its packages (scripts/install-deps.sh runs `npm ci` in web/).
set -euo pipefail
cd "$(dirname "$0")/../web"
npm run --silent build -- --logLevel warn
