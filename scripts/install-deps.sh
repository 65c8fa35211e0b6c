#!/usr/bin/env bash
# Installs the Debian 12 packages Rewind builds with (see README "Dependencies").
set -euo pipefail
pkgs=(cmake ninja-build g++ libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev
      nlohmann-json3-dev libxxhash-dev clang-14 libclang-rt-14-dev
      pybind11-dev python3-dev python3-numpy python3-pytest python3-venv python3-pip parallel
      libboost-dev libsqlite3-dev libpq-dev postgresql  # the server: Beast/Asio, its stores, the PostgreSQL test
      chromium)  # the web app's end-to-end tests (web/e2e, driven by playwright-core)
# The web app (web/) builds with Node.js 18 or later and npm; a Node.js installed another way
# (with its own npm) is used as it is.
command -v npm >/dev/null 2>&1 || pkgs+=(nodejs npm)
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
# The web app's packages, exactly as web/package-lock.json pins them (again only when the
# lock file changed since the last install).
web="$(cd "$(dirname "$0")/../web" && pwd)"
if [ ! -f "$web/node_modules/.package-lock.json" ] || [ "$web/package-lock.json" -nt "$web/node_modules/.package-lock.json" ]; then
  (cd "$web" && npm ci --no-audit --no-fund --loglevel=error)
fi
