#!/usr/bin/env bash
# Fuzzes the record reader (tests/fuzz/record_reader_fuzzer.cpp) with libFuzzer under
# AddressSanitizer + UndefinedBehaviorSanitizer for a bounded time: FUZZ_SECONDS (default
# 30). Builds into build-fuzz/ with clang++ (or clang++-14); skipped, with a message, when
# clang is missing. The seed corpus is records written by build/rewind when it exists.
set -euo pipefail
cd "$(dirname "$0")/.."
cxx="$(command -v clang++ || command -v clang++-14 || true)"
if [ -z "$cxx" ]; then
  echo "fuzz-records: clang++ not found; skipping the record fuzzer (install clang-14 and libclang-rt-14-dev)"
  exit 0
fi
seconds="${FUZZ_SECONDS:-30}"
cmake -S tests/fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-fuzz --target record_reader_fuzzer
corpus=build-fuzz/corpus
mkdir -p "$corpus"
if [ -x build/rewind ]; then
  for seed in 1 2 3; do
    build/rewind play --p1 random --p2 random --seed "$seed" --record "$corpus/game-$seed.json" --force >/dev/null
    build/rewind play --p1 random --p2 random --seed "$seed" --record "$corpus/game-$seed.rwr" --force >/dev/null
  done
  build/rewind play --p1 random --p2 random --seed 4 --stop-every both:choice:25 \
    --snapshot-out "$corpus/stop.json" --force >/dev/null
  build/rewind fork "$corpus/game-1.json" --frame 30 --seat p2 --out "$corpus/fork.json" --force >/dev/null
  build/rewind fork "$corpus/game-2.rwr" --frame 12 --reseed 7 --out "$corpus/fork.rwr" --force >/dev/null
fi
echo "fuzz-records: fuzzing the record reader for ${seconds}s"
build-fuzz/record_reader_fuzzer -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=2048 \
  -print_final_stats=1 "$corpus"
