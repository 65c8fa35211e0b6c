"""The examples in examples/ run, finish in seconds and print their summaries."""
import os
import re
import subprocess
import sys

import pytest

from conftest import BUILD, ROOT

EXAMPLES = [
    ("random_agent.py", ["--games", "3"], r"random vs random: p1 \d+, p2 \d+, draws \d+"),
    ("greedy_agent.py", ["--games", "4"], r"greedy won \d+ of 4 against random"),
    ("mcts.py", ["--games", "1", "--simulations", "20"], r"mcts won \d+ of 1 against random"),
]


@pytest.mark.parametrize("script,args,summary", EXAMPLES)
def test_example_runs(script, args, summary):
    env = dict(os.environ, PYTHONPATH=os.path.join(BUILD, "python"))
    p = subprocess.run([sys.executable, os.path.join(ROOT, "examples", script), *args],
                       capture_output=True, text=True, timeout=60, env=env)
    assert p.returncode == 0, p.stderr
    assert re.fullmatch(summary, p.stdout.strip().splitlines()[-1]), p.stdout
    again = subprocess.run([sys.executable, os.path.join(ROOT, "examples", script), *args],
                           capture_output=True, text=True, timeout=60, env=env)
    assert again.stdout == p.stdout  # seeded: the same games
