#!/usr/bin/env bash
# Set-up and every test: installs dependencies, builds with -Werror and runs the whole
# suite, then again under AddressSanitizer + UndefinedBehaviorSanitizer.
# REWIND_SKIP_ASAN=1 skips the sanitizer pass (for quick local runs).
# The server's tests are in the suite: protocol tests against an in-process server on a
# loopback port, the kill -9 crash test and the two-process PostgreSQL test, which start
# `rewind serve` (and initdb/pg_ctl, as the postgres user when run as root) themselves.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
phase() { echo "== test.sh: $1 (at $((SECONDS - start)) s)"; }
phase "installing dependencies"
scripts/install-deps.sh
jobs="$(nproc)"
phase "release build (-Werror)"
cmake --preset ci >/dev/null
cmake --build build -j"$jobs"
phase "release tests"
ctest --test-dir build --output-on-failure -j"$jobs"
# The Python module (src/py, python/) and its pytest suite, with Debian's interpreter.
if ! ls build/python/rewind/_rewind*.so >/dev/null 2>&1; then
  echo "error: the Python module was not built (see the cmake output: pybind11-dev, python3-dev)" >&2
  exit 1
fi
phase "Python tests"
REWIND_BUILD="$PWD/build" /usr/bin/python3 -m pytest -q -p no:cacheprovider tests/python
if [ "${REWIND_SKIP_ASAN:-0}" != "1" ]; then
  phase "ASan+UBSan build"
  cmake --preset ci-asan >/dev/null
  cmake --build build-asan -j"$jobs"
  phase "ASan+UBSan tests"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure -j"$jobs"
fi
phase "record fuzzing"
scripts/fuzz-records.sh  # the record reader under libFuzzer for FUZZ_SECONDS (30); skipped without clang
phase "done"
