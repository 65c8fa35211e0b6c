#!/usr/bin/python3
"""Calibration of `rewind analyse` (docs/analysis.md, docs/BENCHMARKS.md).

Plays GAMES bot-vs-bot games with `rewind sim --record-dir`, analyses every record for both
seats (`rewind analyse REC --seat both --budget B --light --per-turn --json`: the chance at
each seat's first decision of each turn; --full analyses every decision, with every option;
the analysis is stored beside each record, so an interrupted run resumes), and compares each
decision's predicted chance (the chance before the decision, from that seat's view, or with
--omniscient from the true cards) with whether that seat won the game:
a table of predicted-chance bins against the observed win rate, and the Brier score (mean of
(predicted - outcome)^2; a draw counts 1/2) next to two baselines that know nothing of the
position: always 50 %, and always the seat's overall win rate in these games.

Usage: scripts/calibrate_analysis.py [--games 200] [--budget 64] [--seed 1] [--p1 heuristic]
         [--p2 heuristic] [--decks A B] [--dir /tmp/rewind-calibration] [--rewind build/rewind]
         [--threads 1] [--omniscient] [--full]
Prints a Markdown table. Decisions of one game are correlated: the table gives the games too.
"""
import argparse
import json
import os
import subprocess
import sys


def run(cmd):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({r.returncode}): {r.stderr.strip()}")
    return r.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--budget", type=int, default=64)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--p1", default="heuristic")
    ap.add_argument("--p2", default="heuristic")
    ap.add_argument("--decks", nargs=2, default=None)
    ap.add_argument("--dir", default="/tmp/rewind-calibration")
    ap.add_argument("--rewind", default="build/rewind")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--omniscient", action="store_true")
    ap.add_argument("--full", action="store_true")
    a = ap.parse_args()

    os.makedirs(a.dir, exist_ok=True)
    sim = [a.rewind, "sim"] + (a.decks or []) + ["--games", str(a.games), "--seed", str(a.seed), "--p1", a.p1,
                                                 "--p2", a.p2, "--record-dir", a.dir, "--json"]
    records = [os.path.join(a.dir, f"seed-{a.seed + i}.rwr") for i in range(a.games)]
    if not all(os.path.exists(r) for r in records):
        run(sim)

    bins = [[0, 0.0, 0.0] for _ in range(10)]  # decisions, sum of predictions, sum of outcomes
    brier = brier_half = 0.0
    points = []  # (seat, predicted, outcome)
    games = {"p1": 0.0, "p2": 0.0}
    for i, rec in enumerate(records):
        cmd = [a.rewind, "analyse", rec, "--seat", "both", "--budget", str(a.budget), "--json", "--quiet",
               "--threads", str(a.threads)] + (["--omniscient"] if a.omniscient else []) + \
              ([] if a.full else ["--light", "--per-turn"])
        an = json.loads(run(cmd))
        result = an["result"]
        for seat in ("p1", "p2"):
            games[seat] += 1.0 if result == seat else 0.5 if result in ("draw", "ongoing") else 0.0
        for d in an["decisions"]:
            outcome = 1.0 if result == d["seat"] else 0.5 if result in ("draw", "ongoing") else 0.0
            points.append((d["seat"], d["before"]["chance"], outcome))
        print(f"\r{i + 1}/{len(records)} games analysed", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)

    n = len(points)
    rate = {s: games[s] / len(records) for s in games}
    brier_rate = 0.0
    for seat, p, o in points:
        b = min(9, int(p * 10))
        bins[b][0] += 1
        bins[b][1] += p
        bins[b][2] += o
        brier += (p - o) ** 2
        brier_half += (0.5 - o) ** 2
        brier_rate += (rate[seat] - o) ** 2
    mode = ("omniscient" if a.omniscient else "seat's view") + \
        (", every decision" if a.full else ", light, each seat's first decision of each turn")
    print(f"{len(records)} games ({a.p1} vs {a.p2}, seeds {a.seed}..{a.seed + len(records) - 1}), "
          f"{n} decisions of both seats, budget {a.budget}, {mode}; p1 won {rate['p1']:.0%}\n")
    print("| predicted | decisions | mean predicted | won |")
    print("| --- | ---: | ---: | ---: |")
    for k, (cnt, ps, os_) in enumerate(bins):
        if cnt:
            print(f"| {k * 10}-{k * 10 + 10} % | {cnt} | {ps / cnt:.1%} | {os_ / cnt:.1%} |")
    print(f"\nBrier score {brier / n:.4f} (always 50 %: {brier_half / n:.4f}; "
          f"always the seat's win rate: {brier_rate / n:.4f})")


if __name__ == "__main__":
    main()
