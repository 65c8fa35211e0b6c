#!/usr/bin/python3
"""Speed of the Python module (docs/BENCHMARKS.md, "Python"):

    PYTHONPATH=build/python bench/python_bench.py [--quick] [--json]

- loop_rich: a random-vs-random game loop written in Python with the rich options():
  `opts = g.options(); g.apply(opts[rng.randrange(len(opts))].n)`, decisions/s;
- loop_fast: the same loop on the cheap path: `g.apply(rng.randrange(g.num_options()))`;
- copy_us: Game.copy() of a mid-game state (60 random answers in), microseconds;
- env_steps: the environment's step() + last() (the observation and action mask) per
  second, random legal actions;
- threads: two Python threads each playing bot games (play_games, the GIL released)
  against one thread playing the same games: the speed-up of games per wall second.

Single-thread figures are per second of this thread's CPU time (time.thread_time), so
other processes on a busy machine do not slow them; the thread figure needs wall time and
free cores, and says how many the machine had idle (os.getloadavg) when it ran.
"""
import argparse
import json
import os
import random
import threading
import time

import rewind
from rewind.env import RewindEnv


def loop(games, rich):
    rng = random.Random(1)
    decisions = 0
    t0 = time.thread_time()
    for s in range(games):
        g = rewind.Game.create(seed=s + 1)
        if rich:
            while not g.over:
                opts = g.options()
                g.apply(opts[rng.randrange(len(opts))].n)
                decisions += 1
        else:
            while not g.over:
                g.apply(rng.randrange(g.num_options()))
                decisions += 1
    return decisions / (time.thread_time() - t0)


def copy_us(n):
    g = rewind.Game.create(seed=5)
    rng = random.Random(5)
    for _ in range(60):
        g.apply(rng.randrange(g.num_options()))
    assert not g.over
    t0 = time.thread_time()
    for _ in range(n):
        g.copy()
    return (time.thread_time() - t0) / n * 1e6


def env_steps(steps):
    env = RewindEnv()
    rng = random.Random(3)
    env.reset(seed=1)
    done, games = 0, 1
    t0 = time.thread_time()
    while done < steps:
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            if not env.agents:
                games += 1
                env.reset(seed=games)
            continue
        env.step(rng.randrange(int(obs["action_mask"].sum())))
        done += 1
    return done / (time.thread_time() - t0)


def threads(games):
    kw = dict(p1="heuristic", p2="heuristic", games=games)
    t0 = time.perf_counter()
    rewind.play_games(seed=1, **kw)
    one = time.perf_counter() - t0
    ts = [threading.Thread(target=rewind.play_games, kwargs=dict(seed=1 + 1000 * i, **kw)) for i in range(2)]
    t0 = time.perf_counter()
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    two = time.perf_counter() - t0
    return 2 * one / two


def main():
    ap = argparse.ArgumentParser(description="speed of the rewind Python module")
    ap.add_argument("--quick", action="store_true", help="small counts (a smoke test)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    q = args.quick
    r = {
        "loop_rich_decisions_per_sec": loop(20 if q else 500, rich=True),
        "loop_fast_decisions_per_sec": loop(20 if q else 500, rich=False),
        "copy_us": copy_us(2000 if q else 200_000),
        "env_steps_per_sec": env_steps(2000 if q else 100_000),
        "load_before_threads": os.getloadavg()[0],
        "threads_speedup": threads(20 if q else 400),
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(r))
    else:
        print(f"game loop, rich options(): {r['loop_rich_decisions_per_sec']:,.0f} decisions/s")
        print(f"game loop, num_options():  {r['loop_fast_decisions_per_sec']:,.0f} decisions/s")
        print(f"copy() of a mid-game state: {r['copy_us']:.2f} us")
        print(f"env step + observe: {r['env_steps_per_sec']:,.0f} steps/s")
        print(f"two threads of bot games: {r['threads_speedup']:.2f}x one thread "
              f"(load {r['load_before_threads']:.1f} on {r['cpus']} cores)")


if __name__ == "__main__":
    main()
