#!/usr/bin/env bash
# Random against random over every pair of the fully supported decks of a deck archive
# (issue 16's robustness run; docs/BENCHMARKS.md, "Real decks"). The decks are the ones
# `rewind cards check --decks` reports fully supported with the given card scripts; the
# games are shared out evenly over the pairs (a deck against itself included) and played with
# `rewind sim --jobs`, as casual games (quest decks are not all constructed-legal). Prints one
# line per pair and the totals; exits non-zero on the first engine error.
#   scripts/deck-robustness.sh [GAMES] [DECKS] [CARDS] [JOBS]
# defaults: 200000 games, ../shared/corpus/forge-decks-quest-2019.tar.gz,
# ../shared/corpus/forge-cardsfolder-2019.tar.gz, nproc jobs. build/rewind must exist.
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-200000}"
decks="${2:-../shared/corpus/forge-decks-quest-2019.tar.gz}"
cards="${3:-../shared/corpus/forge-cardsfolder-2019.tar.gz}"
jobs="${4:-$(nproc)}"
rewind="$PWD/build/rewind"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

case "$decks" in
  *.tar.gz) tar -xzf "$decks" -C "$work" ;;
  *.zip) /usr/bin/python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$decks" "$work" ;;
  *) cp -r "$decks"/. "$work"/ ;;
esac
"$rewind" cards check --cards "$cards" --decks "$decks" --json > "$work/check.json"
# The supported decks' paths inside the archive (deck_verdicts[].source), one per line.
/usr/bin/python3 -c '
import json, sys
for v in json.load(open(sys.argv[1]))["deck_verdicts"]:
    if v["supported"]:
        print(v["source"])' "$work/check.json" > "$work/supported.txt"
mapfile -t supported < "$work/supported.txt"
n=${#supported[@]}
if [ "$n" -eq 0 ]; then
  echo "error: no deck of $decks is fully supported" >&2
  exit 1
fi
pairs=$((n * (n + 1) / 2))
per_pair=$(((games + pairs - 1) / pairs))
echo "decks: $n fully supported of $(/usr/bin/python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["deck_verdicts"]))' "$work/check.json"); pairs: $pairs; games per pair: $per_pair; jobs: $jobs"
total=0 decisions=0 draws=0 start=$SECONDS
for ((i = 0; i < n; i++)); do
  for ((j = i; j < n; j++)); do
    a="$work/${supported[i]}" b="$work/${supported[j]}"
    "$rewind" sim "$a" "$b" --casual --cards "$cards" --games "$per_pair" --jobs "$jobs" --json \
      2> "$work/err.txt" > "$work/out.json" || { cat "$work/err.txt" >&2; exit 2; }
    read -r g d dr line < <(/usr/bin/python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(r["games"], r["decisions"], r["draws"],
      "%s vs %s: %d games, %d-%d, %d draws, %.0f games/s, hash %s" % (
          r["p1"], r["p2"], r["games"], r["p1_wins"], r["p2_wins"], r["draws"],
          r["games_per_sec"], r["hash"]))' "$work/out.json")
    echo "  $line"
    total=$((total + g)) decisions=$((decisions + d)) draws=$((draws + dr))
  done
done
secs=$((SECONDS - start))
echo "total: $total games, $decisions decisions, $draws draws, 0 engine errors, ${secs} s"
