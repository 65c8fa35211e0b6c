#!/usr/bin/python3
"""A one-ply greedy agent: tries every option on a copy() of the game, lets the built-in
heuristic bot play both seats a few answers on, and keeps the option whose outcome looks
best from its own seat's view. Plays against the random bot.

    PYTHONPATH=build/python examples/greedy_agent.py --games 10 --seed 1

It does not peek: the copies are made from `game.determinized(seat, seed)`, in which the
opponent's hand and both libraries are dealt at random from what the seat knows, and the
evaluation reads only `view(seat)`. Seeded: the same arguments give the same games.
"""
import argparse

import rewind

HEURISTIC = rewind.Bot("heuristic")


def evaluate(game, seat):
    """A plain board score for `seat`: life, creatures' power and toughness, cards."""
    if game.over:
        return 1000.0 * game.returns()[0 if seat == "p1" else 1]
    v = game.view(seat, text=False)
    me, opp = (0, 1) if seat == "p1" else (1, 0)
    score = v.players[me].life - v.players[opp].life
    for c in v.battlefield:
        sign = 1 if c.controller == me else -1
        score += sign * (2.0 * (c.power + c.toughness) if c.is_creature else 1.0)
    score += 0.5 * (v.players[me].hand_count - v.players[opp].hand_count)
    return score


def greedy_choice(game, seed, lookahead=12):
    seat = game.decision().player
    if game.num_options() == 1:
        return 0
    sample = game.determinized(seat, seed)
    best, best_score = 0, None
    # Never take back a block: blocks are picked one at a time, and a block and its
    # cancellation can look equally good for ever.
    for n in [o.n for o in game.options() if o.kind != "unblock"]:
        after = sample.copy()
        after.apply(n)
        for _ in range(lookahead):  # play on a little, so that combat and spells resolve
            if after.over:
                break
            after.apply(HEURISTIC.choose(after))
        score = evaluate(after, seat)
        if best_score is None or score > best_score:
            best, best_score = n, score
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    opponent = rewind.Bot("random")
    wins = 0
    for i in range(args.games):
        g = rewind.Game.create(seed=args.seed + i)
        greedy_seat = "p1" if i % 2 == 0 else "p2"  # alternate seats
        while not g.over:
            if g.decision().player == greedy_seat:
                g.apply(greedy_choice(g, seed=g.frame))
            else:
                g.apply(opponent.choose(g))
        wins += g.result == greedy_seat
        print(f"game {i + 1}: greedy as {greedy_seat}, winner {g.result}, turn {g.turn}")
    print(f"greedy won {wins} of {args.games} against random")


if __name__ == "__main__":
    main()
