#!/usr/bin/python3
"""A small information-set MCTS written in Python on determinized() and copy(), against
the random bot (or the built-in heuristic).

    PYTHONPATH=build/python examples/mcts.py --games 2 --simulations 40 --seed 1

Each simulation deals the hidden cards at random from what the searching seat knows
(`game.determinized(seat, seed)`: the opponent's hand and both libraries), walks a tree of
answers by UCB1, expands one node, plays on at random for at most --rollout answers
(copy() keeps the tree's state untouched) and backs up the result from the searching
seat's side (+1 win, -1 loss, 0 unfinished). Options are numbered per decision, and a
number valid in one deal may not be in another, so a walk stops where its number is not
legal. Seeded: the same arguments give the same games.
"""
import argparse
import math
import random

import rewind


class Node:
    __slots__ = ("visits", "value", "children")

    def __init__(self):
        self.visits = 0
        self.value = 0.0
        self.children = {}  # option number -> Node


def rollout(game, rng, limit):
    for _ in range(limit):
        if game.over:
            break
        game.apply(rng.randrange(game.num_options()))


def mcts_choice(game, simulations, rng, rollout_limit=200, c=1.4):
    seat = game.decision().player
    me = 0 if seat == "p1" else 1
    # Never take back a block at the root: a block and its cancellation can look equally
    # good for ever (blocks are picked one at a time).
    candidates = [o.n for o in game.options() if o.kind != "unblock"]
    if len(candidates) == 1:
        return candidates[0]
    root = Node()
    for _ in range(simulations):
        g = game.determinized(seat, rng.getrandbits(63))
        node, path = root, [root]
        while not g.over:
            n = g.num_options()
            mine = g.current_player() == me
            moves = candidates if node is root else range(n)
            untried = [a for a in moves if a not in node.children]
            if untried:
                a = rng.choice(untried)
                node.children[a] = Node()
                g.apply(a)
                path.append(node.children[a])
                break
            # UCB1 from the point of view of the seat to act (the opponent minimizes).
            def ucb(a):
                ch = node.children[a]
                mean = ch.value / ch.visits
                return (mean if mine else -mean) + c * math.sqrt(math.log(node.visits + 1) / ch.visits)
            a = max(moves, key=ucb)
            node = node.children[a]
            g.apply(a)
            path.append(node)
        sim = g.copy()
        rollout(sim, rng, rollout_limit)
        reward = sim.returns()[me]
        for nd in path:
            nd.visits += 1
            nd.value += reward
    return max(candidates, key=lambda a: root.children[a].visits if a in root.children else -1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--simulations", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opponent", default="random", help="a built-in bot: random, heuristic")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    opponent = rewind.Bot(args.opponent)
    wins = 0
    for i in range(args.games):
        g = rewind.Game.create(seed=args.seed + i)
        seat = "p1" if i % 2 == 0 else "p2"
        while not g.over:
            if g.decision().player == seat:
                g.apply(mcts_choice(g, args.simulations, rng))
            else:
                g.apply(opponent.choose(g))
        wins += g.result == seat
        print(f"game {i + 1}: mcts as {seat}, winner {g.result}, turn {g.turn}")
    print(f"mcts won {wins} of {args.games} against {args.opponent}")


if __name__ == "__main__":
    main()
