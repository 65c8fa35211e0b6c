#!/usr/bin/env bash
# A sweep split into shards and run with GNU parallel on one machine, then merged:
#
#   examples/sim_parallel.sh GAMES SHARDS [rewind sim arguments...]
#   examples/sim_parallel.sh 100000 8 red-burn white-weenie --p1 heuristic --seed 1
#
# prints exactly what `rewind sim --games GAMES ... --json` prints (but the speed figures).
# Each shard's JSON is kept in $OUT (default: a new temporary folder, named on stderr), so
# a failed shard can be rerun alone: `rewind sim ... --shard K/N > $OUT/shard-K.json`.
# Environment: REWIND (default build/rewind), JOBS (default: one per core), OUT.
# Without GNU parallel (Debian's `parallel` package) it falls back to xargs -P and says so.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 GAMES SHARDS [rewind sim arguments...]" >&2
  exit 2
fi
games=$1 shards=$2
shift 2
rewind=${REWIND:-build/rewind}
jobs=${JOBS:-$(nproc)}
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"
echo "shards in $out" >&2
if parallel --version 2>/dev/null | grep -q "GNU parallel"; then
  # --halt now,fail=1: one failed shard stops the sweep with its exit code.
  parallel --halt now,fail=1 -j "$jobs" \
    "$rewind" sim --games "$games" --shard {}/"$shards" "$@" ">" "$out"/shard-{}.json ::: $(seq 1 "$shards")
else
  echo "GNU parallel not found: running the shards with xargs -P $jobs" >&2
  export REWIND_ARGS_GAMES=$games REWIND_ARGS_SHARDS=$shards REWIND_BIN=$rewind REWIND_OUT=$out
  seq 1 "$shards" | xargs -P "$jobs" -I{} sh -c \
    '"$REWIND_BIN" sim --games "$REWIND_ARGS_GAMES" --shard {}/"$REWIND_ARGS_SHARDS" "$@" > "$REWIND_OUT"/shard-{}.json' sh "$@"
fi
"$rewind" sim-merge "$out"/shard-*.json --json
