#!/usr/bin/python3
"""A random agent in the learning environment (PettingZoo's AEC loop), for both seats.

    PYTHONPATH=build/python examples/random_agent.py --games 20 --seed 1

Prints one line per game and the totals. Seeded: the same arguments give the same games.
"""
import argparse

import numpy as np

from rewind.env import RewindEnv


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", nargs=2, default=[None, None], help="two built-in deck ids")
    args = ap.parse_args()

    env = RewindEnv(*args.decks)
    rng = np.random.default_rng(args.seed)
    wins = {"p1": 0, "p2": 0, "draw": 0}
    for i in range(args.games):
        env.reset(seed=args.seed + i)
        steps = 0
        for agent in env.agent_iter():
            obs, reward, termination, truncation, info = env.last()
            if termination or truncation:
                action = None
            else:
                action = env.action_space(agent).sample(obs["action_mask"], rng)
                steps += 1
            env.step(action)
        result = env.game.result
        wins[result if result in wins else "draw"] += 1
        print(f"game {i + 1}: seed {args.seed + i}, {steps} steps, turn {env.game.turn}, winner {result}")
    print(f"random vs random: p1 {wins['p1']}, p2 {wins['p2']}, draws {wins['draw']}")


if __name__ == "__main__":
    main()
