"""The built-in bots and batches of games from Python, and threads (src/py/bind_bots.cpp)."""
import json
import random
import threading
import time

import pytest

import rewind
from conftest import play_random


def midgame(seed=11, steps=40):
    g = rewind.Game.create(seed=seed)
    play_random(g, random.Random(seed), steps)
    return g


@pytest.mark.parametrize("kind", ["random", "first", "heuristic", "search"])
def test_bots_answer_with_a_legal_option_and_change_nothing(kind):
    g = midgame()
    h = g.hash()
    bot = rewind.Bot(kind, budget=40)
    n = bot.choose(g)
    assert 0 <= n < g.num_options() and g.hash() == h
    assert bot(g, g.decision().player) == n  # deterministic: seeded from the game
    assert rewind.bot_choice(g, kind, budget=40) == n


def test_a_bot_answers_only_for_the_seat_to_act():
    g = midgame()
    other = "p2" if g.decision().player == "p1" else "p1"
    with pytest.raises(rewind.IllegalAnswer, match="decision"):
        rewind.Bot("random").choose(g, other)
    with pytest.raises(ValueError, match="unknown|controller"):
        rewind.Bot("no-such-bot")
    with pytest.raises(ValueError):
        rewind.Bot("human")


def test_bots_play_whole_games():
    g = rewind.Game.create(seed=4)
    bots = {"p1": rewind.Bot("heuristic"), "p2": rewind.Bot("random")}
    while not g.over:
        g.apply(bots[g.decision().player].choose(g))
    assert g.result in ("p1", "p2", "draw")


def test_play_games_is_exactly_rewind_sim(rewind_cli):
    py = rewind.play_games("red-burn", "white-weenie", p1="heuristic", p2="random", games=30, seed=5)
    cli = json.loads(rewind_cli("sim", "red-burn", "white-weenie", "--p1", "heuristic", "--p2", "random",
                                "--games", 30, "--seed", 5, "--json").stdout)
    for k in ("games", "p1", "p2", "seed", "p1_wins", "p2_wins", "draws", "avg_turns", "decisions", "hash"):
        assert py[k] == cli[k], k


def test_threads_run_bot_games_in_parallel_without_crashing():
    # Each thread plays its own games (the GIL is released inside); results equal the
    # single-threaded ones. Speed is measured in bench/python_bench.py, not here.
    expected = [rewind.play_games(games=20, seed=s) for s in (1, 100)]
    search = rewind.Bot("search", budget=30)
    g = midgame()
    want_search = search.choose(g)
    results, errors = {}, []

    def work(i):
        try:
            results[i] = rewind.play_games(games=20, seed=(1, 100)[i % 2])
            assert search.choose(g) == want_search  # one game read by several threads
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    t0 = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert time.monotonic() - t0 < 60 and not errors
    for i in range(4):
        assert results[i] == expected[i % 2]
