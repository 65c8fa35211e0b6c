"""Shared set-up for the Python tests (tests/python, run by scripts/test.sh):
the module comes from REWIND_BUILD/python (default: the repository's build/), and the CLI
tests use REWIND_BUILD/rewind."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(os.environ.get("REWIND_BUILD", os.path.join(ROOT, "build")))
sys.path.insert(0, os.path.join(BUILD, "python"))
REWIND = os.path.join(BUILD, "rewind")


def run_rewind(*args, check=True):
    """Runs the CLI of the same build; returns the completed process (text)."""
    p = subprocess.run([REWIND, *map(str, args)], capture_output=True, text=True, timeout=120)
    if check and p.returncode != 0:
        raise AssertionError(f"rewind {' '.join(map(str, args))} exited {p.returncode}: {p.stderr}")
    return p


@pytest.fixture
def rewind_cli():
    if not os.path.exists(REWIND):
        pytest.fail(f"no CLI at {REWIND}: build it first")
    return run_rewind


def play_random(game, rng, steps=None):
    """Answers at random until the game ends (or `steps` answers); returns the answers."""
    answers = []
    while not game.over and (steps is None or len(answers) < steps):
        n = rng.randrange(game.num_options())
        game.apply(n)
        answers.append(n)
    return answers
